import got, { type Got } from 'got';
import { buildAuthorizeUrl, captureMap } from '../../connectors/auth/oauth2-code.js';
import { parseTokenResponse, tokenRequest, TokenResponseError } from '../../connectors/auth/token-response.js';
import type { CompiledAuthMethod, CompiledConnector } from '../../connectors/compile/compiled-connector.js';
import type { ConnectorRegistry } from '../../connectors/compile/registry.js';
import { renderValue } from '../../connectors/mapping/template.js';
import { renderUrlTemplate } from '../../connectors/runtime/connection-target.js';
import { replaceOrigin } from '../../connectors/runtime/host-overrides.js';
import type { ManifestOAuth2AuthorizationCode } from '../../connectors/schema/manifest.gen.js';
import { PlugboardError } from '../../errors/plugboard-error.js';
import type { ConnectOAuthPort } from './connect-ports.js';

/**
 * Stopgap implementation of ConnectOAuthPort from the runtime's building blocks (authorize URL, token request,
 * token response parsing, host overrides), until `createConnectorRuntime(...).oauth` exists. No tool-specific
 * code: everything comes from the manifest.
 */
export class InterimOAuthAdapter implements ConnectOAuthPort {
  private readonly http: Got;

  constructor(private readonly registry: ConnectorRegistry, http?: Got) {
    this.http = http ?? got.extend({ timeout: { request: 15_000 }, retry: { limit: 0 }, throwHttpErrors: false });
  }

  usesPkce(integrationId: string): boolean {
    return (this.codeMethod(integrationId).spec as ManifestOAuth2AuthorizationCode).pkce === true;
  }

  buildAuthorizeUrl(integrationId: string, opts: Parameters<ConnectOAuthPort['buildAuthorizeUrl']>[1]): string {
    const connector = this.registry.require(integrationId);
    const method = this.codeMethod(integrationId);
    const inputs = opts.inputs ?? {};
    const base = replaceOrigin(renderUrlTemplate(method.authorizeUrl!, inputs, 'authorize URL'), connector.hostOverride?.authorize);
    const extra = method.authorizeParams ? (renderValue(method.authorizeParams, { inputs }) as Record<string, unknown>) : {};
    return buildAuthorizeUrl(method.spec as ManifestOAuth2AuthorizationCode, base, extra, {
      clientId: opts.client.clientId,
      redirectUri: opts.redirectUri,
      state: opts.state,
      ...(opts.scopes ? { scopes: opts.scopes } : {}),
      ...(opts.codeChallenge ? { codeChallenge: opts.codeChallenge } : {}),
    });
  }

  async exchangeCode(integrationId: string, opts: Parameters<ConnectOAuthPort['exchangeCode']>[1]) {
    const connector = this.registry.require(integrationId);
    const method = this.codeMethod(integrationId);
    const spec = method.spec as ManifestOAuth2AuthorizationCode;
    const inputs = opts.inputs ?? {};
    const tokenUrl = replaceOrigin(renderUrlTemplate(method.tokenUrl!, inputs, 'token URL'), connector.hostOverride?.token);
    const extra = method.tokenParams ? (renderValue(method.tokenParams, { inputs }) as Record<string, unknown>) : {};
    const params: Record<string, string> = { grant_type: 'authorization_code', code: opts.code, redirect_uri: opts.redirectUri };
    if (opts.codeVerifier) params['code_verifier'] = opts.codeVerifier;
    for (const [k, v] of Object.entries(extra)) if (v !== undefined && v !== null) params[k] = String(v);
    const { form, headers } = tokenRequest(params, opts.client, spec.client_auth);
    const res = await this.http.post(tokenUrl, { form, headers, responseType: 'text' }).catch((e: unknown) => {
      throw new PlugboardError('DOWNSTREAM_UNAVAILABLE', `${connector.info.display.name} could not be reached to finish signing in`, { cause: e });
    });
    let body: unknown;
    try {
      body = JSON.parse(res.body);
    } catch {
      body = undefined;
    }
    try {
      if (res.statusCode >= 400 && !(body && typeof body === 'object' && 'error' in body)) {
        throw new TokenResponseError(`token endpoint answered ${res.statusCode}`, undefined);
      }
      const set = parseTokenResponse(body, captureMap(connector.inputs), Date.now(), spec.refresh?.default_expires_in_seconds);
      const { captured, ...tokens } = set;
      return { type: 'oauth2' as const, method: spec.id, ...tokens, captured };
    } catch (e) {
      const oauthError = e instanceof TokenResponseError ? e.oauthError : undefined;
      throw new PlugboardError('DOWNSTREAM_AUTH_FAILED', `${connector.info.display.name} refused the sign-in${oauthError ? ` (${oauthError})` : ''}`, {
        details: { integrationId, ...(oauthError ? { oauthError } : {}) },
        cause: e,
      });
    }
  }

  private codeMethod(integrationId: string): CompiledAuthMethod {
    const connector: CompiledConnector = this.registry.require(integrationId);
    const m = connector.auth.find((a) => a.spec.type === 'oauth2_authorization_code');
    if (!m) throw new PlugboardError('VALIDATION_FAILED', `Integration '${integrationId}' does not use OAuth 2.0`);
    return m;
  }
}
