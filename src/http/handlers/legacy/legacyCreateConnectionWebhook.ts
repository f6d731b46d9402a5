import { PlugboardError } from '../../../errors/plugboard-error.js';
import { defineHandler } from '../../handler-context.js';
import { requireEnvironment } from '../../present/session.js';
import { json } from '../../reply.js';

/** Older interface: the access token travels in the body; it must name a connection of the API token's environment. */
export default defineHandler<{ accessToken: string; webhook: { webhookUrl: string } }>(async ({ auth, body, services }) => {
  const env = requireEnvironment(auth);
  const connection = await services.authContext.connectionForAccessToken(body.accessToken);
  if (!connection || connection.environmentId !== env.id) throw new PlugboardError('UNAUTHORIZED', 'Unknown access token for this API token');
  return json({ webhook: await services.webhooks.createForConnection(env, connection, body.webhook.webhookUrl) });
});
