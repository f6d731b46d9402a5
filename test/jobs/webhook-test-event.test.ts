import { expect } from 'chai';
import { Webhook } from 'standardwebhooks';
import { signIn } from '../support/dashboard-client.js';
import { call, post } from '../support/http-client.js';
import { seedProject } from '../support/seed.js';
import { startTestGateway, type TestGateway } from '../support/start-gateway.js';
import { startWebhookReceiver, waitFor, type ReceivedWebhook } from '../support/webhook-receiver.js';

const stdHeaders = (w: ReceivedWebhook) => ({
  'webhook-id': String(w.headers['webhook-id']),
  'webhook-timestamp': String(w.headers['webhook-timestamp']),
  'webhook-signature': String(w.headers['webhook-signature']),
});

describe('jobs: a test event by API (POST /webhooks/test, system.webhook.test)', function () {
  this.timeout(60_000);
  let gw: TestGateway;
  const receivers: Awaited<ReturnType<typeof startWebhookReceiver>>[] = [];

  before(async () => {
    receivers.push(await startWebhookReceiver(), await startWebhookReceiver());
    gw = await startTestGateway({ PLUGBOARD_JOBS: 'true', PLUGBOARD_JOBS_POLL_MS: '100', PLUGBOARD_WEBHOOK_BACKOFF_MS: '100' });
  });
  after(async () => {
    await gw?.close();
    await Promise.all(receivers.map((r) => r.close()));
  });

  it('is delivered signed to every project webhook, and is in the event log', async () => {
    const [a, b] = receivers;
    const project = await seedProject(gw.gateway.core);
    const h = { 'x-svc-api-token': project.dev.apiToken };
    const hookA = (await post(gw.url, '/webhooks/create', { url: a!.url }, h)).body.webhook;
    const hookB = (await post(gw.url, '/webhooks/create', { url: b!.url }, h)).body.webhook;

    const sent = await post(gw.url, '/webhooks/test', {}, h);
    expect(sent.status, sent.text).to.equal(200);
    expect(sent.body).to.include({ eventType: 'system.webhook.test', deliveries: 2 });
    const eventId = sent.body.eventId as string;
    expect(eventId).to.match(/^evt_/);

    for (const [r, hook] of [
      [a!, hookA],
      [b!, hookB],
    ] as const) {
      const got = await waitFor('the test event', () => r.received.find((w) => w.body.eventId === eventId));
      const verified = new Webhook(hook.secret as string).verify(got.raw, stdHeaders(got)) as { eventType: string; connectionId: string };
      expect(verified).to.include({ eventType: 'system.webhook.test', connectionId: 'test' });
    }

    const log = await call(gw.url, 'GET', '/api/events/list?type=system.webhook.test', { headers: h });
    expect(log.status, log.text).to.equal(200);
    expect(log.body.result.events.map((e: { eventId: string }) => e.eventId)).to.deep.equal([eventId]);
  });

  it('with an id goes to that webhook only; an unknown id is 404; no webhook at all is 0 deliveries', async () => {
    const [a, b] = receivers;
    const project = await seedProject(gw.gateway.core);
    const h = { 'x-svc-api-token': project.dev.apiToken };
    const none = await post(gw.url, '/webhooks/test', {}, h);
    expect(none.status, none.text).to.equal(200);
    expect(none.body.deliveries).to.equal(0);
    const noBody = await call(gw.url, 'POST', '/webhooks/test', { headers: h });
    expect(noBody.status, noBody.text).to.equal(200);

    const hookA = (await post(gw.url, '/webhooks/create', { url: `${a!.url}?only` }, h)).body.webhook;
    await post(gw.url, '/webhooks/create', { url: `${b!.url}?only` }, h);
    const sent = await post(gw.url, '/webhooks/test', { id: hookA.id }, h);
    expect(sent.status, sent.text).to.equal(200);
    expect(sent.body.deliveries).to.equal(1);
    await waitFor('the test event', () => a!.received.find((w) => w.body.eventId === sent.body.eventId));
    await new Promise((r) => setTimeout(r, 500));
    expect(b!.received.filter((w) => w.body.eventId === sent.body.eventId)).to.deep.equal([]);

    const unknown = await post(gw.url, '/webhooks/test', { id: 'wh_nope' }, h);
    expect(unknown.status).to.equal(404);
    expect(unknown.body.error.code).to.equal('NOT_FOUND');
  });

  it('the dashboard\'s "Send test event" is the same event: delivered to that webhook only, and in the event log', async () => {
    const [a, b] = receivers;
    const project = await seedProject(gw.gateway.core);
    const h = { 'x-svc-api-token': project.dev.apiToken };
    const hookA = (await post(gw.url, '/webhooks/create', { url: `${a!.url}?dashboard` }, h)).body.webhook;
    await post(gw.url, '/webhooks/create', { url: `${b!.url}?dashboard` }, h);
    const dash = await signIn(gw.url, project.dev.apiToken);
    const sent = await dash.post(`/environments/${project.dev.env.id}/webhooks/${hookA.id}/test`);
    expect(sent.status, sent.text).to.equal(202);
    const eventId = sent.body.id as string;
    expect(eventId).to.match(/^evt_/);
    const got = await waitFor('the test event', () => a!.received.find((w) => w.body.eventId === eventId));
    expect(got.body).to.include({ eventType: 'system.webhook.test', connectionId: 'test' });
    await new Promise((r) => setTimeout(r, 500));
    expect(b!.received.filter((w) => w.body.eventId === eventId)).to.deep.equal([]);
    const log = await call(gw.url, 'GET', '/api/events/list?type=system.webhook.test', { headers: h });
    expect(log.body.result.events.map((e: { eventId: string }) => e.eventId)).to.deep.equal([eventId]);
  });
});
