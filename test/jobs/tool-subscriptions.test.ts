import { createHmac } from 'node:crypto';
import { expect } from 'chai';
import { freePort } from '../support/connect-gateway.js';
import { FakeAircall } from '../support/fake-tools/fake-aircall.js';
import { FakeClose } from '../support/fake-tools/fake-close.js';
import { FakeCopper } from '../support/fake-tools/fake-copper.js';
import { FakeOutreach } from '../support/fake-tools/fake-outreach.js';
import { FakePipedrive } from '../support/fake-tools/fake-pipedrive.js';
import { FakeRingCentral } from '../support/fake-tools/fake-ringcentral.js';
import { FakeSalesloft } from '../support/fake-tools/fake-salesloft.js';
import { post } from '../support/http-client.js';
import { seedConnection, seedProject, type SeededProject } from '../support/seed.js';
import { startTestGateway, type TestGateway } from '../support/start-gateway.js';
import { startWebhookReceiver, waitFor, type ReceivedWebhook } from '../support/webhook-receiver.js';

const PD_TOKEN = 'pd-subscriptions-token';

interface SubscriptionView {
  name: string;
  state: string;
  expiresTime: string | null;
  nextActionTime: string | null;
  lastError: string | null;
  failures: number;
}

/** The Standard Webhooks signature a project webhook's receiver checks (docs/webhooks.md). */
const verifies = (w: ReceivedWebhook, secret: string): boolean => {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const mac = createHmac('sha256', key)
    .update(`${String(w.headers['webhook-id'])}.${String(w.headers['webhook-timestamp'])}.${w.raw}`)
    .digest('base64');
  return String(w.headers['webhook-signature']) === `v1,${mac}`;
};

describe("jobs: connections are subscribed to their tool's change notifications (manifest webhooks.subscriptions)", function () {
  this.timeout(60_000);
  let gw: TestGateway;
  let pd: FakePipedrive;
  let rc: FakeRingCentral;
  let close: FakeClose;
  let outreach: FakeOutreach;
  let aircall: FakeAircall;
  let salesloft: FakeSalesloft;
  let copper: FakeCopper;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let project: SeededProject;
  let webhookSecret: string;
  /** The API token and the connection's access token: what /api/connections/* asks for. */
  const h = (conn: { accessToken: string }) => ({ 'x-svc-api-token': project.dev.apiToken, 'x-svc-access-token': conn.accessToken });

  const subscriptionsOf = async (conn: { connectionId: string; accessToken: string }): Promise<SubscriptionView[]> => {
    const res = await post(gw.url, '/api/connections/find', { id: conn.connectionId }, h(conn));
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    return (res.body as { result: { connection: { subscriptions: SubscriptionView[] } } }).result.connection.subscriptions;
  };

  before(async () => {
    receiver = await startWebhookReceiver();
    pd = await new FakePipedrive(PD_TOKEN).start();
    rc = await new FakeRingCentral({ clientId: 'rc-client', clientSecret: 'rc-secret' }).start();
    close = await new FakeClose('api_close_subscriptions').start();
    outreach = await new FakeOutreach('outreach-subscriptions-token').start();
    aircall = await new FakeAircall('aircall-id', 'aircall-token').start();
    salesloft = await new FakeSalesloft('salesloft-subscriptions-token').start();
    copper = await new FakeCopper('copper-key', 'owner@example.com').start();
    const port = await freePort();
    gw = await startTestGateway({
      PORT: String(port),
      PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
      // Loopback fakes reach the loopback gateway: subscribe although PUBLIC_BASE_URL is not public.
      PLUGBOARD_TOOL_SUBSCRIPTIONS: 'on',
      PLUGBOARD_JOBS: 'true',
      PLUGBOARD_JOBS_POLL_MS: '100',
      PLUGBOARD_CONNECTOR_HOSTS: JSON.stringify({
        pipedrive: { api: pd.origin },
        ringcentral: { api: rc.origin, authorize: rc.origin, token: rc.origin },
        close: { api: close.origin },
        outreach: { api: outreach.origin },
        aircall: { api: aircall.origin },
        salesloft: { api: salesloft.origin },
        copper: { api: copper.origin },
      }),
    });
    project = await seedProject(gw.gateway.core);
    const wh = await post(gw.url, '/webhooks/create', { url: receiver.url }, { 'x-svc-api-token': project.dev.apiToken });
    expect(wh.status).to.equal(200);
    webhookSecret = (wh.body as { webhook: { secret: string } }).webhook.secret;
  });
  after(async () => {
    await gw?.close();
    await pd?.server.stop();
    await rc?.server.stop();
    await close?.server.stop();
    await outreach?.server.stop();
    await aircall?.server.stop();
    await salesloft?.server.stop();
    await copper?.server.stop();
    await receiver?.close();
  });
  beforeEach(() => {
    pd.webhooks.clear();
    pd.webhookLimit = 40;
  });

  it('Pipedrive: connecting makes a v2 webhook at the tool; its pushed change arrives signed; delete removes the webhook', async () => {
    const conn = await seedConnection(gw.gateway.core, project.dev.env, {
      integrationId: 'pipedrive',
      authMethodId: 'api_token',
      credentials: { type: 'api_key', apiKey: PD_TOKEN },
    });
    const hook = await waitFor('the webhook at Pipedrive', () => [...pd.webhooks.values()][0], 15_000);
    expect(hook.subscription_url).to.equal(`${gw.url}/api/inbound-webhooks/pipedrive/${conn.connectionId}`);
    expect([hook.event_action, hook.event_object, hook.version]).to.deep.equal(['*', '*', '2.0']);
    // Basic credentials generated by the gateway, never typed by anyone: 16 and 32 random bytes, hex.
    expect(hook.http_auth_user).to.match(/^[0-9a-f]{32}$/);
    expect(hook.http_auth_password).to.match(/^[0-9a-f]{64}$/);
    const subs = await waitFor('the active subscription', async () => {
      const s = await subscriptionsOf(conn);
      return s[0]?.state === 'active' ? s : undefined;
    });
    expect(subs).to.have.length(1);
    expect(subs[0]).to.include({ name: 'changes', state: 'active', expiresTime: null, lastError: null, failures: 0 });

    const pushedAt = Date.now();
    expect(await pd.push('person', 'change', 4242, { name: 'Ada Lovelace' })).to.deep.equal([202]);
    const event = await waitFor(
      'the contact update at the project webhook',
      () => receiver.received.find((w) => w.body.connectionId === conn.connectionId && w.body.data?.id === '4242'),
      5_000,
    );
    expect(event.at - pushedAt).to.be.below(5_000);
    expect(event.body.eventType).to.equal('object.crm.contacts.updated');
    expect(verifies(event, webhookSecret), 'Standard Webhooks signature').to.equal(true);

    // Someone else's credentials are refused: the generated ones stand in for the connection inputs.
    const forged = await fetch(`${gw.url}/api/inbound-webhooks/pipedrive/${conn.connectionId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Basic ${Buffer.from('x:y').toString('base64')}` },
      body: JSON.stringify({ data: null, previous: null, meta: { action: 'delete', entity: 'person', entity_id: '1' } }),
    });
    expect(forged.status).to.equal(401);

    // Re-authorised: the webhook made with the old grant is deleted, a new one (new credentials) is made.
    await gw.gateway.core.services.connections.reauthorize(project.dev.env, conn.connectionId, {
      integrationId: 'pipedrive',
      authMethodId: 'api_token',
      credentials: { type: 'api_key', apiKey: PD_TOKEN },
    });
    const renewed = await waitFor('the new webhook', () => [...pd.webhooks.values()].find((w) => w.id !== hook.id), 15_000);
    expect(pd.webhooks.has(Number(hook.id)), 'the old webhook is gone').to.equal(false);
    expect(renewed.http_auth_password).to.not.equal(hook.http_auth_password);
    await waitFor('the subscription active again', async () => (await subscriptionsOf(conn))[0]?.state === 'active');
    expect(await pd.push('person', 'delete', 4243)).to.deep.equal([202]);
    await waitFor('the contact deletion', () =>
      receiver.received.find((w) => w.body.connectionId === conn.connectionId && w.body.eventType === 'object.crm.contacts.deleted'),
    );

    const del = await post(gw.url, '/api/connections/delete', { id: conn.connectionId }, h(conn));
    expect(del.status, JSON.stringify(del.body)).to.equal(200);
    expect(pd.webhooks.size, 'the webhook is deleted at Pipedrive').to.equal(0);
    expect(pd.server.requests.filter((r) => r.method === 'DELETE' && r.path === `/api/v1/webhooks/${String(renewed.id)}`)).to.have.length(
      1,
    );
  });

  it('Pipedrive: a refused subscription shows failed with the reason and a retry time; the connection still syncs by polling', async () => {
    pd.webhookLimit = 0; // as if the user already held Pipedrive's 40 webhooks
    pd.addV2('persons', { name: 'Grace Hopper' }, new Date().toISOString());
    const conn = await seedConnection(gw.gateway.core, project.dev.env, {
      integrationId: 'pipedrive',
      authMethodId: 'api_token',
      credentials: { type: 'api_key', apiKey: PD_TOKEN },
    });
    const subs = await waitFor('the failed subscription', async () => {
      const s = await subscriptionsOf(conn);
      return s[0]?.state === 'failed' ? s : undefined;
    });
    expect(subs[0]!.lastError).to.match(/^creating the subscription failed: .*Webhooks limit reached/);
    expect(subs[0]!.failures).to.equal(1);
    // The first retry comes 30 s later (then 2 min, 8 min, ...).
    const retryIn = Date.parse(subs[0]!.nextActionTime!) - Date.now();
    expect(retryIn).to.be.within(20_000, 31_000);
    // Polling is the safety net: the sync reads the tool as usual and the record reaches the cache.
    await waitFor(
      'the person synced',
      async () => {
        const res = await post(gw.url, '/api/connections/find', { id: conn.connectionId }, h(conn));
        return (res.body as { result: { connection: { status: string } } }).result.connection.status !== 'NEW_CONNECTION';
      },
      20_000,
    );
    expect(pd.server.requests.some((r) => r.method === 'GET' && r.path === '/api/v2/persons')).to.equal(true);
    const dash = await gw.gateway.core.services.dashboard.connectionsPage(project.dev.env, { limit: 50 });
    const row = dash.items.find((i) => i.id === conn.connectionId)!;
    expect(row.subscriptions[0]).to.include({ name: 'changes', state: 'failed' });
    await post(gw.url, '/api/connections/delete', { id: conn.connectionId }, h(conn));
  });

  it('RingCentral: a WebHook subscription passes the validation handshake, is renewed before it expires, and is deleted with the connection', async () => {
    rc.lifetimeCapSeconds = 4; // RingCentral grants 7 days here; 4 s shows the renewals without waiting
    const { accessToken, refreshToken } = rc.oauth.issue();
    const conn = await seedConnection(gw.gateway.core, project.dev.env, {
      integrationId: 'ringcentral',
      authMethodId: 'oauth',
      credentials: { type: 'oauth2', accessToken, refreshToken },
    });
    const sub = await waitFor('the subscription at RingCentral', () => [...rc.subscriptions.values()][0], 15_000);
    const created = rc.server.requests.find((r) => r.method === 'POST' && r.path === '/restapi/v1.0/subscription')!;
    const asked = created.json as { eventFilters: string[]; deliveryMode: Record<string, string>; expiresIn: number };
    expect(asked.eventFilters).to.deep.equal(['/restapi/v1.0/account/~/extension']);
    expect(asked.expiresIn).to.equal(604800);
    expect(asked.deliveryMode).to.include({
      transportType: 'WebHook',
      address: `${gw.url}/api/inbound-webhooks/ringcentral/${conn.connectionId}`,
    });
    expect(asked.deliveryMode.verificationToken).to.match(/^[0-9a-f]{32}$/);
    const first = await waitFor('the active subscription', async () => {
      const s = await subscriptionsOf(conn);
      return s[0]?.state === 'active' ? s[0] : undefined;
    });
    expect(Date.parse(first.expiresTime!)).to.be.closeTo(sub.expiresAtMs, 1_000);
    // Renewed at the middle of a 4 s lifetime (a day before a 7-day one): RingCentral's renew, empty body.
    const renewals = () =>
      rc.server.requests.filter((r) => r.method === 'POST' && r.path === `/restapi/v1.0/subscription/${String(sub.id)}/renew`);
    await waitFor('a renewal', () => renewals().length >= 2, 10_000);
    expect(renewals()[0]!.body).to.equal('');
    const later = (await subscriptionsOf(conn))[0]!;
    expect(later.state).to.equal('active');
    expect(Date.parse(later.expiresTime!)).to.be.greaterThan(Date.parse(first.expiresTime!));
    expect(rc.subscriptions.get(String(sub.id))!.expiresAtMs, 'still alive past its first expiry').to.be.greaterThan(Date.now());

    const pushedAt = Date.now();
    expect(await rc.push(400131136009, 'Update')).to.deep.equal([202]);
    const event = await waitFor(
      'the user update at the project webhook',
      () => receiver.received.find((w) => w.body.connectionId === conn.connectionId && w.body.eventType === 'object.dialer.users.updated'),
      5_000,
    );
    expect(event.at - pushedAt).to.be.below(5_000);
    expect(event.body.data).to.deep.equal({ id: '400131136009' });
    expect(verifies(event, webhookSecret)).to.equal(true);

    // The tool forgot it (expired while the gateway was down, say): the renewal fails, and once it has expired a new
    // subscription is made.
    const renewedBefore = renewals().length;
    rc.subscriptions.clear();
    const recreated = await waitFor('a new subscription', () => [...rc.subscriptions.values()].find((x) => x.id !== sub.id), 15_000);
    expect(renewals().length, 'a renewal was tried (404) before the new subscription').to.be.greaterThan(renewedBefore);
    await waitFor('active again', async () => (await subscriptionsOf(conn))[0]?.state === 'active');

    const del = await post(gw.url, '/api/connections/delete', { id: conn.connectionId }, h(conn));
    expect(del.status, JSON.stringify(del.body)).to.equal(200);
    expect(rc.subscriptions.size, 'deleted at RingCentral').to.equal(0);
    expect(
      rc.server.requests.some((r) => r.method === 'DELETE' && r.path === `/restapi/v1.0/subscription/${String(recreated.id)}`),
    ).to.equal(true);
  });

  it('Close: the signature_key of the answer verifies the deliveries (a secret the tool chooses); delete removes the subscription', async () => {
    const conn = await seedConnection(gw.gateway.core, project.dev.env, {
      integrationId: 'close',
      authMethodId: 'api_key',
      credentials: { type: 'api_key', apiKey: 'api_close_subscriptions' },
    });
    const hook = await waitFor('the webhook subscription at Close', () => [...close.webhooks.values()][0], 15_000);
    expect(hook.url).to.equal(`${gw.url}/api/inbound-webhooks/close/${conn.connectionId}`);
    expect(hook.events).to.deep.include({ object_type: 'activity.note', action: 'updated' });
    await waitFor('the active subscription', async () => (await subscriptionsOf(conn))[0]?.state === 'active');
    expect(await close.push('lead', 'updated', 'lead_42')).to.deep.equal([202]);
    const event = await waitFor('the account update', () =>
      receiver.received.find((w) => w.body.connectionId === conn.connectionId && w.body.eventType === 'object.crm.accounts.updated'),
    );
    expect(event.body.data).to.deep.equal({ id: 'lead_42' });
    const del = await post(gw.url, '/api/connections/delete', { id: conn.connectionId }, h(conn));
    expect(del.status).to.equal(200);
    expect(close.webhooks.size).to.equal(0);
  });

  it('Outreach: one webhook per resource, each with its own generated secret verifying its deliveries; delete removes both', async () => {
    const conn = await seedConnection(gw.gateway.core, project.dev.env, {
      integrationId: 'outreach',
      authMethodId: 'oauth',
      credentials: { type: 'oauth2', accessToken: 'outreach-subscriptions-token' },
    });
    await waitFor('both webhooks at Outreach', () => outreach.webhooks.size === 2, 15_000);
    const hooks = [...outreach.webhooks.values()].map((w) => w.attributes);
    expect(hooks.map((a) => a.resource).sort()).to.deep.equal(['account', 'prospect']);
    for (const a of hooks) {
      expect(a.url).to.equal(`${gw.url}/api/inbound-webhooks/outreach/${conn.connectionId}`);
      expect(a.secret).to.match(/^[0-9a-f]{64}$/);
    }
    expect(hooks[0]!.secret).to.not.equal(hooks[1]!.secret);
    await waitFor('both active', async () => (await subscriptionsOf(conn)).filter((x) => x.state === 'active').length === 2);
    expect(await outreach.push('prospect', 'updated', 77)).to.deep.equal([202]);
    expect(await outreach.push('account', 'destroyed', 78)).to.deep.equal([202]);
    await waitFor('both events', () => {
      const got = receiver.received
        .filter((w) => w.body.connectionId === conn.connectionId)
        .map((w) => `${w.body.eventType} ${w.body.data?.id}`);
      return got.includes('object.engagement.contacts.updated 77') && got.includes('object.engagement.accounts.deleted 78');
    });
    const del = await post(gw.url, '/api/connections/delete', { id: conn.connectionId }, h(conn));
    expect(del.status).to.equal(200);
    expect(outreach.webhooks.size).to.equal(0);
  });

  it("Aircall: the webhook's answered token, echoed in each delivery's body, verifies it; a wrong token is refused; delete removes the webhook", async () => {
    const conn = await seedConnection(gw.gateway.core, project.dev.env, {
      integrationId: 'aircall',
      authMethodId: 'api_token',
      credentials: { type: 'basic', username: 'aircall-id', password: 'aircall-token' },
    });
    const hook = await waitFor('the webhook at Aircall', () => [...aircall.webhooks.values()][0], 15_000);
    const inbound = `${gw.url}/api/inbound-webhooks/aircall/${conn.connectionId}`;
    expect(hook.url).to.equal(inbound);
    expect(hook.custom_name).to.equal('Plugboard');
    expect(hook.events).to.include.members(['call.created', 'call.ended', 'user.created.v2', 'user.deleted.v2']);
    await waitFor('the active subscription', async () => (await subscriptionsOf(conn))[0]?.state === 'active');

    const pushedAt = Date.now();
    expect(await aircall.push('call.ended', { id: 812, direction: 'inbound', status: 'done' })).to.deep.equal([202]);
    expect(await aircall.push('user.created.v2', { id: 1002, name: 'Agent 2' })).to.deep.equal([202]);
    const event = await waitFor(
      'the call update at the project webhook',
      () => receiver.received.find((w) => w.body.connectionId === conn.connectionId && w.body.eventType === 'object.dialer.calls.updated'),
      5_000,
    );
    expect(event.at - pushedAt).to.be.below(5_000);
    expect(event.body.data).to.deep.equal({ id: '812' });
    expect(verifies(event, webhookSecret)).to.equal(true);
    await waitFor('the user creation', () =>
      receiver.received.find((w) => w.body.connectionId === conn.connectionId && w.body.eventType === 'object.dialer.users.created'),
    );

    // Nothing is signed: a delivery without the webhook's token (or with another) is refused.
    for (const token of ['not-the-token', undefined]) {
      const forged = await fetch(inbound, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ resource: 'call', event: 'call.created', timestamp: 1, ...(token ? { token } : {}), data: { id: 1 } }),
      });
      expect(forged.status, String(token)).to.equal(401);
    }

    const del = await post(gw.url, '/api/connections/delete', { id: conn.connectionId }, h(conn));
    expect(del.status).to.equal(200);
    expect(aircall.webhooks.size, 'deleted at Aircall').to.equal(0);
    expect(aircall.server.requests.some((r) => r.method === 'DELETE' && r.path === `/v1/webhooks/${hook.webhook_id}`)).to.equal(true);
  });

  it('Salesloft: one subscription per event type, each with its own callback_token (HMAC-SHA1 of the body); the event type comes in x-salesloft-event; delete removes them all', async () => {
    const conn = await seedConnection(gw.gateway.core, project.dev.env, {
      integrationId: 'salesloft',
      authMethodId: 'oauth',
      credentials: { type: 'oauth2', accessToken: 'salesloft-subscriptions-token' },
    });
    await waitFor('six subscriptions at Salesloft', () => salesloft.subscriptions.size === 6, 15_000);
    const subs = [...salesloft.subscriptions.values()];
    expect(subs.map((s) => s.event_type).sort()).to.deep.equal([
      'account_created',
      'account_deleted',
      'account_updated',
      'person_created',
      'person_deleted',
      'person_updated',
    ]);
    const inbound = `${gw.url}/api/inbound-webhooks/salesloft/${conn.connectionId}`;
    for (const s of subs) {
      expect(s.callback_url).to.equal(inbound);
      expect(s.callback_token).to.match(/^[0-9a-f]{64}$/);
    }
    expect(new Set(subs.map((s) => s.callback_token)).size).to.equal(6);
    await waitFor('all active', async () => (await subscriptionsOf(conn)).filter((x) => x.state === 'active').length === 6);

    expect(await salesloft.push('person_updated', { id: 5150, first_name: 'Ada' })).to.deep.equal([202]);
    expect(await salesloft.push('account_deleted', { id: 5151, name: 'Acme' })).to.deep.equal([202]);
    await waitFor('both events', () => {
      const got = receiver.received
        .filter((w) => w.body.connectionId === conn.connectionId)
        .map((w) => `${w.body.eventType} ${w.body.data?.id}`);
      return got.includes('object.engagement.contacts.updated 5150') && got.includes('object.engagement.accounts.deleted 5151');
    });
    // Signed with another subscription's token: refused (each delivery verifies with its own subscription's token,
    // and a forger knows none of them).
    const forged = await fetch(inbound, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-salesloft-event': 'person_deleted', 'x-salesloft-signature': '0'.repeat(40) },
      body: JSON.stringify({ id: 1 }),
    });
    expect(forged.status).to.equal(401);

    const del = await post(gw.url, '/api/connections/delete', { id: conn.connectionId }, h(conn));
    expect(del.status).to.equal(200);
    expect(salesloft.subscriptions.size, 'deleted at Salesloft').to.equal(0);
  });

  it("Copper: one subscription per entity and event, each with its own generated secret echoed in the notification's body; every id of a notification is an event; delete removes them", async () => {
    const conn = await seedConnection(gw.gateway.core, project.dev.env, {
      integrationId: 'copper',
      authMethodId: 'oauth',
      credentials: { type: 'oauth2', accessToken: 'copper-oauth-token' },
    });
    await waitFor('nine subscriptions at Copper', () => copper.webhooks.size === 9, 15_000);
    const hooks = [...copper.webhooks.values()];
    const inbound = `${gw.url}/api/inbound-webhooks/copper/${conn.connectionId}`;
    expect(hooks.map((w) => `${w.type}.${w.event}`)).to.include.members(['person.new', 'company.update', 'opportunity.delete']);
    for (const w of hooks) {
      expect(w.target).to.equal(inbound);
      expect(w.secret.secret).to.match(/^[0-9a-f]{64}$/);
    }
    await waitFor('all active', async () => (await subscriptionsOf(conn)).filter((x) => x.state === 'active').length === 9);

    expect(await copper.push('person', 'update', [7001, 7002])).to.deep.equal([202]);
    expect(await copper.push('opportunity', 'delete', [7003])).to.deep.equal([202]);
    await waitFor('three events', () => {
      const got = receiver.received
        .filter((w) => w.body.connectionId === conn.connectionId)
        .map((w) => `${w.body.eventType} ${w.body.data?.id}`);
      return ['object.crm.contacts.updated 7001', 'object.crm.contacts.updated 7002', 'object.crm.deals.deleted 7003'].every((e) =>
        got.includes(e),
      );
    });
    const forged = await fetch(inbound, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ subscription_id: 1, type: 'person', event: 'delete', ids: [1], secret: 'guess' }),
    });
    expect(forged.status).to.equal(401);

    const del = await post(gw.url, '/api/connections/delete', { id: conn.connectionId }, h(conn));
    expect(del.status).to.equal(200);
    expect(copper.webhooks.size, 'deleted at Copper').to.equal(0);
  });
});
