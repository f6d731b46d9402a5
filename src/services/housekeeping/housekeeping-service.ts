import type { Logger } from '../../log/logger.js';
import type { AuthSessionsRepo } from '../../store/auth-sessions.repo.js';
import type { DeliveriesRepo } from '../../store/deliveries.repo.js';
import type { EventsRepo } from '../../store/events.repo.js';

export interface HousekeepingOptions {
  /** Finished deliveries and stored events older than this are removed. */
  logRetentionMs: number;
  /** Expired connect sessions are kept this long (the modal can still explain an expired link), then removed. */
  sessionGraceMs: number;
}

export interface HousekeepingReport {
  sessions: number;
  deliveries: number;
  events: number;
  /** Ended rate-limit windows (services/limits). */
  rateLimitWindows: number;
}

/**
 * What TTL indexes would do on MongoDB (the embedded store has none, and one code path serves both): removes
 * expired connect sessions and old delivery logs and events, so these collections stay small and fast.
 */
export class HousekeepingService {
  private readonly sweeps: { name: string; run: (logBefore: Date, now: Date) => Promise<number> }[] = [];

  constructor(
    private readonly sessions: AuthSessionsRepo,
    private readonly deliveries: DeliveriesRepo,
    private readonly events: EventsRepo,
    private readonly opts: HousekeepingOptions,
    private readonly log: Logger,
    private readonly purgeRateLimitWindows: (now: Date) => Promise<number> = async () => 0,
  ) {}

  /** More old data to remove on every run (e.g. the dashboard's logs and sessions); `logBefore` is the retention cut. */
  addSweep(name: string, run: (logBefore: Date, now: Date) => Promise<number>): void {
    this.sweeps.push({ name, run });
  }

  async run(now = new Date()): Promise<HousekeepingReport> {
    const logBefore = new Date(now.getTime() - this.opts.logRetentionMs);
    const report: HousekeepingReport = {
      sessions: await this.sessions.deleteExpired(new Date(now.getTime() - this.opts.sessionGraceMs)),
      deliveries: await this.deliveries.deleteFinishedBefore(logBefore),
      events: await this.events.deleteBefore(logBefore),
      rateLimitWindows: await this.purgeRateLimitWindows(now),
    };
    if (report.sessions || report.deliveries || report.events || report.rateLimitWindows)
      this.log.info(report, 'housekeeping removed old documents');
    for (const sweep of this.sweeps) {
      const removed = await sweep.run(logBefore, now);
      if (removed) this.log.info({ sweep: sweep.name, removed }, 'housekeeping removed old documents');
    }
    return report;
  }
}
