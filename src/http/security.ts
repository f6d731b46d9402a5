import type { Context, Document, OpenAPIBackend } from 'openapi-backend';
import { PlugboardError } from '../errors/plugboard-error.js';
import type { AuthContext } from './handler-context.js';

/** Resolves a token to what it stands for (an environment, a connection, a session), or null. */
export type TokenResolver = (token: string) => Promise<unknown | null>;

interface HeaderScheme {
  name: string;
  header: string;
}

/** The apiKey-in-header schemes of the spec: the spec, not the code, says which header each scheme reads. */
export function headerSchemes(document: Document): HeaderScheme[] {
  const schemes = (document.components?.securitySchemes ?? {}) as Record<string, { type?: string; in?: string; name?: string }>;
  return Object.entries(schemes)
    .filter(([, s]) => s.type === 'apiKey' && s.in === 'header' && typeof s.name === 'string')
    .map(([name, s]) => ({ name, header: s.name!.toLowerCase() }));
}

/**
 * Registers one security handler per header scheme. A handler returns the resolved record, or null when the
 * header is missing or unknown; openapi-backend then calls `unauthorizedHandler`.
 */
export function registerSecurityHandlers(api: OpenAPIBackend, resolvers: Record<string, TokenResolver>): void {
  for (const scheme of headerSchemes(api.definition)) {
    api.registerSecurityHandler(scheme.name, async (c: Context) => {
      const value = headerValue(c.request.headers[scheme.header]);
      if (!value) return null;
      const resolve = resolvers[scheme.name];
      return resolve ? resolve(value) : null;
    });
  }
}

/** Explains a failed security check, naming the header that is missing or not accepted. */
export function describeUnauthorized(c: Context): PlugboardError {
  const schemes = headerSchemes(c.api.definition);
  const required = new Set((c.operation?.security ?? []).flatMap((r) => Object.keys(r)));
  for (const scheme of schemes) {
    if (!required.has(scheme.name)) continue;
    const value = headerValue(c.request.headers[scheme.header]);
    if (!value) return new PlugboardError('UNAUTHORIZED', `Missing ${scheme.header} header`, { details: { header: scheme.header } });
    const result = c.security[scheme.name] as unknown;
    if (!result || (typeof result === 'object' && 'error' in (result as object))) {
      return new PlugboardError('UNAUTHORIZED', `Invalid ${scheme.header}`, { details: { header: scheme.header } });
    }
  }
  return new PlugboardError('UNAUTHORIZED', 'Missing or invalid credentials');
}

/**
 * Builds the request's auth context and checks the tokens belong together: an access token or session token
 * must belong to the environment of the API token sent with it, so one project's tokens never reach another's.
 */
export function buildAuthContext(security: Record<string, unknown>): AuthContext {
  const auth: AuthContext = {};
  const env = (security['ApiToken'] ?? security['LegacyApiToken']) as AuthContext['environment'] | null | undefined;
  if (env && !isError(env)) auth.environment = env;
  const conn = security['AccessToken'] as AuthContext['connection'] | null | undefined;
  if (conn && !isError(conn)) auth.connection = conn;
  const session = security['SessionToken'];
  if (session && !isError(session)) auth.session = session;
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

const isError = (v: unknown) => typeof v === 'object' && v !== null && 'error' in v && (v as { error: unknown }).error instanceof Error;

function headerValue(v: string | string[] | undefined): string | undefined {
  const s = Array.isArray(v) ? v[0] : v;
  return s && s.trim() ? s.trim() : undefined;
}
