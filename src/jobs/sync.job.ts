import type { Services } from '../services/index.js';
import { JOB_NAMES } from '../services/job-scheduler.js';
import type { AgendaJobs } from './agenda-jobs.js';

/**
 * `sync:run` {connectionId}: one job document per connection that reschedules itself (the service says when the
 * next run is due; failures come back as a later date with backoff, so the chain never ends while the connection
 * exists). Concurrency is low on purpose: syncs share the tools' rate budgets with live API calls.
 */
export function defineSyncJob(jobs: AgendaJobs, services: Services, opts: { concurrency: number }): void {
  // The job's lock is renewed while it runs (AgendaJobs.define), so the run needs no heartbeat of its own.
  jobs.defineRescheduling(JOB_NAMES.syncConnection, (connectionId, signal) => services.sync.run(connectionId, { signal }), opts);
}
