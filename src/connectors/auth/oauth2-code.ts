import type { ManifestOAuth2AuthorizationCode } from '../schema/manifest.gen.js';

/**
 * Authorize URL of the consent leg. Query values are percent-encoded (%20 for spaces, never '+'), scopes are
 * joined with the manifest's separator; `extra` holds the manifest's authorize_params, already rendered.
 */
export function buildAuthorizeUrl(
  spec: ManifestOAuth2AuthorizationCode,
  authorizeUrl: string,
  extra: Record<string, unknown>,
  opts: { clientId: string; redirectUri: string; state: string; scopes?: string[]; codeChallenge?: string },
): string {
  const url = new URL(authorizeUrl);
  const params: [string, string][] = [...url.searchParams.entries()];
  const scopes = opts.scopes ?? spec.scopes.default;
  params.push(['response_type', 'code'], ['client_id', opts.clientId], ['redirect_uri', opts.redirectUri], ['state', opts.state]);
  if (scopes.length) params.push(['scope', scopes.join(spec.scopes.separator ?? ' ')]);
  if (spec.pkce) {
    if (!opts.codeChallenge) throw new Error(`${spec.id} uses PKCE: a code challenge is required`);
    params.push(['code_challenge', opts.codeChallenge], ['code_challenge_method', 'S256']);
  }
  for (const [k, v] of Object.entries(extra)) if (v !== undefined && v !== null) params.push([k, String(v)]);
  const qs = params.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');
  // A single-page app's route in the fragment (Apollo documents https://app.apollo.io/#/oauth/authorize?...) takes
  // the query after the route, where the app reads it; any other fragment is dropped, as browsers never send it.
  if (url.hash.startsWith('#/')) return `${url.origin}${url.pathname}${url.hash.split('?')[0]}?${qs}`;
  return `${url.origin}${url.pathname}?${qs}`;
}

/** Inputs captured from the token response: input name -> dot path. */
export function captureMap(inputs: Record<string, { from_token_response?: string }>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(inputs)
      .filter(([, i]) => i.from_token_response)
      .map(([n, i]) => [n, i.from_token_response!]),
  );
}
