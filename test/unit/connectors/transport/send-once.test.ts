import { expect } from 'chai';
import { got, RequestError, TimeoutError } from 'got';
import { leanGot, sendOnce } from '../../../../src/connectors/transport/lean-got.js';
import { FakeToolServer } from '../../../support/fake-tools/fake-tool-server.js';

/** sendOnce is every downstream exchange (API calls, token calls, webhook deliveries): got's stream API, read whole. */
describe('connectors/runtime: sendOnce (one exchange through got)', () => {
  let tool: FakeToolServer;
  const client = leanGot({ retry: { limit: 0 }, throwHttpErrors: false, followRedirect: false, timeout: { request: 2_000 } });

  before(async () => {
    tool = await new FakeToolServer(async (req) => {
      if (req.path === '/slow') await new Promise((r) => setTimeout(r, 500));
      if (req.path === '/missing') return { status: 404, json: { error: 'no such thing' } };
      if (req.path === '/moved') return { status: 302, headers: { location: 'http://127.0.0.1:1/elsewhere' } };
      return { json: { method: req.method, got: req.body, type: req.headers['content-type'] ?? null, caf: 'café' } };
    }).start();
  });
  after(() => tool.stop());
  beforeEach(() => {
    tool.requests.length = 0;
  });

  it('GET: status, headers and the body as UTF-8 text', async () => {
    const answer = await sendOnce(client, `${tool.origin}/things?x=1`, { method: 'GET', headers: { accept: 'application/json' } });
    expect(answer.statusCode).to.equal(200);
    expect(answer.headers['content-type']).to.match(/^application\/json/);
    expect(JSON.parse(answer.body)).to.deep.equal({ method: 'GET', got: '', type: null, caf: 'café' });
    expect(tool.requests[0]).to.include({ method: 'GET', path: '/things' });
    expect(tool.requests[0]!.query).to.deep.equal({ x: '1' });
  });

  it('a POST, PATCH, DELETE or PUT without a body is sent and answered (the stream is ended, not left waiting)', async () => {
    for (const method of ['POST', 'PATCH', 'DELETE', 'PUT']) {
      const answer = await sendOnce(client, `${tool.origin}/things`, { method });
      expect(JSON.parse(answer.body)).to.include({ method, got: '' });
    }
    expect(tool.requests.map((r) => r.method)).to.deep.equal(['POST', 'PATCH', 'DELETE', 'PUT']);
  });

  it('sends a json, a form or a raw body with its content type', async () => {
    const json = await sendOnce(client, `${tool.origin}/a`, { method: 'POST', json: { a: 1 } });
    expect(JSON.parse(json.body)).to.include({ got: '{"a":1}', type: 'application/json' });
    const form = await sendOnce(client, `${tool.origin}/b`, { method: 'POST', form: { grant_type: 'refresh_token', x: 'a b' } });
    expect(JSON.parse(form.body)).to.include({ got: 'grant_type=refresh_token&x=a+b', type: 'application/x-www-form-urlencoded' });
    const raw = await sendOnce(client, `${tool.origin}/c`, { method: 'POST', body: 'hello', headers: { 'content-type': 'text/plain' } });
    expect(JSON.parse(raw.body)).to.include({ got: 'hello', type: 'text/plain' });
  });

  it('answers error statuses and redirects as they are (the callers decide), without following them', async () => {
    const missing = await sendOnce(client, `${tool.origin}/missing`, { method: 'GET' });
    expect(missing.statusCode).to.equal(404);
    expect(JSON.parse(missing.body)).to.deep.equal({ error: 'no such thing' });
    const moved = await sendOnce(client, `${tool.origin}/moved`, { method: 'GET' });
    expect(moved.statusCode).to.equal(302);
    expect(tool.requests.map((r) => r.path)).to.deep.equal(['/missing', '/moved']);
  });

  it("rejects with got's errors: a refused connection is a RequestError ECONNREFUSED, a slow answer a TimeoutError", async () => {
    const refused = await sendOnce(client, 'http://127.0.0.1:1/x', { method: 'GET' }).then(
      () => expect.fail('should fail'),
      (e: unknown) => e,
    );
    expect(refused).to.be.instanceOf(RequestError);
    expect((refused as RequestError).code).to.equal('ECONNREFUSED');
    const slow = await sendOnce(client, `${tool.origin}/slow`, { method: 'GET', timeout: { request: 100 } }).then(
      () => expect.fail('should time out'),
      (e: unknown) => e,
    );
    expect(slow).to.be.instanceOf(TimeoutError);
  });

  it("leanGot with sendOnce sends what got's own client sends and reads the same answer (got is pinned: lean-got.ts empties its cache options)", async () => {
    const options = { retry: { limit: 0 }, throwHttpErrors: false, followRedirect: false, timeout: { request: 2_000 } } as const;
    const plain = got.extend(options);
    const sends = [
      { method: 'GET', url: '/things?x=1&y=a%20b', headers: { accept: 'application/json', 'x-custom': 'v' } },
      { method: 'POST', url: '/a', json: { a: 1, b: [true, null] } },
      { method: 'PUT', url: '/b', form: { grant_type: 'refresh_token', x: 'a b' } },
      { method: 'PATCH', url: '/c', body: 'hello', headers: { 'content-type': 'text/plain' } },
      { method: 'DELETE', url: '/missing' },
    ] as const;
    for (const { url, ...send } of sends) {
      const lean = await sendOnce(client, `${tool.origin}${url}`, send);
      const viaLean = tool.requests.pop()!;
      const own = await plain(`${tool.origin}${url}`, { ...send, method: send.method as 'GET' });
      const viaOwn = tool.requests.pop()!;
      // got's promise client sends the same request (headers, in the same order, and body) ...
      expect(viaLean.method).to.equal(viaOwn.method);
      expect(viaLean.path).to.equal(viaOwn.path);
      expect(viaLean.query).to.deep.equal(viaOwn.query);
      expect(viaLean.body).to.deep.equal(viaOwn.body);
      expect(Object.entries(viaLean.headers)).to.deep.equal(Object.entries(viaOwn.headers));
      // ... and reads the same answer.
      expect(lean.statusCode).to.equal(own.statusCode);
      expect(lean.body).to.equal(own.body);
    }
  });
});
