import { Agenda, type Job } from 'agenda';
import { MongoBackend } from '@agendajs/mongo-backend';
import type { Db } from 'mongodb';
import type { Logger } from '../log/logger.js';
import type { Telemetry } from '../services/observability/telemetry.js';
import type { JobName, JobScheduler } from '../services/job-scheduler.js';

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

  constructor(
    private readonly db: Db,
    private readonly opts: { processEveryMs: number; lockLifetimeMs: number; workerId: string; logger: Logger; telemetry: Telemetry },
  ) {}

  /** Created on first use, so a process that never touches jobs (most CLI commands) opens nothing. */
  private get agenda(): Agenda {
    if (!this.instance) {
      this.instance = new Agenda({
        backend: new MongoBackend({ mongo: this.db, collection: JOBS_COLLECTION }),
        name: this.opts.workerId, // recorded as lastModifiedBy on the jobs this process locks
        processEvery: this.opts.processEveryMs,
        maxConcurrency: 20,
        defaultConcurrency: 1,
      });
      this.instance.on('error', (err: unknown) => {
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
  }

  /**
   * Shutdown, before the database closes: long jobs see the abort signal and return at their next page, running
   * deliveries finish (bounded by their timeout), then polling stops. A job still running after `timeoutMs` keeps
   * its lock and is taken again when the lock expires; pending deliveries are also re-enqueued at the next start.
   */
  async stop(timeoutMs: number): Promise<void> {
    if (!this.started) return;
    this.started = false;
    this.abort.abort();
    await this.agenda.drain({ timeout: timeoutMs, closeConnection: false });
  }
}
