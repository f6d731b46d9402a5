import { PlugboardError } from '../../../errors/plugboard-error.js';
import type { CompiledAuthMethod, CompiledConnector } from '../../compile/compiled-connector.js';
import { renderValue } from '../../mapping/template.js';
import { connectionInputs, renderUrlTemplate } from '../../connection/connection-target.js';
import { replaceOrigin } from '../../connection/host-overrides.js';
import type { OAuthClient } from '../../connection/ports.js';
import type { ManifestOAuth2AuthorizationCode } from '../../schema/manifest.gen.js';

export interface AuthorizeUrlOptions {
  client: OAuthClient;
  redirectUri: string;
  state: string;
  scopes?: string[];
  codeChallenge?: string;
  inputs?: Record<string, string>;
  methodId?: string;
}

export type OAuthMethod = CompiledAuthMethod & { spec: ManifestOAuth2AuthorizationCode };

/** The connector's authorization-code method (the one named, else the first). */
export function oauthMethod(connector: CompiledConnector, methodId?: string): OAuthMethod {
  const m = connector.auth.find((a) => a.spec.type === 'oauth2_authorization_code' && (!methodId || a.spec.id === methodId));
  if (!m) {
    throw new PlugboardError('NOT_SUPPORTED_BY_INTEGRATION', `${connector.info.display.name} does not connect through OAuth`, {
      details: { integrationId: connector.id },
    });
  }
  return m as OAuthMethod;
}

export const usesPkce = (connector: CompiledConnector): boolean =>
  connector.auth.some((a) => a.spec.type === 'oauth2_authorization_code') && oauthMethod(connector).spec.pkce === true;

/** The inputs typed into the connect form, checked as a connection's are (no connection exists yet). */
export const consentInputs = (connector: CompiledConnector, inputs: Record<string, string> | undefined): Record<string, string> =>
  connectionInputs(connector, { inputs: inputs ?? {}, credentials: { type: 'bearer', token: '' } });

/**
 * Authorize URL of the consent leg: the manifest's URL (rendered with the form's inputs, host override applied).
 * Query values are percent-encoded (%20 for spaces, never '+'), scopes are joined with the manifest's separator,
 * then the manifest's authorize_params.
 */
export function buildAuthorizeUrl(connector: CompiledConnector, opts: AuthorizeUrlOptions): string {
  const m = oauthMethod(connector, opts.methodId);
  const inputs = consentInputs(connector, opts.inputs);
  const url = new URL(replaceOrigin(renderUrlTemplate(m.authorizeUrl!, inputs, 'authorize URL'), connector.hostOverride?.authorize));
  const extra = (m.authorizeParams ? renderValue(m.authorizeParams, { inputs }) : {}) as Record<string, unknown>;
  if (m.spec.pkce && !opts.codeChallenge) {
    throw new PlugboardError('VALIDATION_FAILED', `${connector.info.display.name} requires PKCE: pass a code challenge`, {
      details: { field: 'codeChallenge' },
    });
  }
  const params: [string, string][] = [...url.searchParams.entries()];
  const scopes = opts.scopes ?? m.spec.scopes.default;
  params.push(['response_type', 'code'], ['client_id', opts.client.clientId], ['redirect_uri', opts.redirectUri], ['state', opts.state]);
  if (scopes.length) params.push(['scope', scopes.join(m.spec.scopes.separator ?? ' ')]);
  if (m.spec.pkce) params.push(['code_challenge', opts.codeChallenge!], ['code_challenge_method', 'S256']);
  for (const [k, v] of Object.entries(extra)) if (v !== undefined && v !== null) params.push([k, String(v)]);
  const qs = params.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');
  // A single-page app's route in the fragment (Apollo documents https://app.apollo.io/#/oauth/authorize?...) takes
  // the query after the route, where the app reads it; any other fragment is dropped, as browsers never send it.
  if (url.hash.startsWith('#/')) return `${url.origin}${url.pathname}${url.hash.split('?')[0]}?${qs}`;
  return `${url.origin}${url.pathname}?${qs}`;
}
