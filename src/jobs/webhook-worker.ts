import type { Logger } from '../log/logger.js';
import type { DeliveryService } from '../services/webhooks/delivery-service.js';

/**
 * Drains the webhook outbox in this worker process, side by side with the other workers (each round claims its
 * deliveries with a lease, see OutboxRepo): sends what is due, then sleeps until the next delivery is due, at most
 * `idleMs` (deliveries queued by another process are seen at the next poll), or until this process queues some.
 */
export class WebhookWorker {
  private readonly abort = new AbortController();
  private loop: Promise<void> | undefined;

  constructor(
    private readonly deliveries: DeliveryService,
    private readonly opts: { idleMs: number; maxRunMs: number },
    private readonly log: Logger,
  ) {}

  start(): void {
    this.loop ??= this.run();
  }

  /** Deliveries in flight finish and are recorded; claimed ones not yet sent wait for their lease to end. */
  async stop(): Promise<void> {
    this.abort.abort();
    await this.loop;
  }

  private async run(): Promise<void> {
    const signal = this.abort.signal;
    while (!signal.aborted) {
      let next: Date | null = null;
      try {
        next = await this.deliveries.dispatchDue({ signal, maxRunMs: this.opts.maxRunMs });
      } catch (err) {
        this.log.error({ err }, 'webhook delivery round failed; trying again after the idle period');
      }
      const idle = this.opts.idleMs;
      await this.deliveries.waitForWork(next ? Math.min(next.getTime() - Date.now(), idle) : idle, signal);
    }
  }
}
