import { defineHandler } from '../../handler-context.js';
import { dashboardAccount } from '../../dashboard-ui/session.js';
import { json } from '../../reply.js';

export default defineHandler<'startDashboardTotp'>(async (ctx) =>
  json(await ctx.services.dashboardTwoFactor.start(await dashboardAccount(ctx)), 200, { 'cache-control': 'no-store' }),
);
