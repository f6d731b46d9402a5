import type { OutgoingAuthTarget } from './outgoing-request.js';

/**
 * `Authorization: Bearer <token>`: static tokens and OAuth access tokens alike. An OAuth method may name another
 * scheme (`token_prefix`, e.g. Zoho's `Zoho-oauthtoken `) or header (`token_header`, e.g. Shopify's
 * `X-Shopify-Access-Token` with no prefix).
 */
export function applyBearer(token: string, req: OutgoingAuthTarget, prefix = 'Bearer ', header = 'Authorization'): void {
  req.headers[header.toLowerCase()] = `${prefix}${token}`;
}
