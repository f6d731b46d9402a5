import { defineHandler } from '../../handler-context.js';
import { presentConnection } from '../../present/connection.js';
import { requireEnvironment } from '../../auth-guards.js';
import { ok } from '../../reply.js';

export default defineHandler<'listConnections'>(async ({ auth, services }) => {
  const env = requireEnvironment(auth);
  const docs = await services.connections.list(env);
  const subscriptions = await services.toolSubscriptions.listMany(docs.map((d) => d.id));
  return ok({ connections: docs.map((d) => presentConnection(d, env, subscriptions.get(d.id) ?? [])) });
});
