import type { IncomingMessage } from 'node:http';

/** Only these requests keep their raw bytes (a tool's signature covers them exactly); others do not pay for it. */
export const KEEPS_RAW_BODY = '/api/inbound-webhooks/';

/**
 * Media types a tool's webhook may carry besides JSON, read as text: a JWT sent as the whole body (Dialpad), a form
 * (Twilio's status callbacks).
 */
export const TOOL_WEBHOOK_TEXT_TYPES = ['application/jwt', 'application/x-www-form-urlencoded'];

/** The bytes of each kept request, for as long as the request object lives. */
const rawBodies = new WeakMap<IncomingMessage, Buffer>();

/** `verify` hook of express.json: keeps the bytes of inbound tool webhooks. */
export function keepRawBody(req: IncomingMessage, _res: unknown, buf: Buffer): void {
  if (req.url?.startsWith(KEEPS_RAW_BODY)) rawBodies.set(req, buf);
}

/** The exact bytes received (empty when there was no body). */
export function rawBodyOf(req: IncomingMessage): Buffer {
  return rawBodies.get(req) ?? Buffer.alloc(0);
}
