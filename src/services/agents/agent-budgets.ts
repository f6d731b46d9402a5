import type { RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import { PlugboardError } from '../../errors/plugboard-error.js';
import type { AgentPolicy } from './agent-policy.js';

/** A counter of `points` per `durationSeconds` window, kept in the store (src/store/rate-limits.ts). */
export type BudgetLimiterFactory = (opts: { keyPrefix: string; points: number; durationSeconds: number }) => RateLimiterAbstract;

const WINDOWS = [
  { name: 'minute', field: 'perMinute', seconds: 60, keyPrefix: 'agent:min' },
  { name: 'day', field: 'perDay', seconds: 86_400, keyPrefix: 'agent:day' },
] as const;

/** Distinct budget sizes with a limiter of their own (a budget is a small integer: few distinct values in practice). */
const MAX_LIMITERS = 2_000;

/**
 * The call budget of an agent key: every tool call spends one call of the key's per-minute and per-day budget,
 * counted in the store so every gateway process spends from the same windows. Windows are fixed and start at the
 * window's first call. A call refused by the minute window is not counted against the day. A spent budget answers
 * 429 AGENT_BUDGET_EXHAUSTED with Retry-After (seconds until the window that refused ends).
 */
export class AgentBudgets {
  /** One limiter per window and size: a limiter's size is fixed, keys of the same size share it. */
  private readonly limiters = new Map<string, RateLimiterAbstract>();

  constructor(private readonly limiterFor: BudgetLimiterFactory) {}

  /** Spends one call of the policy's budget, or throws AGENT_BUDGET_EXHAUSTED. Without a key or a budget: free. */
  async spend(policy: Pick<AgentPolicy, 'keyId' | 'budget'>): Promise<void> {
    const { keyId, budget } = policy;
    if (!keyId || !budget) return;
    for (const window of WINDOWS) {
      const points = budget[window.field];
      if (points === undefined) continue;
      const limiter = this.limiter(window.keyPrefix, points, window.seconds);
      await limiter.consume(keyId).catch((res: unknown) => {
        if (!isLimiterRes(res)) throw res;
        const retryAfter = Math.max(1, Math.ceil(res.msBeforeNext / 1000));
        throw new PlugboardError(
          'AGENT_BUDGET_EXHAUSTED',
          `Agent key ${keyId} spent its budget of ${points} calls per ${window.name}; retry in ${retryAfter} s`,
          {
            details: { keyId, window: window.name, limit: points, retryAfterSeconds: retryAfter },
            headers: { 'Retry-After': String(retryAfter) },
          },
        );
      });
    }
  }

  private limiter(keyPrefix: string, points: number, durationSeconds: number): RateLimiterAbstract {
    const id = `${keyPrefix}:${points}`;
    let limiter = this.limiters.get(id);
    if (!limiter) {
      limiter = this.limiterFor({ keyPrefix, points, durationSeconds });
      if (this.limiters.size < MAX_LIMITERS) this.limiters.set(id, limiter);
    }
    return limiter;
  }
}

const isLimiterRes = (v: unknown): v is RateLimiterRes =>
  typeof v === 'object' && v !== null && 'msBeforeNext' in v && typeof v.msBeforeNext === 'number';
