import type { Logger } from '../../log/logger.js';
import type { DeliveriesRepo, DeliveryAttempt, DeliveryDoc } from '../../store/deliveries.repo.js';
import type { OutboxRepo } from '../../store/outbox.repo.js';

/** The outcome of one attempt, to record before the attempt's slot in the pool is free again. */
export type Outcome =
  | { kind: 'finished'; doc: DeliveryDoc; locked: boolean }
  | { kind: 'retry'; id: string; attempt: DeliveryAttempt; dueAt: Date; locked: boolean };

/** A write that failed (the store is unreachable) is tried again after this long, until it succeeds or the pool stops. */
const REWRITE_AFTER_MS = 1_000;
/**
 * Finished deliveries leave the outbox in batches of `batch` at most, or `afterMs` after the first of them finished
 * (PLUGBOARD_WEBHOOK_REMOVE_BATCH, PLUGBOARD_WEBHOOK_REMOVE_AFTER_MS).
 */
export interface OutboxRemoval {
  batch: number;
  afterMs: number;
}

interface Waiting {
  outcome: Outcome;
  done: () => void;
}

/**
 * Records attempt outcomes as soon as they are known: each attempt's outcome is written by the first write that
 * starts after it ended (a group commit: the outcomes that ended while one write ran go together in the next, so
 * a busy pool writes in batches and an idle one at once). The pool holds an attempt's slot until its outcome is
 * written, so a crash repeats at most the attempts of a full pool (sent, and not yet recorded).
 * A finished delivery is recorded by inserts (the log, before its done mark: a crash in between re-sends, never
 * loses; on the embedded store the mark is in memory and the log insert is the only write, see OutboxOptions), which
 * the embedded store does in constant time, and leaves the outbox later, in batches (a delete there
 * scans the outbox); a retry is an update of its outbox entry.
 */
export class OutcomeWriter {
  private waiting: Waiting[] = [];
  private writing = false;
  /** Finished deliveries marked done, to remove from the outbox (see OutboxRepo.markDone). */
  private toRemove = new Set<string>();
  private removeTimer: NodeJS.Timeout | undefined;
  private readonly finishedListeners: ((docs: DeliveryDoc[]) => void)[] = [];
  /** The pool is stopping: a write the store refuses is not tried again (its deliveries are sent again later). */
  stopping = false;

  constructor(
    private readonly outbox: OutboxRepo,
    private readonly deliveries: DeliveriesRepo,
    private readonly log: Logger,
    private readonly removal: OutboxRemoval,
  ) {}

  /** Observers of deliveries that finished (delivered, or failed for good), once each, after they are logged. */
  onFinished(listener: (docs: DeliveryDoc[]) => void): void {
    this.finishedListeners.push(listener);
  }

  /** Resolves once the outcome is in the store (or the pool stopped while the store could not be reached). */
  record(outcome: Outcome): Promise<void> {
    return new Promise((done) => {
      this.waiting.push({ outcome, done });
      if (!this.writing) void this.drain();
    });
  }

  /** Finished deliveries found marked done in the outbox (left by a crash): removed with the next batch. */
  removeLater(ids: string[]): void {
    for (const id of ids) this.toRemove.add(id);
    this.scheduleRemoval();
  }

  /** Removes what is due to leave the outbox now (the pool is stopping). */
  async flush(): Promise<void> {
    clearTimeout(this.removeTimer);
    this.removeTimer = undefined;
    while (this.writing) await new Promise((r) => setTimeout(r, 10));
    await this.remove();
  }

  private async drain(): Promise<void> {
    this.writing = true;
    try {
      while (this.waiting.length) {
        const batch = this.waiting;
        this.waiting = [];
        await this.write(batch.map((w) => w.outcome));
        for (const w of batch) w.done();
        if (this.toRemove.size >= this.removal.batch) await this.remove();
      }
    } finally {
      this.writing = false;
    }
  }

  private scheduleRemoval(): void {
    if (this.removeTimer || !this.toRemove.size) return;
    this.removeTimer = setTimeout(() => {
      this.removeTimer = undefined;
      if (this.writing) {
        this.scheduleRemoval();
        return;
      }
      this.writing = true;
      void this.remove().finally(() => {
        this.writing = false;
        if (this.waiting.length) void this.drain();
      });
    }, this.removal.afterMs);
    this.removeTimer.unref();
  }

  private async remove(): Promise<void> {
    if (!this.toRemove.size) return;
    const ids = [...this.toRemove];
    this.toRemove.clear();
    try {
      await this.outbox.removeDone(ids);
    } catch (err) {
      // Still marked done: no search takes them; removed with a later batch.
      this.log.warn({ err, deliveries: ids.length }, 'could not remove finished deliveries from the outbox; trying again later');
      for (const id of ids) this.toRemove.add(id);
    }
    this.scheduleRemoval();
  }

  private async write(batch: Outcome[]): Promise<void> {
    const finished: DeliveryDoc[] = [];
    const retries: { id: string; attempt: DeliveryAttempt; dueAt: Date }[] = [];
    const locked: string[] = [];
    for (const o of batch) {
      if (o.kind === 'finished') finished.push(o.doc);
      else retries.push({ id: o.id, attempt: o.attempt, dueAt: o.dueAt });
      if (o.locked) locked.push(o.kind === 'finished' ? o.doc._id : o.id);
    }
    for (;;) {
      try {
        await this.deliveries.logFinished(finished);
        await this.outbox.markDone(finished.map((d) => d._id));
        await this.outbox.retryLater(retries);
        await this.outbox.unlock(locked);
        break;
      } catch (err) {
        // Not recorded: the deliveries stay in the outbox as they were and are sent again later (at least once).
        if (this.stopping) {
          this.log.error({ err, deliveries: batch.length }, 'could not record delivery outcomes before stopping; they will be sent again');
          return;
        }
        this.log.error({ err, deliveries: batch.length }, 'could not record delivery outcomes; trying again');
        await new Promise((r) => setTimeout(r, REWRITE_AFTER_MS));
      }
    }
    for (const d of finished) this.toRemove.add(d._id);
    this.scheduleRemoval();
    if (finished.length)
      for (const listener of this.finishedListeners) {
        try {
          listener(finished);
        } catch (err) {
          this.log.warn({ err }, 'delivery observer failed');
        }
      }
  }
}
