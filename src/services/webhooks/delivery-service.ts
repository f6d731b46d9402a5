import type { LookupFunction } from 'node:net';
import type { Logger } from '../../log/logger.js';
import type { DeliveriesRepo, DeliveryDoc } from '../../store/deliveries.repo.js';
import type { EnvironmentsRepo } from '../../store/environments.repo.js';
import type { OutboxDoc, OutboxRepo } from '../../store/outbox.repo.js';
import type { WebhooksRepo } from '../../store/webhooks.repo.js';
import type { Telemetry } from '../observability/telemetry.js';
import type { ProjectsService } from '../projects/projects-service.js';
import { DeliverySender, type SigningSecrets } from './delivery-sender.js';
import { EndpointGate, type GateTransition } from './endpoint-gate.js';
import { OutcomeWriter } from './outcome-writer.js';
import { ReadyQueues } from './ready-queues.js';

export type { SigningSecrets } from './delivery-sender.js';

export interface DispatchOptions {
  /** Opens sealed values (a `connection.degraded` delivery's reconnect link); without it the link is sent as null. */
  openSealed?: (sealed: string, context: string) => string;
  /** The pool: this many attempts in flight at once (sending, or sent and not yet recorded). */
  concurrency: number;
  /** Attempts in flight at once to one webhook at first (grows with quick successes; 1 after a slow failure). */
  perEndpoint: number;
  /** Failed attempts in a row that park a webhook (its circuit breaker opens). */
  failuresToPark: number;
  /** How long a webhook stays parked at first (doubling after each failed probe, at most 10 minutes). */
  parkMs: number;
  /** Delay before re-sending after attempt n: base * 4^(n-1) (30 s, 2 min, 8 min by default). */
  backoffBaseMs: number;
  timeoutMs: number;
  /** Deliveries claimed from the outbox by one search at most. */
  batchSize: number;
  /** Development and tests only: deliver to private, loopback and internal addresses. */
  allowPrivateTargets: boolean;
  /** Name resolution for receivers (default: the system's). Every address it yields is checked before connecting. */
  dnsLookup?: LookupFunction;
  /** A search's claim is kept (renewed every third of it) while the worker lives; after a crash, others wait this long. */
  leaseMs: number;
  /** Names this process in claims and in the delivery log (host:pid). */
  workerId: string;
  /**
   * This process is the only webhook worker on its store (the embedded store: one process): deliveries it queues
   * are handed to its worker in memory, which sends them without searching the outbox or claiming them (on the
   * embedded store a search decodes every queued delivery, and a claim's locks cost more writes). With several
   * workers (MongoDB) every delivery is found by a search, so one a worker finished is never taken from another's memory.
   */
  localHandoff?: boolean;
  /** Deliveries held in memory at most (about 1 KiB each); more stay in the outbox for the next search. */
  handoffMax?: number;
}

/** The default of DispatchOptions.handoffMax. */
const HANDOFF_MAX = 5_000;
/** `caughtUp` waits while more than this many deliveries wait in memory to be sent. */
const HANDOFF_BACKLOG = 500;
/** ... but never longer than this (a worker stopped or stuck does not stop the producers). */
const CAUGHT_UP_MAX_WAIT_MS = 10_000;
/** With the in-memory handoff, the outbox is searched at least this often with nothing known to be due there. */
const HANDOFF_IDLE_SEARCH_MS = 30_000;

export interface DispatchContext {
  signal?: AbortSignal;
  /** Stop once nothing is due, in memory or in flight (tests); without it the pool runs until the signal aborts. */
  untilIdle?: boolean;
  /** With `untilIdle`: stop after this long at most. */
  maxRunMs?: number;
  /** When nothing is known to be due, search the outbox again after this long (deliveries queued by other processes). */
  idleMs?: number;
}

/**
 * The webhook delivery pool of one worker: a continuous pool, not rounds. Up to `concurrency` attempts are in flight;
 * each slot is taken again as soon as its attempt's outcome is recorded, from deliveries in memory (handed over by
 * this process, or claimed from the outbox by a search, see OutboxRepo), taken round-robin across webhooks; the
 * outbox is searched when the slots have nothing to start. What one receiver does holds back no other: EndpointGate
 * limits the attempts in flight per webhook and parks a webhook that keeps failing (recorded on the webhook, shown
 * by the API and the dashboard). Each outcome is written before its slot frees (OutcomeWriter), so a crash repeats
 * at most `concurrency` deliveries. `got` retries are off: a re-send is signed afresh and recorded as its own attempt.
 */
export class DeliveryService {
  private readonly finishedListeners: ((docs: DeliveryDoc[]) => void)[] = [];
  private readonly sender: DeliverySender;
  private readonly gate: EndpointGate;
  private readonly writer: OutcomeWriter;
  /** Deliveries in memory, not started: handed over by this process, or claimed by a search. */
  private readonly ready = new ReadyQueues();
  /** Attempts in flight (sending, or waiting for their outcome to be written), by delivery id. */
  private readonly inFlight = new Set<string>();
  /** Claims of this worker with deliveries still in memory: claim id -> those deliveries. */
  private readonly claims = new Map<string, Set<string>>();
  private readonly claimOf = new Map<string, string>();
  private searches = 0;
  /** The outbox may hold due deliveries this worker has not in memory: search when the slots have nothing to start. */
  private searchAt = 0;
  private running = false;
  private stopping = false;
  /** Something changed (an attempt ended, deliveries were queued) since the pool's loop last looked. */
  private woken = false;
  private readonly waiters = new Set<() => void>();
  private readonly roomWaiters = new Set<() => void>();

  constructor(
    private readonly outbox: OutboxRepo,
    deliveries: DeliveriesRepo,
    environments: EnvironmentsRepo,
    projects: ProjectsService,
    secrets: SigningSecrets,
    private readonly opts: DispatchOptions,
    private readonly log: Logger,
    telemetry: Telemetry,
    /** Where parkings are recorded (and, with several workers, read); optional for tests of the sending alone. */
    private readonly webhooks?: Pick<WebhooksRepo, 'setParked' | 'parkedIds'>,
  ) {
    this.sender = new DeliverySender(environments, projects, secrets, opts, log, telemetry);
    this.gate = new EndpointGate(opts);
    this.writer = new OutcomeWriter(
      outbox,
      deliveries,
      (docs) => {
        for (const listener of this.finishedListeners) listener(docs);
      },
      log,
      () => this.stopping,
    );
  }

  /** Deliveries were put in the outbox by this process: the pool takes them at once. */
  queued(docs: OutboxDoc[]): void {
    if (this.opts.localHandoff) {
      const max = this.opts.handoffMax ?? HANDOFF_MAX;
      for (const d of docs) {
        // Over the cap, or for a parked webhook: left in the outbox for a search.
        if (this.ready.size >= max || this.gate.isParked(d.webhookId)) this.searchAt = 0;
        else if (!this.inFlight.has(d._id)) this.ready.push(d);
      }
    } else this.searchAt = 0;
    this.wake();
  }

  /**
   * For bulk producers (a sync pass): resolves once this process's pool has taken all but HANDOFF_BACKLOG of the
   * deliveries in its memory (at once without the in-memory handoff). A pass then runs at most one batch ahead of
   * the deliveries, which keeps the outbox small: on the embedded store a search decodes every queued delivery.
   */
  caughtUp(signal?: AbortSignal): Promise<void> {
    if (this.ready.size <= HANDOFF_BACKLOG) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        if (this.ready.size > HANDOFF_BACKLOG && !signal?.aborted && Date.now() < deadline) return;
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

  /** A signing secret or API token was rotated in this process: the next attempts sign with the new one. */
  forgetSigningKeys(): void {
    this.sender.forgetKeys();
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

  /**
   * Runs the pool until the signal aborts (or, with `untilIdle`, until nothing is due). On abort, attempts in flight
   * finish and are recorded; deliveries claimed and not started are given back at once.
   */
  async dispatchDue(ctx: DispatchContext): Promise<void> {
    if (this.running) throw new Error('the delivery pool is already running');
    this.running = true;
    this.stopping = false;
    const deadline = ctx.maxRunMs === undefined ? Infinity : Date.now() + ctx.maxRunMs;
    // With the in-memory handoff, every delivery this process queues reaches the pool without a search, and the
    // outbox is searched when a retry or a probe is due: the idle search is only a safety net (the embedded store
    // decodes every queued delivery for it).
    const idleMs = this.opts.localHandoff ? Math.max(ctx.idleMs ?? 0, HANDOFF_IDLE_SEARCH_MS) : (ctx.idleMs ?? 1_000);
    const renew = setInterval(() => this.renewClaims(), this.opts.leaseMs / 3);
    this.searchAt = 0;
    try {
      for (;;) {
        if (ctx.signal?.aborted || Date.now() >= deadline) break;
        this.woken = false;
        this.startReady();
        const free = this.inFlight.size < this.opts.concurrency;
        if (free && !this.ready.hasStartable((id) => this.gate.canStart(id)) && Date.now() >= this.searchAt) {
          const found = await this.search(idleMs);
          if (found) continue;
        }
        if (ctx.untilIdle && !this.inFlight.size && !this.ready.hasStartable((id) => this.gate.canStart(id)) && Date.now() < this.searchAt)
          break;
        await this.waitForChange(Math.min(this.searchAt, deadline) - Date.now(), ctx.signal);
      }
    } finally {
      this.stopping = true;
      clearInterval(renew);
      while (this.inFlight.size) {
        this.woken = false;
        await this.waitForChange(1_000);
      }
      await this.giveBack(this.ready.drain());
      await this.writer.flush();
      this.running = false;
    }
  }

  /** Starts every delivery in memory its webhook admits, round-robin across webhooks, while slots are free. */
  private startReady(): void {
    while (this.inFlight.size < this.opts.concurrency) {
      const d = this.ready.take((id) => this.gate.canStart(id));
      if (!d) break;
      this.inFlight.add(d._id);
      this.gate.started(d.webhookId);
      void this.attempt(d).finally(() => {
        this.inFlight.delete(d._id);
        this.wake();
      });
    }
    if (this.ready.size <= HANDOFF_BACKLOG) for (const wake of [...this.roomWaiters]) wake();
  }

  /** One attempt and the record of its outcome (the slot is held until it is written). */
  private async attempt(d: OutboxDoc): Promise<void> {
    const locked = this.claimOf.has(d._id);
    let gateDone = false;
    try {
      const { attempt, outcome, retryAt, receiverFault } = await this.sender.send(d);
      gateDone = true;
      const change = this.gate.finished(d.webhookId, attempt.error, attempt.durationMs, receiverFault);
      if (change) this.parkingChanged(change);
      if (outcome === 'retrying' && retryAt) {
        await this.writer.record({ kind: 'retry', id: d._id, attempt, dueAt: retryAt, locked });
        this.searchAt = Math.min(this.searchAt, retryAt.getTime());
      } else {
        // The sealed link stays out of the delivery log: it was for the attempts only.
        const { dueAt: _dueAt, reconnectSealed: _reconnect, ...rest } = d;
        const doc: DeliveryDoc = {
          ...rest,
          status: outcome === 'delivered' ? 'delivered' : 'failed',
          attempts: [...d.attempts, attempt],
          finishedAt: new Date(),
          worker: this.opts.workerId,
        };
        await this.writer.record({ kind: 'finished', doc, locked });
      }
    } catch (err) {
      // Not sent or not recorded: it stays in the outbox and is sent again later.
      if (!gateDone) this.gate.finished(d.webhookId, null, 0, false);
      this.log.error({ err, deliveryId: d._id }, 'webhook delivery attempt failed unexpectedly');
    } finally {
      this.released([d._id]);
    }
  }

  /**
   * Claims due deliveries from the outbox into memory (those of parked webhooks and those already in memory left
   * out). Returns whether it found any; when it found fewer than it asked for, the next search is when the next
   * delivery is due (or after `idleMs`, for deliveries other processes queue).
   */
  private async search(idleMs: number): Promise<boolean> {
    const now = new Date();
    const claim = `${this.opts.workerId}/${++this.searches}`;
    let parked = this.gate.parkedIds(now.getTime());
    if (this.webhooks && !this.opts.localHandoff) parked = [...new Set([...parked, ...(await this.webhooks.parkedIds(now))])];
    // With several workers, a webhook that already has a batch waiting here gets no more until it goes down: claims
    // piled up behind a busy receiver would hold the oldest deliveries (those a dead worker's lease gave back)
    // behind thousands of newer ones, and keep them from the other workers.
    if (!this.opts.localHandoff) parked = [...new Set([...parked, ...this.ready.webhooksHolding(this.opts.batchSize)])];
    let found: OutboxDoc[];
    const skip = { ids: [...this.inFlight, ...this.ready.ids()], webhooks: parked };
    try {
      const claimed = await this.outbox.claimDue(now, this.opts.batchSize, new Date(now.getTime() + this.opts.leaseMs), claim, skip);
      found = claimed.due;
      // Finished and marked done, still in the outbox: a crash came before their removal, or it is pending here.
      if (claimed.done.length) this.writer.removeLater(claimed.done);
      if (found.length < this.opts.batchSize) {
        const next = await this.outbox.nextDueAt({ ids: [...skip.ids, ...claimed.done], webhooks: parked });
        const probe = this.gate.nextProbeAt(now.getTime());
        this.searchAt = Math.min(now.getTime() + idleMs, next ? next.getTime() : Infinity, probe ?? Infinity);
        // Due now and not found: in memory or locked by another worker's claim; look again after a short while.
        if (this.searchAt <= now.getTime()) this.searchAt = now.getTime() + Math.min(idleMs, 250);
      }
    } catch (err) {
      this.log.error({ err }, 'could not search the webhook outbox; trying again after the idle period');
      this.searchAt = now.getTime() + idleMs;
      return false;
    }
    if (!found.length) return false;
    this.claims.set(claim, new Set(found.map((d) => d._id)));
    for (const d of found) {
      this.claimOf.set(d._id, claim);
      this.ready.push(d);
    }
    return true;
  }

  /** A webhook was parked or released: recorded on it; when parked, its deliveries in memory are given back. */
  private parkingChanged(change: GateTransition): void {
    if (change.parked)
      this.log.warn(
        { webhookId: change.webhookId, until: change.parked.until, failures: change.parked.failures, reason: change.parked.reason },
        'webhook parked after failed attempts in a row',
      );
    else this.log.info({ webhookId: change.webhookId }, 'webhook delivers again');
    if (change.parked) {
      void this.giveBack(this.ready.dropWebhook(change.webhookId));
      this.searchAt = Math.min(this.searchAt, change.parked.until.getTime());
    }
    this.webhooks
      ?.setParked(change.webhookId, change.parked)
      .catch((err: unknown) => this.log.warn({ err, webhookId: change.webhookId }, 'could not record a webhook parking'));
  }

  /** Deliveries in memory not sent: their claim locks go, so another search (or worker) may take them at once. */
  private async giveBack(docs: OutboxDoc[]): Promise<void> {
    const locked = docs.filter((d) => this.claimOf.has(d._id)).map((d) => d._id);
    if (!locked.length) return;
    try {
      await this.outbox.unlock(locked);
    } catch (err) {
      this.log.warn({ err }, 'could not give back claimed deliveries; they are free when their lease ends');
    }
    this.released(locked);
  }

  /** These deliveries left this worker's memory: a claim with none left ends. */
  private released(ids: string[]): void {
    for (const id of ids) {
      const claim = this.claimOf.get(id);
      if (!claim) continue;
      this.claimOf.delete(id);
      const left = this.claims.get(claim);
      left?.delete(id);
      if (left?.size === 0) {
        this.claims.delete(claim);
        this.outbox.endClaim(claim).catch((err: unknown) => this.log.warn({ err, claim }, 'could not end a delivery claim'));
      }
    }
  }

  private renewClaims(): void {
    const until = new Date(Date.now() + this.opts.leaseMs);
    for (const claim of this.claims.keys())
      this.outbox.extendClaim(claim, until).catch((err: unknown) => this.log.warn({ err, claim }, 'could not renew a delivery claim'));
  }

  private wake(): void {
    this.woken = true;
    for (const wake of [...this.waiters]) wake();
  }

  /**
   * Resolves after `ms`, or earlier when an attempt ends, deliveries are queued, or the signal aborts; at once when
   * that happened since the loop last looked (while it searched, say: a wake-up with nobody waiting is not lost).
   */
  private waitForChange(ms: number, signal?: AbortSignal): Promise<void> {
    if (this.woken || signal?.aborted) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.waiters.delete(done);
        signal?.removeEventListener('abort', done);
        resolve();
      };
      const timer = setTimeout(done, Math.max(0, Math.min(ms, 2 ** 31 - 1)));
      this.waiters.add(done);
      signal?.addEventListener('abort', done, { once: true });
    });
  }
}
