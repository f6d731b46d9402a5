import { auditOf } from '../../audit-of.js';
import { requireEnvironment } from '../../auth-guards.js';
import { defineHandler } from '../../handler-context.js';
import { ok } from '../../reply.js';

export default defineHandler<'createApiKey'>(async ({ auth, body, req, services }) => {
  const created = await services.apiKeys.create(requireEnvironment(auth), body, auditOf({ auth, req, services }));
  // The answer carries the secret, shown this once: no cache may keep it.
  return ok(created, { 'cache-control': 'no-store' });
});
