import { expect } from 'chai';
import { COLLECTIONS } from '../../../src/store/collections.js';
import { FakeMixmax } from '../../support/fake-tools/fake-mixmax.js';
import { freePort } from '../../support/connect-gateway.js';
import { call, post } from '../../support/http-client.js';
import { seedConnection, seedProject, type SeededProject } from '../../support/seed.js';
import { startTestGateway, type TestGateway } from '../../support/start-gateway.js';
import { startWebhookReceiver, waitFor } from '../../support/webhook-receiver.js';
import { formConnect, listAll, startToolGateway, type ToolHarness } from './support.js';

const TOKEN = 'mixmax-api-token-fixture';

describe('http: unified engagement and email API on Mixmax (fake REST API v1 on 127.0.0.1)', () => {
  let mx: FakeMixmax;
  let gw: TestGateway;
  let project: SeededProject;
  let h: ToolHarness;
  const sent = (path: string) => mx.server.requests.filter((r) => r.path === path);

  before(async function () {
    this.timeout(60_000);
    mx = await new FakeMixmax(TOKEN).start();
    ({ gw, project } = await startToolGateway({ integrationId: 'mixmax', origin: mx.origin }));
    for (let i = 0; i < 5; i++) mx.addContact(`pat${i}@acme.example`, `Pat${i} Johnson`);
    mx.addSequence('Sales leads');
    mx.addSequence('Renewals');
    mx.addMessage('Intro', 'pat0@acme.example', true);
    mx.addMessage('Draft', 'pat1@acme.example', false);
  });
  after(async () => {
    await gw?.close();
    await mx?.server.stop();
  });

  it('connects with an API token through the connect form: checked on GET /v1/sequences as X-API-Token', async function () {
    this.timeout(30_000);
    const form = await formConnect(gw, project, { integrationId: 'mixmax', authMethodId: 'api_key' });
    const refused = await form.submit({ api_token: 'not-the-token' });
    expect(refused.status).to.equal(403);
    expect(refused.body.error.code).to.equal('DOWNSTREAM_AUTH_FAILED');
    const ok = await form.submit({ api_token: TOKEN });
    expect(ok.status, ok.text).to.equal(200);
    const verify = mx.server.requests.at(-1)!;
    expect(verify).to.include({ method: 'GET', path: '/v1/sequences' });
    expect(verify.headers['x-api-token']).to.equal(TOKEN);
    h = await form.exchange();
  });

  it('contacts: lists across three pages by limit and the next cursor until hasNext is false', async () => {
    mx.server.requests.length = 0;
    const { records, pages } = await listAll(h, '/api/unifications/engagement/contacts/list', 'contacts', 2);
    expect(pages).to.equal(3);
    expect(records.map((r) => [r.firstName, r.lastName, r.email])).to.deep.equal(
      [0, 1, 2, 3, 4].map((i) => [`Pat${i}`, 'Johnson', `pat${i}@acme.example`]),
    );
    // The ObjectId's first four bytes are the creation second.
    const first = [...mx.contacts.values()][0]!;
    expect(records[0].createdTime).to.equal(new Date(parseInt(first._id.slice(0, 8), 16) * 1000).toISOString());
    expect(records[0]).to.include({ id: first._id, ownerId: 'kZYPwDDiGPTfQDj5n', modifiedTime: null });
    const queries = sent('/v1/contacts').map((r) => r.query);
    expect(queries.map((q) => [q.limit, q.expand, typeof q.next])).to.deep.equal([
      ['2', 'firstName,lastName', 'undefined'],
      ['2', 'firstName,lastName', 'string'],
      ['2', 'firstName,lastName', 'string'],
    ]);
  });

  it('contacts: create POSTs {email, name}, update PUTs, get reads the names back, delete removes it; a taken email is a 400', async () => {
    const created = await h.api('/api/unifications/engagement/contacts/create', {
      contact: { email: 'Grace@Navy.example', additional: { name: 'Grace Hopper' } },
    });
    expect(created.status, created.text).to.equal(200);
    expect(mx.server.requests.at(-1)).to.include({ method: 'POST', path: '/v1/contacts' });
    expect(mx.server.requests.at(-1)!.json).to.deep.equal({ email: 'Grace@Navy.example', name: 'Grace Hopper' });
    const c = created.body.result.contact;
    expect(c).to.include({ email: 'grace@navy.example' });

    const upd = await h.api('/api/unifications/engagement/contacts/update', {
      id: c.id,
      contact: { additional: { name: 'Grace B. Hopper' } },
    });
    expect(upd.status, upd.text).to.equal(200);
    expect(mx.server.requests.at(-1)).to.include({ method: 'PUT', path: `/v1/contacts/${c.id}` });
    expect(mx.server.requests.at(-1)!.json).to.deep.equal({ name: 'Grace B. Hopper' });
    const read = await h.api('/api/unifications/engagement/contacts/get', { id: c.id });
    expect(read.body.result.contact).to.include({ firstName: 'Grace', lastName: 'B. Hopper', email: 'grace@navy.example' });

    const dup = await h.api('/api/unifications/engagement/contacts/create', { contact: { email: 'pat0@acme.example' } });
    expect(dup.status).to.equal(400);
    expect(dup.body.error.details).to.include({ integrationId: 'mixmax', downstreamStatus: 409 });

    const del = await h.api('/api/unifications/engagement/contacts/delete', { id: c.id });
    expect(del.status, del.text).to.equal(200);
    expect(mx.server.requests.at(-1)).to.include({ method: 'DELETE', path: `/v1/contacts/${c.id}` });
    const gone = await h.api('/api/unifications/engagement/contacts/get', { id: c.id });
    expect(gone.status).to.equal(404);
  });

  it('sequences list; recipients are added, listed and exited by the actions', async () => {
    const seqs = await h.api('/api/unifications/engagement/sequences/list', {});
    expect(seqs.status, seqs.text).to.equal(200);
    expect(seqs.body.result.sequences.map((s: { name: string }) => s.name)).to.deep.equal(['Sales leads', 'Renewals']);
    const id = seqs.body.result.sequences[0].id as string;
    mx.unsubscribed.add('gone@acme.example');

    const add = await h.api('/api/actions/mixmax/sequences/recipients/add', {
      sequenceId: id,
      recipients: [{ email: 'pat0@acme.example', variables: { 'First name': 'Pat' } }, { email: 'gone@acme.example' }],
    });
    expect(add.status, add.text).to.equal(200);
    expect(mx.server.requests.at(-1)!.json).to.deep.equal({
      recipients: [{ email: 'pat0@acme.example', variables: { 'First name': 'Pat' } }, { email: 'gone@acme.example' }],
    });
    expect(add.body.result.recipients).to.deep.equal([
      { email: 'pat0@acme.example', status: 'success' },
      { email: 'gone@acme.example', status: 'unsubscribed' },
    ]);
    const again = await h.api('/api/actions/mixmax/sequences/recipients/add', {
      sequenceId: id,
      recipients: [{ email: 'pat0@acme.example' }],
    });
    expect(again.body.result.recipients).to.deep.equal([{ email: 'pat0@acme.example', status: 'duplicated' }]);

    const list = await h.api('/api/actions/mixmax/sequences/recipients/list', { sequenceId: id, limit: 10 });
    expect(list.status, list.text).to.equal(200);
    expect(mx.server.requests.at(-1)!.query).to.deep.equal({ limit: '10' });
    expect(list.body.result.recipients.map((r: { email: string; state: string }) => [r.email, r.state])).to.deep.equal([
      ['pat0@acme.example', 'active'],
    ]);

    const cancel = await h.api('/api/actions/mixmax/sequences/recipients/cancel', { sequenceId: id, emails: ['pat0@acme.example'] });
    expect(cancel.status, cancel.text).to.equal(200);
    expect(mx.server.requests.at(-1)).to.include({ method: 'POST', path: `/v1/sequences/${id}/cancel` });
    expect(cancel.body.result.recipients).to.deep.equal(['pat0@acme.example']);
    const noEmails = await h.api('/api/actions/mixmax/sequences/recipients/cancel', { sequenceId: id, emails: [] });
    expect(noEmails.status, 'an empty list would exit everyone').to.equal(400);

    const me = await h.api('/api/actions/mixmax/users/me', {});
    expect(me.body.result.user).to.include({ _id: 'kZYPwDDiGPTfQDj5n', email: 'rep@acme.example' });
  });

  it('messages: email.message list and get (sent and draft), body read live', async () => {
    const res = await h.api('/api/unifications/email/messages/list', {});
    expect(res.status, res.text).to.equal(200);
    const msgs = res.body.result.messages;
    expect(msgs.map((m: { subject: string; isDraft: boolean }) => [m.subject, m.isDraft])).to.deep.equal([
      ['Intro', false],
      ['Draft', true],
    ]);
    expect(msgs[0]).to.include({ fromEmail: 'rep@acme.example', bodyHtml: '<p>Intro</p>' });
    expect(msgs[0].to).to.deep.equal([{ email: 'pat0@acme.example', name: null }]);
    const got = await h.api('/api/unifications/email/messages/get', { id: msgs[1].id });
    expect(got.body.result.message).to.include({ subject: 'Draft', sentTime: null });
  });

  it('a 429 with the X-RateLimit headers is retried', async () => {
    mx.failNext({
      status: 429,
      headers: { 'x-ratelimit-limit': '120', 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': '1' },
      json: { statusCode: 429, error: 'Too Many Requests', message: 'Rate limit exceeded' },
    });
    const before = sent('/v1/sequences').length;
    const res = await h.api('/api/unifications/engagement/sequences/list', { pageSize: 1 });
    expect(res.status, res.text).to.equal(200);
    expect(sent('/v1/sequences').length - before).to.equal(2);
  });

  it('syncs; a new contact is created and a removed one deleted on the next pass', async function () {
    this.timeout(60_000);
    const { sync } = gw.gateway.core.services;
    for (let i = 0; i < 3; i++) await sync.run(h.connectionId);
    const db = gw.gateway.core.database.db;
    const cached = async (model: string) =>
      (await db.collection(COLLECTIONS.records).find({ connectionId: h.connectionId, model }).toArray())
        .map((r) => r.nativeId as string)
        .sort();
    expect(await cached('engagement.contact')).to.have.length(5);
    expect(await cached('engagement.sequence')).to.have.length(2);
    expect(await cached('email.message')).to.have.length(2);

    const gone = [...mx.contacts.keys()][3]!;
    mx.contacts.delete(gone);
    const added = mx.addContact('new@acme.example', 'New Person');
    await sync.run(h.connectionId);
    expect(await cached('engagement.contact'))
      .to.include(added._id)
      .and.not.include(gone);
    const events = await call(gw.url, 'GET', `/api/events/list?limit=500&connectionId=${h.connectionId}`, {
      headers: { 'x-svc-api-token': project.dev.apiToken },
    });
    const changes = (events.body.result.events as { eventType: string; data: { id: string } }[])
      .filter((e) => e.eventType.startsWith('object.engagement.contacts.') && e.data.id !== undefined)
      .map((e) => [e.eventType, e.data.id]);
    expect(changes).to.deep.include(['object.engagement.contacts.deleted', gone]);
    expect(changes).to.deep.include(['object.engagement.contacts.created', added._id]);
  });
});

describe('http: Mixmax webhooks (a rule with a webhook action per connection; unsigned deliveries verified by the token in their address)', function () {
  this.timeout(60_000);
  let mx: FakeMixmax;
  let gw: TestGateway;
  let project: SeededProject;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;

  before(async () => {
    receiver = await startWebhookReceiver();
    mx = await new FakeMixmax(TOKEN).start();
    const port = await freePort();
    gw = await startTestGateway({
      PORT: String(port),
      PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
      PLUGBOARD_TOOL_SUBSCRIPTIONS: 'on',
      PLUGBOARD_JOBS: 'true',
      PLUGBOARD_JOBS_POLL_MS: '100',
      PLUGBOARD_CONNECTOR_HOSTS: JSON.stringify({ mixmax: { api: mx.origin } }),
    });
    project = await seedProject(gw.gateway.core);
    const wh = await post(gw.url, '/webhooks/create', { url: receiver.url }, { 'x-svc-api-token': project.dev.apiToken });
    expect(wh.status).to.equal(200);
  });
  after(async () => {
    await gw?.close();
    await mx?.server.stop();
    await receiver?.close();
  });

  it('creates the rule then its webhook action (then: step); a message:sent event syncs messages into a created event; forged deliveries are refused; delete removes the rule', async () => {
    const conn = await seedConnection(gw.gateway.core, project.dev.env, {
      integrationId: 'mixmax',
      authMethodId: 'api_key',
      credentials: { type: 'api_key', apiKey: TOKEN },
    });
    await waitFor('a rule with its webhook action at Mixmax', () => [...mx.rules.values()].some((r) => r.actions.length === 1), 15_000);
    const rule = [...mx.rules.values()][0]!;
    expect(rule.trigger).to.deep.equal({ type: 'event', eventName: 'message:sent' });
    const posts = mx.server.requests.filter((r) => r.method === 'POST' && r.path.startsWith('/v1/rules'));
    expect(posts.map((r) => r.path)).to.deep.equal(['/v1/rules', `/v1/rules/${rule._id}/actions`]);
    const action = rule.actions[0]!;
    expect(action.type).to.equal('webhook');
    const u = new URL(action.url!);
    const inbound = `${gw.url}/api/inbound-webhooks/mixmax/${conn.connectionId}`;
    expect(`${u.origin}${u.pathname}`).to.equal(inbound);
    expect(u.searchParams.get('token')).to.match(/^[0-9a-f]{64}$/);
    const h = { 'x-svc-api-token': project.dev.apiToken, 'x-svc-access-token': conn.accessToken };
    await waitFor('an active subscription', async () => {
      const res = await post(gw.url, '/api/connections/find', { id: conn.connectionId }, h);
      const subs = (res.body as { result: { connection: { subscriptions: { state: string }[] } } }).result.connection.subscriptions;
      return subs.length === 1 && subs[0]!.state === 'active';
    });

    const { sync } = gw.gateway.core.services;
    for (let i = 0; i < 3; i++) await sync.run(conn.connectionId); // initial read and backfill: the baseline
    const msg = mx.addMessage('Hello from a sequence', 'pat@acme.example', true);
    const fired = await mx.fire('message:sent', { id: '18c2f0a1b2c3d4e5', userId: 'kZYPwDDiGPTfQDj5n', subject: msg.subject });
    expect(fired).to.deep.equal([202]);
    // The event scheduled the connection's sync now; run it as the job would.
    await sync.run(conn.connectionId);
    const event = await waitFor(
      'the message created at the project webhook',
      () =>
        receiver.received.find(
          (w) =>
            w.body.connectionId === conn.connectionId &&
            w.body.eventType === 'object.email.messages.created' &&
            (w.body.data as { id?: string }).id === msg._id,
        ),
      15_000,
    );
    expect(event.body.data).to.deep.equal({ id: msg._id });

    const body = JSON.stringify({ eventName: 'message:sent', id: 'x' });
    for (const url of [inbound, `${inbound}?token=${'0'.repeat(64)}`]) {
      const forged = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      expect(forged.status, url).to.equal(401);
    }

    const del = await post(gw.url, '/api/connections/delete', { id: conn.connectionId }, h);
    expect(del.status).to.equal(200);
    expect(mx.rules.size, 'rule deleted at Mixmax').to.equal(0);
  });

  it('a refused action step deletes the half-made rule: no rule is left at Mixmax', async () => {
    mx.server.requests.length = 0;
    mx.refuseActions = true;
    await seedConnection(gw.gateway.core, project.dev.env, {
      integrationId: 'mixmax',
      authMethodId: 'api_key',
      credentials: { type: 'api_key', apiKey: TOKEN },
    });
    const refused = await waitFor(
      'the refused action',
      () => mx.server.requests.find((r) => r.method === 'POST' && /^\/v1\/rules\/[^/]+\/actions$/.test(r.path)),
      15_000,
    );
    const ruleId = refused.path.split('/')[3];
    await waitFor(
      'the rule deleted',
      () => mx.server.requests.some((r) => r.method === 'DELETE' && r.path === `/v1/rules/${ruleId}`),
      15_000,
    );
    expect(mx.rules.has(ruleId!)).to.equal(false);
    mx.refuseActions = false;
  });
});
