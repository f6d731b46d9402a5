import { expect } from 'chai';
import { ensureBuilt, runCompiled, testProcessEnv } from '../support/compiled-process.js';
import { call } from '../support/http-client.js';
import { seedProject } from '../support/seed.js';
import { startTestGateway } from '../support/start-gateway.js';

describe('plugboard admin sso (compiled): an operator sets, shows and removes a project’s single sign-on', function () {
  this.timeout(180_000);
  before(() => {
    ensureBuilt();
  });

  it('sets a provider with the secret from the environment (never printed), shows it, lists it on the sign-in page, removes it', async () => {
    const env = testProcessEnv();
    const gw = await startTestGateway({ MONGODB_DB: env.MONGODB_DB! });
    const secret = 'cli-client-secret-0123456789';
    const run = async (args: string[], extra: Record<string, string> = {}) => {
      const p = runCompiled('cli/plugboard.js', ['admin', 'sso', ...args], { ...env, ...extra });
      return { code: await p.exited(), output: p.output() };
    };
    try {
      const acme = await seedProject(gw.gateway.core, 'Acme');
      const base = ['--project', acme.projectId, '--display-name', 'Okta', '--issuer', 'https://acme.okta.com', '--client-id', '0oa1'];
      const first = await run(['set', ...base]);
      expect(first.code, first.output).to.equal(1);
      expect(first.output).to.contain('clientSecret is required');
      const set = await run(['set', ...base, '--allowed-domains', 'acme.com,Example.org'], { PLUGBOARD_SSO_CLIENT_SECRET: secret });
      expect(set.code, set.output).to.equal(0);
      expect(set.output).not.to.contain(secret);
      const shown = await run(['show', '--project', acme.projectId]);
      expect(shown.code, shown.output).to.equal(0);
      const view = JSON.parse(shown.output) as { redirectUri: string; settings: Record<string, unknown> };
      expect(view.redirectUri).to.match(/\/dashboard\/sso\/callback$/);
      expect(view.settings).to.deep.include({
        issuer: 'https://acme.okta.com',
        clientSecretSet: true,
        allowedDomains: ['acme.com', 'example.org'],
      });
      expect(shown.output).not.to.contain(secret);
      const listed = await call(gw.url, 'GET', '/dashboard/api/sso/providers');
      expect(listed.body.providers.map((p: { displayName: string }) => p.displayName)).to.deep.equal(['Okta']);
      const removed = await run(['remove', '--project', acme.projectId]);
      expect(removed.code, removed.output).to.equal(0);
      expect((await call(gw.url, 'GET', '/dashboard/api/sso/providers')).body.providers).to.deep.equal([]);
      const trail = await gw.gateway.core.services.auditTrail.page({ environmentIds: [acme.dev.env.id], includeGlobal: false });
      expect(trail.entries.map((e) => `${e.action} ${e.actor.kind}`)).to.deep.equal([
        'ssoProvider.delete operator',
        'ssoProvider.update operator',
      ]);
      expect(JSON.stringify(trail)).not.to.contain(secret);
    } finally {
      await gw.close();
    }
  });
});
