import { auditOf } from '../../audit-of.js';
import { defineHandler } from '../../handler-context.js';
import { dashboardEnvironment } from '../../dashboard-ui/session.js';
import { json } from '../../reply.js';

export default defineHandler<'createDashboardApiKey'>(async (ctx) => {
  const env = await dashboardEnvironment(ctx);
  const created = await ctx.services.apiKeys.create(env, ctx.body, auditOf(ctx));
  // The answer carries the secret, shown this once: no cache may keep it.
  return json(created, 201, { 'cache-control': 'no-store' });
});
