/**
 * A second floor for bench:passthrough: the same job as floor-proxy.ts, on the libraries the architecture rules
 * make the gateway use, configured as the gateway configures them, and nothing of the gateway's own work: express
 * with express.json for the request; openapi-backend routing it by operationId and validating it against
 * openapi.yaml (src/http/openapi-backend.ts, as the gateway sets it up; security handlers that accept any
 * header, no token is looked up); got built by the runtime's own toolClient (timeout, no redirects, user agent, keep-alive agent) and
 * sent through sendOnce as the executor sends. Its cost over the plain Node floor is the price of those libraries alone.
 * STACK_FLOOR_OPENAPI=false leaves openapi-backend out (express and got only), to see each library's share.
 */
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import express, { type Request, type Response } from 'express';
import type { Context } from 'openapi-backend';
import { sendOnce, toolClient } from '../../src/connectors/index.js';
import { initOpenApiBackend, openApiRequestOf } from '../../src/http/openapi-backend.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const toolUrl = new URL(process.env.BENCH_TOOL_URL ?? 'http://127.0.0.1:1');
const agent = new http.Agent({ keepAlive: true, scheduling: 'lifo', timeout: 5_000 });
// The bench's connector (HubSpot) declares no timeout of its own: the runtime's default request timeout, 30 s.
const client = toolClient(30_000, { http: agent });

interface PassthroughCall {
  method: string;
  path: string;
  query?: Record<string, unknown>;
}

function forward(call: PassthroughCall, res: Response): void {
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
}

const app = express();
app.disable('x-powered-by');
app.set('etag', false);
app.set('query parser', 'simple');
app.use(express.json({ limit: '5mb', type: ['application/json', 'application/*+json'], strict: false }));

if (process.env.STACK_FLOOR_OPENAPI === 'false') {
  app.post('/api/passthrough', (req, res) => {
    forward(req.body as PassthroughCall, res);
  });
} else {
  const { api } = await initOpenApiBackend(path.join(root, 'openapi.yaml'));
  for (const scheme of ['ApiToken', 'AccessToken', 'SessionToken', 'LegacyApiToken', 'MetricsToken', 'DashboardSession'])
    api.registerSecurityHandler(scheme, () => true);
  api.register({
    passthrough: (c: Context, _req: Request, res: Response) => {
      forward(c.request.requestBody as PassthroughCall, res);
    },
    validationFail: (_c: Context, _req: Request, res: Response) => res.status(400).end(),
    notFound: (_c: Context, _req: Request, res: Response) => res.status(404).end(),
  });
  app.use((req, res, next) => {
    api.handleRequest(openApiRequestOf(req), req, res).catch(next);
  });
}

const server = app.listen(0, '127.0.0.1', () => {
  const addr = server.address() as { port: number };
  process.stdout.write(`PORT ${addr.port}\n`);
});
server.keepAliveTimeout = 5_000;
process.on('SIGTERM', () => server.close(() => process.exit(0)));
