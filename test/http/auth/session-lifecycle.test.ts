import { expect } from 'chai';
import { COLLECTIONS } from '../../../src/store/collections.js';
import { consent, newSession, sessionHeaders, startOAuth, submitKeydialer } from '../../support/connect-http.js';
import { REFUSED_PASSWORD, startFakeOAuthProvider } from '../../support/fake-tools/fake-oauth-provider.js';
import { startConnectGateway } from '../../support/connect-gateway.js';
import { cookieAttributes, post } from '../../support/http-client.js';
import { seedConnection, seedProject, type SeededProject } from '../../support/seed.js';
import type { TestGateway } from '../../support/start-gateway.js';

describe('http: session token -> authorization -> exchange -> connections', () => {
  let gw: TestGateway;
  let provider: Awaited<ReturnType<typeof startFakeOAuthProvider>>;
  let a: SeededProject;
  let b: SeededProject;

  before(async function () {
    this.timeout(60_000);
    provider = await startFakeOAuthProvider({ clients: { 'own-client': 'own-secret' } });
    gw = await startConnectGateway({
      providerOrigin: provider.origin,
      env: { PLUGBOARD_OAUTH_APPS: JSON.stringify({ oauthcrm: { clientId: 'own-client', clientSecret: 'own-secret' } }) },
    });
    a = await seedProject(gw.gateway.core, 'A');
    b = await seedProject(gw.gateway.core, 'B');
  });
  after(async () => {
    await gw?.close();
    await provider?.close();
  });

  const api = (p: SeededProject) => ({ 'x-svc-api-token': p.dev.apiToken });
  const sessions = () => gw.gateway.core.database.db.collection(COLLECTIONS.authSessions);

  it('connects over OAuth with PKCE, stores credentials sealed, and exchanges the session token once', async () => {
    const token = await newSession(gw.url, a.dev.apiToken, {
      integrationId: 'oauthcrm',
      connection: { sync: { objects: { contacts: true } } },
    });
    const started = await startOAuth(gw.url, token);
    expect(started.status).to.equal(200);
    const authorize = new URL(started.body.result.authorizeUrl);
    expect(authorize.origin).to.equal(provider.origin);
    expect(authorize.searchParams.get('client_id')).to.equal('own-client');
    expect(authorize.searchParams.get('redirect_uri')).to.equal(`${gw.url}/api/auth/oauth-callback`);
    expect(authorize.searchParams.get('code_challenge_method')).to.equal('S256');
    expect(authorize.searchParams.get('code_challenge')).to.match(/^[A-Za-z0-9_-]{43}$/);

    const early = await post(gw.url, '/api/auth/access-token', {}, { ...api(a), ...sessionHeaders(token) });
    expect(early.status).to.equal(409);
    expect(early.body.error.code).to.equal('SESSION_NOT_AUTHORIZED');

    const cb = await consent(authorize.href, 'allow');
    expect(cb.status).to.equal(200);
    expect(cb.text).to.contain('"ok":true').and.to.contain('OAuth CRM (test)');
    expect(cookieAttributes(cb.headers.get('set-cookie'))).to.deep.include({
      pb_oauth_binding: '',
      Path: '/api/auth/oauth-callback',
      'Max-Age': '0',
    });
    const tokenReq = provider.tokenRequests.at(-1)!;
    expect(tokenReq.form.code_verifier).to.match(/^[A-Za-z0-9_-]{43,128}$/);

    const status = await post(gw.url, '/api/connect/status', {}, sessionHeaders(token));
    expect(status.body.result).to.deep.equal({ status: 'authorized' });

    const ex = await post(gw.url, '/api/auth/access-token', {}, { ...api(a), ...sessionHeaders(token) });
    expect(ex.status).to.equal(200);
    const { connectionId, accessToken, integrationId } = ex.body.result;
    expect(integrationId).to.equal('oauthcrm');
    expect(accessToken).to.match(/^pb_conn_/);

    const again = await post(gw.url, '/api/auth/access-token', {}, { ...api(a), ...sessionHeaders(token) });
    expect(again.status).to.equal(409);
    expect(again.body.error.code).to.equal('SESSION_TOKEN_CONSUMED');

    const doc = await gw.gateway.core.database.db.collection(COLLECTIONS.connections).findOne({ id: connectionId });
    const raw = JSON.stringify(doc);
    expect(raw).not.to.contain(accessToken);
    expect(raw).not.to.contain('at_');
    expect(doc!.inputs).to.deep.equal({ portal_id: '424242' });
    expect(doc!.syncObjects).to.deep.equal({ contacts: true });
    const creds = gw.gateway.core.services.connections.revealCredentials<{ type: string; refreshToken: string }>(doc as never);
    expect(creds.type).to.equal('oauth2');
    expect(creds.refreshToken).to.match(/^rt_/);
    const sess = await sessions().findOne({ status: 'consumed' });
    expect(JSON.stringify(sess)).not.to.contain(token);

    const list = await post(gw.url, '/api/connections/list', {}, { ...api(a), 'x-svc-access-token': accessToken });
    expect(list.status).to.equal(200);
    expect(list.body.result.connections.map((c: { id: string }) => c.id)).to.deep.equal([connectionId]);
    expect(list.body.result.connections[0]).to.include({ status: 'NEW_CONNECTION', environment: 'development', integrationId: 'oauthcrm' });
  });

  it('binds OAuth to the browser that started it: the authorize URL completed in another browser is refused (session swap)', async () => {
    const token = await newSession(gw.url, a.dev.apiToken, { integrationId: 'oauthcrm' });
    const started = await startOAuth(gw.url, token);
    const binding = cookieAttributes(started.headers.get('set-cookie'));
    expect(binding.pb_oauth_binding).to.match(/^ob_/);
    expect(binding).to.deep.include({ Path: '/api/auth/oauth-callback', 'Max-Age': '900', HttpOnly: '', SameSite: 'Lax' });
    const tokensBefore = provider.tokenRequests.length;
    const swapped = await consent(started.body.result.authorizeUrl, 'allow', { otherBrowser: true });
    expect(swapped.status).to.equal(400);
    expect(swapped.text).to.contain('OAUTH_BROWSER_MISMATCH');
    expect(provider.tokenRequests.length, 'the code is never exchanged').to.equal(tokensBefore);
    const status = await post(gw.url, '/api/connect/status', {}, sessionHeaders(token));
    expect(status.body.result.status).to.equal('pending');
    const ex = await post(gw.url, '/api/auth/access-token', {}, { ...api(a), ...sessionHeaders(token) });
    expect(ex.body.error.code).to.equal('SESSION_NOT_AUTHORIZED');
  });

  it('refuses a tampered or replayed state, and reports a denied consent', async () => {
    const bogus = await fetch(`${gw.url}/api/auth/oauth-callback?state=st_tampered&code=x`);
    expect(bogus.status).to.equal(400);
    expect(await bogus.text()).to.contain('expired or was already used');

    const token = await newSession(gw.url, a.dev.apiToken, { integrationId: 'oauthcrm' });
    const started = await startOAuth(gw.url, token);
    const u = new URL(started.body.result.authorizeUrl);
    const state = u.searchParams.get('state')!;
    const tampered = await fetch(`${gw.url}/api/auth/oauth-callback?state=${encodeURIComponent(state + 'x')}&code=x`);
    expect(tampered.status).to.equal(400);
    const denied = await consent(u.href, 'deny');
    expect(denied.status).to.equal(200);
    expect(denied.text).to.contain('Access to OAuth CRM (test) was denied');
    const replay = await fetch(`${gw.url}/api/auth/oauth-callback?state=${encodeURIComponent(state)}&code=x`);
    expect(replay.status).to.equal(400);
    const status = await post(gw.url, '/api/connect/status', {}, sessionHeaders(token));
    expect(status.status, status.text).to.equal(200);
    expect(status.body.result.status).to.equal('failed');
    expect(status.body.result.error.code).to.equal('access_denied');
  });

  it("checks form credentials with the manifest's verify request: a refused key makes no connection and the user can retry", async () => {
    const token = await newSession(gw.url, a.dev.apiToken);
    const connections = () => gw.gateway.core.database.db.collection(COLLECTIONS.connections).countDocuments({});
    const connectionsBefore = await connections();
    const before = provider.pingRequests.length;
    const refused = await submitKeydialer(gw.url, token, 'api-id-9', REFUSED_PASSWORD);
    expect(refused.status).to.equal(403);
    expect(refused.body.error.code).to.equal('DOWNSTREAM_AUTH_FAILED');
    expect(refused.body.error.message).to.match(/Key Dialer \(test\) refused these credentials \(HTTP 401\)/);
    expect(refused.text).to.not.include(REFUSED_PASSWORD);
    // The verify request went to the tool with exactly the typed credentials.
    expect(provider.pingRequests.slice(before).map((r) => r.authorization)).to.deep.equal([
      `Basic ${Buffer.from(`api-id-9:${REFUSED_PASSWORD}`).toString('base64')}`,
    ]);
    const status = await post(gw.url, '/api/connect/status', {}, sessionHeaders(token));
    expect(status.body.result.status).to.equal('pending');
    expect(await connections()).to.equal(connectionsBefore);
    // Same session, right password: connected.
    const ok = await submitKeydialer(gw.url, token, 'api-id-9', 'right-password');
    expect(ok.status).to.equal(200);
    expect(ok.body.result.status).to.equal('authorized');
    expect(await connections()).to.equal(connectionsBefore + 1);
    const exchanged = await post(gw.url, '/api/auth/access-token', {}, { ...api(a), ...sessionHeaders(token) });
    expect(exchanged.status).to.equal(200);
    expect(exchanged.body.result.connectionId).to.be.a('string');
  });

  it('reports an expired session token with SESSION_TOKEN_EXPIRED', async () => {
    const token = await newSession(gw.url, a.dev.apiToken, { integrationId: 'keydialer' });
    expect((await submitKeydialer(gw.url, token)).status).to.equal(200);
    await sessions().updateOne(
      { status: 'authorized', integrationId: 'keydialer', consumedAt: null },
      { $set: { expiresAt: new Date(Date.now() - 1000) } },
    );
    const ex = await post(gw.url, '/api/auth/access-token', {}, { ...api(a), ...sessionHeaders(token) });
    expect(ex.status).to.equal(401);
    expect(ex.body.error.code).to.equal('SESSION_TOKEN_EXPIRED');

    const t2 = await newSession(gw.url, a.dev.apiToken);
    await sessions().updateMany({ status: 'pending' }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    const modal = await post(gw.url, '/api/connect/session', { integrationId: 'keydialer' }, sessionHeaders(t2));
    expect(modal.status).to.equal(401);
    expect(modal.body.error.code).to.equal('SESSION_TOKEN_EXPIRED');
  });

  it("never lets one project's tokens reach another's connections, sessions or OAuth apps", async () => {
    const token = await newSession(gw.url, a.dev.apiToken, { integrationId: 'keydialer' });
    await submitKeydialer(gw.url, token);
    const foreignExchange = await post(gw.url, '/api/auth/access-token', {}, { ...api(b), ...sessionHeaders(token) });
    expect(foreignExchange.status).to.equal(401);
    const ex = await post(gw.url, '/api/auth/access-token', {}, { ...api(a), ...sessionHeaders(token) });
    const aConn = ex.body.result;
    const bConn = await seedConnection(gw.gateway.core, b.dev.env, {
      integrationId: 'keydialer',
      authMethodId: 'basic',
      credentials: { type: 'basic', username: 'u', password: 'p' },
    });

    const cross = await post(gw.url, '/api/connections/list', {}, { ...api(b), 'x-svc-access-token': aConn.accessToken });
    expect(cross.status).to.equal(401);
    const wrong = await post(gw.url, '/api/connections/list', {}, { ...api(a), 'x-svc-access-token': 'pb_conn_nope' });
    expect(wrong.status).to.equal(401);
    const find = await post(
      gw.url,
      '/api/connections/find',
      { id: aConn.connectionId },
      { ...api(b), 'x-svc-access-token': bConn.accessToken },
    );
    expect(find.status).to.equal(404);
    const del = await post(
      gw.url,
      '/api/connections/delete',
      { id: aConn.connectionId },
      { ...api(b), 'x-svc-access-token': bConn.accessToken },
    );
    expect(del.status).to.equal(404);

    const app = await post(
      gw.url,
      '/api/auth/oauth-apps/create',
      { integrationId: 'oauthcrm', clientId: 'a-client', clientSecret: 'a-secret' },
      api(a),
    );
    expect(app.status).to.equal(200);
    expect(JSON.stringify(app.body)).not.to.contain('a-secret');
    const appId = app.body.result.oauthApp.id;
    expect((await post(gw.url, '/api/auth/oauth-apps/find', { id: appId }, api(b))).status).to.equal(404);
    expect((await post(gw.url, '/api/auth/oauth-apps/list', {}, api(b))).body.result.oauthApps).to.deep.equal([]);
    expect((await post(gw.url, '/api/auth/oauth-apps/delete', { id: appId }, api(b))).status).to.equal(404);
    const bSession = await newSession(gw.url, b.dev.apiToken, { integrationId: 'oauthcrm', oauthAppId: appId });
    const useForeign = await startOAuth(gw.url, bSession);
    expect(useForeign.status).to.equal(404);
    expect((await post(gw.url, '/api/auth/oauth-apps/delete', { id: appId }, api(a))).status).to.equal(200);
  });

  it('deletes a connection, wiping it, and tells onDeleted listeners', async () => {
    const seen: string[] = [];
    const off = gw.gateway.core.services.connections.onDeleted((e) => void seen.push(e.connectionId));
    const c = await seedConnection(gw.gateway.core, a.prod.env, {
      integrationId: 'keydialer',
      authMethodId: 'basic',
      credentials: { type: 'basic', username: 'u', password: 'p' },
    });
    const h = { 'x-svc-api-token': a.prod.apiToken, 'x-svc-access-token': c.accessToken };
    expect((await post(gw.url, '/api/connections/find', { id: c.connectionId }, h)).body.result.connection.id).to.equal(c.connectionId);
    const del = await post(gw.url, '/api/connections/delete', { id: c.connectionId }, h);
    expect(del.body).to.deep.equal({ result: { id: c.connectionId } });
    off();
    expect(seen).to.deep.equal([c.connectionId]);
    expect(await gw.gateway.core.database.db.collection(COLLECTIONS.connections).findOne({ id: c.connectionId })).to.equal(null);
  });
});
