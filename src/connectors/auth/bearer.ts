import type { OutgoingAuthTarget } from './outgoing-request.js';

/**
 * `Authorization: Bearer <token>`: static tokens and OAuth access tokens alike. An OAuth method may name another
 * scheme (`token_prefix`, e.g. Zoho's `Zoho-oauthtoken `).
 */
export function applyBearer(token: string, req: OutgoingAuthTarget, prefix = 'Bearer '): void {
  req.headers.authorization = `${prefix}${token}`;
}
