import { LRUCache } from 'lru-cache';
import type { ConnectionHealthNotice, HealthReason } from '../../events/connector-event.js';
import { outsideRequest } from '../outside-request.js';
import type { Logger } from '../../log/logger.js';
import type { ConnectionDoc, ConnectionsRepo } from '../../store/connections.repo.js';
import type { NewEvent } from '../webhooks/event-publisher.js';

/** Scopes an auth method asks for (the manifest's `scopes.default`) and how the tool writes a list of them. */
export interface NeededScopes {
  scopes: string[];
  separator: string;
}

export interface ConnectionHealthDeps {
  connections: ConnectionsRepo;
  /** The manifest's scopes for a connection's auth method; undefined when it asks for none (API keys). */
  neededScopes(integrationId: string, authMethodId: string): NeededScopes | undefined;
  /** Scopes granted with the connection's credentials (the token response's `scope`), or undefined. */
  grantedScopeOf(doc: ConnectionDoc): string | undefined;
  publish(conn: ConnectionDoc, events: NewEvent[]): Promise<unknown>;
  /** A link that authorises the same connection again (see `ReconnectLinks`); null when none can be made. */
  reconnectUrl(conn: ConnectionDoc): Promise<string | null>;
  log: Logger;
}

export interface HealthThresholds {
  /** 401/403 answers in a row (no success between) before the connection is degraded. */
  authRejections: number;
  /** Failed token refreshes in a row before the connection is degraded. */
  refreshFailures: number;
}

interface Tally {
  authRejections: number;
  refreshFailures: number;
  /** Last state read from or written to the store, and when (other processes may change it). */
  known: 'healthy' | 'degraded' | undefined;
  knownAt: number;
}

/** Reasons a successful call disproves (missing scopes stay until new credentials grant them). */
const CALL_PATH_REASONS = new Set<HealthReason['code']>(['auth_rejected', 'refresh_failed', 'needs_reauth']);
/** How long a process trusts its last view of a connection's state before it rereads it after a success. */
const KNOWN_STATE_TTL_MS = 30_000;

/**
 * Connection health: granted scopes compared with the ones the manifest asks for, token refresh failures and 401/403
 * answers counted (in a row, per process), and the state on the connection (`healthState`, `healthReasons`): degraded
 * while a reason holds. The move to degraded publishes `connection.degraded` with a reconnect link, the move back
 * (a successful call, or credentials granting the missing scopes) `connection.recovered`: events of the log, signed
 * and delivered like the others. Each move is one conditional update, so one process announces it, once.
 * Observing a call costs nothing in the common case (a healthy connection seen recently): the store is read only
 * after a failure, or at most every KNOWN_STATE_TTL_MS per connection after a success.
 */
export class ConnectionHealthService {
  private readonly tallies = new LRUCache<string, Tally>({ max: 10_000 });
  /** One health change at a time per connection in this process (their order is the order of the signals). */
  private readonly queues = new Map<string, Promise<void>>();
  /**
   * Connections whose newest queued change is a success check not yet started: another success would queue the same
   * read again (every request of a burst does, while the first read is on its way), so it is not queued.
   */
  private readonly successQueued = new Set<string>();

  constructor(
    private readonly deps: ConnectionHealthDeps,
    private readonly thresholds: HealthThresholds = { authRejections: 3, refreshFailures: 2 },
    private readonly now: () => number = Date.now,
  ) {}

  /** A downstream answer of the connection's tool (`status` absent: no answer came, which says nothing of auth). */
  callAnswered(connectionId: string, status: number | undefined): void {
    if (status === undefined) return;
    if (status === 401 || status === 403) {
      const t = this.tally(connectionId);
      t.authRejections++;
      // Not awaited: the caller's request goes on; the change is queued (and its failure logged) here.
      if (t.authRejections >= this.thresholds.authRejections)
        void this.inBackground(connectionId, () =>
          this.degrade(connectionId, {
            code: 'auth_rejected',
            message: `The tool refused ${t.authRejections} calls in a row (HTTP ${status})`,
          }),
        );
      return;
    }
    if (status >= 200 && status < 300) {
      const t = this.tallies.get(connectionId);
      const fresh = t && this.now() - t.knownAt < KNOWN_STATE_TTL_MS;
      if (t && fresh && t.known === 'healthy' && t.authRejections === 0 && t.refreshFailures === 0) return;
      if (t) {
        t.authRejections = 0;
        t.refreshFailures = 0;
      }
      if (this.successQueued.has(connectionId)) return;
      void this.inBackground(connectionId, () => {
        this.successQueued.delete(connectionId);
        return this.succeeded(connectionId);
      });
      this.successQueued.add(connectionId);
    }
  }

  /** The outcome of a token refresh. */
  refreshed(connectionId: string, outcome: 'refreshed' | 'needs_reauth' | 'failed'): void {
    const t = this.tally(connectionId);
    if (outcome === 'refreshed') {
      t.refreshFailures = 0;
      return;
    }
    if (outcome === 'needs_reauth') return; // reported by needsReauth (the runtime's port), with its reason
    t.refreshFailures++;
    if (t.refreshFailures >= this.thresholds.refreshFailures)
      void this.inBackground(connectionId, () =>
        this.degrade(connectionId, { code: 'refresh_failed', message: `${t.refreshFailures} token refreshes failed in a row` }),
      );
  }

  /** The tool refused the credentials for good (invalid_grant, a rule saying so): degraded at once. */
  needsReauth(connectionId: string, reason: string): Promise<void> {
    return this.enqueue(connectionId, () => this.degrade(connectionId, { code: 'needs_reauth', message: reason.slice(0, 500) }));
  }

  /** New credentials (a connection made or authorised again, a refresh): the granted scopes are compared again. */
  credentialsChanged(connectionId: string): Promise<void> {
    return this.enqueue(connectionId, () => this.checkScopes(connectionId));
  }

  /** Resolves when every health change queued so far is done (tests, shutdown). */
  async settled(): Promise<void> {
    while (this.queues.size) await Promise.all([...this.queues.values()]);
  }

  private tally(connectionId: string): Tally {
    let t = this.tallies.get(connectionId);
    if (!t) {
      t = { authRejections: 0, refreshFailures: 0, known: undefined, knownAt: 0 };
      this.tallies.set(connectionId, t);
    }
    return t;
  }

  private remember(connectionId: string, state: 'healthy' | 'degraded'): void {
    const t = this.tally(connectionId);
    t.known = state;
    t.knownAt = this.now();
  }

  /** Queues a change the caller does not wait for, outside the caller's request (see outsideRequest). */
  private inBackground(connectionId: string, work: () => Promise<void>): Promise<void> {
    return outsideRequest(() => this.enqueue(connectionId, work));
  }

  private enqueue(connectionId: string, work: () => Promise<void>): Promise<void> {
    // Whatever is queued now is the newest: a success after it must be queued again (see successQueued).
    this.successQueued.delete(connectionId);
    const before = this.queues.get(connectionId) ?? Promise.resolve();
    const next = before
      .then(work)
      .catch((err: unknown) => {
        this.deps.log.warn({ err, connectionId }, 'connection health could not be updated');
      })
      .finally(() => {
        if (this.queues.get(connectionId) === next) this.queues.delete(connectionId);
      });
    this.queues.set(connectionId, next);
    return next;
  }

  private async checkScopes(connectionId: string): Promise<void> {
    const doc = await this.deps.connections.findById(connectionId);
    if (!doc) return;
    const needed = this.deps.neededScopes(doc.integrationId, doc.authMethodId);
    const grantedText = this.deps.grantedScopeOf(doc);
    const granted = grantedText === undefined ? null : splitScopes(grantedText, needed?.separator);
    await this.deps.connections.update(doc.id, { grantedScopes: granted });
    const missing = needed && granted ? needed.scopes.filter((s) => !granted.includes(s)) : [];
    if (missing.length) {
      await this.degrade(doc.id, { code: 'missing_scopes', message: `The tool did not grant: ${missing.join(', ')}` });
      return;
    }
    // New credentials with every scope: a degraded connection is mended when nothing else is wrong.
    await this.mend(doc, new Set(['missing_scopes', ...CALL_PATH_REASONS]));
  }

  private async succeeded(connectionId: string): Promise<void> {
    const doc = await this.deps.connections.findById(connectionId);
    if (!doc) return;
    await this.mend(doc, CALL_PATH_REASONS);
  }

  /** Drops the reasons `cleared` disproves; with none left the connection is healthy again (and says so). */
  private async mend(doc: ConnectionDoc, cleared: Set<HealthReason['code']>): Promise<void> {
    if (doc.healthState !== 'degraded') {
      this.remember(doc.id, 'healthy');
      return;
    }
    const left = (doc.healthReasons ?? []).filter((r) => !cleared.has(r.code));
    if (left.length) {
      if (left.length !== doc.healthReasons?.length) await this.deps.connections.update(doc.id, legacyHealth(left));
      this.remember(doc.id, 'degraded');
      return;
    }
    const won = await this.deps.connections.transitionHealth(doc.id, 'degraded', {
      healthState: 'healthy',
      healthReasons: [],
      health: 'ok',
      healthReason: null,
    });
    this.remember(doc.id, 'healthy');
    if (won) await this.announce(doc, { state: 'healthy', reasons: [], reconnectUrl: null });
  }

  private async degrade(connectionId: string, reason: HealthReason): Promise<void> {
    const doc = await this.deps.connections.findById(connectionId);
    if (!doc) return;
    this.remember(connectionId, 'degraded');
    if (doc.healthState === 'degraded') {
      const reasons = [...(doc.healthReasons ?? []).filter((r) => r.code !== reason.code), reason];
      await this.deps.connections.update(connectionId, legacyHealth(reasons));
      return;
    }
    const won = await this.deps.connections.transitionHealth(connectionId, 'healthy', legacyHealth([reason]));
    if (!won) return;
    const reconnectUrl = await this.deps.reconnectUrl(doc).catch((err: unknown) => {
      this.deps.log.warn({ err, connectionId }, 'no reconnect link for a degraded connection');
      return null;
    });
    await this.announce(doc, { state: 'degraded', reasons: [reason], reconnectUrl });
  }

  private async announce(doc: ConnectionDoc, health: ConnectionHealthNotice): Promise<void> {
    const eventType = health.state === 'degraded' ? 'connection.degraded' : 'connection.recovered';
    await this.deps.publish(doc, [{ eventType, data: { id: doc.id }, health }]);
    this.deps.log.info({ connectionId: doc.id, eventType, reasons: health.reasons.map((r) => r.code) }, 'connection health changed');
  }
}

/**
 * The state in the new fields and in the older `health` / `healthReason` (which the connections API and the
 * dashboard already show): a connection the end user must authorise again says `needs_reauth`.
 */
function legacyHealth(reasons: HealthReason[]): Pick<ConnectionDoc, 'healthState' | 'healthReasons' | 'health' | 'healthReason'> {
  const reauth = reasons.some((r) => r.code !== 'refresh_failed');
  return {
    healthState: 'degraded',
    healthReasons: reasons,
    health: reauth ? 'needs_reauth' : 'error',
    healthReason: reasons
      .map((r) => r.message)
      .join('; ')
      .slice(0, 500),
  };
}

/** A token response's `scope`: separated as the manifest says, though tools also use spaces or commas. */
function splitScopes(text: string, separator = ' '): string[] {
  return text
    .split(separator)
    .flatMap((s) => s.split(/[\s,]+/))
    .filter(Boolean);
}
