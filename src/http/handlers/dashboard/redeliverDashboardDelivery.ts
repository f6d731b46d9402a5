import { defineHandler } from '../../handler-context.js';
import { dashboardEnvironment } from '../../dashboard-ui/session.js';
import { json } from '../../reply.js';

export default defineHandler<'redeliverDashboardDelivery'>(async (ctx) => {
  const env = await dashboardEnvironment(ctx);
  return json(await ctx.services.dashboardWebhooks.redeliver(env, ctx.params.webhookId, ctx.params.deliveryId), 202);
});
