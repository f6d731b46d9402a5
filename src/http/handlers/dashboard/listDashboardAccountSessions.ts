import { defineHandler } from '../../handler-context.js';
import { dashboardAccount, dashboardSession } from '../../dashboard-ui/session.js';
import { json } from '../../reply.js';

export default defineHandler<'listDashboardAccountSessions'>(async (ctx) => {
  const user = await dashboardAccount(ctx);
  return json({ items: await ctx.services.dashboardTeam.sessionItems(user._id, dashboardSession(ctx).id) }, 200, {
    'cache-control': 'no-store',
  });
});
