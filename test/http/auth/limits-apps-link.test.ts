import { expect } from 'chai';
import { newSession, sessionHeaders, startOAuth, submitKeydialer } from '../../support/connect-http.js';
import { startConnectGateway } from '../../support/connect-gateway.js';
import { startFakeOAuthProvider } from '../../support/fake-tools/fake-oauth-provider.js';
import { post } from '../../support/http-client.js';
import { seedConnection, seedProject } from '../../support/seed.js';
import type { TestGateway } from '../../support/start-gateway.js';

describe('http: connection limit, OAuth app selection, older link flow', () => {
  let gw: TestGateway;
  let provider: Awaited<ReturnType<typeof startFakeOAuthProvider>>;

  before(async function () {
    this.timeout(60_000);
    provider = await startFakeOAuthProvider({ clients: {} });
    gw = await startConnectGateway({ providerOrigin: provider.origin });
  });
  after(async () => {
    await gw?.close();
    await provider?.close();
  });

  const creds = { type: 'basic', username: 'u', password: 'p' };

  it('refuses the sixth development connection with CONNECTION_LIMIT_REACHED; production has no limit', async () => {
    const p = await seedProject(gw.gateway.core);
    for (let i = 0; i < 5; i++)
      await seedConnection(gw.gateway.core, p.dev.env, { integrationId: 'keydialer', authMethodId: 'basic', credentials: creds });
    const token = await newSession(gw.url, p.dev.apiToken, { integrationId: 'keydialer' });
    const sixth = await submitKeydialer(gw.url, token);
    expect(sixth.status).to.equal(403);
    expect(sixth.body.error.code).to.equal('CONNECTION_LIMIT_REACHED');
    const status = await post(gw.url, '/api/connect/status', {}, sessionHeaders(token));
    expect(status.body.result).to.deep.include({ status: 'failed' });
    expect(status.body.result.error.code).to.equal('CONNECTION_LIMIT_REACHED');

    for (let i = 0; i < 5; i++)
      await seedConnection(gw.gateway.core, p.prod.env, { integrationId: 'keydialer', authMethodId: 'basic', credentials: creds });
    const prodToken = await newSession(gw.url, p.prod.apiToken, { integrationId: 'keydialer' });
    expect((await submitKeydialer(gw.url, prodToken)).status).to.equal(200);
    const ex = await post(gw.url, '/api/auth/access-token', {}, { 'x-svc-api-token': p.prod.apiToken, ...sessionHeaders(prodToken) });
    expect(ex.status).to.equal(200);
    const list = await post(
      gw.url,
      '/api/connections/list',
      {},
      { 'x-svc-api-token': p.prod.apiToken, 'x-svc-access-token': ex.body.result.accessToken },
    );
    expect(list.body.result.connections).to.have.length(6);
  });

  it('checks form credentials and inputs against the manifest, and connects one account per session', async () => {
    const p = await seedProject(gw.gateway.core);
    const token = await newSession(gw.url, p.dev.apiToken, { integrationId: 'keydialer' });
    const bad = await post(
      gw.url,
      '/api/connect/credentials',
      { integrationId: 'keydialer', authMethodId: 'basic', credentials: { username: 'x' }, inputs: { region: 'EUROPE' } },
      sessionHeaders(token),
    );
    expect(bad.status).to.equal(400);
    expect(bad.body.error.details.map((d: { field: string }) => d.field)).to.have.members([
      'body.credentials.password',
      'body.inputs.region',
    ]);
    expect((await submitKeydialer(gw.url, token)).status).to.equal(200);
    const second = await submitKeydialer(gw.url, token);
    expect(second.status).to.equal(409);
    expect(second.body.error.code).to.equal('CONFLICT');
  });

  it('selects the OAuth app: the only one, the one asked for, ambiguity, none', async () => {
    const p = await seedProject(gw.gateway.core);
    const api = { 'x-svc-api-token': p.dev.apiToken };
    const none = await startOAuth(gw.url, await newSession(gw.url, p.dev.apiToken, { integrationId: 'oauthcrm' }));
    expect(none.status).to.equal(409);
    expect(none.body.error.code).to.equal('CONFLICT');
    expect(none.body.error.message).to.contain('No OAuth app');

    const one = await post(
      gw.url,
      '/api/auth/oauth-apps/create',
      { integrationId: 'oauthcrm', clientId: 'first', clientSecret: 'first-client-secret-value', scopes: ['only.this'] },
      api,
    );
    expect(one.body.result.oauthApp).to.include({ redirectUri: `${gw.url}/api/auth/oauth-callback`, clientId: 'first' });
    const auto = await startOAuth(gw.url, await newSession(gw.url, p.dev.apiToken, { integrationId: 'oauthcrm' }));
    const autoUrl = new URL(auto.body.result.authorizeUrl);
    expect(autoUrl.searchParams.get('client_id')).to.equal('first');
    expect(autoUrl.searchParams.get('scope')).to.equal('only.this');

    const two = await post(
      gw.url,
      '/api/auth/oauth-apps/create',
      { integrationId: 'oauthcrm', clientId: 'second', clientSecret: 'second-client-secret-value' },
      api,
    );
    const ambiguous = await newSession(gw.url, p.dev.apiToken, { integrationId: 'oauthcrm' });
    const view = await post(gw.url, '/api/connect/session', {}, sessionHeaders(ambiguous));
    expect(view.status).to.equal(409);
    expect(view.body.error.code).to.equal('OAUTH_APP_AMBIGUOUS');
    expect((await startOAuth(gw.url, ambiguous)).body.error.code).to.equal('OAUTH_APP_AMBIGUOUS');

    const chosen = await newSession(gw.url, p.dev.apiToken, { integrationId: 'oauthcrm', oauthAppId: two.body.result.oauthApp.id });
    const chosenView = await post(gw.url, '/api/connect/session', {}, sessionHeaders(chosen));
    expect(chosenView.body.result.oauthAppId).to.equal(two.body.result.oauthApp.id);
    const started = await startOAuth(gw.url, chosen);
    const u = new URL(started.body.result.authorizeUrl);
    expect(u.searchParams.get('client_id')).to.equal('second');
    expect(u.searchParams.get('scope')).to.equal('contacts.read contacts.write');

    const listed = await post(gw.url, '/api/auth/oauth-apps/list', { integrationId: 'oauthcrm' }, api);
    expect(listed.body.result.oauthApps.map((x: { clientId: string }) => x.clientId)).to.deep.equal(['first', 'second']);
    expect(JSON.stringify(listed.body)).not.to.match(/client-secret-value|clientSecret/);
    const notOAuth = await post(
      gw.url,
      '/api/auth/oauth-apps/create',
      { integrationId: 'keydialer', clientId: 'x', clientSecret: 'y' },
      api,
    );
    expect(notOAuth.status).to.equal(400);
  });

  it('older interface: link token -> modal -> one-time publicToken -> /link/exchange', async () => {
    const p = await seedProject(gw.gateway.core);
    const other = await seedProject(gw.gateway.core);
    const link = await post(gw.url, '/link/token', {}, { 'svc-api-token': p.dev.apiToken });
    expect(link.status).to.equal(200);
    const linkToken = link.body.linkToken as string;
    expect(linkToken).to.match(/^pb_link_/);
    const view = await post(gw.url, '/api/connect/session', { integrationId: 'keydialer' }, sessionHeaders(linkToken));
    expect(view.body.result.status).to.equal('pending');
    expect((await submitKeydialer(gw.url, linkToken)).status).to.equal(200);
    const notViaSession = await post(
      gw.url,
      '/api/auth/access-token',
      {},
      { 'x-svc-api-token': p.dev.apiToken, ...sessionHeaders(linkToken) },
    );
    expect(notViaSession.status).to.equal(401);

    const first = await post(gw.url, '/api/connect/status', {}, sessionHeaders(linkToken));
    const publicToken = first.body.result.publicToken as string;
    expect(publicToken).to.match(/^pb_pub_/);
    const secondStatus = await post(gw.url, '/api/connect/status', {}, sessionHeaders(linkToken));
    expect(secondStatus.body.result).to.deep.equal({ status: 'authorized' });

    const foreign = await post(gw.url, '/link/exchange', { publicToken }, { 'svc-api-token': other.dev.apiToken });
    expect(foreign.status).to.equal(404);
    const ex = await post(gw.url, '/link/exchange', { publicToken }, { 'svc-api-token': p.dev.apiToken });
    expect(ex.status).to.equal(200);
    expect(ex.body).to.have.keys(['connectionId', 'accessToken', 'integrationId']);
    const again = await post(gw.url, '/link/exchange', { publicToken }, { 'svc-api-token': p.dev.apiToken });
    expect(again.status).to.equal(409);
    expect(again.body.error.code).to.equal('SESSION_TOKEN_CONSUMED');
  });
});
