import { defineHandler } from '../../handler-context.js';
import { dashboardEnvironment } from '../../dashboard-ui/session.js';
import { json } from '../../reply.js';

export default defineHandler<'sendDashboardTestEvent'>(async (ctx) => {
  const env = await dashboardEnvironment(ctx);
  return json(await ctx.services.dashboardWebhooks.sendTest(env, ctx.params.webhookId), 202);
});
