import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { AjvJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/ajv';
import { CallToolRequestSchema, ListToolsRequestSchema, type CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { isPlugboardError } from '../../errors/plugboard-error.js';
import type { ToolOutcome } from '../../services/agents/agent-tools-service.js';
import type { HandlerContext, OperationReply } from '../handler-context.js';
import { text } from '../reply.js';
import { agentCallerOf } from './agent-caller.js';
import { answerMcp } from './mcp-exchange.js';

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

/** A tool outcome as MCP's CallToolResult: the structured result, the same JSON as text, `isError` on failure. */
function toResult(outcome: ToolOutcome): CallToolResult {
  return {
    content: [{ type: 'text', text: JSON.stringify(outcome.structured) }],
    structuredContent: outcome.structured,
    ...(outcome.isError ? { isError: true } : {}),
  };
}

/**
 * `POST /mcp`: a stateless MCP server, built for this request alone (nothing is kept between requests, so any
 * gateway process can answer any request), on the caller's policy, answering JSON (mcp-exchange.ts: the SDK's
 * web-standard Streamable HTTP transport checks and answers every request but the common one, a well-formed request
 * after `initialize`, which goes to the same server without a web Request and Response around it).
 *
 * Not the SDK's Node transport: it is the web-standard one behind @hono/node-server, which converts the Node
 * request to a web Request and streams the web Response back, and that conversion cost more CPU than the rest of
 * the MCP layer (scripts/bench-mcp.ts).
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
  const answer = await answerMcp(mcp, ctx.headers, ctx.req.originalUrl, ctx.body);
  // The answer goes out as it is (a JSON-RPC message, or the transport's own JSON-RPC error), written here rather
  // than through express's res.send.
  const res = ctx.res;
  res.statusCode = answer.status;
  const body = answer.body;
  if (body) {
    res.setHeader('content-type', answer.contentType ?? 'application/json');
    res.setHeader('content-length', Buffer.byteLength(body));
  }
  res.end(body);
  return SENT;
}

/** The answer was written above; writeReply sends nothing for a response already sent (and it is not validated). */
const SENT = text('', 'application/json') as unknown as OperationReply<'mcpPost'>;
