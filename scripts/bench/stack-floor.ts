/**
 * A second floor for bench:passthrough: the same job as floor-proxy.ts, but on the stack the gateway is built on
 * (express with express.json for the request, got with a keep-alive agent for the tool, through
 * sendOnce as the gateway's executor sends). What it costs over the
 * plain Node floor is the price of the mandated libraries alone, before any of the gateway's own work.
 */
import http from 'node:http';
import express from 'express';
import { leanGot, sendOnce } from '../../src/connectors/index.js';

const toolUrl = new URL(process.env.BENCH_TOOL_URL ?? 'http://127.0.0.1:1');
const agent = new http.Agent({ keepAlive: true, scheduling: 'lifo', timeout: 5_000 });
const client = leanGot({ agent: { http: agent }, retry: { limit: 0 }, throwHttpErrors: false });

const app = express();
app.disable('x-powered-by');
app.set('etag', false);
app.use(express.json({ limit: '5mb' }));
app.post('/api/passthrough', (req, res) => {
  const call = req.body as { method: string; path: string; query?: Record<string, unknown> };
  const url = new URL(call.path, toolUrl);
  for (const [k, v] of Object.entries(call.query ?? {})) url.searchParams.set(k, String(v));
  sendOnce(client, url, { method: call.method, headers: { authorization: 'Bearer bench-token', accept: 'application/json' } })
    .then((answer) => {
      const body: unknown = JSON.parse(answer.body);
      const json = JSON.stringify({ result: { $native: { status: answer.statusCode, headers: answer.headers, body }, data: body } });
      res.setHeader('content-type', 'application/json; charset=utf-8');
      res.setHeader('content-length', Buffer.byteLength(json));
      res.end(json);
    })
    .catch(() => res.status(502).end());
});
const server = app.listen(0, '127.0.0.1', () => {
  const addr = server.address() as { port: number };
  process.stdout.write(`PORT ${addr.port}\n`);
});
server.keepAliveTimeout = 5_000;
process.on('SIGTERM', () => server.close(() => process.exit(0)));
