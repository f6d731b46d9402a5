import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { AjvJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/ajv';
import { CallToolRequestSchema, ListToolsRequestSchema, type CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { isPlugboardError } from '../../errors/plugboard-error.js';
import type { ToolOutcome } from '../../services/agents/agent-tools-service.js';
import type { HandlerContext, OperationReply } from '../handler-context.js';
import { text } from '../reply.js';
import { agentCallerOf } from './agent-caller.js';

const INSTRUCTIONS =
  'Tools of the accounts connected to Plugboard (CRMs, dialers, sales engagement tools), generated from their connectors. ' +
  'List tools page by page: pass the returned nextPageCursor as cursor. When only search_tools, describe_tool and call_tool are listed, ' +
  'find tools with search_tools first. A write may answer with a preview and a confirmationId: show the preview to the user and call ' +
  'confirm_write only once they approve. events_list tells what changed since a cursor you kept.';

/**
 * One validator for every request's server: the SDK makes a new Ajv per server otherwise (its meta-schemas and
 * formats compiled again for each request). It validates only what a server asks it to (elicitation answers), never
 * per tool call here.
 */
const jsonSchemaValidator = new AjvJsonSchemaValidator();

/** The request headers the Streamable HTTP transport reads (content negotiation, protocol revision, session). */
const TRANSPORT_HEADERS = ['accept', 'content-type', 'mcp-protocol-version', 'mcp-session-id', 'last-event-id'];

/** A tool outcome as MCP's CallToolResult: the structured result, the same JSON as text, `isError` on failure. */
function toResult(outcome: ToolOutcome): CallToolResult {
  return {
    content: [{ type: 'text', text: JSON.stringify(outcome.structured) }],
    structuredContent: outcome.structured,
    ...(outcome.isError ? { isError: true } : {}),
  };
}

/**
 * `POST /mcp`: a stateless MCP server, built for this request alone (a new server and transport: nothing is kept
 * between requests, so any gateway process can answer any request), on the caller's policy. The SDK's transport
 * checks the request (Accept, Content-Type, MCP-Protocol-Version), reads the JSON-RPC message express already parsed
 * (`parsedBody`), negotiates the protocol revision and answers JSON; its answer goes out as this operation's reply.
 *
 * The web-standard transport, not the Node one: the Node transport is this same transport behind @hono/node-server,
 * which converts the Node request to a web Request and streams the web Response back, and that conversion cost more
 * CPU than the rest of the MCP layer (scripts/bench-mcp.ts); here the Request carries only the headers the
 * transport reads and the answer is read whole (JSON responses are on: no stream is ever open).
 */
export async function serveMcp(ctx: HandlerContext<'mcpPost'>): Promise<OperationReply<'mcpPost'>> {
  const caller = await agentCallerOf(ctx, 'mcp');
  const tools = ctx.services.agentTools;
  // The SDK's high-level server registers tools with zod schemas; these tools carry JSON Schemas generated from the
  // manifests, so tool requests are answered on its underlying protocol server.
  const mcp = new McpServer(
    { name: 'plugboard', version: '1.0.0' },
    { capabilities: { tools: { listChanged: false } }, instructions: INSTRUCTIONS, jsonSchemaValidator },
  );
  const server = mcp.server;
  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: await tools.list(caller) }));
  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    try {
      return toResult(await tools.call(caller, request.params.name, request.params.arguments ?? {}));
    } catch (e) {
      if (!isPlugboardError(e)) throw e;
      // An unknown or refused tool is a tool error too: a model reads it and picks another tool.
      return toResult({ isError: true, structured: e.toBody() as unknown as Record<string, unknown> });
    }
  });
  const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  await mcp.connect(transport);
  const headers = new Headers();
  for (const name of TRANSPORT_HEADERS) {
    const value = ctx.headers[name];
    if (typeof value === 'string') headers.set(name, value);
  }
  const request = new Request(new URL(ctx.req.originalUrl, 'http://localhost'), { method: 'POST', headers });
  const response = await transport.handleRequest(request, { parsedBody: ctx.body });
  const body = response.status === 202 ? '' : await response.text();
  // No close(): with JSON answers the transport opens no stream and the server no timer, so once answered both are
  // garbage; close() would only clear their maps and build a "connection closed" error for no pending request.
  // The transport's answer goes out as it is (a JSON-RPC message, or the transport's own JSON-RPC error), written
  // here rather than through express's res.send.
  const res = ctx.res;
  res.statusCode = response.status;
  if (body) {
    res.setHeader('content-type', response.headers.get('content-type') ?? 'application/json');
    res.setHeader('content-length', Buffer.byteLength(body));
  }
  res.end(body);
  return SENT;
}

/** The answer was written above; writeReply sends nothing for a response already sent (and it is not validated). */
const SENT = text('', 'application/json') as unknown as OperationReply<'mcpPost'>;
