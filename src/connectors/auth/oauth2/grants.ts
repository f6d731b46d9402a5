import { PlugboardError } from '../../../errors/plugboard-error.js';
import { CredentialsRefusedError } from '../credentials-refused.js';
import type { CompiledAuthMethod, CompiledConnector } from '../../compile/compiled-connector.js';
import { renderValue } from '../../mapping/template.js';
import type { Credentials, OAuthClient } from '../../connection/ports.js';
import { consentInputs, oauthMethod } from './authorize-url.js';
import { callTokenEndpoint, renderTokenParams, tokenEndpointDown, type TokenEndpointSender } from './token-endpoint.js';
import { captureMap, parseTokenResponse, TokenResponseError, type TokenSet } from './token-response.js';

export interface ExchangeCodeOptions {
  client: OAuthClient;
  code: string;
  redirectUri: string;
  codeVerifier?: string;
  inputs?: Record<string, string>;
  methodId?: string;
  /** The further query parameters of the OAuth callback (QuickBooks `realmId`), read by `from_callback_query` inputs. */
  callbackParams?: Record<string, string>;
}

export type OAuthCredentials = Extract<Credentials, { type: 'oauth2' }> & { captured: Record<string, string> };

/** Credentials that grants refresh (the others never change). */
export type RefreshableCredentials = Extract<Credentials, { type: 'oauth2' | 'oauth2_client_credentials' }>;

/** The tool refused the refresh token (`invalid_grant`): it was revoked, or already used (rotated). */
export class InvalidGrantError extends Error {}

/** A connection's first OAuth credentials, from the token answer of the grant that made them (code or password). */
function firstCredentials(methodId: string, t: TokenSet): OAuthCredentials {
  return {
    type: 'oauth2',
    method: methodId,
    accessToken: t.accessToken,
    ...(t.refreshToken ? { refreshToken: t.refreshToken } : {}),
    ...(t.expiresAt ? { expiresAt: t.expiresAt } : {}),
    ...(t.scope ? { scope: t.scope } : {}),
    ...(t.tokenType ? { tokenType: t.tokenType } : {}),
    captured: t.captured,
  };
}

/**
 * Authorization code grant (RFC 6749 §4.1.3): the code from the consent leg for the connection's first tokens. The
 * code is single-use, so the call is not replay-safe (see TokenEndpointRequest.replaySafe). No connection exists
 * yet: the call is reported under `connect:<integration>`.
 */
export async function exchangeCode(
  send: TokenEndpointSender,
  now: () => number,
  connector: CompiledConnector,
  opts: ExchangeCodeOptions,
): Promise<OAuthCredentials> {
  const m = oauthMethod(connector, opts.methodId);
  const inputs = consentInputs(connector, opts.inputs);
  const params: Record<string, string> = { grant_type: 'authorization_code', code: opts.code, redirect_uri: opts.redirectUri };
  if (opts.codeVerifier) params.code_verifier = opts.codeVerifier;
  Object.assign(params, renderTokenParams(m.tokenParams, inputs));
  const res = await callTokenEndpoint(send, connector, m, {
    connectionId: `connect:${connector.id}`,
    params,
    client: opts.client,
    inputs,
    replaySafe: false,
  });
  if (res.status >= 500) throw tokenEndpointDown(connector, res.status);
  try {
    if (res.status >= 400) {
      const err = res.body && typeof res.body === 'object' ? String((res.body as Record<string, unknown>).error ?? 'error') : 'error';
      throw new TokenResponseError(`token endpoint error: ${err}`, err);
    }
    const t = parseTokenResponse(res.body, captureMap(connector.inputs), now(), m.spec.refresh?.default_expires_in_seconds);
    for (const [name, input] of Object.entries(connector.inputs)) {
      const v = input.from_callback_query !== undefined ? opts.callbackParams?.[input.from_callback_query] : undefined;
      if (v !== undefined && v !== '') t.captured[name] = v;
    }
    // A captured value becomes part of the API base URL (or a path): validate it like any other input.
    consentInputs(connector, t.captured);
    return firstCredentials(m.spec.id, t);
  } catch (e) {
    if (e instanceof PlugboardError) throw e;
    throw new PlugboardError(
      'DOWNSTREAM_AUTH_FAILED',
      `${connector.info.display.name} refused the authorization code: ${(e as Error).message}`,
      {
        details: { integrationId: connector.id, downstreamStatus: res.status },
      },
    );
  }
}

export interface ExchangePasswordOptions {
  methodId: string;
  username: string;
  password: string;
  inputs: Record<string, string>;
}

/** The OAuth client an `oauth2_password` method names in the manifest (templates over the connection's inputs). */
function passwordClient(method: CompiledAuthMethod, inputs: Record<string, string>): OAuthClient {
  const v = (method.passwordClient ? renderValue(method.passwordClient, { inputs }) : undefined) as
    { clientId?: unknown; clientSecret?: unknown } | undefined;
  return { clientId: String(v?.clientId ?? ''), clientSecret: String(v?.clientSecret ?? '') };
}

/**
 * Resource owner password credentials grant (RFC 6749 §4.3): the username and password typed into the connect form,
 * exchanged once for the connection's first tokens. The password is used for this request only and never returned:
 * the connection keeps the tokens, and when the tool refuses its refresh token the user types the password again.
 * A 4xx answer is the tool refusing these credentials (DOWNSTREAM_AUTH_FAILED, shown in the modal); the request
 * is not replay-safe (a lockout policy counts failed logins), so only answers proving it was not handled are retried.
 */
export async function exchangePassword(
  send: TokenEndpointSender,
  now: () => number,
  connector: CompiledConnector,
  opts: ExchangePasswordOptions,
): Promise<OAuthCredentials> {
  const m = connector.auth.find((a) => a.spec.type === 'oauth2_password' && a.spec.id === opts.methodId);
  if (m?.spec.type !== 'oauth2_password')
    throw new PlugboardError('VALIDATION_FAILED', `${connector.id} has no oauth2_password auth method '${opts.methodId}'`);
  const params: Record<string, string> = { grant_type: 'password', username: opts.username, password: opts.password };
  const scopes = m.spec.scopes?.default ?? [];
  if (scopes.length) params.scope = scopes.join(m.spec.scopes?.separator ?? ' ');
  Object.assign(params, renderTokenParams(m.tokenParams, opts.inputs));
  const res = await callTokenEndpoint(send, connector, m, {
    connectionId: `connect:${connector.id}`,
    params,
    client: passwordClient(m, opts.inputs),
    inputs: opts.inputs,
    replaySafe: false,
  });
  if (res.status >= 500) throw tokenEndpointDown(connector, res.status);
  const refused = () =>
    new PlugboardError(
      'DOWNSTREAM_AUTH_FAILED',
      `${connector.info.display.name} refused these credentials (HTTP ${res.status}): check them and try again`,
      { details: { integrationId: connector.id, status: res.status } },
    );
  if (res.status >= 400) throw refused();
  try {
    const t = parseTokenResponse(res.body, {}, now(), m.spec.refresh?.default_expires_in_seconds);
    return firstCredentials(m.spec.id, t);
  } catch (e) {
    if (e instanceof TokenResponseError && e.oauthError !== undefined) throw refused();
    throw new PlugboardError('DOWNSTREAM_ERROR', `Token endpoint of ${connector.id} gave an unusable answer: ${(e as Error).message}`, {
      details: { integrationId: connector.id },
    });
  }
}

/**
 * New tokens for a connection: the refresh token grant (RFC 6749 §6) for authorization-code credentials, or a new
 * client credentials grant (§4.4). Throws InvalidGrantError when the tool refuses the refresh token, so the caller
 * can look for a rotation done elsewhere before giving up on the connection. The caller checks that a refresh
 * token and an OAuth client exist.
 */
export async function refreshCredentials(
  send: TokenEndpointSender,
  now: () => number,
  connector: CompiledConnector,
  method: CompiledAuthMethod,
  creds: RefreshableCredentials,
  call: { connectionId: string; client?: OAuthClient; inputs: Record<string, string>; budgetMs: number },
): Promise<Credentials> {
  const spec = method.spec;
  if (spec.type !== 'oauth2_authorization_code' && spec.type !== 'oauth2_client_credentials' && spec.type !== 'oauth2_password')
    return creds;
  let params: Record<string, string>;
  let client: OAuthClient;
  if (creds.type === 'oauth2') {
    // A password grant's client is the manifest's; an authorization code's is the environment's OAuth app.
    client = spec.type === 'oauth2_password' ? passwordClient(method, call.inputs) : call.client!;
    params = { grant_type: 'refresh_token', refresh_token: creds.refreshToken!, ...renderTokenParams(method.refreshParams, call.inputs) };
  } else {
    client = { clientId: creds.clientId, clientSecret: creds.clientSecret };
    params = { grant_type: 'client_credentials', ...renderTokenParams(method.tokenParams, call.inputs) };
    const scopes = spec.scopes?.default ?? [];
    if (scopes.length) params.scope = scopes.join(spec.scopes?.separator ?? ' ');
  }
  const res = await callTokenEndpoint(send, connector, method, {
    connectionId: call.connectionId,
    params,
    client,
    inputs: call.inputs,
    // A client credentials grant spends nothing: asked twice, the tool issues two tokens.
    replaySafe: creds.type === 'oauth2_client_credentials',
    budgetMs: call.budgetMs,
  });
  if (res.oauthError === 'invalid_grant') throw new InvalidGrantError('the tool rejected the refresh token (invalid_grant)');
  if (res.status >= 500) throw tokenEndpointDown(connector, res.status);
  if (res.status >= 400) {
    throw new CredentialsRefusedError(
      'refused',
      `Token endpoint of ${connector.id} refused the refresh (${res.status}${res.oauthError !== undefined ? `, ${res.oauthError}` : ''})`,
      {
        details: { integrationId: connector.id, downstreamStatus: res.status },
      },
    );
  }
  let tokens;
  try {
    const capture = spec.type === 'oauth2_authorization_code' ? captureMap(connector.inputs) : {};
    tokens = parseTokenResponse(res.body, capture, now(), spec.refresh?.default_expires_in_seconds);
  } catch (e) {
    if (e instanceof TokenResponseError && e.oauthError === 'invalid_grant') throw new InvalidGrantError('invalid_grant');
    throw new PlugboardError('DOWNSTREAM_ERROR', `Token endpoint of ${connector.id} gave an unusable answer: ${(e as Error).message}`, {
      details: { integrationId: connector.id },
    });
  }
  if (creds.type === 'oauth2_client_credentials')
    return { ...creds, accessToken: tokens.accessToken, ...(tokens.expiresAt ? { expiresAt: tokens.expiresAt } : {}) };
  const next: Credentials = {
    ...creds,
    accessToken: tokens.accessToken,
    // Rotating refresh tokens: keep the new one when the tool returns one, else the old stays valid.
    ...(tokens.refreshToken ? { refreshToken: tokens.refreshToken } : {}),
    ...(tokens.scope ? { scope: tokens.scope } : {}),
    captured: { ...(creds.captured ?? {}), ...tokens.captured },
  };
  if (tokens.expiresAt) next.expiresAt = tokens.expiresAt;
  else delete next.expiresAt;
  return next;
}
