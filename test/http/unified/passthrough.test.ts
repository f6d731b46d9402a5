import { expect } from 'chai';
import { FakeHubspot } from '../../support/fake-tools/fake-hubspot.js';
import { connectTool, type ToolHarness } from './support.js';

const TOKEN = 'pat-na1-passthrough-token';

/** Path-escape attempts: each must be refused by the gateway with 400 before anything reaches the tool. */
const ESCAPES = [
  'https://evil.example/steal',
  'http://127.0.0.1:1/x',
  '//evil.example/x',
  '///evil.example/x',
  'crm/v3/objects/contacts',
  '/crm/../../admin',
  '/crm/v3/./objects',
  '/..',
  '\\\\evil.example\\x',
  '/crm\\..\\admin',
  '/crm/%2e%2e/admin',
  '/crm/%2E%2E%2Fadmin',
  '/%2f%2fevil.example',
  '/crm/%252e%252e/admin',
  '/crm/%5c..%5cadmin',
  '/crm/v3?x=1',
  '/crm/v3#frag',
  '/crm/ v3',
  '/crm/\u0000',
];

describe('http: passthrough (fake HubSpot on 127.0.0.1)', () => {
  let hs: FakeHubspot;
  let h: ToolHarness;

  before(async function () {
    this.timeout(60_000);
    hs = await new FakeHubspot(TOKEN).start();
    hs.add('contacts', { firstname: 'Ada', lastname: 'Lovelace', email: 'ada@example.com' });
    h = await connectTool({
      integrationId: 'hubspot',
      origin: hs.origin,
      authMethodId: 'private_app',
      credentials: { type: 'bearer', token: TOKEN },
    });
  });
  after(async () => {
    await h?.close();
    await hs?.server.stop();
  });

  it('forwards GET with query, answers $native {status, headers, body} and data (unified when the path is mapped)', async () => {
    const res = await h.api('/api/passthrough', { method: 'GET', path: '/crm/v3/objects/contacts', query: { limit: 5, archived: false } });
    expect(res.status, res.text).to.equal(200);
    const sent = hs.server.requests.at(-1)!;
    expect(sent.query).to.deep.equal({ limit: '5', archived: 'false' });
    const r = res.body.result;
    expect(r.$native.status).to.equal(200);
    expect(r.$native.headers['content-type']).to.contain('application/json');
    expect(r.$native.body.results[0].properties.firstname).to.equal('Ada');
    // A path the crm.contact model maps: data has the unified list endpoint's shape, records in the CrmContact shape.
    expect(Object.keys(r.data)).to.deep.equal(['contacts']);
    expect(r.data.contacts).to.have.length(1);
    expect(r.data.contacts[0]).to.include({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', jobTitle: null });
    expect(r.data.contacts[0].nativeId).to.equal(r.data.contacts[0].id);

    const id = r.data.contacts[0].id as string;
    const one = await h.api('/api/passthrough', { method: 'GET', path: `/crm/v3/objects/contacts/${id}` });
    expect(one.status, one.text).to.equal(200);
    expect(Object.keys(one.body.result.data)).to.deep.equal(['contact']);
    expect(one.body.result.data.contact).to.deep.equal(r.data.contacts[0]);

    // Anything but a GET of a mapped path: data is the tool's parsed body.
    const posted = await h.api('/api/passthrough', {
      method: 'POST',
      path: '/crm/v3/objects/contacts',
      json: { properties: { firstname: 'Bo' } },
    });
    expect(posted.body.result.$native.body.properties.firstname).to.equal('Bo');
    expect(posted.body.result.data).to.deep.equal(posted.body.result.$native.body);
  });

  it("never sends the gateway's own headers or tokens to the tool; only the connection's credentials", async () => {
    await h.api('/api/passthrough', { method: 'POST', path: '/crm/v3/objects/contacts', json: { properties: { firstname: 'Grace' } } });
    const sent = hs.server.requests.at(-1)!;
    expect(sent.method).to.equal('POST');
    expect(sent.json).to.deep.equal({ properties: { firstname: 'Grace' } });
    expect(sent.headers.authorization).to.equal(`Bearer ${TOKEN}`);
    const raw = JSON.stringify(sent.headers);
    expect(raw).to.not.contain(h.accessToken);
    expect(raw).to.not.contain(h.project.dev.apiToken);
    expect(Object.keys(sent.headers).filter((k) => k.startsWith('x-svc') || k === 'cookie' || k === 'x-request-id')).to.deep.equal([]);
  });

  it("returns the tool's 4xx/5xx as data: 200 with the downstream status and body under $native", async () => {
    const missing = await h.api('/api/passthrough', { method: 'GET', path: '/crm/v3/objects/contacts/424242' });
    expect(missing.status, missing.text).to.equal(200);
    expect(missing.body.result.$native.status).to.equal(404);
    expect(missing.body.result.$native.body).to.deep.equal({ status: 'error', message: 'Object not found', category: 'OBJECT_NOT_FOUND' });
    hs.failNext({ status: 500, json: { status: 'error', message: 'internal' } });
    const broken = await h.api('/api/passthrough', { method: 'DELETE', path: '/crm/v3/objects/contacts/1000' });
    expect(broken.status, broken.text).to.equal(200);
    expect(broken.body.result.$native).to.include({ status: 500 });
    expect(broken.body.result.data).to.deep.equal({ status: 'error', message: 'internal' });
  });

  it("takes the connection's credentials out of a tool's answer that echoes them (body and headers), JSON or text", async () => {
    hs.failNext({
      status: 200,
      json: { whoami: { sent: { authorization: `Bearer ${TOKEN}` }, echo: [TOKEN, `x${TOKEN}y`] }, count: 1, name: 'kept' },
      headers: { 'x-debug-echo': `token=${TOKEN}` },
    });
    const json = await h.api('/api/passthrough', { method: 'GET', path: '/crm/v3/objects/contacts/echo' });
    expect(json.status, json.text).to.equal(200);
    expect(json.text).to.not.contain(TOKEN);
    expect(json.body.result.$native.body).to.deep.equal({
      whoami: { sent: { authorization: 'Bearer [redacted]' }, echo: ['[redacted]', 'x[redacted]y'] },
      count: 1,
      name: 'kept',
    });
    expect(json.body.result.$native.headers['x-debug-echo']).to.equal('token=[redacted]');
    hs.failNext({ status: 400, text: `invalid token ${TOKEN}`, headers: { 'content-type': 'text/plain' } });
    const text = await h.api('/api/passthrough', { method: 'DELETE', path: '/crm/v3/objects/contacts/1000' });
    expect(text.status, text.text).to.equal(200);
    expect(text.text).to.not.contain(TOKEN);
    expect(text.body.result.$native.body).to.equal('invalid token [redacted]');
    // A body as the tool wrote it (not re-serialized by the fake): searched as sent.
    hs.failNext({ status: 200, text: JSON.stringify({ t: TOKEN }), headers: { 'content-type': 'application/json' } });
    expect((await h.api('/api/passthrough', { method: 'GET', path: '/crm/v3/objects/contacts/echo' })).text).to.not.contain(TOKEN);
  });

  it("keeps the connection's credentials out of an error's downstreamBody (a unified call the tool refuses, echoing them)", async () => {
    hs.failNext({ status: 400, json: { status: 'error', message: `Token ${TOKEN} may not list contacts`, echo: { key: TOKEN } } });
    const res = await h.api('/api/unifications/crm/contacts/list', {});
    expect(res.status, res.text).to.be.within(400, 599);
    expect(res.body.error.details.downstreamBody, res.text).to.be.an('object');
    expect(res.text).to.not.contain(TOKEN);
    expect(res.body.error.details.downstreamBody.message).to.equal('Token [redacted] may not list contacts');
  });

  for (const path of ESCAPES) {
    it(`refuses the path ${JSON.stringify(path)} with 400 PASSTHROUGH_PATH_REJECTED, calling nothing`, async () => {
      const before = hs.server.requests.length;
      const res = await h.api('/api/passthrough', { method: 'GET', path });
      expect(res.status, res.text).to.equal(400);
      expect(res.body.error.code).to.equal('PASSTHROUGH_PATH_REJECTED');
      expect(hs.server.requests.length).to.equal(before);
    });
  }

  it('validates the body: method enum, missing path, unknown property', async () => {
    for (const body of [{ method: 'TRACE', path: '/x' }, { method: 'GET' }, { method: 'GET', path: '/x', headers: { a: 'b' } }]) {
      const res = await h.api('/api/passthrough', body);
      expect(res.status, JSON.stringify(body)).to.equal(400);
      expect(res.body.error.code).to.equal('VALIDATION_FAILED');
    }
  });

  it('needs both tokens', async () => {
    const { post } = await import('../../support/http-client.js');
    const res = await post(h.gw.url, '/api/passthrough', { method: 'GET', path: '/x' }, { 'x-svc-api-token': h.project.dev.apiToken });
    expect(res.status).to.equal(401);
    const wrongEnv = await post(
      h.gw.url,
      '/api/passthrough',
      { method: 'GET', path: '/x' },
      { 'x-svc-api-token': h.project.prod.apiToken, 'x-svc-access-token': h.accessToken },
    );
    expect(wrongEnv.status).to.equal(401);
  });
});
