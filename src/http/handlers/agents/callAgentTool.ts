import { agentCallerOf } from '../../agents/agent-caller.js';
import { defineHandler } from '../../handler-context.js';
import { ok } from '../../reply.js';

export default defineHandler<'callAgentTool'>(async (ctx) => {
  const { body, services } = ctx;
  const outcome = await services.agentTools.call(await agentCallerOf(ctx, 'api'), body.name, body.arguments ?? {});
  return ok({ name: body.name, isError: outcome.isError, output: outcome.structured });
});
