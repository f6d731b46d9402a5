import type { CompiledAuthMethod, CompiledConnector } from '../../compile/compiled-connector.js';
import { renderUrlTemplate } from '../../connection/connection-target.js';
import { replaceOrigin } from '../../connection/host-overrides.js';
import type { ConnectionContext } from '../../connection/ports.js';

/** One revocation request as it leaves the gateway (the executor sends it: its client, call reports). */
export interface RevokeRequest {
  method: 'POST' | 'DELETE';
  url: string;
  /** the URL's path as reported in call logs and metrics: without the token when it travels in the path */
  reportPath: string;
  headers: Record<string, string>;
  form?: Record<string, string>;
  json?: Record<string, string>;
}

/** Sends a revocation request once; throws when no answer came (network failure, timeout). */
export type RevokeSender = (connector: CompiledConnector, connectionId: string, req: RevokeRequest) => Promise<{ status: number }>;

/**
 * What became of a grant: `revoked` (the tool said so, or that the token is already invalid), `not_supported`
 * (the connection's auth method declares no `revoke`: API keys, tools without a revocation endpoint), or `failed`
 * (no answer, or an answer that is neither): the caller keeps the sealed credentials and tries again later.
 * `reason` names a status or a transport error, never a token.
 */
export type RevokeOutcome =
  { state: 'revoked'; status: number } | { state: 'not_supported' } | { state: 'failed'; reason: string; status?: number };

/**
 * The manifest's `revoke` of the connection's OAuth method, sent once: the chosen token (refresh, falling back to
 * the access token) as a form or JSON field, a query parameter or the last path segment, with the OAuth client
 * authenticated as declared. Every exchange is the executor's (no redirects, call reports without the body).
 */
export async function revokeGrant(
  send: RevokeSender,
  connector: CompiledConnector,
  method: CompiledAuthMethod | undefined,
  conn: ConnectionContext,
): Promise<RevokeOutcome> {
  const spec = method?.spec.type === 'oauth2_authorization_code' ? method.spec.revoke : undefined;
  const creds = conn.credentials;
  if (!spec || !method?.revokeUrl || creds.type !== 'oauth2') return { state: 'not_supported' };
  const token = spec.token === 'refresh_token' ? (creds.refreshToken ?? creds.accessToken) : creds.accessToken;
  const inputs = { ...(creds.captured ?? {}), ...conn.inputs };
  const override = spec.host === 'api' ? connector.hostOverride?.api : connector.hostOverride?.token;
  const url = new URL(replaceOrigin(renderUrlTemplate(method.revokeUrl, inputs, 'revocation URL'), override));
  const param = spec.param ?? 'token';
  const fields: Record<string, string> = { ...(spec.params ?? {}) };
  const headers: Record<string, string> = { accept: 'application/json' };
  const clientAuth = spec.client_auth ?? 'none';
  if (clientAuth !== 'none') {
    if (!conn.oauthClient) return { state: 'failed', reason: 'no OAuth app configured for this connection' };
    if (clientAuth === 'basic_header') {
      const enc = (s: string) => encodeURIComponent(s);
      headers.authorization = `Basic ${Buffer.from(`${enc(conn.oauthClient.clientId)}:${enc(conn.oauthClient.clientSecret)}`).toString('base64')}`;
    } else {
      fields.client_id = conn.oauthClient.clientId;
      fields.client_secret = conn.oauthClient.clientSecret;
    }
  }
  const sendAs = spec.send_as ?? 'form';
  const reportPath = url.pathname;
  if (sendAs === 'path') url.pathname = `${url.pathname.replace(/\/$/, '')}/${encodeURIComponent(token)}`;
  else if (sendAs === 'query') url.searchParams.set(param, token);
  else fields[param] = token;
  const req: RevokeRequest = { method: spec.method ?? 'POST', url: url.href, reportPath, headers };
  if (Object.keys(fields).length) {
    if (sendAs === 'json') req.json = fields;
    else req.form = fields;
  }
  let status: number;
  try {
    ({ status } = await send(connector, conn.connectionId, req));
  } catch (e) {
    const code = (e as { code?: unknown }).code;
    return { state: 'failed', reason: `no answer from the revocation endpoint (${typeof code === 'string' ? code : 'network error'})` };
  }
  if ((status >= 200 && status < 300) || (spec.revoked_statuses ?? []).includes(status)) return { state: 'revoked', status };
  return { state: 'failed', reason: `the revocation endpoint answered ${status}`, status };
}
