import type { RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import { outsideRequest } from '../outside-request.js';
import type { Logger } from '../../log/logger.js';

/** How far ahead a process counts (config.limits.rateLimitLease: PLUGBOARD_RATE_LIMIT_LEASE_*). */
export interface RateLimitLease {
  /** A lease covers about this much of the process's recent request rate (0: no lease, one write per request)... */
  aheadMs: number;
  /** ... and this many slots at most. */
  maxSlots: number;
  /** Slots of a lease unused for this long go back to the store, for the other processes. */
  idleMs: number;
}

interface EnvironmentState {
  /** What the store said remains in the window, and when the window ends (epoch ms). */
  remaining: number;
  resetAt: number;
  /** Slots counted in the store for this process and not used yet (a lease), valid until `resetAt`. */
  leased: number;
  /** Requests admitted and not yet counted in the store (queued), and those in the write under way. */
  uncounted: number;
  counting: number;
  writing: boolean;
  /** This process's recent admissions: a count since `rateSince` (epoch ms), for the lease's size. */
  admitted: number;
  rateSince: number;
  lastAdmitAt: number;
  idleTimer: NodeJS.Timeout | undefined;
}

/** How an admission went: the RateLimit-* figures of the answer, or refused with the wait until the window ends. */
export type Admission = { admitted: true; remaining: number; msBeforeReset: number } | { admitted: false; msBeforeReset: number };

/**
 * The per-environment request count, shared by every gateway process through the store, written in leases:
 * a process counts a few requests ahead in one store write (about `lease.aheadMs` of its recent rate, never
 * more than half of what the store said remains) and admits them from memory. The store's count is always at least
 * what all processes admitted, so the limit is never passed by leases; a lease left unused goes back to the store
 * after `lease.idleMs` without requests, and one from an ended window is dropped. At low rates a lease is one request (each
 * request is one write, as before); at high rates one write covers hundreds of requests.
 *
 * Requests arriving while the environment's count is written are added up and written as one count when it returns
 * (one store round trip per environment at a time). What this process admitted and the store has not counted yet
 * counts against what the store said remains.
 */
export class EnvironmentRequestLimit {
  private readonly states = new Map<string, EnvironmentState>();

  constructor(
    private readonly limiter: RateLimiterAbstract,
    private readonly log: Logger,
    private readonly lease: RateLimitLease,
    private readonly now: () => number = Date.now,
  ) {}

  get points(): number {
    return this.limiter.points;
  }

  get windowMs(): number {
    return this.limiter.duration * 1000;
  }

  admit(environmentId: string): Admission {
    const now = this.now();
    const s = this.stateOf(environmentId, now);
    if (s.resetAt <= now) Object.assign(s, { remaining: this.limiter.points, resetAt: 0, leased: 0 });
    this.noteRate(s, now);
    // What remains for the environment as this process sees it: the store's figure (which counts this process's
    // lease as used) plus the lease's unused slots, less what was admitted and not counted yet.
    const pending = s.uncounted + s.counting;
    if (s.leased > 0) {
      s.leased--;
      return { admitted: true, remaining: Math.max(0, s.remaining + s.leased - pending), msBeforeReset: s.resetAt - now };
    }
    if (s.resetAt > now && s.remaining - pending <= 0) return { admitted: false, msBeforeReset: s.resetAt - now };
    s.uncounted++;
    if (!s.writing) outsideRequest(() => void this.write(environmentId, s));
    return s.resetAt > now
      ? { admitted: true, remaining: Math.max(0, s.remaining - pending - 1), msBeforeReset: s.resetAt - now }
      : { admitted: true, remaining: this.limiter.points - 1, msBeforeReset: this.windowMs };
  }

  private stateOf(environmentId: string, now: number): EnvironmentState {
    let s = this.states.get(environmentId);
    if (!s) {
      s = {
        remaining: this.limiter.points,
        resetAt: 0,
        leased: 0,
        uncounted: 0,
        counting: 0,
        writing: false,
        admitted: 0,
        rateSince: now,
        lastAdmitAt: now,
        idleTimer: undefined,
      };
      this.states.set(environmentId, s);
    }
    return s;
  }

  private noteRate(s: EnvironmentState, now: number): void {
    // A rate over the last second or so: the count restarts (halved, so a steady rate carries on) every second.
    if (now - s.rateSince > 1_000) {
      s.admitted = Math.floor(s.admitted / 2);
      s.rateSince = now - 500;
    }
    s.admitted++;
    s.lastAdmitAt = now;
  }

  /** Slots to count ahead with `n` queued requests: none until the store has said what remains in this window. */
  private leaseSize(s: EnvironmentState, n: number, now: number): number {
    if (s.resetAt <= now) return 0;
    const perSecond = (s.admitted * 1_000) / Math.max(100, now - s.rateSince);
    const wanted = Math.min(this.lease.maxSlots, Math.ceil((perSecond * this.lease.aheadMs) / 1_000));
    return Math.max(0, Math.min(wanted, Math.floor((s.remaining - n) / 2)));
  }

  private async write(environmentId: string, s: EnvironmentState): Promise<void> {
    s.writing = true;
    try {
      while (s.uncounted > 0) {
        const n = s.uncounted;
        const extra = this.leaseSize(s, n, this.now());
        s.uncounted = 0;
        s.counting = n;
        await this.limiter.consume(environmentId, n + extra).then(
          (res) => {
            this.remember(s, res);
            s.leased += extra;
            if (extra > 0) this.returnWhenIdle(environmentId, s);
          },
          (res: unknown) => {
            // Over the limit: the library now blocks the environment in this process's memory until the window ends.
            // The lease part was counted but never admitted: it goes back, for the other processes.
            if (!isLimiterRes(res)) {
              this.log.warn({ err: res }, 'rate limit count failed');
              return;
            }
            this.remember(s, res);
            if (extra > 0) this.giveBack(environmentId, extra);
          },
        );
        s.counting = 0;
      }
    } finally {
      s.writing = false;
    }
  }

  private remember(s: EnvironmentState, res: RateLimiterRes): void {
    const resetAt = this.now() + res.msBeforeNext;
    // A new window (the store's count restarted): what was leased in the old one is gone with it.
    if (Math.abs(resetAt - s.resetAt) > 1_000) s.leased = 0;
    s.remaining = res.remainingPoints;
    s.resetAt = resetAt;
  }

  /** Gives the lease's unused slots back once the environment has been quiet here for `lease.idleMs` (same window only). */
  private returnWhenIdle(environmentId: string, s: EnvironmentState): void {
    if (s.idleTimer) return;
    const idleMs = this.lease.idleMs;
    const check = () => {
      s.idleTimer = undefined;
      const now = this.now();
      if (s.leased <= 0) return;
      if (now - s.lastAdmitAt < idleMs) {
        s.idleTimer = setTimeout(check, idleMs - (now - s.lastAdmitAt)).unref();
        return;
      }
      const unused = s.leased;
      s.leased = 0;
      // A reward after the window ended would lower the next window's count: an old window's lease is dropped.
      if (s.resetAt - now < idleMs) return;
      s.remaining += unused;
      this.giveBack(environmentId, unused);
    };
    s.idleTimer = setTimeout(check, idleMs).unref();
  }

  private giveBack(environmentId: string, slots: number): void {
    outsideRequest(() => {
      this.limiter.reward(environmentId, slots).catch((err: unknown) => {
        this.log.warn({ err }, 'rate limit lease could not be given back');
      });
    });
  }
}

export const isLimiterRes = (v: unknown): v is RateLimiterRes =>
  typeof v === 'object' && v !== null && 'msBeforeNext' in v && 'remainingPoints' in v;
