import { auditOf } from '../../audit-of.js';
import { dashboardEnvironment } from '../../dashboard-ui/session.js';
import { defineHandler } from '../../handler-context.js';
import { json } from '../../reply.js';

export default defineHandler<'updateDashboardSsoSettings'>(async (ctx) => {
  const env = await dashboardEnvironment(ctx);
  const { ssoSettings } = ctx.services;
  const environmentIds = await ssoSettings.environmentsOf(env.projectId);
  const settings = await ssoSettings.set(env.projectId, ctx.body, auditOf(ctx), environmentIds);
  return json({ redirectUri: ssoSettings.redirectUri, settings });
});
