import { expect } from 'chai';
import { COLLECTIONS } from '../../src/store/collections.js';
import { ensureBuilt, runCompiled, testProcessEnv } from '../support/compiled-process.js';
import { FakeRingCentral } from '../support/fake-tools/fake-ringcentral.js';
import { seedConnection, seedProject } from '../support/seed.js';
import { startTestGateway } from '../support/start-gateway.js';

const CLIENT = { clientId: 'rc-client-id', clientSecret: 'rc-client-secret' };

/**
 * Incident response from the command line: `admin connections revoke-all` first prints what it would end (exit 3,
 * nothing ended), refuses a confirmation that does not match (nothing ended), then ends every connection of the
 * integration as a delete does: the grant revoked at the (fake) RingCentral, the credentials erased; a report per
 * outcome. Then the rest of the environment (an API-key style HubSpot token: nothing to revoke at the tool).
 */
describe('plugboard admin connections revoke-all (compiled): bulk revocation with a confirmation and a report', function () {
  this.timeout(180_000);
  before(() => {
    ensureBuilt();
  });

  it('plans, refuses a wrong count, revokes one integration, then the rest, reporting each outcome', async () => {
    const rc = await new FakeRingCentral(CLIENT).start();
    const hosts = JSON.stringify({ ringcentral: { api: rc.origin, authorize: rc.origin, token: rc.origin } });
    const apps = JSON.stringify({ ringcentral: CLIENT });
    const env = testProcessEnv({ PLUGBOARD_CONNECTOR_HOSTS: hosts, PLUGBOARD_OAUTH_APPS: apps });
    const gw = await startTestGateway({ MONGODB_DB: env.MONGODB_DB!, PLUGBOARD_CONNECTOR_HOSTS: hosts, PLUGBOARD_OAUTH_APPS: apps });
    const run = async (args: string[]) => {
      const p = runCompiled('cli/plugboard.js', ['admin', 'connections', 'revoke-all', ...args], env);
      return { code: await p.exited(), output: p.output() };
    };
    try {
      const acme = await seedProject(gw.gateway.core, 'Acme');
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
      const scope = ['--project', acme.projectId, '--env', 'development'];
      const count = () =>
        gw.gateway.core.database.db.collection(COLLECTIONS.connections).countDocuments({ environmentId: acme.dev.env.id });

      const plan = await run(scope);
      expect(plan.code, plan.output).to.equal(3);
      expect(JSON.parse(plan.output)).to.deep.include({
        total: 3,
        byIntegration: { ringcentral: 2, hubspot: 1 },
        ended: false,
        confirmWith: '--confirm 3',
      });
      expect(await count()).to.equal(3);

      const wrong = await run([...scope, '--integration', 'ringcentral', '--confirm', '3']);
      expect(wrong.code, wrong.output).to.equal(1);
      expect(wrong.output).to.contain('CONFLICT').and.contain('nothing was ended');
      expect(await count()).to.equal(3);
      expect(rc.oauth.revokeRequests).to.have.length(0);

      const done = await run([...scope, '--integration', 'ringcentral', '--confirm', '2']);
      expect(done.code, done.output).to.equal(0);
      const report = JSON.parse(done.output) as { total: number; outcomes: Record<string, number>; failed: unknown[]; ended: boolean };
      expect(report).to.deep.include({
        total: 2,
        ended: true,
        failed: [],
        outcomes: { revoked: 2, not_supported: 0, retrying: 0, abandoned: 0 },
      });
      expect(rc.oauth.revokeRequests.map((r) => r.form.token).sort()).to.deep.equal(grants.map((g) => g.refreshToken).sort());
      for (const g of grants) expect(rc.oauth.isLive(g.accessToken)).to.equal(false);
      expect(await count()).to.equal(1);

      const rest = await run([...scope, '--confirm', '1']);
      expect(rest.code, rest.output).to.equal(0);
      expect(JSON.parse(rest.output)).to.deep.include({ total: 1, outcomes: { revoked: 0, not_supported: 1, retrying: 0, abandoned: 0 } });
      expect(await count()).to.equal(0);
      expect(done.output + rest.output).not.to.contain(grants[0]!.refreshToken);
    } finally {
      await gw.close();
      await rc.server.stop();
    }
  });
});
