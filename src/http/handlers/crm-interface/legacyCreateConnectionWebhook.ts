import { auditOf } from '../../audit-of.js';
import { defineHandler } from '../../handler-context.js';
import { requireEnvironment } from '../../auth-guards.js';
import { json } from '../../reply.js';

/** Older interface: the access token is in the body; the service checks it names a connection of this environment. */
export default defineHandler<'legacyCreateConnectionWebhook'>(async ({ auth, body, req, services }) => {
  const env = requireEnvironment(auth);
  const connection = await services.authContext.connectionForAccessToken(body.accessToken);
  return json({
    webhook: await services.webhooks.createForConnection(env, connection, body.webhook.webhookUrl, auditOf({ auth, req, services })),
  });
});
