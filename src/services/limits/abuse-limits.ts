import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { EnvironmentRequestLimit, isLimiterRes, type RateLimitLease } from './environment-request-limit.js';
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
 * request that is not blocked costs no store read. An environment's requests are counted ahead in leases
 * (EnvironmentRequestLimit): at a steady rate one store write covers many requests.
 */
export class AbuseLimits {
  private readonly environments: EnvironmentRequestLimit | undefined;

  constructor(
    private readonly limiters: AbuseLimiters,
    private readonly log: Logger,
    lease: RateLimitLease,
  ) {
    this.environments = limiters.requestsByEnvironment && new EnvironmentRequestLimit(limiters.requestsByEnvironment, log, lease);
  }

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
   * (from what this process knows of the count: see EnvironmentRequestLimit).
   */
  admitEnvironmentRequest(environmentId: string): Record<string, string> {
    const limit = this.environments;
    if (!limit) return {};
    const ms = blockedMs(this.limiters.requestsByEnvironment!, environmentId);
    const admission = ms > 0 ? { admitted: false as const, msBeforeReset: ms } : limit.admit(environmentId);
    if (!admission.admitted)
      throw rateLimited("The environment's request rate limit was reached; retry later", admission.msBeforeReset, {
        limit: 'environment',
        ...headersOf(limit.points, 0, admission.msBeforeReset),
      });
    return headersOf(limit.points, admission.remaining, admission.msBeforeReset);
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

/** A count over the limit rejects with a RateLimiterRes: expected (the in-memory block is now set). Store errors are logged. */
async function swallowLimit(p: Promise<unknown>, log: Logger): Promise<void> {
  await p.catch((res: unknown) => {
    if (!isLimiterRes(res)) log.warn({ err: res }, 'rate limit count failed');
  });
}
