/**
 * Child process of restart-deliveries.test.ts: a gateway with jobs on, in the database CRASH_DB of the test run's
 * embedded store, killed with SIGKILL by the test in the middle of its deliveries. With CRASH_PUBLISH=<n> it makes a
 * project, a webhook to CRASH_RECEIVER and a connection, then publishes n events itself (its pool gets them in
 * memory, as a sync pass hands them over); without it, it only delivers what another process queues (found by
 * searching the outbox, and claimed). Prints `READY` once it delivers.
 */
import path from 'node:path';
import { PACKAGE_ROOT } from '../../src/config/package-root.js';
import { seedConnection, seedProject } from '../support/seed.js';
import { startTestGateway } from '../support/start-gateway.js';
import { CLI_OPERATOR } from '../../src/services/audit/audit-recorder.js';

const env = process.env as Record<string, string>;
const gw = await startTestGateway({
  MONGODB_DB: env.CRASH_DB!,
  PLUGBOARD_JOBS: 'true',
  PLUGBOARD_JOBS_POLL_MS: '100',
  PLUGBOARD_JOBS_LOCK_MS: '1000',
  PLUGBOARD_WEBHOOK_TIMEOUT_MS: '60000',
  PLUGBOARD_CONNECTORS_DIR: path.join(PACKAGE_ROOT, 'test/fixtures/connect-connectors'),
});
const events = Number(env.CRASH_PUBLISH ?? 0);
if (events) {
  const { core } = gw.gateway;
  const project = await seedProject(core);
  await core.services.webhooks.create(project.dev.env, env.CRASH_RECEIVER!, core.services.audit.as(CLI_OPERATOR));
  const conn = await seedConnection(core, project.dev.env, {
    integrationId: 'keydialer',
    authMethodId: 'basic',
    credentials: { type: 'basic', username: 'u', password: 'p' },
  });
  const doc = (await core.internals.repos.connections.findById(conn.connectionId))!;
  await core.services.events.publish(
    doc,
    Array.from({ length: events }, (_, i) => ({ eventType: 'object.crm.contacts.updated', data: { id: String(i) } })),
  );
}
process.stdout.write('READY\n');
setInterval(() => {}, 60_000); // delivers until killed
