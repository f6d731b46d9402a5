import { expect } from 'chai';
import { COLLECTIONS } from '../../../src/store/collections.js';
import { freePort } from '../../support/connect-gateway.js';
import { FakeLemlist } from '../../support/fake-tools/fake-lemlist.js';
import { call, post } from '../../support/http-client.js';
import { seedConnection, seedProject, type SeededProject } from '../../support/seed.js';
import { startTestGateway, type TestGateway } from '../../support/start-gateway.js';
import { startWebhookReceiver, waitFor } from '../../support/webhook-receiver.js';
import { formConnect, listAll, startToolGateway, type ToolHarness } from './support.js';

const KEY = 'lemlist-api-key-fixture';
const BASIC = `Basic ${Buffer.from(`:${KEY}`).toString('base64')}`;

describe('http: unified engagement API on lemlist (fake API on 127.0.0.1)', () => {
  let lm: FakeLemlist;
  let gw: TestGateway;
  let project: SeededProject;
  let h: ToolHarness;
  let ada: Record<string, unknown>;
  const sent = (path: string) => lm.server.requests.filter((r) => r.path === path);

  before(async function () {
    this.timeout(60_000);
    lm = await new FakeLemlist(KEY).start();
    ({ gw, project } = await startToolGateway({ integrationId: 'lemlist', origin: lm.origin }));
    ada = lm.addUser('Ada Lovelace', 'ada@acme.example');
    lm.addUser('Alan Turing', 'alan@acme.example');
    const owner = String(ada.userId);
    for (const [name, status] of [
      ['Onboarding', 'running'],
      ['Community Launch', 'paused'],
      ['Email Warmup', 'ended'],
      ['Product Launch', 'draft'],
      ['Networking', 'running'],
    ] as const)
      lm.addCampaign(name, status, owner);
    for (let i = 0; i < 5; i++) lm.addContact(`pat${i}@acme.example`, { firstName: `Pat${i}`, lastName: 'Jones', jobTitle: 'CTO' }, owner);
  });
  after(async () => {
    await gw?.close();
    await lm?.server.stop();
  });
  beforeEach(() => {
    lm.budget = 20;
  });

  it('connects with an API key through the connect form: Basic with an empty login and the key as password, checked on GET /api/team', async function () {
    this.timeout(30_000);
    const form = await formConnect(gw, project, { integrationId: 'lemlist', authMethodId: 'api_key' });
    const refused = await form.submit({ api_key: 'not-the-key' });
    expect(refused.status).to.equal(403);
    expect(refused.body.error.code).to.equal('DOWNSTREAM_AUTH_FAILED');
    const ok = await form.submit({ api_key: KEY });
    expect(ok.status, ok.text).to.equal(200);
    const verify = lm.server.requests.at(-1)!;
    expect(verify).to.include({ method: 'GET', path: '/api/team' });
    expect(verify.headers.authorization).to.equal(BASIC);
    h = await form.exchange();
  });

  it('sequences (campaigns): pages by offset/limit on a bare array until a short page; running -> enabled; the creator is the owner', async () => {
    lm.server.requests.length = 0;
    const { records, pages } = await listAll(h, '/api/unifications/engagement/sequences/list', 'sequences', 2);
    expect(pages).to.equal(3);
    expect(records.map((r) => [r.name, r.isEnabled])).to.deep.equal([
      ['Onboarding', true],
      ['Community Launch', false],
      ['Email Warmup', false],
      ['Product Launch', false],
      ['Networking', true],
    ]);
    expect(records[0]).to.deep.include({ ownerId: ada.userId, createdTime: '2025-02-01T10:01:00.000Z', modifiedTime: null });
    expect(sent('/api/campaigns').map((r) => r.query)).to.deep.equal(
      [0, 2, 4].map((offset) => ({ version: 'v2', sortBy: 'createdAt', sortOrder: 'asc', offset: String(offset), limit: '2' })),
    );
    // One campaign names its creator under creator.userId: the same owner.
    const one = await h.api('/api/unifications/engagement/sequences/get', { id: records[1].id, include: { additional: true } });
    expect(one.status, one.text).to.equal(200);
    expect(one.body.result.sequence).to.include({ id: records[1].id, name: 'Community Launch', ownerId: ada.userId, isEnabled: false });
    expect(one.body.result.sequence.additional).to.include({ status: 'paused', timezone: 'Europe/Paris' });
  });

  it('users: the team members of GET /api/team?version=v2, in one page', async () => {
    const res = await h.api('/api/unifications/engagement/users/list', {});
    expect(res.status, res.text).to.equal(200);
    expect(res.body.result.users.map((u: { id: string; email: string }) => [u.id, u.email])).to.deep.equal([
      [ada.userId, 'ada@acme.example'],
      [lm.team.users[1]!.userId, 'alan@acme.example'],
    ]);
    expect(res.body.result.nextPageCursor).to.equal(null);
    expect(lm.server.requests.at(-1)!.query).to.deep.equal({ version: 'v2' });
  });

  it('contacts: list pages, create posts flat keys (upsert), update posts contactId, get and delete by id', async () => {
    const { records } = await listAll(h, '/api/unifications/engagement/contacts/list', 'contacts', 2);
    expect(records.map((r) => r.email)).to.deep.equal([0, 1, 2, 3, 4].map((i) => `pat${i}@acme.example`));
    expect(records[0]).to.deep.include({ firstName: 'Pat0', lastName: 'Jones', jobTitle: 'CTO', ownerId: ada.userId, accountId: null });

    const created = await h.api('/api/unifications/engagement/contacts/create', {
      contact: { email: 'grace@navy.example', firstName: 'Grace', lastName: 'Hopper', jobTitle: 'Admiral' },
    });
    expect(created.status, created.text).to.equal(200);
    const postBody = lm.server.requests.at(-1)!;
    expect(postBody).to.include({ method: 'POST', path: '/api/contacts' });
    expect(postBody.json).to.deep.equal({ email: 'grace@navy.example', firstName: 'Grace', lastName: 'Hopper', jobTitle: 'Admiral' });
    const c = created.body.result.contact;
    expect(c.id).to.match(/^ctc_/);
    expect(c).to.include({ firstName: 'Grace', jobTitle: 'Admiral' });

    const upd = await h.api('/api/unifications/engagement/contacts/update', { id: c.id, contact: { jobTitle: 'Rear admiral' } });
    expect(upd.status, upd.text).to.equal(200);
    expect(lm.server.requests.at(-1)!.json).to.deep.equal({ contactId: c.id, jobTitle: 'Rear admiral' });
    const read = await h.api('/api/unifications/engagement/contacts/get', { id: c.id });
    expect(read.status, read.text).to.equal(200);
    expect(read.body.result.contact).to.include({ id: c.id, email: 'grace@navy.example', firstName: 'Grace', jobTitle: 'Rear admiral' });

    const del = await h.api('/api/unifications/engagement/contacts/delete', { id: c.id });
    expect(del.status, del.text).to.equal(200);
    const gone = await h.api('/api/unifications/engagement/contacts/get', { id: c.id });
    expect(gone.status).to.equal(404);
    expect(gone.body.error.details.downstreamBody).to.deep.include({ success: false });
  });

  it('past the budget of 20 requests per 2 seconds the 429 (Retry-After: 1) is waited out and retried', async () => {
    lm.budget = 0;
    setTimeout(() => {
      lm.budget = 20;
    }, 500);
    const started = Date.now();
    const res = await h.api('/api/unifications/engagement/sequences/list', { pageSize: 1 });
    expect(res.status, res.text).to.equal(200);
    expect(Date.now() - started).to.be.at.least(900);
  });

  it('syncs users, campaigns and contacts; a contact deleted at lemlist is a deleted event on the next pass', async function () {
    this.timeout(60_000);
    const { sync } = gw.gateway.core.services;
    for (let i = 0; i < 3; i++) await sync.run(h.connectionId);
    const db = gw.gateway.core.database.db;
    const cached = async (model: string) =>
      (await db.collection(COLLECTIONS.records).find({ connectionId: h.connectionId, model }).toArray())
        .map((r) => r.nativeId as string)
        .sort();
    expect(await cached('engagement.user')).to.have.length(2);
    expect(await cached('engagement.sequence')).to.have.length(5);
    expect(await cached('engagement.contact')).to.have.length(5);
    const removed = lm.contacts.splice(2, 1)[0]!;
    await sync.run(h.connectionId);
    expect(await cached('engagement.contact')).to.not.include(removed._id);
    const events = await call(gw.url, 'GET', `/api/events/list?limit=500&connectionId=${h.connectionId}`, {
      headers: { 'x-svc-api-token': project.dev.apiToken },
    });
    const deleted = (events.body.result.events as { eventType: string; data: { id: string } }[]).filter((e) =>
      e.eventType.endsWith('.deleted'),
    );
    expect(deleted.map((e) => [e.eventType, e.data.id])).to.deep.equal([['object.engagement.contacts.deleted', removed._id]]);
    const conn = await gw.gateway.core.internals.repos.connections.findById(h.connectionId);
    expect(conn!.lastSyncError).to.equal(null);
  });
});

describe('http: lemlist webhooks (POST /api/hooks per connection; the secret echoed in each delivery verifies it)', function () {
  this.timeout(60_000);
  let lm: FakeLemlist;
  let gw: TestGateway;
  let project: SeededProject;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;

  before(async () => {
    receiver = await startWebhookReceiver();
    lm = await new FakeLemlist(KEY).start();
    lm.budget = 1_000;
    const port = await freePort();
    gw = await startTestGateway({
      PORT: String(port),
      PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
      PLUGBOARD_TOOL_SUBSCRIPTIONS: 'on',
      PLUGBOARD_JOBS: 'true',
      PLUGBOARD_JOBS_POLL_MS: '100',
      PLUGBOARD_CONNECTOR_HOSTS: JSON.stringify({ lemlist: { api: lm.origin } }),
    });
    project = await seedProject(gw.gateway.core);
    const wh = await post(gw.url, '/webhooks/create', { url: receiver.url }, { 'x-svc-api-token': project.dev.apiToken });
    expect(wh.status).to.equal(200);
  });
  after(async () => {
    await gw?.close();
    await lm?.server.stop();
    await receiver?.close();
  });

  it('connecting adds a hook with a generated secret; a campaignComplete activity is a sequence update; forged deliveries are refused; delete removes the hook', async () => {
    const conn = await seedConnection(gw.gateway.core, project.dev.env, {
      integrationId: 'lemlist',
      authMethodId: 'api_key',
      credentials: { type: 'api_key', apiKey: KEY },
    });
    const hook = await waitFor('the hook at lemlist', () => [...lm.hooks.values()][0], 15_000);
    const inbound = `${gw.url}/api/inbound-webhooks/lemlist/${conn.connectionId}`;
    expect(hook).to.include({ targetUrl: inbound, type: 'campaignComplete' });
    expect(hook.secret).to.match(/^[0-9a-f]{48}$/);
    expect(lm.server.requests.find((r) => r.method === 'POST' && r.path === '/api/hooks')!.headers.authorization).to.equal(BASIC);
    const h = { 'x-svc-api-token': project.dev.apiToken, 'x-svc-access-token': conn.accessToken };
    await waitFor('the active subscription', async () => {
      const res = await post(gw.url, '/api/connections/find', { id: conn.connectionId }, h);
      return (
        (res.body as { result: { connection: { subscriptions: { state: string }[] } } }).result.connection.subscriptions[0]?.state ===
        'active'
      );
    });

    expect(await lm.push({ type: 'campaignComplete', campaignId: 'cam_4HrZbi8xsez4QlrnL', campaignName: 'Onboarding' })).to.deep.equal([
      202,
    ]);
    const event = await waitFor(
      'the sequence update at the project webhook',
      () =>
        receiver.received.find(
          (w) => w.body.connectionId === conn.connectionId && w.body.eventType === 'object.engagement.sequences.updated',
        ),
      5_000,
    );
    expect(event.body.data).to.deep.equal({ id: 'cam_4HrZbi8xsez4QlrnL' });

    for (const secret of ['not-the-secret', undefined]) {
      const forged = await fetch(inbound, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ type: 'campaignComplete', campaignId: 'cam_x', ...(secret ? { secret } : {}) }),
      });
      expect(forged.status, String(secret)).to.equal(401);
    }

    const del = await post(gw.url, '/api/connections/delete', { id: conn.connectionId }, h);
    expect(del.status).to.equal(200);
    expect(lm.hooks.size, 'deleted at lemlist').to.equal(0);
    expect(lm.server.requests.some((r) => r.method === 'DELETE' && r.path === `/api/hooks/${hook._id}`)).to.equal(true);
  });
});
