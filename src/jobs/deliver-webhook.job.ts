import type { Services } from '../services/index.js';
import { JOB_NAMES } from '../services/job-scheduler.js';
import type { AgendaJobs } from './agenda-jobs.js';

/** Thrown so Agenda records the failure and schedules the next attempt with the backoff below. */
class DeliveryRetry extends Error {}

/**
 * `webhook:deliver` {deliveryId}: one attempt per run. A retryable failure throws, and Agenda's backoff schedules
 * the re-send (base, x4, x16: 30 s, 2 min, 8 min by default). The attempt cap (1 + 3) is enforced by the delivery
 * service from the attempts stored on the delivery, not by Agenda's counter, so a restart cannot add attempts.
 */
export function defineDeliverWebhookJob(jobs: AgendaJobs, services: Services, opts: { backoffBaseMs: number; concurrency: number }): void {
  jobs.define(
    JOB_NAMES.deliverWebhook,
    async (job) => {
      const outcome = await services.deliveries.attempt(String(job.attrs.data['deliveryId']));
      if (outcome === 'retry') throw new DeliveryRetry('receiver did not answer 2xx; re-send scheduled');
    },
    {
      concurrency: opts.concurrency,
      lockLifetimeMs: 5 * 60_000,
      removeOnComplete: true,
      backoff: (attempt) => (attempt <= 3 ? opts.backoffBaseMs * 4 ** (attempt - 1) : null),
    },
  );
}
