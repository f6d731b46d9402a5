/**
 * The floor of bench:passthrough: the least a Node process can do for the same job as POST /api/passthrough,
 * with none of the gateway's layers (no routing, validation, auth, store, logging). Parses the JSON body, forwards
 * it to the tool with a keep-alive agent and the tool's credentials, parses the answer and wraps it in
 * `{result: {$native: {status, headers, body}, data}}`. Its own process, started like the gateway; prints its port.
 */
import http from 'node:http';

const toolUrl = new URL(process.env.BENCH_TOOL_URL ?? 'http://127.0.0.1:1');
const agent = new http.Agent({ keepAlive: true, scheduling: 'lifo', timeout: 5_000 });

const server = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    let call: { method: string; path: string; query?: Record<string, unknown> };
    try {
      call = JSON.parse(Buffer.concat(chunks).toString('utf8')) as typeof call;
    } catch {
      res.writeHead(400, { 'content-type': 'application/json' }).end('{"error":{"code":"MALFORMED_JSON","message":"bad JSON"}}');
      return;
    }
    const url = new URL(call.path, toolUrl);
    for (const [k, v] of Object.entries(call.query ?? {})) url.searchParams.set(k, String(v));
    const out = http.request(
      url,
      { method: call.method, agent, headers: { authorization: 'Bearer bench-token', accept: 'application/json' } },
      (answer) => {
        const parts: Buffer[] = [];
        answer.on('data', (c: Buffer) => parts.push(c));
        answer.on('end', () => {
          const body: unknown = JSON.parse(Buffer.concat(parts).toString('utf8'));
          const json = JSON.stringify({ result: { $native: { status: answer.statusCode, headers: answer.headers, body }, data: body } });
          res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(json) }).end(json);
        });
      },
    );
    out.on('error', () => res.writeHead(502).end());
    out.end();
  });
});
server.keepAliveTimeout = 5_000;
server.listen(0, '127.0.0.1', () => {
  const addr = server.address() as { port: number };
  process.stdout.write(`PORT ${addr.port}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
