import { TimeoutError, type Got } from 'got';
import type { TokenEndpointAnswer, TokenEndpointRequest } from '../auth/oauth2/token-endpoint.js';
import type { CompiledConnector } from '../compile/compiled-connector.js';
import { sendOnce } from '../transport/lean-got.js';
import { isNetworkError, neverSent } from '../transport/network-errors.js';
import { preciseNow, type Clock, type RuntimeLogger, type RuntimeObserver } from '../connection/ports.js';
import { backoffMs, decideRetry, hintedWaitMs } from './retry-policy.js';

/** What the executor lends a token call: its client for the connector, time, jitter and observers. */
export interface TokenCallDeps {
  client: Got;
  clock: Clock;
  random: () => number;
  maxWaitMs: number;
  observer?: RuntimeObserver;
  logger?: RuntimeLogger;
}

/** Answers retried when a replay is safe, as API calls retry them (classify-error.ts): rate limited, unavailable. */
const TRANSIENT = new Set([429, 502, 503, 504]);
/**
 * Answers by which the server says it did not handle the request: 429 (RFC 6585 §4) and 503 (RFC 9110 §15.6.4).
 * The only answers retried for a grant that is not replay-safe (a code exchange, a refresh): a 500, 502 or 504 may
 * come after the code or refresh token was spent, and sending it again would then cost the connection.
 */
const NOT_HANDLED = new Set([429, 503]);

/**
 * Sends one token request the way the executor sends API calls: the connector's client (no redirects, keep-alive
 * agents), its retry policy (backoff with jitter, the tool's wait hints, attempts and wait caps), and every exchange
 * reported to the observer (call logs, metrics, traces: the path only, never the form, which holds the code, the
 * client secret and the refresh token, nor the answer, which holds the tokens). Manifest error rules describe API
 * answers and do not apply here. Throws the transport's error when no answer came.
 */
export async function sendTokenCall(
  deps: TokenCallDeps,
  connector: CompiledConnector,
  connectionId: string,
  req: TokenEndpointRequest,
): Promise<TokenEndpointAnswer> {
  const policy = connector.retry;
  const deadline = req.budgetMs !== undefined ? deps.clock.now() + req.budgetMs : undefined;
  // A retry must leave its exchange a second at least before the deadline (a refresh's lease).
  const fits = (waitMs: number) => deadline === undefined || deps.clock.now() + waitMs + 1_000 <= deadline;
  const url = new URL(req.url);
  for (let attempt = 1; ; attempt++) {
    const sentAt = preciseNow();
    const started = deps.clock.now();
    const report = (status: number | undefined, error?: 'timeout' | 'network_error') =>
      deps.observer?.onTokenEndpointCall?.({
        integrationId: connector.id,
        connectionId,
        method: 'POST',
        path: url.pathname,
        endpoint: 'token',
        ...(status !== undefined ? { status } : {}),
        ...(error ? { error } : {}),
        retries: attempt - 1,
        startedAt: sentAt,
        durationMs: preciseNow() - sentAt,
      });
    let res;
    try {
      const timeout = deadline !== undefined ? { timeout: { request: Math.max(1_000, deadline - started) } } : {};
      const body = req.encoding === 'json' ? { json: req.form } : { form: req.form };
      res = await sendOnce(deps.client, url, { method: 'POST', ...body, headers: req.headers, ...timeout });
    } catch (e) {
      if (!isNetworkError(e)) throw e;
      const timeout = e instanceof TimeoutError;
      report(undefined, timeout ? 'timeout' : 'network_error');
      const waitMs = Math.min(backoffMs(attempt, policy, deps.random()), deps.maxWaitMs);
      const replayable = req.replaySafe || neverSent(e);
      // A timeout only when the manifest asks for it, as for API calls (execute.ts).
      if ((timeout ? policy.onTimeout : policy.onNetworkError) && replayable && attempt < policy.maxAttempts && fits(waitMs)) {
        await deps.clock.sleep(waitMs);
        continue;
      }
      throw e;
    }
    report(res.statusCode);
    deps.logger?.debug?.(
      { integrationId: connector.id, method: 'POST', path: url.pathname, status: res.statusCode, attempt, ms: deps.clock.now() - started },
      'token endpoint call',
    );
    const status = res.statusCode;
    const retryable = req.replaySafe ? TRANSIENT.has(status) || policy.statuses.includes(status) : NOT_HANDLED.has(status);
    if (retryable) {
      const hint = hintedWaitMs(res.headers, status, connector.rateLimit, deps.clock.now());
      const d = decideRetry(attempt, hint, policy, deps.maxWaitMs, deps.random());
      if (d.retry && fits(d.waitMs)) {
        await deps.clock.sleep(d.waitMs);
        continue;
      }
    }
    return { status, headers: res.headers, body: res.body };
  }
}
