import { expect } from 'chai';
import { RecordsRepo } from '../../../src/store/records.repo.js';
import { COLLECTIONS } from '../../../src/store/collections.js';
import { FakeTwilio } from '../../support/fake-tools/fake-twilio.js';
import type { SeededProject } from '../../support/seed.js';
import type { TestGateway } from '../../support/start-gateway.js';
import { formConnect, listAll, startToolGateway, type ToolHarness } from './support.js';

const SID = 'AC0123456789abcdef0123456789abcdef';
const TOKEN = 'twilio-auth-token-fixture-000001';

describe('http: Twilio Voice (fake Twilio REST API 2010-04-01 on 127.0.0.1)', () => {
  let tw: FakeTwilio;
  let gw: TestGateway;
  let project: SeededProject;
  let h: ToolHarness;

  before(async function () {
    this.timeout(60_000);
    tw = await new FakeTwilio(SID, TOKEN).start();
    ({ gw, project } = await startToolGateway({ integrationId: 'twilio', origin: tw.origin }));
    tw.addCall('inbound', '+14155550123', '+16505550100', new Date('2024-03-05T15:02:10Z'), 120);
    tw.addCall('outbound-api', '+16505550100', '+442079460958', new Date('2024-03-06T09:00:00Z'), 45);
    tw.addCall('outbound-dial', '+16505550100', '+33176360695', new Date('2024-03-07T11:30:00Z'), 300);
  });
  after(async () => {
    await gw?.close();
    await tw?.server.stop();
  });

  it('connects through the connect API with the account SID and auth token; the SID is not asked again as an input', async function () {
    this.timeout(30_000);
    const flow = await formConnect(gw, project, { integrationId: 'twilio', authMethodId: 'auth_token' });
    const refused = await flow.submit({ account_sid: SID, auth_token: 'wrong-token' });
    expect(refused.status, refused.text).to.equal(403);
    const ok = await flow.submit({ account_sid: SID, auth_token: TOKEN });
    expect(ok.status, ok.text).to.equal(200);
    h = await flow.exchange();
  });

  it('lists calls over next_page_uri pages (origin-relative, PageToken) and gets one: RFC 2822 dates, direction, duration', async () => {
    const { records, pages } = await listAll(h, '/api/unifications/dialer/calls/list', 'calls', 2);
    expect(pages).to.equal(2);
    expect(records.map((c) => [c.direction, c.fromNumber, c.toNumber, c.startedTime, c.durationSeconds])).to.deep.equal([
      ['outbound', '+16505550100', '+33176360695', '2024-03-07T11:30:00.000Z', 300],
      ['outbound', '+16505550100', '+442079460958', '2024-03-06T09:00:00.000Z', 45],
      ['inbound', '+14155550123', '+16505550100', '2024-03-05T15:02:10.000Z', 120],
    ]);
    const lists = tw.server.requests.filter((r) => r.path === `/2010-04-01/Accounts/${SID}/Calls.json`);
    expect(lists[0]!.query).to.deep.equal({ PageSize: '2' });
    expect(lists[1]!.query).to.include({ PageSize: '2', Page: '1' });
    expect(lists[1]!.query.PageToken).to.match(/^PA/);
    const sid = tw.calls[0]!.sid;
    const one = await h.api('/api/unifications/dialer/calls/get', { id: sid });
    expect(one.status, one.text).to.equal(200);
    expect(one.body.result.call).to.include({ id: sid, status: 'completed', endedTime: '2024-03-05T15:04:10.000Z', userId: null });
  });

  it('calls/create posts a form (To, From, Url, StatusCallback, StatusCallbackEvent once per event); calls/end updates it', async () => {
    const statusCallback = `${gw.url}/api/inbound-webhooks/twilio/${h.connectionId}`;
    const res = await h.api('/api/actions/twilio/calls/create', {
      to: '+14155550199',
      from: '+16505550100',
      url: 'https://example.com/twiml/hello.xml',
      statusCallback: statusCallback.replace('http://', 'https://'),
      statusCallbackEvents: ['initiated', 'completed'],
      timeoutSeconds: 30,
    });
    expect(res.status, res.text).to.equal(200);
    const created = tw.calls.at(-1)!;
    expect(res.body.result).to.deep.equal({ callId: created.sid, status: 'queued' });
    const post = tw.server.requests.filter((r) => r.method === 'POST').at(-1)!;
    expect(post.headers['content-type']).to.equal('application/x-www-form-urlencoded');
    expect(tw.forms.at(-1)).to.deep.equal({
      To: '+14155550199',
      From: '+16505550100',
      Url: 'https://example.com/twiml/hello.xml',
      StatusCallback: statusCallback.replace('http://', 'https://'),
      StatusCallbackEvent: ['initiated', 'completed'],
      Timeout: '30',
    });
    const end = await h.api('/api/actions/twilio/calls/end', { callId: created.sid, status: 'canceled' });
    expect(end.status, end.text).to.equal(200);
    expect(end.body.result).to.deep.equal({ callId: created.sid, status: 'canceled' });
    expect(tw.forms.at(-1)).to.deep.equal({ Status: 'canceled' });
    const missing = await h.api('/api/actions/twilio/calls/create', { to: '+14155550199', from: '+16505550100' });
    expect(missing.status).to.equal(400);
    expect(missing.body.error.code).to.equal('DOWNSTREAM_BAD_REQUEST');
  });

  it('status callbacks: signed over the URL and the sorted form fields with the auth token, mapped to dialer.call changes', async () => {
    const call = tw.calls.at(-1)!;
    call.status_callback = `${gw.url}/api/inbound-webhooks/twilio/${h.connectionId}`;
    expect(await tw.statusCallback(call, 'completed')).to.equal(202);
    expect(await tw.statusCallback(call, 'completed', 'another-token')).to.equal(401);
    expect(await tw.statusCallback(call, 'ringing')).to.equal(202);
    // The URL is part of what is signed: fields signed for another address do not verify at this one.
    const other = tw.calls[0]!;
    other.status_callback = `${gw.url}/api/inbound-webhooks/twilio/${h.connectionId}`;
    const params = { AccountSid: SID, CallSid: other.sid, CallStatus: 'completed' };
    const wrongUrl = `https://elsewhere.example/hook${Object.keys(params)
      .sort()
      .map((k) => k + params[k as keyof typeof params])
      .join('')}`;
    const { createHmac } = await import('node:crypto');
    const res = await fetch(String(other.status_callback), {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-twilio-signature': createHmac('sha1', TOKEN).update(wrongUrl).digest('base64'),
      },
      body: new URLSearchParams(params).toString(),
    });
    expect(res.status).to.equal(401);
  });

  it('deletes a call (DELETE .../Calls/{Sid}.json, 204)', async () => {
    const sid = tw.calls[1]!.sid;
    const res = await h.api('/api/unifications/dialer/calls/delete', { id: sid });
    expect(res.status, res.text).to.equal(200);
    expect(tw.calls.map((c) => c.sid)).not.to.include(sid);
    tw.addCall('outbound-api', '+16505550100', '+442079460958', new Date('2024-03-06T09:00:00Z'), 45);
  });

  it('syncs: calls again from StartTime>= the cursor day; a call deleted at Twilio is removed by the daily full listing', async function () {
    this.timeout(60_000);
    const { sync } = gw.gateway.core.services;
    const records = new RecordsRepo(gw.gateway.core.database.db);
    tw.addCall('inbound', '+14155550777', '+16505550100', new Date(Date.now() - 3_600_000), 30);
    await sync.run(h.connectionId);
    await sync.run(h.connectionId);
    const total = tw.calls.length;
    expect(await records.countByConnection(h.connectionId, 'dialer.call')).to.equal(total);
    const before = tw.server.requests.length;
    await sync.run(h.connectionId);
    const asked = tw.server.requests.slice(before).filter((r) => r.path === `/2010-04-01/Accounts/${SID}/Calls.json`);
    expect(asked.length).to.be.greaterThan(0);
    expect(asked[0]!.query['StartTime>']).to.equal(new Date(Date.now() - 3_600_000).toISOString().slice(0, 10));

    tw.calls.splice(0, 1);
    await gw.gateway.core.database.db
      .collection(COLLECTIONS.syncStates)
      .updateOne({ connectionId: h.connectionId, model: 'dialer.call' }, { $set: { lastFullAt: new Date(Date.now() - 86_401_000) } });
    await sync.run(h.connectionId);
    expect(await records.countByConnection(h.connectionId, 'dialer.call')).to.equal(total - 1);
    const conn = await gw.gateway.core.internals.repos.connections.findById(h.connectionId);
    expect(conn!.lastSyncError).to.equal(null);
  });

  it('a 429 (error 20429, no Retry-After) is retried', async () => {
    tw.failNext({
      status: 429,
      json: { code: 20429, message: 'Too Many Requests', more_info: 'https://www.twilio.com/docs/errors/20429', status: 429 },
    });
    const res = await h.api('/api/unifications/dialer/calls/get', { id: tw.calls[0]!.sid });
    expect(res.status, res.text).to.equal(200);
  });
});
