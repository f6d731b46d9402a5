import type { Audit } from '../audit/audit-recorder.js';
import { generateId } from '../../crypto/secret-box.js';
import { PlugboardError } from '../../errors/plugboard-error.js';
import type { DashboardLogsRepo, DeliveryLogDoc } from '../../store/dashboard-logs.repo.js';
import type { LogFilter } from '../../store/segmented-log.js';
import type { DashboardStatsRepo } from '../../store/dashboard-stats.repo.js';
import type { EnvironmentDoc } from '../../store/environments.repo.js';
import type { OutboxDoc, OutboxRepo } from '../../store/outbox.repo.js';
import type { WebhookDoc, WebhooksRepo } from '../../store/webhooks.repo.js';
import type { JobScheduler } from '../job-scheduler.js';
import type { EventPublisher } from '../webhooks/event-publisher.js';
import { deliveryView } from '../webhooks/delivery-view.js';
import { webhookDeliveryState } from '../webhooks/webhook-delivery-state.js';
import type { WebhooksService } from '../webhooks/webhooks-service.js';
import type { ActivityRecorder } from './activity-recorder.js';
import { limitOf, type PageQuery } from './dashboard-service.js';

const DAY_MS = 86_400_000;

type Outcome = 'pending' | 'delivered' | 'failed';

/**
 * The dashboard's webhooks tab: webhooks with their last 24 hours, the delivery log of one webhook (pending from
 * the outbox, finished from the dashboard's segmented delivery log), redelivery and test events. A redelivery is
 * queued in the outbox (EventPublisher.requeue); a test event is published like the API's (event log, then outbox).
 */
export class DashboardWebhooks {
  constructor(
    private readonly deps: {
      activity: ActivityRecorder;
      logs: DashboardLogsRepo;
      stats: DashboardStatsRepo;
      webhooksRepo: WebhooksRepo;
      outbox: OutboxRepo;
      webhooks: WebhooksService;
      events: Pick<EventPublisher, 'publishTestEvent' | 'requeue'>;
      scheduler: JobScheduler;
    },
  ) {}

  async list(env: EnvironmentDoc, now = new Date()) {
    await this.deps.activity.flush();
    const [hooks, hours, pending] = await Promise.all([
      this.deps.webhooksRepo.listProjectWebhooks(env.id),
      this.deps.stats.hoursSince(env.id, new Date(now.getTime() - DAY_MS)),
      this.deps.outbox.countByWebhook(env.id),
    ]);
    return hooks.map((w) => {
      const key = w.id.replace(/[.$]/g, '_');
      let delivered = 0;
      let failed = 0;
      for (const h of hours) {
        delivered += h.wh?.[key]?.d ?? 0;
        failed += h.wh?.[key]?.f ?? 0;
      }
      return present(w, delivered, failed, pending.get(w.id) ?? 0);
    });
  }

  async create(env: EnvironmentDoc, url: string, audit: Audit) {
    const created = await this.deps.webhooks.create(env, url, audit);
    return {
      id: created.id,
      url: created.url,
      createdTime: created.createdTime,
      delivered24h: 0,
      failed24h: 0,
      pending: 0,
      delivery: created.delivery,
    };
  }

  async delete(env: EnvironmentDoc, webhookId: string, audit: Audit): Promise<void> {
    await this.deps.webhooks.delete(env, webhookId, audit);
  }

  async deliveriesPage(env: EnvironmentDoc, webhookId: string, q: PageQuery & { outcome?: Outcome }) {
    await this.require(env, webhookId);
    await this.deps.activity.flush();
    const limit = limitOf(q);
    const items: ReturnType<typeof presentDelivery>[] = [];
    // Pending ones lead the first page (the outbox is small: it holds only what is still to be sent).
    if (!q.cursor && (!q.outcome || q.outcome === 'pending')) {
      const pending = await this.deps.outbox.listByWebhook(webhookId, limit);
      items.push(...pending.map((d) => presentDelivery({ ...d, nextRetryTime: d.dueAt, finishedAt: null })));
    }
    if (q.outcome === 'pending') return { items, nextCursor: null };
    const filter: LogFilter<DeliveryLogDoc> = { webhookId, environmentId: env.id };
    if (q.outcome) filter.status = q.outcome;
    const room = Math.max(1, limit - items.length);
    const page = await this.deps.logs.deliveries.page(filter, { limit: room, cursor: q.cursor });
    items.push(...page.items.map((d) => presentDelivery({ ...d, _id: d._id, nextRetryTime: null, finishedAt: d.at })));
    return { items, nextCursor: page.nextCursor };
  }

  /** Sends the same event body again as a new delivery (new id, fresh signature, a full set of attempts). */
  async redeliver(env: EnvironmentDoc, webhookId: string, deliveryId: string): Promise<{ id: string; queued: true }> {
    const hook = await this.require(env, webhookId);
    const original = await this.deps.logs.deliveries.findById(deliveryId);
    if (original?.webhookId !== webhookId || original.environmentId !== env.id) {
      throw new PlugboardError('NOT_FOUND', `No finished delivery ${deliveryId} of webhook ${webhookId}`, { details: { deliveryId } });
    }
    return this.queue(hook, {
      connectionId: original.connectionId,
      eventId: original.eventId,
      eventType: original.eventType,
      body: original.body,
    });
  }

  /** The API's test event (POST /webhooks/test with an id): in the event log, delivered to this webhook only. */
  async sendTest(env: EnvironmentDoc, webhookId: string): Promise<{ id: string; queued: true }> {
    const hook = await this.require(env, webhookId);
    const sent = await this.deps.events.publishTestEvent(env, hook.id);
    return { id: sent.eventId, queued: true };
  }

  private async queue(
    hook: WebhookDoc,
    e: { connectionId: string; eventId: string; eventType: string; body: string },
  ): Promise<{ id: string; queued: true }> {
    const now = new Date();
    const doc: OutboxDoc = {
      _id: generateId('whd'),
      webhookId: hook.id,
      projectId: hook.projectId,
      environmentId: hook.environmentId,
      connectionId: e.connectionId,
      eventId: e.eventId,
      eventType: e.eventType,
      url: hook.url,
      body: e.body,
      status: 'pending',
      attempts: [],
      createdAt: now,
      finishedAt: null,
      dueAt: now,
    };
    await this.deps.events.requeue([doc]); // this process's webhook worker takes it at once; others at their next search
    return { id: doc._id, queued: true };
  }

  private async require(env: EnvironmentDoc, webhookId: string): Promise<WebhookDoc> {
    const hook = await this.deps.webhooksRepo.findProjectWebhook(env.id, webhookId);
    if (!hook) throw new PlugboardError('NOT_FOUND', `No webhook ${webhookId} in this environment`, { details: { webhookId } });
    return hook;
  }
}

function present(w: WebhookDoc, delivered24h: number, failed24h: number, pending: number) {
  return {
    id: w.id,
    url: w.url,
    createdTime: w.createdAt.toISOString(),
    delivered24h,
    failed24h,
    pending,
    delivery: webhookDeliveryState(w),
  };
}

function presentDelivery(d: {
  _id: string;
  webhookId: string;
  eventId: string;
  eventType: string;
  connectionId: string;
  status: Outcome;
  attempts: { attempt: number; at: Date; statusCode: number | null; durationMs: number; error: string | null }[];
  nextRetryTime: Date | null;
  createdAt: Date;
  finishedAt: Date | null;
}) {
  return {
    ...deliveryView(d),
    nextRetryTime: d.nextRetryTime ? d.nextRetryTime.toISOString() : null,
    finishedTime: d.finishedAt ? d.finishedAt.toISOString() : null,
  };
}
