import { auditOf } from '../../audit-of.js';
import { defineHandler } from '../../handler-context.js';
import { requireEnvironment } from '../../auth-guards.js';
import { json } from '../../reply.js';

/** Older interface: the access token is a query parameter; only a webhook of that connection can be deleted. */
export default defineHandler<'legacyDeleteConnectionWebhook'>(async ({ auth, query, req, services }) => {
  const env = requireEnvironment(auth);
  const connection = await services.authContext.connectionForAccessToken(query.accessToken);
  return json(await services.webhooks.deleteForConnection(env, connection, query.id, auditOf({ auth, req, services })));
});
