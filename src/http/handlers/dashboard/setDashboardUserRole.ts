import { auditOf } from '../../audit-of.js';
import { defineHandler } from '../../handler-context.js';
import { noContent, teamActor } from '../../dashboard-ui/session.js';
import { json } from '../../reply.js';

export default defineHandler<'setDashboardUserRole'>(async (ctx) => {
  const { projectId, userId } = ctx.params;
  const member = await ctx.services.dashboardTeam.setRole(teamActor(ctx), projectId, userId, ctx.body.role, auditOf(ctx));
  // 204 on removal: the generated reply type holds the 2xx bodies only, and a 204 has none (the spec declares it).
  return member ? json(member) : (noContent() as never);
});
