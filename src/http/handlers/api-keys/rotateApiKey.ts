import { auditOf } from '../../audit-of.js';
import { requireEnvironment } from '../../auth-guards.js';
import { defineHandler } from '../../handler-context.js';
import { ok } from '../../reply.js';

export default defineHandler<'rotateApiKey'>(async ({ auth, body, req, services }) => {
  const rotated = await services.apiKeys.rotate(
    requireEnvironment(auth),
    body.id,
    body.gracePeriodSeconds ?? 0,
    auditOf({ auth, req, services }),
  );
  // The answer carries the new secret, shown this once: no cache may keep it.
  return ok(rotated, { 'cache-control': 'no-store' });
});
