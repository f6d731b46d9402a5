import { defineHandler } from '../../handler-context.js';
import { requireEnvironment } from '../../auth-guards.js';
import { ok } from '../../reply.js';

export default defineHandler<'getConnectionFieldMappings'>(async ({ auth, body, services }) =>
  ok({ fieldMappings: await services.fieldMappings.get(requireEnvironment(auth), body.id) }),
);
