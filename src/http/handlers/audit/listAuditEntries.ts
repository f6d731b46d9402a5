import { defineHandler } from '../../handler-context.js';
import { requireEnvironment } from '../../auth-guards.js';
import { ok } from '../../reply.js';

export default defineHandler<'listAuditEntries'>(async ({ auth, body, services }) => {
  const env = requireEnvironment(auth);
  const { actor, action, cursor, limit } = body;
  return ok(
    await services.auditTrail.page({
      environmentIds: [env.id],
      projectId: env.projectId,
      includeGlobal: false,
      actor,
      action,
      cursor,
      limit,
    }),
  );
});
