import { defineHandler } from '../../handler-context.js';
import { presentConnection } from '../../present/connection.js';
import { requireEnvironment } from '../../auth-guards.js';
import { ok } from '../../reply.js';

export default defineHandler<'findConnection'>(async ({ auth, body, services }) => {
  const env = requireEnvironment(auth);
  return ok({ connection: presentConnection(await services.connections.get(env, body.id), env) });
});
