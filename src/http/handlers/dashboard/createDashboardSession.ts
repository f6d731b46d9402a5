import { defineHandler } from '../../handler-context.js';
import { clientAddressOf } from '../../auth-guards.js';
import { sessionCookie } from '../../dashboard-ui/session.js';
import { json } from '../../reply.js';

export default defineHandler<'createDashboardSession'>(async (ctx) => {
  const { cookieValue, view, maxAgeS } = await ctx.services.dashboardAuth.signIn(ctx.body, {
    address: clientAddressOf(ctx.req),
    userAgent: ctx.req.get('user-agent'),
  });
  // req.secure: https at this hop, or the trusted proxy's X-Forwarded-Proto (PLUGBOARD_TRUST_PROXY).
  return json(view, 200, { 'set-cookie': sessionCookie(cookieValue, maxAgeS, ctx.req.secure), 'cache-control': 'no-store' });
});
