import type { Services } from '../services/index.js';
import { JOB_NAMES } from '../services/job-scheduler.js';
import type { AgendaJobs } from './agenda-jobs.js';

/**
 * `connection:revoke` {connectionId}: a deleted connection's failed revocation, tried again. The service says when
 * the next attempt is due, or that it is over (revoked, or abandoned and the credentials erased).
 */
export function defineRevocationJob(jobs: AgendaJobs, services: Services): void {
  jobs.defineRescheduling(JOB_NAMES.revokeRetry, (connectionId) => services.revocations.retry(connectionId), { concurrency: 2 });
}
