/**
 * Webhook delivery under a bad receiver, a crash, and plain load, on the embedded store (started here, in a temporary
 * data folder), with gateways booted in this process (and one as a child process, to kill):
 * - isolation: a healthy receiver (200 ms per answer) gets one event every 100 ms; its delivery latency (publication
 *   to answer, from the delivery log) is measured alone (the control) and while another tenant's receiver hangs
 *   (never answers; 3 s timeout) with deliveries queued for it; plus when a retry due 2 s after a 500 arrives.
 * - crash: a gateway delivering N events (20 ms per answer) is killed with SIGKILL a third of the way; another gateway
 *   on the same database delivers the rest: how many deliveries reached the receiver twice.
 * - throughput: N events to one receiver that answers at once, deliveries per second (publication to last answer).
 *
 *   npm run bench:webhooks                  # BENCH_EVENTS=3000 (throughput) / 600 (crash)
 *   BENCH_SHORT=1 npm run bench:webhooks    # a quick pass (run by `npm test` through test/scale/bench-webhooks.test.ts)
 *   BENCH_ONLY=throughput npm run bench:webhooks   # some of: isolation, crash, throughput
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Core } from '../src/composition/boot.js';
import { PACKAGE_ROOT } from '../src/config/package-root.js';
import { startEmbeddedServer } from '../src/embedded-store/launcher.js';
import { seedConnection, seedProject } from '../test/support/seed.js';
import { startTestGateway, type TestGateway } from '../test/support/start-gateway.js';
import { startWebhookReceiver, waitFor } from '../test/support/webhook-receiver.js';
import { CLI_OPERATOR } from '../src/services/audit/audit-recorder.js';

const SHORT = Boolean(process.env.BENCH_SHORT);
const THROUGHPUT_EVENTS = Number(process.env.BENCH_EVENTS ?? (SHORT ? 300 : 3000));
const CRASH_EVENTS = SHORT ? 300 : 600;
const HEALTHY_EVENTS = SHORT ? 15 : 40;
const HANGING_EVENTS = SHORT ? 50 : 200;
const ONLY = new Set((process.env.BENCH_ONLY ?? 'isolation,crash,throughput').split(','));
const CONNECTORS = path.join(PACKAGE_ROOT, 'test/fixtures/connect-connectors');

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'plugboard-bench-webhooks-'));
process.env.PLUGBOARD_TEST_DATA_DIR = dataDir;
const store = await startEmbeddedServer({ dataDir });
/** What the running scenario started, closed when it ends (a hanging receiver's gateway must not weigh on the next). */
let closing: { close(): Promise<void> }[] = [];
async function scenario<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } finally {
    for (const c of closing.reverse()) await c.close().catch(() => undefined);
    closing = [];
  }
}

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))]!;

async function gateway(env: Record<string, string> = {}): Promise<TestGateway> {
  const gw = await startTestGateway({
    PLUGBOARD_JOBS: 'true',
    PLUGBOARD_JOBS_POLL_MS: '100',
    PLUGBOARD_CONNECTORS_DIR: CONNECTORS,
    ...env,
  });
  closing.push(gw);
  return gw;
}

async function receiver(opts: Parameters<typeof startWebhookReceiver>[0]) {
  const r = await startWebhookReceiver(opts);
  closing.push(r);
  return r;
}

/** A project with a webhook to `url` and a connection; `publish` stores events of that connection. */
async function tenant(core: Core, url: string) {
  const project = await seedProject(core);
  const webhookId = (await core.services.webhooks.create(project.dev.env, url, core.services.audit.as(CLI_OPERATOR))).id;
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
  return { webhookId, publish };
}

const objects = (r: Awaited<ReturnType<typeof receiver>>) => r.received.filter((w) => w.body.eventType.startsWith('object.'));

async function isolation(withHanging: boolean) {
  const gw = await gateway({ PLUGBOARD_WEBHOOK_TIMEOUT_MS: '3000', PLUGBOARD_WEBHOOK_BACKOFF_MS: '2000' });
  const { core } = gw.gateway;
  const healthy = await receiver({ delayMs: 200 });
  const flaky = await receiver({ status: 500 });
  const b = await tenant(core, healthy.url);
  const c = await tenant(core, flaky.url);
  if (withHanging) {
    const hanging = await receiver({ delayMs: 3_600_000 });
    await (await tenant(core, hanging.url)).publish(Array.from({ length: HANGING_EVENTS }, (_, i) => `h${i}`));
  }
  await c.publish(['retry-me']);
  const publishedAt = new Map<string, number>();
  for (let i = 0; i < HEALTHY_EVENTS; i++) {
    publishedAt.set(String(i), Date.now());
    await b.publish([String(i)]);
    await new Promise((r) => setTimeout(r, 100));
  }
  const log = core.database.db.collection<{ webhookId: string; eventType: string; body: string; finishedAt: Date }>('deliveries');
  const delivered = () => log.find({ webhookId: b.webhookId, eventType: 'object.crm.contacts.updated' }).toArray();
  await waitFor('every healthy delivery', async () => (await delivered()).length >= HEALTHY_EVENTS, 300_000);
  const latencies = (await delivered()).map(
    (d) => d.finishedAt.getTime() - publishedAt.get((JSON.parse(d.body) as { data: { id: string } }).data.id)!,
  );
  await waitFor('the first attempt to the flaky receiver', () => objects(flaky).length >= 1, 300_000);
  flaky.state.status = 200;
  await waitFor('the retry', () => objects(flaky).length >= 2, 300_000);
  return { p50: pct(latencies, 0.5), p90: pct(latencies, 0.9), retryGap: objects(flaky)[1]!.at - objects(flaky)[0]!.at };
}

async function crash() {
  const r = await receiver({ delayMs: 20 });
  const db = `bench_crash_${randomBytes(4).toString('hex')}`;
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(PACKAGE_ROOT, 'test/jobs/delivery-crash-worker.ts')], {
    cwd: PACKAGE_ROOT,
    env: { ...process.env, LOG_LEVEL: 'silent', CRASH_DB: db, CRASH_PUBLISH: String(CRASH_EVENTS), CRASH_RECEIVER: r.url },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (c: Buffer) => {
      if (c.toString().includes('READY')) resolve();
    });
    child.on('exit', (code) => reject(new Error(`crash worker exited (${code})`)));
  });
  await waitFor('a third of the deliveries', () => objects(r).length >= CRASH_EVENTS / 3, 300_000);
  const exited = new Promise((res) => child.once('exit', res));
  child.kill('SIGKILL');
  await exited;
  const atKill = objects(r).length;
  const second = await gateway({ MONGODB_DB: db });
  const outbox = second.gateway.core.database.db.collection('webhookOutbox');
  await waitFor('every delivery done', async () => (await outbox.countDocuments({})) === 0, 300_000);
  const distinct = new Set(objects(r).map((w) => w.body.data!.id)).size;
  return { atKill, duplicates: objects(r).length - distinct, distinct };
}

async function throughput() {
  const gw = await gateway();
  const r = await receiver({});
  const t = await tenant(gw.gateway.core, r.url);
  const t0 = performance.now();
  for (let i = 0; i < THROUGHPUT_EVENTS; i += 500)
    await t.publish(Array.from({ length: Math.min(500, THROUGHPUT_EVENTS - i) }, (_, j) => String(i + j)));
  await waitFor('every delivery', () => objects(r).length >= THROUGHPUT_EVENTS, 600_000);
  return THROUGHPUT_EVENTS / ((performance.now() - t0) / 1000);
}

try {
  console.log(`machine: ${os.cpus().length} cores, node ${process.version}${SHORT ? ' (short mode)' : ''}`);
  if (ONLY.has('isolation')) {
    const control = await scenario(() => isolation(false));
    const loaded = await scenario(() => isolation(true));
    console.log(
      `isolation: healthy receiver latency p50 ${control.p50} ms / p90 ${control.p90} ms alone; ` +
        `p50 ${loaded.p50} ms / p90 ${loaded.p90} ms beside a hanging receiver (${HANGING_EVENTS} deliveries): ` +
        `${(loaded.p50 / control.p50).toFixed(2)}x the control's median`,
    );
    console.log(`isolation: a retry due 2000 ms after a 500 came after ${control.retryGap} ms alone, ${loaded.retryGap} ms beside it`);
  }
  if (ONLY.has('crash')) {
    const c = await scenario(crash);
    console.log(
      `crash: kill -9 after ${c.atKill} of ${CRASH_EVENTS} deliveries; after the restart ${c.distinct} events delivered, ` +
        `${c.duplicates} of them twice`,
    );
  }
  if (ONLY.has('throughput')) {
    const rate = await scenario(throughput);
    console.log(`throughput: ${THROUGHPUT_EVENTS} deliveries to one receiver at ${rate.toFixed(0)} deliveries/s`);
  }
} finally {
  await store.stop();
  await rm(dataDir, { recursive: true, force: true });
}
// The embedded store's driver and the gateways' timers are closed; anything left (a receiver's socket) ends here.
process.exit(0);
