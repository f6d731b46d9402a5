/**
 * How services ask for background work without knowing Agenda (only src/jobs/** imports it). The composition root
 * passes the Agenda-backed implementation when jobs are enabled.
 */
export const JOB_NAMES = {
  housekeeping: 'housekeeping',
  syncConnection: 'sync:run',
  revokeRetry: 'connection:revoke',
  maintainSubscriptions: 'subscriptions:maintain',
} as const;

export type JobName = (typeof JOB_NAMES)[keyof typeof JOB_NAMES];

export interface JobScheduler {
  /**
   * Persists a job to run at `at` (now when omitted). With `uniqueBy` (a data property), an existing job with the
   * same value is rescheduled instead of a second one being created.
   */
  enqueue(name: JobName, data: Record<string, string>, opts?: { at?: Date; uniqueBy?: string }): Promise<void>;
  /** Removes every job of `name` whose data has `key: value`. */
  cancel(name: JobName, key: string, value: string): Promise<void>;
}
