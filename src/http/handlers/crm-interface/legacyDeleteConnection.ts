import { auditOf } from '../../audit-of.js';
import { defineHandler } from '../../handler-context.js';
import { requireEnvironment } from '../../auth-guards.js';
import { json } from '../../reply.js';

export default defineHandler<'legacyDeleteConnection'>(async ({ auth, query, req, services }) =>
  json(
    await services.legacyCrm.deleteConnection(
      requireEnvironment(auth),
      query.connectionId,
      query.accessToken,
      auditOf({ auth, req, services }),
    ),
  ),
);
