import path from 'node:path';
import { expect } from 'chai';
import { PACKAGE_ROOT } from '../../src/config/package-root.js';
import { post } from '../support/http-client.js';
import { seedConnection, seedProject } from '../support/seed.js';
import { startTestGateway, type TestGateway } from '../support/start-gateway.js';
import { startWebhookReceiver, waitFor } from '../support/webhook-receiver.js';

type Receiver = Awaited<ReturnType<typeof startWebhookReceiver>>;

const HEALTHY_EVENTS = 40;
const HEALTHY_EVERY_MS = 100;
const HANGING_EVENTS = 200;
const TIMEOUT_MS = 3_000;
const BACKOFF_MS = 2_000;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/**
 * One tenant's receiver hangs (never answers: every attempt waits for the timeout) while another tenant's healthy
 * receiver gets a steady stream of events and a third tenant's receiver fails once and is retried. Measured against
 * a control run without the hanging receiver, in a gateway of its own each time (same settings).
 */
describe('jobs: one hanging webhook receiver holds back no other', function () {
  this.timeout(180_000);
  const receivers: Receiver[] = [];
  const gateways: TestGateway[] = [];
  after(async () => {
    await Promise.all(gateways.map((g) => g.close()));
    await Promise.all(receivers.map((r) => r.close()));
  });

  async function tenant(gw: TestGateway, url: string) {
    const { core } = gw.gateway;
    const project = await seedProject(core);
    const headers = { 'x-svc-api-token': project.dev.apiToken };
    const webhookId = (await post(gw.url, '/webhooks/create', { url }, headers)).body.webhook.id as string;
    const conn = await seedConnection(core, project.dev.env, {
      integrationId: 'keydialer',
      authMethodId: 'basic',
      credentials: { type: 'basic', username: 'u', password: 'p' },
    });
    const doc = (await core.internals.repos.connections.findById(conn.connectionId))!;
    const publish = (ids: string[]) =>
      core.services.events.publish(
        doc,
        ids.map((id) => ({ eventType: 'object.crm.contacts.updated', data: { id } })),
      );
    return { webhookId, headers, publish };
  }

  async function run(withHanging: boolean) {
    const healthy = await startWebhookReceiver({ delayMs: 200 });
    const flaky = await startWebhookReceiver({ status: 500 });
    receivers.push(healthy, flaky);
    const gw = await startTestGateway({
      PLUGBOARD_JOBS: 'true',
      PLUGBOARD_JOBS_POLL_MS: '100',
      PLUGBOARD_WEBHOOK_TIMEOUT_MS: String(TIMEOUT_MS),
      PLUGBOARD_WEBHOOK_BACKOFF_MS: String(BACKOFF_MS),
      PLUGBOARD_CONNECTORS_DIR: path.join(PACKAGE_ROOT, 'test/fixtures/connect-connectors'),
    });
    gateways.push(gw);
    const b = await tenant(gw, healthy.url);
    const c = await tenant(gw, flaky.url);
    let hanging: { receiver: Receiver; webhookId: string; headers: Record<string, string> } | undefined;
    if (withHanging) {
      const receiver = await startWebhookReceiver({ delayMs: 3_600_000 });
      receivers.push(receiver);
      const a = await tenant(gw, receiver.url);
      hanging = { receiver, webhookId: a.webhookId, headers: a.headers };
      await a.publish(Array.from({ length: HANGING_EVENTS }, (_, i) => `h${i}`));
    }
    // The first attempt to the flaky receiver fails (500); the retry is due BACKOFF_MS later and answered 200.
    await c.publish(['retry-me']);
    const publishedAt = new Map<string, number>();
    for (let i = 0; i < HEALTHY_EVENTS; i++) {
      publishedAt.set(String(i), Date.now());
      await b.publish([String(i)]);
      await new Promise((r) => setTimeout(r, HEALTHY_EVERY_MS));
    }
    // A delivery's latency: from its event's publication to the receiver's answer (the delivery log's finishedAt).
    const log = gw.gateway.core.database.db.collection<{ webhookId: string; eventType: string; body: string; finishedAt: Date }>(
      'deliveries',
    );
    const delivered = () => log.find({ webhookId: b.webhookId, eventType: 'object.crm.contacts.updated' }).toArray();
    await waitFor('every healthy delivery', async () => (await delivered()).length >= HEALTHY_EVENTS, 120_000);
    const latencies = (await delivered()).map(
      (d) => d.finishedAt.getTime() - publishedAt.get((JSON.parse(d.body) as { data: { id: string } }).data.id)!,
    );
    const tries = () => flaky.received.filter((w) => w.body.eventType.startsWith('object.'));
    await waitFor('the first attempt to the flaky receiver', () => tries().length >= 1, 120_000);
    flaky.state.status = 200;
    await waitFor('the retry', () => tries().length >= 2, 120_000);
    const retryGapMs = tries()[1]!.at - tries()[0]!.at;
    return { latencies, retryGapMs, gw, hanging };
  }

  it("a healthy receiver's latency stays within 2x of its control, a retry comes when due, and the hanging webhook is parked", async () => {
    const control = await run(false);
    const loaded = await run(true);
    const [c50, l50] = [median(control.latencies), median(loaded.latencies)];
    console.log(
      `      healthy receiver median latency: control ${c50} ms, with a hanging receiver ${l50} ms; ` +
        `retry due after ${BACKOFF_MS} ms came after ${control.retryGapMs} ms (control) / ${loaded.retryGapMs} ms`,
    );
    expect(l50, 'median latency with a hanging receiver vs the control run').to.be.at.most(2 * c50);
    expect(loaded.retryGapMs, 'a retry due after the backoff').to.be.at.least(BACKOFF_MS - 50);
    expect(loaded.retryGapMs, 'a retry due after the backoff').to.be.at.most(BACKOFF_MS + 1_000);

    // The hanging webhook is parked, and says so (API and dashboard) with why and until when.
    const { gw, hanging } = loaded;
    const found = await waitFor(
      'the hanging webhook parked',
      async () => {
        const res = await post(gw.url, '/webhooks/find', { id: hanging!.webhookId }, hanging!.headers);
        return res.body.webhook?.delivery?.state === 'parked' ? res.body.webhook : undefined;
      },
      30_000,
    );
    expect(found.delivery.reason).to.equal(`no answer within ${TIMEOUT_MS} ms`);
    expect(Date.parse(found.delivery.parkedUntil)).to.be.greaterThan(Date.now());
    // Parked: a few attempts reached it (the first ones, then one at a time), not one per delivery.
    expect(hanging!.receiver.received.length).to.be.below(20);
  });
});
