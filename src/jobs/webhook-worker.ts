import type { Logger } from '../log/logger.js';
import type { DeliveryService } from '../services/webhooks/delivery-service.js';

/**
 * Runs this worker process's webhook delivery pool, side by side with the other workers (each claims what it
 * takes from the outbox with a lease, see OutboxRepo). The pool searches the outbox when its slots have nothing to
 * start: when the next delivery is due, at least every `idleMs` (deliveries queued by another process), or at once
 * when this process queues some.
 */
export class WebhookWorker {
  private readonly abort = new AbortController();
  private loop: Promise<void> | undefined;

  constructor(
    private readonly deliveries: DeliveryService,
    private readonly opts: { idleMs: number },
    private readonly log: Logger,
  ) {}

  start(): void {
    this.loop ??= this.run();
  }

  /** Attempts in flight finish and are recorded; claimed deliveries not yet sent are given back. */
  async stop(): Promise<void> {
    this.abort.abort();
    await this.loop;
  }

  private async run(): Promise<void> {
    const signal = this.abort.signal;
    while (!signal.aborted) {
      try {
        await this.deliveries.dispatchDue({ signal, idleMs: this.opts.idleMs });
      } catch (err) {
        this.log.error({ err }, 'the webhook delivery pool stopped; starting it again after the idle period');
        await new Promise((r) => setTimeout(r, this.opts.idleMs));
      }
    }
  }
}
