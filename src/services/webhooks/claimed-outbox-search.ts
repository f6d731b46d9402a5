import type { Logger } from '../../log/logger.js';
import type { OutboxDoc, OutboxRepo } from '../../store/outbox.repo.js';
import type { DueDeliveries, DueSkip } from './due-deliveries.js';

export interface ClaimedSearchOptions {
  /** Deliveries claimed by one search at most. */
  batchSize: number;
  /** A claim is kept (renewed every third of it) while the worker lives; after a crash, others wait this long. */
  leaseMs: number;
  /** Names this process in its claims (host:pid). */
  workerId: string;
  /** With nothing known to be due, search again after this long (deliveries queued by other processes). */
  idleMs: number;
  /** Delay before re-sending after attempt n: base * 4^(n-1) (30 s, 2 min, 8 min by default). */
  backoffBaseMs: number;
  /** Webhooks parked by other workers (read from the store): their deliveries are left out too (several workers). */
  parkedElsewhere?: (now: Date) => Promise<string[]>;
  /** Deliveries found finished but still in the outbox (left by a crash): removed later, in batches. */
  leftDone: (ids: string[]) => void;
}

/**
 * Due deliveries found by a search of the outbox, safe with any number of workers on one store: each search is a
 * claim with a lease (OutboxRepo.claimDue) that locks the deliveries it takes, renewed every third of the lease while
 * this worker holds some of them, ended once none is left (recorded, or given back). A worker that dies stops
 * renewing; when its lease ends the next claimant frees its deliveries. Searches run when the pool's slots have
 * nothing to start and something may be due: at once when this process queued deliveries, when the next delivery or
 * retry is due, when a parking ends, and at least every `idleMs` (deliveries queued by other processes).
 */
export class ClaimedOutboxSearch implements DueDeliveries {
  /** Claims with deliveries still held here: claim id -> those deliveries. */
  private readonly claims = new Map<string, Set<string>>();
  private readonly claimOf = new Map<string, string>();
  private readonly listeners: (() => void)[] = [];
  private searches = 0;
  private searchAt = 0;
  /** The earliest time something became due while a search ran (its result must not push the next search past it). */
  private dueWhileSearching = Infinity;
  private renewal: NodeJS.Timeout | undefined;

  constructor(
    private readonly outbox: OutboxRepo,
    private readonly opts: ClaimedSearchOptions,
    private readonly log: Logger,
  ) {}

  queued(): void {
    this.dueAt(0);
    this.notify();
  }

  /** Nothing is handed over in memory: every delivery is found by a search. */
  handedOver(): OutboxDoc[] {
    return [];
  }

  held(): number {
    return 0;
  }

  nextAt(): number {
    return this.searchAt;
  }

  retryAt(attemptNo: number): Date {
    return new Date(Date.now() + this.opts.backoffBaseMs * 4 ** (attemptNo - 1));
  }

  dueAt(at: number): void {
    this.searchAt = Math.min(this.searchAt, at);
    this.dueWhileSearching = Math.min(this.dueWhileSearching, at);
  }

  claimed(id: string): boolean {
    return this.claimOf.has(id);
  }

  onDue(listener: () => void): void {
    this.listeners.push(listener);
  }

  open(): void {
    this.searchAt = 0;
    this.renewal ??= setInterval(() => this.renew(), this.opts.leaseMs / 3);
  }

  close(): void {
    clearInterval(this.renewal);
    this.renewal = undefined;
  }

  /**
   * Claims due deliveries (those of parked webhooks, and of webhooks already holding a batch in the pool, left out:
   * claims piled up behind a busy receiver would hold the oldest deliveries, those a dead worker's lease gave back,
   * behind newer ones and keep them from the other workers). When it finds fewer than it asked for, the next search
   * is when the next delivery is due, a probe is due, or after `idleMs`.
   */
  async take(skip: DueSkip): Promise<OutboxDoc[]> {
    const now = new Date();
    const claim = `${this.opts.workerId}/${++this.searches}`;
    this.dueWhileSearching = Infinity;
    try {
      const elsewhere = this.opts.parkedElsewhere ? await this.opts.parkedElsewhere(now) : [];
      const webhooks = [...new Set([...skip.parked, ...elsewhere, ...skip.holding(this.opts.batchSize)])];
      const leaseUntil = new Date(now.getTime() + this.opts.leaseMs);
      const claimed = await this.outbox.claimDue(now, this.opts.batchSize, leaseUntil, claim, { ids: skip.ids, webhooks });
      // Finished and marked done, still in the outbox: a crash came before their removal, or it is pending here.
      if (claimed.done.length) this.opts.leftDone(claimed.done);
      if (claimed.due.length < this.opts.batchSize) {
        const next = await this.outbox.nextDueAt({ ids: [...skip.ids, ...claimed.done], webhooks });
        this.searchAt = Math.min(now.getTime() + this.opts.idleMs, next?.getTime() ?? Infinity, skip.probeAt ?? Infinity);
        // Due now and not found: in memory or locked by another worker's claim; look again after a short while.
        if (this.searchAt <= now.getTime()) this.searchAt = now.getTime() + Math.min(this.opts.idleMs, 250);
        this.searchAt = Math.min(this.searchAt, this.dueWhileSearching);
      }
      if (claimed.due.length) {
        this.claims.set(claim, new Set(claimed.due.map((d) => d._id)));
        for (const d of claimed.due) this.claimOf.set(d._id, claim);
      }
      return claimed.due;
    } catch (err) {
      this.log.error({ err }, 'could not search the webhook outbox; trying again after the idle period');
      this.searchAt = Math.min(now.getTime() + this.opts.idleMs, this.dueWhileSearching);
      return [];
    }
  }

  /** Not sent: their locks go, so another search (or worker) may take them at once. */
  async giveBack(docs: OutboxDoc[]): Promise<void> {
    const locked = docs.filter((d) => this.claimOf.has(d._id)).map((d) => d._id);
    if (!locked.length) return;
    try {
      await this.outbox.unlock(locked);
    } catch (err) {
      this.log.warn({ err }, 'could not give back claimed deliveries; they are free when their lease ends');
    }
    this.settled(locked);
  }

  /** These deliveries left this worker: a claim with none left ends. */
  settled(ids: string[]): void {
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

  private renew(): void {
    const until = new Date(Date.now() + this.opts.leaseMs);
    for (const claim of this.claims.keys())
      this.outbox.extendClaim(claim, until).catch((err: unknown) => this.log.warn({ err, claim }, 'could not renew a delivery claim'));
  }

  private notify(): void {
    for (const listener of this.listeners) listener();
  }
}
