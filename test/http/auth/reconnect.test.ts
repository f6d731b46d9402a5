import { expect } from 'chai';
import { COLLECTIONS } from '../../../src/store/collections.js';
import { consent, newSession, sessionHeaders, startOAuth, submitKeydialer } from '../../support/connect-http.js';
import { startFakeOAuthProvider } from '../../support/fake-tools/fake-oauth-provider.js';
import { startConnectGateway } from '../../support/connect-gateway.js';
import { signIn } from '../../support/dashboard-client.js';
import { post } from '../../support/http-client.js';
import { seedProject, type SeededProject } from '../../support/seed.js';
import type { TestGateway } from '../../support/start-gateway.js';

/**
 * A session created with `connectionId` re-authorises that connection: the new credentials replace the old ones
 * on the same connection, which keeps its id, access token, synced cache, webhooks and settings, and its health
 * recovers.
 */
describe('http: reconnecting an existing connection', () => {
  let gw: TestGateway;
  let provider: Awaited<ReturnType<typeof startFakeOAuthProvider>>;
  let a: SeededProject;
  let b: SeededProject;

  before(async function () {
    this.timeout(60_000);
    provider = await startFakeOAuthProvider({ clients: { 'own-client': 'own-secret' } });
    gw = await startConnectGateway({
      providerOrigin: provider.origin,
      env: {
        PLUGBOARD_OAUTH_APPS: JSON.stringify({ oauthcrm: { clientId: 'own-client', clientSecret: 'own-secret' } }),
      },
    });
    a = await seedProject(gw.gateway.core, 'A');
    b = await seedProject(gw.gateway.core, 'B');
  });
  after(async () => {
    await gw?.close();
    await provider?.close();
  });

  const api = (p: SeededProject) => ({ 'x-svc-api-token': p.dev.apiToken });
  const db = () => gw.gateway.core.database.db;
  const connectionDoc = (id: string) => db().collection(COLLECTIONS.connections).findOne({ id });
  const credentialsOf = async <T>(id: string) =>
    gw.gateway.core.services.connections.revealCredentials<T>((await connectionDoc(id)) as never);

  async function connectOAuth(): Promise<{ connectionId: string; accessToken: string }> {
    const token = await newSession(gw.url, a.dev.apiToken, {
      integrationId: 'oauthcrm',
      connection: { sync: { objects: { contacts: true } } },
    });
    const started = await startOAuth(gw.url, token);
    expect((await consent(started.body.result.authorizeUrl, 'allow')).status).to.equal(200);
    const ex = await post(gw.url, '/api/auth/access-token', {}, { ...api(a), ...sessionHeaders(token) });
    expect(ex.status, ex.text).to.equal(200);
    return ex.body.result;
  }

  it('re-authorises an OAuth connection in place: same id and access token, cache, sync state and webhooks kept, health back to ok', async () => {
    const { connectionId, accessToken } = await connectOAuth();
    const oldCreds = await credentialsOf<{ refreshToken: string; accessToken: string }>(connectionId);
    // What the connection accumulated since: a synced record, a sync state, a connection webhook, then a revoked grant.
    await db()
      .collection(COLLECTIONS.records)
      .insertOne({
        _id: `${connectionId}|contacts|c1` as never,
        connectionId,
        model: 'contacts',
        nativeId: 'c1',
        hash: 'h',
        json: '{"id":"c1"}',
        storedAt: new Date(),
      });
    await db().collection(COLLECTIONS.syncStates).insertOne({ connectionId, model: 'contacts', initialDone: true, recordsRead: 1 });
    await db()
      .collection(COLLECTIONS.connections)
      .updateOne({ id: connectionId }, { $set: { status: 'READY' } });
    const legacy = { 'svc-api-token': a.dev.apiToken };
    const hook = await post(
      gw.url,
      '/connection/webhook',
      { accessToken, webhook: { webhookUrl: 'https://hooks.example.com/conn' } },
      legacy,
    );
    expect(hook.status, hook.text).to.equal(200);
    await gw.gateway.core.services.connections.markNeedsReauth(connectionId, 'oauthcrm answered 401');
    const connectionsBefore = await db().collection(COLLECTIONS.connections).countDocuments({});
    const before = (await connectionDoc(connectionId))!;
    expect(before.health).to.equal('needs_reauth');

    const created = await post(gw.url, '/api/auth/session-token', { connectionId }, api(a));
    expect(created.status, created.text).to.equal(200);
    const { sessionToken, integrationId, connectUrl } = created.body.result;
    expect(integrationId).to.equal('oauthcrm');
    expect(created.body.result.connectionId).to.equal(connectionId);
    expect(connectUrl).to.equal(`${gw.url}/connect?sessionToken=${sessionToken}&integrationId=oauthcrm`);

    const started = await startOAuth(gw.url, sessionToken);
    expect(started.status, started.text).to.equal(200);
    const cb = await consent(started.body.result.authorizeUrl, 'allow');
    expect(cb.status).to.equal(200);
    expect(cb.text).to.contain('"ok":true');
    const status = await post(gw.url, '/api/connect/status', {}, sessionHeaders(sessionToken));
    expect(status.body.result.status).to.equal('authorized');

    const after = (await connectionDoc(connectionId))!;
    expect(await db().collection(COLLECTIONS.connections).countDocuments({}), 'no new connection').to.equal(connectionsBefore);
    expect(after).to.include({
      health: 'ok',
      healthReason: null,
      status: 'READY',
      accessTokenHash: before.accessTokenHash,
      integrationId: 'oauthcrm',
    });
    expect(after.syncObjects).to.deep.equal({ contacts: true });
    expect(after.createdAt.getTime()).to.equal(before.createdAt.getTime());
    expect(after.credentialsSealed).to.not.equal(before.credentialsSealed);
    const newCreds = await credentialsOf<{ refreshToken: string; accessToken: string }>(connectionId);
    expect(newCreds.refreshToken).to.match(/^rt_/).and.not.equal(oldCreds.refreshToken);
    expect(newCreds.accessToken).to.not.equal(oldCreds.accessToken);
    expect(await db().collection(COLLECTIONS.records).countDocuments({ connectionId })).to.equal(1);
    expect(await db().collection(COLLECTIONS.syncStates).countDocuments({ connectionId })).to.equal(1);

    // The back end's stored access token still names the connection, with its webhook.
    const list = await post(gw.url, '/api/connections/list', {}, { ...api(a), 'x-svc-access-token': accessToken });
    expect(list.status).to.equal(200);
    expect(list.body.result.connections.map((c: { id: string; health: string }) => [c.id, c.health])).to.deep.equal([[connectionId, 'ok']]);
    const hooks = await db().collection(COLLECTIONS.webhooks).find({ connectionId }).toArray();
    expect(hooks.map((h) => h.url)).to.deep.equal(['https://hooks.example.com/conn']);

    // Exchanging it anyway names the same connection with a fresh access token; the old one stops working.
    const ex = await post(gw.url, '/api/auth/access-token', {}, { ...api(a), ...sessionHeaders(sessionToken) });
    expect(ex.status, ex.text).to.equal(200);
    expect(ex.body.result.connectionId).to.equal(connectionId);
    expect(ex.body.result.accessToken)
      .to.match(/^pb_conn_/)
      .and.not.equal(accessToken);
    expect((await post(gw.url, '/api/connections/list', {}, { ...api(a), 'x-svc-access-token': accessToken })).status).to.equal(401);
  });

  it('re-authorises an API-key connection with the newly typed key', async () => {
    const first = await newSession(gw.url, a.dev.apiToken, { integrationId: 'keydialer' });
    expect((await submitKeydialer(gw.url, first, 'api-id-1', 'old-password')).status).to.equal(200);
    const { connectionId } = (await post(gw.url, '/api/auth/access-token', {}, { ...api(a), ...sessionHeaders(first) })).body.result;
    const link = await gw.gateway.core.services.connectLinks.reconnectLink(a.dev.env, connectionId);
    expect(link.url).to.equal(`${gw.url}/connect?sessionToken=${link.sessionToken}&integrationId=keydialer`);
    const modal = await post(gw.url, '/api/connect/session', {}, sessionHeaders(link.sessionToken));
    expect(modal.status, modal.text).to.equal(200);
    expect(modal.body.result.integration.integrationId ?? modal.body.result.integrationId).to.equal('keydialer');
    const ok = await submitKeydialer(gw.url, link.sessionToken, 'api-id-1', 'new-password');
    expect(ok.status, ok.text).to.equal(200);
    expect(await credentialsOf<{ password: string }>(connectionId)).to.include({ password: 'new-password' });
    // Used once: a second submit is refused and changes nothing.
    const again = await submitKeydialer(gw.url, link.sessionToken, 'api-id-1', 'third-password');
    expect(again.status).to.equal(409);
    expect(await credentialsOf<{ password: string }>(connectionId)).to.include({ password: 'new-password' });
  });

  it("refuses a connection of another environment (404) and another integration's id (400), creating no session", async () => {
    const first = await newSession(gw.url, a.dev.apiToken, { integrationId: 'keydialer' });
    await submitKeydialer(gw.url, first);
    const { connectionId } = (await post(gw.url, '/api/auth/access-token', {}, { ...api(a), ...sessionHeaders(first) })).body.result;
    const sessionsBefore = await db().collection(COLLECTIONS.authSessions).countDocuments({});
    const foreign = await post(gw.url, '/api/auth/session-token', { connectionId }, api(b));
    expect(foreign.status).to.equal(404);
    expect(foreign.body.error.code).to.equal('NOT_FOUND');
    const mismatch = await post(gw.url, '/api/auth/session-token', { connectionId, integrationId: 'oauthcrm' }, api(a));
    expect(mismatch.status).to.equal(400);
    expect(mismatch.body.error.code).to.equal('VALIDATION_FAILED');
    expect(mismatch.body.error.message).to.contain('keydialer');
    expect(await db().collection(COLLECTIONS.authSessions).countDocuments({})).to.equal(sessionsBefore);
  });

  it("the dashboard's reconnect link (POST .../reconnect-link) re-authorises the same connection", async () => {
    const first = await newSession(gw.url, a.dev.apiToken, { integrationId: 'keydialer' });
    await submitKeydialer(gw.url, first);
    const { connectionId } = (await post(gw.url, '/api/auth/access-token', {}, { ...api(a), ...sessionHeaders(first) })).body.result;
    const dash = await signIn(gw.url, a.dev.apiToken);
    const res = await dash.post(`/environments/${a.dev.env.id}/connections/${connectionId}/reconnect-link`);
    expect(res.status, res.text).to.equal(200);
    const token = new URL(res.body.url).searchParams.get('sessionToken')!;
    const count = await db().collection(COLLECTIONS.connections).countDocuments({});
    expect((await submitKeydialer(gw.url, token, 'api-id-1', 'from-the-dashboard')).status).to.equal(200);
    expect(await db().collection(COLLECTIONS.connections).countDocuments({})).to.equal(count);
    expect(await credentialsOf<{ password: string }>(connectionId)).to.include({ password: 'from-the-dashboard' });
  });
});
