import { auditOf } from '../../audit-of.js';
import { defineHandler } from '../../handler-context.js';
import { dashboardEnvironment, noContent } from '../../dashboard-ui/session.js';

export default defineHandler<'revokeDashboardAgentKey'>(async (ctx) => {
  const env = await dashboardEnvironment(ctx);
  await ctx.services.agentKeys.revoke(env, ctx.params.agentKeyId, auditOf(ctx));
  return noContent();
});
