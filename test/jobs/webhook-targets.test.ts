import type { LookupFunction } from 'node:net';
import path from 'node:path';
import { expect } from 'chai';
import { PACKAGE_ROOT as REPO_ROOT } from '../../src/config/package-root.js';
import { generateId } from '../../src/crypto/secret-box.js';
import { createLogger } from '../../src/log/logger.js';
import { ClaimedOutboxSearch } from '../../src/services/webhooks/claimed-outbox-search.js';
import { DeliveryPool } from '../../src/services/webhooks/delivery-pool.js';
import { DeliveryService } from '../../src/services/webhooks/delivery-service.js';
import { OutcomeWriter } from '../../src/services/webhooks/outcome-writer.js';
import { REFUSED_TARGET_REASON } from '../../src/services/webhooks/webhook-target-policy.js';
import { COLLECTIONS } from '../../src/store/collections.js';
import { DeliveriesRepo } from '../../src/store/deliveries.repo.js';
import { OutboxRepo } from '../../src/store/outbox.repo.js';
import { call, post } from '../support/http-client.js';
import { seedConnection, seedProject, type SeededProject } from '../support/seed.js';
import { startTestGateway, type TestGateway } from '../support/start-gateway.js';
import { startWebhookReceiver, waitFor } from '../support/webhook-receiver.js';

/** Every internal form the security review used, in the spellings a tenant could send. */
const INTERNAL_TARGETS = [
  'http://169.254.169.254/latest/meta-data/',
  'http://10.0.0.7:8399/',
  'http://172.16.5.4/',
  'http://172.31.255.255/',
  'http://192.168.1.20/hook',
  'http://100.64.0.1/',
  'http://[fd00::1]/',
  'http://[::1]:8080/',
  'http://localhost:8399/',
  'http://api.localhost/',
  'http://metadata.google.internal/',
  'http://[::ffff:127.0.0.1]/',
  'http://[::ffff:169.254.169.254]/',
  'http://[::127.0.0.1]/',
  'http://[::a9fe:a9fe]/',
  'http://2130706433/',
  'http://0x7f000001/',
  'http://127.1/',
  'http://0177.0.0.1/',
  'http://0.0.0.0/',
  'http://127.0.0.1:8399/',
  'http://intranet/',
];

describe('jobs: webhook targets are public addresses only (private targets not allowed)', function () {
  this.timeout(120_000);
  let gw: TestGateway;
  let project: SeededProject;
  let h: Record<string, string>;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;

  before(async () => {
    receiver = await startWebhookReceiver();
    gw = await startTestGateway({
      PLUGBOARD_ALLOW_PRIVATE_WEBHOOK_TARGETS: 'false',
      PLUGBOARD_JOBS: 'true',
      PLUGBOARD_JOBS_POLL_MS: '100',
      PLUGBOARD_WEBHOOK_BACKOFF_MS: '100',
      PLUGBOARD_CONNECTORS_DIR: path.join(REPO_ROOT, 'test/fixtures/connect-connectors'),
    });
    project = await seedProject(gw.gateway.core);
    h = { 'x-svc-api-token': project.dev.apiToken };
  });
  after(async () => {
    await gw?.close();
    await receiver?.close();
  });

  for (const url of INTERNAL_TARGETS) {
    it(`POST /webhooks/create refuses ${url} with 400 WEBHOOK_TARGET_REFUSED and stores nothing`, async () => {
      const res = await post(gw.url, '/webhooks/create', { url }, h);
      expect(res.status, res.text).to.equal(400);
      expect(res.body.error.code).to.equal('WEBHOOK_TARGET_REFUSED');
      expect(res.body.error.details[0]).to.include({ field: 'url', rule: 'public-target' });
      expect((await post(gw.url, '/webhooks/list', {}, h)).body.webhooks).to.deep.equal([]);
    });
  }

  it('POST /connection/webhook refuses the same targets', async () => {
    const conn = await seedConnection(gw.gateway.core, project.prod.env, { integrationId: 'x', authMethodId: 'k', credentials: {} });
    const legacy = { 'svc-api-token': project.prod.apiToken };
    for (const webhookUrl of INTERNAL_TARGETS) {
      const res = await post(gw.url, '/connection/webhook', { accessToken: conn.accessToken, webhook: { webhookUrl } }, legacy);
      expect(res.status, webhookUrl).to.equal(400);
      expect(res.body.error.code).to.equal('WEBHOOK_TARGET_REFUSED');
      expect(res.body.error.details[0].field).to.equal('webhook.webhookUrl');
    }
    const list = await call(gw.url, 'GET', `/connection/webhook?accessToken=${encodeURIComponent(conn.accessToken)}`, { headers: legacy });
    expect(list.body).to.deep.equal({ webhooks: [] });
  });

  it('accepts a public address', async () => {
    const res = await post(gw.url, '/webhooks/create', { url: 'https://hooks.example.com/plugboard' }, h);
    expect(res.status, res.text).to.equal(200);
    await post(gw.url, '/webhooks/delete', { id: res.body.webhook.id }, h);
  });

  it('a stored webhook to an internal address (made before the check) is refused at delivery with a generic reason', async () => {
    const { core } = gw.gateway;
    const own = await seedProject(core, 'Stored targets');
    const port = new URL(receiver.url).port;
    const stored = [`http://127.0.0.1:${port}/hooks`, `http://localhost:${port}/hooks`, `http://[::ffff:127.0.0.1]:${port}/hooks`];
    const ids: string[] = [];
    for (const url of stored) {
      const id = generateId('wh');
      ids.push(id);
      await core.database.db.collection(COLLECTIONS.webhooks).insertOne({
        id,
        kind: 'project',
        projectId: own.projectId,
        environmentId: own.dev.env.id,
        connectionId: null,
        url,
        createdAt: new Date(),
      });
    }
    await seedConnection(core, own.dev.env, {
      integrationId: 'keydialer',
      authMethodId: 'basic',
      credentials: { type: 'basic', username: 'u', password: 'p' },
    });
    const headers = { 'x-svc-api-token': own.dev.apiToken };
    for (const id of ids) {
      // Three deliveries, one worker polling: on a loaded machine the last one can take longer than waitFor's 10 s.
      const d = await waitFor(
        'a failed delivery',
        async () => {
          const res = await post(gw.url, '/webhooks/deliveries/list', { webhookId: id }, headers);
          return res.body.deliveries[0]?.status === 'failed' ? res.body.deliveries[0] : undefined;
        },
        30_000,
      );
      expect(d.attempts).to.have.length(1); // refused for good: never retried
      expect(d.attempts[0]).to.include({ statusCode: null, error: REFUSED_TARGET_REASON });
      expect(d.attempts[0].error).not.to.match(/127\.0\.0\.1|ECONN|::ffff|\d{4,5}/);
    }
    expect(receiver.received).to.have.length(0);
  });

  it('a public name that resolves to a private address is refused when the socket connects (after DNS)', async () => {
    const { core } = gw.gateway;
    // The gateway's own dispatcher stops (it resolves with the system's DNS): the delivery below is this service's.
    await core.internals.jobs.stop(10_000);
    const db = core.database.db;
    const own = await seedProject(core, 'DNS rebinding');
    const port = new URL(receiver.url).port;
    const id = generateId('wh');
    const url = `http://hooks.public-name.example:${port}/hooks`;
    await db.collection(COLLECTIONS.webhooks).insertOne({
      id,
      kind: 'project',
      projectId: own.projectId,
      environmentId: own.dev.env.id,
      connectionId: null,
      url,
      createdAt: new Date(),
    });
    // The name passes the creation check (it is a public-looking name); this resolver answers loopback for it,
    // as a hostile DNS server would.
    const resolved: string[] = [];
    const toLoopback = ((hostname: string, options: { all?: boolean }, cb: (...a: unknown[]) => void) => {
      resolved.push(hostname);
      if (options.all) cb(null, [{ address: '127.0.0.1', family: 4 }]);
      else cb(null, '127.0.0.1', 4);
    }) as unknown as LookupFunction;
    const outbox = new OutboxRepo(db);
    const log = createLogger('silent');
    const writer = new OutcomeWriter(outbox, new DeliveriesRepo(db), log, { batch: 500, afterMs: 5_000 });
    const due = new ClaimedOutboxSearch(
      outbox,
      {
        batchSize: 10,
        leaseMs: 8_000,
        workerId: 'test:1',
        idleMs: 1_000,
        backoffBaseMs: 60_000,
        leftDone: (ids) => {
          writer.removeLater(ids);
        },
      },
      log,
    );
    const service = new DeliveryService(
      core.internals.repos.environments,
      core.services.projects,
      (webhookId) => core.services.webhooks.signingSecretOf(webhookId),
      writer,
      due,
      { timeoutMs: 2_000, allowPrivateTargets: false, dnsLookup: toLoopback, workerId: 'test:1' },
      log,
      core.services.telemetry,
    );
    const pool = new DeliveryPool(
      due,
      service,
      { concurrency: 1, perEndpoint: 1, failuresToPark: 5, parkMs: 60_000, maxParkMs: 600_000 },
      log,
    );
    const deliveryId = generateId('whd');
    await outbox.insertMany([
      {
        _id: deliveryId,
        webhookId: id,
        projectId: own.projectId,
        environmentId: own.dev.env.id,
        connectionId: 'conn_x',
        eventId: 'evt_x',
        eventType: 'system.sync.initial.complete',
        url,
        body: '{"eventType":"system.sync.initial.complete"}',
        status: 'pending',
        attempts: [],
        createdAt: new Date(),
        finishedAt: null,
        dueAt: new Date(0),
      },
    ]);
    await pool.dispatchDue({ untilIdle: true, maxRunMs: 5_000 });
    expect(resolved).to.deep.equal(['hooks.public-name.example']); // the name was resolved, then its address refused
    const res = await post(gw.url, '/webhooks/deliveries/list', { webhookId: id }, { 'x-svc-api-token': own.dev.apiToken });
    const d = res.body.deliveries[0];
    expect(d.id).to.equal(deliveryId);
    expect(d.attempts[0].error).to.equal(REFUSED_TARGET_REASON);
    // Refused after DNS is refused for good: failed at the first attempt, not re-sent (docs/webhooks.md).
    expect(d.status).to.equal('failed');
    expect(d.attempts).to.have.length(1);
    expect(await db.collection(COLLECTIONS.webhookOutbox).findOne({ _id: deliveryId as never })).to.equal(null);
    expect(receiver.received).to.have.length(0);
  });
});

describe('jobs: webhook deliveries never follow redirects', function () {
  this.timeout(120_000);
  let gw: TestGateway;
  let target: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let redirector: Awaited<ReturnType<typeof startWebhookReceiver>>;

  before(async () => {
    target = await startWebhookReceiver();
    redirector = await startWebhookReceiver({ status: 307, headers: { location: target.url } });
    gw = await startTestGateway({
      PLUGBOARD_JOBS: 'true',
      PLUGBOARD_JOBS_POLL_MS: '100',
      PLUGBOARD_WEBHOOK_BACKOFF_MS: '100',
      PLUGBOARD_CONNECTORS_DIR: path.join(REPO_ROOT, 'test/fixtures/connect-connectors'),
    });
  });
  after(async () => {
    await gw?.close();
    await target?.close();
    await redirector?.close();
  });

  it('a 307 to another address is a failed attempt; the other address receives nothing', async () => {
    const { core } = gw.gateway;
    const project = await seedProject(core);
    const headers = { 'x-svc-api-token': project.dev.apiToken };
    const wh = (await post(gw.url, '/webhooks/create', { url: redirector.url }, headers)).body.webhook;
    await seedConnection(core, project.dev.env, {
      integrationId: 'keydialer',
      authMethodId: 'basic',
      credentials: { type: 'basic', username: 'u', password: 'p' },
    });
    const d = await waitFor(
      'failed delivery',
      async () => {
        const res = await post(gw.url, '/webhooks/deliveries/list', { webhookId: wh.id }, headers);
        return res.body.deliveries[0]?.status === 'failed' ? res.body.deliveries[0] : undefined;
      },
      15_000,
    );
    expect(d.attempts.map((a: { statusCode: number }) => a.statusCode)).to.deep.equal([307, 307, 307, 307]);
    expect(redirector.received).to.have.length(4);
    expect(target.received).to.have.length(0);
  });
});
