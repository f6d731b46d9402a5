import type { OutgoingAuthTarget } from './outgoing-request.js';

/** HTTP Basic (e.g. Aircall api_id:api_token). */
export function applyBasic(username: string, password: string, req: OutgoingAuthTarget): void {
  req.headers.authorization = `Basic ${Buffer.from(`${username}:${password}`, 'utf8').toString('base64')}`;
}
