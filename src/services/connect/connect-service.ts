import { UNRECORDED } from '../audit/audit-recorder.js';
import { randomUUID } from 'node:crypto';
import { createHash, randomBytes } from 'node:crypto';
import type { SecretBox } from '../../crypto/secret-box.js';
import { generateToken } from '../../crypto/secret-box.js';
import { isPlugboardError, PlugboardError } from '../../errors/plugboard-error.js';
import type { AuthSessionDoc, AuthSessionStatus } from '../../store/auth-sessions.repo.js';
import type { EnvironmentDoc } from '../../store/environments.repo.js';
import type { ConnectionsService, CreatedConnection, NewConnection } from '../connections/connections-service.js';
import type { OauthAppsService } from '../oauth-apps/oauth-apps-service.js';
import { askedInputs, checkedFormValues, checkInputs, formCredentials } from './connect-inputs.js';
import type { ConnectCatalogPort, ConnectOAuthPort, ConnectorInfo, Credentials } from './connect-ports.js';
import { importedCredentials } from './imported-credentials.js';
import type { SessionsService } from './sessions-service.js';

const STATE_HASH_KIND = 'oauth-state';
export const VERIFIER_CONTEXT = 'authSession.pkceVerifier';
const BROWSER_HASH_KIND = 'oauth-browser';

export interface ConnectView {
  integration: ConnectorInfo;
  oauthAppId: string | null;
  status: AuthSessionStatus;
  authMethods: ConnectorInfo['authMethods'];
  /** The session can connect the sandbox (auth method `sandbox`): pending, in a development environment. */
  sandbox: boolean;
}

/** Outcome of the OAuth callback, rendered as a page by the handler; never a stack trace. */
export interface CallbackOutcome {
  ok: boolean;
  /** 200 when the user finished (even with a tool-reported error), 400 when the callback itself is unusable. */
  httpStatus: 200 | 400;
  integrationName?: string;
  error?: { code: string; message: string };
}

/**
 * The connect modal's operations and the OAuth callback. The connection is created when the session is
 * authorized (callback or form), so the development limit fails in the modal, where the user sees it; its access
 * token is issued later, once, by the exchange.
 */
/** The auth method every integration offers in development environments (see submitSandbox). */
const SANDBOX_AUTH_METHOD_ID = 'sandbox';

/**
 * What bounds credential attempts: each one is a request to the tool's verify endpoint made for whoever holds the
 * session token, so it is counted per session and in the environment's request budget.
 */
export interface ConnectAttemptLimits {
  /** Attempts one session may make (PLUGBOARD_CONNECT_MAX_ATTEMPTS). */
  perSession: number;
  /** Counts one request in the environment's budget; throws RATE_LIMITED (with Retry-After) when it is spent. */
  countInBudget?: (environmentId: string) => void;
}

export class ConnectService {
  constructor(
    private readonly sessions: SessionsService,
    private readonly catalog: ConnectCatalogPort,
    private readonly oauth: ConnectOAuthPort,
    private readonly oauthApps: OauthAppsService,
    private readonly connections: ConnectionsService,
    private readonly box: SecretBox,
    /** Sandbox connections: the inputs a connector's fixtures were recorded with. */
    private readonly sandboxInputs: (integrationId: string) => Promise<Record<string, string>> = async () => ({}),
    private readonly attempts: ConnectAttemptLimits = { perSession: 10 },
  ) {}

  /**
   * What the modal shows: the integration and the auth methods this environment can serve. An OAuth method
   * without a usable OAuth app is left out (the key form stays reachable); none left: NO_AUTH_METHOD_AVAILABLE.
   */
  async describe(session: AuthSessionDoc, body: { integrationId?: string; oauthAppId?: string }): Promise<ConnectView> {
    this.sessions.assertLive(session);
    const info = this.integration(session, body.integrationId);
    let oauthAppId: string | null = null;
    let authMethods = info.authMethods;
    if (session.status === 'pending') {
      authMethods = [];
      for (const m of info.authMethods) {
        if (m.type === 'oauth2_authorization_code') {
          const usable = await this.oauthApps.usable(session.environmentId, info.integrationId, body.oauthAppId ?? session.oauthAppId);
          if (!usable) continue;
          oauthAppId = usable.oauthAppId;
        }
        authMethods.push(m);
      }
      if (authMethods.length === 0) {
        throw new PlugboardError(
          'NO_AUTH_METHOD_AVAILABLE',
          `${info.display.name} cannot be connected in this environment: its only sign-in method is OAuth 2.0 and no OAuth app is configured (register one with /api/auth/oauth-apps/create)`,
          { details: { integrationId: info.integrationId, integrationName: info.display.name } },
        );
      }
    }
    const integration = { ...info, authMethods, inputs: askedInputs(info) };
    const sandbox = session.status === 'pending' && (await this.environment(session)).name === 'development';
    return { integration, oauthAppId, status: session.status, authMethods, sandbox };
  }

  async startOAuth(
    session: AuthSessionDoc,
    body: { integrationId: string; oauthAppId?: string; inputs?: Record<string, string> },
  ): Promise<{ authorizeUrl: string; browserNonce: string }> {
    this.assertPending(session);
    const info = this.integration(session, body.integrationId);
    const method = info.authMethods.find((m) => m.type === 'oauth2_authorization_code');
    if (!method)
      throw new PlugboardError('VALIDATION_FAILED', `${info.display.name} does not use OAuth 2.0: submit its credentials instead`);
    const inputs = checkInputs(info, body.inputs ?? {});
    const selected = await this.oauthApps.select(session.environmentId, info.integrationId, body.oauthAppId ?? session.oauthAppId);
    const state = generateToken('st');
    // The browser that starts the attempt keeps this nonce in an HttpOnly cookie; the callback checks it, so an
    // authorize URL completed in another browser cannot land that person's account in this session.
    const browserNonce = generateToken('ob');
    let verifier: string | undefined;
    let challenge: string | undefined;
    if (this.oauth.usesPkce(info.integrationId)) {
      verifier = randomBytes(48).toString('base64url');
      challenge = createHash('sha256').update(verifier).digest('base64url');
    }
    const authorizeUrl = await this.oauth.buildAuthorizeUrl(info.integrationId, {
      client: selected.client,
      redirectUri: this.oauthApps.redirectUri,
      state,
      inputs,
      ...(selected.scopes ? { scopes: selected.scopes } : {}),
      ...(challenge ? { codeChallenge: challenge } : {}),
    });
    await this.sessions.beginOAuth(session, {
      integrationId: info.integrationId,
      oauthAppId: selected.oauthAppId,
      state: this.box.lookupHash(state, STATE_HASH_KIND),
      oauth: {
        integrationId: info.integrationId,
        authMethodId: method.id,
        oauthAppId: selected.oauthAppId,
        verifierSealed: verifier ? this.box.seal(verifier, VERIFIER_CONTEXT) : null,
        inputs,
        redirectUri: this.oauthApps.redirectUri,
        browserHash: this.box.lookupHash(browserNonce, BROWSER_HASH_KIND),
      },
    });
    return { authorizeUrl, browserNonce };
  }

  async finishOAuth(q: {
    state: string;
    code?: string;
    error?: string;
    errorDescription?: string;
    /** The nonce of the binding cookie this browser sent, if any. */
    browserNonce?: string;
    /** The callback's further query parameters (QuickBooks `realmId`), for inputs captured from them. */
    callbackParams?: Record<string, string>;
  }): Promise<CallbackOutcome> {
    const session = q.state.length <= 512 ? await this.sessions.claimState(this.box.lookupHash(q.state, STATE_HASH_KIND)) : null;
    if (!session?.oauth) {
      return {
        ok: false,
        httpStatus: 400,
        error: { code: 'STATE_UNKNOWN', message: 'This sign-in link has expired or was already used. Please start again.' },
      };
    }
    const { oauth } = session;
    const name = this.catalog.get(oauth.integrationId)?.info.display.name ?? oauth.integrationId;
    if (
      oauth.browserHash &&
      (!q.browserNonce || this.box.lookupHash(q.browserNonce.slice(0, 256), BROWSER_HASH_KIND) !== oauth.browserHash)
    ) {
      // Not the browser that started: the code is never exchanged, and the state is spent (claimed above).
      return {
        ok: false,
        httpStatus: 400,
        integrationName: name,
        error: {
          code: 'OAUTH_BROWSER_MISMATCH',
          message: `This ${name} sign-in was started in another browser. Go back to the window where you started and try again.`,
        },
      };
    }
    const fail = async (httpStatus: 200 | 400, error: { code: string; message: string }): Promise<CallbackOutcome> => {
      await this.sessions.markFailed(session, error);
      return { ok: false, httpStatus, integrationName: name, error };
    };
    if (session.expiresAt.getTime() <= this.sessions.now().getTime()) {
      return fail(400, { code: 'SESSION_TOKEN_EXPIRED', message: 'This sign-in took too long and has expired. Please start again.' });
    }
    if (q.error) {
      const message =
        q.error === 'access_denied' ? `Access to ${name} was denied.` : `${name} reported an error: ${q.errorDescription ?? q.error}`;
      return fail(200, {
        code: q.error,
        message: q.errorDescription && q.error === 'access_denied' ? `${message} (${q.errorDescription})` : message,
      });
    }
    if (!q.code) return fail(400, { code: 'invalid_request', message: `${name} sent no authorization code. Please start again.` });
    try {
      const selected = await this.oauthApps.select(session.environmentId, oauth.integrationId, oauth.oauthAppId);
      const tokens = await this.oauth.exchangeCode(oauth.integrationId, {
        client: selected.client,
        code: q.code,
        redirectUri: oauth.redirectUri,
        inputs: oauth.inputs,
        ...(q.callbackParams ? { callbackParams: q.callbackParams } : {}),
        ...(oauth.verifierSealed ? { codeVerifier: this.box.open(oauth.verifierSealed, VERIFIER_CONTEXT) } : {}),
      });
      const { captured, ...credentials } = tokens;
      await this.authorize(session, {
        integrationId: oauth.integrationId,
        authMethodId: oauth.authMethodId,
        credentials,
        inputs: { ...oauth.inputs, ...(captured ?? {}) },
        oauthAppId: selected.oauthAppId,
      });
      return { ok: true, httpStatus: 200, integrationName: name };
    } catch (e) {
      if (!isPlugboardError(e)) throw e;
      return fail(400, { code: e.code, message: e.message });
    }
  }

  async submitCredentials(
    session: AuthSessionDoc,
    body: { integrationId: string; authMethodId: string; credentials: Record<string, string>; inputs?: Record<string, string> },
  ): Promise<{ status: 'authorized'; integrationId: string }> {
    this.assertPending(session);
    const info = this.integration(session, body.integrationId);
    if (body.authMethodId === SANDBOX_AUTH_METHOD_ID) return this.submitSandbox(session, info.integrationId);
    const isPassword = info.authMethods.some((m) => m.id === body.authMethodId && m.type === 'oauth2_password');
    const [form, inputs] = bothOrMergedProblems(
      () =>
        isPassword
          ? checkedFormValues(info, body.authMethodId, body.credentials).values
          : formCredentials(info, body.authMethodId, body.credentials),
      () => checkInputs(info, body.inputs ?? {}),
    );
    if (isPassword || this.oauth.verifyCredentials) {
      // Only attempts that reach the tool are counted: a form refused above cost the tool nothing.
      this.attempts.countInBudget?.(session.environmentId);
      await this.sessions.countAttempt(session, this.attempts.perSession);
    }
    let credentials: Credentials;
    if (Array.isArray(form)) {
      // Password grant: the tool answers tokens at once; the password is dropped here (never stored or sealed).
      credentials = await this.oauth.exchangePassword(info.integrationId, {
        methodId: body.authMethodId,
        username: form[0]!,
        password: form[1]!,
        inputs,
      });
    } else credentials = form;
    if (this.oauth.verifyCredentials) await this.oauth.verifyCredentials(info.integrationId, { credentials, inputs });
    try {
      await this.authorize(session, {
        integrationId: info.integrationId,
        authMethodId: body.authMethodId,
        credentials,
        inputs,
        oauthAppId: null,
      });
    } catch (e) {
      if (isPlugboardError(e) && e.code === 'CONNECTION_LIMIT_REACHED')
        await this.sessions.markFailed(session, { code: e.code, message: e.message });
      throw e;
    }
    return { status: 'authorized', integrationId: info.integrationId };
  }

  /**
   * Auth method `sandbox`, offered for every integration in development environments: a connection served offline
   * from the connector's fixtures (no account at the tool), with tokens the sandbox issues and refreshes.
   */
  private async submitSandbox(session: AuthSessionDoc, integrationId: string): Promise<{ status: 'authorized'; integrationId: string }> {
    await this.authorize(session, await this.sandboxConnection(await this.environment(session), integrationId));
    return { status: 'authorized', integrationId };
  }

  /** A sandbox connection of `integrationId`: development environments only (SANDBOX_NOT_ALLOWED elsewhere). */
  private async sandboxConnection(env: EnvironmentDoc, integrationId: string): Promise<NewConnection> {
    if (env.name !== 'development') {
      throw new PlugboardError('SANDBOX_NOT_ALLOWED', `Sandbox connections exist in development environments only, not in ${env.name}`, {
        details: { environment: env.name, authMethodId: SANDBOX_AUTH_METHOD_ID },
      });
    }
    return {
      integrationId,
      authMethodId: SANDBOX_AUTH_METHOD_ID,
      credentials: {
        type: 'sandbox',
        method: SANDBOX_AUTH_METHOD_ID,
        accessToken: `sandbox-access-${randomUUID()}`,
        refreshToken: `sandbox-refresh-${randomUUID()}`,
      },
      inputs: await this.sandboxInputs(integrationId),
      oauthAppId: null,
    };
  }

  /**
   * A connection from credentials someone already holds (the admin CLI), by the connect API's rules: a known
   * integration and auth method, credentials of the method's type with every field (patterns, no control
   * characters), the manifest's inputs, sandbox in development only, the connection limit, and, for form methods,
   * the tool's verify request unless `verify` is false. Errors name fields, never values.
   */
  async createFromCredentials(
    env: EnvironmentDoc,
    input: { integrationId: string; authMethodId: string; credentials: unknown; inputs?: unknown },
    opts: { verify: boolean },
  ): Promise<CreatedConnection> {
    const entry = this.catalog.get(input.integrationId);
    if (!entry)
      throw new PlugboardError('NOT_FOUND', `Unknown integration '${input.integrationId}'`, {
        details: { integrationId: input.integrationId },
      });
    const info = entry.info;
    if (input.authMethodId === SANDBOX_AUTH_METHOD_ID) {
      const sandbox = await this.sandboxConnection(env, info.integrationId);
      const given = input.credentials as { type?: unknown } | null;
      if (given?.type !== 'sandbox' || Object.keys(given).some((k) => k !== 'type'))
        throw new PlugboardError('VALIDATION_FAILED', 'credentials must be {"type":"sandbox"}: the sandbox issues its own tokens', {
          details: [{ field: 'credentials', rule: 'sandbox', message: 'must be {"type":"sandbox"}' }],
        });
      return this.connections.create(env, sandbox);
    }
    const rawInputs: unknown = input.inputs ?? {};
    if (
      typeof rawInputs !== 'object' ||
      rawInputs === null ||
      Array.isArray(rawInputs) ||
      Object.values(rawInputs).some((v) => typeof v !== 'string')
    )
      throw new PlugboardError('VALIDATION_FAILED', 'inputs must be a JSON object of strings', {
        details: [{ field: 'inputs', rule: 'type', message: 'must be a JSON object of strings' }],
      });
    const [credentials, inputs] = bothOrMergedProblems(
      () => importedCredentials(info, input.authMethodId, input.credentials),
      () => checkInputs(info, rawInputs as Record<string, string>),
    );
    if (opts.verify && credentials.type !== 'oauth2' && this.oauth.verifyCredentials)
      await this.oauth.verifyCredentials(info.integrationId, { credentials, inputs });
    return this.connections.create(env, {
      integrationId: info.integrationId,
      authMethodId: input.authMethodId,
      credentials,
      inputs,
      oauthAppId: null,
    });
  }

  async status(
    session: AuthSessionDoc,
  ): Promise<{ status: AuthSessionStatus; error?: { code: string; message: string }; publicToken?: string }> {
    if (session.status === 'pending') this.sessions.assertLive(session);
    const publicToken = await this.sessions.issuePublicToken(session);
    return { status: session.status, ...(session.failure ? { error: session.failure } : {}), ...(publicToken ? { publicToken } : {}) };
  }

  /**
   * Creates the connection (limit enforced) and marks the session authorized; undoes the creation on a lost race.
   * A reconnect session instead gives its existing connection the new credentials (claiming the session first, so
   * two finishing attempts cannot both write).
   */
  private async authorize(session: AuthSessionDoc, conn: NewConnection): Promise<void> {
    const env = await this.environment(session);
    if (session.reconnect && session.connectionId) {
      await this.connections.get(env, session.connectionId);
      if (!(await this.sessions.markAuthorized(session, session.connectionId, conn.integrationId))) {
        throw new PlugboardError('CONFLICT', 'This session was already completed', {});
      }
      await this.connections.reauthorize(env, session.connectionId, conn);
      return;
    }
    const created = await this.connections.create(env, { ...conn, syncObjects: session.syncObjects });
    if (!(await this.sessions.markAuthorized(session, created.connectionId, conn.integrationId))) {
      // Undoes this request's own creation (never an administrative change): not recorded.
      await this.connections.delete(env, created.connectionId, UNRECORDED).catch(() => undefined);
      throw new PlugboardError('CONFLICT', 'This session was already completed', {});
    }
  }

  private async environment(session: AuthSessionDoc): Promise<EnvironmentDoc> {
    const env = await this.sessions.environment(session);
    if (!env) throw new PlugboardError('UNAUTHORIZED', 'The environment of this session no longer exists');
    return env;
  }

  private assertPending(session: AuthSessionDoc): void {
    this.sessions.assertLive(session);
    if (session.status === 'failed') {
      throw new PlugboardError('CONFLICT', 'This session failed: start a new one', {
        details: { status: session.status, ...(session.failure ? { error: session.failure } : {}) },
      });
    }
    if (session.status !== 'pending') {
      throw new PlugboardError('CONFLICT', 'This session is already authorized: a session token connects one account', {
        details: { status: session.status },
      });
    }
  }

  private integration(session: AuthSessionDoc, requested: string | undefined): ConnectorInfo {
    if (session.integrationId && requested && requested !== session.integrationId) {
      throw new PlugboardError('CONFLICT', `This session is for ${session.integrationId}`, {
        details: { integrationId: session.integrationId },
      });
    }
    const id = session.integrationId ?? requested;
    if (!id) {
      throw new PlugboardError('VALIDATION_FAILED', 'Pick an integration: the session was created without one', {
        details: [{ field: 'body.integrationId', rule: 'required', message: 'is required' }],
      });
    }
    const entry = this.catalog.get(id);
    if (!entry) throw new PlugboardError('NOT_FOUND', `Unknown integration '${id}'`, { details: { integrationId: id } });
    return entry.info;
  }
}

/** Runs both checks so the user sees every problem of the form at once. */
function bothOrMergedProblems<A, B>(a: () => A, b: () => B): [A, B] {
  let ra: A | undefined, rb: B | undefined;
  const errors: PlugboardError[] = [];
  try {
    ra = a();
  } catch (e) {
    if (!isPlugboardError(e) || e.code !== 'VALIDATION_FAILED') throw e;
    errors.push(e);
  }
  try {
    rb = b();
  } catch (e) {
    if (!isPlugboardError(e) || e.code !== 'VALIDATION_FAILED') throw e;
    errors.push(e);
  }
  if (errors.length === 1) throw errors[0]!;
  if (errors.length > 1) {
    throw new PlugboardError('VALIDATION_FAILED', errors.map((e) => e.message).join('; '), {
      details: errors.flatMap((e) => (Array.isArray(e.details) ? (e.details as unknown[]) : [])),
    });
  }
  return [ra as A, rb as B];
}
