import type { DeliveryDoc } from '../../store/deliveries.repo.js';

export interface DeliveryView {
  id: string;
  webhookId: string;
  eventId: string;
  eventType: string;
  connectionId: string;
  status: DeliveryDoc['status'];
  attempts: { attempt: number; at: string; statusCode: number | null; durationMs: number; error: string | null }[];
  createdTime: string;
}

/** A delivery (pending in the outbox or finished in the log) as the API and the dashboard show it. */
export function deliveryView(
  d: Pick<DeliveryDoc, '_id' | 'webhookId' | 'eventId' | 'eventType' | 'connectionId' | 'status' | 'attempts' | 'createdAt'>,
): DeliveryView {
  return {
    id: d._id,
    webhookId: d.webhookId,
    eventId: d.eventId,
    eventType: d.eventType,
    connectionId: d.connectionId,
    status: d.status,
    attempts: d.attempts.map((a) => ({
      attempt: a.attempt,
      at: a.at.toISOString(),
      statusCode: a.statusCode,
      durationMs: a.durationMs,
      error: a.error,
    })),
    createdTime: d.createdAt.toISOString(),
  };
}
