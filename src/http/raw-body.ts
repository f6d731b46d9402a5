import type { IncomingMessage } from 'node:http';

/** Only these requests keep their raw bytes (a tool's signature covers them exactly); others do not pay for it. */
const KEEPS_RAW_BODY = '/api/inbound-webhooks/';

// Symbol.for, not Symbol(): under tsx this module can be instantiated twice (once for require(), once for the
// handlers' dynamic import(); seen in the test run), and both instances must agree on the key.
const RAW = Symbol.for('plugboard.rawBody');
type WithRaw = IncomingMessage & { [RAW]?: Buffer };

/** `verify` hook of express.json: keeps the bytes of inbound tool webhooks. */
export function keepRawBody(req: IncomingMessage, _res: unknown, buf: Buffer): void {
  if (req.url?.startsWith(KEEPS_RAW_BODY)) (req as WithRaw)[RAW] = buf;
}

/** The exact bytes received (empty when there was no body). */
export function rawBodyOf(req: IncomingMessage): Buffer {
  return (req as WithRaw)[RAW] ?? Buffer.alloc(0);
}
