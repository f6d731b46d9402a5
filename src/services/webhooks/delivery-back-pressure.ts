import { setTimeout as sleep } from 'node:timers/promises';
import type { OutboxRepo } from '../../store/outbox.repo.js';
import { Wakeups } from './wakeups.js';

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
  private readonly wakeups = new Wakeups();

  constructor(
    private readonly pool: HeldDeliveries,
    private readonly opts: { max: number; maxWaitMs: number },
  ) {
    pool.onStarted(() => {
      if (this.wakeups.waiting && this.pool.held() <= this.opts.max) this.wakeups.wakeAll();
    });
  }

  room(signal?: AbortSignal): Promise<void> {
    if (this.pool.held() <= this.opts.max) return Promise.resolve();
    return this.wakeups.wait(this.opts.maxWaitMs, signal);
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
