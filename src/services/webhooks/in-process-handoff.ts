import type { OutboxDoc } from '../../store/outbox.repo.js';
import type { DueDeliveries, DueSkip } from './due-deliveries.js';

/**
 * Due deliveries for the embedded store, where this process is the only webhook worker: the deliveries it queues
 * are handed to its pool in memory, without a search or a claim (there a search decodes every queued delivery, and a
 * claim's locks cost more writes). At most `max` wait in memory (about 1 KiB each); more, and those of parked
 * webhooks, stay in the outbox for the search it wraps, which also finds retries when their backoff ends, a parked
 * webhook's deliveries when its probe is due, and what an earlier process left; with nothing known to be due that
 * search runs as often as its idle period says (the composition root gives it PLUGBOARD_WEBHOOK_HANDOFF_SEARCH_MS).
 */
export class InProcessHandoff implements DueDeliveries {
  private handed: OutboxDoc[] = [];
  private readonly listeners: (() => void)[] = [];

  constructor(
    private readonly search: DueDeliveries,
    private readonly max: number,
  ) {}

  queued(docs: OutboxDoc[]): void {
    let overflow = false;
    for (const d of docs) {
      if (this.handed.length < this.max) this.handed.push(d);
      else overflow = true;
    }
    // Over the cap: left in the outbox for a search (which also wakes the pool).
    if (overflow) this.search.queued(docs);
    for (const listener of this.listeners) listener();
  }

  /** What was handed over since the last call (those of parked webhooks left in the outbox). */
  handedOver(parked: (webhookId: string) => boolean): OutboxDoc[] {
    if (!this.handed.length) return [];
    const handed = this.handed;
    this.handed = [];
    const due = handed.filter((d) => !parked(d.webhookId));
    // A parked webhook's deliveries are found by a search (when its probe is due: the pool says when, dueAt).
    if (due.length < handed.length) this.search.dueAt(0);
    return due;
  }

  /** A search of the outbox (one worker: no other worker's deliveries to leave room for behind a busy webhook). */
  take(skip: DueSkip): Promise<OutboxDoc[]> {
    return this.search.take({ ...skip, holding: () => [] });
  }

  /** Deliveries handed over and not taken by the pool yet. */
  held(): number {
    return this.handed.length;
  }

  nextAt(): number {
    return this.search.nextAt();
  }

  retryAt(attemptNo: number): Date {
    return this.search.retryAt(attemptNo);
  }

  dueAt(at: number): void {
    this.search.dueAt(at);
  }

  claimed(id: string): boolean {
    return this.search.claimed(id);
  }

  settled(ids: string[]): void {
    this.search.settled(ids);
  }

  giveBack(docs: OutboxDoc[]): Promise<void> {
    return this.search.giveBack(docs);
  }

  onDue(listener: () => void): void {
    this.listeners.push(listener);
    this.search.onDue(listener);
  }

  open(): void {
    this.search.open();
  }

  close(): void {
    this.search.close();
  }
}
