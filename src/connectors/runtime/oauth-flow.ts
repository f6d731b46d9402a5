import type { Got } from 'got';
import { PlugboardError } from '../../errors/plugboard-error.js';
import type { CompiledAuthMethod, CompiledConnector } from '../compile/compiled-connector.js';
import { buildAuthorizeUrl as buildUrl, captureMap } from '../auth/oauth2-code.js';
import { parseTokenResponse, tokenRequest, TokenResponseError } from '../auth/token-response.js';
import type { ManifestOAuth2AuthorizationCode } from '../schema/manifest.gen.js';
import { renderValue } from '../mapping/template.js';
import { connectionInputs, renderUrlTemplate } from './connection-target.js';
import { replaceOrigin } from './host-overrides.js';
import type { Clock, Credentials, OAuthClient } from './ports.js';
import { safeJson } from './token-manager.js';

export interface AuthorizeUrlOptions {
  client: OAuthClient;
  redirectUri: string;
  state: string;
  scopes?: string[];
  codeChallenge?: string;
  inputs?: Record<string, string>;
  methodId?: string;
}

export interface ExchangeCodeOptions {
  client: OAuthClient;
  code: string;
  redirectUri: string;
  codeVerifier?: string;
  inputs?: Record<string, string>;
  methodId?: string;
}

export type OAuthCredentials = Extract<Credentials, { type: 'oauth2' }> & { captured: Record<string, string> };

export function oauthMethod(
  connector: CompiledConnector,
  methodId?: string,
): CompiledAuthMethod & { spec: ManifestOAuth2AuthorizationCode } {
  const m = connector.auth.find((a) => a.spec.type === 'oauth2_authorization_code' && (!methodId || a.spec.id === methodId));
  if (!m) {
    throw new PlugboardError('NOT_SUPPORTED_BY_INTEGRATION', `${connector.info.display.name} does not connect through OAuth`, {
      details: { integrationId: connector.id },
    });
  }
  return m as CompiledAuthMethod & { spec: ManifestOAuth2AuthorizationCode };
}

const inputsFor = (connector: CompiledConnector, inputs: Record<string, string> | undefined) =>
  connectionInputs(connector, { inputs: inputs ?? {}, credentials: { type: 'bearer', token: '' } });

export function buildAuthorizeUrl(connector: CompiledConnector, opts: AuthorizeUrlOptions): string {
  const m = oauthMethod(connector, opts.methodId);
  const inputs = inputsFor(connector, opts.inputs);
  const url = replaceOrigin(renderUrlTemplate(m.authorizeUrl!, inputs, 'authorize URL'), connector.hostOverride?.authorize);
  const extra = (m.authorizeParams ? renderValue(m.authorizeParams, { inputs }) : {}) as Record<string, unknown>;
  if (m.spec.pkce && !opts.codeChallenge) {
    throw new PlugboardError('VALIDATION_FAILED', `${connector.info.display.name} requires PKCE: pass a code challenge`, {
      details: { field: 'codeChallenge' },
    });
  }
  return buildUrl(m.spec, url, extra, {
    clientId: opts.client.clientId,
    redirectUri: opts.redirectUri,
    state: opts.state,
    ...(opts.scopes ? { scopes: opts.scopes } : {}),
    ...(opts.codeChallenge ? { codeChallenge: opts.codeChallenge } : {}),
  });
}

export async function exchangeCode(
  client: Got,
  clock: Clock,
  connector: CompiledConnector,
  opts: ExchangeCodeOptions,
): Promise<OAuthCredentials> {
  const m = oauthMethod(connector, opts.methodId);
  const inputs = inputsFor(connector, opts.inputs);
  const tokenUrl = replaceOrigin(renderUrlTemplate(m.tokenUrl!, inputs, 'token URL'), connector.hostOverride?.token);
  const params: Record<string, string> = { grant_type: 'authorization_code', code: opts.code, redirect_uri: opts.redirectUri };
  if (opts.codeVerifier) params.code_verifier = opts.codeVerifier;
  for (const [k, v] of Object.entries((m.tokenParams ? renderValue(m.tokenParams, { inputs }) : {}) as Record<string, unknown>))
    if (v !== undefined && v !== null) params[k] = String(v);
  const { form, headers } = tokenRequest(params, opts.client, m.spec.client_auth);
  const res = await client.post(tokenUrl, { form, headers, responseType: 'text' }).catch((e: unknown) => {
    throw new PlugboardError('DOWNSTREAM_UNAVAILABLE', `Token endpoint of ${connector.id} is unreachable`, {
      cause: e,
      details: { integrationId: connector.id },
    });
  });
  const body = safeJson(res.body);
  if (res.statusCode >= 500)
    throw new PlugboardError('DOWNSTREAM_UNAVAILABLE', `Token endpoint of ${connector.id} answered ${res.statusCode}`, {
      details: { integrationId: connector.id, downstreamStatus: res.statusCode },
    });
  try {
    if (res.statusCode >= 400) {
      const err = body && typeof body === 'object' ? String((body as Record<string, unknown>).error ?? 'error') : 'error';
      throw new TokenResponseError(`token endpoint error: ${err}`, err);
    }
    const t = parseTokenResponse(body, captureMap(connector.inputs), clock.now(), m.spec.refresh?.default_expires_in_seconds);
    // A captured value becomes part of the API base URL: validate it like any other input.
    connectionInputs(connector, { inputs: t.captured, credentials: { type: 'bearer', token: '' } });
    return {
      type: 'oauth2',
      method: m.spec.id,
      accessToken: t.accessToken,
      ...(t.refreshToken ? { refreshToken: t.refreshToken } : {}),
      ...(t.expiresAt ? { expiresAt: t.expiresAt } : {}),
      ...(t.scope ? { scope: t.scope } : {}),
      ...(t.tokenType ? { tokenType: t.tokenType } : {}),
      captured: t.captured,
    };
  } catch (e) {
    if (e instanceof PlugboardError) throw e;
    throw new PlugboardError(
      'DOWNSTREAM_AUTH_FAILED',
      `${connector.info.display.name} refused the authorization code: ${(e as Error).message}`,
      {
        details: { integrationId: connector.id, downstreamStatus: res.statusCode },
      },
    );
  }
}
