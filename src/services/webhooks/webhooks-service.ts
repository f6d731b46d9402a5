import type { Audit } from '../audit/audit-recorder.js';
import { randomBytes } from 'node:crypto';
import { generateId, type SecretBox } from '../../crypto/secret-box.js';
import { PlugboardError } from '../../errors/plugboard-error.js';
import type { ConnectionDoc } from '../../store/connections.repo.js';
import type { DeliveriesRepo, DeliveryDoc } from '../../store/deliveries.repo.js';
import type { EnvironmentDoc } from '../../store/environments.repo.js';
import type { OutboxRepo } from '../../store/outbox.repo.js';
import type { WebhookDoc, WebhooksRepo } from '../../store/webhooks.repo.js';
import { deliveryView, type DeliveryView } from './delivery-view.js';
import { webhookDeliveryState, type WebhookDeliveryState } from './webhook-delivery-state.js';
import { validateWebhookUrl } from './webhook-url.js';

/** The sealing context of webhook signing secrets. */
export const WEBHOOK_SECRET_CONTEXT = 'webhook.secret';

export interface WebhookPolicy {
  /** Development and tests only: let webhooks target private, loopback and internal hosts. */
  allowPrivateTargets: boolean;
  /** Project webhooks per environment: a project has few receivers, so fan-out stays bounded. */
  maxProjectWebhooks: number;
  /** Older-interface webhooks per connection. */
  maxConnectionWebhooks: number;
}

export interface WebhookView {
  id: string;
  projectId: string;
  url: string;
  createdTime: string;
  delivery: WebhookDeliveryState;
}

/** A webhook as answered once at creation or rotation: with its signing secret. */
export type WithSecret<V> = V & { secret: string };

export interface ConnectionWebhookView {
  id: string;
  connectionId: string;
  webhookUrl: string;
  createdTime: string;
}

/** Project webhooks (per environment) and webhooks of one connection (older interface). */
export class WebhooksService {
  constructor(
    private readonly webhooks: WebhooksRepo,
    private readonly deliveries: DeliveriesRepo,
    private readonly outbox: OutboxRepo,
    private readonly box: SecretBox,
    private readonly policy: WebhookPolicy,
    /** Called after a rotation: this process's deliveries sign with the new secret from the next attempt on. */
    private readonly onSecretRotated: () => void = () => undefined,
  ) {}

  async create(env: EnvironmentDoc, url: string, audit: Audit): Promise<WithSecret<WebhookView>> {
    const clean = validateWebhookUrl(url, 'url', this.policy.allowPrivateTargets);
    const limit = this.policy.maxProjectWebhooks;
    if ((await this.webhooks.countProjectWebhooks(env.id)) >= limit) {
      throw new PlugboardError('QUOTA_EXCEEDED', `An environment holds at most ${limit} webhooks (PLUGBOARD_MAX_WEBHOOKS)`, {
        details: { limit },
      });
    }
    const secret = newSecret();
    const doc: WebhookDoc = {
      id: generateId('wh'),
      kind: 'project',
      projectId: env.projectId,
      environmentId: env.id,
      connectionId: null,
      url: clean,
      createdAt: new Date(),
      secretSealed: this.box.seal(secret, WEBHOOK_SECRET_CONTEXT),
    };
    await this.webhooks.insert(doc);
    await audit.record('webhook.create', target(doc), { after: { url: doc.url } });
    return { ...view(doc), secret };
  }

  /** A new signing secret for a webhook of either kind; the old one stops signing at once. Shown only here. */
  async rotateSecret(env: EnvironmentDoc, id: string, audit: Audit): Promise<{ id: string; secret: string }> {
    const doc = await this.webhooks.findInEnvironment(env.id, id);
    if (!doc) throw notFound(id);
    const secret = newSecret();
    await this.webhooks.setSecret(id, this.box.seal(secret, WEBHOOK_SECRET_CONTEXT));
    this.onSecretRotated();
    // The secret itself never enters the trail: only that it was replaced.
    await audit.record('webhook.rotateSecret', target(doc), { after: { rotated: true } });
    return { id, secret };
  }

  /**
   * The secret that signs deliveries to a webhook (`webhook-signature`), or null when the webhook is gone. A
   * webhook created before per-webhook secrets gets one now, kept only if no other process made one first; its
   * owner learns it by rotating (docs/webhooks.md).
   */
  async signingSecretOf(webhookId: string): Promise<string | null> {
    let doc = await this.webhooks.findById(webhookId);
    if (!doc) return null;
    if (!doc.secretSealed) {
      await this.webhooks.setSecret(webhookId, this.box.seal(newSecret(), WEBHOOK_SECRET_CONTEXT), true);
      doc = await this.webhooks.findById(webhookId);
      if (!doc?.secretSealed) return null;
    }
    return this.box.open(doc.secretSealed, WEBHOOK_SECRET_CONTEXT);
  }

  async find(env: EnvironmentDoc, id: string): Promise<WebhookView> {
    return view(await this.require(env, id));
  }

  async list(env: EnvironmentDoc): Promise<WebhookView[]> {
    return (await this.webhooks.listProjectWebhooks(env.id)).map(view);
  }

  /** Deletes the webhook and drops its pending deliveries. */
  async delete(env: EnvironmentDoc, id: string, audit: Audit): Promise<{ id: string }> {
    const before = await this.webhooks.findInEnvironment(env.id, id);
    if (!(await this.webhooks.deleteProjectWebhook(env.id, id))) throw notFound(id);
    await this.dropPending([id]);
    await audit.record('webhook.delete', { type: 'webhook', id, environmentId: env.id }, { before: before ? { url: before.url } : null });
    return { id };
  }

  async listDeliveries(env: EnvironmentDoc, webhookId: string, limit = 50): Promise<DeliveryView[]> {
    await this.require(env, webhookId);
    const n = Math.min(Math.max(limit, 1), 200);
    const pending = await this.outbox.listByWebhook(webhookId, n);
    const finished = await this.deliveries.listByWebhook(webhookId, n);
    const docs: DeliveryDoc[] = [...pending, ...finished].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()).slice(0, n);
    return docs.map(deliveryView);
  }

  /** Older interface: a webhook receiving the events of one connection only, signed like project webhooks. */
  async createForConnection(
    env: EnvironmentDoc,
    connection: ConnectionDoc | null,
    webhookUrl: string,
    audit: Audit,
  ): Promise<WithSecret<ConnectionWebhookView>> {
    const conn = ownConnection(env, connection);
    const clean = validateWebhookUrl(webhookUrl, 'webhook.webhookUrl', this.policy.allowPrivateTargets);
    const existing = await this.webhooks.listConnectionWebhooks(conn.id);
    const duplicate = existing.find((w) => w.url === clean);
    if (duplicate) {
      throw new PlugboardError('CONFLICT', 'This connection already has a webhook with this address', {
        details: { id: duplicate.id, webhookUrl: clean },
      });
    }
    const limit = this.policy.maxConnectionWebhooks;
    if (existing.length >= limit) {
      throw new PlugboardError('QUOTA_EXCEEDED', `A connection holds at most ${limit} webhooks (PLUGBOARD_MAX_CONNECTION_WEBHOOKS)`, {
        details: { limit },
      });
    }
    const secret = newSecret();
    const doc: WebhookDoc = {
      id: generateId('whm'),
      kind: 'connection',
      projectId: env.projectId,
      environmentId: env.id,
      connectionId: conn.id,
      url: clean,
      createdAt: new Date(),
      secretSealed: this.box.seal(secret, WEBHOOK_SECRET_CONTEXT),
    };
    await this.webhooks.insert(doc);
    await audit.record('webhook.create', target(doc), { after: { url: doc.url, connectionId: conn.id } });
    return { ...connectionView(doc), secret };
  }

  /** Older interface: the webhooks of the access token's connection. */
  async listForConnection(env: EnvironmentDoc, connection: ConnectionDoc | null): Promise<ConnectionWebhookView[]> {
    const conn = ownConnection(env, connection);
    return (await this.webhooks.listConnectionWebhooks(conn.id)).map(connectionView);
  }

  /** Older interface: deletes one webhook of the access token's connection and drops its pending deliveries. */
  async deleteForConnection(env: EnvironmentDoc, connection: ConnectionDoc | null, id: string, audit: Audit): Promise<{ id: string }> {
    const conn = ownConnection(env, connection);
    if (!(await this.webhooks.deleteConnectionWebhook(conn.id, id))) {
      throw new PlugboardError('NOT_FOUND', `No webhook ${id} on this connection`, { details: { id } });
    }
    await this.dropPending([id]);
    await audit.record('webhook.delete', { type: 'webhook', id, environmentId: env.id }, { before: { connectionId: conn.id } });
    return { id };
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

/** The access token travels as a parameter on the older interface: it must name a connection of the API token's environment. */
function ownConnection(env: EnvironmentDoc, connection: ConnectionDoc | null): ConnectionDoc {
  if (connection?.environmentId !== env.id) {
    throw new PlugboardError('UNAUTHORIZED', 'Unknown access token for this API token', { details: { parameter: 'accessToken' } });
  }
  return connection;
}

/** Standard Webhooks secrets: `whsec_` and the base64 of 32 random bytes (the HMAC key). */
const newSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

const connectionView = (d: WebhookDoc): ConnectionWebhookView => ({
  id: d.id,
  connectionId: d.connectionId ?? '',
  webhookUrl: d.url,
  createdTime: d.createdAt.toISOString(),
});
const view = (d: WebhookDoc): WebhookView => ({
  id: d.id,
  projectId: d.projectId,
  url: d.url,
  createdTime: d.createdAt.toISOString(),
  delivery: webhookDeliveryState(d),
});
const notFound = (id: string) => new PlugboardError('NOT_FOUND', `No webhook ${id} in this environment`, { details: { id } });

/** A webhook as the audit trail names it. */
const target = (doc: WebhookDoc) => ({ type: 'webhook', id: doc.id, name: doc.url, environmentId: doc.environmentId });
