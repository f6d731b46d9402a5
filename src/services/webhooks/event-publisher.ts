import { deriveId, generateId } from '../../crypto/secret-box.js';
import { PlugboardError } from '../../errors/plugboard-error.js';
import type { ConnectionHealthNotice, ConnectionRevocation } from '../../events/connector-event.js';
import { eventBody } from '../events/event-body.js';
import type { Logger } from '../../log/logger.js';
import type { ConnectionDoc } from '../../store/connections.repo.js';
import type { EventDoc, EventsRepo } from '../../store/events.repo.js';
import type { DeliveriesRepo } from '../../store/deliveries.repo.js';
import type { OutboxDoc, OutboxRepo } from '../../store/outbox.repo.js';
import type { WebhooksRepo } from '../../store/webhooks.repo.js';
import type { DueDeliveries } from './due-deliveries.js';

/** The test event's type and the connection id it carries (no connection has that id: ids are prefixed). */
const TEST_EVENT_TYPE = 'system.webhook.test';
const TEST_CONNECTION_ID = 'test';

export interface NewEvent {
  /** Set when the event must be stored at most once (a repeat with this id is ignored); random otherwise. */
  eventId?: string;
  eventType: string;
  data?: { id: string };
  eventTime?: Date;
  /** Connection health events only. */
  health?: ConnectionHealthNotice;
  /** `connection.deleted` / `connection.revocation.updated` only. */
  revocation?: ConnectionRevocation;
}

/**
 * Turns changes into events: each event is stored, with one delivery per subscribed webhook (the environment's
 * project webhooks and the connection's own) put in the outbox that the webhook workers drain; a worker of this
 * process is woken. The outbox is in the database, so a stop at any point loses nothing: a worker sends it later.
 * Each event also takes the next position of its environment's event log (/api/events/list), so a receiver can
 * read what it missed in order.
 * Publishing is idempotent by event id: a delivery's id is derived from its event and webhook, and an event or
 * delivery already stored is left as it is, so a batch published again after a crash adds only what was missing.
 */
export class EventPublisher {
  private readonly storedListeners: ((events: EventDoc[]) => void)[] = [];

  constructor(
    private readonly events: EventsRepo,
    private readonly outbox: OutboxRepo,
    private readonly deliveryLog: Pick<DeliveriesRepo, 'loggedAmong'>,
    private readonly webhooks: WebhooksRepo,
    /** Told of the deliveries this process queues (its webhook worker takes them at once). */
    private readonly due: Pick<DueDeliveries, 'queued'>,
    private readonly log: Logger,
    /** Seals a reconnect link (RECONNECT_URL_CONTEXT); without it the link is dropped, never stored in clear. */
    private readonly sealReconnectUrl?: (url: string) => string,
  ) {}

  /** Observers of stored events (after they are written). */
  onStored(listener: (events: EventDoc[]) => void): void {
    this.storedListeners.push(listener);
  }

  /**
   * Queues deliveries again (a redelivery): fresh outbox entries with no attempts, sent by the webhook workers like
   * every other delivery (this process's at once; the others at their next search).
   */
  async requeue(docs: OutboxDoc[]): Promise<void> {
    this.due.queued(await this.outbox.insertMany(docs));
  }

  /**
   * `system.webhook.test` (connectionId `test`), asked for by an API caller: stored in the event log and delivered
   * signed, like every event, to the environment's project webhooks, or to the one named. Returns the event's id and
   * how many deliveries were queued.
   */
  async publishTestEvent(
    env: { id: string; projectId: string },
    webhookId?: string,
  ): Promise<{ eventId: string; eventType: string; deliveries: number }> {
    if (webhookId !== undefined && !(await this.webhooks.findProjectWebhook(env.id, webhookId))) {
      throw new PlugboardError('NOT_FOUND', `No webhook ${webhookId} in this environment`, { details: { id: webhookId } });
    }
    const eventId = generateId('evt');
    const deliveries = await this.publish(
      { id: TEST_CONNECTION_ID, projectId: env.projectId, environmentId: env.id },
      [{ eventId, eventType: TEST_EVENT_TYPE }],
      webhookId,
    );
    return { eventId, eventType: TEST_EVENT_TYPE, deliveries };
  }

  /** Returns the number of deliveries queued (an event with no subscriber is stored all the same). */
  async publish(
    connection: Pick<ConnectionDoc, 'id' | 'projectId' | 'environmentId'>,
    batch: NewEvent[],
    /** Deliver to this webhook only (the test event); every subscriber otherwise. */
    onlyWebhookId?: string,
  ): Promise<number> {
    if (!batch.length) return 0;
    // Positions in the environment's event log, reserved before the insert: see EventLogService for how a reader
    // waits for a position reserved but not yet written.
    const firstSeq = await this.events.allocateSeq(connection.environmentId, batch.length);
    const now = new Date();
    // A reconnect link holds a live session token: the stored event says null, the deliveries carry it sealed.
    const sealedLinks = new Map<number, string>();
    batch.forEach((e, i) => {
      const url = e.health?.reconnectUrl;
      const sealed = url && this.sealReconnectUrl ? this.sealReconnectUrl(url) : undefined;
      if (sealed) sealedLinks.set(firstSeq + i, sealed);
    });
    const events: EventDoc[] = batch.map((e, i) => ({
      eventId: e.eventId ?? generateId('evt'),
      projectId: connection.projectId,
      environmentId: connection.environmentId,
      connectionId: connection.id,
      eventType: e.eventType,
      eventTime: e.eventTime ?? now,
      data: e.data ?? null,
      ...(e.health ? { health: e.health.reconnectUrl ? { ...e.health, reconnectUrl: null } : e.health } : {}),
      ...(e.revocation ? { revocation: e.revocation } : {}),
      seq: firstSeq + i,
      createdAt: now,
    }));
    const repeated = await this.events.insertMany(events);
    const stored = repeated.size ? events.filter((e) => !repeated.has(e.eventId)) : events;
    for (const listener of this.storedListeners) {
      try {
        if (stored.length) listener(stored);
      } catch (err) {
        this.log.warn({ err }, 'event observer failed');
      }
    }
    const subscribers = (await this.webhooks.listSubscribers(connection.environmentId, connection.id)).filter(
      (w) => onlyWebhookId === undefined || w.id === onlyWebhookId,
    );
    if (!subscribers.length) return 0;
    // Repeated events get their deliveries too: the crash that repeats them may have come before those were stored
    // (one still in the outbox is left as it is: same id).
    const work: OutboxDoc[] = [];
    for (const ev of events) {
      const json = JSON.stringify(eventBody(ev));
      const reconnectSealed = ev.seq === undefined ? undefined : sealedLinks.get(ev.seq);
      for (const wh of subscribers) {
        work.push({
          _id: deriveId('whd', `${ev.eventId}|${wh.id}`),
          webhookId: wh.id,
          projectId: ev.projectId,
          environmentId: ev.environmentId,
          connectionId: ev.connectionId,
          eventId: ev.eventId,
          eventType: ev.eventType,
          url: wh.url,
          body: json,
          ...(reconnectSealed ? { reconnectSealed } : {}),
          status: 'pending',
          attempts: [],
          createdAt: now,
          finishedAt: null,
          dueAt: now,
        });
      }
    }
    // A repeated event's deliveries may have been sent and logged before the crash: those are not queued again.
    const logged = repeated.size
      ? await this.deliveryLog.loggedAmong(work.filter((w) => repeated.has(w.eventId)).map((w) => w._id))
      : undefined;
    this.due.queued(await this.outbox.insertMany(logged?.size ? work.filter((w) => !logged.has(w._id)) : work));
    this.log.debug({ connectionId: connection.id, events: events.length, deliveries: work.length }, 'events published');
    return work.length;
  }
}
