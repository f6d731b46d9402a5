import dns from 'node:dns';
import type { LookupFunction } from 'node:net';
import type { Got } from 'got';
import { leanGot, sendOnce } from '../../connectors/index.js';
import pMap from 'p-map';
import { signedHeaders } from '../../events/sign-webhook.js';
import { RECONNECT_URL_CONTEXT, withReconnectUrl } from '../events/event-body.js';
import type { Logger } from '../../log/logger.js';
import type { DeliveriesRepo, DeliveryAttempt, DeliveryDoc } from '../../store/deliveries.repo.js';
import type { EnvironmentsRepo } from '../../store/environments.repo.js';
import type { OutboxDoc, OutboxRepo } from '../../store/outbox.repo.js';
import type { Telemetry } from '../observability/telemetry.js';
import type { ProjectsService } from '../projects/projects-service.js';
import { deliveryAgents, isRefusedByAgent, REFUSED_TARGET_REASON, refusingLookup } from './webhook-target-policy.js';
import { validateWebhookUrl } from './webhook-url.js';

/** Where a delivery finds each webhook's signing secret (the webhooks service; null when the webhook is gone). */
export type SigningSecrets = (webhookId: string) => Promise<string | null>;

/** The seed: a non-2xx answer is re-sent up to 3 times, so at most 4 attempts. */
const MAX_DELIVERY_ATTEMPTS = 4;

export interface DispatchOptions {
  /** Opens sealed values (a `connection.degraded` delivery's reconnect link); without it the link is sent as null. */
  openSealed?: (sealed: string, context: string) => string;
  /** Receivers answer slowly: this many deliveries are in flight at once. */
  concurrency: number;
  /** Delay before re-sending after attempt n: base * 4^(n-1) (30 s, 2 min, 8 min by default). */
  backoffBaseMs: number;
  timeoutMs: number;
  /** Deliveries claimed from the outbox per round. */
  batchSize: number;
  /** Development and tests only: deliver to private, loopback and internal addresses. */
  allowPrivateTargets: boolean;
  /** Name resolution for receivers (default: the system's). Every address it yields is checked before connecting. */
  dnsLookup?: LookupFunction;
  /** A round's claim is kept (renewed every third of it) while the worker lives; after a crash, others wait this long. */
  leaseMs: number;
  /** Names this process in claims and in the delivery log (host:pid). */
  workerId: string;
  /**
   * This process is the only webhook worker on its store (the embedded store: one process): deliveries it queues
   * are handed to its worker in memory, which sends them without searching the outbox or claiming them (on the
   * embedded store a search decodes every queued delivery, and a claim's locks cost two more writes per round). With several workers (MongoDB) every round searches the outbox, so a
   * delivery one worker finished is never taken again from another's memory.
   */
  localHandoff?: boolean;
  /** Deliveries handed over in memory at most (about 1 KiB each); more stay in the outbox for the next search. */
  handoffMax?: number;
}

/** The default of DispatchOptions.handoffMax. */
const HANDOFF_MAX = 5_000;
/** `caughtUp` waits while more than this many handed-over deliveries wait for a round. */
const HANDOFF_BACKLOG = 500;
/** ... but never longer than this (a worker stopped or stuck does not stop the producers). */
const CAUGHT_UP_MAX_WAIT_MS = 10_000;

export interface DispatchContext {
  signal?: AbortSignal;
  /** A run returns after this long (the worker comes back at once when more is due). */
  maxRunMs: number;
}

/**
 * Sends what the outbox holds: rounds of due deliveries claimed with a lease (several workers drain the outbox at
 * once, see OutboxRepo), `concurrency` at a time, one attempt each. A failure with attempts left goes back to the
 * outbox with the attempt recorded and its backoff; a success or the last failure is written to the log and leaves
 * the outbox, in one batch per round (the embedded store inserts fast and updates slowly). `got` retries are off: a
 * re-send is signed afresh and recorded as its own attempt.
 */
export class DeliveryService {
  private readonly finishedListeners: ((docs: DeliveryDoc[]) => void)[] = [];
  /** One client for every attempt: no retries (a re-send is its own signed attempt), no redirects, no throwing. */
  private readonly client: Got;
  private rounds = 0;
  private readonly waiters = new Set<() => void>();
  /** Due deliveries this process queued and its worker has not claimed yet (see DispatchOptions.localHandoff). */
  private readonly handoff = new Map<string, OutboxDoc>();
  private readonly roomWaiters = new Set<() => void>();

  constructor(
    private readonly outbox: OutboxRepo,
    private readonly deliveries: DeliveriesRepo,
    private readonly environments: EnvironmentsRepo,
    private readonly projects: ProjectsService,
    private readonly secrets: SigningSecrets,
    private readonly opts: DispatchOptions,
    private readonly log: Logger,
    private readonly telemetry: Telemetry,
  ) {
    const agents = deliveryAgents(opts.allowPrivateTargets);
    this.client = leanGot({
      retry: { limit: 0 },
      followRedirect: false,
      throwHttpErrors: false,
      timeout: { request: opts.timeoutMs },
      ...(agents ? { agent: agents, dnsLookup: refusingLookup(opts.dnsLookup ?? dns.lookup) } : {}),
      ...(opts.dnsLookup && !agents ? { dnsLookup: opts.dnsLookup } : {}),
    });
  }

  /** Deliveries were put in the outbox by this process: a worker waiting in `waitForWork` starts at once. */
  queued(docs: OutboxDoc[]): void {
    if (this.opts.localHandoff)
      for (const d of docs) {
        if (this.handoff.size >= (this.opts.handoffMax ?? HANDOFF_MAX)) break;
        this.handoff.set(d._id, d);
      }
    for (const wake of this.waiters) wake();
  }

  /**
   * For bulk producers (a sync pass): resolves once this process's worker has taken all but HANDOFF_BACKLOG of the
   * deliveries handed to it (at once without the in-memory handoff). A pass then runs at most one batch ahead of
   * the deliveries, which keeps the outbox small: on the embedded store each round's removal from the outbox
   * decodes every delivery still queued there.
   */
  caughtUp(signal?: AbortSignal): Promise<void> {
    if (this.handoff.size <= HANDOFF_BACKLOG) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        if (this.handoff.size > HANDOFF_BACKLOG && !signal?.aborted && Date.now() < deadline) return;
        clearTimeout(timer);
        this.roomWaiters.delete(done);
        signal?.removeEventListener('abort', done);
        resolve();
      };
      const deadline = Date.now() + CAUGHT_UP_MAX_WAIT_MS;
      const timer = setTimeout(done, CAUGHT_UP_MAX_WAIT_MS);
      this.roomWaiters.add(done);
      signal?.addEventListener('abort', done, { once: true });
    });
  }

  /** Resolves after `ms`, or earlier when deliveries are queued by this process or the signal aborts. */
  waitForWork(ms: number, signal?: AbortSignal): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.waiters.delete(done);
        signal?.removeEventListener('abort', done);
        resolve();
      };
      const timer = setTimeout(done, Math.max(0, ms));
      this.waiters.add(done);
      signal?.addEventListener('abort', done, { once: true });
    });
  }

  /** Observers of deliveries that finished (delivered, or failed for good), once each, after they are logged. */
  onFinished(listener: (docs: DeliveryDoc[]) => void): void {
    this.finishedListeners.push(listener);
  }

  /**
   * Queues deliveries again (a redelivery, a test event): fresh outbox entries with no attempts, sent by the
   * webhook workers like every other delivery (this process's worker at once).
   */
  async enqueue(docs: OutboxDoc[]): Promise<void> {
    this.queued(await this.outbox.insertMany(docs));
  }

  /** Returns when the next delivery is due (now when the run stopped with work left), or null when none is left. */
  async dispatchDue(ctx: DispatchContext): Promise<Date | null> {
    const started = Date.now();
    const tokens = new Map<string, Promise<string | null>>();
    const secrets = new Map<string, Promise<string | null>>();
    // A round's outcome is written (log, leave the outbox, end the claim) while the next round sends: on the embedded
    // store leaving the outbox decodes every queued delivery, and the receivers need not wait for it. One write at a
    // time, in round order; a claim keeps its deliveries locked until they are out of the outbox, and a search of
    // the outbox waits for every write (deliveries handed over in memory are not locked).
    let settling: Promise<void> = Promise.resolve();
    const unsettled: Promise<void>[] = [];
    try {
      for (;;) {
        if (ctx.signal?.aborted) return new Date();
        while (unsettled.length >= (this.handoff.size ? 2 : 1)) await unsettled.shift();
        const claim = `${this.opts.workerId}/${++this.rounds}`;
        const leaseEnd = () => new Date(Date.now() + this.opts.leaseMs);
        const { due, claimed } = await this.claimRound(claim, leaseEnd());
        if (!due.length) break;
        const finished: DeliveryDoc[] = [];
        const renew = setInterval(() => {
          if (!claimed) return;
          this.outbox
            .extendClaim(claim, leaseEnd())
            .catch((err: unknown) => this.log.warn({ err, claim }, 'could not renew a delivery claim'));
        }, this.opts.leaseMs / 3);
        try {
          // On shutdown, deliveries not yet started go back (the claim ends); those in flight finish and are recorded.
          await pMap(
            due,
            async (d) => {
              if (ctx.signal?.aborted) return;
              const done = await this.attempt(d, tokens, secrets);
              if (done) finished.push(done);
            },
            { concurrency: this.opts.concurrency },
          );
        } catch (e) {
          clearInterval(renew);
          throw e;
        }
        const previous = settling;
        settling = (async () => {
          try {
            await previous;
            // The log before leaving the outbox: a stop in between re-sends (at least once), never loses a delivery.
            await this.deliveries.logFinished(finished);
            await this.outbox.removeMany(finished.map((d) => d._id));
            if (claimed) await this.outbox.endClaim(claim);
          } finally {
            clearInterval(renew);
          }
          if (finished.length) for (const listener of this.finishedListeners) notify(() => listener(finished), this.log);
        })();
        settling.catch(() => undefined); // awaited below; a failure surfaces there
        unsettled.push(settling);
        if (ctx.signal?.aborted || Date.now() - started >= ctx.maxRunMs) return new Date();
      }
    } finally {
      await settling;
    }
    const next = await this.outbox.nextDueAt();
    // Deliveries handed over while this run searched the outbox woke nobody (the worker was not waiting): due now.
    return this.handoff.size ? new Date() : next;
  }

  /**
   * A round's deliveries: those handed over in memory first, else a claimed search of the outbox. Handed-over ones
   * are not claimed: this process is the store's only webhook worker (DispatchOptions.localHandoff), nothing else
   * takes them, and after a crash they are found in the outbox with no claim to wait for.
   */
  private async claimRound(claim: string, leaseUntil: Date): Promise<{ due: OutboxDoc[]; claimed: boolean }> {
    if (this.handoff.size) {
      // Taken from the map's head, not copied whole first (it holds up to `handoffMax` deliveries, a round takes a batch).
      const due: OutboxDoc[] = [];
      for (const d of this.handoff.values()) {
        if (due.length >= this.opts.batchSize) break;
        due.push(d);
      }
      for (const d of due) this.handoff.delete(d._id);
      for (const wake of [...this.roomWaiters]) wake();
      return { due, claimed: false };
    }
    const due = await this.outbox.claimDue(new Date(), this.opts.batchSize, leaseUntil, claim);
    for (const d of due) this.handoff.delete(d._id);
    return { due, claimed: true };
  }

  /** One attempt; returns the finished delivery (delivered or failed for good), or null when it will be re-sent. */
  private async attempt(
    d: OutboxDoc,
    tokens: Map<string, Promise<string | null>>,
    secrets: Map<string, Promise<string | null>>,
  ): Promise<DeliveryDoc | null> {
    const attemptNo = d.attempts.length + 1;
    const failNow = (error: string) =>
      this.finish(d, 'failed', { attempt: attemptNo, at: new Date(), statusCode: null, durationMs: 0, error });
    let apiToken = tokens.get(d.environmentId);
    if (!apiToken) tokens.set(d.environmentId, (apiToken = this.apiTokenOf(d.environmentId)));
    const token = await apiToken;
    if (token === null) return failNow('environment no longer exists');
    let secretOf = secrets.get(d.webhookId);
    if (!secretOf) secrets.set(d.webhookId, (secretOf = this.secrets(d.webhookId)));
    const webhookSecret = await secretOf;
    if (webhookSecret === null) return failNow('webhook no longer exists');
    // Webhooks stored before targets were checked (or by hand) are judged again here; names are judged after DNS.
    if (!this.opts.allowPrivateTargets && !isAllowedTarget(d.url)) return failNow(REFUSED_TARGET_REASON);
    // A health event's reconnect link is stored sealed: put back into the body this attempt sends (and signs).
    const body = d.reconnectSealed ? withReconnectUrl(d.body, this.openReconnectUrl(d.reconnectSealed)) : d.body;
    const timestampMs = String(Date.now());
    const headers = signedHeaders({
      webhookSecret,
      apiToken: token,
      projectId: d.projectId,
      webhookId: d.webhookId,
      deliveryId: d._id,
      timestampMs,
      body,
    });
    const at = new Date();
    const started = performance.now();
    let statusCode: number | null = null;
    let error: string | null = null;
    try {
      const res = await sendOnce(this.client, d.url, { method: 'POST', body, headers });
      statusCode = res.statusCode;
      if (statusCode < 200 || statusCode > 299) error = `receiver answered ${statusCode}`;
    } catch (e) {
      error = describeFailure(e as { code?: string; message?: string }, this.opts.timeoutMs);
    }
    const attempt: DeliveryAttempt = { attempt: attemptNo, at, statusCode, durationMs: Math.round(performance.now() - started), error };
    if (error !== null)
      this.log.info(
        { deliveryId: d._id, webhookId: d.webhookId, attempt: attemptNo, statusCode, error },
        'webhook delivery attempt failed',
      );
    // A target refused after DNS is refused on every attempt: retrying it only sends more lookups (docs/webhooks.md).
    const final = attemptNo >= MAX_DELIVERY_ATTEMPTS || error === REFUSED_TARGET_REASON;
    const outcome = error === null ? 'delivered' : final ? 'failed' : 'retrying';
    this.telemetry.emit('delivery', {
      webhookId: d.webhookId,
      environmentId: d.environmentId,
      outcome,
      statusCode,
      durationMs: attempt.durationMs,
    });
    if (outcome !== 'retrying') return this.finish(d, outcome, attempt);
    await this.outbox.retryLater(d._id, attempt, new Date(Date.now() + this.opts.backoffBaseMs * 4 ** (attemptNo - 1)));
    return null;
  }

  private finish(d: OutboxDoc, status: 'delivered' | 'failed', last: DeliveryAttempt): DeliveryDoc {
    // The sealed link stays out of the delivery log: it was for the attempts only.
    const { dueAt: _dueAt, reconnectSealed: _reconnect, ...rest } = d;
    return { ...rest, status, attempts: [...d.attempts, last], finishedAt: new Date(), worker: this.opts.workerId };
  }

  /** The sealed link opened (null, and sent without it, when no key opens it any more). */
  private openReconnectUrl(sealed: string): string | null {
    try {
      return this.opts.openSealed?.(sealed, RECONNECT_URL_CONTEXT) ?? null;
    } catch (err) {
      this.log.warn({ err }, 'a reconnect link could not be opened: sent without it');
      return null;
    }
  }

  private async apiTokenOf(environmentId: string): Promise<string | null> {
    const env = await this.environments.findById(environmentId);
    return env ? this.projects.revealApiToken(env) : null;
  }
}

function isAllowedTarget(url: string): boolean {
  try {
    validateWebhookUrl(url, 'url', false);
    return true;
  } catch {
    return false;
  }
}

/**
 * What the delivery log says about a failed attempt: a generic reason by error code, never the resolved address,
 * port or system message (a log of "ECONNREFUSED 10.0.0.7:8399" turns webhooks into a port scanner).
 */
function describeFailure(err: { code?: string; message?: string }, timeoutMs: number): string {
  if (isRefusedByAgent(err)) return REFUSED_TARGET_REASON;
  switch (err.code) {
    case 'ETIMEDOUT':
      return `no answer within ${timeoutMs} ms`;
    case 'ECONNREFUSED':
      return 'connection refused';
    case 'ECONNRESET':
    case 'EPIPE':
      return 'connection closed before an answer';
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return 'host name could not be resolved';
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return 'host unreachable';
    default:
      return err.code?.startsWith('ERR_TLS') || err.code?.includes('CERT') ? 'TLS handshake failed' : 'request failed';
  }
}

function notify(fn: () => void, log: Logger): void {
  try {
    fn();
  } catch (err) {
    log.warn({ err }, 'delivery observer failed');
  }
}
