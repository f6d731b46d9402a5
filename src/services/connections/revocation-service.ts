import type { ConnectionContext, ConnectorRuntime, RevokeOutcome } from '../../connectors/index.js';
import type { ConnectionRevocation } from '../../events/connector-event.js';
import { REVOCATION_UPDATED } from '../../events/connector-event.js';
import type { Logger } from '../../log/logger.js';
import type { ConnectionDoc } from '../../store/connections.repo.js';
import type { PendingRevocationDoc, PendingRevocationsRepo } from '../../store/pending-revocations.repo.js';
import { JOB_NAMES, type JobScheduler } from '../job-scheduler.js';
import type { Telemetry } from '../observability/telemetry.js';
import type { OauthAppsService } from '../oauth-apps/oauth-apps-service.js';
import type { NewEvent } from '../webhooks/event-publisher.js';

/** A retry's delay is doubled after each failure, never past this. */
const MAX_RETRY_DELAY_MS = 3_600_000;
/** Whatever the schedule, sealed credentials of a deleted connection are erased this long after the delete. */
const HARD_LIMIT_MS = 24 * 3_600_000;

export interface RevocationOptions {
  /** the first retry's delay (doubling after each failure, at most an hour) */
  retryMs: number;
  /** requests sent in all, the first included, before the credentials are erased without a revocation */
  maxAttempts: number;
}

/** What this service needs from around it (ConnectorAccess, the event publisher): kept narrow to avoid cycles. */
export interface RevocationDeps {
  runtime: Pick<ConnectorRuntime, 'oauth'>;
  /** the connection's context as tool calls get it (credentials opened, OAuth client) */
  contextFor(doc: ConnectionDoc): Promise<ConnectionContext>;
  oauthApps: Pick<OauthAppsService, 'select'>;
  pending: PendingRevocationsRepo;
  scheduler: JobScheduler;
  publish(conn: Pick<ConnectionDoc, 'id' | 'projectId' | 'environmentId'>, events: NewEvent[]): Promise<unknown>;
  telemetry: Telemetry;
  log: Logger;
  /** tests: the clock */
  now?: () => number;
}

/**
 * Credential custody at the end of a connection: the tool is asked to revoke the grant (manifest `revoke`) before
 * the sealed credentials are erased. A revocation that fails keeps the credentials sealed in `pendingRevocations`
 * (nothing else: no access token, no cache) and a job tries again with a doubling delay, `maxAttempts` requests in
 * all and never past 24 hours after the delete; then the credentials are erased whatever happened. Every outcome
 * is an event (`connection.deleted`, then `connection.revocation.updated`), a log line and a metric.
 */
export class RevocationService {
  constructor(
    private readonly deps: RevocationDeps,
    private readonly opts: RevocationOptions,
  ) {}

  private now(): number {
    return this.deps.now?.() ?? Date.now();
  }

  /** An environment's revocations still pending (the dashboard), oldest first: state only, never the credentials. */
  async pendingIn(environmentId: string, limit = 200) {
    const docs = await this.deps.pending.listByEnvironment(environmentId, limit);
    return docs.map((p) => ({
      connectionId: p._id,
      integrationId: p.integrationId,
      attempts: p.attempts,
      lastError: p.lastError,
      nextAttemptTime: p.nextAttemptAt.toISOString(),
      giveUpTime: p.giveUpAt.toISOString(),
      deletedTime: p.createdAt.toISOString(),
    }));
  }

  /** The first attempt, while the connection still exists; a failure leaves a pending revocation and its job. */
  async revokeOnDelete(doc: ConnectionDoc): Promise<ConnectionRevocation> {
    const outcome = await this.attempt(await this.contextOf(doc));
    if (outcome.state === 'not_supported' || outcome.state === 'revoked') {
      this.report(doc, outcome.state, 1);
      return { state: outcome.state, attempts: outcome.state === 'revoked' ? 1 : 0 };
    }
    const now = this.now();
    const nextAttemptAt = new Date(now + this.delayAfter(1));
    const pending: PendingRevocationDoc = {
      _id: doc.id,
      projectId: doc.projectId,
      environmentId: doc.environmentId,
      integrationId: doc.integrationId,
      authMethodId: doc.authMethodId,
      oauthAppId: doc.oauthAppId,
      credentialsSealed: doc.credentialsSealed,
      inputs: doc.inputs,
      attempts: 1,
      lastError: outcome.reason,
      nextAttemptAt,
      giveUpAt: new Date(now + HARD_LIMIT_MS),
      createdAt: new Date(now),
    };
    if (this.opts.maxAttempts <= 1) {
      this.report(doc, 'abandoned', 1, outcome.reason);
      return { state: 'abandoned', attempts: 1, error: outcome.reason };
    }
    await this.deps.pending.insert(pending);
    await this.deps.scheduler.enqueue(JOB_NAMES.revokeRetry, { connectionId: doc.id }, { at: nextAttemptAt, uniqueBy: 'connectionId' });
    this.report(doc, 'retrying', 1, outcome.reason);
    return { state: 'retrying', attempts: 1, error: outcome.reason, nextAttemptTime: nextAttemptAt.toISOString() };
  }

  /**
   * One retry (the `connection:revoke` job): returns when the next one is due, or null when it is over (revoked,
   * abandoned, or nothing pending). The outcome that ends it is published as `connection.revocation.updated`.
   */
  async retry(connectionId: string): Promise<Date | null> {
    const p = await this.deps.pending.find(connectionId);
    if (!p) return null;
    const attempts = p.attempts + 1;
    const conn = { id: p._id, projectId: p.projectId, environmentId: p.environmentId, integrationId: p.integrationId };
    const outcome = this.now() >= p.giveUpAt.getTime() ? undefined : await this.attempt(await this.contextOfPending(p));
    if (outcome && outcome.state !== 'failed') {
      await this.deps.pending.remove(p._id);
      this.report(conn, 'revoked', attempts);
      await this.publishUpdate(conn, { state: 'revoked', attempts });
      return null;
    }
    const error = outcome?.reason ?? 'gave up: 24 hours passed since the connection was deleted';
    const next = new Date(this.now() + this.delayAfter(attempts));
    if (!outcome || attempts >= this.opts.maxAttempts || next.getTime() > p.giveUpAt.getTime()) {
      await this.deps.pending.remove(p._id);
      this.report(conn, 'abandoned', attempts, error);
      await this.publishUpdate(conn, { state: 'abandoned', attempts, error });
      return null;
    }
    await this.deps.pending.recordFailure(p._id, attempts, error, next);
    this.report(conn, 'retrying', attempts, error);
    return next;
  }

  /** Re-queues retries whose job was lost (the housekeeping job calls it); returns how many. */
  async requeueDue(now: Date): Promise<number> {
    const ids = await this.deps.pending.dueIds(new Date(now.getTime() - 60_000), 100);
    for (const connectionId of ids)
      await this.deps.scheduler.enqueue(JOB_NAMES.revokeRetry, { connectionId }, { uniqueBy: 'connectionId' });
    return ids.length;
  }

  private delayAfter(attempts: number): number {
    return Math.min(MAX_RETRY_DELAY_MS, this.opts.retryMs * 2 ** (attempts - 1));
  }

  private async attempt(ctx: ConnectionContext | undefined): Promise<RevokeOutcome> {
    if (!ctx) return { state: 'failed', reason: 'the stored credentials could not be opened' };
    try {
      return await this.deps.runtime.oauth.revoke(ctx);
    } catch (e) {
      // A revocation URL that cannot be built (a missing input): retrying will not help, but the grant is not revoked.
      return { state: 'failed', reason: e instanceof Error ? e.message.slice(0, 300) : 'revocation failed' };
    }
  }

  private async contextOf(doc: ConnectionDoc): Promise<ConnectionContext | undefined> {
    const ctx = await this.deps.contextFor(doc).catch(() => undefined);
    if (ctx && !ctx.oauthClient && ctx.credentials.type === 'oauth2') {
      // contextFor gives the client only to connections that can refresh; a revocation may need it anyway.
      const selected = await this.deps.oauthApps.select(doc.environmentId, doc.integrationId, doc.oauthAppId).catch(() => undefined);
      if (selected) ctx.oauthClient = selected.client;
    }
    return ctx;
  }

  private async contextOfPending(p: PendingRevocationDoc): Promise<ConnectionContext | undefined> {
    const now = new Date(this.now());
    const doc: ConnectionDoc = {
      id: p._id,
      projectId: p.projectId,
      environmentId: p.environmentId,
      integrationId: p.integrationId,
      accessTokenHash: '',
      credentialsSealed: p.credentialsSealed,
      inputs: p.inputs,
      authMethodId: p.authMethodId,
      oauthAppId: p.oauthAppId,
      status: 'READY',
      health: 'ok',
      healthReason: null,
      lastSyncError: null,
      createdAt: now,
      modifiedAt: now,
    };
    return this.contextOf(doc);
  }

  private report(
    conn: { id: string; integrationId: string; environmentId: string },
    outcome: ConnectionRevocation['state'],
    attempts: number,
    error?: string,
  ): void {
    this.deps.telemetry.emit('revocation', { integrationId: conn.integrationId, outcome });
    const line = { connectionId: conn.id, environmentId: conn.environmentId, integrationId: conn.integrationId, outcome, attempts, error };
    if (outcome === 'abandoned')
      this.deps.log.error(line, 'revocation abandoned: the credentials are erased, the grant may still be valid at the tool');
    else if (outcome === 'retrying') this.deps.log.warn(line, 'revocation failed: retrying later');
    else this.deps.log.info(line, 'connection grant revoked at the tool');
  }

  private async publishUpdate(
    conn: Pick<ConnectionDoc, 'id' | 'projectId' | 'environmentId'>,
    revocation: ConnectionRevocation,
  ): Promise<void> {
    await this.deps
      .publish(conn, [{ eventType: REVOCATION_UPDATED, data: { id: conn.id }, revocation }])
      .catch((err: unknown) => this.deps.log.error({ err, connectionId: conn.id }, 'could not publish connection.revocation.updated'));
  }
}
