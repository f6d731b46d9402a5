import { expect } from 'chai';
import { FakeAircall } from '../../support/fake-tools/fake-aircall.js';
import { connectTool, listAll, type ToolHarness } from './support.js';

const API_ID = 'aircall-api-id';
const API_TOKEN = 'aircall-api-token-secret';

describe('http: Aircall users/list action and dialer models (fake Aircall v1 on 127.0.0.1)', () => {
  let ac: FakeAircall;
  let h: ToolHarness;

  before(async function () {
    this.timeout(60_000);
    ac = await new FakeAircall(API_ID, API_TOKEN).start();
    for (let i = 0; i < 5; i++) ac.addUser(i);
    ac.addCall('inbound', '+1 415-555-0100', '+33 1 76 36 06 95');
    ac.addCall('outbound', '+44 20 7946 0958', '+33 1 76 36 06 95');
    h = await connectTool({
      integrationId: 'aircall',
      origin: ac.origin,
      authMethodId: 'api_token',
      credentials: { type: 'basic', username: API_ID, password: API_TOKEN },
    });
  });
  after(async () => {
    await h?.close();
    await ac?.server.stop();
  });

  it('POST /api/actions/aircall/users/list answers the seed shape exactly, and pages with nextPageLink', async () => {
    const first = await h.api('/api/actions/aircall/users/list', { perPage: 2 });
    expect(first.status, first.text).to.equal(200);
    const sent = ac.server.requests.at(-1)!;
    expect(sent.path).to.equal('/v1/users');
    expect(sent.query).to.deep.equal({ per_page: '2' });
    expect(sent.headers.authorization).to.equal(`Basic ${Buffer.from(`${API_ID}:${API_TOKEN}`).toString('base64')}`);
    const r = first.body.result;
    expect(Object.keys(r).sort()).to.deep.equal(['meta', 'users']);
    expect(r.meta).to.deep.equal({
      count: 2,
      currentPage: 1,
      nextPageLink: `${ac.origin}/v1/users?page=2&per_page=2`,
      previousPageLink: null,
    });
    expect(r.users[0]).to.deep.equal({
      availabilityStatus: 'available',
      available: true,
      createdAt: '2024-06-10T08:00:00.000Z',
      directLink: `${ac.origin}/v1/users/1000`,
      email: 'agent0@example.com',
      id: '1000',
      language: null,
      name: 'Agent 0',
      timeZone: 'Europe/Paris',
      wrapUpTime: 30,
    });
    const seen = [...r.users];
    let link: string | null = r.meta.nextPageLink;
    while (link) {
      const page = await h.api('/api/actions/aircall/users/list', { nextPageLink: link });
      expect(page.status, page.text).to.equal(200);
      seen.push(...page.body.result.users);
      link = page.body.result.meta.nextPageLink;
    }
    expect(seen.map((u) => u.id)).to.deep.equal(['1000', '1001', '1002', '1003', '1004']);
  });

  it('accepts an empty body and the from filter; refuses unknown input with 400', async () => {
    const all = await h.api('/api/actions/aircall/users/list');
    expect(all.status, all.text).to.equal(200);
    expect(all.body.result.meta.count).to.equal(5);
    const from = await h.api('/api/actions/aircall/users/list', { from: String(Date.parse('2024-06-13T00:00:00Z') / 1000) });
    expect(from.body.result.users.map((u: any) => u.id)).to.deep.equal(['1003', '1004']);
    const bad = await h.api('/api/actions/aircall/users/list', { per_page: 2 });
    expect(bad.status).to.equal(400);
    expect(bad.body.error.code).to.equal('VALIDATION_FAILED');
  });

  it('refuses a nextPageLink on another host without calling it', async () => {
    const before = ac.server.requests.length;
    const res = await h.api('/api/actions/aircall/users/list', { nextPageLink: 'http://169.254.169.254/latest/meta-data' });
    expect(res.status).to.be.oneOf([400, 403]);
    expect(ac.server.requests.length).to.equal(before);
  });

  it('a connection of another integration gets 501 on an aircall action', async function () {
    this.timeout(30_000);
    const other = await connectTool({
      integrationId: 'hubspot',
      origin: ac.origin,
      authMethodId: 'private_app',
      credentials: { type: 'bearer', token: 'x' },
    });
    try {
      const res = await other.api('/api/actions/aircall/users/list', {});
      expect(res.status).to.equal(501);
      expect(res.body.error.code).to.equal('NOT_SUPPORTED_BY_INTEGRATION');
    } finally {
      await other.close();
    }
  });

  it('dialer users: unified list over pages and get (DialerUser shape)', async () => {
    const { records, pages } = await listAll(h, '/api/unifications/dialer/users/list', 'users', 2);
    expect(pages).to.equal(3);
    expect(records[1]).to.deep.equal({
      id: '1001',
      name: 'Agent 1',
      email: 'agent1@example.com',
      available: false,
      createdTime: '2024-06-11T08:00:00.000Z',
    });
    const got = await h.api('/api/unifications/dialer/users/get', { id: '1002', include: { additional: true } });
    expect(got.status, got.text).to.equal(200);
    expect(got.body.result.user).to.include({ id: '1002', name: 'Agent 2' });
    expect(got.body.result.user.additional).to.include({ timeZone: 'Europe/Paris', language: 'fr-FR' });
  });

  it('dialer calls: from/to numbers by direction (raw_digits is the other party, number.digits the Aircall line)', async () => {
    const { records } = await listAll(h, '/api/unifications/dialer/calls/list', 'calls', 50);
    expect(records.map((r) => [r.direction, r.fromNumber, r.toNumber])).to.deep.equal([
      ['inbound', '+1 415-555-0100', '+33 1 76 36 06 95'],
      ['outbound', '+33 1 76 36 06 95', '+44 20 7946 0958'],
    ]);
    const one = await h.api('/api/unifications/dialer/calls/get', { id: '1234567' });
    expect(one.status, one.text).to.equal(200);
    expect(one.body.result.call).to.include({
      id: '1234567',
      direction: 'inbound',
      fromNumber: '+1 415-555-0100',
      toNumber: '+33 1 76 36 06 95',
      userId: '1000',
      durationSeconds: 300,
      startedTime: '2024-03-05T15:02:10.000Z',
    });
  });

  it('Aircall refusing the credentials -> 403 DOWNSTREAM_AUTH_FAILED telling to reconnect', async () => {
    ac.failNext({ status: 403, json: { error: 'Forbidden', troubleshoot: 'Token revoked' } });
    const res = await h.api('/api/actions/aircall/users/list', {});
    expect(res.status).to.equal(403);
    expect(res.body.error.code).to.equal('DOWNSTREAM_AUTH_FAILED');
    expect(res.body.error.message).to.match(/reconnect/);
  });
});
