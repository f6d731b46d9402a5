import { auditOf } from '../../audit-of.js';
import { defineHandler } from '../../handler-context.js';
import { dashboardEnvironment, noContent } from '../../dashboard-ui/session.js';

export default defineHandler<'revokeDashboardApiKey'>(async (ctx) => {
  const env = await dashboardEnvironment(ctx);
  await ctx.services.apiKeys.revoke(env, ctx.params.apiKeyId, auditOf(ctx));
  return noContent();
});
