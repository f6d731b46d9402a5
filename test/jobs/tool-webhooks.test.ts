import { createHash, createHmac } from 'node:crypto';
import { expect } from 'chai';
import { freePort } from '../support/connect-gateway.js';
import { post } from '../support/http-client.js';
import { seedConnection, seedProject } from '../support/seed.js';
import { startTestGateway, type TestGateway } from '../support/start-gateway.js';
import { startWebhookReceiver, waitFor } from '../support/webhook-receiver.js';

describe("jobs: a tool's native webhooks (HubSpot v3 signature) become signed project events", function () {
  this.timeout(30_000);
  let gw: TestGateway;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  before(async () => {
    receiver = await startWebhookReceiver();
    const port = await freePort();
    gw = await startTestGateway({
      PORT: String(port),
      PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
      PLUGBOARD_JOBS: 'true',
      PLUGBOARD_JOBS_POLL_MS: '100',
      // The sync of the new connection must not leave loopback: port 9 (discard) refuses at once.
      PLUGBOARD_CONNECTOR_HOSTS: JSON.stringify({ hubspot: { api: 'http://127.0.0.1:9' }, pipedrive: { api: 'http://127.0.0.1:9' } }),
    });
  });
  after(async () => {
    await gw?.close();
    await receiver?.close();
  });

  it('verifies the signature with the OAuth app secret, maps the events, and refuses tampered or stale requests', async () => {
    const { core } = gw.gateway;
    const project = await seedProject(core);
    const h = { 'x-svc-api-token': project.dev.apiToken };
    expect((await post(gw.url, '/webhooks/create', { url: receiver.url }, h)).status).to.equal(200);
    const app = await post(
      gw.url,
      '/api/auth/oauth-apps/create',
      { integrationId: 'hubspot', clientId: 'hs-client', clientSecret: 'hs-app-secret' },
      h,
    );
    expect(app.status).to.equal(200);
    const conn = await seedConnection(core, project.dev.env, {
      integrationId: 'hubspot',
      authMethodId: 'oauth',
      credentials: { type: 'oauth2', accessToken: 'at', refreshToken: 'rt' },
    });

    const path = `/api/inbound-webhooks/hubspot/${conn.connectionId}`;
    const body = JSON.stringify([
      {
        eventId: 1,
        subscriptionId: 10,
        portalId: 62515,
        occurredAt: Date.now(),
        subscriptionType: 'contact.creation',
        attemptNumber: 0,
        objectId: 7,
        changeSource: 'CRM',
      },
      {
        eventId: 2,
        subscriptionId: 11,
        portalId: 62515,
        occurredAt: Date.now(),
        subscriptionType: 'deal.propertyChange',
        attemptNumber: 0,
        objectId: 9,
        propertyName: 'amount',
        propertyValue: '10',
      },
      {
        eventId: 3,
        subscriptionId: 12,
        portalId: 62515,
        occurredAt: Date.now(),
        subscriptionType: 'contact.associationChange',
        attemptNumber: 0,
        objectId: 7,
      },
    ]);
    const send = (opts: { body?: string; ts?: number; secret?: string } = {}) => {
      const ts = opts.ts ?? Date.now();
      const signature = createHmac('sha256', opts.secret ?? 'hs-app-secret')
        .update(`POST${gw.url}${path}${body}${ts}`)
        .digest('base64');
      return fetch(`${gw.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-hubspot-signature-v3': signature, 'x-hubspot-request-timestamp': String(ts) },
        body: opts.body ?? body,
      });
    };

    const ok = await send();
    expect(ok.status, await ok.clone().text()).to.equal(202);
    expect(await ok.json()).to.deep.equal({ result: { accepted: 2 } });
    const events = await waitFor('two object events', () => {
      const got = receiver.received.filter((w) => w.body.eventType.startsWith('object.'));
      return got.length >= 2 ? got : undefined;
    });
    expect(events.map((w) => [w.body.eventType, w.body.data?.id, w.body.connectionId]).sort()).to.deep.equal([
      ['object.crm.contacts.created', '7', conn.connectionId],
      ['object.crm.deals.updated', '9', conn.connectionId],
    ]);
    for (const w of events) {
      const expected = createHash('sha256')
        .update(`${project.dev.apiToken}:${String(w.headers['x-svc-timestamp'])}:${w.raw}`)
        .digest('hex');
      expect(w.headers['x-svc-webhook-signature']).to.equal(expected);
    }

    for (const [what, res] of [
      ['a changed body', await send({ body: body.replace('"objectId":9', '"objectId":8') })],
      ['another app secret', await send({ secret: 'someone-else' })],
      ['a timestamp older than 5 minutes', await send({ ts: Date.now() - 6 * 60_000 })],
    ] as const) {
      expect(res.status, what).to.equal(401);
      expect(((await res.json()) as { error: { code: string } }).error.code, what).to.equal('UNAUTHORIZED');
    }
    await new Promise((r) => setTimeout(r, 300));
    expect(receiver.received.filter((w) => w.body.eventType.startsWith('object.'))).to.have.length(2);
  });

  it('Pipedrive (webhooks v2): the HTTP Basic credentials chosen for the webhook are checked; meta.entity + meta.action map the change', async () => {
    const { core } = gw.gateway;
    const project = await seedProject(core);
    const h = { 'x-svc-api-token': project.dev.apiToken };
    expect((await post(gw.url, '/webhooks/create', { url: receiver.url }, h)).status).to.equal(200);
    const conn = await seedConnection(core, project.dev.env, {
      integrationId: 'pipedrive',
      authMethodId: 'api_token',
      credentials: { type: 'api_key', apiKey: 'pd-token' },
      inputs: { webhook_user: 'plugboard', webhook_password: 'pd-hook-password-4c1e' },
    });
    const path = `/api/inbound-webhooks/pipedrive/${conn.connectionId}`;
    const body = JSON.stringify({
      data: { id: 123, name: 'Ada Lovelace' },
      previous: { name: 'Ada' },
      meta: { action: 'change', entity: 'person', entity_id: '123', version: '2.0', webhook_id: '77', timestamp: new Date().toISOString() },
    });
    const send = (user: string, password: string) =>
      fetch(`${gw.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}` },
        body,
      });
    const ok = await send('plugboard', 'pd-hook-password-4c1e');
    expect(ok.status, await ok.clone().text()).to.equal(202);
    expect(await ok.json()).to.deep.equal({ result: { accepted: 1 } });
    const event = await waitFor('the contact update', () =>
      receiver.received.find((w) => w.body.connectionId === conn.connectionId && w.body.eventType === 'object.crm.contacts.updated'),
    );
    expect(event.body.data?.id).to.equal('123');
    for (const [user, password] of [
      ['plugboard', 'guessed'],
      ['someone', 'pd-hook-password-4c1e'],
    ] as const) {
      const res = await send(user, password);
      expect(res.status, `${user}:${password}`).to.equal(401);
    }
    const unsigned = await fetch(`${gw.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect(unsigned.status).to.equal(401);
  });
});
