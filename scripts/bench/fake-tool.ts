/**
 * A minimal stand-in for a tool's API, in its own process so it does not share an event loop with the gateway
 * or the load generator. Answers a HubSpot-shaped contacts page; prints its port on stdout.
 */
import http from 'node:http';

const page = JSON.stringify({
  results: [
    {
      id: '101',
      properties: {
        firstname: 'Ada',
        lastname: 'Lovelace',
        email: 'ada@example.com',
        createdate: '2024-01-05T10:00:00.000Z',
        lastmodifieddate: '2024-02-01T09:30:00.000Z',
        hs_object_id: '101',
      },
      createdAt: '2024-01-05T10:00:00.000Z',
      updatedAt: '2024-02-01T09:30:00.000Z',
      archived: false,
    },
  ],
  paging: { next: { after: '102', link: 'https://api.hubapi.com/crm/v3/objects/contacts?after=102' } },
});

// BENCH_TOOL_DELAY_MS simulates a real tool's response time (real APIs answer in tens to hundreds of ms).
const delayMs = Number(process.env.BENCH_TOOL_DELAY_MS ?? 0);

const server = http.createServer((req, res) => {
  req.resume();
  req.on('end', () => setTimeout(answer, delayMs));
  const answer = () => {
    if (req.headers.authorization !== 'Bearer bench-token') {
      res.writeHead(401, { 'content-type': 'application/json' }).end('{"status":"error","message":"bad token"}');
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json;charset=utf-8' }).end(page);
  };
});
server.keepAliveTimeout = 30_000;
server.listen(0, '127.0.0.1', () => {
  const addr = server.address() as { port: number };
  process.stdout.write(`PORT ${addr.port}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
