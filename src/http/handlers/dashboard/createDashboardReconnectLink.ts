import { defineHandler } from '../../handler-context.js';
import { dashboardEnvironment } from '../../dashboard-ui/session.js';
import { json } from '../../reply.js';

export default defineHandler<'createDashboardReconnectLink'>(async (ctx) => {
  const env = await dashboardEnvironment(ctx);
  return json(await ctx.services.dashboard.reconnectLink(env, ctx.params.connectionId));
});
