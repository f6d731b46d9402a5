import { expect } from 'chai';
import { newSession, sessionHeaders } from '../../support/connect-http.js';
import { startConnectGateway } from '../../support/connect-gateway.js';
import { startFakeOAuthProvider } from '../../support/fake-tools/fake-oauth-provider.js';
import { post } from '../../support/http-client.js';
import { seedProject } from '../../support/seed.js';
import type { TestGateway } from '../../support/start-gateway.js';

describe('http: OAuth apps per environment are capped, and the ambiguity error names only a few', () => {
  let gw: TestGateway;
  let provider: Awaited<ReturnType<typeof startFakeOAuthProvider>>;

  before(async function () {
    this.timeout(120_000);
    provider = await startFakeOAuthProvider({ clients: {} });
    gw = await startConnectGateway({ providerOrigin: provider.origin, env: { PLUGBOARD_MAX_OAUTH_APPS: '8' } });
  });
  after(async () => {
    await gw?.close();
    await provider?.close();
  });

  it('refuses the app past the quota with 403 QUOTA_EXCEEDED and stores nothing; OAUTH_APP_AMBIGUOUS lists 5 ids of 8', async () => {
    const p = await seedProject(gw.gateway.core);
    const api = { 'x-svc-api-token': p.dev.apiToken };
    const create = (i: number) =>
      post(gw.url, '/api/auth/oauth-apps/create', { integrationId: 'oauthcrm', clientId: `c${i}`, clientSecret: `secret-value-${i}` }, api);
    for (let i = 0; i < 8; i++) expect((await create(i)).status).to.equal(200);
    const over = await create(8);
    expect(over.status, over.text).to.equal(403);
    expect(over.body.error).to.deep.include({ code: 'QUOTA_EXCEEDED', details: { limit: 8 } });
    const listed = await post(gw.url, '/api/auth/oauth-apps/list', {}, api);
    expect(listed.body.result.oauthApps).to.have.length(8);
    // Another environment has its own quota.
    const prod = { 'x-svc-api-token': p.prod.apiToken };
    expect(
      (
        await post(
          gw.url,
          '/api/auth/oauth-apps/create',
          { integrationId: 'oauthcrm', clientId: 'p', clientSecret: 'secret-value-p' },
          prod,
        )
      ).status,
    ).to.equal(200);

    const ambiguous = await newSession(gw.url, p.dev.apiToken, { integrationId: 'oauthcrm' });
    const view = await post(gw.url, '/api/connect/session', {}, sessionHeaders(ambiguous));
    expect(view.status).to.equal(409);
    expect(view.body.error.code).to.equal('OAUTH_APP_AMBIGUOUS');
    expect(view.body.error.details.count).to.equal(8);
    expect(view.body.error.details.oauthAppIds).to.have.length(5);
    expect(view.body.error.message).to.contain('8 OAuth apps');
  });
});
