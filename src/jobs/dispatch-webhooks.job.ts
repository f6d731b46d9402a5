import type { Services } from '../services/index.js';
import { JOB_NAMES } from '../services/job-scheduler.js';
import type { AgendaJobs } from './agenda-jobs.js';

/**
 * `webhook:dispatch`: one standing job that drains the webhook outbox and reschedules itself for the next due
 * retry, or for `idleMs` later when nothing is due (so an event published while it ran waits at most that long;
 * publishing normally wakes it at once). One dispatcher runs at a time across processes (Agenda's lock), with many
 * deliveries in flight inside it.
 */
export function defineDispatchWebhooksJob(jobs: AgendaJobs, services: Services, opts: { idleMs: number }): void {
  jobs.define(
    JOB_NAMES.dispatchWebhooks,
    async (job, signal) => {
      const next = await services.deliveries.dispatchDue({ signal, heartbeat: () => job.touch(), maxRunMs: 30_000 });
      const idle = new Date(Date.now() + opts.idleMs);
      job.attrs.nextRunAt = next && next < idle ? next : idle; // persisted by Agenda when the run ends
    },
    { concurrency: 1, lockLifetimeMs: 2 * 60_000 },
  );
}
