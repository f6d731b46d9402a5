import type { Services } from '../services/index.js';
import { JOB_NAMES } from '../services/job-scheduler.js';
import type { AgendaJobs } from './agenda-jobs.js';

/**
 * `subscriptions:maintain` {connectionId}: one job document per connection with subscriptions, rescheduled to the
 * next renewal or retry the service answers; none when nothing is due (the document is removed).
 */
export function defineSubscriptionsJob(jobs: AgendaJobs, services: Services): void {
  jobs.defineRescheduling(JOB_NAMES.maintainSubscriptions, (connectionId) => services.toolSubscriptions.maintain(connectionId), {
    concurrency: 2,
  });
}
