import { defineHandler } from '../../handler-context.js';
import { requireEnvironment } from '../../auth-guards.js';
import { json } from '../../reply.js';

/** Older interface: the access token is a query parameter; the service checks it names a connection of this environment. */
export default defineHandler<'legacyListConnectionWebhooks'>(async ({ auth, query, services }) => {
  const env = requireEnvironment(auth);
  const connection = await services.authContext.connectionForAccessToken(query.accessToken);
  return json({ webhooks: await services.webhooks.listForConnection(env, connection) });
});
