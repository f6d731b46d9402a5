import { PlugboardError } from '../../../errors/plugboard-error.js';
import type { CompiledAuthMethod, CompiledConnector } from '../../compile/compiled-connector.js';
import { renderValue } from '../../mapping/template.js';
import { renderUrlTemplate } from '../../connection/connection-target.js';
import { replaceOrigin } from '../../connection/host-overrides.js';
import type { OAuthClient } from '../../connection/ports.js';
import { safeJson } from '../../connection/safe-json.js';

/** A token request as it leaves the gateway (a POST, form-encoded per RFC 6749 §3.2 unless the tool documents JSON). */
export interface TokenEndpointRequest {
  url: string;
  form: Record<string, string>;
  /** `json`: the parameters travel as one JSON object (manifest `token_body: json`: Atlassian, Notion, Shopify). */
  encoding: 'form' | 'json';
  headers: Record<string, string>;
  /**
   * Whether the request may be sent again after an answer that leaves open whether the tool acted on it. False for
   * a grant that spends something single-use: an authorization code (RFC 6749 §4.1.2: used twice, the server must
   * refuse it and should revoke the tokens it issued for it) or a rotating refresh token (RFC 6749 §6, RFC 9700
   * §4.14.2: a replayed one may revoke the whole grant). Then only failures that prove the request was not handled
   * are retried (see runtime/token-call.ts).
   */
  replaySafe: boolean;
  /** The whole call, retries included, ends within this (a refresh must end before its lease does). */
  budgetMs?: number;
}

export interface TokenEndpointAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** raw text of the answer */
  body: string;
}

/**
 * Sends a token request (the executor: retry policy, call reports for logs, metrics and traces). Throws when no
 * answer came (network failure, timeout) after the retries allowed.
 */
export type TokenEndpointSender = (
  connector: CompiledConnector,
  connectionId: string,
  req: TokenEndpointRequest,
) => Promise<TokenEndpointAnswer>;

/** The token endpoint's answer: its status, its JSON body and the RFC 6749 §5.2 `error` code when there is one. */
export interface TokenAnswer {
  status: number;
  body: unknown;
  oauthError: string | undefined;
}

/**
 * The one token-endpoint call of every grant (code exchange, refresh, client credentials): the manifest's token
 * URL rendered with the connection's inputs (host override applied), the grant's parameters, the client
 * authenticated as the manifest says (`client_auth`: in the body, or HTTP Basic per RFC 6749 §2.3.1), sent by
 * `send`. A request that gets no answer is DOWNSTREAM_UNAVAILABLE; every answer is returned for the grant to read.
 */
export async function callTokenEndpoint(
  send: TokenEndpointSender,
  connector: CompiledConnector,
  method: CompiledAuthMethod,
  call: {
    connectionId: string;
    params: Record<string, string>;
    client: OAuthClient;
    inputs: Record<string, string>;
    replaySafe: boolean;
    budgetMs?: number;
  },
): Promise<TokenAnswer> {
  const url = replaceOrigin(renderUrlTemplate(method.tokenUrl!, call.inputs, 'token URL'), connector.hostOverride?.token);
  const form = { ...call.params };
  const headers: Record<string, string> = { accept: 'application/json' };
  const clientAuth = 'client_auth' in method.spec ? method.spec.client_auth : undefined;
  if (clientAuth === 'basic_header') {
    const enc = (s: string) => encodeURIComponent(s);
    headers.authorization = `Basic ${Buffer.from(`${enc(call.client.clientId)}:${enc(call.client.clientSecret)}`).toString('base64')}`;
  } else {
    form.client_id = call.client.clientId;
    form.client_secret = call.client.clientSecret;
  }
  const encoding =
    (method.spec.type === 'oauth2_authorization_code' || method.spec.type === 'oauth2_password') && method.spec.token_body === 'json'
      ? 'json'
      : 'form';
  const req: TokenEndpointRequest = { url, form, encoding, headers, replaySafe: call.replaySafe };
  if (call.budgetMs !== undefined) req.budgetMs = call.budgetMs;
  const res = await send(connector, call.connectionId, req).catch((e: unknown) => {
    throw new PlugboardError('DOWNSTREAM_UNAVAILABLE', `Token endpoint of ${connector.id} is unreachable`, {
      cause: e,
      details: { integrationId: connector.id },
    });
  });
  const body = safeJson(res.body);
  const error = body && typeof body === 'object' ? (body as Record<string, unknown>).error : undefined;
  return { status: res.status, body, oauthError: typeof error === 'string' ? error : undefined };
}

/** A token endpoint answering 5xx (after the retries allowed). */
export const tokenEndpointDown = (connector: CompiledConnector, status: number): PlugboardError =>
  new PlugboardError('DOWNSTREAM_UNAVAILABLE', `Token endpoint of ${connector.id} answered ${status}`, {
    details: { integrationId: connector.id, downstreamStatus: status },
  });

/** The manifest's extra token or refresh parameters, rendered with the connection's inputs. */
export function renderTokenParams(v: CompiledAuthMethod['tokenParams'], inputs: Record<string, string>): Record<string, string> {
  if (!v) return {};
  const out: Record<string, string> = {};
  for (const [k, x] of Object.entries((renderValue(v, { inputs }) ?? {}) as Record<string, unknown>))
    if (x !== undefined && x !== null) out[k] = String(x);
  return out;
}
