import type { OutboxDoc } from '../../store/outbox.repo.js';

/** What a worker's pool leaves out when it asks for more due deliveries. */
export interface DueSkip {
  /** Deliveries already in the pool's memory or in flight. */
  ids: string[];
  /** Webhooks parked by this worker's circuit breaker (their deliveries wait in the outbox). */
  parked: string[];
  /** The webhooks holding at least `min` deliveries in the pool's memory (not started yet). */
  holding: (min: number) => string[];
  /** When this worker's next parked webhook is probed, or null. */
  probeAt: number | null;
}

/**
 * Which deliveries this worker may attempt now, and when a failed one is due again: the one owner of the outbox's
 * due deliveries (docs/scaling.md). The composition root chooses the implementation: ClaimedOutboxSearch, safe with
 * any number of workers on one store (every delivery it hands out is claimed with a lease), or InProcessHandoff in
 * front of it for the embedded store's one process (what this process queues is handed over in memory).
 */
export interface DueDeliveries {
  /** This process put these deliveries in the outbox (the pool is woken). */
  queued(docs: OutboxDoc[]): void;
  /** Deliveries this process queued and handed over in memory since the last call, without a search (or none). */
  handedOver(parked: (webhookId: string) => boolean): OutboxDoc[];
  /** Held in memory, not handed to the pool yet. */
  held(): number;
  /** Due deliveries found in the store for this worker (none when nothing is due; then `nextAt` says when asking again is worth it). */
  take(skip: DueSkip): Promise<OutboxDoc[]>;
  /** When to ask again with nothing known to be due (ms since the epoch; now or earlier: at once). */
  nextAt(): number;
  /** When a delivery whose attempt `attemptNo` failed is re-sent (its backoff). */
  retryAt(attemptNo: number): Date;
  /**
   * Something becomes due at `at` (a retry once recorded: told before, a search in between would not see it and
   * look again only after the idle period; a parked webhook's probe).
   */
  dueAt(at: number): void;
  /** Whether this delivery is held under a claim (its outcome's write gives the claim's lock back). */
  claimed(id: string): boolean;
  /** These deliveries' outcomes are recorded: they leave this worker. */
  settled(ids: string[]): void;
  /** These deliveries were not attempted (a webhook parked, the worker stopping): another may take them at once. */
  giveBack(docs: OutboxDoc[]): Promise<void>;
  /** Called when deliveries were queued by this process or became due. */
  onDue(listener: () => void): void;
  /** The pool starts (claims are kept leased while it runs) / stops. */
  open(): void;
  close(): void;
}
