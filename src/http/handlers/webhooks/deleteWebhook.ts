import { auditOf } from '../../audit-of.js';
import { defineHandler } from '../../handler-context.js';
import { requireEnvironment } from '../../auth-guards.js';
import { json } from '../../reply.js';

export default defineHandler<'deleteWebhook'>(async ({ auth, body, req, services }) =>
  json(await services.webhooks.delete(requireEnvironment(auth), body.id, auditOf({ auth, req, services }))),
);
