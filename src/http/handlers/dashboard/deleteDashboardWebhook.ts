import { auditOf } from '../../audit-of.js';
import { defineHandler } from '../../handler-context.js';
import { dashboardEnvironment, noContent } from '../../dashboard-ui/session.js';

export default defineHandler<'deleteDashboardWebhook'>(async (ctx) => {
  const env = await dashboardEnvironment(ctx);
  await ctx.services.dashboardWebhooks.delete(env, ctx.params.webhookId, auditOf(ctx));
  return noContent();
});
