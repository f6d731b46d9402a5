import { dashboardEnvironment } from '../../dashboard-ui/session.js';
import { defineHandler } from '../../handler-context.js';
import { json } from '../../reply.js';

/** The bulk revocation's plan, from the same service as `admin connections revoke-all`. */
export default defineHandler<'getDashboardRevokePlan'>(async (ctx) => {
  const env = await dashboardEnvironment(ctx);
  const { integrationId, byIntegration, total } = await ctx.services.bulkRevoke.plan(env, ctx.query.integrationId);
  return json({ integrationId, byIntegration, total });
});
