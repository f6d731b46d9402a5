import { defineHandler } from '../../handler-context.js';
import { presentOauthApp } from '../../present/oauth-app.js';
import { requireEnvironment } from '../../present/session.js';
import { ok } from '../../reply.js';

interface Body {
  clientId: string;
  clientSecret: string;
  integrationId: string;
  scopes?: string[];
}

export default defineHandler<Body>(async ({ auth, body, services }) => {
  const app = await services.oauthApps.create(requireEnvironment(auth), body);
  return ok({ oauthApp: presentOauthApp(app, services.oauthApps.redirectUri) });
});
