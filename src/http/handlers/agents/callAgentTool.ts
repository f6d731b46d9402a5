import { agentCallerOf } from '../../agents/agent-caller.js';
import { defineHandler } from '../../handler-context.js';
import { ok } from '../../reply.js';

export default defineHandler<'callAgentTool'>(async ({ auth, headers, body, services, res }) => {
  const outcome = await services.agentTools.call(
    agentCallerOf(auth, headers, 'api', res.getHeader('x-request-id')),
    body.name,
    body.arguments ?? {},
  );
  return ok({ name: body.name, isError: outcome.isError, output: outcome.structured });
});
