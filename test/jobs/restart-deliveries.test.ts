import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { expect } from 'chai';
import { PACKAGE_ROOT } from '../../src/config/package-root.js';
import { post } from '../support/http-client.js';
import { seedConnection, seedProject } from '../support/seed.js';
import { startTestGateway, type TestGateway } from '../support/start-gateway.js';
import { startWebhookReceiver, waitFor } from '../support/webhook-receiver.js';

describe('jobs: deliveries survive a restart', function () {
  this.timeout(60_000);
  let second: TestGateway | undefined;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  after(async () => {
    await second?.close();
    await receiver?.close();
  });

  it('a gateway stopped in the middle of deliveries, started again on the same database, delivers every pending event', async () => {
    // Two deliveries at a time, 200 ms each: 41 events take about 4 s, so stopping after the first five always lands
    // in the middle (with the default 16 at a time a fast machine finished them all before the stop).
    receiver = await startWebhookReceiver({ delayMs: 200 });
    const env = {
      MONGODB_DB: `t_restart_${randomBytes(4).toString('hex')}`,
      PLUGBOARD_JOBS: 'true',
      PLUGBOARD_JOBS_POLL_MS: '100',
      PLUGBOARD_WEBHOOK_BACKOFF_MS: '100',
      PLUGBOARD_WEBHOOK_CONCURRENCY: '2',
      PLUGBOARD_CONNECTORS_DIR: path.join(PACKAGE_ROOT, 'test/fixtures/connect-connectors'),
    };
    const first = await startTestGateway(env);
    const { core } = first.gateway;
    const project = await seedProject(core);
    await post(first.url, '/webhooks/create', { url: receiver.url }, { 'x-svc-api-token': project.dev.apiToken });
    const conn = await seedConnection(core, project.dev.env, {
      integrationId: 'keydialer',
      authMethodId: 'basic',
      credentials: { type: 'basic', username: 'u', password: 'p' },
    });
    const doc = (await core.internals.repos.connections.findById(conn.connectionId))!;
    await core.services.events.publish(
      doc,
      Array.from({ length: 40 }, (_, i) => ({ eventType: 'object.crm.contacts.updated', data: { id: String(i) } })),
    );

    await waitFor('some deliveries', () => receiver.received.length >= 5);
    await first.gateway.close(); // not first.close(): that would drop the database
    const outbox = () => second!.gateway.core.database.db.collection('webhookOutbox');
    const log = () => second!.gateway.core.database.db.collection('deliveries');

    second = await startTestGateway(env);
    const pendingAtStart = await outbox().countDocuments({});
    expect(pendingAtStart, 'the restart happened in the middle of the deliveries').to.be.greaterThan(0);
    await waitFor('every delivery done', async () => (await outbox().countDocuments({})) === 0, 30_000);
    expect(await log().countDocuments({ status: 'delivered' })).to.equal(41); // 40 updates + the initial sync event
    expect(await log().countDocuments({ status: { $ne: 'delivered' } })).to.equal(0);
    const ids = new Set(receiver.received.filter((w) => w.body.eventType.startsWith('object.')).map((w) => w.body.data!.id));
    expect(ids.size).to.equal(40);
    expect(receiver.received.some((w) => w.body.eventType === 'system.sync.initial.complete')).to.equal(true);
  });
});
