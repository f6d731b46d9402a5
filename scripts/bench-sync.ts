/**
 * Sync throughput: a fake HubSpot-shaped tool on 127.0.0.1 holds N contacts (default 50,000); a gateway with jobs
 * syncs them into the embedded store (initial 30 days + backfill), then N/10 records change and the resulting
 * `updated` events are delivered to a local receiver. Prints records/s, events/s and peak RSS, plus the ratio of the
 * sync rate to a baseline measured in the same run (reading the same pages from the tool without storing them).
 *
 *   npm run bench:sync            # BENCH_RECORDS=50000 by default
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { bootGateway } from '../src/composition/boot.js';
import { PACKAGE_ROOT } from '../src/config/package-root.js';
import { loadConfig } from '../src/config/load-config.js';
import { createLogger } from '../src/log/logger.js';
import { startEmbeddedServer } from '../src/embedded-store/launcher.js';
import { startFakeSyncCrm } from '../test/support/fake-tools/fake-sync-crm.js';
import { startWebhookReceiver, waitFor } from '../test/support/webhook-receiver.js';

const N = Number(process.env.BENCH_RECORDS ?? 50_000);
const CHANGED = Math.max(1, Math.floor(N / 10));
let peakRss = 0;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 50);

const tool = await startFakeSyncCrm({ token: 'bench' });
const now = Date.now();
for (let i = 1; i <= N; i++) {
  // A third within the initial 30-day window, the rest older (backfill).
  const at = new Date(now - (i % 3 === 0 ? 5 : 40 + (i % 300)) * 86_400_000);
  tool.put('contacts', String(i), { firstname: `First${i}`, lastname: `Last${i}`, email: `p${i}@example.com`, phone: `+1555${i}` }, at);
}

// Baseline: the same pages fetched straight from the tool, nothing stored.
const t0 = performance.now();
let baseline = 0;
for (let after: string | undefined; ;) {
  const res = await fetch(`${tool.origin}/crm/v3/objects/contacts?limit=100${after ? `&after=${after}` : ''}`, {
    headers: { authorization: 'Bearer bench' },
  });
  const body = (await res.json()) as { results: unknown[]; paging?: { next: { after: string } } };
  baseline += body.results.length;
  if (!body.paging) break;
  after = body.paging.next.after;
}
const baselineRate = baseline / ((performance.now() - t0) / 1000);

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'plugboard-bench-'));
const store = process.env.MONGODB_URI ? undefined : await startEmbeddedServer({ dataDir });
const receiver = await startWebhookReceiver();
const config = loadConfig({
  PORT: '0',
  PLUGBOARD_DATA_DIR: dataDir,
  MONGODB_DB: 'bench_sync',
  LOG_LEVEL: 'warn',
  PLUGBOARD_JOBS: 'true',
  // The receiver listens on loopback, a private target refused by default.
  PLUGBOARD_ALLOW_PRIVATE_WEBHOOK_TARGETS: 'true',
  // Jobs are polled every second (the default is 5 s): at 100 ms Agenda's lock queries (two updates per poll) took
  // a large share of the embedded store's one connection away from the sync and the deliveries being measured.
  PLUGBOARD_JOBS_POLL_MS: '1000',
  PLUGBOARD_SYNC_INTERVAL_MS: '500',
  PLUGBOARD_FULL_RESYNC_MS: '3600000',
  PLUGBOARD_CONNECTORS_DIR: path.join(PACKAGE_ROOT, 'test/fixtures/sync-connectors'),
  PLUGBOARD_CONNECTOR_HOSTS: JSON.stringify({ synccrm: { api: tool.origin } }),
  ...(process.env.MONGODB_URI ? { MONGODB_URI: process.env.MONGODB_URI } : {}),
});
const gw = await bootGateway(config, createLogger('warn'));
try {
  const { core } = gw;
  const project = await core.services.projects.createProject('bench');
  const env = await core.services.projects.getEnvironment(project.projectId, 'development');
  await core.services.webhooks.create(env, receiver.url);
  const t1 = performance.now();
  const conn = await core.services.connections.create(env, {
    integrationId: 'synccrm',
    authMethodId: 'token',
    credentials: { type: 'bearer', token: 'bench' },
  });
  // Read the connection twice a second, not every 25 ms: the bench's own reads would queue on the store's one
  // connection with the sync being measured (600 reads in a 20 s sync).
  let lastRead = 0;
  await waitFor(
    'READY',
    async () => {
      if (Date.now() - lastRead < 500) return false;
      lastRead = Date.now();
      return (await core.internals.repos.connections.findById(conn.connectionId))!.status === 'READY';
    },
    3_600_000,
  );
  const syncS = (performance.now() - t1) / 1000;
  const stored = await core.database.db.collection('records').countDocuments({ connectionId: conn.connectionId });

  for (let i = 1; i <= CHANGED; i++)
    tool.put('contacts', String(i * 7 > N ? i : i * 7), {
      firstname: `Changed${i}`,
      lastname: 'X',
      email: `c${i}@example.com`,
      phone: '+1',
    });
  const t2 = performance.now();
  const expected = receiver.received.length + CHANGED;
  await waitFor('events delivered', () => receiver.received.length >= expected, 3_600_000);
  const eventsS = (performance.now() - t2) / 1000;
  const arrivals = receiver.received.slice(-CHANGED).map((w) => w.at);
  console.log(
    `first event after ${((Math.min(...arrivals) - (Date.now() - eventsS * 1000)) / 1000).toFixed(1)} s, last-first ${((Math.max(...arrivals) - Math.min(...arrivals)) / 1000).toFixed(1)} s`,
  );

  const syncRate = stored / syncS;
  console.log(`records synced:     ${stored} in ${syncS.toFixed(1)} s = ${syncRate.toFixed(0)} records/s`);
  console.log(
    `baseline (read only, same pages): ${baselineRate.toFixed(0)} records/s; sync/baseline = ${(syncRate / baselineRate).toFixed(3)}`,
  );
  console.log(
    `events delivered:   ${CHANGED} (change detection + store + signed POST) in ${eventsS.toFixed(1)} s = ${(CHANGED / eventsS).toFixed(0)} events/s`,
  );
  console.log(`peak RSS (gateway + fake tool + receiver, one process): ${(peakRss / 1024 / 1024).toFixed(0)} MiB`);
} finally {
  clearInterval(sampler);
  await gw.core.database.db.dropDatabase().catch(() => undefined);
  await gw.close();
  await receiver.close();
  await tool.close();
  await store?.stop();
  await rm(dataDir, { recursive: true, force: true });
}
// Driver sockets and timers of the stopped gateway may linger briefly; the figures are printed, so leave now.
process.exit(0);
