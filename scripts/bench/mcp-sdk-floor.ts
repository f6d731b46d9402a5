/**
 * What the official MCP SDK costs per stateless request, in one process, with no gateway around it: a trivial
 * tools/call answered by the SDK (web-standard Streamable HTTP transport, JSON answers, a transport per request) on
 * a server built per request and on a pooled server, beside the same work without the SDK (JSON.parse of the same
 * message, a Request built the same way, the same answer serialised), and what `/mcp` does with it
 * (src/http/agents/mcp-exchange.ts: before, every request through the SDK transport; now, the common request
 * handed to the server directly). Prints CPU microseconds per request.
 *
 *   npx tsx scripts/bench/mcp-sdk-floor.ts     (BENCH_REQUESTS=20000 BENCH_CONCURRENCY=8 to tune)
 */
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { AjvJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/ajv';
import { CallToolRequestSchema, type CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { answerMcp, answerThroughSdkTransport } from '../../src/http/agents/mcp-exchange.js';

const total = Number(process.env.BENCH_REQUESTS ?? 20000);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 8);
const jsonSchemaValidator = new AjvJsonSchemaValidator();
const message = JSON.stringify({
  jsonrpc: '2.0',
  id: 1,
  method: 'tools/call',
  params: { name: 'hubspot_crm_contact_list', arguments: { pageSize: 1 } },
});
const structured = { result: [{ id: '1', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' }], nextPageCursor: null };
const result = (): CallToolResult => ({ content: [{ type: 'text', text: JSON.stringify(structured) }], structuredContent: structured });
const headers = { accept: 'application/json, text/event-stream', 'content-type': 'application/json', 'mcp-protocol-version': '2025-06-18' };

function newServer(): McpServer {
  const mcp = new McpServer({ name: 'floor', version: '1.0.0' }, { capabilities: { tools: { listChanged: false } }, jsonSchemaValidator });
  mcp.server.setRequestHandler(CallToolRequestSchema, async () => Promise.resolve(result()));
  return mcp;
}

async function answer(mcp: McpServer, close: boolean): Promise<string> {
  const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  await mcp.connect(transport);
  const request = new Request('http://localhost/mcp', { method: 'POST', headers: new Headers(headers) });
  const response = await transport.handleRequest(request, { parsedBody: JSON.parse(message) as unknown });
  const body = await response.text();
  if (close) await transport.close();
  return body;
}

const pool: McpServer[] = [];
const body = () => JSON.parse(message) as unknown;
const cases: Record<string, () => Promise<string>> = {
  'no SDK (parse, Request, answer)': async () => {
    const parsed = JSON.parse(message) as { id: number };
    new Request('http://localhost/mcp', { method: 'POST', headers: new Headers(headers) });
    return Promise.resolve(JSON.stringify({ jsonrpc: '2.0', id: parsed.id, result: result() }));
  },
  'SDK, server built per request': () => answer(newServer(), false),
  '/mcp before (server + SDK transport)': async () => (await answerThroughSdkTransport(newServer(), headers, '/mcp', body())).body,
  '/mcp now (server, direct exchange)': async () => (await answerMcp(newServer(), headers, '/mcp', body())).body,
  'SDK, pooled server': async () => {
    const mcp = pool.pop() ?? newServer();
    const body = await answer(mcp, true);
    pool.push(mcp);
    return body;
  },
};

/** CPU per request with `concurrency` requests in flight at a time, as the gateway bench sends them. */
async function measure(run: () => Promise<string>): Promise<number> {
  const before = process.cpuUsage();
  for (let i = 0; i < total; i += concurrency) await Promise.all(Array.from({ length: concurrency }, run));
  const used = process.cpuUsage(before);
  return (used.user + used.system) / total;
}

for (const [name, run] of Object.entries(cases)) {
  if (!(await run()).includes('Lovelace')) throw new Error(`${name} answered wrong`);
  await measure(run); // warm-up
}
const us: Record<string, number[]> = {};
for (let round = 0; round < 3; round++) {
  for (const [name, run] of Object.entries(cases)) (us[name] ??= []).push(await measure(run));
}
console.log(`CPU us per request, ${total} requests ${concurrency} at a time, 3 alternating rounds (min .. max), node ${process.version}`);
for (const [name, xs] of Object.entries(us)) {
  console.log(
    `${name.padEnd(34)} ${Math.min(...xs)
      .toFixed(0)
      .padStart(5)} .. ${Math.max(...xs).toFixed(0)}`,
  );
}
