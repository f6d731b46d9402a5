import { defineHandler } from '../../handler-context.js';
import { dashboardEnvironment } from '../../dashboard-ui/session.js';
import { presentAgentKey } from '../../present/agent-key.js';
import { json } from '../../reply.js';

export default defineHandler<'listDashboardAgentKeys'>(async (ctx) => {
  const env = await dashboardEnvironment(ctx);
  const keys = await ctx.services.agentKeys.list(env);
  const now = new Date();
  return json({ items: keys.map((k) => presentAgentKey(k, now)), mcpUrl: ctx.services.agentKeys.mcpUrl });
});
