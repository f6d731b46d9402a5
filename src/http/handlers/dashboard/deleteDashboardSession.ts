import { defineHandler } from '../../handler-context.js';
import { clearedSessionCookie, dashboardSession, noContent } from '../../dashboard-ui/session.js';

export default defineHandler<'deleteDashboardSession'>(async (ctx) => {
  await ctx.services.dashboardAuth.signOut(dashboardSession(ctx));
  return noContent({ 'set-cookie': clearedSessionCookie(ctx.req.secure) });
});
