import type { CompiledConnector } from '../compile/compiled-connector.js';
import { classifyResponse, matchErrorRule, type Classification } from './classify-error.js';
import { backoffMs, decideRetry, hintedWaitMs } from './retry-policy.js';

/** A retry is sent only if this much of the call's deadline is left after its wait: less is not worth an exchange. */
const MIN_ATTEMPT_MS = 1_000;

/** What one attempt came back with: the tool's answer, or no answer (a timeout, a refused or reset connection). */
export type AttemptOutcome =
  | { answered: true; status: number; headers: Record<string, string | string[] | undefined>; body: unknown; text: string }
  | { answered: false; failure: 'timeout' | 'network_error' };

/** The facts of the call the decision reads besides the outcome; the times and the jitter source are given, so it is pure. */
export interface NextContext {
  connector: Pick<CompiledConnector, 'errorRules' | 'retry' | 'rateLimit'>;
  /** The connection's tokens can be refreshed (OAuth, or a sandbox connection). */
  isOAuth: boolean;
  /** A refresh after a 401 was made already in this call (one at most). */
  refreshed: boolean;
  /** Passthrough: answer a failed response as it is instead of failing. */
  acceptErrors: boolean;
  /** Plugboard-Retry: none: no wait and no second attempt. */
  noRetry: boolean;
  maxWaitMs: number;
  now: number;
  deadline: number;
  /** In [0, 1): the backoff's jitter, drawn only when a wait is computed (as many draws as before this split). */
  random: () => number;
}

export type NextStep =
  | { step: 'answer' }
  | { step: 'retry'; waitMs: number }
  | { step: 'refresh' }
  | { step: 'needs_reauth'; cls: Classification }
  | { step: 'fail'; cls?: Classification; retryAfterMs?: number };

/**
 * What `Executor.execute` does after attempt `attempt` (1-based): answer, wait and retry, refresh the token and
 * send again, mark the connection for re-authorization, or fail. Pure: unit-tested like the retry delay.
 */
export function decideNext(outcome: AttemptOutcome, attempt: number, ctx: NextContext): NextStep {
  if (!outcome.answered) return afterNoAnswer(outcome.failure, attempt, ctx);
  if (outcome.status < 400) return { step: 'answer' };
  const { connector } = ctx;
  // The manifest's error rules are evaluated first: a matching rule decides, so a `fail` rule (e.g. a daily quota
  // answered as 429) is not retried even though its status is listed in retry.statuses.
  const rule = matchErrorRule(outcome.status, outcome.body, outcome.text, connector.errorRules);
  const cls = rule ?? classifyResponse(outcome.status, outcome.body, outcome.text, [], ctx.isOAuth);
  if (cls.kind === 'needs_reauth') return { step: 'needs_reauth', cls };
  // A refresh after a 401 is not a retry of the tool's refusal: made once, also under Plugboard-Retry: none.
  if (cls.action === 'refresh_then_retry' && ctx.isOAuth && !ctx.refreshed) return { step: 'refresh' };
  if (cls.action === 'retry' || (!rule && connector.retry.statuses.includes(outcome.status))) {
    const hint = hintedWaitMs(outcome.headers, outcome.status, connector.rateLimit, ctx.now);
    const d = decideRetry(attempt, hint, connector.retry, ctx.maxWaitMs, ctx.random());
    if (d.retry && fits(d.waitMs, ctx)) return { step: 'retry', waitMs: d.waitMs };
    // A wait past the deadline ends the call as one past the wait cap does: an error saying when to come back.
    // Passthrough answers the tool's own refusal when retries ran out, or at once when the caller chose to fail fast.
    if (ctx.acceptErrors && (ctx.noRetry || (!d.retry && d.reason === 'attempts'))) return { step: 'answer' };
    return { step: 'fail', cls, ...(d.waitMs !== undefined ? { retryAfterMs: d.waitMs } : {}) };
  }
  return ctx.acceptErrors ? { step: 'answer' } : { step: 'fail', cls };
}

/**
 * A tool that did not answer in time is not asked again unless its manifest says so (`retry.on_timeout`): it
 * usually hangs again, so each retry would hold the caller one more timeout, and the request may have been handled.
 * A refused or reset connection is retried (`on_network_error`).
 */
function afterNoAnswer(failure: 'timeout' | 'network_error', attempt: number, ctx: NextContext): NextStep {
  const { retry } = ctx.connector;
  const retryable = failure === 'timeout' ? retry.onTimeout : retry.onNetworkError;
  const waitMs = Math.min(backoffMs(attempt, retry, ctx.random()), ctx.maxWaitMs);
  if (retryable && attempt < retry.maxAttempts && fits(waitMs, ctx)) return { step: 'retry', waitMs };
  return { step: 'fail' };
}

/**
 * The caller is held until the deadline at most: a retry whose wait would leave less than MIN_ATTEMPT_MS of it is
 * not made, nor any under Plugboard-Retry: none (the caller chose to fail fast).
 */
const fits = (waitMs: number, ctx: NextContext): boolean => !ctx.noRetry && ctx.now + waitMs + MIN_ATTEMPT_MS <= ctx.deadline;
