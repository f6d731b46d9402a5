import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  at: number;
  headers: http.IncomingHttpHeaders;
  raw: string;
  body: { connectionId: string; eventId: string; eventTime: string; eventType: string; data?: { id: string } };
}

/** A webhook receiver on 127.0.0.1 that records every request and answers `status` (after `delayMs`). */
export async function startWebhookReceiver(opts: { status?: number; delayMs?: number; headers?: Record<string, string> } = {}) {
  const received: ReceivedWebhook[] = [];
  const state = { status: opts.status ?? 200, delayMs: opts.delayMs ?? 0 };
  const server = http.createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => (raw += c));
    req.on('end', () => {
      received.push({ at: Date.now(), headers: req.headers, raw, body: JSON.parse(raw) as ReceivedWebhook['body'] });
      setTimeout(() => {
        res.writeHead(state.status, { 'content-type': 'text/plain', ...opts.headers });
        res.end('ok');
      }, state.delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    received,
    state,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
}

/** Polls `check` every 25 ms until it returns a truthy value or `timeoutMs` passes (then throws with `what`). */
export async function waitFor<T>(what: string, check: () => T | Promise<T>, timeoutMs = 10_000): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await check();
    if (v) return v;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}
