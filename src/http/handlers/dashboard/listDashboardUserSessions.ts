import { defineHandler } from '../../handler-context.js';
import { dashboardSession, teamActor } from '../../dashboard-ui/session.js';
import { json } from '../../reply.js';

export default defineHandler<'listDashboardUserSessions'>(async (ctx) => {
  teamActor(ctx);
  const { user } = await ctx.services.dashboardTeam.member(ctx.params.projectId, ctx.params.userId);
  return json({ items: await ctx.services.dashboardTeam.sessionItems(user._id, dashboardSession(ctx).id) }, 200, {
    'cache-control': 'no-store',
  });
});
