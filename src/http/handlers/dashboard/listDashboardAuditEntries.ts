import { defineHandler } from '../../handler-context.js';
import { dashboardEnvironment } from '../../dashboard-ui/session.js';
import { json } from '../../reply.js';

export default defineHandler<'listDashboardAuditEntries'>(async (ctx) => {
  const env = await dashboardEnvironment(ctx);
  const { actor, action, cursor, limit } = ctx.query;
  return json(await ctx.services.auditTrail.page({ environmentIds: [env.id], includeGlobal: false, actor, action, cursor, limit }));
});
