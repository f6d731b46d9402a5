import { formatTools } from '../../../services/agents/tool-formats.js';
import { agentCallerOf } from '../../agents/agent-caller.js';
import { defineHandler, type OperationReply } from '../../handler-context.js';
import { ok } from '../../reply.js';

export default defineHandler<'listAgentTools'>(async (ctx) => {
  const { body, services } = ctx;
  const format = body.format ?? 'mcp';
  const tools = await services.agentTools.list(await agentCallerOf(ctx, 'api'));
  // The definitions' shapes are the AgentTool* schemas of openapi.yaml (response validation checks them).
  return ok({ format, tools: formatTools(tools, format) }) as unknown as OperationReply<'listAgentTools'>;
});
