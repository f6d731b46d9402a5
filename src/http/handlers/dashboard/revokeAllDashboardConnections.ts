import { auditOf } from '../../audit-of.js';
import { dashboardEnvironment } from '../../dashboard-ui/session.js';
import { defineHandler } from '../../handler-context.js';
import { json } from '../../reply.js';

/** Ends every connection (or one integration's) after a count confirmation: the service `admin connections revoke-all` uses. */
export default defineHandler<'revokeAllDashboardConnections'>(async (ctx) => {
  const env = await dashboardEnvironment(ctx);
  const { integrationId, confirmCount } = ctx.body;
  const { environmentId: _omit, ...report } = await ctx.services.bulkRevoke.revokeAll(
    env,
    { confirmCount, ...(integrationId ? { integrationId } : {}) },
    auditOf(ctx),
  );
  return json(report);
});
