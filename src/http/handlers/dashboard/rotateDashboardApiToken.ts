import { auditOf } from '../../audit-of.js';
import { defineHandler } from '../../handler-context.js';
import { clientAddressOf } from '../../auth-guards.js';
import { dashboardEnvironment, dashboardSession } from '../../dashboard-ui/session.js';
import { json } from '../../reply.js';

export default defineHandler<'rotateDashboardApiToken'>(async (ctx) => {
  const env = await dashboardEnvironment(ctx);
  const rotated = await ctx.services.dashboardAuth.rotateApiToken(
    dashboardSession(ctx),
    env,
    ctx.body.currentToken,
    clientAddressOf(ctx.req),
    auditOf(ctx),
  );
  return json(rotated, 200, { 'cache-control': 'no-store' });
});
