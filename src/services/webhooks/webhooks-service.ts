import { generateId } from '../../crypto/secret-box.js';
import { PlugboardError } from '../../errors/plugboard-error.js';
import type { ConnectionDoc } from '../../store/connections.repo.js';
import type { DeliveriesRepo, DeliveryDoc } from '../../store/deliveries.repo.js';
import type { EnvironmentDoc } from '../../store/environments.repo.js';
import type { OutboxRepo } from '../../store/outbox.repo.js';
import type { WebhookDoc, WebhooksRepo } from '../../store/webhooks.repo.js';
import { validateWebhookUrl } from './webhook-url.js';

/** A project has few receivers; the cap keeps one environment from fanning every event out without bound. */
export const MAX_PROJECT_WEBHOOKS = 20;

export interface WebhookView {
  id: string;
  projectId: string;
  url: string;
  createdTime: string;
}

export interface ConnectionWebhookView {
  id: string;
  connectionId: string;
  webhookUrl: string;
  createdTime: string;
}

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

/** Project webhooks (per environment) and webhooks of one connection (older interface). */
export class WebhooksService {
  constructor(
    private readonly webhooks: WebhooksRepo,
    private readonly deliveries: DeliveriesRepo,
    private readonly outbox: OutboxRepo,
  ) {}

  async create(env: EnvironmentDoc, url: string): Promise<WebhookView> {
    const clean = validateWebhookUrl(url, 'url');
    if ((await this.webhooks.countProjectWebhooks(env.id)) >= MAX_PROJECT_WEBHOOKS) {
      throw new PlugboardError('CONFLICT', `An environment holds at most ${MAX_PROJECT_WEBHOOKS} webhooks`, {
        details: { limit: MAX_PROJECT_WEBHOOKS },
      });
    }
    const doc: WebhookDoc = {
      id: generateId('wh'),
      kind: 'project',
      projectId: env.projectId,
      environmentId: env.id,
      connectionId: null,
      url: clean,
      createdAt: new Date(),
    };
    await this.webhooks.insert(doc);
    return view(doc);
  }

  async find(env: EnvironmentDoc, id: string): Promise<WebhookView> {
    return view(await this.require(env, id));
  }

  async list(env: EnvironmentDoc): Promise<WebhookView[]> {
    return (await this.webhooks.listProjectWebhooks(env.id)).map(view);
  }

  /** Deletes the webhook and drops its pending deliveries. */
  async delete(env: EnvironmentDoc, id: string): Promise<{ id: string }> {
    if (!(await this.webhooks.deleteProjectWebhook(env.id, id))) throw notFound(id);
    await this.dropPending([id]);
    return { id };
  }

  async listDeliveries(env: EnvironmentDoc, webhookId: string, limit = 50): Promise<DeliveryView[]> {
    await this.require(env, webhookId);
    const n = Math.min(Math.max(limit, 1), 200);
    const pending = await this.outbox.listByWebhook(webhookId, n);
    const finished = await this.deliveries.listByWebhook(webhookId, n);
    const docs: DeliveryDoc[] = [...pending, ...finished].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()).slice(0, n);
    return docs.map((d) => ({
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
    }));
  }

  /** Older interface: a webhook receiving the events of one connection only, signed like project webhooks. */
  async createForConnection(env: EnvironmentDoc, connection: ConnectionDoc | null, webhookUrl: string): Promise<ConnectionWebhookView> {
    // The access token travels in the body on this interface: it must name a connection of the API token's environment.
    if (!connection || connection.environmentId !== env.id)
      throw new PlugboardError('UNAUTHORIZED', 'Unknown access token for this API token');
    const clean = validateWebhookUrl(webhookUrl, 'webhook.webhookUrl');
    const doc: WebhookDoc = {
      id: generateId('whm'),
      kind: 'connection',
      projectId: env.projectId,
      environmentId: env.id,
      connectionId: connection.id,
      url: clean,
      createdAt: new Date(),
    };
    await this.webhooks.insert(doc);
    return { id: doc.id, connectionId: connection.id, webhookUrl: clean, createdTime: doc.createdAt.toISOString() };
  }

  /** Called when a connection is deleted: its own webhooks go with it. */
  async removeConnectionWebhooks(connectionId: string): Promise<void> {
    const ids = await this.webhooks.deleteByConnection(connectionId);
    await this.dropPending(ids);
  }

  private async dropPending(webhookIds: string[]): Promise<void> {
    await this.outbox.removeByWebhooks(webhookIds);
  }

  private async require(env: EnvironmentDoc, id: string): Promise<WebhookDoc> {
    const doc = await this.webhooks.findProjectWebhook(env.id, id);
    if (!doc) throw notFound(id);
    return doc;
  }
}

const view = (d: WebhookDoc): WebhookView => ({ id: d.id, projectId: d.projectId, url: d.url, createdTime: d.createdAt.toISOString() });
const notFound = (id: string) => new PlugboardError('NOT_FOUND', `No webhook ${id} in this environment`, { details: { id } });
