import { defineHandler } from '../../handler-context.js';
import { dashboardEnvironment } from '../../dashboard-ui/session.js';
import { presentOauthApp } from '../../present/oauth-app.js';
import { json } from '../../reply.js';

export default defineHandler<'listDashboardOauthApps'>(async (ctx) => {
  const env = await dashboardEnvironment(ctx);
  const apps = await ctx.services.oauthApps.list(env);
  const redirectUri = ctx.services.oauthApps.redirectUri;
  return json({ items: apps.map((a) => presentOauthApp(a, redirectUri)), redirectUri });
});
