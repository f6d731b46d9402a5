import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { expect } from 'chai';
import { PACKAGE_ROOT as REPO_ROOT } from '../../../src/config/package-root.js';
import { COLLECTIONS } from '../../../src/store/collections.js';
import { call, post } from '../../support/http-client.js';
import { seedConnection, seedProject, type SeededProject } from '../../support/seed.js';
import { startTestGateway, type TestGateway } from '../../support/start-gateway.js';

/** A tool on loopback that records every request and answers with credential-bearing headers among others. */
async function startTool() {
  const requests: { method: string; url: string }[] = [];
  const server = http.createServer((req, res) => {
    requests.push({ method: req.method!, url: req.url! });
    req.resume();
    req.on('end', () => {
      res.setHeader('set-cookie', ['session=tool-session-secret; HttpOnly']);
      res.setHeader('www-authenticate', 'Bearer realm="tool"');
      res.setHeader('x-csrf-token', 'tool-csrf-secret');
      res.setHeader('x-ratelimit-remaining', '99');
      res.setHeader('content-type', 'application/json');
      res.end('{"ok":true}');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () => new Promise<void>((r) => (server.closeAllConnections(), server.close(() => r()))),
  };
}

/** Sends raw bytes (or headers) over node:http, so the test controls exactly what reaches the gateway. */
function rawRequest(url: string, opts: { path: string; headers?: Record<string, string>; body?: Buffer }) {
  return new Promise<{ status: number; body: any; contentType: string }>((resolve, reject) => {
    const req = http.request(`${url}${opts.path}`, { method: 'POST', headers: opts.headers, maxHeaderSize: 1 << 20 }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () =>
        resolve({ status: res.statusCode!, contentType: String(res.headers['content-type']), body: text ? JSON.parse(text) : undefined }),
      );
    });
    req.on('error', reject);
    req.end(opts.body);
  });
}

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

describe('http: input edge cases are clear 4xx in the error shape, and nothing is stored or forwarded', function () {
  this.timeout(120_000);
  let gw: TestGateway;
  let tool: Awaited<ReturnType<typeof startTool>>;
  let project: SeededProject;
  let api: Record<string, string>;
  let both: Record<string, string>;

  before(async () => {
    tool = await startTool();
    gw = await startTestGateway({
      PLUGBOARD_CONNECTORS_DIR: path.join(REPO_ROOT, 'test/fixtures/connect-connectors'),
      PLUGBOARD_CONNECTOR_HOSTS: JSON.stringify({ keydialer: { api: tool.origin } }),
    });
    project = await seedProject(gw.gateway.core);
    api = { 'x-svc-api-token': project.dev.apiToken };
    const conn = await seedConnection(gw.gateway.core, project.dev.env, {
      integrationId: 'keydialer',
      authMethodId: 'basic',
      credentials: { type: 'basic', username: 'u', password: 'p' },
    });
    both = { ...api, 'x-svc-access-token': conn.accessToken };
  });
  after(async () => {
    await gw?.close();
    await tool?.close();
  });

  const sessions = () =>
    gw.gateway.core.database.db.collection(COLLECTIONS.authSessions).countDocuments({ environmentId: project.dev.env.id });
  const webhooks = () => gw.gateway.core.database.db.collection(COLLECTIONS.webhooks).countDocuments({ environmentId: project.dev.env.id });

  for (const key of ['a.b', '$where', 'nul\u0000key', '$', '__proto__']) {
    it(`session-token: sync object key ${JSON.stringify(key)} (a stored field name) is a 400, no session stored`, async () => {
      const before = await sessions();
      const raw = `{"connection":{"sync":{"objects":{${JSON.stringify(key)}:true}}}}`;
      const res = await call(gw.url, 'POST', '/api/auth/session-token', { raw, headers: { ...api, 'content-type': 'application/json' } });
      expect(res.status, res.text).to.equal(400);
      expect(res.body.error.code).to.equal('VALIDATION_FAILED');
      expect(await sessions()).to.equal(before);
    });
  }

  it('session-token: plain object names are still accepted', async () => {
    const res = await post(
      gw.url,
      '/api/auth/session-token',
      { connection: { sync: { objects: { contacts: true, crm_notes: false } } } },
      api,
    );
    expect(res.status, res.text).to.equal(200);
  });

  it('passthrough: JSON nested 10,000 deep in `json` is a 400 before any downstream call (not a 503 after retries)', async () => {
    const before = tool.requests.length;
    const started = Date.now();
    const raw = `{"method":"POST","path":"/v1/things","json":${nested(10_000)}}`;
    const res = await call(gw.url, 'POST', '/api/passthrough', { raw, headers: { ...both, 'content-type': 'application/json' } });
    expect(res.status, res.text).to.equal(400);
    expect(res.body.error.code).to.equal('VALIDATION_FAILED');
    expect(res.body.error.details[0].rule).to.equal('maxDepth');
    expect(res.body.error.message).to.contain('64');
    expect(Date.now() - started).to.be.lessThan(3_000);
    expect(tool.requests.length).to.equal(before);
  });

  it("unified create: JSON nested 10,000 deep in a contact's `additional` is the same 400", async () => {
    const raw = `{"contact":{"firstName":"A","additional":{"deep":${nested(10_000)}}}}`;
    const res = await call(gw.url, 'POST', '/api/unifications/crm/contacts/create', {
      raw,
      headers: { ...both, 'content-type': 'application/json' },
    });
    expect(res.status, res.text).to.equal(400);
    expect(res.body.error.details[0].rule).to.equal('maxDepth');
  });

  it('nesting up to the documented depth is accepted (passthrough forwards it)', async () => {
    const before = tool.requests.length;
    const raw = `{"method":"POST","path":"/v1/things","json":${nested(60)}}`;
    const res = await call(gw.url, 'POST', '/api/passthrough', { raw, headers: { ...both, 'content-type': 'application/json' } });
    expect(res.status, res.text).to.equal(200);
    expect(tool.requests.length).to.equal(before + 1);
  });

  it('a JSON string as the whole body ("{}") is parsed once and refused where an object is wanted', async () => {
    for (const raw of ['"{}"', '"{\\"url\\":\\"https://hooks.example.com/x\\"}"', '5', 'true', 'null']) {
      const res = await call(gw.url, 'POST', '/webhooks/create', { raw, headers: { ...api, 'content-type': 'application/json' } });
      expect(res.status, raw).to.equal(400);
      expect(res.body.error.code).to.equal('VALIDATION_FAILED');
      expect(res.body.error.details[0]).to.include({ field: 'body', rule: 'type' });
    }
    const list = await call(gw.url, 'POST', '/webhooks/list', { raw: '"{}"', headers: { ...api, 'content-type': 'application/json' } });
    expect(list.status).to.equal(400);
    expect(await webhooks()).to.equal(0);
  });

  it('invalid UTF-8 inside a JSON string is refused (not replaced and forwarded)', async () => {
    const before = tool.requests.length;
    const bytes = Buffer.concat([
      Buffer.from('{"method":"POST","path":"/v1/things","json":{"name":"caf'),
      Buffer.from([0xc3, 0x28]),
      Buffer.from('"}}'),
    ]);
    const res = await rawRequest(gw.url, {
      path: '/api/passthrough',
      headers: { ...both, 'content-type': 'application/json' },
      body: bytes,
    });
    expect(res.status).to.equal(400);
    expect(res.body.error.code).to.equal('MALFORMED_JSON');
    expect(tool.requests.length).to.equal(before);
    const hook = Buffer.concat([Buffer.from('{"url":"https://hooks.example.com/'), Buffer.from([0xff, 0xfe]), Buffer.from('"}')]);
    const created = await rawRequest(gw.url, {
      path: '/webhooks/create',
      headers: { ...api, 'content-type': 'application/json' },
      body: hook,
    });
    expect(created.status).to.equal(400);
    expect(await webhooks()).to.equal(0);
  });

  for (const key of ['__proto__', 'constructor']) {
    it(`passthrough: a query key ${key} is refused, not silently dropped`, async () => {
      const before = tool.requests.length;
      const raw = `{"method":"GET","path":"/v1/things","query":{"${key}":"x","limit":5}}`;
      const res = await call(gw.url, 'POST', '/api/passthrough', { raw, headers: { ...both, 'content-type': 'application/json' } });
      expect(res.status, res.text).to.equal(400);
      expect(res.body.error.code).to.equal('VALIDATION_FAILED');
      expect(res.body.error.details[0]).to.include({ field: `body.query.${key}`, rule: 'key' });
      expect(tool.requests.length).to.equal(before);
    });
  }

  it('passthrough: $native.headers drops set-cookie and other credential-bearing headers of the tool', async () => {
    const res = await post(gw.url, '/api/passthrough', { method: 'GET', path: '/v1/things' }, both);
    expect(res.status, res.text).to.equal(200);
    const headers = res.body.result.$native.headers;
    expect(headers).to.include({ 'x-ratelimit-remaining': '99' });
    for (const h of ['set-cookie', 'www-authenticate', 'x-csrf-token']) expect(headers).not.to.have.property(h);
    expect(res.text).not.to.contain('tool-session-secret');
  });

  for (const size of [16 * 1024, 64 * 1024, 200 * 1024]) {
    it(`request headers of ${size / 1024} KiB get 431 REQUEST_HEADER_TOO_LARGE in the error shape`, async () => {
      const res = await rawRequest(gw.url, {
        path: '/webhooks/list',
        headers: { ...api, 'content-type': 'application/json', 'x-filler': 'a'.repeat(size) },
        body: Buffer.from('{}'),
      });
      expect(res.status).to.equal(431);
      expect(res.contentType).to.contain('application/json');
      expect(res.body.error.code).to.equal('REQUEST_HEADER_TOO_LARGE');
    });
  }

  it('headers under the limit pass', async () => {
    const res = await rawRequest(gw.url, {
      path: '/webhooks/list',
      headers: { ...api, 'content-type': 'application/json', 'x-filler': 'a'.repeat(8 * 1024) },
      body: Buffer.from('{}'),
    });
    expect(res.status).to.equal(200);
  });
});
