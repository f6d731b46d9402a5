import { defineHandler } from '../../handler-context.js';
import { teamActor } from '../../dashboard-ui/session.js';
import { json } from '../../reply.js';

export default defineHandler<'listDashboardProjectUsers'>(async (ctx) => {
  teamActor(ctx);
  return json({ items: await ctx.services.dashboardTeam.list(ctx.params.projectId) }, 200, { 'cache-control': 'no-store' });
});
