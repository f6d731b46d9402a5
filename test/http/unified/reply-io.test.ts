import { expect } from 'chai';
import { COLLECTIONS } from '../../../src/store/collections.js';
import { FakeReplyIo } from '../../support/fake-tools/fake-reply-io.js';
import { freePort } from '../../support/connect-gateway.js';
import { call, post } from '../../support/http-client.js';
import { seedConnection, seedProject, type SeededProject } from '../../support/seed.js';
import { startTestGateway, type TestGateway } from '../../support/start-gateway.js';
import { startWebhookReceiver, waitFor } from '../../support/webhook-receiver.js';
import { formConnect, listAll, startToolGateway, type ToolHarness } from './support.js';

const KEY = 'reply-api-key-fixture';

describe('http: unified engagement API on Reply.io (fake API v3 on 127.0.0.1)', () => {
  let rp: FakeReplyIo;
  let gw: TestGateway;
  let project: SeededProject;
  let h: ToolHarness;
  const sent = (path: string) => rp.server.requests.filter((r) => r.path === path);

  before(async function () {
    this.timeout(60_000);
    rp = await new FakeReplyIo(KEY).start();
    ({ gw, project } = await startToolGateway({ integrationId: 'reply-io', origin: rp.origin }));
    for (let i = 0; i < 5; i++)
      rp.addContact({
        email: `pat${i}@acme.example`,
        firstName: `Pat${i}`,
        lastName: 'Johnson',
        title: 'SDR',
        phone: `+1 444 555 666${i}`,
      });
    rp.addSequence({ name: 'Sales Outreach', status: 'active' });
    rp.addSequence({ name: 'Follow-up', status: 'paused' });
    rp.addSequence({ name: 'Old', status: 'active', isArchived: true });
  });
  after(async () => {
    await gw?.close();
    await rp?.server.stop();
  });

  it('connects with an API key through the connect form: the key is checked on GET /v3/sequences?top=1 as a bearer token', async function () {
    this.timeout(30_000);
    const form = await formConnect(gw, project, { integrationId: 'reply-io', authMethodId: 'api_key' });
    const refused = await form.submit({ api_key: 'not-the-key' });
    expect(refused.status).to.equal(403);
    expect(refused.body.error.code).to.equal('DOWNSTREAM_AUTH_FAILED');
    const ok = await form.submit({ api_key: KEY });
    expect(ok.status, ok.text).to.equal(200);
    const verify = rp.server.requests.at(-1)!;
    expect(verify).to.include({ method: 'GET', path: '/v3/sequences' });
    expect(verify.query).to.deep.equal({ top: '1' });
    expect(verify.headers.authorization).to.equal(`Bearer ${KEY}`);
    h = await form.exchange();
  });

  it('contacts: lists across three pages by top/skip until hasMore is false; timestamps without offset read as UTC', async () => {
    rp.server.requests.length = 0;
    const { records, pages } = await listAll(h, '/api/unifications/engagement/contacts/list', 'contacts', 2);
    expect(pages).to.equal(3);
    expect(records.map((r) => r.firstName)).to.deep.equal(['Pat0', 'Pat1', 'Pat2', 'Pat3', 'Pat4']);
    expect(records[0]).to.deep.equal({
      id: '5000',
      firstName: 'Pat0',
      lastName: 'Johnson',
      email: 'pat0@acme.example',
      phone: '+1 444 555 6660',
      jobTitle: 'SDR',
      accountId: null,
      ownerId: '42',
      createdTime: '2024-03-08T10:01:00.000Z',
      modifiedTime: '2024-03-08T10:01:00.000Z',
    });
    expect(sent('/v3/contacts').map((r) => r.query)).to.deep.equal([
      { skip: '0', top: '2' },
      { skip: '2', top: '2' },
      { skip: '4', top: '2' },
    ]);
  });

  it('contacts: create POSTs the JSON contact, update PATCHes only the given fields, delete removes it', async () => {
    const created = await h.api('/api/unifications/engagement/contacts/create', {
      contact: {
        firstName: 'Grace',
        lastName: 'Hopper',
        email: 'grace@navy.example',
        jobTitle: 'Rear admiral',
        additional: { company: 'Navy' },
      },
    });
    expect(created.status, created.text).to.equal(200);
    const post = rp.server.requests.at(-1)!;
    expect(post).to.include({ method: 'POST', path: '/v3/contacts' });
    expect(post.json).to.deep.equal({
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@navy.example',
      title: 'Rear admiral',
      company: 'Navy',
    });
    const c = created.body.result.contact;
    expect(c).to.include({ firstName: 'Grace', email: 'grace@navy.example', jobTitle: 'Rear admiral', ownerId: '42' });

    const upd = await h.api('/api/unifications/engagement/contacts/update', { id: c.id, contact: { jobTitle: 'Admiral', phone: null } });
    expect(upd.status, upd.text).to.equal(200);
    const patch = rp.server.requests.at(-1)!;
    expect(patch).to.include({ method: 'PATCH', path: `/v3/contacts/${c.id}` });
    expect(patch.json).to.deep.equal({ title: 'Admiral', phone: null });
    expect(upd.body.result.contact).to.include({ id: c.id, firstName: 'Grace', jobTitle: 'Admiral', phone: null });
    expect(upd.body.result.contact.modifiedTime > c.modifiedTime).to.equal(true);
    const read = await h.api('/api/unifications/engagement/contacts/get', { id: c.id });
    expect(read.body.result.contact).to.deep.equal(upd.body.result.contact);

    const dup = await h.api('/api/unifications/engagement/contacts/create', { contact: { email: 'grace@navy.example', firstName: 'G' } });
    expect(dup.status).to.equal(400);
    expect(dup.body.error.code).to.equal('DOWNSTREAM_BAD_REQUEST');
    expect(dup.body.error.details).to.include({ integrationId: 'reply-io', downstreamStatus: 409 });

    const del = await h.api('/api/unifications/engagement/contacts/delete', { id: c.id });
    expect(del.status, del.text).to.equal(200);
    expect(rp.server.requests.at(-1)).to.include({ method: 'DELETE', path: `/v3/contacts/${c.id}` });
    const gone = await h.api('/api/unifications/engagement/contacts/get', { id: c.id });
    expect(gone.status).to.equal(404);
    expect(gone.body.error.code).to.equal('DOWNSTREAM_NOT_FOUND');
  });

  it('sequences: list in two pages (paused or archived -> not enabled) and get with the raw fields under additional', async () => {
    const { records, pages } = await listAll(h, '/api/unifications/engagement/sequences/list', 'sequences', 2);
    expect(pages).to.equal(2);
    expect(records.map((r) => [r.name, r.isEnabled, r.ownerId, r.modifiedTime])).to.deep.equal([
      ['Sales Outreach', true, '42', null],
      ['Follow-up', false, '42', null],
      ['Old', false, '42', null],
    ]);
    const got = await h.api('/api/unifications/engagement/sequences/get', { id: records[0].id, include: { additional: true } });
    expect(got.status, got.text).to.equal(200);
    expect(got.body.result.sequence.additional).to.include({ status: 'active', isArchived: false, health: 'healthy' });
    expect(got.body.result.sequence.createdTime).to.match(/^2024-03-08T10:\d\d:00\.000Z$/);
  });

  it('a 429 with Retry-After is waited out and retried', async () => {
    rp.failNext({ status: 429, headers: { 'retry-after': '1' }, json: { error: { code: 'rateLimit', message: 'Too many requests' } } });
    const started = Date.now();
    const res = await h.api('/api/unifications/engagement/sequences/list', { pageSize: 1 });
    expect(res.status, res.text).to.equal(200);
    expect(Date.now() - started).to.be.at.least(900);
  });

  it('syncs contacts and sequences; a contact deleted at Reply is an engagement contacts deleted event on the next pass', async function () {
    this.timeout(60_000);
    const { sync } = gw.gateway.core.services;
    for (let i = 0; i < 3; i++) await sync.run(h.connectionId);
    const db = gw.gateway.core.database.db;
    const cached = async (model: string) =>
      (await db.collection(COLLECTIONS.records).find({ connectionId: h.connectionId, model }).toArray())
        .map((r) => r.nativeId as string)
        .sort();
    expect(await cached('engagement.contact')).to.deep.equal(['5000', '5001', '5002', '5003', '5004']);
    expect(await cached('engagement.sequence')).to.have.length(3);

    rp.contacts.delete(5003);
    await sync.run(h.connectionId);
    expect(await cached('engagement.contact')).to.deep.equal(['5000', '5001', '5002', '5004']);
    const events = await call(gw.url, 'GET', `/api/events/list?limit=500&connectionId=${h.connectionId}`, {
      headers: { 'x-svc-api-token': project.dev.apiToken },
    });
    const deleted = (events.body.result.events as { eventType: string; data: { id: string } }[]).filter((e) =>
      e.eventType.endsWith('.deleted'),
    );
    expect(deleted.map((e) => [e.eventType, e.data.id])).to.deep.equal([['object.engagement.contacts.deleted', '5003']]);
    const conn = await gw.gateway.core.internals.repos.connections.findById(h.connectionId);
    expect(conn!.lastSyncError).to.equal(null);
  });
});

describe('http: Reply.io webhooks (subscribed per connection; unsigned deliveries verified by the token in their address)', function () {
  this.timeout(60_000);
  let rp: FakeReplyIo;
  let gw: TestGateway;
  let project: SeededProject;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;

  before(async () => {
    receiver = await startWebhookReceiver();
    rp = await new FakeReplyIo(KEY).start();
    const port = await freePort();
    gw = await startTestGateway({
      PORT: String(port),
      PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
      // Loopback fakes reach the loopback gateway: subscribe although PUBLIC_BASE_URL is not public.
      PLUGBOARD_TOOL_SUBSCRIPTIONS: 'on',
      PLUGBOARD_JOBS: 'true',
      PLUGBOARD_JOBS_POLL_MS: '100',
      PLUGBOARD_CONNECTOR_HOSTS: JSON.stringify({ 'reply-io': { api: rp.origin } }),
    });
    project = await seedProject(gw.gateway.core);
    const wh = await post(gw.url, '/webhooks/create', { url: receiver.url }, { 'x-svc-api-token': project.dev.apiToken });
    expect(wh.status).to.equal(200);
  });
  after(async () => {
    await gw?.close();
    await rp?.server.stop();
    await receiver?.close();
  });

  it('one subscription per event type, each address with its own token; an event names the contact; forged deliveries are refused; delete removes them', async () => {
    const conn = await seedConnection(gw.gateway.core, project.dev.env, {
      integrationId: 'reply-io',
      authMethodId: 'api_key',
      credentials: { type: 'bearer', token: KEY },
    });
    await waitFor('two subscriptions at Reply', () => rp.webhooks.size === 2, 15_000);
    const hooks = [...rp.webhooks.values()];
    expect(hooks.map((w) => w.eventType).sort()).to.deep.equal(['contact_finished', 'contact_opted_out']);
    const inbound = `${gw.url}/api/inbound-webhooks/reply-io/${conn.connectionId}`;
    const tokens = hooks.map((w) => {
      const u = new URL(w.url);
      expect(`${u.origin}${u.pathname}`).to.equal(inbound);
      expect([...u.searchParams.keys()]).to.deep.equal(['token']);
      return u.searchParams.get('token')!;
    });
    expect(tokens[0]).to.match(/^[0-9a-f]{64}$/);
    expect(tokens[1]).to.not.equal(tokens[0]);
    const sent = rp.server.requests.filter((r) => r.method === 'POST' && r.path === '/v3/webhooks');
    expect(sent.map((r) => Object.keys(r.json as object).sort())).to.deep.equal([
      ['eventType', 'url'],
      ['eventType', 'url'],
    ]);
    const h = { 'x-svc-api-token': project.dev.apiToken, 'x-svc-access-token': conn.accessToken };
    await waitFor('active subscriptions', async () => {
      const res = await post(gw.url, '/api/connections/find', { id: conn.connectionId }, h);
      const subs = (res.body as { result: { connection: { subscriptions: { state: string }[] } } }).result.connection.subscriptions;
      return subs.length === 2 && subs.every((s) => s.state === 'active');
    });

    const contact = rp.addContact({ email: 'opt@acme.example', firstName: 'Opt', lastName: 'Out' });
    expect(await rp.push('contact_opted_out', contact)).to.deep.equal([202]);
    const event = await waitFor(
      'the contact update at the project webhook',
      () =>
        receiver.received.find(
          (w) => w.body.connectionId === conn.connectionId && w.body.eventType === 'object.engagement.contacts.updated',
        ),
      5_000,
    );
    expect(event.body.data).to.deep.equal({ id: String(contact.id) });

    const body = JSON.stringify({ event: { type: 'contact_finished', id: 'x' }, contact_fields: { id: 1 } });
    for (const url of [inbound, `${inbound}?token=${'0'.repeat(64)}`]) {
      const forged = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      expect(forged.status, url).to.equal(401);
    }
    const genuine = await fetch(hooks.find((w) => w.eventType === 'contact_finished')!.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(genuine.status).to.equal(202);

    const del = await post(gw.url, '/api/connections/delete', { id: conn.connectionId }, h);
    expect(del.status).to.equal(200);
    expect(rp.webhooks.size, 'deleted at Reply').to.equal(0);
    expect(rp.server.requests.filter((r) => r.method === 'DELETE' && r.path.startsWith('/v3/webhooks/'))).to.have.length(2);
  });
});
