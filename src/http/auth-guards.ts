import type { IncomingHttpHeaders } from 'node:http';
import type { Request, Response } from 'express';
import type { Context, Document, OpenAPIBackend } from 'openapi-backend';
import { isPlugboardError, PlugboardError } from '../errors/plugboard-error.js';
import { storeFailureError } from '../errors/store-failure.js';
import type { ResolvedAgentKey } from '../services/agents/agent-keys-service.js';
import type { AgentPolicy } from '../services/agents/agent-policy.js';
import type { ApiCredentialDoc } from '../store/api-keys.repo.js';
import type { AuthSessionDoc } from '../store/auth-sessions.repo.js';
import type { ConnectionDoc } from '../store/connections.repo.js';
import type { AuthContext } from './handler-context.js';
import { readCookie } from './cookies.js';

/**
 * Every credential check of the HTTP layer. openapi.yaml's `components.securitySchemes` says which credentials an
 * operation takes and where each travels; this module gives each scheme its guard (by the scheme's type), and a
 * scheme without a guard stops the gateway at start. Handlers never check credentials: they read what the guards
 * resolved (`auth`, through the accessors at the end). The admin token is no scheme: it is typed into the
 * dashboard's sign-in form, which the dashboard auth service checks like an API token.
 */

/** Resolves a token to what it stands for (an environment, a connection, a session), or null. */
export type TokenResolver = (token: string) => Promise<unknown>;

/** openapi-backend's context with the request headers typed as node parses them (its default is `any`). */
export type SecurityContext = Context<unknown, unknown, unknown, IncomingHttpHeaders>;

/**
 * A session named by a cookie (the dashboard). A cookie is sent by the browser on its own, so every unsafe
 * method must also carry the session's CSRF token in `csrfHeader`, which another site's page cannot read.
 */
export interface CookieSessionResolver {
  resolve: TokenResolver;
  checkCsrf(session: unknown, headerValue: string | undefined): boolean;
  csrfHeader: string;
  /**
   * Refuses (throws) an operation the session may not run, given the operation's `x-dashboard-role` (undefined
   * when the spec gives none) and its path parameters. Runs for every operation the scheme guards.
   */
  authorize?(session: unknown, minimumRole: unknown, params: Record<string, unknown>): Promise<void>;
}

/** An `Authorization: Bearer` check (the metrics scrape token); whether a token is needed at all is configuration. */
export interface BearerGuard {
  accepts(authorization: string | undefined): boolean;
  /** what the token is, in the refusal's message ("metrics token") */
  what: string;
  /** The refusal's message when it says more than "missing or invalid" (e.g. why no token can be accepted). */
  refusal?: () => string;
}

/**
 * An `Authorization: Bearer` token that stands for a record (an agent key and its policy). `resolve` answers null
 * for an unknown token (a failed check, counted by the abuse limits) and throws a PlugboardError for a known one
 * that may not be used (revoked, expired): the caller learns why. Every 401 of an operation taking the scheme
 * carries `WWW-Authenticate: Bearer resource_metadata="<challenge(path)>"` (RFC 9728), so MCP clients learn where
 * to read how to authenticate.
 */
export interface BearerTokenGuard {
  resolve: TokenResolver;
  /** what the token is, in refusals ("agent key") */
  what: string;
  /** the RFC 9728 metadata URL of the operation at this path */
  resourceMetadataUrl(operationPath: string): string;
  /** the environment a resolved record belongs to (its requests count against that environment's rate limit) */
  environmentOf(resolved: unknown): string | undefined;
}

/** Abuse limits around token checks (see services/limits/abuse-limits.ts); absent, nothing is limited. */
export interface TokenCheckLimits {
  /** Counts a failed check of an unknown token, or throws RATE_LIMITED when its address or prefix failed too often. */
  tokenCheckFailed(address: string, token: string): Promise<void>;
  admitEnvironmentRequest(environmentId: string): Record<string, string>;
}

/** The guard of each security scheme of the spec, by scheme name. */
export interface AuthGuards {
  /** `apiKey` in a header */
  tokens: Record<string, TokenResolver>;
  /** `apiKey` in a cookie */
  cookies: Record<string, CookieSessionResolver>;
  /** `http` bearer, a configured token accepted or not */
  bearer: Record<string, BearerGuard>;
  /** `http` bearer, a token that resolves to a record */
  bearerTokens?: Record<string, BearerTokenGuard>;
  limits?: TokenCheckLimits;
  /** The API-key scopes of the environment-token schemes (absent: no scope is checked). */
  scopes?: ScopeGuard;
}

/**
 * API-key scopes. Every operation an environment-token scheme (`ApiToken`, `LegacyApiToken`) guards names the one
 * scope it needs as `x-plugboard-scope` in openapi.yaml, read once when the routes are built: an operation without
 * a known scope stops the gateway at start. Per request the guard hands the resolved key and the operation's
 * scope to `check`, which throws (403) when the key lacks it.
 */
export interface ScopeGuard {
  known: readonly string[];
  check(resolved: ApiCredentialDoc, scope: string, operationId: string): void;
}

/** The extension naming an operation's API-key scope. */
const SCOPE_EXTENSION = 'x-plugboard-scope';

interface SchemeObject {
  type?: string;
  in?: string;
  name?: string;
  scheme?: string;
}

const schemesOf = (document: Document) => Object.entries((document.components?.securitySchemes ?? {}) as Record<string, SchemeObject>);

/** The apiKey-in-header schemes of the spec: the spec, not the code, says which header each scheme reads. */
function headerSchemes(document: Document): { name: string; header: string }[] {
  return schemesOf(document)
    .filter(([, s]) => s.type === 'apiKey' && s.in === 'header' && typeof s.name === 'string')
    .map(([name, s]) => ({ name, header: s.name!.toLowerCase() }));
}

/** The apiKey-in-cookie schemes of the spec. */
function cookieSchemes(document: Document): { name: string; cookie: string }[] {
  return schemesOf(document)
    .filter(([, s]) => s.type === 'apiKey' && s.in === 'cookie' && typeof s.name === 'string')
    .map(([name, s]) => ({ name, cookie: s.name! }));
}

const schemeNamed = (document: Document, name: string): SchemeObject | undefined =>
  (document.components?.securitySchemes as Record<string, SchemeObject> | undefined)?.[name];

const isBearerScheme = (s: SchemeObject | undefined) => s?.type === 'http' && s.scheme?.toLowerCase() === 'bearer';

/**
 * A resolver's answer: the record, or null for a token that is not known. A store that cannot answer (down, disk
 * full) says nothing about the token: that is thrown as the store's 503 (kept as the scheme's error, answered by
 * describeUnauthorized), never taken as an unknown token (401), which could make a client discard a valid token.
 */
async function resolveToken(resolve: TokenResolver, token: string): Promise<unknown> {
  try {
    return await resolve(token);
  } catch (e) {
    throw storeFailureError(e) ?? e;
  }
}

const SAFE_METHODS = new Set(['get', 'head', 'options']);

/** Schemes whose token stands for an environment (an API key): those requests count against its rate limit. */
const ENVIRONMENT_SCHEMES = new Set(['ApiToken', 'LegacyApiToken']);

/**
 * The scope of every operation an environment-token scheme guards, checked once at start: an operation without
 * one (or with an unknown one) is a spec error, not a request that runs unchecked.
 */
function checkOperationScopes(api: OpenAPIBackend, known: readonly string[]): void {
  const problems: string[] = [];
  for (const op of api.getOperations()) {
    const security = op.security ?? api.definition.security ?? [];
    if (!security.some((r) => Object.keys(r).some((name) => ENVIRONMENT_SCHEMES.has(name)))) continue;
    const scope = (op as unknown as Record<string, unknown>)[SCOPE_EXTENSION];
    if (typeof scope !== 'string' || !known.includes(scope)) problems.push(`${op.operationId ?? op.path}: ${String(scope)}`);
  }
  if (problems.length)
    throw new Error(
      `openapi.yaml: operations taking an API token need ${SCOPE_EXTENSION} (one of ${known.join(', ')}): ${problems.join('; ')}`,
    );
}

const bearerRefusal = (guard: BearerGuard) =>
  new PlugboardError('UNAUTHORIZED', guard.refusal?.() ?? `Missing or invalid ${guard.what} (Authorization: Bearer ...)`, {
    details: { header: 'authorization' },
  });

/**
 * Registers the guard of every security scheme of the spec. A header guard returns the resolved record, or null
 * when the header is missing or unknown; openapi-backend then calls `unauthorizedHandler`. With limits, the token
 * is checked first: a valid token always passes the failed-token limits (the failures of others never refuse it),
 * an unknown one is counted against its client address (express's `req.ip`: the socket's address, or the
 * X-Forwarded-For address of the trusted proxies, PLUGBOARD_TRUST_PROXY) and token prefix, and refused with 429
 * once either failed too often; a resolved environment's request is admitted against its rate limit (RateLimit-*
 * headers on the answer).
 */
// eslint-disable-next-line max-lines-per-function -- one security handler per scheme kind registered with openapi-backend, in order
export function registerAuthGuards(api: OpenAPIBackend, guards: AuthGuards): void {
  const { limits } = guards;
  const bearerTokens = guards.bearerTokens ?? {};
  for (const [name, scheme] of schemesOf(api.definition)) {
    const known = guards.tokens[name] ?? guards.cookies[name] ?? guards.bearer[name] ?? bearerTokens[name];
    if (!known) throw new Error(`openapi.yaml declares the security scheme ${name}, which has no guard (src/http/auth-guards.ts)`);
    if (isBearerScheme(scheme) && !guards.bearer[name] && !bearerTokens[name])
      throw new Error(`The security scheme ${name} is a bearer scheme: give it a bearer guard`);
  }
  tokenGuardsOf.set(api, bearerTokens);
  const scopes = guards.scopes;
  if (scopes) checkOperationScopes(api, scopes.known);
  for (const scheme of cookieSchemes(api.definition)) {
    const resolver = guards.cookies[scheme.name];
    api.registerSecurityHandler(scheme.name, async (c: SecurityContext) => {
      const value = readCookie(c.request.headers.cookie, scheme.cookie);
      if (!value || !resolver) return null;
      const session = await resolveToken(resolver.resolve, value);
      if (!session) return null;
      if (!SAFE_METHODS.has(c.request.method.toLowerCase())) {
        const csrf = headerValue(c.request.headers[resolver.csrfHeader]);
        if (!resolver.checkCsrf(session, csrf)) {
          throw new PlugboardError(
            'FORBIDDEN',
            `Missing or wrong ${resolver.csrfHeader} header (send the session's csrfToken on every write)`,
            {
              details: { header: resolver.csrfHeader },
            },
          );
        }
      }
      const minimumRole = (c.operation as { 'x-dashboard-role'?: unknown })['x-dashboard-role'];
      if (resolver.authorize) await resolver.authorize(session, minimumRole, (c.request.params ?? {}) as Record<string, unknown>);
      return session;
    });
  }
  for (const scheme of headerSchemes(api.definition)) {
    const resolve = guards.tokens[scheme.name];
    api.registerSecurityHandler(scheme.name, async (c: SecurityContext, req?: Request, res?: Response) => {
      const value = headerValue(c.request.headers[scheme.header]);
      if (!value) return null;
      const resolved = resolve ? await resolveToken(resolve, value) : null;
      if (!resolved) {
        await limits?.tokenCheckFailed(clientAddressOf(req), value);
        return null;
      }
      const environmentScheme = ENVIRONMENT_SCHEMES.has(scheme.name);
      if (scopes && environmentScheme) {
        const op = c.operation as unknown as Record<string, unknown>;
        scopes.check(resolved as ApiCredentialDoc, op[SCOPE_EXTENSION] as string, c.operation.operationId ?? c.operation.path);
      }
      const environmentId = (resolved as { id?: unknown }).id;
      if (limits && environmentScheme && typeof environmentId === 'string') {
        const headers = limits.admitEnvironmentRequest(environmentId);
        for (const k in headers) res?.setHeader(k, headers[k]!);
      }
      return resolved;
    });
  }
  for (const [name, guard] of Object.entries(bearerTokens)) {
    api.registerSecurityHandler(name, async (c: SecurityContext, req?: Request, res?: Response) => {
      const token = bearerToken(c.request.headers.authorization);
      // Absent: another of the operation's alternatives may hold (describeUnauthorized explains when none does).
      if (!token) return null;
      try {
        const resolved = await resolveToken(guard.resolve, token);
        if (!resolved) {
          // Counted like any unknown token (throws RATE_LIMITED once the address or the prefix failed too often).
          await limits?.tokenCheckFailed(clientAddressOf(req), token);
          throw new PlugboardError('UNAUTHORIZED', `Invalid ${guard.what} (Authorization: Bearer ...)`, {
            details: { header: 'authorization' },
          });
        }
        const environmentId = guard.environmentOf(resolved);
        if (limits && environmentId) {
          const headers = limits.admitEnvironmentRequest(environmentId);
          for (const k in headers) res?.setHeader(k, headers[k]!);
        }
        return resolved;
      } catch (e) {
        // Thrown (kept as the scheme's error): a refused key refuses the request even where another credential holds.
        if (isPlugboardError(e) && e.status === 401)
          throw withHeaders(e, { 'WWW-Authenticate': challengeHeader(guard, c.operation.path, e.message) });
        throw e;
      }
    });
  }
  for (const [name, guard] of Object.entries(guards.bearer)) {
    // A refusal is thrown (openapi-backend keeps it as the scheme's error) so that authContextOf can answer it
    // where the spec also allows no credentials (`security: [{}, {MetricsToken: []}]`: needed only when configured).
    api.registerSecurityHandler(name, (c: SecurityContext) => {
      if (guard.accepts(c.request.headers.authorization)) return true;
      throw bearerRefusal(guard);
    });
  }
}

/** The bearer-token guards of each app, for the challenge of its 401 answers. */
const tokenGuardsOf = new WeakMap<OpenAPIBackend, Record<string, BearerTokenGuard>>();

/** `Bearer resource_metadata="…"` (RFC 9728 section 5.1), with `error="invalid_token"` when a token was refused. */
function challengeHeader(guard: BearerTokenGuard, operationPath: string, refusal?: string): string {
  const params = [`resource_metadata="${guard.resourceMetadataUrl(operationPath)}"`];
  if (refusal) params.push('error="invalid_token"', `error_description="${refusal.replace(/["\\]/g, '')}"`);
  return `Bearer ${params.join(', ')}`;
}

const withHeaders = (e: PlugboardError, headers: Record<string, string>) =>
  new PlugboardError(e.code, e.message, { details: e.details, headers: { ...e.headers, ...headers }, cause: e });

/** Explains a failed security check, naming the header that is missing or not accepted. */
export function describeUnauthorized(c: SecurityContext): PlugboardError {
  const refusal = explainUnauthorized(c);
  const required = new Set((c.operation.security ?? []).flatMap((r) => Object.keys(r)));
  const tokenGuards = tokenGuardsOf.get(c.api) ?? {};
  const guard = [...required].map((name) => tokenGuards[name]).find((g) => g !== undefined);
  if (!guard || refusal.headers['WWW-Authenticate']) return refusal;
  return withHeaders(refusal, { 'WWW-Authenticate': challengeHeader(guard, c.operation.path) });
}

function explainUnauthorized(c: SecurityContext): PlugboardError {
  const schemes = headerSchemes(c.api.definition);
  const required = new Set((c.operation.security ?? []).flatMap((r) => Object.keys(r)));
  for (const scheme of cookieSchemes(c.api.definition)) {
    if (!required.has(scheme.name)) continue;
    const result = c.security[scheme.name] as { error?: unknown } | null | undefined;
    if (result && typeof result === 'object' && result.error instanceof PlugboardError) return result.error;
    return new PlugboardError('UNAUTHORIZED', 'Not signed in, or the dashboard session has ended: sign in again', {
      details: { cookie: scheme.cookie },
    });
  }
  for (const name of required) {
    // A limit refused the check itself (RATE_LIMITED), or a bearer guard its token: say that, not "invalid".
    const refused = (c.security[name] as { error?: unknown } | null | undefined)?.error;
    if (isPlugboardError(refused)) return refused;
  }
  const tokenGuards = tokenGuardsOf.get(c.api) ?? {};
  const bearerNamed = [...required].map((name) => tokenGuards[name]).find((g) => g !== undefined);
  const anyHeaderSent = schemes.some((s) => required.has(s.name) && headerValue(c.request.headers[s.header]) !== undefined);
  if (bearerNamed && !anyHeaderSent) {
    const others = schemes.filter((s) => required.has(s.name)).map((s) => s.header);
    const alternatives = others.length ? ` (or ${others.join(' + ')})` : '';
    return new PlugboardError('UNAUTHORIZED', `Missing Authorization: Bearer <${bearerNamed.what}> header${alternatives}`, {
      details: { header: 'authorization' },
    });
  }
  for (const scheme of schemes) {
    if (!required.has(scheme.name)) continue;
    const value = headerValue(c.request.headers[scheme.header]);
    if (!value) return new PlugboardError('UNAUTHORIZED', `Missing ${scheme.header} header`, { details: { header: scheme.header } });
    const result = c.security[scheme.name] as unknown;
    if (!result || (typeof result === 'object' && 'error' in result)) {
      return new PlugboardError('UNAUTHORIZED', `Invalid ${scheme.header}`, { details: { header: scheme.header } });
    }
  }
  return new PlugboardError('UNAUTHORIZED', 'Missing or invalid credentials');
}

/**
 * Builds the request's auth context and checks the tokens belong together: an access token or session token
 * must belong to the environment of the API token sent with it, so one project's tokens never reach another's. A
 * bearer guard that refused its token refuses the request, also where the spec lets the operation go without one.
 */
export function authContextOf(c: Pick<SecurityContext, 'security' | 'operation' | 'api'>): AuthContext {
  const security = c.security as Record<string, unknown>;
  for (const requirement of c.operation.security ?? []) {
    for (const name of Object.keys(requirement)) {
      const refused = (security[name] as { error?: unknown } | undefined)?.error;
      if (refused instanceof PlugboardError && isBearerScheme(schemeNamed(c.api.definition, name))) throw refused;
      // A known API key refused (revoked, expired, lacking the scope) also where the token is optional.
      if (refused instanceof PlugboardError && ENVIRONMENT_SCHEMES.has(name) && refused.code.startsWith('API_KEY_')) throw refused;
    }
  }
  const auth: AuthContext = {};
  const credential = (security.ApiToken ?? security.LegacyApiToken) as ApiCredentialDoc | null | undefined;
  if (credential && !isError(credential)) {
    auth.environment = credential.environment;
    if (credential.key) auth.apiKey = { id: credential.key.id, name: credential.key.name };
  }
  const conn = security.AccessToken as AuthContext['connection'] | null | undefined;
  if (conn && !isError(conn)) auth.connection = conn;
  const dashboard = security.DashboardSession;
  if (dashboard && !isError(dashboard)) auth.dashboard = dashboard;
  const session = security.SessionToken;
  if (session && !isError(session)) auth.session = session;
  const agentKey = security.AgentKey as ResolvedAgentKey | null | undefined;
  if (agentKey && !isError(agentKey)) {
    if (auth.environment && agentKey.environment.id !== auth.environment.id) {
      throw new PlugboardError('UNAUTHORIZED', 'The agent key does not belong to the environment of this API token', {
        details: { header: 'authorization' },
      });
    }
    // The request acts in the key's environment: handlers, logs and metrics see it as they see an API token's.
    auth.agent = agentKey.policy;
    auth.environment ??= agentKey.environment;
  }
  if (auth.environment && auth.connection && auth.connection.environmentId !== auth.environment.id) {
    throw new PlugboardError('UNAUTHORIZED', 'The access token does not belong to the environment of this API token', {
      details: { header: 'x-svc-access-token' },
    });
  }
  const sessionEnv = (auth.session as { environmentId?: string } | undefined)?.environmentId;
  if (auth.environment && sessionEnv && sessionEnv !== auth.environment.id) {
    throw new PlugboardError('UNAUTHORIZED', 'The session token does not belong to the environment of this API token', {
      details: { header: 'x-svc-session-token' },
    });
  }
  return auth;
}

/** The client's address as express derives it under the `trust proxy` setting (app.ts), for the failure counters. */
export const clientAddressOf = (req: Request | undefined): string => req?.ip ?? req?.socket.remoteAddress ?? 'unknown';

const isError = (v: unknown) => typeof v === 'object' && v !== null && 'error' in v && v.error instanceof Error;

/** The token of an `Authorization: Bearer <token>` header (scheme name case-insensitive), or undefined. */
function bearerToken(authorization: string | undefined): string | undefined {
  const m = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(authorization ?? '');
  return m?.[1];
}

function headerValue(v: string | string[] | undefined): string | undefined {
  const s = (Array.isArray(v) ? v[0] : v)?.trim();
  return s ? s : undefined;
}

/*
 * What the guards resolved, for handlers. The operation's security already required it: these only narrow the
 * type, and answer 401 should an operation be declared without the scheme it reads.
 */

/** The environment of the API token (`ApiToken` or `LegacyApiToken`). */
export function requireEnvironment(auth: AuthContext) {
  if (!auth.environment) throw new PlugboardError('UNAUTHORIZED', 'Missing API token');
  return auth.environment;
}

/** The connection of the access token (`AccessToken`). */
export function requireConnection(auth: AuthContext): ConnectionDoc {
  if (!auth.connection)
    throw new PlugboardError('UNAUTHORIZED', 'Missing x-svc-access-token header', { details: { header: 'x-svc-access-token' } });
  return auth.connection;
}

/** The policy of the agent key the `AgentKey` scheme resolved. */
export function requireAgentKey(auth: AuthContext): AgentPolicy & { keyId: string } {
  const agent = auth.agent;
  if (agent?.keyId === undefined)
    throw new PlugboardError('UNAUTHORIZED', 'Missing Authorization: Bearer <agent key> header', { details: { header: 'authorization' } });
  return { ...agent, keyId: agent.keyId };
}

/** The session the `SessionToken` scheme resolved. */
export function requireSession(auth: AuthContext): AuthSessionDoc {
  if (!auth.session)
    throw new PlugboardError('UNAUTHORIZED', 'Missing x-svc-session-token header', { details: { header: 'x-svc-session-token' } });
  return auth.session as AuthSessionDoc;
}
