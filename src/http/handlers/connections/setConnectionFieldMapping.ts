import { auditOf } from '../../audit-of.js';
import { defineHandler } from '../../handler-context.js';
import { requireEnvironment } from '../../auth-guards.js';
import { ok } from '../../reply.js';

export default defineHandler<'setConnectionFieldMapping'>(async ({ auth, body, req, services }) =>
  ok({
    fieldMappings: await services.fieldMappings.set(
      requireEnvironment(auth),
      body.id,
      body.model,
      body.mapping,
      auditOf({ auth, req, services }),
    ),
  }),
);
