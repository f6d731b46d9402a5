import type { RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import { outsideRequest } from '../outside-request.js';
import { PlugboardError } from '../../errors/plugboard-error.js';
import type { Logger } from '../../log/logger.js';

/** Characters of a token that name its family: the kind prefix (`pb_dev_`) and the first random characters. */
const TOKEN_PREFIX_LENGTH = 15;

export interface AbuseLimiters {
  /** Failed token checks per client address. */
  failuresByAddress: RateLimiterAbstract;
  /** Failed token checks per token prefix (one token family guessed from many addresses). */
  failuresByPrefix: RateLimiterAbstract;
  /** Requests per environment per minute; absent when the limit is off. */
  requestsByEnvironment?: RateLimiterAbstract;
}

type StoreLimiter = RateLimiterAbstract & { getInMemoryBlockMsBeforeExpire?(rlKey: string): number };

/**
 * Abuse limits at the token check (failed checks per client address and per token prefix) and the per-environment
 * request rate. Counting happens in the store (shared by every process); blocking is decided
 * from this process's memory (the library's in-memory block, set when a count in the store goes over), so a
 * request that is not blocked costs no store read. An environment's request is admitted while its count is
 * written: a burst can pass the limit by what is in flight at once, then the environment is refused until the
 * window ends.
 */
export class AbuseLimits {
  private readonly lastByEnvironment = new Map<string, { remaining: number; resetAt: number }>();
  /** Requests admitted and not yet counted in the store, per environment (see count). */
  private readonly uncounted = new Map<string, number>();
  /** Environments whose counts are being written (the writer runs), and how many requests the write under way holds. */
  private readonly counting = new Map<string, number>();

  constructor(
    private readonly limiters: AbuseLimiters,
    private readonly log: Logger,
  ) {}

  /**
   * A token check failed: refuses with RATE_LIMITED (429, Retry-After) when this client address or this token's
   * prefix already failed too often lately, and otherwise counts the failure against both (in the store). Called
   * only after the token was checked and found unknown: a valid token is never refused because of failures, its
   * own client's or anyone else's, so junk from one client (or from everyone behind one NAT or load balancer)
   * cannot lock out a tenant. What the counters still do: an address or a prefix over its limit gets 429 instead
   * of 401 for every unknown token, without a store write. (Tokens carry 256 random bits: guessing one is hopeless
   * with or without the limit; it bounds the store writes and makes a scan visible.)
   */
  async tokenCheckFailed(address: string, token: string): Promise<void> {
    this.assertNotBlocked(address, token);
    const prefix = prefixOf(token);
    await Promise.all([
      swallowLimit(this.limiters.failuresByAddress.consume(address), this.log),
      swallowLimit(this.limiters.failuresByPrefix.consume(prefix), this.log),
    ]);
  }

  /**
   * Throws RATE_LIMITED while the address or the token's prefix is blocked for failed checks. A password sign-in
   * asks this before checking the password: a blocked guesser must not learn whether a guess was right.
   */
  assertNotBlocked(address: string, token: string): void {
    const prefix = prefixOf(token);
    const byAddress = blockedMs(this.limiters.failuresByAddress, address);
    const byPrefix = blockedMs(this.limiters.failuresByPrefix, prefix);
    const ms = Math.max(byAddress, byPrefix);
    if (ms > 0) {
      const what = byAddress >= byPrefix ? 'from this address' : 'for tokens starting like this one';
      throw rateLimited(`Too many failed token checks ${what}; retry later`, ms, {
        limit: byAddress >= byPrefix ? 'address' : 'tokenPrefix',
      });
    }
  }

  /**
   * Admits one request of an environment or throws RATE_LIMITED. Returns the RateLimit-* headers of the answer
   * (from the latest count this process knows).
   */
  admitEnvironmentRequest(environmentId: string): Record<string, string> {
    const limiter = this.limiters.requestsByEnvironment;
    if (!limiter) return {};
    const ms = blockedMs(limiter, environmentId);
    if (ms > 0)
      throw rateLimited("The environment's request rate limit was reached; retry later", ms, {
        limit: 'environment',
        ...headersOf(limiter.points, 0, ms),
      });
    const last = this.lastByEnvironment.get(environmentId);
    const now = Date.now();
    // What this process admitted and the store has not counted yet (queued or being written) counts too.
    const pending = (this.uncounted.get(environmentId) ?? 0) + (this.counting.get(environmentId) ?? 0);
    if (last && last.resetAt > now && last.remaining - pending <= 0)
      throw rateLimited("The environment's request rate limit was reached; retry later", last.resetAt - now, {
        limit: 'environment',
        ...headersOf(limiter.points, 0, last.resetAt - now),
      });
    this.count(limiter, environmentId);
    return last && last.resetAt > now
      ? headersOf(limiter.points, Math.max(0, last.remaining - pending - 1), last.resetAt - now)
      : headersOf(limiter.points, limiter.points - 1, limiter.duration * 1000);
  }

  /**
   * Counts one request in the store. Requests that arrive while the environment's previous count is being written
   * are added up and written as one count when it returns: one store round trip per environment at a time, however
   * many requests arrive (a round trip per request cost more CPU than the rest of a passthrough call). Other
   * processes see a count one round trip after it was admitted. (Writing at most every 25 ms per environment cut the
   * writes but not the store's measured CPU per request, and let a burst on one process go unseen by another for
   * that long, so it was dropped.)
   */
  private count(limiter: RateLimiterAbstract, environmentId: string): void {
    const queued = this.uncounted.get(environmentId);
    this.uncounted.set(environmentId, (queued ?? 0) + 1);
    if (queued === undefined && !this.counting.has(environmentId)) outsideRequest(() => void this.writeCounts(limiter, environmentId));
  }

  private async writeCounts(limiter: RateLimiterAbstract, environmentId: string): Promise<void> {
    try {
      for (let n = this.uncounted.get(environmentId) ?? 0; n > 0; n = this.uncounted.get(environmentId) ?? 0) {
        this.uncounted.delete(environmentId);
        this.counting.set(environmentId, n);
        await limiter.consume(environmentId, n).then(
          (res) => {
            this.remember(environmentId, res);
          },
          (res: unknown) => {
            if (isLimiterRes(res)) this.remember(environmentId, res);
            else this.log.warn({ err: res }, 'rate limit count failed');
          },
        );
        this.counting.set(environmentId, 0); // counted: in what the store answered now (the loop still runs)
      }
    } finally {
      this.counting.delete(environmentId);
    }
  }

  private remember(environmentId: string, res: RateLimiterRes): void {
    this.lastByEnvironment.set(environmentId, { remaining: res.remainingPoints, resetAt: Date.now() + res.msBeforeNext });
  }
}

const prefixOf = (token: string) => token.slice(0, TOKEN_PREFIX_LENGTH);

function blockedMs(limiter: StoreLimiter, key: string): number {
  return limiter.getInMemoryBlockMsBeforeExpire?.(limiter.getKey(key)) ?? 0;
}

/** RateLimit-* fields (IETF httpapi draft, the separate-field form) for an answer. */
function headersOf(limit: number, remaining: number, msBeforeReset: number): Record<string, string> {
  return {
    'RateLimit-Limit': String(limit),
    'RateLimit-Remaining': String(remaining),
    'RateLimit-Reset': String(Math.max(0, Math.ceil(msBeforeReset / 1000))),
  };
}

function rateLimited(message: string, ms: number, extra: Record<string, string>): PlugboardError {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  const { limit, ...headers } = extra;
  return new PlugboardError('RATE_LIMITED', message, {
    details: { limit, retryAfterSeconds: seconds },
    headers: { ...headers, 'Retry-After': String(seconds) },
  });
}

const isLimiterRes = (v: unknown): v is RateLimiterRes =>
  typeof v === 'object' && v !== null && 'msBeforeNext' in v && 'remainingPoints' in v;

/** A count over the limit rejects with a RateLimiterRes: expected (the in-memory block is now set). Store errors are logged. */
async function swallowLimit(p: Promise<unknown>, log: Logger): Promise<void> {
  await p.catch((res: unknown) => {
    if (!isLimiterRes(res)) log.warn({ err: res }, 'rate limit count failed');
  });
}
