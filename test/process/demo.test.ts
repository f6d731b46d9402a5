import { expect } from 'chai';
import { ensureBuilt, runCompiled, testProcessEnv, type CompiledProcess } from '../support/compiled-process.js';

describe('plugboard demo (compiled, as `npm run demo` runs it)', function () {
  this.timeout(240_000);
  let demo: CompiledProcess | undefined;

  before(() => {
    ensureBuilt();
  });
  after(async () => {
    await demo?.stop();
  });

  it('prints a dashboard address and a token that work, and its receiver prints a signed event it verified', async () => {
    // Private webhook targets are not allowed in this environment: the demo allows them for its own process.
    demo = runCompiled('cli/plugboard.js', ['demo'], testProcessEnv({ PLUGBOARD_ALLOW_PRIVATE_WEBHOOK_TARGETS: 'false' }));
    const [, dashboard] = await demo.waitFor(/Dashboard:\s+(http:\/\/\S+)/, 120_000);
    const [, token] = await demo.waitFor(/API token:\s+(pb_dev_\S+)/);
    const base = new URL(dashboard!).origin;

    expect((await fetch(dashboard!)).status).to.equal(200);
    const hooks = await fetch(`${base}/webhooks/list`, { method: 'POST', headers: { 'x-svc-api-token': token! } });
    expect(hooks.status).to.equal(200);
    const [hook] = ((await hooks.json()) as { webhooks: { url: string }[] }).webhooks;
    expect(hook?.url).to.match(/^http:\/\/127\.0\.0\.1:\d+\/events$/);

    // A connection printed with its access token answers with the API token beside it.
    const [, connectionId, accessToken] = await demo.waitFor(/ (conn_\S+)\s+access token (\S+)/);
    const find = await fetch(`${base}/api/connections/find`, {
      method: 'POST',
      headers: { 'x-svc-api-token': token!, 'x-svc-access-token': accessToken!, 'content-type': 'application/json' },
      body: JSON.stringify({ id: connectionId }),
    });
    expect(find.status, await find.clone().text()).to.equal(200);

    await demo.waitFor(/event\s+system\.webhook\.test\s+connection test\s+\(signature verified\)/, 60_000);
    expect(demo.output()).not.to.contain('SIGNATURE DID NOT VERIFY');
  });
});
