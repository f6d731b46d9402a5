import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the demo's receiver reports for each delivery. */
export interface ReceivedEvent {
  verified: boolean;
  eventType: string;
  connectionId: string;
  dataId: string | null;
}

const MAX_BODY_BYTES = 1_000_000;
const MAX_AGE_S = 300;

/**
 * The webhook receiver of `plugboard demo`: a plain HTTP server on 127.0.0.1 that checks each delivery's Standard
 * Webhooks signature (`webhook-signature: v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<body>">`, keyed with the
 * base64 part of the webhook's `whsec_` secret), as a receiver of the user's own would, and reports it. It answers
 * 401 to a delivery that does not verify, so the gateway's delivery log shows it as failed.
 */
export async function startDemoReceiver(onEvent: (e: ReceivedEvent) => void) {
  let key: Buffer | null = null;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > MAX_BODY_BYTES) req.destroy();
      else chunks.push(c);
    });
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const verified = key !== null && verify(key, req.headers, raw);
      let body: { eventType?: unknown; connectionId?: unknown; data?: { id?: unknown } } = {};
      try {
        body = JSON.parse(raw) as typeof body;
      } catch {
        // reported with empty fields below
      }
      onEvent({
        verified,
        eventType: typeof body.eventType === 'string' ? body.eventType : '?',
        connectionId: typeof body.connectionId === 'string' ? body.connectionId : '?',
        dataId: typeof body.data?.id === 'string' ? body.data.id : null,
      });
      res.writeHead(verified ? 204 : 401).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/events`,
    /** The webhook's signing secret, known once the webhook is created. */
    setSecret(secret: string) {
      key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
}

function verify(key: Buffer, headers: http.IncomingHttpHeaders, raw: string): boolean {
  const id = headers['webhook-id'];
  const timestamp = headers['webhook-timestamp'];
  const signatures = headers['webhook-signature'];
  if (typeof id !== 'string' || typeof timestamp !== 'string' || typeof signatures !== 'string') return false;
  if (Math.abs(Date.now() / 1000 - Number(timestamp)) > MAX_AGE_S) return false;
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${raw}`, 'utf8').digest();
  return signatures.split(' ').some((s) => {
    const [version, mac] = s.split(',');
    if (version !== 'v1' || !mac) return false;
    const given = Buffer.from(mac, 'base64');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}
