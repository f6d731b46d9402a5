import { expect } from 'chai';
import { RecordsRepo } from '../../../src/store/records.repo.js';
import { COLLECTIONS } from '../../../src/store/collections.js';
import { FakeJustCall } from '../../support/fake-tools/fake-justcall.js';
import type { SeededProject } from '../../support/seed.js';
import type { TestGateway } from '../../support/start-gateway.js';
import { formConnect, listAll, startToolGateway, type ToolHarness } from './support.js';

const KEY = 'jc-api-key-1234';
const SECRET = 'ea39089c40790e9dc7a080ec95e849b8fa0fa5fb';

describe('http: JustCall (fake JustCall API v2.1 on 127.0.0.1)', () => {
  let jc: FakeJustCall;
  let gw: TestGateway;
  let project: SeededProject;
  let h: ToolHarness;

  before(async function () {
    this.timeout(60_000);
    jc = await new FakeJustCall(KEY, SECRET).start();
    ({ gw, project } = await startToolGateway({ integrationId: 'justcall', origin: jc.origin }));
    for (let i = 0; i < 5; i++) jc.addUser(i);
    jc.addCall('Incoming', '+14155550123', new Date('2024-03-05T09:02:10Z'));
    jc.addCall('Outgoing', '+442079460958', new Date('2024-03-06T15:00:00Z'));
    jc.addCall('Incoming', '+33176360695', new Date('2024-03-07T11:30:00Z'));
    jc.addContact('Rachel', 'Green', '+12135660001');
    jc.addContact('Ross', 'Geller', '+12135660002');
    jc.addContact('Monica', 'Geller', '+12135660003');
  });
  after(async () => {
    await gw?.close();
    await jc?.server.stop();
  });

  it('connects through the connect API: the key pair is sent as api_key:api_secret; a refused pair keeps the session open', async function () {
    this.timeout(30_000);
    const flow = await formConnect(gw, project, { integrationId: 'justcall', authMethodId: 'api_key' });
    const refused = await flow.submit({ api_key: KEY, api_secret: 'wrong' });
    expect(refused.status, refused.text).to.equal(403);
    expect(refused.body.error.code).to.equal('DOWNSTREAM_AUTH_FAILED');
    const ok = await flow.submit({ api_key: KEY, api_secret: SECRET });
    expect(ok.status, ok.text).to.equal(200);
    const verify = jc.server.requests.at(-1)!;
    expect(verify).to.include({ method: 'GET', path: '/v2.1/users' });
    expect(verify.query).to.deep.equal({ per_page: '1' });
    expect(verify.headers.authorization).to.equal(`${KEY}:${SECRET}`);
    h = await flow.exchange();
  });

  it('lists users over next_page_link pages and gets one (available Yes/No, created_at a date)', async () => {
    const { records, pages } = await listAll(h, '/api/unifications/dialer/users/list', 'users', 2);
    expect(pages).to.equal(3);
    expect(records.map((u) => [u.id, u.name, u.available])).to.deep.equal([
      ['1300', 'Agent 0', true],
      ['1301', 'Agent 1', false],
      ['1302', 'Agent 2', true],
      ['1303', 'Agent 3', false],
      ['1304', 'Agent 4', true],
    ]);
    const first = jc.server.requests.find((r) => r.path === '/v2.1/users' && r.query.per_page === '2')!;
    expect(first.query).to.deep.equal({ order: 'asc', per_page: '2' });
    const got = await h.api('/api/unifications/dialer/users/get', { id: '1301', include: { additional: true } });
    expect(got.status, got.text).to.equal(200);
    expect(got.body.result.user).to.include({ id: '1301', email: 'agent1@example.com', createdTime: '2024-01-11T00:00:00.000Z' });
    expect(got.body.result.user.additional).to.include({ timeZone: 'America/Los_Angeles', availabilityStatus: 'Lunch' });
  });

  it('lists and gets calls: numbers by direction, UTC start from call_date + an unpadded call_time, duration', async () => {
    const { records } = await listAll(h, '/api/unifications/dialer/calls/list', 'calls', 2);
    expect(records.map((c) => [c.direction, c.fromNumber, c.toNumber, c.startedTime])).to.deep.equal([
      ['inbound', '+14155550123', '+12707705000', '2024-03-05T09:02:10.000Z'],
      ['outbound', '+12707705000', '+442079460958', '2024-03-06T15:00:00.000Z'],
      ['inbound', '+33176360695', '+12707705000', '2024-03-07T11:30:00.000Z'],
    ]);
    const sent = jc.server.requests.find((r) => r.path === '/v2.1/calls')!;
    expect(sent.query).to.deep.equal({ sort: 'datetime', order: 'asc', per_page: '2' });
    const id = String(jc.calls[0]!.id);
    const one = await h.api('/api/unifications/dialer/calls/get', { id });
    expect(one.status, one.text).to.equal(200);
    expect(one.body.result.call).to.include({
      id,
      status: 'Answered',
      userId: '1300',
      durationSeconds: 155,
      recordingUrl: `https://justcall.io/rec-redirect/CA${id}`,
    });
  });

  it('contacts: list, create (POST), update (PUT with the id in the body), get', async () => {
    const { records } = await listAll(h, '/api/unifications/dialer/contacts/list', 'contacts', 2);
    expect(records.map((c) => [c.firstName, c.lastName, c.phone, c.companyName, c.ownerId])).to.deep.equal([
      ['Rachel', 'Green', '+12135660001', 'Friends.co', '1300'],
      ['Ross', 'Geller', '+12135660002', 'Friends.co', '1300'],
      ['Monica', 'Geller', '+12135660003', 'Friends.co', '1300'],
    ]);
    const created = await h.api('/api/unifications/dialer/contacts/create', {
      contact: { firstName: 'Phoebe', lastName: 'Buffay', phone: '+12135660004', email: 'phoebe@example.com' },
    });
    expect(created.status, created.text).to.equal(200);
    const post = jc.server.requests.filter((r) => r.method === 'POST').at(-1)!;
    expect(post).to.include({ method: 'POST', path: '/v2.1/contacts' });
    expect(post.json).to.deep.equal({
      first_name: 'Phoebe',
      last_name: 'Buffay',
      contact_number: '+12135660004',
      email: 'phoebe@example.com',
    });
    const id = created.body.result.contact.id as string;
    expect(id).to.equal(String(jc.contacts.at(-1)!.id));
    const updated = await h.api('/api/unifications/dialer/contacts/update', { id, contact: { companyName: 'Central Perk' } });
    expect(updated.status, updated.text).to.equal(200);
    const put = jc.server.requests.filter((r) => r.method === 'PUT').at(-1)!;
    expect(put).to.include({ method: 'PUT', path: '/v2.1/contacts' });
    expect(put.json).to.deep.equal({ id: Number(id), company: 'Central Perk' });
    const got = await h.api('/api/unifications/dialer/contacts/get', { id });
    expect(got.body.result.contact).to.include({
      firstName: 'Phoebe',
      companyName: 'Central Perk',
      modifiedTime: '2024-06-01T00:00:00.000Z',
    });
    const readOnly = await h.api('/api/unifications/dialer/contacts/update', { id, contact: { ownerId: '1301' } });
    expect(readOnly.status).to.equal(400);
  });

  it('calls/update adds notes, a disposition and a rating with PUT /v2.1/calls/{id}', async () => {
    const callId = String(jc.calls[1]!.id);
    const res = await h.api('/api/actions/justcall/calls/update', {
      callId,
      notes: 'Wants a demo',
      dispositionCode: 'Sales: Lead',
      rating: 5,
    });
    expect(res.status, res.text).to.equal(200);
    expect(res.body.result).to.deep.equal({ callId });
    const put = jc.server.requests.at(-1)!;
    expect(put).to.include({ method: 'PUT', path: `/v2.1/calls/${callId}` });
    expect(put.json).to.deep.equal({ notes: 'Wants a demo', disposition_code: 'Sales: Lead', rating: 5 });
    expect((jc.calls[1]!.call_info as Record<string, unknown>).disposition).to.equal('Sales: Lead');
  });

  it('a burst 429 without Retry-After waits for X-Rate-Limit-Burst-Reset and retries', async function () {
    this.timeout(30_000);
    jc.burstLimit = 0;
    const before = jc.server.requests.length;
    const res = await h.api('/api/unifications/dialer/users/get', { id: '1300' });
    expect(res.status, res.text).to.equal(200);
    expect(jc.server.requests.length - before).to.equal(2);
  });

  it('syncs: calls again from from_datetime = the cursor 14 hours early (account time zone), contacts and users in full; a call gone is deleted by the daily full listing', async function () {
    this.timeout(60_000);
    const { sync } = gw.gateway.core.services;
    const records = new RecordsRepo(gw.gateway.core.database.db);
    jc.timeZoneOffsetHours = -8;
    const recent = jc.addCall('Outgoing', '+14155550199', new Date(Date.now() - 3_600_000));
    await sync.run(h.connectionId);
    await sync.run(h.connectionId);
    expect(await records.countByConnection(h.connectionId, 'dialer.call')).to.equal(4);
    expect(await records.countByConnection(h.connectionId, 'dialer.user')).to.equal(5);
    expect(await records.countByConnection(h.connectionId, 'dialer.contact')).to.equal(4);
    const before = jc.server.requests.length;
    const later = jc.addCall('Incoming', '+14155550777', new Date(Date.now() - 60_000));
    await sync.run(h.connectionId);
    const asked = jc.server.requests.slice(before).filter((r) => r.path === '/v2.1/calls');
    expect(asked.length).to.be.greaterThan(0);
    const from = asked[0]!.query.from_datetime!;
    expect(from).to.match(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const startedOfRecent = Date.parse(`${String(recent.call_date)}T${String(recent.call_time).padStart(8, '0')}Z`);
    // The cursor (the newest start seen, give or take the sync's own overlap), 14 hours early.
    const asked14 = Date.parse(`${from.replace(' ', 'T')}Z`) + 14 * 3_600_000;
    expect(asked14).to.be.within(startedOfRecent - 60_000, startedOfRecent);
    expect(await records.countByConnection(h.connectionId, 'dialer.call')).to.equal(5);
    expect(String(later.id)).to.be.a('string');

    // Deletion detection: a call removed at JustCall disappears with the first full listing past the declared day.
    jc.calls.splice(0, 1);
    await gw.gateway.core.database.db
      .collection(COLLECTIONS.syncStates)
      .updateOne({ connectionId: h.connectionId, model: 'dialer.call' }, { $set: { lastFullAt: new Date(Date.now() - 86_401_000) } });
    await sync.run(h.connectionId);
    expect(await records.countByConnection(h.connectionId, 'dialer.call')).to.equal(4);
    const conn = await gw.gateway.core.internals.repos.connections.findById(h.connectionId);
    expect(conn!.lastSyncError).to.equal(null);
  });

  it('webhooks: a delivery signed with the API secret is accepted and mapped; another secret or a replayed type is refused', async () => {
    const url = `${gw.url}/api/inbound-webhooks/justcall/${h.connectionId}`;
    expect(await jc.push(url, 'call.completed', { id: 328951299 })).to.equal(202);
    expect(await jc.push(url, 'call.completed', { id: 328951299 }, 'another-secret')).to.equal(401);
    expect(await jc.push(url, 'sms.received', { id: 1 })).to.equal(202);
    // A body whose type was changed after signing does not verify.
    const body = { request_id: 'r', webhook_url: url, url_id: 'u', type: 'call.updated', data: { id: 1 } };
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-justcall-signature': '00', 'x-justcall-request-timestamp': '2024-03-21 17:08:22' },
      body: JSON.stringify(body),
    });
    expect(res.status).to.equal(401);
  });
});
