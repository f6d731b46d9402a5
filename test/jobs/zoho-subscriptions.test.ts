import { createHmac } from 'node:crypto';
import { expect } from 'chai';
import { freePort } from '../support/connect-gateway.js';
import { FakeZoho } from '../support/fake-tools/fake-zoho.js';
import { post } from '../support/http-client.js';
import { seedConnection, seedProject, type SeededProject } from '../support/seed.js';
import { startTestGateway, type TestGateway } from '../support/start-gateway.js';
import { startWebhookReceiver, waitFor, type ReceivedWebhook } from '../support/webhook-receiver.js';

interface SubscriptionView {
  name: string;
  state: string;
  expiresTime: string | null;
  lastError: string | null;
}

/** The Standard Webhooks signature a project webhook's receiver checks (docs/webhooks.md). */
const verifies = (w: ReceivedWebhook, secret: string): boolean => {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const mac = createHmac('sha256', key)
    .update(`${String(w.headers['webhook-id'])}.${String(w.headers['webhook-timestamp'])}.${w.raw}`)
    .digest('base64');
  return String(w.headers['webhook-signature']) === `v1,${mac}`;
};

describe('jobs: a Zoho CRM connection gets a notification channel (a channel id and expiry the gateway picks), renewed before it expires', function () {
  this.timeout(60_000);
  let gw: TestGateway;
  let zoho: FakeZoho;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let project: SeededProject;
  let webhookSecret: string;

  before(async () => {
    receiver = await startWebhookReceiver();
    zoho = await new FakeZoho({ id: '1000.ZOHOSUBS', secret: 'zoho-subs-secret' }).start();
    const port = await freePort();
    gw = await startTestGateway({
      PORT: String(port),
      PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
      PLUGBOARD_TOOL_SUBSCRIPTIONS: 'on',
      PLUGBOARD_JOBS: 'true',
      PLUGBOARD_JOBS_POLL_MS: '100',
      PLUGBOARD_CONNECTOR_HOSTS: JSON.stringify({ zoho: { api: zoho.origin, authorize: zoho.origin, token: zoho.origin } }),
    });
    project = await seedProject(gw.gateway.core);
    const wh = await post(gw.url, '/webhooks/create', { url: receiver.url }, { 'x-svc-api-token': project.dev.apiToken });
    expect(wh.status).to.equal(200);
    webhookSecret = (wh.body as { webhook: { secret: string } }).webhook.secret;
  });
  after(async () => {
    await gw?.close();
    await zoho?.server.stop();
    await receiver?.close();
  });

  it('enables a channel with a numeric channel_id, a 23-hour channel_expiry with offset and a token; renews it with PATCH; its notifications arrive signed; delete disables it', async () => {
    zoho.watch.lifetimeCapMs = 4_000; // Zoho keeps a channel a day at most; 4 s shows the renewals without waiting
    zoho.accessTokens.add('1000.zoho-subscriptions-token');
    const conn = await seedConnection(gw.gateway.core, project.dev.env, {
      integrationId: 'zoho',
      authMethodId: 'oauth',
      credentials: { type: 'oauth2', accessToken: '1000.zoho-subscriptions-token', refreshToken: '1000.refresh' },
    });
    const h = { 'x-svc-api-token': project.dev.apiToken, 'x-svc-access-token': conn.accessToken };
    const subscriptionsOf = async (): Promise<SubscriptionView[]> => {
      const res = await post(gw.url, '/api/connections/find', { id: conn.connectionId }, h);
      return (res.body as { result: { connection: { subscriptions: SubscriptionView[] } } }).result.connection.subscriptions;
    };

    const channel = await waitFor('the channel at Zoho', () => [...zoho.watch.channels.values()][0], 15_000);
    const enable = zoho.server.requests.find((r) => r.method === 'POST' && r.path === '/crm/v8/actions/watch')!;
    const asked = (enable.json as { watch: Record<string, unknown>[] }).watch[0]!;
    // A long the gateway picked (13 digits), sent as a JSON number, kept for renew and delete.
    expect(asked.channel_id).to.be.a('number');
    expect(String(asked.channel_id)).to.match(/^[1-9]\d{12}$/);
    expect(asked.events).to.deep.equal(['Contacts.all', 'Accounts.all', 'Deals.all', 'Leads.all']);
    expect(asked.notify_url).to.equal(`${gw.url}/api/inbound-webhooks/zoho/${conn.connectionId}`);
    expect(asked.token).to.match(/^[0-9a-f]{32}$/);
    // "now plus 23 hours" with a numeric offset and whole seconds (Zoho: at most a day ahead, else one hour).
    expect(asked.channel_expiry).to.match(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+00:00$/);
    expect(Date.parse(String(asked.channel_expiry)) - Date.now()).to.be.closeTo(23 * 3_600_000, 60_000);
    const first = await waitFor('the active subscription', async () => {
      const s = await subscriptionsOf();
      return s[0]?.state === 'active' ? s[0] : undefined;
    });
    expect(first.name).to.equal('records');
    expect(Date.parse(first.expiresTime!)).to.be.closeTo(channel.expiresAtMs, 1_000);

    // Renewed at the middle of a 4 s life (an hour before a 23-hour one): PATCH with the same channel and a new expiry.
    const renewals = () => zoho.server.requests.filter((r) => r.method === 'PATCH' && r.path === '/crm/v8/actions/watch');
    await waitFor('two renewals', () => renewals().length >= 2, 15_000);
    const patch = (renewals()[0]!.json as { watch: Record<string, unknown>[] }).watch[0]!;
    expect(patch.channel_id).to.equal(asked.channel_id);
    expect(patch.token).to.equal(asked.token);
    expect(Date.parse(String(patch.channel_expiry))).to.be.greaterThan(Date.parse(String(asked.channel_expiry)) - 1);
    expect(zoho.watch.channels.get(channel.channelId)!.expiresAtMs, 'alive past its first expiry').to.be.greaterThan(Date.now());
    const later = (await subscriptionsOf())[0]!;
    expect(later.state).to.equal('active');
    expect(Date.parse(later.expiresTime!)).to.be.greaterThan(Date.parse(first.expiresTime!));

    const pushedAt = Date.now();
    expect(await zoho.watch.push('Contacts', 'update', ['4150868000000624111', '4150868000000624112'])).to.deep.equal([202]);
    expect(await zoho.watch.push('Deals', 'delete', ['4150868000000624113'])).to.deep.equal([202]);
    await waitFor(
      'the three events at the project webhook',
      () => {
        const got = receiver.received
          .filter((w) => w.body.connectionId === conn.connectionId)
          .map((w) => `${w.body.eventType} ${w.body.data?.id}`);
        return [
          'object.crm.contacts.updated 4150868000000624111',
          'object.crm.contacts.updated 4150868000000624112',
          'object.crm.deals.deleted 4150868000000624113',
        ].every((e) => got.includes(e));
      },
      5_000,
    );
    const event = receiver.received.find((w) => w.body.connectionId === conn.connectionId)!;
    expect(event.at - pushedAt).to.be.below(5_000);
    expect(verifies(event, webhookSecret), 'Standard Webhooks signature').to.equal(true);
    // A notification without the channel's token is refused.
    const forged = await fetch(asked.notify_url as string, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ module: 'Contacts', operation: 'delete', ids: ['1'], channel_id: String(asked.channel_id), token: 'guess' }),
    });
    expect(forged.status).to.equal(401);

    const del = await post(gw.url, '/api/connections/delete', { id: conn.connectionId }, h);
    expect(del.status, JSON.stringify(del.body)).to.equal(200);
    expect(zoho.watch.channels.size, 'disabled at Zoho').to.equal(0);
    const disable = zoho.server.requests.find((r) => r.method === 'DELETE' && r.path === '/crm/v8/actions/watch')!;
    expect(disable.query.channel_ids).to.equal(String(asked.channel_id));
  });
});
