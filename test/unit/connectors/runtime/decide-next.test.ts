import { expect } from 'chai';
import { downstreamError } from '../../../../src/connectors/runtime/classify-error.js';
import { decideNext, type AttemptOutcome, type NextContext } from '../../../../src/connectors/runtime/decide-next.js';
import type { RetryPolicy } from '../../../../src/connectors/compile/compiled-connector.js';
import type { ManifestErrorRule } from '../../../../src/connectors/schema/manifest.gen.js';

const retry: RetryPolicy = {
  statuses: [429, 503],
  onNetworkError: true,
  onTimeout: false,
  maxAttempts: 3,
  initialMs: 100,
  maxBackoffMs: 1000,
  factor: 2,
  jitter: 'none',
  maxWaitMs: 5000,
};
const NOW = Date.parse('2025-01-01T00:00:00Z');
const ctx = (over: Partial<NextContext> = {}): NextContext => ({
  connector: { retry, errorRules: [], rateLimit: {} },
  isOAuth: false,
  refreshed: false,
  acceptErrors: false,
  noRetry: false,
  maxWaitMs: 5000,
  now: NOW,
  deadline: Infinity,
  random: () => 0.5,
  ...over,
});
const answered = (status: number, headers: Record<string, string> = {}, body: unknown = {}): AttemptOutcome => ({
  answered: true,
  status,
  headers,
  body,
  text: JSON.stringify(body),
});

describe('connectors/runtime: decideNext (what a call does after each attempt)', () => {
  it('answers a success', () => {
    expect(decideNext(answered(204), 1, ctx())).to.deep.equal({ step: 'answer' });
  });

  it('retries a retryable status with backoff or the tool’s hint, then fails with when to come back', () => {
    expect(decideNext(answered(503), 1, ctx())).to.deep.equal({ step: 'retry', waitMs: 100 });
    expect(decideNext(answered(429, { 'retry-after': '2' }), 2, ctx())).to.deep.equal({ step: 'retry', waitMs: 2000 });
    expect(decideNext(answered(429, { 'retry-after': '2' }), 3, ctx())).to.deep.equal({
      step: 'fail',
      cls: { kind: 'rate_limited', action: 'retry' },
      retryAfterMs: 2000,
    });
    // past the wait cap: no retry, the wait is said
    expect(decideNext(answered(429, { 'retry-after': '9' }), 1, ctx())).to.deep.include({ step: 'fail', retryAfterMs: 9000 });
  });

  it('retries a 5xx listed in retry.statuses with growing backoff, then gives up at the last attempt', () => {
    expect(decideNext(answered(503), 1, ctx())).to.deep.equal({ step: 'retry', waitMs: 100 });
    expect(decideNext(answered(503), 2, ctx())).to.deep.equal({ step: 'retry', waitMs: 200 });
    expect(decideNext(answered(503), 3, ctx())).to.deep.equal({ step: 'fail', cls: { kind: 'unavailable', action: 'retry' } });
    // a 500 is not in retry.statuses: failed at once as the tool's own error
    expect(decideNext(answered(500), 1, ctx())).to.deep.equal({ step: 'fail', cls: { kind: 'downstream_error', action: 'fail' } });
  });

  it('fails a 4xx at once with the kind its error code comes from', () => {
    const codeOf = (status: number, c = ctx()) => {
      const next = decideNext(answered(status), 1, c);
      expect(next.step).to.equal('fail');
      return downstreamError(next.step === 'fail' ? next.cls!.kind : 'downstream_error', 'acme', status, {}).code;
    };
    expect(decideNext(answered(404), 1, ctx())).to.deep.equal({ step: 'fail', cls: { kind: 'not_found', action: 'fail' } });
    expect(codeOf(404)).to.equal('DOWNSTREAM_NOT_FOUND');
    expect(codeOf(403, ctx({ isOAuth: true }))).to.equal('DOWNSTREAM_AUTH_FAILED');
    expect(codeOf(422)).to.equal('DOWNSTREAM_BAD_REQUEST');
  });

  it('does not retry when the wait would leave less than one attempt before the deadline, nor under Plugboard-Retry: none', () => {
    expect(decideNext(answered(503), 1, ctx({ deadline: NOW + 1_099 }))).to.deep.include({ step: 'fail', retryAfterMs: 100 });
    expect(decideNext(answered(503), 1, ctx({ deadline: NOW + 1_100 }))).to.deep.equal({ step: 'retry', waitMs: 100 });
    expect(decideNext(answered(503), 1, ctx({ noRetry: true }))).to.deep.include({ step: 'fail' });
  });

  it('passthrough answers the tool’s refusal when retries ran out or the caller fails fast, not past the wait cap', () => {
    expect(decideNext(answered(503), 3, ctx({ acceptErrors: true }))).to.deep.equal({ step: 'answer' });
    expect(decideNext(answered(503), 1, ctx({ acceptErrors: true, noRetry: true }))).to.deep.equal({ step: 'answer' });
    expect(decideNext(answered(429, { 'retry-after': '9' }), 1, ctx({ acceptErrors: true }))).to.deep.include({ step: 'fail' });
    expect(decideNext(answered(404), 1, ctx({ acceptErrors: true }))).to.deep.equal({ step: 'answer' });
  });

  it('refreshes once after a 401 of an OAuth connection, also under Plugboard-Retry: none', () => {
    expect(decideNext(answered(401), 1, ctx({ isOAuth: true, noRetry: true }))).to.deep.equal({ step: 'refresh' });
    expect(decideNext(answered(401), 1, ctx({ isOAuth: true, refreshed: true }))).to.deep.include({ step: 'fail' });
    expect(decideNext(answered(401), 1, ctx())).to.deep.equal({ step: 'fail', cls: { kind: 'auth_failed', action: 'fail' } });
  });

  it('lets a manifest rule decide first: a fail rule on a retryable status is not retried; needs_reauth is its own step', () => {
    const errorRules: ManifestErrorRule[] = [
      { match: { status: [429], body_contains: 'daily' }, kind: 'rate_limited', action: 'fail' },
      { match: { status: [400], body_contains: 'revoked' }, kind: 'needs_reauth' },
    ];
    const c = ctx({ connector: { retry, errorRules, rateLimit: {} } });
    expect(decideNext(answered(429, {}, { q: 'daily' }), 1, c)).to.deep.equal({
      step: 'fail',
      cls: { kind: 'rate_limited', action: 'fail' },
    });
    expect(decideNext(answered(400, {}, { e: 'revoked' }), 1, c)).to.deep.equal({
      step: 'needs_reauth',
      cls: { kind: 'needs_reauth', action: 'fail' },
    });
  });

  it('retries a refused connection but not a timeout unless the manifest says so', () => {
    expect(decideNext({ answered: false, failure: 'network_error' }, 1, ctx())).to.deep.equal({ step: 'retry', waitMs: 100 });
    expect(decideNext({ answered: false, failure: 'network_error' }, 3, ctx())).to.deep.equal({ step: 'fail' });
    expect(decideNext({ answered: false, failure: 'timeout' }, 1, ctx())).to.deep.equal({ step: 'fail' });
    const onTimeout = ctx({ connector: { retry: { ...retry, onTimeout: true }, errorRules: [], rateLimit: {} } });
    expect(decideNext({ answered: false, failure: 'timeout' }, 1, onTimeout)).to.deep.equal({ step: 'retry', waitMs: 100 });
  });
});
