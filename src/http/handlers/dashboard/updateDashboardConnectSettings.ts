import { auditOf } from '../../audit-of.js';
import { dashboardEnvironment } from '../../dashboard-ui/session.js';
import { defineHandler } from '../../handler-context.js';
import { json } from '../../reply.js';

export default defineHandler<'updateDashboardConnectSettings'>(async (ctx) => {
  const env = await dashboardEnvironment(ctx);
  return json(await ctx.services.dashboard.updateConnectSettings(env, ctx.body, auditOf(ctx)));
});
