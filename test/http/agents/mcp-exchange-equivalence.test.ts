import { expect } from 'chai';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { CallToolRequestSchema, ListToolsRequestSchema, McpError, type CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { answerMcp, answerThroughSdkTransport, directRequest } from '../../../src/http/agents/mcp-exchange.js';

/**
 * `/mcp` answers the common request (one JSON-RPC request after initialize) without the SDK's web-standard transport
 * (src/http/agents/mcp-exchange.ts), for speed. These tests hold that shortcut to the pinned SDK: for every request
 * below, good and bad, what `answerMcp` answers equals what the SDK transport answers, byte for byte; and the
 * shortcut takes exactly the requests the transport would hand straight to the server.
 */

const HEADERS = {
  accept: 'application/json, text/event-stream',
  'content-type': 'application/json',
  'mcp-protocol-version': '2025-06-18',
};

const structured = { contacts: [{ id: '1', firstName: 'Ada', lastName: 'Lovelace' }], nextPageCursor: null };

/** A server as serveMcp builds one per request: JSON-Schema tools on the underlying protocol server. */
function newServer(): McpServer {
  const mcp = new McpServer(
    { name: 'plugboard', version: '1.0.0' },
    { capabilities: { tools: { listChanged: false } }, instructions: 'test' },
  );
  mcp.server.setRequestHandler(ListToolsRequestSchema, async () => {
    await new Promise((r) => setTimeout(r, 1));
    return { tools: [{ name: 'crm_contact_list', inputSchema: { type: 'object' } }] };
  });
  mcp.server.setRequestHandler(CallToolRequestSchema, async (request): Promise<CallToolResult> => {
    await Promise.resolve();
    switch (request.params.name) {
      case 'ok':
        return { content: [{ type: 'text', text: JSON.stringify(structured) }], structuredContent: structured };
      case 'tool_error':
        return { content: [{ type: 'text', text: '{"error":{}}' }], structuredContent: { error: {} }, isError: true };
      case 'mcp_error':
        throw new McpError(-32602, 'Unknown tool: mcp_error', { tool: 'mcp_error' });
      case 'bad_result':
        return { content: [{ type: 'nope' }] } as unknown as CallToolResult;
      default:
        throw new Error('the handler failed');
    }
  });
  return mcp;
}

const call = (name: unknown, id: unknown = 1, extra: Record<string, unknown> = {}) => ({
  jsonrpc: '2.0',
  id,
  method: 'tools/call',
  params: { name, arguments: { pageSize: 1 } },
  ...extra,
});

/** [what, headers, body, whether the shortcut answers it] */
const cases: [string, Record<string, string | undefined>, unknown, boolean][] = [
  ['tools/list', HEADERS, { jsonrpc: '2.0', id: 7, method: 'tools/list' }, true],
  ['tools/list with a cursor', HEADERS, { jsonrpc: '2.0', id: 7, method: 'tools/list', params: { cursor: 'x' } }, true],
  ['a tool call', HEADERS, call('ok'), true],
  ['a tool call with a string id', HEADERS, call('ok', 'abc-1'), true],
  ['a message with members JSON-RPC does not define', HEADERS, call('ok', 3, { extra: { a: 1 } }), false],
  ['a tool call with _meta', HEADERS, { ...call('ok'), params: { name: 'ok', arguments: {}, _meta: { progressToken: 5 } } }, true],
  ['a tool error result', HEADERS, call('tool_error'), true],
  ['a handler throwing McpError', HEADERS, call('mcp_error'), true],
  ['a handler throwing an Error', HEADERS, call('boom'), true],
  ['a result the SDK refuses', HEADERS, call('bad_result'), true],
  ['tools/call without a name', HEADERS, call(undefined), true],
  ['tools/call with a numeric name', HEADERS, call(5), true],
  ['an unknown method', HEADERS, { jsonrpc: '2.0', id: 2, method: 'resources/list' }, true],
  ['ping', HEADERS, { jsonrpc: '2.0', id: 2, method: 'ping' }, true],
  ['no MCP-Protocol-Version', { ...HEADERS, 'mcp-protocol-version': undefined }, call('ok'), true],
  ['an older protocol revision', { ...HEADERS, 'mcp-protocol-version': '2024-11-05' }, call('ok'), true],
  ['a content type with a charset', { ...HEADERS, 'content-type': 'application/json; charset=utf-8' }, call('ok'), true],
  [
    'initialize',
    HEADERS,
    {
      jsonrpc: '2.0',
      id: 0,
      method: 'initialize',
      params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'c', version: '1' } },
    },
    false,
  ],
  ['initialize without params', HEADERS, { jsonrpc: '2.0', id: 0, method: 'initialize' }, false],
  ['a notification', HEADERS, { jsonrpc: '2.0', method: 'notifications/initialized' }, false],
  ['a response', HEADERS, { jsonrpc: '2.0', id: 9, result: {} }, false],
  ['a batch', HEADERS, [call('ok', 1), call('ok', 2)], false],
  ['not JSON-RPC', HEADERS, { id: 1, method: 'tools/list' }, false],
  ['a null id', HEADERS, call('ok', null), false],
  ['Accept without event-stream', { ...HEADERS, accept: 'application/json' }, call('ok'), false],
  ['no Accept', { ...HEADERS, accept: undefined }, call('ok'), false],
  ['a text content type', { ...HEADERS, 'content-type': 'text/plain' }, call('ok'), false],
  ['an unsupported protocol revision', { ...HEADERS, 'mcp-protocol-version': '1999-01-01' }, call('ok'), false],
];

describe('http: /mcp answers as the SDK transport does (mcp-exchange shortcut, pinned @modelcontextprotocol/sdk)', () => {
  for (const [what, headers, body, direct] of cases) {
    it(`${what}: the same status, content type and body${direct ? ', without the transport' : ', by the transport'}`, async () => {
      const viaSdk = await answerThroughSdkTransport(newServer(), headers, '/mcp', structuredClone(body));
      const answered = await answerMcp(newServer(), headers, '/mcp', structuredClone(body));
      expect(answered).to.deep.equal(viaSdk);
      expect(directRequest(headers, structuredClone(body)) !== undefined).to.equal(direct);
    });
  }

  it('the shortcut answers concurrent requests each with its own answer', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => answerMcp(newServer(), HEADERS, '/mcp', call(i % 2 ? 'ok' : 'boom', i))),
    );
    answers.forEach((a, i) => {
      const message = JSON.parse(a.body) as { id: number; result?: unknown; error?: unknown };
      expect(message.id).to.equal(i);
      expect(i % 2 ? message.result : message.error).to.not.equal(undefined);
    });
  });
});
