import type { ConnectorRegistry, ToolSubscription } from '../../connectors/index.js';
import type { SecretBox } from '../../crypto/secret-box.js';
import type { Logger } from '../../log/logger.js';
import type { ConnectionDoc, ConnectionsRepo } from '../../store/connections.repo.js';
import type { ToolSubscriptionDoc, ToolSubscriptionsRepo } from '../../store/tool-subscriptions.repo.js';
import type { ConnectorAccess } from '../connectors/connector-access.js';
import { JOB_NAMES, type JobScheduler } from '../job-scheduler.js';
import { subscriptionsUnavailableReason, type SubscriptionsMode } from './public-inbound-url.js';

/** Associated data of a subscription's sealed secrets: a sealed value cannot be moved to another field. */
export const SUBSCRIPTION_SECRETS_CONTEXT = 'toolSubscription.secrets';

/** Retries of a failed create or renew: 30 s, 2 min, 8 min, 32 min, then every 2 hours. */
const retryDelayMs = (failures: number): number => Math.min(30_000 * 4 ** Math.max(0, failures - 1), 2 * 3_600_000);
/** Error texts kept on a subscription (shown in the API and dashboard) are short. */
const MAX_ERROR_CHARS = 500;

const message = (err: unknown): string => (err instanceof Error ? err.message : String(err)).slice(0, MAX_ERROR_CHARS);

export interface ToolSubscriptionsOptions {
  /** PUBLIC_BASE_URL, without a trailing slash: the tool sends its notifications there. */
  publicBaseUrl: string;
  mode: SubscriptionsMode;
  now?: () => number;
}

/**
 * Subscribes connections to their tool's change notifications as the manifest declares (`webhooks.subscriptions`):
 * after a connection is created (a job, so a failure never fails the connect), renewed before expiry by the same
 * job, deleted at the tool when the connection is deleted or re-authorised (then made again). The connection's sync
 * runs on its usual schedule whatever happens here: polling is the safety net, notifications only make changes
 * arrive sooner. State and failures are kept per subscription and shown on the connection.
 */
export class ToolSubscriptionsService {
  private readonly now: () => number;

  constructor(
    private readonly subscriptions: ToolSubscriptionsRepo,
    private readonly connections: ConnectionsRepo,
    private readonly registry: ConnectorRegistry,
    private readonly access: Pick<ConnectorAccess, 'contextFor' | 'runtime'>,
    private readonly box: SecretBox,
    private readonly scheduler: JobScheduler,
    private readonly log: Logger,
    private readonly opts: ToolSubscriptionsOptions,
  ) {
    this.now = opts.now ?? Date.now;
  }

  private declared(integrationId: string) {
    return this.registry.get(integrationId)?.subscriptions ?? [];
  }

  /** The connection's public inbound address for one subscription (the tool is given it). */
  inboundUrl(doc: Pick<ConnectionDoc, 'id' | 'integrationId'>, query?: Record<string, string>): string {
    const q = query && Object.keys(query).length ? `?${new URLSearchParams(query).toString()}` : '';
    return `${this.opts.publicBaseUrl}/api/inbound-webhooks/${encodeURIComponent(doc.integrationId)}/${encodeURIComponent(doc.id)}${q}`;
  }

  private blank(doc: ConnectionDoc, name: string): ToolSubscriptionDoc {
    return {
      _id: `${doc.id}|${name}`,
      connectionId: doc.id,
      environmentId: doc.environmentId,
      integrationId: doc.integrationId,
      name,
      state: 'pending',
      remoteId: null,
      expiresAt: null,
      nextAt: new Date(this.now()),
      secretsSealed: null,
      lastError: null,
      failures: 0,
      subscribedAt: null,
      modifiedAt: new Date(this.now()),
    };
  }

  /** A new connection (or one re-authorised): its subscriptions are pending and the job makes them now. */
  async connected(doc: ConnectionDoc): Promise<void> {
    const declared = this.declared(doc.integrationId);
    if (!declared.length) return;
    // Unavailable (PUBLIC_BASE_URL the tool cannot reach, or off): said at once, nothing to schedule.
    const unavailable = subscriptionsUnavailableReason(this.opts.publicBaseUrl, this.opts.mode);
    for (const sub of declared) {
      const blank = this.blank(doc, sub.name);
      await this.subscriptions.save(unavailable ? { ...blank, state: 'unavailable', lastError: unavailable, nextAt: null } : blank);
    }
    if (unavailable) return;
    await this.scheduler.enqueue(JOB_NAMES.maintainSubscriptions, { connectionId: doc.id }, { uniqueBy: 'connectionId' });
  }

  /**
   * Re-authorised: the subscriptions made with the old grant are deleted at the tool (with the new credentials: the
   * old ones may be revoked; an account that changed answers 404, counted as gone), then made again.
   */
  async reauthorized(doc: ConnectionDoc): Promise<void> {
    if (!this.declared(doc.integrationId).length) return;
    await this.unsubscribeAll(doc);
    await this.connected(doc);
  }

  /**
   * Deletes the connection's subscriptions at the tool (before its credentials are erased). A failure is logged and
   * does not stop the deletion: the tool's deliveries then reach a connection that no longer exists (404) and stop.
   */
  async unsubscribeAll(doc: ConnectionDoc): Promise<void> {
    const subs = await this.subscriptions.listByConnection(doc.id);
    const live = subs.filter((s) => s.remoteId);
    if (live.length) {
      // One try each, no retries: a connection deletion does not wait on a tool that is down.
      const ctx = { ...(await this.access.contextFor(doc)), noRetry: true };
      for (const s of live) {
        const current = this.opened(s);
        try {
          await this.access.runtime.subscriptions.remove(ctx, s.name, current, this.urlOf(doc, s.name));
          this.log.info({ connectionId: doc.id, subscription: s.name }, 'tool subscription deleted');
        } catch (err) {
          this.log.warn({ connectionId: doc.id, subscription: s.name, reason: message(err) }, 'could not delete a tool subscription');
        }
      }
    }
    await this.subscriptions.deleteByConnection(doc.id);
  }

  /**
   * The tool's notice about one subscription (by its id at the tool; Graph's lifecycle notifications): `renew` makes
   * it due now (reauthorizationRequired: a renewal with the connection's current token), `resubscribe` forgets the
   * one the tool removed and makes a new one (subscriptionRemoved). The job does it, so the tool's request is answered
   * at once. A notice naming no subscription of this connection is ignored.
   */
  async notice(connectionId: string, remoteId: string, kind: 'renew' | 'resubscribe'): Promise<void> {
    const s = (await this.subscriptions.listByConnection(connectionId)).find((x) => x.remoteId === remoteId);
    if (!s) return;
    const now = new Date(this.now());
    await this.subscriptions.save(
      kind === 'renew'
        ? { ...s, nextAt: now, modifiedAt: now }
        : { ...s, state: 'pending', remoteId: null, expiresAt: null, secretsSealed: null, nextAt: now, modifiedAt: now },
    );
    await this.scheduler.enqueue(JOB_NAMES.maintainSubscriptions, { connectionId }, { uniqueBy: 'connectionId' });
  }

  /** After the connection is gone: its job is cancelled (its subscriptions were deleted before). */
  async forget(connectionId: string): Promise<void> {
    await this.scheduler.cancel(JOB_NAMES.maintainSubscriptions, 'connectionId', connectionId);
    await this.subscriptions.deleteByConnection(connectionId);
  }

  /** The secrets of each subscription that exists at the tool, opened, for verifying its deliveries. */
  async secretsOf(connectionId: string): Promise<Record<string, string>[]> {
    const subs = await this.subscriptions.listByConnection(connectionId);
    return subs.filter((s) => s.remoteId && s.secretsSealed).map((s) => this.opened(s).secrets);
  }

  list(connectionId: string): Promise<ToolSubscriptionDoc[]> {
    return this.subscriptions.listByConnection(connectionId);
  }

  listMany(connectionIds: string[]): Promise<Map<string, ToolSubscriptionDoc[]>> {
    return this.subscriptions.listByConnections(connectionIds);
  }

  private opened(s: ToolSubscriptionDoc): ToolSubscription {
    const secrets = s.secretsSealed
      ? (JSON.parse(this.box.open(s.secretsSealed, SUBSCRIPTION_SECRETS_CONTEXT)) as Record<string, string>)
      : {};
    return { id: s.remoteId ?? '', ...(s.expiresAt ? { expiresAt: s.expiresAt.toISOString() } : {}), secrets };
  }

  private urlOf(doc: Pick<ConnectionDoc, 'id' | 'integrationId'>, name: string): string {
    return this.inboundUrl(doc, this.declared(doc.integrationId).find((d) => d.name === name)?.query);
  }

  /** When to renew: `before` ahead of the expiry, but at most half the time left (a short lifetime renews mid-way). */
  private renewAt(expiresAt: Date | null, beforeMs: number): Date | null {
    if (!expiresAt) return null;
    const left = expiresAt.getTime() - this.now();
    return new Date(expiresAt.getTime() - Math.min(beforeMs, Math.max(0, left / 2)));
  }

  /**
   * The job (`subscriptions:maintain` {connectionId}): makes what is pending or failed, renews what is due, and
   * answers when it should run next (null: nothing to do until something changes).
   */
  async maintain(connectionId: string): Promise<Date | null> {
    const doc = await this.connections.findById(connectionId);
    if (!doc) return null;
    const declared = this.declared(doc.integrationId);
    const stored = new Map((await this.subscriptions.listByConnection(doc.id)).map((s) => [s.name, s]));
    const unavailable = subscriptionsUnavailableReason(this.opts.publicBaseUrl, this.opts.mode);
    let next: number | null = null;
    for (const sub of declared) {
      const s = stored.get(sub.name) ?? this.blank(doc, sub.name);
      const at = s.nextAt?.getTime();
      if (unavailable) {
        if (s.state !== 'unavailable' || s.lastError !== unavailable)
          await this.subscriptions.save({
            ...s,
            state: 'unavailable',
            lastError: unavailable,
            nextAt: null,
            modifiedAt: new Date(this.now()),
          });
        continue;
      }
      if (at === undefined || at > this.now()) {
        if (at !== undefined) next = Math.min(next ?? at, at);
        continue;
      }
      const saved = await this.step(doc, s, sub.renew?.beforeExpiryMs ?? 0);
      if (saved.nextAt) next = Math.min(next ?? saved.nextAt.getTime(), saved.nextAt.getTime());
    }
    return next === null ? null : new Date(Math.max(next, this.now()));
  }

  /** One due subscription: renewed if it exists and has not expired, else made (again). */
  private async step(doc: ConnectionDoc, s: ToolSubscriptionDoc, beforeMs: number): Promise<ToolSubscriptionDoc> {
    const url = this.urlOf(doc, s.name);
    const expired = s.expiresAt !== null && s.expiresAt.getTime() <= this.now();
    const renewing = s.remoteId !== null && !expired;
    let saved: ToolSubscriptionDoc;
    try {
      const ctx = await this.access.contextFor(doc);
      if (renewing) {
        const current = this.opened(s);
        const { expiresAt } = await this.access.runtime.subscriptions.renew(ctx, s.name, current, url);
        const exp = expiresAt ? new Date(expiresAt) : null;
        saved = { ...s, state: 'active', expiresAt: exp, nextAt: this.renewAt(exp, beforeMs), lastError: null, failures: 0 };
        this.log.info({ connectionId: doc.id, subscription: s.name, expiresAt }, 'tool subscription renewed');
      } else {
        const made = await this.access.runtime.subscriptions.create(ctx, s.name, url);
        const exp = made.expiresAt ? new Date(made.expiresAt) : null;
        saved = {
          ...s,
          state: 'active',
          remoteId: made.id,
          expiresAt: exp,
          nextAt: this.renewAt(exp, beforeMs),
          secretsSealed: this.box.sealJson(made.secrets, SUBSCRIPTION_SECRETS_CONTEXT),
          lastError: null,
          failures: 0,
        };
        this.log.info({ connectionId: doc.id, subscription: s.name, expiresAt: made.expiresAt }, 'tool subscription created');
      }
      saved.subscribedAt = new Date(this.now());
    } catch (err) {
      const failures = s.failures + 1;
      const retry = this.now() + retryDelayMs(failures);
      // A renewal that keeps failing is tried again before the expiry if there is time; after it, a new one is made.
      const what = renewing ? 'renewing' : 'creating';
      saved = {
        ...s,
        state: renewing ? 'active' : 'failed',
        ...(expired ? { remoteId: null, expiresAt: null } : {}),
        nextAt: new Date(renewing && s.expiresAt ? Math.min(retry, Math.max(this.now() + 1_000, s.expiresAt.getTime())) : retry),
        lastError: `${what} the subscription failed: ${message(err)}`,
        failures,
      };
      this.log.warn({ connectionId: doc.id, subscription: s.name, failures, reason: saved.lastError }, 'tool subscription failed');
    }
    saved.modifiedAt = new Date(this.now());
    await this.subscriptions.save(saved);
    return saved;
  }
}
