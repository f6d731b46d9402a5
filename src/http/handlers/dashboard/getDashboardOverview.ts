import { defineHandler } from '../../handler-context.js';
import { dashboardEnvironment } from '../../dashboard-ui/session.js';
import { json } from '../../reply.js';

export default defineHandler<'getDashboardOverview'>(async (ctx) => {
  const env = await dashboardEnvironment(ctx);
  // The database's state as this process knows it (a full disk refuses writes while reads still work).
  return json({ ...(await ctx.services.dashboard.overview(env)), store: ctx.services.health.storeState() });
});
