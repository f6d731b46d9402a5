import { defineHandler } from '../../handler-context.js';
import { dashboardEnvironment } from '../../dashboard-ui/session.js';
import { json } from '../../reply.js';

export default defineHandler<unknown, { cursor?: string; limit?: number; outcome?: 'pending' | 'delivered' | 'failed' }>(async (ctx) => {
  const env = await dashboardEnvironment(ctx);
  return json(await ctx.services.dashboardWebhooks.deliveriesPage(env, String(ctx.params['webhookId']), ctx.query));
});
