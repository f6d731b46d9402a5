import { defineHandler } from '../../handler-context.js';
import { requireEnvironment } from '../../auth-guards.js';
import { json } from '../../reply.js';

export default defineHandler<'listWebhooks'>(async ({ auth, services }) =>
  json({ webhooks: await services.webhooks.list(requireEnvironment(auth)) }),
);
