import { expect } from 'chai';
import { COLLECTIONS } from '../../../src/store/collections.js';
import { RecordsRepo, type RecordDoc } from '../../../src/store/records.repo.js';
import { FakeTalkdesk } from '../../support/fake-tools/fake-talkdesk.js';
import type { SeededProject } from '../../support/seed.js';
import type { TestGateway } from '../../support/start-gateway.js';
import { connectOAuth, formConnect, listAll, startToolGateway, type ToolHarness } from './support.js';

const SCOPE = 'users:read contacts:read recordings:read callback:write data-reports:write data-reports:read';
const HOUR = 3_600_000;
/** A call of the Explore calls report (the fields Plugboard maps, and a few it keeps under additional). */
const call = (id: string, type: string, endedAgoMs: number, seconds: number) => ({
  call_id: id,
  callsid: `CA${id}`,
  type,
  start_at: new Date(Date.now() - endedAgoMs - seconds * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z'),
  end_at: new Date(Date.now() - endedAgoMs).toISOString().replace(/\.\d{3}Z$/, 'Z'),
  talkdesk_phone_number: '+12025550102',
  contact_phone_number: '+12025550103',
  user_id: type === 'outbound_missed' ? null : '67b3696b5b004334e155e996',
  total_time: seconds,
  recording_url: null,
});

describe('http: Talkdesk (connect with OAuth on the account host, HAL lists, reads, actions, sync) on a fake Talkdesk', function () {
  this.timeout(90_000);
  let td: FakeTalkdesk;
  let gw: TestGateway;
  let project: SeededProject;
  let h: ToolHarness;
  const api = (path: string, body: unknown = {}) => h.api(path, body);
  const callId = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';

  before(async () => {
    td = await new FakeTalkdesk().start();
    for (let i = 0; i < 5; i++)
      td.add('users', {
        email: `agent${i}@acme.example`,
        name: `Agent ${i}`,
        active: true,
        gender: 'unknown',
        extension: 1000 + i,
        external_phone_number: `+35121000000${i}`,
        created_at: `2024-03-0${i + 1}T09:00:00.000Z`,
      });
    td.add('contacts', { name: 'Grace Brewster Hopper', company: 'Navy Labs', phones: [{ label: 'mobile', number: '+14155550123' }] });
    td.add('contacts', { name: 'Ada', company: null, phones: [] });
    td.add('contacts', { name: 'Alan Turing', company: 'Bletchley', phones: [{ label: 'work', number: '+442079460958' }] });
    td.recordings.set(callId, [
      {
        id: 'f0e1d2c3b4a5968778695a4b3c2d1e0f',
        call_id: callId,
        created_at: '2026-04-23T10:22:50Z',
        index: 0,
        duration: 20,
        type: 'conversation',
        _links: { media: { href: 'https://api.talkdeskapp.com/recordings/f0e1d2c3b4a5968778695a4b3c2d1e0f/media' } },
      },
    ]);
    td.calls.push(
      call('c0000000000000000000000000000001', 'inbound', 50 * HOUR, 24),
      call('c0000000000000000000000000000002', 'outbound_missed', 26 * HOUR, 31),
      call('c0000000000000000000000000000003', 'outbound', 2 * HOUR, 95),
      // Ended 40 days ago: before the month a list or a first sync reads.
      call('c0000000000000000000000000000004', 'inbound', 40 * 24 * HOUR, 60),
    );
    ({ gw, project } = await startToolGateway({
      integrationId: 'talkdesk',
      origin: td.origin,
      client: { clientId: 'talkdesk-client-id', clientSecret: 'talkdesk-client-secret' },
      // The presigned report files (S3) are served by the fake too.
      env: {
        PLUGBOARD_CONNECTOR_HOSTS: JSON.stringify({
          talkdesk: { api: td.origin, authorize: td.origin, token: td.origin, files: td.origin },
        }),
      },
    }));
  });
  after(async () => {
    await gw?.close();
    await td?.server.stop();
  });

  it('connects over OAuth: /oauth/authorize with the scopes, the code exchanged with the client as HTTP Basic', async () => {
    const { h: conn, authorizeUrl } = await connectOAuth(gw, project, { integrationId: 'talkdesk', inputs: { account: 'acme' } });
    h = conn;
    expect(authorizeUrl.pathname).to.equal('/oauth/authorize');
    expect(authorizeUrl.searchParams.get('scope')).to.equal(SCOPE);
    const token = td.oauth.tokenRequests.at(-1)!;
    expect(token.form.grant_type).to.equal('authorization_code');
    expect(token.form).to.not.have.property('client_secret');
    expect(token.authorization).to.equal(`Basic ${Buffer.from('talkdesk-client-id:talkdesk-client-secret').toString('base64')}`);
  });

  it('connects a service app (client credentials): a token for the client as HTTP Basic with the scopes, then GET /users?page=1&per_page=1', async () => {
    const form = await formConnect(gw, project, {
      integrationId: 'talkdesk',
      authMethodId: 'client_credentials',
      inputs: { account: 'acme' },
    });
    const before = td.server.requests.length;
    const ok = await form.submit({ client_id: 'talkdesk-service-id', client_secret: 'talkdesk-service-secret' });
    expect(ok.status, ok.text).to.equal(200);
    const token = td.clientCredentialsRequests.at(-1)!;
    expect(token.form).to.deep.equal({ grant_type: 'client_credentials', scope: SCOPE });
    const verify = td.server.requests.slice(before).find((r) => r.path === '/users')!;
    expect(verify.query).to.deep.equal({ page: '1', per_page: '1' });
    const service = await form.exchange();
    const users = await service.api('/api/unifications/dialer/users/list', { pageSize: 50 });
    expect(users.status, users.text).to.equal(200);
    expect(users.body.result.users).to.have.length(5);
  });

  it('lists users over HAL pages (_embedded.users, per_page, _links.next.href) and gets one', async () => {
    td.server.requests.length = 0;
    const { records, pages } = await listAll(h, '/api/unifications/dialer/users/list', 'users', 2);
    expect(pages).to.equal(3);
    expect(td.server.requests.map((r) => [r.path, r.query])).to.deep.equal([
      ['/users', { page: '1', per_page: '2' }],
      ['/users', { page: '2', per_page: '2' }],
      ['/users', { page: '3', per_page: '2' }],
    ]);
    expect(records.map((u: { name: string }) => u.name)).to.deep.equal(['Agent 0', 'Agent 1', 'Agent 2', 'Agent 3', 'Agent 4']);
    expect(records[0]).to.include({ email: 'agent0@acme.example', createdTime: '2024-03-01T09:00:00.000Z' });
    const one = await api('/api/unifications/dialer/users/get', { id: records[1].id });
    expect(one.status, one.text).to.equal(200);
    expect(one.body.result.user).to.include({ id: records[1].id, name: 'Agent 1' });
  });

  it('lists contacts (name split at its first space, first phone) and gets one from its {contact} envelope; an unknown id is a 404', async () => {
    const list = await api('/api/unifications/dialer/contacts/list', { pageSize: 10 });
    expect(list.status, list.text).to.equal(200);
    const contacts = list.body.result.contacts as Record<string, unknown>[];
    expect(contacts.map((c) => [c.firstName, c.lastName, c.phone, c.companyName])).to.deep.equal([
      ['Grace', 'Brewster Hopper', '+14155550123', 'Navy Labs'],
      ['Ada', null, null, null],
      ['Alan', 'Turing', '+442079460958', 'Bletchley'],
    ]);
    const one = await api('/api/unifications/dialer/contacts/get', { id: contacts[2]!.id });
    expect(one.status, one.text).to.equal(200);
    expect(td.server.requests.at(-1)!.path).to.equal(`/contacts/${String(contacts[2]!.id)}`);
    expect(one.body.result.contact).to.include({ firstName: 'Alan', lastName: 'Turing' });
    const missing = await api('/api/unifications/dialer/contacts/get', { id: 'abcdef0123456789abcdef01' });
    expect(missing.status, missing.text).to.equal(404);
  });

  it('actions: a callback is requested, a call recordings metadata is read, a calls report job is created', async () => {
    const cb = await api('/api/actions/talkdesk/calls/callback', {
      talkdeskPhoneNumber: '+12025550102',
      contactPhoneNumber: '+12025550103',
    });
    expect(cb.status, cb.text).to.equal(200);
    expect(cb.body.result).to.deep.equal({ requested: true });
    expect(td.callbacks).to.deep.equal([{ talkdesk_phone_number: '+12025550102', contact_phone_number: '+12025550103' }]);

    const rec = await api('/api/actions/talkdesk/calls/recordings', { callId });
    expect(rec.status, rec.text).to.equal(200);
    expect(rec.body.result).to.deep.equal({
      total: 1,
      recordings: [
        {
          id: 'f0e1d2c3b4a5968778695a4b3c2d1e0f',
          callId,
          createdTime: '2026-04-23T10:22:50Z',
          durationSeconds: 20,
          type: 'conversation',
          mediaUrl: 'https://api.talkdeskapp.com/recordings/f0e1d2c3b4a5968778695a4b3c2d1e0f/media',
        },
      ],
    });

    const job = await api('/api/actions/talkdesk/calls/reports/create', {
      from: '2026-04-23T00:00:00Z',
      to: '2026-04-24T00:00:00Z',
      timezone: 'Europe/Lisbon',
    });
    expect(job.status, job.text).to.equal(200);
    const [jobId] = [...td.reportJobs.keys()];
    expect(job.body.result).to.deep.equal({
      jobId,
      status: 'created',
      filesUrl: `https://api.talkdeskapp.com/data/reports/calls/files/${jobId!}`,
    });
    expect(td.server.requests.at(-1)!.json).to.deep.equal({
      name: 'Plugboard calls report',
      timezone: 'Europe/Lisbon',
      format: 'json',
      timespan: { from: '2026-04-23T00:00:00Z', to: '2026-04-24T00:00:00Z' },
    });
  });

  it('lists calls from an Explore calls report: a job for the last month, polled until done (not on the first poll), the file the 303 points to read without credentials, pages of one job', async () => {
    td.server.requests.length = 0;
    td.fileRequests.length = 0;
    td.jobBehaviour = { pollsBeforeDone: 1, outcome: 'done' };
    const started = Date.now();
    const { records, pages } = await listAll(h, '/api/unifications/dialer/calls/list', 'calls', 2);
    expect(pages).to.equal(2);
    expect(td.reportJobs.size).to.equal(2); // the action's job above, and this one
    const job = [...td.reportJobs.values()].at(-1)!;
    expect(job).to.include({ name: 'Plugboard calls', timezone: 'UTC', format: 'json', status: 'done' });
    const span = Date.parse(job.timespan.to) - Date.parse(job.timespan.from);
    expect(span).to.equal(30 * 24 * HOUR);
    expect(Date.parse(job.timespan.to)).to.be.within(started - 1000, Date.now());
    expect(td.server.requests.map((r) => `${r.method} ${r.path.replace(job.id, ':id')}`)).to.deep.equal([
      'POST /data/reports/calls/jobs',
      'GET /data/reports/calls/jobs/:id', // processing
      'GET /data/reports/calls/jobs/:id', // 303 to the files endpoint
      'GET /data/reports/calls/files/:id', // 303 to the file
      'GET /td-explore-reports/calls/:id.json',
      'GET /data/reports/calls/files/:id', // the second page: the same job's file again
      'GET /td-explore-reports/calls/:id.json',
    ]);
    expect(td.fileRequests.map((r) => r.headers.authorization)).to.deep.equal([undefined, undefined]);
    expect(
      records.map((c: Record<string, unknown>) => [c.id, c.direction, c.status, c.fromNumber, c.toNumber, c.durationSeconds]),
    ).to.deep.equal([
      ['c0000000000000000000000000000001', 'inbound', 'answered', '+12025550103', '+12025550102', 24],
      ['c0000000000000000000000000000002', 'outbound', 'missed', '+12025550102', '+12025550103', 31],
      ['c0000000000000000000000000000003', 'outbound', 'answered', '+12025550102', '+12025550103', 95],
    ]);
    expect(records[0]).to.include({
      userId: '67b3696b5b004334e155e996',
      endedTime: new Date(Date.parse(td.calls[0]!.end_at as string)).toISOString(),
    });
  });

  it('a report job that fails at Talkdesk answers 502 DOWNSTREAM_ERROR naming its status', async () => {
    td.jobBehaviour = { pollsBeforeDone: 0, outcome: 'failed' };
    const res = await api('/api/unifications/dialer/calls/list', {});
    td.jobBehaviour = { pollsBeforeDone: 0, outcome: 'done' };
    expect(res.status, res.text).to.equal(502);
    expect(res.body.error.code).to.equal('DOWNSTREAM_ERROR');
    expect(res.body.error.message).to.match(/report job [0-9a-f]+ ended failed/);
  });

  it('a 429 {code, message} is backed off and retried', async () => {
    td.throttle('/contacts', 1);
    const before = td.server.requests.length;
    const res = await api('/api/unifications/dialer/contacts/list', { pageSize: 1 });
    expect(res.status, res.text).to.equal(200);
    expect(td.server.requests.slice(before).filter((r) => r.path === '/contacts').length).to.equal(2);
  });

  it('syncs users and contacts in full (no changed-since filter): every later pass lists them whole, sees a new contact and drops a removed one', async () => {
    const { sync } = gw.gateway.core.services;
    const records = new RecordsRepo(gw.gateway.core.database.db);
    td.jobBehaviour = { pollsBeforeDone: 0, outcome: 'done' };
    // The initial pass, then the backfill pass (nothing left to read: the initial pass listed everything).
    await sync.run(h.connectionId);
    await sync.run(h.connectionId);
    expect(await records.countByConnection(h.connectionId, 'dialer.user')).to.equal(5);
    expect(await records.countByConnection(h.connectionId, 'dialer.contact')).to.equal(3);

    const before = td.server.requests.length;
    td.add('contacts', { name: 'Katherine Johnson', company: 'NASA', phones: [{ label: 'work', number: '+17575550100' }] });
    td.contacts.delete([...td.contacts.keys()][0]!);
    await sync.run(h.connectionId);
    const listed = td.server.requests.slice(before).filter((r) => r.path === '/contacts');
    expect(listed.map((r) => r.query)).to.deep.equal([{ page: '1', per_page: '50' }]);
    const stored = await gw.gateway.core.database.db
      .collection<RecordDoc>(COLLECTIONS.records)
      .find({ connectionId: h.connectionId, model: 'dialer.contact' })
      .toArray();
    const names = stored.map((r) => (JSON.parse(r.json) as { firstName: string }).firstName).sort();
    expect(names).to.deep.equal(['Ada', 'Alan', 'Katherine']);
    const conn = await gw.gateway.core.internals.repos.connections.findById(h.connectionId);
    expect(conn!.lastSyncError).to.equal(null);
  });

  it('syncs calls by report jobs: the first passes read the last month, a later pass asks only from the last call read (its end time), and a new call is stored', async () => {
    const records = new RecordsRepo(gw.gateway.core.database.db);
    expect(await records.countByConnection(h.connectionId, 'dialer.call')).to.equal(3);
    const jobsBefore = td.reportJobs.size;
    td.calls.push(call('c0000000000000000000000000000005', 'inbound', 60_000, 42));
    await gw.gateway.core.services.sync.run(h.connectionId);
    const jobs = [...td.reportJobs.values()].slice(jobsBefore);
    // The changes read and its catch-up read: both from the newest end time read so far, less the sync's 1 s overlap.
    expect(jobs.length).to.be.at.least(1);
    expect(jobs[0]!.timespan.from).to.equal(new Date(Date.parse(td.calls[2]!.end_at as string) - 1000).toISOString());
    expect(await records.countByConnection(h.connectionId, 'dialer.call')).to.equal(4);
    const conn = await gw.gateway.core.internals.repos.connections.findById(h.connectionId);
    expect(conn!.lastSyncError).to.equal(null);
  });

  it('webhooks: an HTTP Notifier delivery with the connection webhook_token in its URL is accepted and runs the sync, which reads the ended call; a missing or wrong token is refused', async () => {
    const url = `${gw.url}/api/inbound-webhooks/talkdesk/${h.connectionId}`;
    const token = '9c1e5a7f3b2d4e6a8c0f1b3d5e7a9c2e';
    // The payload is the administrator's own template (no fixed shape is documented): it names no record.
    const deliver = (t?: string) =>
      fetch(t === undefined ? url : `${url}?token=${t}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ event: 'outbound_call_ended', call_id: 'c0000000000000000000000000000006' }),
      });
    expect((await deliver(token)).status, 'no token stored yet').to.equal(401);
    const set = await api('/api/connections/update', { id: h.connectionId, inputs: { webhook_token: token } });
    expect(set.status, set.text).to.equal(200);
    expect((await deliver()).status, 'no token').to.equal(401);
    expect((await deliver('0'.repeat(32))).status, 'another token').to.equal(401);

    td.calls.push(call('c0000000000000000000000000000006', 'outbound', 30_000, 12));
    const jobsBefore = td.reportJobs.size;
    const ok = await deliver(token);
    expect(ok.status, await ok.clone().text()).to.equal(202);
    expect(await ok.json()).to.deep.equal({ result: { accepted: 1 } });
    // The delivery scheduled the connection's sync now; run it as the job would.
    await gw.gateway.core.services.sync.run(h.connectionId);
    expect(td.reportJobs.size).to.be.greaterThan(jobsBefore);
    const records = new RecordsRepo(gw.gateway.core.database.db);
    expect(await records.countByConnection(h.connectionId, 'dialer.call')).to.equal(5);
  });
});
