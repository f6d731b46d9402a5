import { createHash, generateKeyPairSync, sign } from 'node:crypto';
import { expect } from 'chai';
import { RecordsRepo } from '../../../src/store/records.repo.js';
import { FakeGong } from '../../support/fake-tools/fake-gong.js';
import type { SeededProject } from '../../support/seed.js';
import type { TestGateway } from '../../support/start-gateway.js';
import { formConnect, listAll, startToolGateway, type ToolHarness } from './support.js';

const KEY = 'gong-access-key';
const SECRET = 'gong-access-key-secret';

describe('http: Gong calls, participants, users and transcripts (fake API v2 on 127.0.0.1)', () => {
  let gong: FakeGong;
  let gw: TestGateway;
  let project: SeededProject;
  let h: ToolHarness;

  before(async function () {
    this.timeout(60_000);
    gong = await new FakeGong(KEY, SECRET).start();
    ({ gw, project } = await startToolGateway({ integrationId: 'gong', origin: gong.origin }));
    for (let i = 0; i < 3; i++) gong.addUser(i);
    const party = (name: string, affiliation: string) => ({
      id: `p-${name}`,
      name,
      emailAddress: `${name.toLowerCase()}@x.example`,
      affiliation,
      speakerId: `s-${name}`,
    });
    gong.addCall('Outbound', '2024-03-05T15:00:00Z', [party('Rep', 'Internal'), party('Buyer', 'External')]);
    gong.addCall('Inbound', '2024-03-06T15:00:00Z', [party('Rep', 'Internal')]);
    gong.addCall('Conference', '2024-03-07T15:00:00Z', [party('Rep', 'Internal'), party('Champion', 'External')]);
  });
  after(async () => {
    await gw?.close();
    await gong?.server.stop();
  });

  it('connects with an access key and secret through the connect form (HTTP Basic, checked on GET /v2/users)', async function () {
    this.timeout(30_000);
    const form = await formConnect(gw, project, { integrationId: 'gong', authMethodId: 'access_key' });
    const refused = await form.submit({ access_key: KEY, access_key_secret: 'wrong' });
    expect(refused.status).to.equal(403);
    const ok = await form.submit({ access_key: KEY, access_key_secret: SECRET });
    expect(ok.status, ok.text).to.equal(200);
    expect(gong.server.requests.at(-1)).to.include({ method: 'GET', path: '/v2/users' });
    h = await form.exchange();
  });

  it('calls: POST /v2/calls/extensive with parties, the cursor sent back in the body; participants come under additional', async () => {
    gong.server.requests.length = 0;
    const { records, pages } = await listAll(h, '/api/unifications/dialer/calls/list', 'calls', 50);
    expect(pages).to.equal(2);
    expect(records.map((c) => [c.direction, c.startedTime, c.durationSeconds])).to.deep.equal([
      ['outbound', '2024-03-05T15:00:00.000Z', 460],
      ['inbound', '2024-03-06T15:00:00.000Z', 460],
      ['outbound', '2024-03-07T15:00:00.000Z', 460],
    ]);
    expect(records[0]).to.include({ userId: gong.users[0]!.id, status: null, fromNumber: null });
    const sent = gong.server.requests.filter((r) => r.path === '/v2/calls/extensive');
    expect(sent[0]!.json).to.deep.equal({ filter: {}, contentSelector: { exposedFields: { parties: true } } });
    expect((sent[1]!.json as { cursor: string }).cursor).to.be.a('string');
    const one = await h.api('/api/unifications/dialer/calls/get', { id: records[0].id, include: { additional: true } });
    expect(one.status, one.text).to.equal(200);
    expect(one.body.result.call.additional.parties.map((p: { name: string }) => p.name)).to.deep.equal(['Rep', 'Buyer']);
    expect(gong.server.requests.at(-1)!.json).to.deep.include({ filter: { callIds: [records[0].id] } });
  });

  it('users: GET /v2/users over the query cursor, and one user', async () => {
    const { records } = await listAll(h, '/api/unifications/dialer/users/list', 'users', 50);
    expect(records.map((u) => [u.name, u.email, u.available])).to.deep.equal([
      ['Rep0 Smith', 'rep0@acme.example', true],
      ['Rep1 Smith', 'rep1@acme.example', true],
      ['Rep2 Smith', 'rep2@acme.example', false],
    ]);
    const one = await h.api('/api/unifications/dialer/users/get', { id: String(gong.users[1]!.id) });
    expect(one.status, one.text).to.equal(200);
    expect(one.body.result.user).to.include({ email: 'rep1@acme.example', createdTime: '2024-01-02T09:00:00.000Z' });
  });

  it('calls/transcript action: POST /v2/calls/transcript for one call, answered on demand (never synced)', async () => {
    const id = gong.calls[0]!.metaData.id;
    const res = await h.api('/api/actions/gong/calls/transcript', { callId: id });
    expect(res.status, res.text).to.equal(200);
    expect(res.body.result.callId).to.equal(id);
    expect(res.body.result.transcript.map((t: { topic: string }) => t.topic)).to.deep.equal(['Call Setup', 'Pricing']);
    expect(gong.server.requests.at(-1)!.json).to.deep.equal({ filter: { callIds: [id] } });
    const missing = await h.api('/api/actions/gong/calls/transcript', { callId: '1' });
    expect(missing.status).to.equal(404);
  });

  it('syncs calls and users; later passes ask only for calls from the cursor on (filter.fromDateTime)', async function () {
    this.timeout(60_000);
    const { sync } = gw.gateway.core.services;
    for (let i = 0; i < 3; i++) await sync.run(h.connectionId);
    const records = new RecordsRepo(gw.gateway.core.database.db);
    expect(await records.countByConnection(h.connectionId, 'dialer.call')).to.equal(3);
    expect(await records.countByConnection(h.connectionId, 'dialer.user')).to.equal(3);
    gong.addCall('Outbound', new Date(Date.now() - 60_000).toISOString(), []);
    const before = gong.server.requests.length;
    await sync.run(h.connectionId);
    const asked = gong.server.requests.slice(before).filter((r) => r.path === '/v2/calls/extensive');
    expect((asked[0]!.json as { filter: { fromDateTime?: string } }).filter.fromDateTime).to.be.a('string');
    expect(await records.countByConnection(h.connectionId, 'dialer.call')).to.equal(4);
    const conn = await gw.gateway.core.internals.repos.connections.findById(h.connectionId);
    expect(conn!.lastSyncError).to.equal(null);
  });
  it("webhooks: a rule's call signed RS256 by Gong (JWT in Authorization, body hash and URL claims) is accepted; a tampered body or another address is refused", async () => {
    const url = `${gw.url}/api/inbound-webhooks/gong/${h.connectionId}`;
    const gongKey = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
    // What Gong sends: a JWT signed with its private key whose claims carry the body's SHA-256 (hex) and the rule's URL.
    const jwt = (raw: string, webhookUrl = url, key = gongKey.privateKey) => {
      const claims = {
        webhook_url: webhookUrl,
        body_sha256: createHash('sha256').update(raw).digest('hex'),
        exp: Math.floor(Date.now() / 1000) + 300,
      };
      const unsigned = `${b64({ alg: 'RS256', typ: 'JWT' })}.${b64(claims)}`;
      return `${unsigned}.${sign('RSA-SHA256', Buffer.from(unsigned), key).toString('base64url')}`;
    };
    const send = (raw: string, token: string) =>
      fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: raw });
    const id = gong.calls[1]!.metaData.id;
    const raw = JSON.stringify({ callData: { metaData: gong.calls[1]!.metaData, parties: gong.calls[1]!.parties }, isTest: false });
    expect((await send(raw, jwt(raw))).status, 'no public key stored yet').to.equal(401);
    // Gong's "Show public key" gives the base64 of the DER key, without PEM lines.
    const publicKey = gongKey.publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
    const set = await h.api('/api/connections/update', { id: h.connectionId, inputs: { webhook_public_key: publicKey } });
    expect(set.status, set.text).to.equal(200);
    const ok = await send(raw, jwt(raw));
    expect(ok.status, await ok.clone().text()).to.equal(202);
    expect(await ok.json()).to.deep.equal({ result: { accepted: 1 } });
    // The same rule tested on a call in Gong (isTest) names a real call too.
    const test = raw.replace('"isTest":false', '"isTest":true');
    expect(await (await send(test, jwt(test))).json()).to.deep.equal({ result: { accepted: 1 } });
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 });
    for (const [what, body, token] of [
      ['tampered body', raw.replace(id, '1'), jwt(raw)],
      ['made for another address', raw, jwt(raw, `${gw.url}/api/inbound-webhooks/gong/another-connection`)],
      ['another key', raw, jwt(raw, url, other.privateKey)],
    ] as const) {
      const res = await send(body, token);
      expect(res.status, what).to.equal(401);
      expect(((await res.json()) as { error: { code: string } }).error.code, what).to.equal('UNAUTHORIZED');
    }
  });
});
