import { setTimeout as sleep } from 'node:timers/promises';
import type { OutboxRepo } from '../../store/outbox.repo.js';

/**
 * What a bulk producer of deliveries (a sync pass) waits on before each batch, so it runs at most about one batch
 * ahead of the webhook workers. The composition root chooses the implementation with the due deliveries
 * (docs/scaling.md). A producer never waits longer than `maxWaitMs` per batch (PLUGBOARD_WEBHOOK_BACK_PRESSURE_WAIT_MS):
 * a stopped or stuck worker slows the sync, it does not stop it.
 */
export interface DeliveryBackPressure {
  room(signal?: AbortSignal): Promise<void>;
}

/** The deliveries held in this process's memory and not started yet (the embedded store's one worker). */
export interface HeldDeliveries {
  held(): number;
  /** Called whenever attempts were started (the count went down). */
  onStarted(listener: () => void): void;
}

/**
 * The embedded store's: waits while this process's worker holds more than `max` deliveries not started
 * (PLUGBOARD_WEBHOOK_HELD_MAX). The outbox stays small, which matters there: a search decodes every queued delivery.
 */
export class HeldDeliveriesPressure implements DeliveryBackPressure {
  private readonly waiters = new Set<() => void>();

  constructor(
    private readonly pool: HeldDeliveries,
    private readonly opts: { max: number; maxWaitMs: number },
  ) {
    pool.onStarted(() => {
      if (this.waiters.size && this.pool.held() <= this.opts.max) for (const wake of [...this.waiters]) wake();
    });
  }

  room(signal?: AbortSignal): Promise<void> {
    if (this.pool.held() <= this.opts.max) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.waiters.delete(done);
        signal?.removeEventListener('abort', done);
        resolve();
      };
      const timer = setTimeout(done, this.opts.maxWaitMs);
      this.waiters.add(done);
      signal?.addEventListener('abort', done, { once: true });
    });
  }
}

/**
 * With MongoDB and several workers: waits while the outbox holds more than `max` deliveries (PLUGBOARD_WEBHOOK_BACKLOG_MAX),
 * every worker's backlog (its estimated size: collection metadata, no scan), read at most once per `everyMs` by this
 * process (PLUGBOARD_WEBHOOK_BACKLOG_READ_MS).
 */
export class OutboxBacklogPressure implements DeliveryBackPressure {
  private size = 0;
  private readAt = -Infinity;

  constructor(
    private readonly outbox: Pick<OutboxRepo, 'size'>,
    private readonly opts: { max: number; everyMs: number; maxWaitMs: number },
  ) {}

  async room(signal?: AbortSignal): Promise<void> {
    const { max, everyMs, maxWaitMs } = this.opts;
    const deadline = Date.now() + maxWaitMs;
    for (;;) {
      if (Date.now() - this.readAt >= everyMs) {
        this.readAt = Date.now();
        // Unknown (the store failed to answer): no wait; the producer's own writes will say what is wrong.
        this.size = await this.outbox.size().catch(() => 0);
      }
      if (this.size <= max || signal?.aborted || Date.now() >= deadline) return;
      await sleep(Math.min(everyMs, deadline - Date.now()), undefined, signal ? { signal } : {}).catch(() => undefined);
    }
  }
}
