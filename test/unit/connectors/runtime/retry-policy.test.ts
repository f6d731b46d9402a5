import { expect } from 'chai';
import { backoffMs, decideRetry, hintedWaitMs, parseWaitHeader } from '../../../../src/connectors/runtime/retry-policy.js';
import { classifyResponse } from '../../../../src/connectors/runtime/classify-error.js';
import type { RetryPolicy } from '../../../../src/connectors/compile/compiled-connector.js';
import type { ManifestErrorRule } from '../../../../src/connectors/schema/manifest.gen.js';

const policy: RetryPolicy = {
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

describe('connectors/runtime: retry policy', () => {
  it('parses Retry-After in seconds, HTTP-date, epoch seconds and milliseconds', () => {
    expect(parseWaitHeader('3', 'seconds', NOW)).to.equal(3000);
    expect(parseWaitHeader('1.5', 'seconds_or_http_date', NOW)).to.equal(1500);
    expect(parseWaitHeader('Wed, 01 Jan 2025 00:00:07 GMT', 'seconds_or_http_date', NOW)).to.equal(7000);
    expect(parseWaitHeader('Tue, 31 Dec 2024 23:00:00 GMT', 'http_date', NOW)).to.equal(0);
    expect(parseWaitHeader(String(NOW / 1000 + 9), 'epoch_s', NOW)).to.equal(9000);
    expect(parseWaitHeader(String(NOW + 250), 'epoch_ms', NOW)).to.equal(250);
    expect(parseWaitHeader('soon', 'seconds', NOW)).to.equal(undefined);
  });

  it('prefers manifest headers, then Retry-After, then the reset header when the budget is spent', () => {
    const rl = {
      retry_after: [{ header: 'X-Wait-Ms', format: 'epoch_ms' as const }],
      remaining_header: 'X-Remaining',
      reset_header: { header: 'X-Reset', format: 'epoch_s' as const },
    };
    expect(hintedWaitMs({ 'x-wait-ms': String(NOW + 40), 'retry-after': '9' }, 429, rl, NOW)).to.equal(40);
    expect(hintedWaitMs({ 'retry-after': '9' }, 429, rl, NOW)).to.equal(9000);
    expect(hintedWaitMs({ 'x-remaining': '0', 'x-reset': String(NOW / 1000 + 2) }, 503, rl, NOW)).to.equal(2000);
    expect(hintedWaitMs({ 'x-remaining': '5', 'x-reset': String(NOW / 1000 + 2) }, 503, rl, NOW)).to.equal(undefined);
  });

  it('backs off exponentially with a cap and jitter', () => {
    expect([1, 2, 3, 4, 5].map((a) => backoffMs(a, policy))).to.deep.equal([100, 200, 400, 800, 1000]);
    expect(backoffMs(3, { ...policy, jitter: 'full' }, 0.5)).to.equal(200);
    expect(backoffMs(3, { ...policy, jitter: 'equal' }, 0.5)).to.equal(300);
  });

  it('stops at max attempts and at the wait cap', () => {
    expect(decideRetry(1, undefined, policy, 5000)).to.deep.equal({ retry: true, waitMs: 100 });
    expect(decideRetry(3, undefined, policy, 5000)).to.deep.equal({ retry: false, reason: 'attempts' });
    expect(decideRetry(1, 6000, policy, 5000)).to.deep.equal({ retry: false, waitMs: 6000, reason: 'wait_cap' });
  });

  it('classifies with manifest rules first, then HTTP defaults', () => {
    const rules: ManifestErrorRule[] = [
      { match: { status: [400], body_path: { path: 'error', equals: 'RATE' } }, kind: 'rate_limited', action: 'retry' },
    ];
    expect(classifyResponse(400, { error: 'RATE' }, '', rules, false)).to.deep.equal({ kind: 'rate_limited', action: 'retry' });
    expect(classifyResponse(400, { error: 'x' }, '', rules, false)).to.deep.equal({ kind: 'bad_request', action: 'fail' });
    expect(classifyResponse(401, {}, '', [], true)).to.deep.equal({ kind: 'auth_failed', action: 'refresh_then_retry' });
    expect(classifyResponse(401, {}, '', [], false)).to.deep.equal({ kind: 'auth_failed', action: 'fail' });
    expect(classifyResponse(404, {}, '', [], false).kind).to.equal('not_found');
    expect(classifyResponse(500, {}, '', [], false).kind).to.equal('downstream_error');
    expect(classifyResponse(503, {}, '', [], false)).to.deep.equal({ kind: 'unavailable', action: 'retry' });
  });
});
