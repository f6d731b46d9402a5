import { auditOf } from '../../audit-of.js';
import { defineHandler } from '../../handler-context.js';
import { dashboardEnvironment } from '../../dashboard-ui/session.js';
import { presentOauthApp } from '../../present/oauth-app.js';
import { json } from '../../reply.js';

export default defineHandler<'createDashboardOauthApp'>(async (ctx) => {
  const env = await dashboardEnvironment(ctx);
  const app = await ctx.services.oauthApps.create(env, ctx.body, auditOf(ctx));
  return json(presentOauthApp(app, ctx.services.oauthApps.redirectUri), 201);
});
