import { auditOf } from '../../audit-of.js';
import { defineHandler } from '../../handler-context.js';
import { requireEnvironment } from '../../auth-guards.js';
import { json } from '../../reply.js';

export default defineHandler<'createWebhook'>(async ({ auth, body, req, services }) =>
  json({ webhook: await services.webhooks.create(requireEnvironment(auth), body.url, auditOf({ auth, req, services })) }),
);
