import { defineHandler } from '../../handler-context.js';
import { dashboardEnvironment } from '../../dashboard-ui/session.js';
import { json } from '../../reply.js';

export default defineHandler<'listDashboardApiKeys'>(async (ctx) => {
  const env = await dashboardEnvironment(ctx);
  return json({ items: await ctx.services.apiKeys.list(env) });
});
