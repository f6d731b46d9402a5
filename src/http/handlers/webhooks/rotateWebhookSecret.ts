import { auditOf } from '../../audit-of.js';
import { defineHandler } from '../../handler-context.js';
import { requireEnvironment } from '../../auth-guards.js';
import { json } from '../../reply.js';

export default defineHandler<'rotateWebhookSecret'>(async ({ auth, body, req, services }) =>
  json(await services.webhooks.rotateSecret(requireEnvironment(auth), body.id, auditOf({ auth, req, services }))),
);
