import { auditOf } from '../../audit-of.js';
import { clientAddressOf } from '../../auth-guards.js';
import { defineHandler } from '../../handler-context.js';
import { dashboardAccount, noContent } from '../../dashboard-ui/session.js';

export default defineHandler<'disableDashboardTotp'>(async (ctx) => {
  const user = await dashboardAccount(ctx);
  await ctx.services.dashboardAuth.confirmPassword(user.email, ctx.body.password, clientAddressOf(ctx.req));
  await ctx.services.dashboardTwoFactor.disable(user, auditOf(ctx));
  return noContent();
});
