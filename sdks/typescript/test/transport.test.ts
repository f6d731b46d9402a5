import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { parse } from 'yaml';
import {
  AbortedError,
  API_VERSION,
  ApiError,
  BadRequestError,
  ConnectionError,
  Plugboard,
  RateLimitError,
  ServiceUnavailableError,
  TimeoutError,
  takesIdempotencyKey,
} from '../src/index.js';
import { loopback, rateLimited } from './loopback.js';

const client = (url: string, opts: Partial<ConstructorParameters<typeof Plugboard>[0]> = {}) =>
  new Plugboard({ baseUrl: url, apiToken: 'pb_dev_test', ...opts });
const CREATE = '/api/unifications/crm/contacts/create' as const;
const created = { json: { result: { contact: { id: '1' } } } };

describe('transport: retries, Idempotency-Key, timeouts, cancellation', () => {
  it('retries a 429 after its Retry-After with the same Idempotency-Key, and sends the tokens', async () => {
    const srv = await loopback([rateLimited('1'), created]);
    try {
      const res = await client(srv.url)
        .connection('pb_conn_x')
        .raw('post', CREATE, { body: { contact: { firstName: 'A' } } });
      assert.equal(res.attempts, 2);
      assert.equal(srv.seen.length, 2);
      const [a, b] = srv.seen;
      assert.ok(b!.at - a!.at >= 950, `waited ${b!.at - a!.at} ms`);
      assert.match(String(a!.headers['idempotency-key']), /^[0-9a-f-]{36}$/);
      assert.equal(a!.headers['idempotency-key'], b!.headers['idempotency-key']);
      assert.equal(res.idempotencyKey, a!.headers['idempotency-key']);
      assert.equal(a!.headers['x-svc-api-token'], 'pb_dev_test');
      assert.equal(a!.headers['x-svc-access-token'], 'pb_conn_x');
      assert.equal(a!.headers['content-type'], 'application/json');
    } finally {
      await srv.close();
    }
  });

  it('gives every call its own key; keeps a key given; sends none when told or for a read', async () => {
    const srv = await loopback([created]);
    try {
      const conn = client(srv.url).connection('pb_conn_x');
      await conn.post(CREATE, { contact: {} });
      await conn.post(CREATE, { contact: {} });
      await conn.post(CREATE, { contact: {} }, { idempotencyKey: 'mine-1' });
      await conn.post(CREATE, { contact: {} }, { idempotencyKey: false });
      await conn.post('/api/unifications/crm/contacts/list', {});
      await conn.passthrough({ method: 'GET', path: '/x' });
      await conn.passthrough({ method: 'POST', path: '/x' });
      const keys = srv.seen.map((s) => s.headers['idempotency-key']);
      assert.notEqual(keys[0], keys[1]);
      assert.equal(keys[2], 'mine-1');
      assert.deepEqual(keys.slice(3, 6), [undefined, undefined, undefined]);
      assert.match(String(keys[6]), /^[0-9a-f-]{36}$/);
    } finally {
      await srv.close();
    }
  });

  it('retries a 503 without Retry-After with a backoff, and a held key (409 IDEMPOTENCY_KEY_IN_USE)', async () => {
    const inUse = { status: 409, headers: { 'retry-after': '0' }, json: { error: { code: 'IDEMPOTENCY_KEY_IN_USE', message: 'busy' } } };
    const srv = await loopback([{ status: 503, json: { error: { code: 'DOWNSTREAM_UNAVAILABLE', message: 'down' } } }, inUse, created]);
    try {
      const res = await client(srv.url)
        .connection('pb_conn_x')
        .raw('post', CREATE, { body: { contact: {} } });
      assert.equal(res.attempts, 3);
      assert.ok(srv.seen[1]!.at - srv.seen[0]!.at >= 200, 'backed off');
    } finally {
      await srv.close();
    }
  });

  it('stops after maxRetries and throws the last error with its attempts spent', async () => {
    const srv = await loopback([rateLimited('0')]);
    try {
      await assert.rejects(client(srv.url, { maxRetries: 2 }).events.list(), RateLimitError);
      assert.equal(srv.seen.length, 3);
    } finally {
      await srv.close();
    }
  });

  it('does not wait for a Retry-After longer than maxRetryWaitMs', async () => {
    const srv = await loopback([rateLimited('120')]);
    try {
      const started = Date.now();
      await assert.rejects(
        client(srv.url, { maxRetryWaitMs: 5000 }).events.list(),
        (e: unknown) => e instanceof RateLimitError && e.retryAfterMs === 120_000,
      );
      assert.equal(srv.seen.length, 1);
      assert.ok(Date.now() - started < 2000);
    } finally {
      await srv.close();
    }
  });

  it('does not retry other errors (400, 500)', async () => {
    for (const [status, Cls] of [
      [400, BadRequestError],
      [500, ApiError],
    ] as const) {
      const srv = await loopback([{ status, json: { error: { code: 'X', message: 'no' } } }]);
      try {
        await assert.rejects(client(srv.url).connection('c').post(CREATE, { contact: {} }), Cls);
        assert.equal(srv.seen.length, 1);
      } finally {
        await srv.close();
      }
    }
  });

  it('a timeout is retried for a read and a keyed write, not for a write without a key', async () => {
    const slowThenOk = () => loopback((_, n) => (n === 1 ? { delayMs: 1000, ...created } : created));
    let srv = await slowThenOk();
    try {
      const res = await client(srv.url, { timeoutMs: 200 })
        .connection('c')
        .raw('post', CREATE, { body: { contact: {} } });
      assert.equal(res.attempts, 2);
      assert.equal(srv.seen[0]!.headers['idempotency-key'], srv.seen[1]!.headers['idempotency-key']);
    } finally {
      await srv.close();
    }
    srv = await slowThenOk();
    try {
      await assert.rejects(client(srv.url, { timeoutMs: 200 }).post('/webhooks/create', { url: 'https://example.com/h' }), TimeoutError);
      assert.equal(srv.seen.length, 1, 'a write without a key is not sent twice');
    } finally {
      await srv.close();
    }
  });

  it('a refused connection is a ConnectionError (after the retries of a read)', async () => {
    const srv = await loopback([created]);
    const url = srv.url;
    await srv.close();
    await assert.rejects(
      client(url, { maxRetries: 1 }).events.list(),
      (e: unknown) => e instanceof ConnectionError && e.code === 'CONNECTION_FAILED',
    );
  });

  it('an AbortSignal cancels a request in flight and a wait between attempts', async () => {
    const srv = await loopback([{ delayMs: 2000, ...created }]);
    try {
      const ac = new AbortController();
      setTimeout(() => ac.abort(new Error('stop')), 100);
      const started = Date.now();
      await assert.rejects(client(srv.url).connection('c').post(CREATE, { contact: {} }, { signal: ac.signal }), AbortedError);
      assert.ok(Date.now() - started < 1000);
    } finally {
      await srv.close();
    }
    const limited = await loopback([rateLimited('10')]);
    try {
      const ac = new AbortController();
      setTimeout(() => ac.abort(), 200);
      const started = Date.now();
      await assert.rejects(client(limited.url).events.list({}, { signal: ac.signal }), (e: unknown) => e instanceof AbortedError);
      assert.ok(Date.now() - started < 2000, 'the 10 s wait was cut short');
      assert.equal(limited.seen.length, 1);
    } finally {
      await limited.close();
    }
  });

  it('a 503 from the gateway itself is retried too', async () => {
    const srv = await loopback([
      { status: 503, headers: { 'retry-after': '0' }, json: { error: { code: 'STORE_UNAVAILABLE', message: 'x' } } },
    ]);
    try {
      await assert.rejects(client(srv.url, { maxRetries: 1 }).events.list(), ServiceUnavailableError);
      assert.equal(srv.seen.length, 2);
    } finally {
      await srv.close();
    }
  });
});

describe('transport: what the SDK knows of the spec stays true to openapi.yaml', () => {
  const spec = parse(readFileSync(new URL('../../../openapi.yaml', import.meta.url), 'utf8')) as {
    info: { version: string };
    paths: Record<string, Record<string, { operationId?: string; parameters?: { $ref?: string }[] }>>;
  };

  it('the operations that take an Idempotency-Key are exactly the ones the SDK sends one to', () => {
    let checked = 0;
    for (const [path, item] of Object.entries(spec.paths)) {
      for (const [method, op] of Object.entries(item)) {
        if (!op.operationId) continue;
        const declared = (op.parameters ?? []).some((p) => p.$ref === '#/components/parameters/IdempotencyKey');
        const body = path === '/api/passthrough' ? { method: 'POST' } : {};
        assert.equal(takesIdempotencyKey(method, path, body), declared, `${method} ${path}`);
        checked++;
      }
    }
    assert.ok(checked > 100);
    assert.equal(takesIdempotencyKey('post', '/api/passthrough', { method: 'GET' }), false, 'a GET passthrough changes nothing');
  });

  it('the package version is the API version (info.version)', () => {
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
    assert.equal(API_VERSION, spec.info.version);
    assert.equal(pkg.version, spec.info.version);
  });
});
