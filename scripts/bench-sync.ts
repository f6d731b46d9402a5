/**
 * Sync throughput and the gateway's memory, as production runs it: a fake HubSpot-shaped tool on 127.0.0.1 holds N
 * contacts (default 50,000); the compiled gateway (`node dist/cli/plugboard.js serve`, its own process, jobs on,
 * on the embedded store it starts) syncs them (initial 30 days + backfill), then N/10 records change and the
 * resulting `updated` events are delivered to a local receiver. The fake tool and the receiver run in this process.
 * Prints records/s, events/s, the gateway's peak RSS (the kernel's VmHWM of its process) and the embedded store's
 * (its own process), plus the ratio of the sync rate to a baseline measured in the same run (reading the same pages
 * from the tool without storing them).
 *
 *   npm run bench:sync            # BENCH_RECORDS=50000 by default; the gateway runs with Node's defaults
 *   NODE_OPTIONS=--max-old-space-size=256 npm run bench:sync   # an operator's heap ceiling (docs/deploy.md), passed
 *                                 # on to the gateway and printed with its other settings
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { PACKAGE_ROOT } from '../src/config/package-root.js';
import { adminConnection, plugboardAdmin, type AdminProject } from './bench/plugboard-admin.js';
import { startGatewayProcess } from '../test/support/gateway-process.js';
import { startFakeSyncCrm } from '../test/support/fake-tools/fake-sync-crm.js';
import { startWebhookReceiver, waitFor } from '../test/support/webhook-receiver.js';

const N = Number(process.env.BENCH_RECORDS ?? 50_000);
const CHANGED = Math.max(1, Math.floor(N / 10));
const MiB = (kib: number) => `${(kib / 1024).toFixed(0)} MiB`;

/** The kernel's peak resident set size (VmHWM) of a process, in KiB; NaN once it is gone or off Linux. */
function peakRssKib(pid: number): number {
  try {
    const m = /^VmHWM:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) : NaN;
  } catch {
    return NaN;
  }
}

// dist/ built when stale (as `npm start` does), without the NODE_OPTIONS meant for the gateway: a heap cap sized for
// the gateway is too small for the TypeScript compiler.
const { NODE_OPTIONS: _gatewayNodeOptions, ...buildEnv } = process.env;
execFileSync(process.execPath, [path.join(PACKAGE_ROOT, 'scripts/ensure-built.mjs')], {
  cwd: PACKAGE_ROOT,
  env: buildEnv,
  stdio: ['ignore', 'ignore', 'inherit'],
});
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
const receiver = await startWebhookReceiver();
const settings: Record<string, string> = {
  PLUGBOARD_JOBS: 'true',
  // The receiver listens on loopback, a private target refused by default.
  PLUGBOARD_ALLOW_PRIVATE_WEBHOOK_TARGETS: 'true',
  // Jobs are polled every second (the default is 5 s): at 100 ms Agenda's lock queries (two updates per poll) took
  // a large share of the embedded store's one connection away from the sync and the deliveries being measured.
  PLUGBOARD_JOBS_POLL_MS: '1000',
  PLUGBOARD_SYNC_INTERVAL_MS: '500',
  PLUGBOARD_FULL_RESYNC_MS: '3600000',
  // `npm start` and the Docker image run `node --enable-source-maps dist/cli/plugboard.js`: the gateway here too.
  NODE_OPTIONS: ['--enable-source-maps', process.env.NODE_OPTIONS].filter(Boolean).join(' '),
};
const env: Record<string, string> = {
  PATH: process.env.PATH ?? '',
  PLUGBOARD_DATA_DIR: dataDir,
  MONGODB_DB: 'bench_sync',
  LOG_LEVEL: 'warn',
  PLUGBOARD_CONNECTORS_DIR: path.join(PACKAGE_ROOT, 'test/fixtures/sync-connectors'),
  PLUGBOARD_CONNECTOR_HOSTS: JSON.stringify({ synccrm: { api: tool.origin } }),
  ...settings,
};

const gw = await startGatewayProcess('all', env);
const storeState = JSON.parse(readFileSync(path.join(dataDir, 'embedded-mongo.json'), 'utf8')) as { uri: string; pid: number };
const client = await MongoClient.connect(storeState.uri, { directConnection: true, maxPoolSize: 1 });
const db = client.db('bench_sync');
try {
  const project = await plugboardAdmin<AdminProject>(['projects', 'create', '--name', 'bench'], env, 'compiled');
  const apiToken = project.environments.find((e) => e.name === 'development')!.apiToken;
  const hook = await fetch(`${gw.url}/webhooks/create`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-svc-api-token': apiToken },
    body: JSON.stringify({ url: receiver.url }),
  });
  if (!hook.ok) throw new Error(`webhooks/create answered ${hook.status}: ${await hook.text()}`);
  const t1 = performance.now();
  const conn = await adminConnection(
    project.projectId,
    { integration: 'synccrm', authMethod: 'token', credentials: { type: 'bearer', token: 'bench' } },
    env,
    'compiled',
  );
  // Read the connection twice a second, not every 25 ms: the bench's own reads would queue on the store's one
  // connection with the sync being measured.
  let lastRead = 0;
  await waitFor(
    'READY',
    async () => {
      if (Date.now() - lastRead < 500) return false;
      lastRead = Date.now();
      const doc = await db.collection('connections').findOne({ id: conn.connectionId }, { projection: { status: 1 } });
      return doc?.status === 'READY';
    },
    3_600_000,
  );
  const syncS = (performance.now() - t1) / 1000;
  const stored = await db.collection('records').countDocuments({ connectionId: conn.connectionId });
  const afterSyncKib = peakRssKib(gw.pid);

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
  const arrivals = receiver.received
    .slice(-CHANGED)
    .map((w) => w.at)
    .sort((a, b) => a - b);
  // A stall shows as one long pause between two deliveries, whatever the rate around it.
  const longestPause = arrivals.reduce((max, at, i) => (i ? Math.max(max, at - arrivals[i - 1]!) : 0), 0);
  console.log(
    `first event after ${((arrivals[0]! - (Date.now() - eventsS * 1000)) / 1000).toFixed(1)} s, last-first ${((arrivals.at(-1)! - arrivals[0]!) / 1000).toFixed(1)} s, longest pause between two deliveries ${(longestPause / 1000).toFixed(1)} s`,
  );

  const syncRate = stored / syncS;
  console.log(
    `settings (gateway): ${Object.entries(settings)
      .map(([k, v]) => `${k}=${v}`)
      .join(' ')}`,
  );
  console.log(
    `load average: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} (${os.cpus().length} cores), node ${process.version}`,
  );
  console.log(`records synced:     ${stored} in ${syncS.toFixed(1)} s = ${syncRate.toFixed(0)} records/s`);
  console.log(
    `baseline (read only, same pages): ${baselineRate.toFixed(0)} records/s; sync/baseline = ${(syncRate / baselineRate).toFixed(3)}`,
  );
  console.log(
    `events delivered:   ${CHANGED} (change detection + store + signed POST) in ${eventsS.toFixed(1)} s = ${(CHANGED / eventsS).toFixed(0)} events/s`,
  );
  console.log(
    `peak RSS, gateway process (compiled plugboard serve, VmHWM): ${MiB(peakRssKib(gw.pid))} (${MiB(afterSyncKib)} by the end of the sync)`,
  );
  console.log(`peak RSS, embedded store process (FerretDB + SQLite, VmHWM): ${MiB(peakRssKib(storeState.pid))}`);
  console.log(`peak RSS, this bench process (fake tool + receiver, not the gateway): ${MiB(peakRssKib(process.pid))}`);
} finally {
  await db.dropDatabase().catch(() => undefined);
  await client.close();
  await gw.stop();
  await receiver.close();
  await tool.close();
  await rm(dataDir, { recursive: true, force: true });
}
process.exit(0);
