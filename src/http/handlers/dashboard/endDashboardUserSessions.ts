import { auditOf } from '../../audit-of.js';
import { defineHandler } from '../../handler-context.js';
import { teamActor } from '../../dashboard-ui/session.js';
import { json } from '../../reply.js';

export default defineHandler<'endDashboardUserSessions'>(async (ctx) => {
  const { projectId, userId } = ctx.params;
  const ended = await ctx.services.dashboardTeam.endSessions(teamActor(ctx), projectId, userId, ctx.query.sessionId, auditOf(ctx));
  return json({ ended });
});
