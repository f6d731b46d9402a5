import { auditOf } from '../../audit-of.js';
import { defineHandler } from '../../handler-context.js';
import { dashboardAccount, noContent } from '../../dashboard-ui/session.js';

export default defineHandler<'deleteDashboardAccountSession'>(async (ctx) => {
  const user = await dashboardAccount(ctx);
  await ctx.services.dashboardTeam.endOwnSession(user, ctx.params.sessionId, auditOf(ctx));
  return noContent();
});
