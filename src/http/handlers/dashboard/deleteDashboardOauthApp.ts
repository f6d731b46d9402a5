import { auditOf } from '../../audit-of.js';
import { defineHandler } from '../../handler-context.js';
import { dashboardEnvironment, noContent } from '../../dashboard-ui/session.js';

export default defineHandler<'deleteDashboardOauthApp'>(async (ctx) => {
  const env = await dashboardEnvironment(ctx);
  await ctx.services.oauthApps.delete(env, ctx.params.oauthAppId, auditOf(ctx));
  return noContent();
});
