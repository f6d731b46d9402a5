import { defineHandler } from '../../handler-context.js';
import { dashboardSession } from '../../dashboard-ui/session.js';
import { json } from '../../reply.js';

export default defineHandler<'getDashboardSession'>(async (ctx) =>
  json(await ctx.services.dashboardAuth.describe(dashboardSession(ctx)), 200, { 'cache-control': 'no-store' }),
);
