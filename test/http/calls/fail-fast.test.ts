import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'chai';
import { connectTool, type ToolHarness } from '../unified/support.js';

/**
 * A tool that answers every request 429 with `Retry-After: 1`, behind the real HubSpot manifest (429 retried).
 * `Plugboard-Retry: none` asks the tool once and answers at once; without it the gateway waits and retries, within
 * PLUGBOARD_DOWNSTREAM_DEADLINE_MS.
 */
describe('http: Plugboard-Retry: none fails fast on a rate-limited tool', function () {
  this.timeout(60_000);
  let tool: http.Server;
  let received = 0;
  let h: ToolHarness;

  before(async () => {
    tool = http.createServer((req, res) => {
      received++;
      req.resume();
      res.writeHead(429, { 'content-type': 'application/json', 'retry-after': '3' });
      res.end(JSON.stringify({ status: 'error', message: 'You have reached your secondly limit.', category: 'RATE_LIMITS' }));
    });
    await new Promise<void>((resolve) => tool.listen(0, '127.0.0.1', resolve));
    h = await connectTool({
      integrationId: 'hubspot',
      origin: `http://127.0.0.1:${(tool.address() as AddressInfo).port}`,
      authMethodId: 'private_app',
      credentials: { type: 'bearer', token: 'pat-na1-limited' },
      env: { PLUGBOARD_DOWNSTREAM_DEADLINE_MS: '5000' },
    });
  });
  after(async () => {
    await h?.close();
    tool?.closeAllConnections();
    await new Promise((resolve) => tool.close(resolve));
  });

  it('a unified call: 429 RATE_LIMITED after one request to the tool, without waiting for Retry-After (3 s)', async () => {
    received = 0;
    const started = Date.now();
    const res = await h.api('/api/unifications/crm/contacts/list', {}, { 'plugboard-retry': 'none' });
    const held = Date.now() - started;
    expect(res.status, res.text).to.equal(429);
    expect(res.body.error.code).to.equal('RATE_LIMITED');
    expect(received, 'requests the tool got').to.equal(1);
    expect(held, 'ms the caller was held').to.be.below(2_500);
  });

  it("a passthrough call: the tool's own 429 answered at once", async () => {
    received = 0;
    const res = await h.api('/api/passthrough', { method: 'GET', path: '/crm/v3/objects/contacts' }, { 'plugboard-retry': 'none' });
    expect(res.status, res.text).to.equal(200);
    expect(res.body.result.$native.status).to.equal(429);
    expect(received).to.equal(1);
  });

  it('without the header the gateway waits for Retry-After and retries (more than one request)', async () => {
    received = 0;
    const res = await h.api('/api/unifications/crm/contacts/list', {});
    expect(res.status, res.text).to.equal(429);
    expect(received).to.be.greaterThan(1);
  });
});
