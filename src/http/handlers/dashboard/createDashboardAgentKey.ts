import { auditOf } from '../../audit-of.js';
import { defineHandler } from '../../handler-context.js';
import { dashboardEnvironment } from '../../dashboard-ui/session.js';
import { presentAgentKey } from '../../present/agent-key.js';
import { json } from '../../reply.js';

export default defineHandler<'createDashboardAgentKey'>(async (ctx) => {
  const env = await dashboardEnvironment(ctx);
  const { key, secret } = await ctx.services.agentKeys.create(env, ctx.body, auditOf(ctx));
  return json({ agentKey: presentAgentKey(key), secret, mcpUrl: ctx.services.agentKeys.mcpUrl }, 201);
});
