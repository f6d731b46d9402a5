import { Agenda, type Job } from 'agenda';
import { MongoBackend } from '@agendajs/mongo-backend';
import type { Db } from 'mongodb';
import type { Logger } from '../log/logger.js';
import type { Telemetry } from '../services/observability/telemetry.js';
import type { JobName, JobScheduler } from '../services/job-scheduler.js';
import { withFreshLocks } from './fresh-locks.js';

export interface JobOptions {
  concurrency: number;
  removeOnComplete?: boolean;
  /** Delay before Agenda re-runs a job whose handler threw; null = no more retries. */
  backoff?: (attempt: number) => number | null;
}

const JOBS_COLLECTION = 'agendaJobs';

export type JobHandler = (job: Job<Record<string, string>>, signal: AbortSignal) => Promise<void>;

/**
 * The one place that knows Agenda (v6, MongoDB backend on the gateway's own database, collection `agendaJobs`).
 * Any process may enqueue; only `start()` makes this process run jobs (worker processes do; API processes and the
 * admin CLI do not). Several workers share the jobs through Agenda's lock: a running job's lock is renewed every
 * third of `lockLifetimeMs`, so a worker that dies (kill -9) holds its jobs for at most that long before another
 * worker's next poll (`processEveryMs`) takes them.
 */
export class AgendaJobs implements JobScheduler {
  private instance: Agenda | undefined;
  private readonly abort = new AbortController();
  private started = false;
  private watchdog: NodeJS.Timeout | undefined;
  /** Lock slots seen held by jobs neither running nor queued, at the previous watchdog check (by job id). */
  private strandedBefore = new Set<string>();
  /** Why the scheduler cannot run jobs (a restart failed); null while it works. */
  private stalled: string | null = null;
  private checking = false;

  constructor(
    private readonly db: Db,
    private readonly opts: {
      processEveryMs: number;
      lockLifetimeMs: number;
      workerId: string;
      logger: Logger;
      telemetry: Telemetry;
      /** Sees the scheduler's errors (the store's health learns of an outage or a full disk from a worker too). */
      observeError?: (err: unknown) => void;
    },
  ) {}

  /** Created on first use, so a process that never touches jobs (most CLI commands) opens nothing. */
  private get agenda(): Agenda {
    if (!this.instance) {
      const mongo = new MongoBackend({ mongo: this.db, collection: JOBS_COLLECTION });
      // Every lock the processor holds counts its lifetime from when the store answered (see fresh-locks.ts).
      const repository = withFreshLocks(
        mongo.repository,
        this.db.collection(JOBS_COLLECTION),
        Math.min(1_000, this.opts.lockLifetimeMs / 4),
      );
      const backend = new Proxy(mongo, {
        get: (target, key, receiver) => (key === 'repository' ? repository : Reflect.get(target, key, receiver)) as unknown,
      });
      this.instance = new Agenda({
        backend,
        name: this.opts.workerId, // recorded as lastModifiedBy on the jobs this process locks
        processEvery: this.opts.processEveryMs,
        maxConcurrency: 20,
        defaultConcurrency: 1,
      });
      this.instance.on('error', (err: unknown) => {
        this.opts.observeError?.(err);
        this.opts.logger.error({ err }, 'job scheduler error');
      });
    }
    return this.instance;
  }

  define(name: JobName, handler: JobHandler, opts: JobOptions): void {
    const backoff = opts.backoff;
    const lockLifetimeMs = this.opts.lockLifetimeMs;
    const telemetry = this.opts.telemetry;
    this.agenda.define<Record<string, string>>(
      name,
      async (job) => {
        const renew = setInterval(() => {
          job.touch().catch((err: unknown) => this.opts.logger.warn({ err, job: name }, 'could not renew a job lock'));
        }, lockLifetimeMs / 3);
        try {
          await telemetry.runJob(name, () => handler(job, this.abort.signal));
        } finally {
          clearInterval(renew);
        }
      },
      {
        concurrency: opts.concurrency,
        lockLimit: opts.concurrency,
        lockLifetime: lockLifetimeMs,
        ...(opts.removeOnComplete ? { removeOnComplete: true } : {}),
        ...(backoff ? { backoff: (ctx: { attempt: number }) => backoff(ctx.attempt) } : {}),
      },
    );
  }

  /**
   * A job of one document per connection (`{ connectionId }`) that reschedules itself: `run` answers when the next
   * run is due, or null when none is (the document is then removed).
   */
  defineRescheduling(
    name: JobName,
    run: (connectionId: string, signal: AbortSignal) => Promise<Date | null>,
    opts: { concurrency: number },
  ): void {
    this.define(
      name,
      async (job, signal) => {
        const next = await run(String(job.attrs.data.connectionId), signal);
        if (next) job.attrs.nextRunAt = next; // persisted by Agenda when the run ends
      },
      { concurrency: opts.concurrency, removeOnComplete: true },
    );
  }

  /** Jobs due and not running, and jobs running now (job documents are few: one per connection and standing job). */
  async depth(): Promise<{ due: number; running: number }> {
    const col = this.db.collection(JOBS_COLLECTION);
    const [due, running] = await Promise.all([
      col.countDocuments({ nextRunAt: { $lte: new Date() }, lockedAt: null }),
      col.countDocuments({ lockedAt: { $ne: null } }),
    ]);
    return { due, running };
  }

  async enqueue(name: JobName, data: Record<string, string>, opts: { at?: Date; uniqueBy?: string } = {}): Promise<void> {
    await this.agenda.ready;
    const job = this.agenda.create(name, data);
    if (opts.uniqueBy) job.unique({ [`data.${opts.uniqueBy}`]: data[opts.uniqueBy] });
    job.schedule(opts.at ?? new Date());
    await job.save();
  }

  /**
   * A job of which exactly one document exists and that reschedules itself (housekeeping): created due now if
   * missing; an existing one, even locked by a process that died, is left alone (its lock expires).
   */
  async ensureStanding(name: JobName): Promise<void> {
    await this.agenda.ready;
    const job = this.agenda.create(name, {});
    job.unique({ name }, { insertOnly: true });
    job.schedule(new Date());
    await job.save();
  }

  /** Removes every job document of a name no version defines any more (left by an older version). */
  async forget(name: string): Promise<void> {
    await this.db.collection(JOBS_COLLECTION).deleteMany({ name });
  }

  async cancel(name: JobName, key: string, value: string): Promise<void> {
    await this.agenda.ready;
    await this.agenda.cancel({ name, data: { [key]: value } });
  }

  async start(): Promise<void> {
    await this.agenda.start();
    this.started = true;
    const everyMs = Math.max(this.opts.processEveryMs, this.opts.lockLifetimeMs);
    this.watchdog = setInterval(() => void this.checkProcessor(), everyMs);
    this.watchdog.unref();
  }

  /** Why this process's scheduler cannot run jobs (readiness answers 503 JOB_SCHEDULER_STALLED), or null. */
  stalledReason(): string | null {
    return this.stalled;
  }

  /**
   * The watchdog: a lock slot held by a job that is neither running nor waiting in the processor's queue is lost
   * (see fresh-locks.ts for how Agenda loses one); seen at two checks in a row, the processor is wedged for that
   * job name, so it is restarted (stop unlocks what it held, start makes a new processor). A restart that fails
   * leaves the process not ready, with the reason, so an orchestrator restarts it.
   */
  private async checkProcessor(): Promise<void> {
    if (!this.started || !this.instance || this.checking) return; // a check waiting on the store is still out
    this.checking = true;
    try {
      await this.checkProcessorNow(this.instance);
    } finally {
      this.checking = false;
    }
  }

  private async checkProcessorNow(agenda: Agenda): Promise<void> {
    let stranded: Set<string>;
    try {
      const stats = await agenda.getRunningStats(true);
      const ids = (jobs: unknown) => (Array.isArray(jobs) ? jobs.map((j) => String((j as { _id?: unknown })._id)) : []);
      const busy = new Set([...ids(stats.runningJobs), ...ids(stats.queuedJobs)]);
      stranded = new Set(ids(stats.lockedJobs).filter((id) => !busy.has(id)));
    } catch {
      return; // the store cannot be asked now (getRunningStats counts the queue): nothing to conclude
    }
    const lost = [...stranded].filter((id) => this.strandedBefore.has(id));
    this.strandedBefore = stranded;
    if (!lost.length && !this.stalled) return;
    const reason = `the job scheduler holds lock slots of jobs it neither runs nor queues (${lost.join(', ')}): restarting it`;
    if (lost.length) this.opts.logger.error({ jobIds: lost }, reason);
    try {
      await agenda.stop(false);
      await agenda.start();
      this.strandedBefore = new Set();
      if (this.stalled) this.opts.logger.info('job scheduler restarted: jobs run again');
      this.stalled = null;
    } catch (err) {
      this.stalled = `The job scheduler stopped running jobs and could not be restarted (${err instanceof Error ? err.message : String(err)}): restart the process`;
      this.opts.logger.error({ err }, this.stalled);
    }
  }

  /**
   * Shutdown, before the database closes: long jobs see the abort signal and return at their next page, running
   * deliveries finish (bounded by their timeout), then polling stops. A job still running after `timeoutMs` keeps
   * its lock and is taken again when the lock expires; pending deliveries are also re-enqueued at the next start.
   */
  async stop(timeoutMs: number): Promise<void> {
    if (!this.started) return;
    this.started = false;
    clearInterval(this.watchdog);
    this.abort.abort();
    await this.agenda.drain({ timeout: timeoutMs, closeConnection: false });
  }
}
