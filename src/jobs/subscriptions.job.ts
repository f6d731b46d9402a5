import type { Services } from '../services/index.js';
import { JOB_NAMES } from '../services/job-scheduler.js';
import type { AgendaJobs } from './agenda-jobs.js';

/**
 * `subscriptions:maintain` {connectionId}: one job document per connection with subscriptions, rescheduled to the
 * next renewal or retry the service answers; none when nothing is due (the document is removed).
 */
export function defineSubscriptionsJob(jobs: AgendaJobs, services: Services): void {
  jobs.define(
    JOB_NAMES.maintainSubscriptions,
    async (job) => {
      const next = await services.toolSubscriptions.maintain(String(job.attrs.data.connectionId));
      if (next) job.attrs.nextRunAt = next; // persisted by Agenda when the run ends
    },
    { concurrency: 2, removeOnComplete: true },
  );
}
