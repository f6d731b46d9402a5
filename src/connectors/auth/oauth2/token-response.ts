import { getPath, parsePath } from '../../mapping/paths.js';

export interface TokenSet {
  accessToken: string;
  refreshToken?: string;
  expiresAt?: string;
  scope?: string;
  tokenType?: string;
  captured: Record<string, string>;
}

export class TokenResponseError extends Error {
  constructor(
    message: string,
    readonly oauthError: string | undefined,
  ) {
    super(message);
  }
}

/**
 * Reads an RFC 6749 token response. `capture` maps input names to dot paths in the response
 * (Salesforce `instance_url`, Pipedrive `api_domain`). `expires_in` may arrive as a numeric string.
 */
export function parseTokenResponse(body: unknown, capture: Record<string, string>, now: number, defaultExpiresIn?: number): TokenSet {
  if (!body || typeof body !== 'object') throw new TokenResponseError('token response is not a JSON object', undefined);
  const b = body as Record<string, unknown>;
  if (typeof b.error === 'string') throw new TokenResponseError(`token endpoint error: ${b.error}`, b.error);
  if (typeof b.access_token !== 'string' || !b.access_token) throw new TokenResponseError('token response has no access_token', undefined);
  const out: TokenSet = { accessToken: b.access_token, captured: {} };
  if (typeof b.refresh_token === 'string' && b.refresh_token) out.refreshToken = b.refresh_token;
  const expiresIn = Number(b.expires_in ?? defaultExpiresIn);
  if (Number.isFinite(expiresIn) && expiresIn > 0) out.expiresAt = new Date(now + expiresIn * 1000).toISOString();
  if (typeof b.scope === 'string') out.scope = b.scope;
  if (typeof b.token_type === 'string') out.tokenType = b.token_type;
  for (const [name, path] of Object.entries(capture)) {
    const v = getPath(b, parsePath(path));
    if (typeof v === 'string' || typeof v === 'number') out.captured[name] = String(v);
  }
  return out;
}

/** Inputs captured from the token response: input name -> dot path. */
export function captureMap(inputs: Record<string, { from_token_response?: string }>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(inputs)
      .filter(([, i]) => i.from_token_response)
      .map(([n, i]) => [n, i.from_token_response!]),
  );
}
