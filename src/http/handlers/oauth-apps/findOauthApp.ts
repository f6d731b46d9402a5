import { defineHandler } from '../../handler-context.js';
import { presentOauthApp } from '../../present/oauth-app.js';
import { requireEnvironment } from '../../auth-guards.js';
import { ok } from '../../reply.js';

export default defineHandler<'findOauthApp'>(async ({ auth, body, services }) => {
  const app = await services.oauthApps.get(requireEnvironment(auth), body.id);
  return ok({ oauthApp: presentOauthApp(app, services.oauthApps.redirectUri) });
});
