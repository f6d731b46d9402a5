import { auditOf } from '../../audit-of.js';
import { defineHandler } from '../../handler-context.js';
import { noContent, teamActor } from '../../dashboard-ui/session.js';

export default defineHandler<'deleteDashboardInvite'>(async (ctx) => {
  teamActor(ctx);
  await ctx.services.dashboardInvites.revoke(ctx.params.projectId, ctx.params.inviteId, auditOf(ctx));
  return noContent();
});
