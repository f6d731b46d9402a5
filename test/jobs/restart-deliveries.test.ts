import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { expect } from 'chai';
import { PACKAGE_ROOT } from '../../src/config/package-root.js';
import { post } from '../support/http-client.js';
import { seedConnection, seedProject } from '../support/seed.js';
import { startTestGateway, type TestGateway } from '../support/start-gateway.js';
import { startWebhookReceiver, waitFor } from '../support/webhook-receiver.js';
import { CLI_OPERATOR } from '../../src/services/audit/audit-recorder.js';

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

/**
 * kill -9 of a gateway in the middle of 600 deliveries, then another gateway on the same database: every event
 * arrives, and the ones that arrive twice are only those the killed gateway had in flight (sent, outcome not yet
 * recorded), at most its pool (PLUGBOARD_WEBHOOK_CONCURRENCY, 16 by default). Before outcomes were recorded per
 * attempt, a kill repeated everything the round had sent (hundreds).
 */
describe('jobs: a gateway killed with SIGKILL while delivering repeats at most its pool', function () {
  this.timeout(240_000);
  const EVENTS = 600;
  const POOL = 16; // the default PLUGBOARD_WEBHOOK_CONCURRENCY, which the killed gateway runs with
  const connectors = path.join(PACKAGE_ROOT, 'test/fixtures/connect-connectors');
  const open: { close(): Promise<void> }[] = [];
  let child: ChildProcess | undefined;
  afterEach(async () => {
    child?.kill('SIGKILL');
    await Promise.all(open.splice(0).map((o) => o.close()));
  });

  /** The crash worker (delivery-crash-worker.ts) as its own process; resolves once it delivers. */
  async function startCrashWorker(env: Record<string, string>): Promise<ChildProcess> {
    const proc = spawn(process.execPath, ['--import', 'tsx', path.join(PACKAGE_ROOT, 'test/jobs/delivery-crash-worker.ts')], {
      cwd: PACKAGE_ROOT,
      env: { ...process.env, LOG_LEVEL: 'silent', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    proc.stderr.on('data', (c: Buffer) => (out += c.toString()));
    await new Promise<void>((resolve, reject) => {
      proc.stdout.on('data', (c: Buffer) => {
        if (c.toString().includes('READY')) resolve();
      });
      proc.on('exit', (code) => reject(new Error(`crash worker exited (${code}): ${out.slice(-2000)}`)));
    });
    return proc;
  }

  async function killMidwayAndCount(db: string, receiver: Awaited<ReturnType<typeof startWebhookReceiver>>) {
    const objects = () => receiver.received.filter((w) => w.body.eventType.startsWith('object.'));
    await waitFor('a third of the deliveries', () => objects().length >= EVENTS / 3, 120_000);
    const exited = new Promise((r) => child!.once('exit', r));
    child!.kill('SIGKILL');
    await exited;
    const atKill = objects().length;
    const second = await startTestGateway({
      MONGODB_DB: db,
      PLUGBOARD_JOBS: 'true',
      PLUGBOARD_JOBS_POLL_MS: '100',
      PLUGBOARD_CONNECTORS_DIR: connectors,
    });
    open.push(second);
    const outbox = second.gateway.core.database.db.collection('webhookOutbox');
    await waitFor('every delivery done', async () => (await outbox.countDocuments({})) === 0, 120_000);
    const perEvent = new Map<string, number>();
    for (const w of objects()) perEvent.set(w.body.data!.id, (perEvent.get(w.body.data!.id) ?? 0) + 1);
    const duplicates = objects().length - perEvent.size;
    console.log(`      ${atKill} deliveries received before kill -9; sent again after the restart: ${duplicates}`);
    expect(perEvent.size, 'events delivered').to.equal(EVENTS);
    expect(atKill, 'killed in the middle').to.be.below(EVENTS);
    return duplicates;
  }

  it('events the killed gateway published itself (handed to its pool in memory)', async () => {
    const receiver = await startWebhookReceiver({ delayMs: 20 });
    open.push(receiver);
    const db = `t_crash_${randomBytes(4).toString('hex')}`;
    child = await startCrashWorker({ CRASH_DB: db, CRASH_PUBLISH: String(EVENTS), CRASH_RECEIVER: receiver.url });
    expect(await killMidwayAndCount(db, receiver), 'deliveries sent twice').to.be.at.most(POOL);
  });

  it('events another process queued (claimed from the outbox by the killed gateway)', async () => {
    const receiver = await startWebhookReceiver({ delayMs: 20 });
    open.push(receiver);
    const db = `t_crash_${randomBytes(4).toString('hex')}`;
    const publisher = await startTestGateway({ MONGODB_DB: db, PLUGBOARD_CONNECTORS_DIR: connectors });
    const { core } = publisher.gateway;
    const project = await seedProject(core);
    await core.services.webhooks.create(project.dev.env, receiver.url, core.services.audit.as(CLI_OPERATOR));
    const conn = await seedConnection(core, project.dev.env, {
      integrationId: 'keydialer',
      authMethodId: 'basic',
      credentials: { type: 'basic', username: 'u', password: 'p' },
    });
    const doc = (await core.internals.repos.connections.findById(conn.connectionId))!;
    await core.services.events.publish(
      doc,
      Array.from({ length: EVENTS }, (_, i) => ({ eventType: 'object.crm.contacts.updated', data: { id: String(i) } })),
    );
    await publisher.gateway.close(); // not publisher.close(): that would drop the database
    child = await startCrashWorker({ CRASH_DB: db });
    expect(await killMidwayAndCount(db, receiver), 'deliveries sent twice').to.be.at.most(POOL);
  });
});
