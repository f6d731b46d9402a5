import { expect } from 'chai';
import { COLLECTIONS } from '../../../src/store/collections.js';
import { signIn } from '../../support/dashboard-client.js';
import { FakeRingCentral } from '../../support/fake-tools/fake-ringcentral.js';
import { call } from '../../support/http-client.js';
import { seedConnection, seedProject } from '../../support/seed.js';
import { startTestGateway, type TestGateway } from '../../support/start-gateway.js';

const CLIENT = { clientId: 'rc-client-id', clientSecret: 'rc-client-secret' };

/**
 * The dashboard's bulk revocation (the service `admin connections revoke-all` uses): a plan with the count, writes
 * only with the session's CSRF token, nothing ended when the confirmed count is not the current one, then a report
 * per connection; another environment's session cannot see or end these connections.
 */
describe('http: dashboard bulk revocation (plan, confirmation by count, report)', function () {
  this.timeout(180_000);
  let gw: TestGateway;
  let rc: FakeRingCentral;

  before(async () => {
    rc = await new FakeRingCentral(CLIENT).start();
    gw = await startTestGateway({
      PLUGBOARD_CONNECTOR_HOSTS: JSON.stringify({ ringcentral: { api: rc.origin, authorize: rc.origin, token: rc.origin } }),
      PLUGBOARD_OAUTH_APPS: JSON.stringify({ ringcentral: CLIENT }),
    });
  });
  after(async () => {
    await gw?.close();
    await rc?.server.stop();
  });

  it('plans, refuses without CSRF, from another environment or with a stale count, then ends and reports', async () => {
    const acme = await seedProject(gw.gateway.core, 'Acme');
    const globex = await seedProject(gw.gateway.core, 'Globex');
    const grants = [rc.oauth.issue(), rc.oauth.issue()];
    for (const g of grants)
      await seedConnection(gw.gateway.core, acme.dev.env, {
        integrationId: 'ringcentral',
        authMethodId: 'oauth',
        credentials: { type: 'oauth2', method: 'oauth', accessToken: g.accessToken, refreshToken: g.refreshToken },
      });
    await seedConnection(gw.gateway.core, acme.dev.env, {
      integrationId: 'hubspot',
      authMethodId: 'private_app',
      credentials: { type: 'bearer', token: 'pat-hubspot' },
    });
    const count = () => gw.gateway.core.database.db.collection(COLLECTIONS.connections).countDocuments({ environmentId: acme.dev.env.id });
    const base = `/environments/${acme.dev.env.id}/connections/revoke-all`;
    const c = await signIn(gw.url, acme.dev.apiToken);

    const plan = await c.get(base);
    expect(plan.status).to.equal(200);
    expect(plan.body).to.deep.equal({ integrationId: null, byIntegration: { ringcentral: 2, hubspot: 1 }, total: 3 });
    expect((await c.get(`${base}?integrationId=ringcentral`)).body).to.deep.include({ integrationId: 'ringcentral', total: 2 });

    const noCsrf = await call(gw.url, 'POST', `/dashboard/api${base}`, { headers: { cookie: c.cookie }, body: { confirmCount: 3 } });
    expect(noCsrf.status).to.equal(403);
    const other = await signIn(gw.url, globex.dev.apiToken);
    expect((await other.get(base)).status).to.equal(404);
    expect((await other.post(base, { confirmCount: 3 })).status).to.equal(404);
    expect((await c.post(base, { confirmCount: -1 })).status).to.equal(400);
    expect((await c.post(base, {})).status).to.equal(400);
    expect(await count()).to.equal(3);

    // A stale count (the plan said 3, one integration has 2): nothing ended.
    const stale = await c.post(base, { integrationId: 'ringcentral', confirmCount: 3 });
    expect(stale.status).to.equal(409);
    expect(stale.body.error).to.deep.include({ code: 'CONFLICT', details: { expected: 3, actual: 2 } });
    expect(await count()).to.equal(3);
    expect(rc.oauth.revokeRequests).to.have.length(0);

    const ended = await c.post(base, { integrationId: 'ringcentral', confirmCount: 2 });
    expect(ended.status).to.equal(200);
    expect(ended.body).to.deep.include({ integrationId: 'ringcentral', total: 2, failed: [] });
    expect(ended.body.outcomes).to.deep.equal({ revoked: 2, not_supported: 0, retrying: 0, abandoned: 0 });
    expect(ended.body.connections.map((x: { revocation: string }) => x.revocation)).to.deep.equal(['revoked', 'revoked']);
    expect(rc.oauth.revokeRequests.map((r) => r.form.token).sort()).to.deep.equal(grants.map((g) => g.refreshToken).sort());
    for (const g of grants) expect(rc.oauth.isLive(g.accessToken)).to.equal(false);
    expect(await count()).to.equal(1);

    const rest = await c.post(base, { confirmCount: 1 });
    expect(rest.status).to.equal(200);
    expect(rest.body.outcomes).to.deep.equal({ revoked: 0, not_supported: 1, retrying: 0, abandoned: 0 });
    expect(await count()).to.equal(0);
  });
});
