import { defineHandler } from '../../handler-context.js';
import { presentOauthApp } from '../../present/oauth-app.js';
import { requireEnvironment } from '../../auth-guards.js';
import { ok } from '../../reply.js';

export default defineHandler<'listOauthApps'>(async ({ auth, body, services }) => {
  const apps = await services.oauthApps.list(requireEnvironment(auth), body.integrationId);
  return ok({ oauthApps: apps.map((a) => presentOauthApp(a, services.oauthApps.redirectUri)) });
});
