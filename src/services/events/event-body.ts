import type { ConnectorEvent } from '../../events/connector-event.js';
import type { EventDoc } from '../../store/events.repo.js';

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
  return body;
}
