import { defineHandler } from '../../handler-context.js';
import { dashboardEnvironment } from '../../dashboard-ui/session.js';
import { json } from '../../reply.js';

export default defineHandler<'resyncDashboardConnection'>(async (ctx) => {
  const env = await dashboardEnvironment(ctx);
  return json(await ctx.services.dashboard.resync(env, ctx.params.connectionId), 202);
});
