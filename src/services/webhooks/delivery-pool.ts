import type { Logger } from '../../log/logger.js';
import type { OutboxDoc } from '../../store/outbox.repo.js';
import type { WebhooksRepo } from '../../store/webhooks.repo.js';
import type { HeldDeliveries } from './delivery-back-pressure.js';
import type { DeliveryService } from './delivery-service.js';
import type { DueDeliveries } from './due-deliveries.js';
import { EndpointGate, type EndpointGateOptions, type GateTransition } from './endpoint-gate.js';
import { ReadyQueues } from './ready-queues.js';
import { Wakeups } from './wakeups.js';

export interface DispatchContext {
  signal?: AbortSignal;
  /** Stop once nothing is due, in memory or in flight (tests); without it the pool runs until the signal aborts. */
  untilIdle?: boolean;
  /** With `untilIdle`: stop after this long at most. */
  maxRunMs?: number;
}

/**
 * The webhook delivery pool of one worker: a continuous pool, not rounds. Up to `concurrency` attempts are in flight
 * (DeliveryService: one attempt each, its slot held until its outcome is recorded); each slot is taken again as soon
 * as it frees, from deliveries in memory, taken round-robin across webhooks; the due deliveries (DueDeliveries: a
 * claimed search of the outbox, or what this process handed over) are asked for more when the slots have nothing to
 * start. What one receiver does holds back no other: EndpointGate limits the attempts in flight per webhook and
 * parks a webhook that keeps failing (recorded on the webhook, shown by the API and the dashboard).
 */
export class DeliveryPool implements HeldDeliveries {
  private readonly gate: EndpointGate;
  /** Deliveries in memory, not started. */
  private readonly ready = new ReadyQueues();
  /** Attempts in flight (sending, or waiting for their outcome to be written), by delivery id. */
  private readonly inFlight = new Set<string>();
  private running = false;
  /** Something changed (an attempt ended, deliveries were queued) since the loop last looked. */
  private woken = false;
  private readonly wakeups = new Wakeups();
  private readonly startedListeners: (() => void)[] = [];

  constructor(
    private readonly due: DueDeliveries,
    private readonly service: DeliveryService,
    private readonly opts: EndpointGateOptions,
    private readonly log: Logger,
    /** Where parkings are recorded (and, with several workers, read); optional for tests of the sending alone. */
    private readonly webhooks?: Pick<WebhooksRepo, 'setParked'>,
  ) {
    this.gate = new EndpointGate(opts);
    due.onDue(() => {
      this.wake();
    });
  }

  /** Deliveries in this worker's memory not started yet (what bulk producers wait on: HeldDeliveriesPressure). */
  held(): number {
    return this.ready.size + this.due.held();
  }

  onStarted(listener: () => void): void {
    this.startedListeners.push(listener);
  }

  /**
   * Runs the pool until the signal aborts (or, with `untilIdle`, until nothing is due). On abort, attempts in flight
   * finish and are recorded; deliveries in memory and not started are given back at once.
   */
  async dispatchDue(ctx: DispatchContext): Promise<void> {
    if (this.running) throw new Error('the delivery pool is already running');
    this.running = true;
    this.service.stopping(false);
    this.due.open();
    const deadline = ctx.maxRunMs === undefined ? Infinity : Date.now() + ctx.maxRunMs;
    const startable = () => this.ready.hasStartable((id) => this.gate.canStart(id));
    try {
      for (;;) {
        if (ctx.signal?.aborted || Date.now() >= deadline) break;
        this.woken = false;
        this.startReady();
        if (this.inFlight.size < this.opts.concurrency && !startable() && Date.now() >= this.due.nextAt()) {
          if (await this.search()) continue;
        }
        if (ctx.untilIdle && !this.inFlight.size && !startable() && Date.now() < this.due.nextAt()) break;
        await this.waitForChange(Math.min(this.due.nextAt(), deadline) - Date.now(), ctx.signal);
      }
    } finally {
      this.service.stopping(true);
      this.due.close();
      while (this.inFlight.size) {
        this.woken = false;
        await this.waitForChange(1_000);
      }
      await this.due.giveBack(this.ready.drain());
      await this.service.flush();
      this.running = false;
    }
  }

  /** Starts every delivery in memory its webhook admits, round-robin across webhooks, while slots are free. */
  private startReady(): void {
    for (const d of this.due.handedOver((id) => this.gate.isParked(id))) if (!this.inFlight.has(d._id)) this.ready.push(d);
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
    for (const listener of this.startedListeners) listener();
  }

  /** One attempt (DeliveryService), the webhook's admission updated as soon as it ended; its claim ends once recorded. */
  private async attempt(d: OutboxDoc): Promise<void> {
    const gate = { told: false };
    try {
      await this.service.attempt(d, {
        claimed: this.due.claimed(d._id),
        sent: ({ attempt, receiverFault }) => {
          gate.told = true;
          const change = this.gate.finished(d.webhookId, attempt.error, attempt.durationMs, receiverFault);
          if (change) this.parkingChanged(change);
        },
      });
    } catch (err) {
      // Not sent or not recorded: it stays in the outbox and is sent again later.
      if (!gate.told) this.gate.finished(d.webhookId, null, 0, false);
      this.log.error({ err, deliveryId: d._id }, 'webhook delivery attempt failed unexpectedly');
    } finally {
      this.due.settled([d._id]);
    }
  }

  /** Asks the due deliveries for more (those in memory or in flight, and those of parked webhooks, left out). */
  private async search(): Promise<boolean> {
    const now = Date.now();
    const found = await this.due.take({
      ids: [...this.inFlight, ...this.ready.ids()],
      parked: this.gate.parkedIds(now),
      holding: (min) => this.ready.webhooksHolding(min),
      probeAt: this.gate.nextProbeAt(now),
    });
    for (const d of found) this.ready.push(d);
    return found.length > 0;
  }

  /** A webhook was parked or released: recorded on it; when parked, its deliveries in memory are given back. */
  private parkingChanged(change: GateTransition): void {
    if (change.parked) {
      this.log.warn(
        { webhookId: change.webhookId, until: change.parked.until, failures: change.parked.failures, reason: change.parked.reason },
        'webhook parked after failed attempts in a row',
      );
      void this.due.giveBack(this.ready.dropWebhook(change.webhookId));
      this.due.dueAt(change.parked.until.getTime());
    } else this.log.info({ webhookId: change.webhookId }, 'webhook delivers again');
    this.webhooks
      ?.setParked(change.webhookId, change.parked)
      .catch((err: unknown) => this.log.warn({ err, webhookId: change.webhookId }, 'could not record a webhook parking'));
  }

  private wake(): void {
    this.woken = true;
    this.wakeups.wakeAll();
  }

  /**
   * Resolves after `ms`, or earlier when an attempt ends, deliveries are queued, or the signal aborts; at once when
   * that happened since the loop last looked (while it searched, say: a wake-up with nobody waiting is not lost).
   */
  private waitForChange(ms: number, signal?: AbortSignal): Promise<void> {
    if (this.woken || signal?.aborted) return Promise.resolve();
    return this.wakeups.wait(ms, signal);
  }
}
