import type { OutgoingAuthTarget } from './outgoing-request.js';

/** `Authorization: Bearer <token>`: static tokens and OAuth access tokens alike. */
export function applyBearer(token: string, req: OutgoingAuthTarget): void {
  req.headers.authorization = `Bearer ${token}`;
}
