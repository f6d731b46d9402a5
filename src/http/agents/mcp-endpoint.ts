import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
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

/** The answer was written by the MCP transport itself: nothing more to send (writeReply skips a sent response). */
const SENT = text('', 'application/json');

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
 * between requests, so any gateway process can answer any request), on the caller's policy. The transport reads
 * the JSON-RPC message express already parsed and writes the JSON answer itself; the SDK negotiates the protocol
 * revision. Tool errors become tool results with `isError` and the gateway's error shape (`{error: {code, ...}}`).
 */
export async function serveMcp(ctx: HandlerContext<'mcpPost'>): Promise<OperationReply<'mcpPost'>> {
  const caller = await agentCallerOf(ctx, 'mcp');
  const tools = ctx.services.agentTools;
  // The SDK's high-level server registers tools with zod schemas; these tools carry JSON Schemas generated from the
  // manifests, so tool requests are answered on its underlying protocol server.
  const mcp = new McpServer(
    { name: 'plugboard', version: '1.0.0' },
    { capabilities: { tools: { listChanged: false } }, instructions: INSTRUCTIONS },
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
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  await mcp.connect(transport);
  try {
    await transport.handleRequest(ctx.req, ctx.res, ctx.body);
  } finally {
    await mcp.close();
  }
  return SENT as unknown as OperationReply<'mcpPost'>;
}
