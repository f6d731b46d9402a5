import type { Services } from '../services/index.js';
import { JOB_NAMES } from '../services/job-scheduler.js';
import type { AgendaJobs } from './agenda-jobs.js';

/**
 * `sync:run` {connectionId}: one job document per connection that reschedules itself (the service says when the
 * next run is due; failures come back as a later date with backoff, so the chain never ends while the connection
 * exists). Concurrency is low on purpose: syncs share the tools' rate budgets with live API calls.
 */
export function defineSyncJob(jobs: AgendaJobs, services: Services, opts: { concurrency: number }): void {
  jobs.define(
    JOB_NAMES.syncConnection,
    async (job, signal) => {
      // The job's lock is renewed while it runs (AgendaJobs.define), so the run needs no heartbeat of its own.
      const next = await services.sync.run(String(job.attrs.data.connectionId), { signal });
      if (next) job.attrs.nextRunAt = next; // persisted by Agenda when the run ends
    },
    { concurrency: opts.concurrency, removeOnComplete: true },
  );
}
