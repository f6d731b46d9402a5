import { createHmac } from 'node:crypto';
import { expect } from 'chai';
import { RecordsRepo } from '../../../src/store/records.repo.js';
import { FakeDialpad } from '../../support/fake-tools/fake-dialpad.js';
import type { SeededProject } from '../../support/seed.js';
import type { TestGateway } from '../../support/start-gateway.js';
import { connectOAuth, formConnect, listAll, startToolGateway, type ToolHarness } from './support.js';

const API_KEY = 'dialpad-company-api-key';
const CLIENT = { clientId: 'dialpad-client-id', clientSecret: 'dialpad-client-secret' };
const T0 = Date.parse('2024-03-05T15:00:00Z');

describe('http: Dialpad (fake Dialpad API v2 + OAuth on 127.0.0.1)', () => {
  let dp: FakeDialpad;
  let gw: TestGateway;
  let project: SeededProject;
  let h: ToolHarness;

  before(async function () {
    this.timeout(60_000);
    dp = await new FakeDialpad(API_KEY, CLIENT).start();
    ({ gw, project } = await startToolGateway({ integrationId: 'dialpad', origin: dp.origin, client: CLIENT }));
    for (let i = 0; i < 3; i++) dp.addUser(i);
    dp.addCall('inbound', '+14155550123', T0);
    dp.addCall('outbound', '+442079460958', T0 + 3_600_000);
    dp.addCall('inbound', '+33176360695', T0 + 7_200_000, '5835806903417908');
  });
  after(async () => {
    await gw?.close();
    await dp?.server.stop();
  });

  it('connects with an API key through the connect form: the key is checked on GET /api/v2/users first', async function () {
    this.timeout(30_000);
    const form = await formConnect(gw, project, { integrationId: 'dialpad', authMethodId: 'api_key', inputs: { host: 'dialpad.com' } });
    const submit = (key: string) => form.submit({ api_key: key });
    const refused = await submit('not-the-key');
    expect(refused.status).to.equal(403);
    expect(refused.body.error.code).to.equal('DOWNSTREAM_AUTH_FAILED');
    const ok = await submit(` ${API_KEY}\n`);
    expect(ok.status, ok.text).to.equal(200);
    const verify = dp.server.requests.at(-1)!;
    expect(verify).to.include({ method: 'GET', path: '/api/v2/users' });
    expect(verify.headers.authorization).to.equal(`Bearer ${API_KEY}`);
    h = await form.exchange();
  });

  it('lists users over the cursor and gets one (email from emails[0], available from is_available)', async () => {
    const { records, pages } = await listAll(h, '/api/unifications/dialer/users/list', 'users', 100);
    expect(pages).to.equal(2);
    expect(records.map((u) => [u.id, u.name, u.email, u.available])).to.deep.equal([
      ['5835806903417907', 'Agent 0', 'agent0@example.com', true],
      ['5835806903417908', 'Agent 1', 'agent1@example.com', false],
      ['5835806903417909', 'Agent 2', 'agent2@example.com', true],
    ]);
    const second = dp.server.requests.filter((r) => r.path === '/api/v2/users').at(-1)!;
    expect(second.query).to.have.keys(['state', 'cursor']);
    const got = await h.api('/api/unifications/dialer/users/get', { id: '5835806903417908' });
    expect(got.status, got.text).to.equal(200);
    expect(got.body.result.user).to.include({ id: '5835806903417908', createdTime: '2021-06-02T12:00:00.000Z' });
  });

  it('lists and gets calls: numbers by direction, duration from milliseconds, the user from target', async () => {
    const { records } = await listAll(h, '/api/unifications/dialer/calls/list', 'calls', 100);
    expect(records.map((c) => [c.direction, c.fromNumber, c.toNumber, c.userId])).to.deep.equal([
      ['inbound', '+33176360695', '+16505550100', '5835806903417908'],
      ['outbound', '+16505550100', '+442079460958', '5835806903417907'],
      ['inbound', '+14155550123', '+16505550100', '5835806903417907'],
    ]);
    const id = String(dp.calls[0]!.call_id);
    const one = await h.api('/api/unifications/dialer/calls/get', { id });
    expect(one.status, one.text).to.equal(200);
    expect(one.body.result.call).to.include({
      id,
      durationSeconds: 120,
      startedTime: '2024-03-05T15:00:00.000Z',
      endedTime: '2024-03-05T15:02:05.000Z',
    });
  });

  it('rings a call for a user (user_id sent as an integer)', async () => {
    const res = await h.api('/api/actions/dialpad/calls/ring', {
      userId: '5835806903417907',
      phoneNumber: '+14155550123',
      customData: 'crm-42',
    });
    expect(res.status, res.text).to.equal(200);
    expect(res.body.result.callId).to.match(/^\d+$/);
    expect(dp.rings.at(-1)).to.deep.equal({ user_id: 5835806903417907, phone_number: '+14155550123', custom_data: 'crm-42' });
  });

  it('syncs: later passes ask only for calls started after the cursor (started_after, ms)', async function () {
    this.timeout(60_000);
    const { sync } = gw.gateway.core.services;
    const records = new RecordsRepo(gw.gateway.core.database.db);
    dp.addCall('outbound', '+14155550199', Date.now() - 3_600_000);
    await sync.run(h.connectionId);
    await sync.run(h.connectionId);
    expect(await records.countByConnection(h.connectionId, 'dialer.call')).to.equal(4);
    expect(await records.countByConnection(h.connectionId, 'dialer.user')).to.equal(3);
    const before = dp.server.requests.length;
    await sync.run(h.connectionId);
    const calls = dp.server.requests.slice(before).filter((r) => r.path === '/api/v2/call');
    expect(calls.length).to.be.greaterThan(0);
    expect(Number(calls[0]!.query.started_after)).to.be.greaterThan(Date.now() - 2 * 3_600_000);
    const conn = await gw.gateway.core.internals.repos.connections.findById(h.connectionId);
    expect(conn!.lastSyncError).to.equal(null);
  });

  it('connects over OAuth too (calls:list and offline_access scopes, PKCE), and refreshes an expired token', async function () {
    this.timeout(30_000);
    const { h: viaOAuth, authorizeUrl } = await connectOAuth(gw, project, { integrationId: 'dialpad', inputs: { host: 'dialpad.com' } });
    expect(authorizeUrl.pathname).to.equal('/oauth2/authorize');
    expect(authorizeUrl.searchParams.get('scope')).to.equal('calls:list offline_access');
    expect(authorizeUrl.searchParams.get('code_challenge_method')).to.equal('S256');
    expect(dp.oauth.tokenRequests.at(-1)!.form).to.include({
      grant_type: 'authorization_code',
      client_id: CLIENT.clientId,
      client_secret: CLIENT.clientSecret,
    });
    dp.oauth.expireAccessTokens();
    const res = await viaOAuth.api('/api/unifications/dialer/users/get', { id: '5835806903417907' });
    expect(res.status, res.text).to.equal(200);
    expect(dp.oauth.tokenRequests.at(-1)!.form.grant_type).to.equal('refresh_token');
  });

  it('webhooks: a call event sent as a JWT signed HS256 with the webhook secret is accepted; unsigned, tampered or expired ones are not', async () => {
    const url = `${gw.url}/api/inbound-webhooks/dialpad/${h.connectionId}`;
    const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
    const jwt = (claims: Record<string, unknown>, secret: string) => {
      const unsigned = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(claims)}`;
      return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
    };
    const send = (body: string, type = 'application/jwt') => fetch(url, { method: 'POST', headers: { 'content-type': type }, body });
    const event = {
      call_id: 5789384023932999,
      state: 'hangup',
      direction: 'inbound',
      date_started: T0,
      external_number: '+14155550123',
      internal_number: '+16505550100',
      exp: Math.floor(Date.now() / 1000) + 300,
    };
    const secret = 'dialpad-webhook-secret';
    expect((await send(jwt(event, secret))).status, 'no secret stored yet').to.equal(401);
    const set = await h.api('/api/connections/update', { id: h.connectionId, inputs: { webhook_secret: secret } });
    expect(set.status, set.text).to.equal(200);
    const ok = await send(jwt(event, secret));
    expect(ok.status, await ok.clone().text()).to.equal(202);
    expect(await ok.json()).to.deep.equal({ result: { accepted: 1 } });
    const ringing = await send(jwt({ ...event, state: 'ringing' }, secret));
    expect(await ringing.json()).to.deep.equal({ result: { accepted: 0 } });
    const [head, , mac] = jwt(event, secret).split('.');
    for (const [what, body, type] of [
      ['another secret', jwt(event, 'someone-else'), 'application/jwt'],
      ['changed claims', `${head}.${b64({ ...event, call_id: 1 })}.${mac}`, 'application/jwt'],
      ['expired', jwt({ ...event, exp: Math.floor(Date.now() / 1000) - 60 }, secret), 'application/jwt'],
      ['unsigned JSON', JSON.stringify(event), 'application/json'],
    ] as const) {
      const res = await send(body, type);
      expect(res.status, what).to.equal(401);
      expect(((await res.json()) as { error: { code: string } }).error.code, what).to.equal('UNAUTHORIZED');
    }
  });
});
