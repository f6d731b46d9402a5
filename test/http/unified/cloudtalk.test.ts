import { expect } from 'chai';
import { RecordsRepo } from '../../../src/store/records.repo.js';
import { COLLECTIONS } from '../../../src/store/collections.js';
import { FakeCloudTalk } from '../../support/fake-tools/fake-cloudtalk.js';
import type { SeededProject } from '../../support/seed.js';
import type { TestGateway } from '../../support/start-gateway.js';
import { formConnect, listAll, startToolGateway, type ToolHarness } from './support.js';

const KEY_ID = 'ABCDEFGHIJTESTKEY1';
const KEY_SECRET = 'X05Dg4c331c3h61An';

describe('http: CloudTalk (fake CloudTalk API 1.7 on 127.0.0.1)', () => {
  let ct: FakeCloudTalk;
  let gw: TestGateway;
  let project: SeededProject;
  let h: ToolHarness;

  before(async function () {
    this.timeout(60_000);
    ct = await new FakeCloudTalk(KEY_ID, KEY_SECRET).start();
    ({ gw, project } = await startToolGateway({ integrationId: 'cloudtalk', origin: ct.origin }));
    for (let i = 0; i < 5; i++) ct.addAgent(i, i === 4 ? 'offline' : 'online');
    ct.addCall('incoming', 14155550123, new Date('2024-03-05T09:02:10Z'));
    ct.addCall('outgoing', 442079460958, new Date('2024-03-06T15:00:00Z'), false);
    ct.addCall('incoming', 33176360695, new Date('2024-03-07T11:30:00Z'));
    ct.addContact('Rachel Green', '+12135660001', 'rachel@example.com');
    ct.addContact('Ross Geller', '+12135660002', 'ross@example.com');
    ct.addContact('Cher', undefined, undefined);
  });
  after(async () => {
    await gw?.close();
    await ct?.server.stop();
  });

  it('connects through the connect API with HTTP Basic (key id and secret); a refused pair keeps the session open', async function () {
    this.timeout(30_000);
    const flow = await formConnect(gw, project, { integrationId: 'cloudtalk', authMethodId: 'api_key' });
    const refused = await flow.submit({ access_key_id: KEY_ID, access_key_secret: 'wrong' });
    expect(refused.status, refused.text).to.equal(403);
    expect(refused.body.error.code).to.equal('DOWNSTREAM_AUTH_FAILED');
    const ok = await flow.submit({ access_key_id: KEY_ID, access_key_secret: KEY_SECRET });
    expect(ok.status, ok.text).to.equal(200);
    const verify = ct.server.requests.at(-1)!;
    expect(verify).to.include({ method: 'GET', path: '/api/agents/index.json' });
    expect(verify.query).to.deep.equal({ limit: '1' });
    expect(verify.headers.authorization).to.equal(`Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`);
    expect(verify.headers.accept).to.equal('application/json');
    h = await flow.exchange();
  });

  it('lists agents over page/limit pages until responseData.pageCount, and gets one through the id filter', async () => {
    const { records, pages } = await listAll(h, '/api/unifications/dialer/users/list', 'users', 2);
    expect(pages).to.equal(3);
    expect(records.map((u) => [u.id, u.name, u.email, u.available])).to.deep.equal([
      ['1070', 'Agent0 Doe', 'agent0@example.com', true],
      ['1071', 'Agent1 Doe', 'agent1@example.com', true],
      ['1072', 'Agent2 Doe', 'agent2@example.com', true],
      ['1073', 'Agent3 Doe', 'agent3@example.com', true],
      ['1074', 'Agent4 Doe', 'agent4@example.com', false],
    ]);
    const asked = ct.server.requests.filter((r) => r.path === '/api/agents/index.json' && r.query.limit === '2');
    expect(asked.map((r) => r.query)).to.deep.equal([
      { page: '1', limit: '2' },
      { page: '2', limit: '2' },
      { page: '3', limit: '2' },
    ]);
    const got = await h.api('/api/unifications/dialer/users/get', { id: '1074', include: { additional: true } });
    expect(got.status, got.text).to.equal(200);
    expect(got.body.result.user).to.include({ id: '1074', name: 'Agent4 Doe', available: false });
    expect(got.body.result.user.additional).to.include({ availabilityStatus: 'offline' });
    expect(ct.server.requests.at(-1)!.query).to.deep.equal({ id: '1074' });
  });

  it('lists and gets calls: numbers by direction in E.164, answered or missed, times and billsec', async () => {
    const { records } = await listAll(h, '/api/unifications/dialer/calls/list', 'calls', 2);
    expect(records.map((c) => [c.id, c.direction, c.status, c.fromNumber, c.toNumber, c.startedTime])).to.deep.equal([
      ['270', 'inbound', 'answered', '+14155550123', '+442012345678', '2024-03-05T09:02:10.000Z'],
      ['271', 'outbound', 'missed', '+442012345678', '+442079460958', '2024-03-06T15:00:00.000Z'],
      ['272', 'inbound', 'answered', '+33176360695', '+442012345678', '2024-03-07T11:30:00.000Z'],
    ]);
    expect(ct.server.requests.find((r) => r.path === '/api/calls/index.json')!.query).to.deep.equal({ page: '1', limit: '2' });
    const one = await h.api('/api/unifications/dialer/calls/get', { id: '272' });
    expect(one.status, one.text).to.equal(200);
    expect(one.body.result.call).to.include({
      id: '272',
      userId: '1070',
      durationSeconds: 95,
      answeredTime: '2024-03-07T11:30:05.000Z',
      endedTime: '2024-03-07T11:31:40.000Z',
      recordingUrl: 'https://my.cloudtalk.io/r/play/272',
    });
    expect(ct.server.requests.at(-1)!.query).to.deep.equal({ call_id: '272' });
  });

  it('contacts: list, create (PUT, one name), update (POST, only what is sent), get (show), delete', async () => {
    const { records } = await listAll(h, '/api/unifications/dialer/contacts/list', 'contacts', 2);
    expect(records.map((c) => [c.firstName, c.lastName, c.phone, c.email])).to.deep.equal([
      ['Rachel', 'Green', '+12135660001', 'rachel@example.com'],
      ['Ross', 'Geller', '+12135660002', 'ross@example.com'],
      ['Cher', null, null, null],
    ]);
    const created = await h.api('/api/unifications/dialer/contacts/create', {
      contact: { firstName: 'Phoebe', lastName: 'Buffay', phone: '+12135660004', email: 'phoebe@example.com', ownerId: '1071' },
    });
    expect(created.status, created.text).to.equal(200);
    const put = ct.server.requests.filter((r) => r.method === 'PUT').at(-1)!;
    expect(put.path).to.equal('/api/contacts/add.json');
    expect(put.json).to.deep.equal({
      name: 'Phoebe Buffay',
      favorite_agent: 1071,
      ContactNumber: [{ public_number: '+12135660004' }],
      ContactEmail: [{ email: 'phoebe@example.com' }],
    });
    const id = created.body.result.contact.id as string;
    expect(id).to.equal(ct.contacts.at(-1)!.Contact.id);
    // CloudTalk requires a name: its 406 comes back as a bad request, with its message.
    const nameless = await h.api('/api/unifications/dialer/contacts/create', { contact: { companyName: 'No Name Inc' } });
    expect(nameless.status, nameless.text).to.equal(400);
    expect(nameless.body.error.code).to.equal('DOWNSTREAM_BAD_REQUEST');
    expect(ct.server.requests.at(-1)!.json).to.deep.equal({ company: 'No Name Inc' });

    // The edit schema requires name, and CloudTalk keeps one name: an update without both parts reads the contact
    // (show) first and sends the whole name, the current part kept.
    let before = ct.server.requests.length;
    const updated = await h.api('/api/unifications/dialer/contacts/update', { id, contact: { companyName: 'Central Perk' } });
    expect(updated.status, updated.text).to.equal(200);
    const edit = (from: number) => ct.server.requests.slice(from).filter((r) => r.method === 'POST');
    // (the show after the edit is the gateway reading the record back: the edit answers no record)
    expect(ct.server.requests.slice(before, before + 2).map((r) => `${r.method} ${r.path}`)).to.deep.equal([
      `GET /api/contacts/show/${id}.json`,
      `POST /api/contacts/edit/${id}.json`,
    ]);
    expect(edit(before)[0]!.json).to.deep.equal({ name: 'Phoebe Buffay', company: 'Central Perk' });
    const renamed = await h.api('/api/unifications/dialer/contacts/update', { id, contact: { lastName: 'Hannigan' } });
    expect(renamed.status, renamed.text).to.equal(200);
    expect(edit(0).at(-1)!.json).to.deep.equal({ name: 'Phoebe Hannigan' });
    before = ct.server.requests.length;
    const both = await h.api('/api/unifications/dialer/contacts/update', { id, contact: { firstName: 'Regina', lastName: 'Phalange' } });
    expect(both.status, both.text).to.equal(200);
    // Both parts given: nothing to read.
    expect(ct.server.requests[before]).to.include({ method: 'POST', path: `/api/contacts/edit/${id}.json` });
    expect(edit(before)[0]!.json).to.deep.equal({ name: 'Regina Phalange' });
    const back = await h.api('/api/unifications/dialer/contacts/update', { id, contact: { firstName: 'Phoebe', lastName: 'Hannigan' } });
    expect(back.status, back.text).to.equal(200);

    const got = await h.api('/api/unifications/dialer/contacts/get', { id });
    expect(got.status, got.text).to.equal(200);
    expect(got.body.result.contact).to.include({
      id,
      firstName: 'Phoebe',
      lastName: 'Hannigan',
      companyName: 'Central Perk',
      phone: '+12135660004',
      email: 'phoebe@example.com',
      ownerId: '1071',
      modifiedTime: '2024-06-01T00:00:00.000Z',
    });
    const readOnly = await h.api('/api/unifications/dialer/contacts/update', { id, contact: { createdTime: '2024-01-01T00:00:00Z' } });
    expect(readOnly.status).to.equal(400);

    const deleted = await h.api('/api/unifications/dialer/contacts/delete', { id });
    expect(deleted.status, deleted.text).to.equal(200);
    expect(ct.server.requests.at(-1)).to.include({ method: 'DELETE', path: `/api/contacts/delete/${id}.json` });
    expect(ct.contacts.some((c) => c.Contact.id === id)).to.equal(false);
    const gone = await h.api('/api/unifications/dialer/contacts/get', { id });
    expect(gone.status).to.equal(404);
  });

  it('actions: make a call for an agent (an offline agent is a 400, not an auth failure), add a note, assign tags', async () => {
    const call = await h.api('/api/actions/cloudtalk/calls/create', { agentId: '1070', calleeNumber: '+442012345678' });
    expect(call.status, call.text).to.equal(200);
    expect(call.body.result).to.deep.equal({ status: 200 });
    expect(ct.placedCalls.at(-1)).to.deep.equal({ agent_id: 1070, callee_number: '+442012345678' });
    const offline = await h.api('/api/actions/cloudtalk/calls/create', { agentId: '1074', calleeNumber: '+442012345678' });
    expect(offline.status, offline.text).to.equal(400);
    expect(offline.body.error.code).to.equal('DOWNSTREAM_BAD_REQUEST');

    const contactId = ct.contacts[0]!.Contact.id as string;
    const note = await h.api('/api/actions/cloudtalk/contacts/notes/add', { contactId, note: 'Wants a demo', agentId: '1070' });
    expect(note.status, note.text).to.equal(200);
    expect(note.body.result.noteId).to.equal(ct.notes.at(-1)!.id);
    expect(ct.server.requests.at(-1)).to.include({ method: 'PUT', path: `/api/notes/add/${contactId}.json` });
    expect(ct.server.requests.at(-1)!.json).to.deep.equal({ note: 'Wants a demo', user_id: 1070 });

    const tags = await h.api('/api/actions/cloudtalk/contacts/tags/add', { contactId, tags: ['vip', 'demo'] });
    expect(tags.status, tags.text).to.equal(200);
    expect(tags.body.result.tags.map((t: { name: string }) => t.name)).to.deep.equal(['vip', 'demo']);
    expect(ct.server.requests.at(-1)!.json).to.deep.equal({ tags: ['vip', 'demo'] });
  });

  it('a 429 without Retry-After waits for X-CloudTalkAPI-ResetTime and retries', async function () {
    this.timeout(30_000);
    ct.rateLimit = 0;
    const before = ct.server.requests.length;
    const res = await h.api('/api/unifications/dialer/users/get', { id: '1070' });
    expect(res.status, res.text).to.equal(200);
    expect(ct.server.requests.length - before).to.equal(2);
  });

  it('syncs: calls again from date_from = the cursor 14 hours early (company time zone), agents and contacts in full; a call gone is deleted by the daily full listing', async function () {
    this.timeout(60_000);
    const { sync } = gw.gateway.core.services;
    const records = new RecordsRepo(gw.gateway.core.database.db);
    ct.timeZoneOffsetHours = 2;
    const recent = ct.addCall('outgoing', 14155550199, new Date(Date.now() - 3_600_000));
    await sync.run(h.connectionId);
    await sync.run(h.connectionId);
    expect(await records.countByConnection(h.connectionId, 'dialer.call')).to.equal(4);
    expect(await records.countByConnection(h.connectionId, 'dialer.user')).to.equal(5);
    expect(await records.countByConnection(h.connectionId, 'dialer.contact')).to.equal(3);
    const before = ct.server.requests.length;
    ct.addCall('incoming', 14155550777, new Date(Date.now() - 60_000));
    await sync.run(h.connectionId);
    const asked = ct.server.requests.slice(before).filter((r) => r.path === '/api/calls/index.json');
    expect(asked.length).to.be.greaterThan(0);
    const from = asked[0]!.query.date_from!;
    expect(from).to.match(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const startedOfRecent = Date.parse(String((recent.Cdr as Record<string, unknown>).started_at));
    const asked14 = Date.parse(`${from.replace(' ', 'T')}Z`) + 14 * 3_600_000;
    expect(asked14).to.be.within(startedOfRecent - 60_000, startedOfRecent);
    expect(await records.countByConnection(h.connectionId, 'dialer.call')).to.equal(5);

    ct.calls.splice(0, 1);
    await gw.gateway.core.database.db
      .collection(COLLECTIONS.syncStates)
      .updateOne({ connectionId: h.connectionId, model: 'dialer.call' }, { $set: { lastFullAt: new Date(Date.now() - 86_401_000) } });
    await sync.run(h.connectionId);
    expect(await records.countByConnection(h.connectionId, 'dialer.call')).to.equal(4);
    const conn = await gw.gateway.core.internals.repos.connections.findById(h.connectionId);
    expect(conn!.lastSyncError).to.equal(null);
  });

  it('webhooks: a workflow request carrying the connection webhook_token header is accepted and mapped; a missing or wrong token is refused', async () => {
    const url = `${gw.url}/api/inbound-webhooks/cloudtalk/${h.connectionId}`;
    const token = 'f3a1c9e07d5b4a2e8c6f0b1d9e7a5c3f';
    expect(await ct.push(url, token, { event: 'call.ended', call_id: '272' }), 'no token stored yet').to.equal(401);
    const set = await h.api('/api/connections/update', { id: h.connectionId, inputs: { webhook_token: token } });
    expect(set.status, set.text).to.equal(200);
    const ok = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-plugboard-token': token },
      body: JSON.stringify({ event: 'call.ended', call_id: '272' }),
    });
    expect(ok.status, await ok.clone().text()).to.equal(202);
    expect(await ok.json()).to.deep.equal({ result: { accepted: 1 } });
    expect(await ct.push(url, token, { event: 'call.modified', call_id: '272' })).to.equal(202);
    expect(await ct.push(url, 'another-token', { event: 'call.ended', call_id: '272' })).to.equal(401);
    const unsigned = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"event":"call.ended","call_id":"1"}',
    });
    expect(unsigned.status).to.equal(401);
  });
});
