import { defineHandler } from '../../handler-context.js';
import { requireEnvironment } from '../../auth-guards.js';
import { json } from '../../reply.js';

export default defineHandler<'listWebhookDeliveries'>(async ({ auth, body, services }) =>
  json({ deliveries: await services.webhooks.listDeliveries(requireEnvironment(auth), body.webhookId, body.limit ?? 50) }),
);
