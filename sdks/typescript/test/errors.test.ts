import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  ApiError,
  AuthenticationError,
  BadRequestError,
  ConflictError,
  DownstreamError,
  NotFoundError,
  NotSupportedError,
  PermissionDeniedError,
  PlugboardError,
  RateLimitError,
  ServiceUnavailableError,
  isPlugboardError,
  parseRetryAfter,
} from '../src/index.js';
import { errorFromResponse } from '../src/errors.js';

describe('errors: Retry-After', () => {
  const now = Date.parse('2026-11-27T06:00:00.000Z');
  it('reads delay-seconds', () => {
    assert.equal(parseRetryAfter('1', now), 1000);
    assert.equal(parseRetryAfter(' 30 ', now), 30_000);
    assert.equal(parseRetryAfter('0', now), 0);
    assert.equal(parseRetryAfter('1.5', now), 1500);
  });
  it('reads an HTTP date (a past one is 0)', () => {
    assert.equal(parseRetryAfter('Fri, 27 Nov 2026 06:00:02 GMT', now), 2000);
    assert.equal(parseRetryAfter('Fri, 27 Nov 2026 05:59:00 GMT', now), 0);
  });
  it('ignores what is neither', () => {
    for (const v of [null, undefined, '', '-1', '1s', 'soon', '+3']) assert.equal(parseRetryAfter(v, now), undefined, String(v));
  });
});

describe('errors: one class per status, with code, details, request id and Retry-After', () => {
  const cases: [number, new (...a: never[]) => PlugboardError][] = [
    [400, BadRequestError],
    [401, AuthenticationError],
    [403, PermissionDeniedError],
    [404, NotFoundError],
    [409, ConflictError],
    [429, RateLimitError],
    [500, ApiError],
    [501, NotSupportedError],
    [502, DownstreamError],
    [503, ServiceUnavailableError],
    [504, DownstreamError],
  ];
  for (const [status, Cls] of cases) {
    it(`${status} -> ${Cls.name}`, () => {
      const res = new Response('', { status, headers: { 'x-request-id': 'req-1', 'retry-after': '2' } });
      const e = errorFromResponse(res, { error: { code: 'SOME_CODE', message: 'm', details: [{ field: 'x' }] } });
      assert.ok(e instanceof Cls);
      assert.ok(e instanceof PlugboardError && e instanceof Error);
      assert.equal(e.status, status);
      assert.equal(e.code, 'SOME_CODE');
      assert.equal(e.message, 'm');
      assert.deepEqual(e.details, [{ field: 'x' }]);
      assert.equal(e.requestId, 'req-1');
      assert.equal(e.retryAfterMs, 2000);
    });
  }
  it('an answer without the error shape still makes an error', () => {
    const e = errorFromResponse(new Response('', { status: 502, statusText: 'Bad Gateway' }), '<html>');
    assert.ok(e instanceof DownstreamError);
    assert.equal(e.code, 'HTTP_502');
    assert.equal(e.requestId, undefined);
  });
  it('isPlugboardError narrows on the code', () => {
    const e = errorFromResponse(new Response('', { status: 404 }), { error: { code: 'NOT_FOUND', message: 'no' } });
    assert.ok(isPlugboardError(e));
    assert.ok(isPlugboardError(e, 'NOT_FOUND'));
    assert.ok(!isPlugboardError(e, 'CONFLICT'));
    assert.ok(!isPlugboardError(new Error('x')));
  });
});
