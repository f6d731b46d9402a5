import { defineHandler } from '../../handler-context.js';
import { json } from '../../reply.js';

export default defineHandler<'getDashboardSignInOptions'>((ctx) =>
  json(ctx.services.dashboardAuth.signInOptions(), 200, { 'cache-control': 'no-store' }),
);
