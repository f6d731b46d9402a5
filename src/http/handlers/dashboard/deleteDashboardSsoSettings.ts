import { auditOf } from '../../audit-of.js';
import { dashboardEnvironment, noContent } from '../../dashboard-ui/session.js';
import { defineHandler } from '../../handler-context.js';

export default defineHandler<'deleteDashboardSsoSettings'>(async (ctx) => {
  const env = await dashboardEnvironment(ctx);
  const { ssoSettings } = ctx.services;
  await ssoSettings.remove(env.projectId, auditOf(ctx), await ssoSettings.environmentsOf(env.projectId));
  return noContent();
});
