import { dashboardEnvironment } from '../../dashboard-ui/session.js';
import { defineHandler } from '../../handler-context.js';
import { json } from '../../reply.js';

export default defineHandler<'listDashboardRevocations'>(async (ctx) => {
  const env = await dashboardEnvironment(ctx);
  return json({ items: await ctx.services.revocations.pendingIn(env.id) });
});
