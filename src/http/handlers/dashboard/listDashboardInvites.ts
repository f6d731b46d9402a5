import { defineHandler } from '../../handler-context.js';
import { teamActor } from '../../dashboard-ui/session.js';
import { json } from '../../reply.js';

export default defineHandler<'listDashboardInvites'>(async (ctx) => {
  teamActor(ctx);
  return json({ items: await ctx.services.dashboardInvites.list(ctx.params.projectId) }, 200, { 'cache-control': 'no-store' });
});
