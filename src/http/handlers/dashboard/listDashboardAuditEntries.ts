import { defineHandler } from '../../handler-context.js';
import { dashboardEnvironment } from '../../dashboard-ui/session.js';
import { json } from '../../reply.js';
import { environmentScope } from '../../../services/audit/audit-trail-service.js';

export default defineHandler<'listDashboardAuditEntries'>(async (ctx) => {
  const env = await dashboardEnvironment(ctx);
  const { actor, action, cursor, limit } = ctx.query;
  const page = await ctx.services.auditTrail.page({
    ...environmentScope(env),
    actor,
    action,
    cursor,
    limit,
  });
  // The dashboard's list shape (`items`), as every page of the dashboard reads it (web/dashboard/list.tsx).
  return json({ items: page.entries, nextCursor: page.nextCursor });
});
