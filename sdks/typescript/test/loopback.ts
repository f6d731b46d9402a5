import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Seen {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  at: number;
}
export interface Reply {
  status?: number;
  headers?: Record<string, string>;
  json?: unknown;
  /** Answer this late (ms). */
  delayMs?: number;
}

/** A real HTTP server on 127.0.0.1 answering from a script of replies (the last one repeats); records every request. */
export async function loopback(replies: Reply[] | ((req: Seen, n: number) => Reply)) {
  const seen: Seen[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const s: Seen = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        at: Date.now(),
      };
      seen.push(s);
      const r = typeof replies === 'function' ? replies(s, seen.length) : replies[Math.min(seen.length - 1, replies.length - 1)]!;
      const send = () => {
        if (res.destroyed) return;
        res.writeHead(r.status ?? 200, { 'content-type': 'application/json', 'x-request-id': `req-${seen.length}`, ...r.headers });
        res.end(JSON.stringify(r.json ?? { result: {} }));
      };
      if (r.delayMs) setTimeout(send, r.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export const rateLimited = (retryAfter?: string): Reply => ({
  status: 429,
  headers: retryAfter === undefined ? {} : { 'retry-after': retryAfter },
  json: { error: { code: 'RATE_LIMITED', message: 'slow down' } },
});
