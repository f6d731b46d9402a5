import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import {
  AbortedError,
  AuthenticationError,
  ConflictError,
  NotFoundError,
  Plugboard,
  RateLimitError,
  TimeoutError,
  verifyWebhook,
  type ConnectorEvent,
} from '../src/index.js';
import { control, e2e } from './e2e-env.js';

interface Writes {
  attempts: number;
  accepted: number;
  writes: { method: string; path: string; status: number; body: unknown }[];
}

/** A webhook receiver on 127.0.0.1 that keeps each delivery's raw body and headers. */
async function receiver() {
  const deliveries: { body: Buffer; headers: http.IncomingHttpHeaders }[] = [];
  const waiters: (() => void)[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      deliveries.push({ body: Buffer.concat(chunks), headers: req.headers });
      res.writeHead(204).end();
      waiters.splice(0).forEach((w) => w());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/plugboard`,
    deliveries,
    /** The first delivery whose body holds `text` (a project webhook gets every event of the environment). */
    async find(text: string, ms = 15_000) {
      const until = Date.now() + ms;
      for (;;) {
        const found = deliveries.find((d) => d.body.toString('utf8').includes(text));
        if (found) return found;
        if (Date.now() > until) throw new Error(`no delivery holding ${text} within ${ms} ms`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('e2e: against a live gateway (PLUGBOARD_E2E)', { skip: e2e ? false : 'PLUGBOARD_E2E is not set' }, () => {
  const env = e2e!;
  const plugboard = new Plugboard({ baseUrl: env.url, apiToken: env.apiToken });
  const sandbox = () => plugboard.connection(env.sandbox.accessToken);
  const tool = () => plugboard.connection(env.tool.accessToken);

  before(async () => {
    await control('/reset', {});
  });

  it('creates a connect session token, and connects a sandbox with it', async () => {
    const session = await plugboard.createSessionToken({ integrationId: env.integrationId });
    assert.match(session.sessionToken, /\S{16,}/);
    const creds = await plugboard.connectSandbox('hubspot');
    assert.match(creds.connectionId, /^conn_/);
    const first = await plugboard.connection(creds.accessToken).post('/api/unifications/crm/contacts/list', { pageSize: 5 });
    assert.equal(first.contacts.length, 5);
    await plugboard.connection(creds.accessToken).post('/api/connections/delete', { id: creds.connectionId });
  });

  it('follows a unified list across pages (cursor / nextPageCursor) on the sandbox connection', async () => {
    const pages: number[] = [];
    for await (const page of sandbox().pages('/api/unifications/crm/contacts/list', { pageSize: 10 })) pages.push(page.contacts.length);
    assert.deepEqual(pages, [10, 10, 5]);
    const ids: string[] = [];
    for await (const contact of sandbox().list('/api/unifications/crm/contacts/list', { pageSize: 10 })) ids.push(contact.id);
    assert.equal(ids.length, 25);
    assert.equal(new Set(ids).size, 25);
  });

  it("follows the older interface's cursor (GET /crm/contacts) and the tool connection's pages", async () => {
    let n = 0;
    for await (const contact of sandbox().legacyContacts()) {
      assert.ok(contact.id);
      n++;
    }
    assert.equal(n, 25);
    let toolContacts = 0;
    for await (const _ of tool().list('/api/unifications/crm/contacts/list', { pageSize: 7 })) toolContacts++;
    assert.ok(toolContacts >= env.tool.contacts, `${toolContacts} contacts`);
  });

  it('retries a write refused with 429 (Retry-After) with the same Idempotency-Key: the tool writes it once', async () => {
    await control('/reset', {});
    await control('/fail-writes', { times: 1, retryAfterSeconds: 1 });
    const started = Date.now();
    // Plugboard-Retry: none makes the gateway answer the tool's 429 at once instead of retrying it itself.
    const res = await tool().raw('post', '/api/unifications/crm/contacts/create', {
      body: { contact: { firstName: 'Retried', email: `retried-${Date.now()}@example.com` } },
      headers: { 'Plugboard-Retry': 'none' },
    });
    assert.equal(res.status, 200);
    assert.equal(res.attempts, 2);
    assert.match(res.idempotencyKey ?? '', /^[0-9a-f-]{36}$/);
    assert.ok(Date.now() - started >= 900, 'waited for Retry-After: 1');
    const writes = await control<Writes>('/writes');
    assert.equal(writes.attempts, 2, 'two attempts reached the tool');
    assert.equal(writes.accepted, 1, 'one write was made');
  });

  it('a write whose answer was lost (client timeout) is sent again and not written twice', async () => {
    await control('/reset', {});
    await control('/delay-writes', { ms: 1500, times: 1 });
    const res = await tool().raw('post', '/api/unifications/crm/contacts/create', {
      body: { contact: { firstName: 'Slow', email: `slow-${Date.now()}@example.com` } },
      timeoutMs: 700,
    });
    assert.equal(res.status, 200);
    assert.ok(res.attempts >= 2, `${res.attempts} attempts`);
    assert.equal(res.replayed, true, 'the gateway replayed the first answer');
    const writes = await control<Writes>('/writes');
    assert.equal(writes.attempts, 1, 'the tool saw one write');
    assert.equal(writes.accepted, 1);
  });

  it('runs an action and follows its pages (nextCursor)', async () => {
    const first = await sandbox().action('/api/actions/hubspot/lists/members', { listId: '1', objectType: 'contact' });
    assert.ok(first.ids.length > 0);
    const pages = [];
    for await (const page of sandbox().actionPages(
      '/api/actions/hubspot/lists/members',
      { listId: '1', objectType: 'contact' },
      { maxPages: 5 },
    ))
      pages.push(page);
    assert.ok(pages.length >= 2, `${pages.length} pages`);
    assert.equal(pages.at(-1)!.nextCursor, null);
  });

  it('sends a passthrough request', async () => {
    const res = await sandbox().passthrough({ method: 'GET', path: '/crm/v3/objects/contacts', query: { limit: 2 } });
    assert.equal(res.$native.status, 200);
    assert.equal((res.data as { contacts: unknown[] }).contacts.length, 2);
  });

  it('receives a webhook delivery and verifies it with the secret and with the API token', async () => {
    const rx = await receiver();
    const created = await plugboard.post('/webhooks/create', { url: rx.url });
    try {
      const sent = await plugboard.post('/webhooks/test', { id: created.webhook.id });
      const delivery = await rx.find(sent.eventId);
      // Every delivery verifies, ours and the environment's other events alike.
      for (const d of rx.deliveries) await verifyWebhook({ body: d.body, headers: d.headers, secret: created.webhook.secret });
      const event: ConnectorEvent = await verifyWebhook({ body: delivery.body, headers: delivery.headers, secret: created.webhook.secret });
      assert.equal(event.eventId, sent.eventId);
      assert.equal(event.eventType, 'system.webhook.test');
      const again = await plugboard.verifyWebhook({ body: delivery.body.toString('utf8'), headers: delivery.headers });
      assert.equal(again.eventId, sent.eventId);
      await assert.rejects(
        verifyWebhook({
          body: delivery.body.toString('utf8').replace('test', 'tost'),
          headers: delivery.headers,
          secret: created.webhook.secret,
        }),
        { name: 'WebhookVerificationError', reason: 'bad_signature' },
      );
    } finally {
      await plugboard.post('/webhooks/delete', { id: created.webhook.id });
      await rx.close();
    }
  });

  it('catches up on the event log from a saved cursor, page by page, until caught up', async () => {
    const start = await plugboard.events.catchUp({ handle: () => undefined });
    assert.ok(start.cursor);
    const published: string[] = [];
    for (let i = 0; i < 3; i++) published.push((await plugboard.post('/webhooks/test', {})).eventId);
    const seen: string[] = [];
    const saved: string[] = [];
    const result = await plugboard.events.catchUp({
      cursor: start.cursor,
      limit: 2,
      handle: (events) => {
        for (const e of events) if (e.eventType === 'system.webhook.test') seen.push(e.eventId);
      },
      onCursor: (c) => saved.push(c),
    });
    assert.deepEqual(seen, published);
    assert.ok(saved.length >= 2, 'one cursor per page, limit 2');
    assert.equal(result.cursor, saved.at(-1));
    const nothing = await plugboard.events.catchUp({ cursor: result.cursor, handle: () => assert.fail('caught up already') });
    assert.equal(nothing.count, 0);
  });

  describe('errors carry the code, status and request id', () => {
    it('401 AuthenticationError', async () => {
      const wrong = new Plugboard({ baseUrl: env.url, apiToken: 'pb_dev_not-a-token' });
      const e = await wrong.events.list().then(
        () => assert.fail('answered'),
        (err: unknown) => err,
      );
      assert.ok(e instanceof AuthenticationError);
      assert.equal(e.status, 401);
      assert.equal(e.code, 'UNAUTHORIZED');
      assert.match(e.requestId ?? '', /\S+/);
    });

    it('404 NotFoundError', async () => {
      await assert.rejects(plugboard.post('/webhooks/find', { id: 'wh_doesnotexist' }), (e: unknown) => {
        assert.ok(e instanceof NotFoundError);
        assert.equal(e.status, 404);
        assert.equal(e.code, 'NOT_FOUND');
        assert.ok(e.requestId);
        return true;
      });
    });

    it('409 ConflictError: an Idempotency-Key reused for another request', async () => {
      const key = `sdk-ts-${Date.now()}`;
      await tool().post('/api/unifications/crm/contacts/create', { contact: { firstName: 'Once' } }, { idempotencyKey: key });
      await assert.rejects(
        tool().post('/api/unifications/crm/contacts/create', { contact: { firstName: 'Other' } }, { idempotencyKey: key }),
        (e: unknown) => {
          assert.ok(e instanceof ConflictError);
          assert.equal(e.status, 409);
          assert.equal(e.code, 'IDEMPOTENCY_KEY_REUSED');
          assert.ok(e.requestId);
          return true;
        },
      );
    });

    it('429 RateLimitError with Retry-After, once the retries are spent (sandbox fault injection)', async () => {
      const faults = (f: unknown) =>
        sandbox().post('/api/connections/update', { id: env.sandbox.connectionId, sandbox: { faults: f as null } });
      await faults({ rateLimit: { count: 50, retryAfterSeconds: 1 } });
      try {
        const noRetry = new Plugboard({ baseUrl: env.url, apiToken: env.apiToken, maxRetries: 0 }).connection(env.sandbox.accessToken);
        await assert.rejects(
          noRetry.post('/api/unifications/crm/contacts/list', { pageSize: 1 }, { headers: { 'Plugboard-Retry': 'none' } }),
          (e: unknown) => {
            assert.ok(e instanceof RateLimitError);
            assert.equal(e.status, 429);
            assert.equal(e.code, 'RATE_LIMITED');
            assert.equal(e.retryAfterMs, 1000);
            assert.ok(e.requestId);
            return true;
          },
        );
      } finally {
        await faults(null);
      }
    });

    it('a client timeout is a TimeoutError, an abort an AbortedError', async () => {
      await control('/reset', {});
      await control('/delay-writes', { ms: 1000, times: 2 });
      await assert.rejects(
        tool().post('/api/unifications/crm/contacts/create', { contact: { firstName: 'Late' } }, { timeoutMs: 200, maxRetries: 0 }),
        TimeoutError,
      );
      const ac = new AbortController();
      setTimeout(() => ac.abort(), 200);
      await assert.rejects(
        tool().post('/api/unifications/crm/contacts/create', { contact: { firstName: 'Cancelled' } }, { signal: ac.signal }),
        AbortedError,
      );
      await control('/reset', {});
    });
  });

  after(async () => {
    await control('/reset', {});
  });
});
