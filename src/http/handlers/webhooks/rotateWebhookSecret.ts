import { defineHandler } from '../../handler-context.js';
import { requireEnvironment } from '../../auth-guards.js';
import { json } from '../../reply.js';

export default defineHandler<'rotateWebhookSecret'>(async ({ auth, body, services }) =>
  json(await services.webhooks.rotateSecret(requireEnvironment(auth), body.id)),
);
