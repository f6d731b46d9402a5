import { auditOf } from '../../audit-of.js';
import { defineHandler } from '../../handler-context.js';
import { presentOauthApp } from '../../present/oauth-app.js';
import { requireEnvironment } from '../../auth-guards.js';
import { ok } from '../../reply.js';

export default defineHandler<'createOauthApp'>(async ({ auth, body, req, services }) => {
  const app = await services.oauthApps.create(requireEnvironment(auth), body, auditOf({ auth, req, services }));
  return ok({ oauthApp: presentOauthApp(app, services.oauthApps.redirectUri) });
});
