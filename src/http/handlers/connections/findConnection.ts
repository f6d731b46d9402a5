import { defineHandler } from '../../handler-context.js';
import { presentConnection } from '../../present/connection.js';
import { requireEnvironment } from '../../auth-guards.js';
import { ok } from '../../reply.js';

export default defineHandler<'findConnection'>(async ({ auth, body, services }) => {
  const env = requireEnvironment(auth);
  const doc = await services.connections.get(env, body.id);
  return ok({ connection: presentConnection(doc, env, await services.toolSubscriptions.list(doc.id)) });
});
