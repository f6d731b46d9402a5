import { createHmac } from 'node:crypto';
import { expect } from 'chai';
import { COLLECTIONS } from '../../src/store/collections.js';
import { freePort } from '../support/connect-gateway.js';
import { newSession, sessionHeaders } from '../support/connect-http.js';
import { FakePipedrive } from '../support/fake-tools/fake-pipedrive.js';
import { FakeRingCentral } from '../support/fake-tools/fake-ringcentral.js';
import { post } from '../support/http-client.js';
import { seedConnection, seedProject, type SeededProject } from '../support/seed.js';
import { startTestGateway, type TestGateway } from '../support/start-gateway.js';
import { startWebhookReceiver, waitFor, type ReceivedWebhook } from '../support/webhook-receiver.js';

const PD_TOKEN = 'pd-walk-token-0123456789abcdef01234567';

const verifies = (w: ReceivedWebhook, secret: string): boolean => {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const mac = createHmac('sha256', key)
    .update(`${String(w.headers['webhook-id'])}.${String(w.headers['webhook-timestamp'])}.${w.raw}`)
    .digest('base64');
  return String(w.headers['webhook-signature']) === `v1,${mac}`;
};

/**
 * Issue 27's "How it will be checked", walked as a new user does it, through the public API only where a user would:
 * a webhook registered, Pipedrive connected with its API token through a connect session, the subscription made at
 * the fake and a pushed change signed at the receiver within seconds; sync controls (contacts only, every 5 minutes,
 * three fields) leaving only those in the cache; a deletion at the tool as `.deleted`; delete unsubscribing; and a
 * RingCentral OAuth connection whose expiring subscription is renewed and whose grant is revoked on delete.
 */
describe('jobs: issue 27 walked end to end (subscriptions, sync controls, deletions, revocation)', function () {
  this.timeout(90_000);
  let gw: TestGateway;
  let pd: FakePipedrive;
  let rc: FakeRingCentral;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let project: SeededProject;
  let secret: string;

  before(async () => {
    receiver = await startWebhookReceiver();
    pd = await new FakePipedrive(PD_TOKEN).start();
    rc = await new FakeRingCentral({ clientId: 'rc-walk', clientSecret: 'rc-walk-secret' }).start();
    const port = await freePort();
    gw = await startTestGateway({
      PORT: String(port),
      PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
      PLUGBOARD_TOOL_SUBSCRIPTIONS: 'on',
      PLUGBOARD_JOBS: 'true',
      PLUGBOARD_JOBS_POLL_MS: '100',
      PLUGBOARD_SYNC_INTERVAL_MS: '500',
      PLUGBOARD_SYNC_MIN_INTERVAL_MS: '60000',
      PLUGBOARD_OAUTH_APPS: JSON.stringify({ ringcentral: { clientId: 'rc-walk', clientSecret: 'rc-walk-secret' } }),
      PLUGBOARD_CONNECTOR_HOSTS: JSON.stringify({
        pipedrive: { api: pd.origin },
        ringcentral: { api: rc.origin, authorize: rc.origin, token: rc.origin },
      }),
    });
    project = await seedProject(gw.gateway.core);
    const wh = await post(gw.url, '/webhooks/create', { url: receiver.url }, { 'x-svc-api-token': project.dev.apiToken });
    expect(wh.status, wh.text).to.equal(200);
    secret = (wh.body as { webhook: { secret: string } }).webhook.secret;
  });
  after(async () => {
    await gw?.close();
    await pd?.server.stop();
    await rc?.server.stop();
    await receiver?.close();
  });

  it('Pipedrive connected by a user: subscribed, a pushed change arrives signed, sync controls keep three contact fields, a deletion is .deleted, delete unsubscribes', async () => {
    for (const name of ['Ada Lovelace', 'Grace Hopper', 'Alan Turing'])
      pd.addV2(
        'persons',
        { name, emails: [{ value: `${name.split(' ')[0]!.toLowerCase()}@example.com`, primary: true }] },
        new Date(Date.now() - 3_600_000).toISOString(),
      );
    pd.addV2('organizations', { name: 'Analytical Engines' }, new Date(Date.now() - 3_600_000).toISOString());
    const session = await newSession(gw.url, project.dev.apiToken);
    const connected = await post(
      gw.url,
      '/api/connect/credentials',
      { integrationId: 'pipedrive', authMethodId: 'api_token', credentials: { api_token: PD_TOKEN } },
      sessionHeaders(session),
    );
    expect(connected.status, connected.text).to.equal(200);
    // The app then exchanges its session for the connection's access token, as after any connect.
    const ex = await post(gw.url, '/api/auth/access-token', {}, { 'x-svc-api-token': project.dev.apiToken, ...sessionHeaders(session) });
    expect(ex.status, ex.text).to.equal(200);
    const { connectionId, accessToken } = ex.body.result as { connectionId: string; accessToken: string };
    const h = { 'x-svc-api-token': project.dev.apiToken, 'x-svc-access-token': accessToken };

    const hook = await waitFor('the subscription at Pipedrive', () => [...pd.webhooks.values()][0], 15_000);
    expect(hook.subscription_url).to.equal(`${gw.url}/api/inbound-webhooks/pipedrive/${connectionId}`);
    const pushedAt = Date.now();
    expect(await pd.push('person', 'change', 777, { name: 'Ada Lovelace' })).to.deep.equal([202]);
    const pushed = await waitFor(
      'the pushed change at the receiver',
      () => receiver.received.find((w) => w.body.connectionId === connectionId && w.body.data?.id === '777'),
      5_000,
    );
    expect(pushed.at - pushedAt).to.be.below(5_000);
    expect(verifies(pushed, secret)).to.equal(true);

    // Settings changed while the first sync pass still runs are applied by the next pass only (that pass stores with
    // the settings it started with): the user here changes them once the connection is ready.
    await waitFor(
      'the connection READY',
      async () => (await gw.gateway.core.internals.repos.connections.findById(connectionId))?.status === 'READY',
      30_000,
    );
    const update = await post(
      gw.url,
      '/api/connections/update',
      {
        id: connectionId,
        sync: { objects: { contacts: true }, frequencySeconds: 300, fields: { contacts: ['email', 'firstName', 'lastName'] } },
      },
      h,
    );
    expect(update.status, update.text).to.equal(200);
    const col = gw.gateway.core.database.db.collection(COLLECTIONS.records);
    const stored = await waitFor(
      'three contacts with three fields',
      async () => {
        const docs = await col.find({ connectionId }).toArray();
        const ok =
          docs.length === 3 &&
          docs.every((d) => d.model === 'crm.contact') &&
          docs.every(
            (d) => JSON.stringify(Object.keys(JSON.parse(d.json as string) as object).sort()) === '["email","firstName","id","lastName"]',
          );
        return ok ? docs : undefined;
      },
      20_000,
    );
    expect(stored).to.have.length(3);
    const doc = await gw.gateway.core.internals.repos.connections.findById(connectionId);
    expect(doc).to.include({ syncFrequencySeconds: 300 });

    // A person deleted at Pipedrive: its webhook says so at once (the full listing would within 6 h).
    const grace = [...pd.v2.persons!.values()].find((p) => p.name === 'Grace Hopper')!;
    pd.v2.persons!.delete(grace.id as number);
    expect(await pd.push('person', 'delete', grace.id as number)).to.deep.equal([202]);
    await waitFor(
      'the deletion',
      () =>
        receiver.received.find(
          (w) =>
            w.body.connectionId === connectionId &&
            w.body.eventType === 'object.crm.contacts.deleted' &&
            w.body.data?.id === String(grace.id),
        ),
      5_000,
    );

    const del = await post(gw.url, '/api/connections/delete', { id: connectionId }, h);
    expect(del.status, del.text).to.equal(200);
    expect(pd.webhooks.size, 'unsubscribed at Pipedrive').to.equal(0);
  });

  it('RingCentral (OAuth): the expiring subscription is renewed; delete revokes the grant at the revocation endpoint and unsubscribes', async () => {
    rc.lifetimeCapSeconds = 4;
    const grant = rc.oauth.issue();
    const conn = await seedConnection(gw.gateway.core, project.dev.env, {
      integrationId: 'ringcentral',
      authMethodId: 'oauth',
      credentials: { type: 'oauth2', method: 'oauth', accessToken: grant.accessToken, refreshToken: grant.refreshToken },
    });
    const sub = await waitFor('the subscription at RingCentral', () => [...rc.subscriptions.values()][0], 15_000);
    await waitFor(
      'a renewal',
      () => rc.server.requests.some((r) => r.method === 'POST' && r.path === `/restapi/v1.0/subscription/${String(sub.id)}/renew`),
      10_000,
    );
    const h = { 'x-svc-api-token': project.dev.apiToken, 'x-svc-access-token': conn.accessToken };
    const del = await post(gw.url, '/api/connections/delete', { id: conn.connectionId }, h);
    expect(del.status, del.text).to.equal(200);
    expect(rc.subscriptions.size, 'unsubscribed').to.equal(0);
    await waitFor('the revocation at RingCentral', () => rc.oauth.revokeRequests.length > 0, 10_000);
    expect(rc.oauth.isLive(grant.accessToken)).to.equal(false);
    const deleted = await waitFor('connection.deleted', () =>
      receiver.received.find((w) => w.body.connectionId === conn.connectionId && w.body.eventType === 'connection.deleted'),
    );
    expect((deleted.body as { revocation?: { state: string } }).revocation?.state).to.equal('revoked');
  });
});
