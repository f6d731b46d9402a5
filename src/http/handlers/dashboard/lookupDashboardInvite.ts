import { clientAddressOf } from '../../auth-guards.js';
import { defineHandler } from '../../handler-context.js';
import { json } from '../../reply.js';

export default defineHandler<'lookupDashboardInvite'>(async (ctx) =>
  json(await ctx.services.dashboardInvites.lookup(ctx.body.token, clientAddressOf(ctx.req)), 200, { 'cache-control': 'no-store' }),
);
