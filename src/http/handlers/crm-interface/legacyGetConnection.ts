import { defineHandler } from '../../handler-context.js';
import { presentConnection } from '../../present/connection.js';
import { requireEnvironment } from '../../auth-guards.js';
import { json } from '../../reply.js';

export default defineHandler<'legacyGetConnection'>(async ({ auth, query, services }) => {
  const env = requireEnvironment(auth);
  return json({ connection: presentConnection(await services.connections.get(env, query.connectionId), env) });
});
