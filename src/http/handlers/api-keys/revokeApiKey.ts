import { auditOf } from '../../audit-of.js';
import { requireEnvironment } from '../../auth-guards.js';
import { defineHandler } from '../../handler-context.js';
import { ok } from '../../reply.js';

export default defineHandler<'revokeApiKey'>(async ({ auth, body, req, services }) => {
  return ok({ apiKey: await services.apiKeys.revoke(requireEnvironment(auth), body.id, auditOf({ auth, req, services })) });
});
