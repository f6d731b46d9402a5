import { defineHandler } from '../../handler-context.js';
import { requireEnvironment } from '../../auth-guards.js';
import { ok } from '../../reply.js';

export default defineHandler<'deleteConnection'>(async ({ auth, body, services }) => {
  await services.connections.delete(requireEnvironment(auth), body.id);
  return ok({ id: body.id });
});
