import { dashboardEnvironment } from '../../dashboard-ui/session.js';
import { defineHandler } from '../../handler-context.js';
import { json } from '../../reply.js';

export default defineHandler<'getDashboardSsoSettings'>(async (ctx) => {
  const env = await dashboardEnvironment(ctx);
  const { ssoSettings } = ctx.services;
  return json({ redirectUri: ssoSettings.redirectUri, settings: await ssoSettings.get(env.projectId) });
});
