import { defineHandler } from '../../handler-context.js';
import { sessionCookie } from '../../dashboard-ui/session.js';
import { json } from '../../reply.js';

export default defineHandler<'createDashboardSession'>(async (ctx) => {
  const client = ctx.req.socket.remoteAddress ?? 'unknown';
  const { cookieValue, view, maxAgeS } = await ctx.services.dashboardAuth.signIn(ctx.body.token, client);
  return json(view, 200, { 'set-cookie': sessionCookie(cookieValue, maxAgeS, ctx.req.secure), 'cache-control': 'no-store' });
});
