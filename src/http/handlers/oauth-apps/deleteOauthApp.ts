import { auditOf } from '../../audit-of.js';
import { defineHandler } from '../../handler-context.js';
import { requireEnvironment } from '../../auth-guards.js';
import { ok } from '../../reply.js';

export default defineHandler<'deleteOauthApp'>(async ({ auth, body, req, services }) => {
  await services.oauthApps.delete(requireEnvironment(auth), body.id, auditOf({ auth, req, services }));
  return ok({ id: body.id });
});
