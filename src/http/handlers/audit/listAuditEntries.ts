import { defineHandler } from '../../handler-context.js';
import { requireEnvironment } from '../../auth-guards.js';
import { ok } from '../../reply.js';
import { environmentScope } from '../../../services/audit/audit-trail-service.js';

export default defineHandler<'listAuditEntries'>(async ({ auth, body, services }) => {
  const env = requireEnvironment(auth);
  const { actor, action, cursor, limit } = body;
  return ok(
    await services.auditTrail.page({
      ...environmentScope(env),
      actor,
      action,
      cursor,
      limit,
    }),
  );
});
