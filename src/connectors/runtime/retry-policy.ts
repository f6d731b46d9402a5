import type { ManifestRateLimit, ManifestWaitHeader } from '../schema/manifest.gen.js';
import type { RetryPolicy } from '../compile/compiled-connector.js';

type Headers = Record<string, string | string[] | undefined>;

const header = (h: Headers, name: string): string | undefined => {
  const v = h[name.toLowerCase()];
  return Array.isArray(v) ? v[0] : v;
};

/** Milliseconds to wait according to one header value in one format; undefined when it does not parse. */
export function parseWaitHeader(value: string, format: ManifestWaitHeader['format'], now: number): number | undefined {
  const v = value.trim();
  const isNum = /^\d+(\.\d+)?$/.test(v);
  switch (format) {
    case 'seconds':
      return isNum ? Math.round(Number(v) * 1000) : undefined;
    case 'http_date': {
      if (isNum) return undefined;
      const t = Date.parse(v);
      return Number.isNaN(t) ? undefined : Math.max(0, t - now);
    }
    case 'seconds_or_http_date':
      return isNum ? parseWaitHeader(v, 'seconds', now) : parseWaitHeader(v, 'http_date', now);
    case 'epoch_s':
      return isNum ? Math.max(0, Number(v) * 1000 - now) : undefined;
    case 'epoch_ms':
      return isNum ? Math.max(0, Number(v) - now) : undefined;
  }
}

/**
 * How long the tool asks us to wait: the manifest's retry_after headers in order, then the standard
 * Retry-After (seconds or HTTP-date), then the reset header when the remaining budget is exhausted.
 */
export function hintedWaitMs(headers: Headers, status: number, rl: ManifestRateLimit, now: number): number | undefined {
  const hints: ManifestWaitHeader[] = [...(rl.retry_after ?? []), { header: 'Retry-After', format: 'seconds_or_http_date' }];
  for (const h of hints) {
    const v = header(headers, h.header);
    if (v === undefined) continue;
    const ms = parseWaitHeader(v, h.format, now);
    if (ms !== undefined) return ms;
  }
  if (rl.reset_header) {
    const remaining = rl.remaining_header ? header(headers, rl.remaining_header) : undefined;
    if (status === 429 || (remaining !== undefined && Number(remaining) <= 0)) {
      const v = header(headers, rl.reset_header.header);
      if (v !== undefined) return parseWaitHeader(v, rl.reset_header.format, now);
    }
  }
  return undefined;
}

/** Exponential backoff with jitter for attempt 1, 2, ... (random in [0,1) is injected for tests). */
export function backoffMs(attempt: number, p: RetryPolicy, random: number = Math.random()): number {
  const base = Math.min(p.maxBackoffMs, p.initialMs * p.factor ** Math.max(0, attempt - 1));
  if (p.jitter === 'full') return Math.round(random * base);
  if (p.jitter === 'equal') return Math.round(base / 2 + (random * base) / 2);
  return Math.round(base);
}

export type RetryDecision = { retry: true; waitMs: number } | { retry: false; waitMs?: number; reason: 'attempts' | 'wait_cap' };

/** Decide whether to retry after a retryable failure on `attempt` (1-based). */
export function decideRetry(
  attempt: number,
  hintMs: number | undefined,
  p: RetryPolicy,
  maxWaitMs: number,
  random?: number,
): RetryDecision {
  const waitMs = hintMs ?? backoffMs(attempt, p, random);
  if (waitMs > maxWaitMs) return { retry: false, waitMs, reason: 'wait_cap' };
  if (attempt >= p.maxAttempts)
    return hintMs !== undefined ? { retry: false, waitMs: hintMs, reason: 'attempts' } : { retry: false, reason: 'attempts' };
  return { retry: true, waitMs };
}
