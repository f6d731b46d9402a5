import { defineHandler } from '../../handler-context.js';
import { requireEnvironment } from '../../auth-guards.js';
import { ok } from '../../reply.js';

export default defineHandler<'listConnectionToolFields'>(async ({ auth, body, services }) =>
  ok({ fields: await services.fieldMappings.listToolFields(requireEnvironment(auth), body.id, body.model) }),
);
