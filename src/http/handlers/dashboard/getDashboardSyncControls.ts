import { dashboardEnvironment } from '../../dashboard-ui/session.js';
import { defineHandler } from '../../handler-context.js';
import { json } from '../../reply.js';

export default defineHandler<'getDashboardSyncControls'>(async (ctx) => {
  const env = await dashboardEnvironment(ctx);
  return json(await ctx.services.connections.syncControls(env, ctx.params.connectionId));
});
