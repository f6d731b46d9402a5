import type { JobRepository } from 'agenda';
import { ObjectId, type Collection } from 'mongodb';

/**
 * Agenda's job lock (`getNextJobToRun`, one findOneAndUpdate setting `lockedAt`), made safe against a store that
 * answers late. Two flaws of Agenda 6's JobProcessor meet there:
 * - It asks for a lock every `processEvery` whether or not the previous ask has come back, and stamps `lockedAt`
 *   with the time it ASKED. While the store is unreachable the asks pile up in the driver (each waits for server
 *   selection); when the store is back they land at once with lock times from the outage.
 * - A locked job that it finds already expired when it takes it from its local queue is dropped from the queue but
 *   never released from its lock count (`JobProcessor.jobProcessing`). With `lockLimit` = the job's concurrency
 *   (1 for sync), one such job is enough: the processor believes the slot is taken forever and never locks that
 *   job name again. That is why sync jobs stopped for good after a store outage (due, unlocked, silent log), while
 *   the API recovered. Under API load on the embedded store's single connection, a lock that waited seconds in
 *   the connection's queue is as stale (its lifetime counts from the ask) and was cancelled as "expired" by the
 *   processor's liveness check a few seconds into the run.
 * The wrapper asks at most once at a time per job name (a poll while an ask is out takes nothing), and a lock
 * that came back later than `staleAfterMs` is stamped again with the time it arrived (only if nobody changed it
 * meanwhile; otherwise it is not taken), so every lock the processor holds counts its lifetime from now.
 */
export function withFreshLocks(repository: JobRepository, jobs: Collection, staleAfterMs: number): JobRepository {
  const asking = new Set<string>();
  const getNextJobToRun: JobRepository['getNextJobToRun'] = async (jobName, nextScanAt, lockDeadline, now, options) => {
    if (asking.has(jobName)) return undefined;
    asking.add(jobName);
    try {
      const askedAt = Date.now();
      const job = await repository.getNextJobToRun(jobName, nextScanAt, lockDeadline, now, options);
      if (!job?._id || !job.lockedAt || Date.now() - askedAt < staleAfterMs) return job;
      const lockedAt = new Date();
      const restamped = await jobs.updateOne({ _id: new ObjectId(job._id.toString()), lockedAt: job.lockedAt }, { $set: { lockedAt } });
      return restamped.matchedCount === 1 ? { ...job, lockedAt } : undefined;
    } finally {
      asking.delete(jobName);
    }
  };
  return new Proxy(repository, {
    get: (target, key, receiver) => (key === 'getNextJobToRun' ? getNextJobToRun : Reflect.get(target, key, receiver)) as unknown,
  });
}
