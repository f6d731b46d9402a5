import type { Services } from '../services/index.js';
import { JOB_NAMES } from '../services/job-scheduler.js';
import type { AgendaJobs } from './agenda-jobs.js';

/** `housekeeping`: one standing job, every `everyMs`; a failed run is tried again at the next period. */
export function defineHousekeepingJob(jobs: AgendaJobs, services: Services, opts: { everyMs: number }): void {
  jobs.define(
    JOB_NAMES.housekeeping,
    async (job) => {
      job.attrs.nextRunAt = new Date(Date.now() + opts.everyMs); // persisted by Agenda when the run ends
      await services.housekeeping.run();
    },
    { concurrency: 1 },
  );
}
