import type { OutgoingAuthTarget } from './outgoing-request.js';

/**
 * HTTP Basic (e.g. Aircall api_id:api_token). `plain` sends `username:password` as typed, without the scheme or
 * base64, for tools that document it so (JustCall's `Authorization: api_key:api_secret`).
 */
export function applyBasic(username: string, password: string, req: OutgoingAuthTarget, format: 'basic' | 'plain' = 'basic'): void {
  req.headers.authorization =
    format === 'plain' ? `${username}:${password}` : `Basic ${Buffer.from(`${username}:${password}`, 'utf8').toString('base64')}`;
}
