import { createHmac } from 'node:crypto';
import { expect } from 'chai';
import { FakeHubspot } from '../../support/fake-tools/fake-hubspot.js';
import { call, post } from '../../support/http-client.js';
import { seedConnection, seedProject, type SeededProject } from '../../support/seed.js';
import { startTestGateway, type TestGateway } from '../../support/start-gateway.js';
import { startWebhookReceiver, waitFor, type ReceivedWebhook } from '../../support/webhook-receiver.js';

const SCOPES = [
  'oauth',
  'crm.objects.contacts.read',
  'crm.objects.contacts.write',
  'crm.objects.companies.read',
  'crm.objects.companies.write',
  'crm.objects.deals.read',
  'crm.objects.deals.write',
  'crm.lists.read',
  'crm.lists.write',
  'crm.objects.owners.read',
];

interface HealthBody {
  state: 'healthy' | 'degraded';
  reasons: { code: string; message: string }[];
  reconnectUrl: string | null;
}
type Received = ReceivedWebhook & { body: ReceivedWebhook['body'] & { health?: HealthBody } };

async function eventsOf(gw: TestGateway, project: SeededProject, connectionId: string) {
  const res = await call(gw.url, 'GET', `/api/events/list?limit=500&connectionId=${connectionId}`, {
    headers: { 'x-svc-api-token': project.dev.apiToken },
  });
  expect(res.status).to.equal(200);
  return res.body.result.events as { eventType: string; health?: HealthBody }[];
}

/** The connection as /api/connections/list shows it (that operation takes the connection's access token too). */
async function connectionOf(gw: TestGateway, project: SeededProject, conn: { connectionId: string; accessToken: string }) {
  const id = conn.connectionId;
  const res = await post(
    gw.url,
    '/api/connections/list',
    {},
    { 'x-svc-api-token': project.dev.apiToken, 'x-svc-access-token': conn.accessToken },
  );
  expect(res.status).to.equal(200);
  return (res.body.result.connections as { id: string; health: string; healthState: Record<string, unknown> }[]).find((c) => c.id === id)!;
}

describe('http: connection health (connection.degraded / connection.recovered)', function () {
  this.timeout(60_000);

  describe('an OAuth connection whose token is revoked', () => {
    let hs: FakeHubspot;
    let gw: TestGateway;
    let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;

    before(async () => {
      hs = await new FakeHubspot('hubspot-access-1').start();
      hs.add('contacts', { firstname: 'Ada', lastname: 'Lovelace', email: 'ada@example.com' });
      receiver = await startWebhookReceiver();
      gw = await startTestGateway({
        PLUGBOARD_JOBS: 'true',
        PLUGBOARD_JOBS_POLL_MS: '100',
        PLUGBOARD_WEBHOOK_BACKOFF_MS: '100',
        // The down receiver's delivery must fail for good here: a parked webhook's deliveries would wait instead.
        PLUGBOARD_WEBHOOK_PARK_AFTER_FAILURES: '1000',
        PLUGBOARD_CONNECTOR_HOSTS: JSON.stringify({ hubspot: { api: hs.origin, token: hs.origin } }),
        PLUGBOARD_OAUTH_APPS: JSON.stringify({ hubspot: { clientId: 'hs-client', clientSecret: 'hs-secret' } }),
      });
    });
    after(async () => {
      await gw?.close();
      await receiver?.close();
      await hs?.server.stop();
    });

    it('a refused refresh degrades it with a reconnect link (signed webhook, event log); a later success recovers it', async () => {
      const project = await seedProject(gw.gateway.core);
      const apiHeaders = { 'x-svc-api-token': project.dev.apiToken };
      const created = await post(gw.url, '/webhooks/create', { url: receiver.url }, apiHeaders);
      const secret = created.body.webhook.secret as string;
      // A receiver that is down: its delivery of the degraded event is retried from the outbox, then logged failed.
      const down = await startWebhookReceiver({ status: 503 });
      expect((await post(gw.url, '/webhooks/create', { url: down.url }, apiHeaders)).status).to.equal(200);
      const conn = await seedConnection(gw.gateway.core, project.dev.env, {
        integrationId: 'hubspot',
        authMethodId: 'oauth',
        credentials: {
          type: 'oauth2',
          method: 'oauth',
          accessToken: 'hubspot-access-1',
          refreshToken: 'hubspot-refresh-1',
          scope: SCOPES.join(' '),
        },
      });
      const headers = { ...apiHeaders, 'x-svc-access-token': conn.accessToken };
      await waitFor('the initial sync', async () =>
        (await eventsOf(gw, project, conn.connectionId)).some((e) => e.eventType === 'system.sync.initial.complete'),
      );
      const before = await connectionOf(gw, project, conn);
      expect(before.healthState).to.deep.equal({ state: 'healthy', reasons: [], grantedScopes: SCOPES });

      // The end user uninstalls the app: the access token is refused and so is the refresh token.
      hs.token = 'revoked';
      hs.oauth.revoked = true;
      const refused = await post(gw.url, '/api/unifications/crm/contacts/list', {}, headers);
      expect(refused.status).to.equal(403);
      expect(refused.body.error.code).to.equal('CONNECTION_NEEDS_REAUTH');

      const degraded = await waitFor('connection.degraded delivered', () =>
        (receiver.received as Received[]).find((r) => r.body.eventType === 'connection.degraded'),
      );
      expect(degraded.body.connectionId).to.equal(conn.connectionId);
      expect(degraded.body.data).to.deep.equal({ id: conn.connectionId });
      expect(degraded.body.health!.state).to.equal('degraded');
      expect(degraded.body.health!.reasons.map((r) => r.code)).to.deep.equal(['needs_reauth']);
      expect(degraded.body.health!.reasons[0]!.message).to.match(/invalid_grant/);
      const link = new URL(degraded.body.health!.reconnectUrl!);
      // (its origin is PUBLIC_BASE_URL, which names port 0 in tests: the page is opened on the test's port)
      expect(link.pathname).to.equal('/connect');
      expect(link.searchParams.get('integrationId')).to.equal('hubspot');
      // Signed like every event (Standard Webhooks, with the webhook's own secret).
      const h = degraded.headers;
      const expected = createHmac('sha256', Buffer.from(secret.slice('whsec_'.length), 'base64'))
        .update(`${String(h['webhook-id'])}.${String(h['webhook-timestamp'])}.${degraded.raw}`)
        .digest('base64');
      expect(String(h['webhook-signature'])).to.equal(`v1,${expected}`);
      // The connect page of the link opens.
      expect((await call(gw.url, 'GET', `${link.pathname}${link.search}`)).status).to.equal(200);

      // The link's session token is live: no stored copy holds it in clear (the event, the log's copy, the outbox
      // while the down receiver's attempts are retried, the delivery log once they failed).
      const sessionToken = link.searchParams.get('sessionToken')!;
      expect(sessionToken).to.match(/^pb_sess_/);
      const db = gw.gateway.core.database.db;
      const storedCopies = async () => {
        const names = (await db.listCollections().toArray())
          .map((c) => c.name)
          .filter((n) => ['events', 'webhookOutbox', 'deliveries'].includes(n) || n.startsWith('eventLog_'));
        expect(names).to.include.members(['events', 'webhookOutbox']);
        for (const name of names) expect(JSON.stringify(await db.collection(name).find({}).toArray()), name).to.not.contain(sessionToken);
      };
      const attempts = await waitFor('two attempts at the down receiver', () => {
        const got = (down.received as Received[]).filter((r) => r.body.eventType === 'connection.degraded');
        return got.length >= 2 ? got : undefined;
      });
      await storedCopies();
      // Each attempt carries the working link, the same bytes every time (so each signature covers the same body).
      expect(attempts[0]!.body.health!.reconnectUrl).to.equal(degraded.body.health!.reconnectUrl);
      expect(attempts[1]!.raw).to.equal(attempts[0]!.raw);
      await waitFor('the failed delivery logged', async () =>
        (await db.collection('deliveries').findOne({ eventType: 'connection.degraded', status: 'failed' })) ? true : undefined,
      );
      await storedCopies();
      await down.close();
      // The event log has the event; its link is not kept (it expires in 15 minutes): null there.
      const logged = (await eventsOf(gw, project, conn.connectionId)).find((e) => e.eventType === 'connection.degraded');
      expect(logged!.health!.reconnectUrl).to.equal(null);

      const during = await connectionOf(gw, project, conn);
      expect(during.health).to.equal('needs_reauth');
      expect(during.healthState.state).to.equal('degraded');
      expect((during.healthState.reasons as { code: string }[]).map((r) => r.code)).to.deep.equal(['needs_reauth']);

      // The tool accepts the token again (the admin re-enabled the app): the next successful call recovers it.
      hs.token = 'hubspot-access-1';
      const ok = await post(gw.url, '/api/unifications/crm/contacts/list', {}, headers);
      expect(ok.status).to.equal(200);
      const recovered = await waitFor('connection.recovered delivered', () =>
        (receiver.received as Received[]).find((r) => r.body.eventType === 'connection.recovered'),
      );
      expect(recovered.body.health).to.deep.equal({ state: 'healthy', reasons: [], reconnectUrl: null });
      const after = await connectionOf(gw, project, conn);
      expect(after.health).to.equal('ok');
      expect(after.healthState.state).to.equal('healthy');
      // Both are in the event log, in order, once each.
      const health = (await eventsOf(gw, project, conn.connectionId)).filter((e) => e.eventType.startsWith('connection.'));
      expect(health.map((e) => e.eventType)).to.deep.equal(['connection.degraded', 'connection.recovered']);
    });
  });

  describe('scopes and repeated 401s', () => {
    let hs: FakeHubspot;
    let gw: TestGateway;

    before(async () => {
      hs = await new FakeHubspot('pat-good').start();
      gw = await startTestGateway({ PLUGBOARD_CONNECTOR_HOSTS: JSON.stringify({ hubspot: { api: hs.origin, token: hs.origin } }) });
    });
    after(async () => {
      await gw?.close();
      await hs?.server.stop();
    });

    it('a token granting fewer scopes than the manifest asks for degrades the connection at once, naming them', async () => {
      const project = await seedProject(gw.gateway.core);
      const granted = SCOPES.filter((s) => s !== 'crm.lists.write' && s !== 'crm.objects.deals.write');
      const conn = await seedConnection(gw.gateway.core, project.dev.env, {
        integrationId: 'hubspot',
        authMethodId: 'oauth',
        credentials: { type: 'oauth2', method: 'oauth', accessToken: 'pat-good', refreshToken: 'r', scope: granted.join(' ') },
      });
      const events = await waitFor('connection.degraded', async () => {
        const list = await eventsOf(gw, project, conn.connectionId);
        return list.length ? list : undefined;
      });
      expect(events.map((e) => e.eventType)).to.deep.equal(['connection.degraded']);
      expect(events[0]!.health!.reasons).to.deep.equal([
        { code: 'missing_scopes', message: 'The tool did not grant: crm.objects.deals.write, crm.lists.write' },
      ]);
      const listed = await connectionOf(gw, project, conn);
      expect(listed.healthState.grantedScopes).to.deep.equal(granted);
      // A successful call does not grant scopes: still degraded, nothing announced.
      const headers = { 'x-svc-api-token': project.dev.apiToken, 'x-svc-access-token': conn.accessToken };
      expect((await post(gw.url, '/api/unifications/crm/contacts/list', {}, headers)).status).to.equal(200);
      await gw.gateway.core.services.connectionHealth.settled();
      expect((await eventsOf(gw, project, conn.connectionId)).map((e) => e.eventType)).to.deep.equal(['connection.degraded']);
    });

    it('three 401s in a row degrade an API-key connection (two do not); the next success recovers it', async () => {
      const project = await seedProject(gw.gateway.core);
      const conn = await seedConnection(gw.gateway.core, project.dev.env, {
        integrationId: 'hubspot',
        authMethodId: 'private_app',
        credentials: { type: 'bearer', method: 'private_app', token: 'pat-good' },
      });
      const headers = { 'x-svc-api-token': project.dev.apiToken, 'x-svc-access-token': conn.accessToken };
      const list = () => post(gw.url, '/api/unifications/crm/contacts/list', {}, headers);
      hs.token = 'pat-rotated-by-admin';
      for (let i = 0; i < 2; i++) expect((await list()).status).to.be.within(400, 499);
      await gw.gateway.core.services.connectionHealth.settled();
      expect(await eventsOf(gw, project, conn.connectionId)).to.deep.equal([]);
      expect((await list()).status).to.be.within(400, 499);
      const degraded = await waitFor('connection.degraded', async () => (await eventsOf(gw, project, conn.connectionId))[0]);
      expect(degraded.eventType).to.equal('connection.degraded');
      expect(degraded.health!.reasons.map((r) => r.code)).to.deep.equal(['auth_rejected']);
      // The log does not keep the link (a live session token): webhooks carry it, the log says null.
      expect(degraded.health!.reconnectUrl).to.equal(null);

      hs.token = 'pat-good';
      expect((await list()).status).to.equal(200);
      const all = await waitFor('connection.recovered', async () => {
        const events = await eventsOf(gw, project, conn.connectionId);
        return events.length === 2 ? events : undefined;
      });
      expect(all.map((e) => e.eventType)).to.deep.equal(['connection.degraded', 'connection.recovered']);
      expect((await connectionOf(gw, project, conn)).healthState).to.deep.equal({
        state: 'healthy',
        reasons: [],
        grantedScopes: null,
      });
    });
  });
});
