import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'chai';
import { connectTool, type ToolHarness } from '../unified/support.js';

/**
 * A tool that hangs (a loopback server that reads each request and never answers) behind the real HubSpot manifest
 * (30 s per attempt, 4 attempts): the caller gets its 504 when PLUGBOARD_DOWNSTREAM_DEADLINE_MS runs out, after one
 * request, instead of being held timeout x attempts (122 s measured before the deadline existed).
 */
describe('http: a hanging tool holds the caller no longer than the downstream deadline', function () {
  this.timeout(60_000);
  let tool: http.Server;
  let received = 0;
  let h: ToolHarness;

  before(async () => {
    tool = http.createServer(() => {
      received++;
    });
    await new Promise<void>((resolve) => tool.listen(0, '127.0.0.1', resolve));
    h = await connectTool({
      integrationId: 'hubspot',
      origin: `http://127.0.0.1:${(tool.address() as AddressInfo).port}`,
      authMethodId: 'private_app',
      credentials: { type: 'bearer', token: 'pat-na1-hanging' },
      env: { PLUGBOARD_DOWNSTREAM_DEADLINE_MS: '2000' },
    });
  });
  after(async () => {
    await h?.close();
    tool?.closeAllConnections();
    await new Promise((resolve) => tool.close(resolve));
  });

  it('answers 504 DOWNSTREAM_TIMEOUT at the deadline, having asked the tool once', async () => {
    const started = Date.now();
    const res = await h.api('/api/passthrough', { method: 'GET', path: '/crm/v3/objects/contacts' });
    const held = Date.now() - started;
    expect(res.status, res.text).to.equal(504);
    expect(res.body.error.code).to.equal('DOWNSTREAM_TIMEOUT');
    expect(held, 'ms the caller was held').to.be.within(1_900, 6_000);
    expect(received, 'requests the tool got').to.equal(1);
  });
});
