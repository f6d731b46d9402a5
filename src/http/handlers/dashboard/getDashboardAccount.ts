import { defineHandler } from '../../handler-context.js';
import { dashboardAccount } from '../../dashboard-ui/session.js';
import { json } from '../../reply.js';

export default defineHandler<'getDashboardAccount'>(async (ctx) => {
  const user = await dashboardAccount(ctx);
  return json({ userId: user._id, email: user.email, twoFactor: ctx.services.dashboardTwoFactor.status(user) }, 200, {
    'cache-control': 'no-store',
  });
});
