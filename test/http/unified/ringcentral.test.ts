import { expect } from 'chai';
import { RecordsRepo } from '../../../src/store/records.repo.js';
import { FakeRingCentral } from '../../support/fake-tools/fake-ringcentral.js';
import type { SeededProject } from '../../support/seed.js';
import type { TestGateway } from '../../support/start-gateway.js';
import { connectOAuth, listAll, startToolGateway, type ToolHarness } from './support.js';

const CLIENT = { clientId: 'rc-client-id', clientSecret: 'rc-client-secret' };

describe('http: RingCentral (fake RingCentral REST API v1.0 + OAuth on 127.0.0.1)', () => {
  let rc: FakeRingCentral;
  let gw: TestGateway;
  let project: SeededProject;
  let h: ToolHarness;

  before(async function () {
    this.timeout(60_000);
    rc = await new FakeRingCentral(CLIENT).start();
    ({ gw, project } = await startToolGateway({ integrationId: 'ringcentral', origin: rc.origin, client: CLIENT }));
    for (let i = 0; i < 3; i++) rc.addUser(i);
    rc.addCall('Inbound', '+14155550123', '+16505550100', '2024-03-05T15:02:10.000Z');
    rc.addCall('Outbound', '+16505550100', '+442079460958', '2024-03-06T09:00:00.000Z');
    rc.addCall('Inbound', '+33176360695', '+16505550100', '2024-03-07T11:30:00.000Z');
  });
  after(async () => {
    await gw?.close();
    await rc?.server.stop();
  });

  it('connects through the connect flow: RingCentral sign-in, code exchanged with HTTP Basic client auth', async function () {
    this.timeout(30_000);
    const connected = await connectOAuth(gw, project, { integrationId: 'ringcentral' });
    h = connected.h;
    expect(connected.callback.status, connected.callback.text).to.equal(200);
    expect(connected.authorizeUrl.pathname).to.equal('/restapi/oauth/authorize');
    expect(connected.authorizeUrl.searchParams.get('client_id')).to.equal(CLIENT.clientId);
    const tokenReq = rc.oauth.tokenRequests.at(-1)!;
    expect(tokenReq.authorization).to.equal(`Basic ${Buffer.from(`${CLIENT.clientId}:${CLIENT.clientSecret}`).toString('base64')}`);
    expect(tokenReq.form).to.include({ grant_type: 'authorization_code' });
    expect(tokenReq.form).not.to.have.property('client_secret');
  });

  it('lists users (extensions of type User) over navigation.nextPage pages and gets one', async () => {
    const { records, pages } = await listAll(h, '/api/unifications/dialer/users/list', 'users', 2);
    expect(pages).to.equal(2);
    expect(records.map((u) => [u.id, u.name, u.email])).to.deep.equal([
      ['400131136008', 'Agent 0', 'agent0@example.com'],
      ['400131136009', 'Agent 1', 'agent1@example.com'],
      ['400131136010', 'Agent 2', 'agent2@example.com'],
    ]);
    const first = rc.server.requests.find((r) => r.path === '/restapi/v1.0/account/~/extension')!;
    expect(first.query).to.deep.equal({ type: 'User', perPage: '2' });
    const got = await h.api('/api/unifications/dialer/users/get', { id: '400131136009', include: { additional: true } });
    expect(got.status, got.text).to.equal(200);
    expect(got.body.result.user).to.include({ id: '400131136009', email: 'agent1@example.com' });
  });

  it("updates a user's email with PUT (only the contact it carries)", async () => {
    const res = await h.api('/api/unifications/dialer/users/update', { id: '400131136010', user: { email: 'new@example.com' } });
    expect(res.status, res.text).to.equal(200);
    const put = rc.server.requests.at(-1)!;
    expect(put).to.include({ method: 'PUT', path: '/restapi/v1.0/account/~/extension/400131136010' });
    expect(put.json).to.deep.equal({ contact: { email: 'new@example.com' } });
    expect(res.body.result.user).to.include({ email: 'new@example.com', name: 'Agent 2' });
  });

  it('lists and gets calls from the company call log: numbers from from/to, direction, duration, end time', async () => {
    const { records } = await listAll(h, '/api/unifications/dialer/calls/list', 'calls', 2);
    expect(records.map((c) => [c.direction, c.fromNumber, c.toNumber])).to.deep.equal([
      ['inbound', '+33176360695', '+16505550100'],
      ['outbound', '+16505550100', '+442079460958'],
      ['inbound', '+14155550123', '+16505550100'],
    ]);
    const sent = rc.server.requests.find((r) => r.path === '/restapi/v1.0/account/~/call-log')!;
    expect(sent.query).to.deep.equal({ type: 'Voice', view: 'Simple', dateFrom: '2000-01-01T00:00:00.000Z', perPage: '2' });
    const id = String(rc.calls[0]!.id);
    const one = await h.api('/api/unifications/dialer/calls/get', { id });
    expect(one.status, one.text).to.equal(200);
    expect(one.body.result.call).to.include({
      id,
      direction: 'inbound',
      userId: '400131136008',
      startedTime: '2024-03-05T15:02:10.000Z',
      durationSeconds: 120,
    });
  });

  it('places a call with RingOut and reads a presence', async () => {
    const res = await h.api('/api/actions/ringcentral/calls/ring-out', { from: '+16505550100', to: '+14155550123', playPrompt: true });
    expect(res.status, res.text).to.equal(200);
    expect(res.body.result).to.deep.equal({ id: '234343434', callStatus: 'InProgress' });
    expect(rc.ringOuts.at(-1)).to.deep.equal({
      from: { phoneNumber: '+16505550100' },
      to: { phoneNumber: '+14155550123' },
      playPrompt: true,
    });
    const p = await h.api('/api/actions/ringcentral/users/presence', { userId: '400131136009' });
    expect(p.status, p.text).to.equal(200);
    expect(p.body.result).to.deep.equal({ presenceStatus: 'Busy', telephonyStatus: 'NoCall', dndStatus: 'TakeAllCalls' });
  });

  it('refreshes an expired token with HTTP Basic and the rotated refresh token, then retries', async () => {
    rc.oauth.expireAccessTokens();
    const res = await h.api('/api/unifications/dialer/users/get', { id: '400131136008' });
    expect(res.status, res.text).to.equal(200);
    const refresh = rc.oauth.tokenRequests.at(-1)!;
    expect(refresh.form.grant_type).to.equal('refresh_token');
    expect(refresh.authorization).to.match(/^Basic /);
    // The old refresh token is gone (rotation): a second expiry works only if the new one was stored.
    rc.oauth.expireAccessTokens();
    expect((await h.api('/api/unifications/dialer/users/get', { id: '400131136008' })).status).to.equal(200);
  });

  it('syncs: calls are read again from dateFrom = the cursor, users in full', async function () {
    this.timeout(60_000);
    const { sync } = gw.gateway.core.services;
    const records = new RecordsRepo(gw.gateway.core.database.db);
    rc.addCall('Outbound', '+16505550100', '+14155550199', new Date(Date.now() - 3_600_000).toISOString());
    await sync.run(h.connectionId);
    await sync.run(h.connectionId);
    expect(await records.countByConnection(h.connectionId, 'dialer.call')).to.equal(4);
    expect(await records.countByConnection(h.connectionId, 'dialer.user')).to.equal(3);
    const before = rc.server.requests.length;
    await sync.run(h.connectionId);
    const calls = rc.server.requests.slice(before).filter((r) => r.path === '/restapi/v1.0/account/~/call-log');
    expect(calls.length).to.be.greaterThan(0);
    const from = Date.parse(calls[0]!.query.dateFrom ?? '');
    expect(from).to.be.greaterThan(Date.now() - 2 * 3_600_000);
    const conn = await gw.gateway.core.internals.repos.connections.findById(h.connectionId);
    expect(conn!.lastSyncError).to.equal(null);
  });

  it('a missing permission (403 CMN-408) is DOWNSTREAM_AUTH_FAILED, not retried', async () => {
    rc.failNext({
      status: 403,
      json: {
        errorCode: 'CMN-408',
        message: 'In order to call this API endpoint, user needs to have [ReadCallLog] permission for requested resource.',
      },
    });
    const before = rc.server.requests.length;
    const res = await h.api('/api/unifications/dialer/calls/list', {});
    expect(res.status).to.equal(403);
    expect(res.body.error.code).to.equal('DOWNSTREAM_AUTH_FAILED');
    expect(rc.server.requests.length).to.equal(before + 1);
  });

  it('webhooks: the Validation-Token handshake is echoed; notifications need the Verification-Token set on the connection', async () => {
    const url = `${gw.url}/api/inbound-webhooks/ringcentral/${h.connectionId}`;
    const notify = (headers: Record<string, string>, body: unknown) =>
      fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
    // Subscription creation: RingCentral posts with Validation-Token and expects it back with 200.
    const hand = await fetch(url, { method: 'POST', headers: { 'Validation-Token': 'a1b2c3-validation' } });
    expect(hand.status, await hand.clone().text()).to.equal(200);
    expect(hand.headers.get('validation-token')).to.equal('a1b2c3-validation');
    const event = {
      uuid: '5f1c8b0e-7a9e-4c8e-9d6e-1a2b3c4d5e6f',
      event: '/restapi/v1.0/account/400131136008/extension',
      timestamp: '2024-03-05T15:02:10.000Z',
      subscriptionId: 'sub-1',
      ownerId: '400131136008',
      body: { extensionId: '400131136009', eventType: 'Update', hints: ['ExtensionInfo'] },
    };
    // No token stored on the connection yet: refused.
    expect((await notify({ 'Verification-Token': 'chosen-token-123' }, event)).status).to.equal(401);
    const set = await h.api('/api/connections/update', { id: h.connectionId, inputs: { verification_token: 'chosen-token-123' } });
    expect(set.status, set.text).to.equal(200);
    const ok = await notify({ 'Verification-Token': 'chosen-token-123' }, event);
    expect(ok.status, await ok.clone().text()).to.equal(202);
    expect(await ok.json()).to.deep.equal({ result: { accepted: 1 } });
    const wrong = await notify({ 'Verification-Token': 'chosen-token-124' }, event);
    expect(wrong.status).to.equal(401);
    const other = await notify(
      { 'Verification-Token': 'chosen-token-123' },
      { ...event, event: '/restapi/v1.0/account/~/telephony/sessions', body: { telephonySessionId: 's-1', parties: [] } },
    );
    expect(await other.json()).to.deep.equal({ result: { accepted: 0 } });
  });
});
