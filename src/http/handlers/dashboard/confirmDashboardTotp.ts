import { auditOf } from '../../audit-of.js';
import { defineHandler } from '../../handler-context.js';
import { dashboardAccount } from '../../dashboard-ui/session.js';
import { json } from '../../reply.js';

export default defineHandler<'confirmDashboardTotp'>(async (ctx) => {
  const user = await dashboardAccount(ctx);
  return json(await ctx.services.dashboardTwoFactor.confirm(user._id, ctx.body.code, auditOf(ctx)), 200, { 'cache-control': 'no-store' });
});
