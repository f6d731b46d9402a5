import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import { ObjectId } from 'mongodb';
import { bootCore, type Core } from '../../src/composition/boot.js';
import { PACKAGE_ROOT as REPO_ROOT } from '../../src/config/package-root.js';
import { loadConfig } from '../../src/config/load-config.js';
import { createLogger } from '../../src/log/logger.js';
import { startFakeSyncCrm } from '../support/fake-tools/fake-sync-crm.js';
import { ensureBuilt } from '../support/compiled-process.js';
import { startGatewayProcess, type GatewayProcess } from '../support/gateway-process.js';
import { seedProject } from '../support/seed.js';
import { startSharedStore, type SharedStore } from '../support/shared-store.js';
import { startWebhookReceiver, waitFor } from '../support/webhook-receiver.js';
import { CLI_OPERATOR } from '../../src/services/audit/audit-recorder.js';

const RECORDS = 2_000;

interface StoredEvent {
  eventId: string;
  eventType: string;
  data: { id: string } | null;
}

/**
 * A worker killed with SIGKILL in the middle of a sync pass (some of the pass's pages stored, the rest not), on
 * mongo-java-server: another worker process takes the job over and re-runs the pass. Every change is stored as
 * exactly one event, every event is delivered, none more than twice, and the cache holds the new content.
 */
describe('scale-out: a sync pass survives its worker killed mid-pass', function () {
  this.timeout(600_000);
  let store: SharedStore;
  let dataDir: string;
  let core: Core;
  let tool: Awaited<ReturnType<typeof startFakeSyncCrm>>;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let env: Record<string, string>;
  const workers: GatewayProcess[] = [];

  before(async () => {
    [store, tool, receiver, dataDir] = await Promise.all([
      startSharedStore(),
      startFakeSyncCrm({ token: 'crash' }),
      startWebhookReceiver(),
      mkdtemp(path.join(os.tmpdir(), 'plugboard-crash-')),
    ]);
    const connectorsDir = path.join(dataDir, 'connectors');
    await cp(path.join(REPO_ROOT, 'test/fixtures/sync-connectors/synccrm'), path.join(connectorsDir, 'synccrm'), { recursive: true });
    const old = new Date(Date.now() - 5 * 86_400_000);
    for (let i = 1; i <= RECORDS; i++)
      tool.put('contacts', String(i), { firstname: `F${i}`, lastname: 'L', email: `p${i}@example.com` }, old);
    env = {
      MONGODB_URI: store.uri,
      MONGODB_DB: `crash_${randomBytes(4).toString('hex')}`,
      PLUGBOARD_MASTER_KEY: randomBytes(32).toString('hex'),
      PLUGBOARD_DATA_DIR: dataDir,
      PLUGBOARD_CONNECTORS_DIR: connectorsDir,
      PLUGBOARD_CONNECTOR_HOSTS: JSON.stringify({ synccrm: { api: tool.origin } }),
      PLUGBOARD_ALLOW_PRIVATE_WEBHOOK_TARGETS: 'true',
      PLUGBOARD_JOBS_POLL_MS: '1000',
      PLUGBOARD_SYNC_INTERVAL_MS: '1000',
      PLUGBOARD_FULL_RESYNC_MS: '3600000',
      // Counted here are re-sends caused by the kill, not by a receiver slower than the timeout on a loaded machine.
      PLUGBOARD_WEBHOOK_TIMEOUT_MS: '60000',
    };
    ensureBuilt();
    workers.push(await startGatewayProcess('worker', env));
    core = await bootCore(loadConfig({ ...env, PLUGBOARD_ROLE: 'api', LOG_LEVEL: 'silent' }), createLogger('silent'));
  });

  after(async () => {
    await Promise.all(workers.map((p) => p.stop()));
    await core?.close();
    await Promise.all([store?.stop(), tool?.close(), receiver?.close()]);
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('every change is stored once as an event and delivered (none more than twice) after a kill -9 mid-pass', async () => {
    const project = await seedProject(core);
    await core.services.webhooks.create(project.dev.env, receiver.url, core.services.audit.as(CLI_OPERATOR));
    const conn = await core.services.connections.create(project.dev.env, {
      integrationId: 'synccrm',
      authMethodId: 'token',
      credentials: { type: 'bearer', token: 'crash' },
    });
    const connectionId = conn.connectionId;
    await waitFor('initial sync', async () => (await core.internals.repos.connections.findById(connectionId))?.status === 'READY', 120_000);

    // Every record changes; pages come slowly, so the pass that finds the changes lasts long enough to be killed.
    tool.slowPages(250);
    for (let i = 1; i <= RECORDS; i++) tool.put('contacts', String(i), { firstname: `G${i}`, lastname: 'L', email: `q${i}@example.com` });
    const db = core.database.db;
    const events = db.collection<StoredEvent>('events');
    const updatedEvents = () => events.find({ connectionId, eventType: /\.updated$/ }, { projection: { _id: 0 } }).toArray();
    const storedAtKill = await waitFor(
      'a quarter of the pass stored',
      async () => {
        const n = await events.countDocuments({ connectionId, eventType: /\.updated$/ });
        return n >= RECORDS / 4 ? n : null;
      },
      120_000,
    );
    const victim = workers[0]!;
    victim.kill9();
    const state = await db
      .collection<{ passId?: string | null; model: string }>('syncStates')
      .findOne({ connectionId, model: 'crm.contact' });
    expect(storedAtKill, 'killed in the middle of the pass').to.be.below(RECORDS);
    expect(state?.passId, 'the pass was under way').to.be.a('string');

    // Another worker takes the sync job over once the dead worker's lock expires, and re-runs the pass.
    tool.slowPages(0);
    workers.push(await startGatewayProcess('worker', env));
    await waitFor(
      'the pass completed',
      async () => {
        const st = await db.collection<{ passId?: string | null }>('syncStates').findOne({ connectionId, model: 'crm.contact' });
        return st && !st.passId && (await events.countDocuments({ connectionId, eventType: /\.updated$/ })) >= RECORDS;
      },
      120_000,
    );
    const stored = await updatedEvents();
    await waitFor(
      'every stored event delivered',
      () => {
        const got = new Set(receiver.received.map((w) => w.body.eventId));
        return stored.every((e) => got.has(e.eventId));
      },
      120_000,
    );

    // Every record existed before the pass: the kill and the re-run add no other kind of event for it.
    const objectEvents = await events.find({ connectionId, 'data.id': { $exists: true } }, { projection: { _id: 0 } }).toArray();
    expect(objectEvents.filter((e) => !e.eventType.endsWith('.updated')).map((e) => e.eventType)).to.deep.equal([]);
    // Exactly one event per changed record: none lost by the kill, none stored again by the re-run.
    const perRecord = new Map<string, number>();
    for (const e of stored) perRecord.set(e.data!.id, (perRecord.get(e.data!.id) ?? 0) + 1);
    expect(perRecord.size, 'records with an updated event').to.equal(RECORDS);
    expect(Math.max(...perRecord.values()), 'updated events of one record').to.equal(1);
    expect(stored).to.have.length(RECORDS);
    // Delivered at least once, at most twice (a delivery in flight at the kill may be sent again).
    const perEvent = new Map<string, number>();
    for (const w of receiver.received) perEvent.set(w.body.eventId, (perEvent.get(w.body.eventId) ?? 0) + 1);
    const deliveryLog = db.collection<{ eventId: string; worker?: string; attempts: unknown[] }>('deliveries');
    for (const e of stored) {
      const n = perEvent.get(e.eventId) ?? 0;
      if (n >= 1 && n <= 2) continue;
      const log = await deliveryLog.find({ eventId: e.eventId }).toArray();
      expect(n, `${e.eventId} received ${n} times; logged: ${JSON.stringify(log)}; victim ${victim.workerId}`).to.be.within(1, 2);
    }
    // The cache holds every record's new content.
    const cached = await db
      .collection<{ json: string }>('records')
      .find({ connectionId, model: 'crm.contact' }, { projection: { json: 1 } })
      .toArray();
    expect(cached).to.have.length(RECORDS);
    expect(cached.filter((r) => (JSON.parse(r.json) as { firstName?: string }).firstName?.startsWith('G'))).to.have.length(RECORDS);
    const twice = [...perEvent.values()].filter((n) => n === 2).length;
    console.log(
      `      killed with ${storedAtKill} of ${RECORDS} events stored; after the re-run ${stored.length} events, ${twice} sent twice`,
    );
  });

  it('a worker killed while its pass rewrites changed records: the re-run sends them as updated, never created', async () => {
    const project = await seedProject(core);
    await core.services.webhooks.create(project.dev.env, receiver.url, core.services.audit.as(CLI_OPERATOR));
    const conn = await core.services.connections.create(project.dev.env, {
      integrationId: 'synccrm',
      authMethodId: 'token',
      credentials: { type: 'bearer', token: 'crash' },
    });
    const connectionId = conn.connectionId;
    const connections = core.internals.repos.connections;
    await waitFor('initial sync', async () => (await connections.findById(connectionId))?.status === 'READY', 120_000);
    const db = core.database.db;
    const events = db.collection<StoredEvent>('events');
    const records = db.collection<{ _id: string | ObjectId; connectionId: string; model: string; nativeId: string; json?: string }>(
      'records',
    );

    // The rewrite of the changed records (a delete of the batch, then its inserts) is made to stop after the delete,
    // as a kill at that moment would: record 1200 is stored under a legacy `_id` (deleted by its natural key) and a
    // document of no connection holds the `_id` its new content is inserted under. Records after it stay missing.
    const key = `${connectionId}|crm.contact|1200`;
    const r1200 = await records.findOneAndDelete({ _id: key });
    await records.insertOne({ ...r1200!, _id: new ObjectId() });
    await records.insertOne({ _id: key, connectionId: 'planted', model: 'crm.contact', nativeId: 'planted' });
    for (let i = 1; i <= RECORDS; i++) tool.put('contacts', String(i), { firstname: `H${i}`, lastname: 'L', email: `r${i}@example.com` });
    await waitFor(
      'the rewrite stopped half way',
      async () =>
        (await connections.findById(connectionId))?.lastSyncError &&
        (await records.countDocuments({ connectionId, model: 'crm.contact' })) < RECORDS,
      120_000,
    );
    const missing = RECORDS - (await records.countDocuments({ connectionId, model: 'crm.contact' }));
    for (const w of workers) w.kill9();
    await records.deleteOne({ _id: key });

    // Another worker re-runs the pass: the records the rewrite had deleted existed, so they are updates (already
    // stored as events by the killed pass, under the same ids), not new records.
    workers.push(await startGatewayProcess('worker', env));
    await waitFor(
      'the pass completed',
      async () => {
        const st = await db.collection<{ passId?: string | null }>('syncStates').findOne({ connectionId, model: 'crm.contact' });
        return st && !st.passId && (await records.countDocuments({ connectionId, model: 'crm.contact' })) === RECORDS;
      },
      120_000,
    );
    const objectEvents = await events.find({ connectionId, 'data.id': { $exists: true } }, { projection: { _id: 0 } }).toArray();
    const types = new Map<string, number>();
    for (const e of objectEvents) types.set(e.eventType, (types.get(e.eventType) ?? 0) + 1);
    expect(Object.fromEntries(types), `event types after ${missing} records were lost mid-rewrite`).to.deep.equal({
      'object.crm.contacts.updated': RECORDS,
    });
    expect(new Set(objectEvents.map((e) => e.data!.id)).size).to.equal(RECORDS);
    const cached = await records.find({ connectionId, model: 'crm.contact' }, { projection: { json: 1 } }).toArray();
    expect(cached.filter((r) => (JSON.parse(r.json!) as { firstName?: string }).firstName?.startsWith('H'))).to.have.length(RECORDS);
    console.log(`      ${missing} of ${RECORDS} records missing after the stopped rewrite; the re-run stored only updated events`);
  });
});
