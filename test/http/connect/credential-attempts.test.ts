import { expect } from 'chai';
import { newSession, submitKeydialer } from '../../support/connect-http.js';
import { startConnectGateway } from '../../support/connect-gateway.js';
import { REFUSED_PASSWORD, startFakeOAuthProvider } from '../../support/fake-tools/fake-oauth-provider.js';
import { seedProject } from '../../support/seed.js';
import type { TestGateway } from '../../support/start-gateway.js';

/** Each credential attempt in the modal is a request to the tool's verify endpoint, made for whoever holds the session. */
describe('http: connect sessions bound credential attempts (per session, and in the environment budget)', function () {
  this.timeout(90_000);
  let provider: Awaited<ReturnType<typeof startFakeOAuthProvider>>;
  const gateways: TestGateway[] = [];

  before(async () => {
    provider = await startFakeOAuthProvider({ clients: {} });
  });
  after(async () => {
    for (const gw of gateways) await gw.close();
    await provider?.close();
  });

  it('a session makes PLUGBOARD_CONNECT_MAX_ATTEMPTS attempts, then 429 CONNECT_ATTEMPTS_EXCEEDED and nothing reaches the tool', async () => {
    const gw = await startConnectGateway({ providerOrigin: provider.origin, env: { PLUGBOARD_CONNECT_MAX_ATTEMPTS: '3' } });
    gateways.push(gw);
    const p = await seedProject(gw.gateway.core);
    const token = await newSession(gw.url, p.dev.apiToken, { integrationId: 'keydialer' });
    const before = provider.pingRequests.length;
    for (let i = 0; i < 3; i++) {
      const res = await submitKeydialer(gw.url, token, 'api-id-1', REFUSED_PASSWORD);
      expect(res.status, res.text).to.equal(403);
      expect(res.body.error.code).to.equal('DOWNSTREAM_AUTH_FAILED');
    }
    for (const password of [REFUSED_PASSWORD, 'pw-secret-123']) {
      const res = await submitKeydialer(gw.url, token, 'api-id-1', password);
      expect(res.status, res.text).to.equal(429);
      expect(res.body.error.code).to.equal('CONNECT_ATTEMPTS_EXCEEDED');
      expect(res.body.error.details).to.deep.equal({ limit: 3 });
      expect(res.text).to.not.contain('pw-secret-123');
    }
    expect(provider.pingRequests.length - before).to.equal(3);
    // A new session starts again (the end user can still connect).
    const fresh = await newSession(gw.url, p.dev.apiToken, { integrationId: 'keydialer' });
    expect((await submitKeydialer(gw.url, fresh)).status).to.equal(200);
  });

  it("attempts count in the environment's request budget: past it 429 RATE_LIMITED with Retry-After, before the tool is asked", async () => {
    const gw = await startConnectGateway({
      providerOrigin: provider.origin,
      env: { PLUGBOARD_RATE_LIMIT_PER_MINUTE: '6', PLUGBOARD_CONNECT_MAX_ATTEMPTS: '1000' },
    });
    gateways.push(gw);
    const p = await seedProject(gw.gateway.core);
    const token = await newSession(gw.url, p.dev.apiToken, { integrationId: 'keydialer' }); // 1 of the budget
    const before = provider.pingRequests.length;
    let limited: Awaited<ReturnType<typeof submitKeydialer>> | undefined;
    let made = 0;
    // Counting is written to the store after each admitted request: a few may pass while it is in flight, never many.
    for (; made < 20 && !limited; made++) {
      const res = await submitKeydialer(gw.url, token, 'api-id-1', REFUSED_PASSWORD);
      if (res.status === 429) limited = res;
      else expect(res.status, res.text).to.equal(403);
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(limited, 'no 429 after 20 attempts').to.not.equal(undefined);
    expect(limited!.body.error.code).to.equal('RATE_LIMITED');
    expect(Number(limited!.headers.get('retry-after'))).to.be.greaterThan(0);
    expect(provider.pingRequests.length - before).to.equal(made - 1);
    expect(made - 1).to.be.at.most(7);
    // The environment's API calls share the same budget.
    const api = await newSession(gw.url, p.dev.apiToken, { integrationId: 'keydialer' }).catch((e: unknown) => String(e));
    expect(api).to.match(/429/);
  });
});
