import path from 'node:path';
import { expect } from 'chai';
import { PACKAGE_ROOT } from '../../src/config/package-root.js';
import { post } from '../support/http-client.js';
import { seedConnection, seedProject } from '../support/seed.js';
import { startTestGateway, type TestGateway } from '../support/start-gateway.js';
import { startWebhookReceiver, waitFor } from '../support/webhook-receiver.js';

describe('jobs: webhook delivery retries', function () {
  this.timeout(30_000);
  let gw: TestGateway;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;

  before(async () => {
    receiver = await startWebhookReceiver({ status: 500 });
    gw = await startTestGateway({
      PLUGBOARD_JOBS: 'true',
      PLUGBOARD_JOBS_POLL_MS: '100',
      PLUGBOARD_WEBHOOK_BACKOFF_MS: '100',
      // No syncable models here: the connection's only event is system.sync.initial.complete.
      PLUGBOARD_CONNECTORS_DIR: path.join(PACKAGE_ROOT, 'test/fixtures/connect-connectors'),
    });
  });
  after(async () => {
    await gw?.close();
    await receiver?.close();
  });

  it('a receiver answering 500 gets exactly 1 + 3 attempts with growing gaps, then the delivery is failed', async () => {
    const { core } = gw.gateway;
    const project = await seedProject(core);
    const headers = { 'x-svc-api-token': project.dev.apiToken };
    const wh = (await post(gw.url, '/webhooks/create', { url: receiver.url }, headers)).body.webhook;
    await seedConnection(core, project.dev.env, {
      integrationId: 'keydialer',
      authMethodId: 'basic',
      credentials: { type: 'basic', username: 'u', password: 'p' },
    });

    const failed = await waitFor(
      'failed delivery',
      async () => {
        const res = await post(gw.url, '/webhooks/deliveries/list', { webhookId: wh.id }, headers);
        expect(res.status).to.equal(200);
        const d = res.body.deliveries[0];
        return d?.status === 'failed' ? d : undefined;
      },
      15_000,
    );
    expect(failed.eventType).to.equal('system.sync.initial.complete');
    expect(failed.attempts.map((a: { attempt: number }) => a.attempt)).to.deep.equal([1, 2, 3, 4]);
    for (const a of failed.attempts) {
      expect(a.statusCode).to.equal(500);
      expect(a.error).to.equal('receiver answered 500');
    }
    await new Promise((r) => setTimeout(r, 2_500)); // longer than the last backoff: no fifth attempt may come
    expect(receiver.received).to.have.length(4);
    expect(new Set(receiver.received.map((w) => w.body.eventId)).size).to.equal(1);
    const gaps = receiver.received.slice(1).map((w, i) => w.at - receiver.received[i]!.at);
    expect(gaps[0]).to.be.at.least(90);
    expect(gaps[2]).to.be.greaterThan(gaps[0]!); // backoff grows (100, 400, 1600 ms)
    // Each attempt is signed afresh: timestamps differ, the body is the same bytes.
    expect(new Set(receiver.received.map((w) => w.raw)).size).to.equal(1);
  });

  it('a receiver that recovers gets the delivery on a retry and no more', async () => {
    const { core } = gw.gateway;
    const project = await seedProject(core);
    const headers = { 'x-svc-api-token': project.dev.apiToken };
    const flaky = await startWebhookReceiver({ status: 503 });
    try {
      const wh = (await post(gw.url, '/webhooks/create', { url: flaky.url }, headers)).body.webhook;
      await seedConnection(core, project.dev.env, {
        integrationId: 'keydialer',
        authMethodId: 'basic',
        credentials: { type: 'basic', username: 'u', password: 'p' },
      });
      await waitFor('first attempt', () => flaky.received.length >= 1);
      flaky.state.status = 204;
      const d = await waitFor('delivered', async () => {
        const res = await post(gw.url, '/webhooks/deliveries/list', { webhookId: wh.id }, headers);
        return res.body.deliveries[0]?.status === 'delivered' ? res.body.deliveries[0] : undefined;
      });
      expect(d.attempts.at(-1).statusCode).to.equal(204);
      expect(d.attempts.at(-1).error).to.equal(null);
      const n = flaky.received.length;
      await new Promise((r) => setTimeout(r, 800));
      expect(flaky.received).to.have.length(n);
    } finally {
      await flaky.close();
    }
  });
});
