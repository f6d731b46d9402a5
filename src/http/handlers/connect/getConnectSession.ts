import { defineHandler } from '../../handler-context.js';
import { presentAuthMethod, presentIntegration } from '../../present/integration.js';
import { requireSession } from '../../auth-guards.js';
import { ok } from '../../reply.js';

export default defineHandler<'getConnectSession'>(async ({ auth, body, services }) => {
  const view = await services.connect.describe(requireSession(auth), body);
  return ok({
    integration: presentIntegration(view.integration, (id) => services.integrations.iconUrl(id)),
    oauthAppId: view.oauthAppId,
    status: view.status,
    sandbox: view.sandbox,
    authMethods: view.authMethods.map(presentAuthMethod),
  });
});
