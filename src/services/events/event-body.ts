import type { ConnectorEvent } from '../../events/connector-event.js';
import type { EventDoc } from '../../store/events.repo.js';

/**
 * Associated data of a sealed reconnect link. A `connection.degraded` event's link holds a live session token
 * (15 minutes): the stored event (and the log's copy) says `reconnectUrl: null`, the outbox deliveries keep the
 * link sealed beside their body, and each webhook attempt puts it back into the body it sends.
 */
export const RECONNECT_URL_CONTEXT = 'event.reconnectUrl';

/** The body of a stored event as webhooks receive it and the event log returns it: the same bytes either way. */
export function eventBody(ev: EventDoc): ConnectorEvent {
  const body: ConnectorEvent = {
    connectionId: ev.connectionId,
    eventId: ev.eventId,
    eventTime: ev.eventTime.toISOString(),
    eventType: ev.eventType,
  };
  if (ev.data) body.data = { id: ev.data.id };
  if (ev.health) body.health = ev.health;
  if (ev.revocation) body.revocation = ev.revocation;
  return body;
}

/** A stored health event's JSON with its reconnect link put back (key order kept, so every attempt sends the same bytes). */
export function withReconnectUrl(json: string, reconnectUrl: string | null): string {
  const body = JSON.parse(json) as ConnectorEvent;
  if (!body.health || !reconnectUrl) return json;
  body.health.reconnectUrl = reconnectUrl;
  return JSON.stringify(body);
}
