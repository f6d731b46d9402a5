import { defineHandler } from '../../handler-context.js';
import { requireEnvironment } from '../../auth-guards.js';
import { json } from '../../reply.js';

export default defineHandler<'sendWebhookTestEvent'>(async ({ auth, body, services }) => {
  const env = requireEnvironment(auth);
  const sent = await services.events.publishTestEvent(env, body.id);
  return json({ eventId: sent.eventId, eventType: 'system.webhook.test' as const, deliveries: sent.deliveries });
});
