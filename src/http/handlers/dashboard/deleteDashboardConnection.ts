import { auditOf } from '../../audit-of.js';
import { defineHandler } from '../../handler-context.js';
import { dashboardEnvironment, noContent } from '../../dashboard-ui/session.js';

export default defineHandler<'deleteDashboardConnection'>(async (ctx) => {
  const env = await dashboardEnvironment(ctx);
  await ctx.services.dashboard.deleteConnection(env, ctx.params.connectionId, auditOf(ctx));
  return noContent();
});
