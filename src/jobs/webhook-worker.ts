import type { Logger } from '../log/logger.js';
import type { DeliveryPool } from '../services/webhooks/delivery-pool.js';

/**
 * Runs this worker process's webhook delivery pool, side by side with the other workers (what each takes from the
 * outbox is its own: see DueDeliveries), and starts it again after `idleMs` if it stops on an error.
 */
export class WebhookWorker {
  private readonly abort = new AbortController();
  private loop: Promise<void> | undefined;

  constructor(
    private readonly pool: DeliveryPool,
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
        await this.pool.dispatchDue({ signal });
      } catch (err) {
        this.log.error({ err }, 'the webhook delivery pool stopped; starting it again after the idle period');
        await new Promise((r) => setTimeout(r, this.opts.idleMs));
      }
    }
  }
}
