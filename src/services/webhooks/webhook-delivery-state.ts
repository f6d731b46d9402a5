import type { WebhookDoc } from '../../store/webhooks.repo.js';

export interface WebhookDeliveryState {
  state: 'active' | 'parked' | 'probing';
  parkedSince: string | null;
  parkedUntil: string | null;
  failures: number;
  reason: string | null;
}

/**
 * Whether deliveries go to a webhook, as the API and the dashboard show it: parked by its circuit breaker (see
 * EndpointGate) until `parkedUntil`, then probing (one delivery tries it) until an attempt succeeds.
 */
export function webhookDeliveryState(doc: Pick<WebhookDoc, 'parked'>, now = Date.now()): WebhookDeliveryState {
  const p = doc.parked;
  if (!p) return { state: 'active', parkedSince: null, parkedUntil: null, failures: 0, reason: null };
  return {
    state: p.until.getTime() > now ? 'parked' : 'probing',
    parkedSince: p.since.toISOString(),
    parkedUntil: p.until.toISOString(),
    failures: p.failures,
    reason: p.reason,
  };
}
