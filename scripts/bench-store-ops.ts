/**
 * Store operations per unit of work, counted from the MongoDB driver's command monitoring (`commandStarted`, turned
 * on by tracing to an in-memory exporter) of a gateway booted in this process on the embedded store:
 * - per passthrough request (POST /api/passthrough to a fake HubSpot on 127.0.0.1): every command the process sends
 *   while the requests run and for 3 s after (batched request logs, rate-limit counts, last-used times);
 * - per webhook delivery (events published to one webhook, delivered to a loopback receiver): outbox, log, claims.
 * Counts the main connection's commands (the job scheduler's and the synced cache's own connections are not traced).
 *
 *   npm run bench:store-ops                    # BENCH_REQUESTS=1000, BENCH_EVENTS=1000
 *   BENCH_SHORT=1 npm run bench:store-ops      # a quick pass
 *   BENCH_STORE=mongo npm run bench:store-ops  # on mongo-java-server (a MongoDB wire server, as the multi-process
 *                                              # tests use): the claimed outbox search, as with a replica set
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { InMemorySpanExporter } from '@opentelemetry/sdk-trace-node';
import { startEmbeddedServer } from '../src/embedded-store/launcher.js';
import { CLI_OPERATOR } from '../src/services/audit/audit-recorder.js';
import { FakeHubspot } from '../test/support/fake-tools/fake-hubspot.js';
import { post } from '../test/support/http-client.js';
import { seedConnection, seedProject } from '../test/support/seed.js';
import { startSharedStore } from '../test/support/shared-store.js';
import { startTestGateway } from '../test/support/start-gateway.js';
import { startWebhookReceiver, waitFor } from '../test/support/webhook-receiver.js';

const SHORT = Boolean(process.env.BENCH_SHORT);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? (SHORT ? 100 : 1000));
const EVENTS = Number(process.env.BENCH_EVENTS ?? (SHORT ? 100 : 1000));
const CONCURRENCY = 8;
const TOKEN = 'pat-na1-store-ops';

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'plugboard-bench-store-ops-'));
process.env.PLUGBOARD_TEST_DATA_DIR = dataDir;
const MONGO = process.env.BENCH_STORE === 'mongo';
const store = MONGO ? await startSharedStore() : await startEmbeddedServer({ dataDir });
if ('uri' in store) process.env.MONGODB_URI = store.uri;
const exporter = new InMemorySpanExporter();
const hs = await new FakeHubspot(TOKEN).start();
hs.add('contacts', { firstname: 'Ada', lastname: 'Lovelace', email: 'ada@example.com' });
const receiver = await startWebhookReceiver({});
const gw = await startTestGateway(
  {
    PLUGBOARD_JOBS: 'true',
    PLUGBOARD_JOBS_POLL_MS: '1000',
    PLUGBOARD_CONNECTOR_HOSTS: JSON.stringify({ hubspot: { api: hs.origin } }),
  },
  { spanExporter: exporter },
);

let counting: Map<string, number> | undefined;
gw.gateway.core.database.client.on('commandStarted', (e) => {
  counting?.set(e.commandName, (counting.get(e.commandName) ?? 0) + 1);
});

/** The store commands sent while `work` runs and for `settleMs` after, by command name. */
async function storeOps(work: () => Promise<void>, settleMs = 3_000): Promise<Map<string, number>> {
  await new Promise((r) => setTimeout(r, settleMs));
  const ops = (counting = new Map<string, number>());
  await work();
  await new Promise((r) => setTimeout(r, settleMs));
  counting = undefined;
  return ops;
}

const per = (ops: Map<string, number>, n: number) => {
  const total = [...ops.values()].reduce((a, b) => a + b, 0);
  const parts = [...ops].sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k} ${(v / n).toFixed(2)}`);
  return `${(total / n).toFixed(2)} (${parts.join(', ')})`;
};

try {
  const { core } = gw.gateway;
  const project = await seedProject(core);
  const conn = await seedConnection(core, project.dev.env, {
    integrationId: 'hubspot',
    authMethodId: 'private_app',
    credentials: { type: 'bearer', token: TOKEN },
  });
  const headers = { 'x-svc-api-token': project.dev.apiToken, 'x-svc-access-token': conn.accessToken };
  const call = async () => {
    const res = await post(gw.url, '/api/passthrough', { method: 'GET', path: '/crm/v3/objects/contacts', query: { limit: 1 } }, headers);
    if (res.status !== 200) throw new Error(`passthrough answered ${res.status}: ${res.text}`);
  };
  await call(); // warm: the token lookups cached, the connector compiled
  let sent = 0;
  const passthrough = await storeOps(async () => {
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (sent < REQUESTS) {
          sent++;
          await call();
        }
      }),
    );
  });
  console.log(
    `machine: ${os.cpus().length} cores, node ${process.version}, ${MONGO ? 'mongo-java-server' : 'embedded store'}${SHORT ? ' (short mode)' : ''}`,
  );
  console.log(`passthrough: ${REQUESTS} requests (${CONCURRENCY} at once): store operations per request ${per(passthrough, REQUESTS)}`);

  await core.services.webhooks.create(project.dev.env, receiver.url, core.services.audit.as(CLI_OPERATOR));
  const doc = (await core.internals.repos.connections.findById(conn.connectionId))!;
  const objects = () => receiver.received.filter((w) => w.body.eventType.startsWith('object.')).length;
  const delivery = await storeOps(async () => {
    for (let i = 0; i < EVENTS; i += 100)
      await core.services.events.publish(
        doc,
        Array.from({ length: Math.min(100, EVENTS - i) }, (_, j) => ({
          eventType: 'object.crm.contacts.updated',
          data: { id: String(i + j) },
        })),
      );
    await waitFor('every delivery', () => objects() >= EVENTS, 600_000);
  }, 6_000);
  console.log(`webhooks: ${EVENTS} events published and delivered to one webhook: store operations per event ${per(delivery, EVENTS)}`);
} finally {
  await gw.close();
  await receiver.close();
  await hs.server.stop();
  await store.stop();
  await rm(dataDir, { recursive: true, force: true });
}
process.exit(0);
