import { generateId } from '../../crypto/secret-box.js';
import type { ConnectorEvent } from '../../events/connector-event.js';
import type { Logger } from '../../log/logger.js';
import type { ConnectionDoc } from '../../store/connections.repo.js';
import type { DeliveriesRepo, DeliveryDoc } from '../../store/deliveries.repo.js';
import type { EventDoc, EventsRepo } from '../../store/events.repo.js';
import type { WebhooksRepo } from '../../store/webhooks.repo.js';
import { JOB_NAMES, type JobScheduler } from '../job-scheduler.js';

export interface NewEvent {
  eventType: string;
  data?: { id: string };
  eventTime?: Date;
}

/**
 * Turns changes into events: each event is stored, then one delivery per subscribed webhook (the environment's
 * project webhooks and the connection's own), each delivery a persisted job. Storing before enqueueing means a
 * crash in between leaves pending deliveries that `requeuePending` picks up at the next start.
 */
export class EventPublisher {
  constructor(
    private readonly events: EventsRepo,
    private readonly deliveries: DeliveriesRepo,
    private readonly webhooks: WebhooksRepo,
    private readonly scheduler: JobScheduler,
    private readonly log: Logger,
  ) {}

  async publish(connection: Pick<ConnectionDoc, 'id' | 'projectId' | 'environmentId'>, batch: NewEvent[]): Promise<number> {
    if (!batch.length) return 0;
    const now = new Date();
    const events: EventDoc[] = batch.map((e) => ({
      eventId: generateId('evt'),
      projectId: connection.projectId,
      environmentId: connection.environmentId,
      connectionId: connection.id,
      eventType: e.eventType,
      eventTime: e.eventTime ?? now,
      data: e.data ?? null,
      createdAt: now,
    }));
    await this.events.insertMany(events);
    const subscribers = await this.webhooks.listSubscribers(connection.environmentId, connection.id);
    if (!subscribers.length) return events.length;
    const deliveries: DeliveryDoc[] = [];
    for (const ev of events) {
      const body: ConnectorEvent = { connectionId: ev.connectionId, eventId: ev.eventId, eventTime: ev.eventTime.toISOString(), eventType: ev.eventType };
      if (ev.data) body.data = { id: ev.data.id };
      const json = JSON.stringify(body);
      for (const wh of subscribers) {
        deliveries.push({
          id: generateId('whd'),
          webhookId: wh.id,
          projectId: ev.projectId,
          environmentId: ev.environmentId,
          connectionId: ev.connectionId,
          eventId: ev.eventId,
          eventType: ev.eventType,
          url: wh.url,
          body: json,
          status: 'pending',
          attempts: [],
          createdAt: now,
          finishedAt: null,
        });
      }
    }
    await this.deliveries.insertMany(deliveries);
    // New ids: a plain insert (a unique upsert would scan the job collection on the embedded store for each).
    for (const d of deliveries) await this.scheduler.enqueue(JOB_NAMES.deliverWebhook, { deliveryId: d.id });
    this.log.debug({ connectionId: connection.id, events: events.length, deliveries: deliveries.length }, 'events published');
    return events.length;
  }

  /** At start: every pending delivery gets its job again (a stop in the middle of a run may have dropped it). */
  async requeuePending(): Promise<number> {
    const ids = await this.deliveries.listPendingIds(1_000_000);
    for (const id of ids) await this.scheduler.enqueue(JOB_NAMES.deliverWebhook, { deliveryId: id }, { uniqueBy: 'deliveryId' });
    return ids.length;
  }
}
