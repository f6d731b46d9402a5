import { createHash, createHmac } from 'node:crypto';
import path from 'node:path';
import { expect } from 'chai';
import { PACKAGE_ROOT } from '../../src/config/package-root.js';
import { RecordsRepo } from '../../src/store/records.repo.js';
import { startFakeSyncCrm } from '../support/fake-tools/fake-sync-crm.js';
import { post } from '../support/http-client.js';
import { seedConnection, seedProject, type SeededProject } from '../support/seed.js';
import { startTestGateway, type TestGateway } from '../support/start-gateway.js';
import { startWebhookReceiver, waitFor, type ReceivedWebhook } from '../support/webhook-receiver.js';
import { CLI_OPERATOR } from '../../src/services/audit/audit-recorder.js';

const DAY = 86_400_000;
const TOKEN = 'fake-crm-token';

/**
 * Recomputes both signatures of a received webhook as a receiver would: the seed's from the API token, the Standard
 * Webhooks one from the webhook's own secret (never from the API token).
 */
function expectValidSignatures(w: ReceivedWebhook, apiToken: string, secret: string, projectId: string, webhookId: string) {
  const ts = String(w.headers['x-svc-timestamp']);
  expect(ts).to.match(/^\d+$/);
  expect(Math.abs(Date.now() - Number(ts))).to.be.lessThan(60_000);
  expect(w.headers['x-svc-project-id']).to.equal(projectId);
  expect(w.headers['x-svc-webhook-id']).to.equal(webhookId);
  const expected = createHash('sha256').update(`${apiToken}:${ts}:${w.raw}`).digest('hex');
  expect(w.headers['x-svc-webhook-signature']).to.equal(expected);
  const stdTs = String(w.headers['webhook-timestamp']);
  const mac = createHmac('sha256', Buffer.from(secret.replace(/^whsec_/, ''), 'base64'))
    .update(`${String(w.headers['webhook-id'])}.${stdTs}.${w.raw}`)
    .digest('base64');
  expect(w.headers['webhook-signature']).to.equal(`v1,${mac}`);
}

describe('jobs: synced cache, connection states and signed events', function () {
  this.timeout(60_000);
  let gw: TestGateway;
  let tool: Awaited<ReturnType<typeof startFakeSyncCrm>>;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let project: SeededProject;

  before(async () => {
    tool = await startFakeSyncCrm({ token: TOKEN });
    receiver = await startWebhookReceiver();
    gw = await startTestGateway({
      PLUGBOARD_JOBS: 'true',
      PLUGBOARD_JOBS_POLL_MS: '100',
      PLUGBOARD_SYNC_INTERVAL_MS: '300',
      PLUGBOARD_FULL_RESYNC_MS: '0',
      PLUGBOARD_WEBHOOK_BACKOFF_MS: '100',
      PLUGBOARD_CONNECTORS_DIR: path.join(PACKAGE_ROOT, 'test/fixtures/sync-connectors'),
      PLUGBOARD_CONNECTOR_HOSTS: JSON.stringify({ synccrm: { api: tool.origin } }),
    });
    project = await seedProject(gw.gateway.core);
  });
  after(async () => {
    await gw?.close();
    await tool?.close();
    await receiver?.close();
  });

  it('moves NEW_CONNECTION -> INITIAL_SYNCED -> READY, then sends created/updated/deleted with valid signatures', async () => {
    const { core } = gw.gateway;
    const apiToken = project.dev.apiToken;
    const now = Date.now();
    for (let i = 1; i <= 3; i++)
      tool.put('contacts', String(i), { firstname: `Recent${i}`, lastname: 'X', email: `r${i}@example.com` }, new Date(now - i * DAY));
    // Older than 30 days: pulled by the backfill only.
    tool.put(
      'contacts',
      '10',
      { firstname: 'Old', lastname: 'Y', email: 'old@example.com', 'hs.custom.score': 7 },
      new Date(now - 60 * DAY),
    );
    tool.put('contacts', '11', { firstname: 'Older', lastname: 'Z', email: 'older@example.com' }, new Date(now - 90 * DAY));
    tool.put('companies', '100', { name: 'Acme', domain: 'acme.test' }, new Date(now - 2 * DAY));
    tool.put('companies', '101', { name: 'Globex', domain: 'globex.test' }, new Date(now - 45 * DAY));

    const created = await post(gw.url, '/webhooks/create', { url: receiver.url }, { 'x-svc-api-token': apiToken });
    expect(created.status).to.equal(200);
    const webhookId = created.body.webhook.id as string;

    tool.holdFullLists(); // the backfill (no modified_since) waits, so INITIAL_SYNCED can be observed
    const conn = await seedConnection(core, project.dev.env, {
      integrationId: 'synccrm',
      authMethodId: 'token',
      credentials: { type: 'bearer', token: TOKEN },
    });
    const repo = core.internals.repos.connections;
    expect((await repo.findById(conn.connectionId))!.status).to.equal('NEW_CONNECTION');

    await waitFor('INITIAL_SYNCED', async () => (await repo.findById(conn.connectionId))!.status === 'INITIAL_SYNCED');
    const records = new RecordsRepo(core.database.db);
    expect(await records.countByConnection(conn.connectionId, 'crm.contact')).to.equal(3); // the last 30 days only
    expect(await records.countByConnection(conn.connectionId, 'crm.account')).to.equal(1);
    const initial = await waitFor('initial-complete event', () =>
      receiver.received.find((w) => w.body.eventType === 'system.sync.initial.complete'),
    );
    expect(initial.body).to.have.keys(['connectionId', 'eventId', 'eventTime', 'eventType']);
    expect(initial.body.connectionId).to.equal(conn.connectionId);
    expect(tool.requests.some((r) => r.since !== null && Math.abs(Date.parse(r.since) - (now - 30 * DAY)) < 60_000)).to.equal(true);

    tool.release();
    await waitFor('READY', async () => (await repo.findById(conn.connectionId))!.status === 'READY');
    expect(await records.countByConnection(conn.connectionId, 'crm.contact')).to.equal(5);
    expect(await records.countByConnection(conn.connectionId, 'crm.account')).to.equal(2);
    // A few READY runs with no change send nothing more.
    const runsBefore = tool.requests.length;
    await waitFor('two more runs', () => tool.requests.length >= runsBefore + 4);
    expect(receiver.received.map((w) => w.body.eventType)).to.deep.equal(['system.sync.initial.complete']);

    tool.put('contacts', '2', { firstname: 'Recent2', lastname: 'Changed', email: 'r2@example.com' });
    tool.put('contacts', '12', { firstname: 'New', lastname: 'Person', email: 'new@example.com' });
    tool.remove('companies', '101');
    await waitFor('three object events', () => receiver.received.length >= 4);
    await new Promise((r) => setTimeout(r, 1_200)); // several more runs: nothing else may arrive
    const objectEvents = receiver.received
      .slice(1)
      .map((w) => `${w.body.eventType} ${w.body.data?.id}`)
      .sort();
    expect(objectEvents).to.deep.equal([
      'object.crm.accounts.deleted 101',
      'object.crm.contacts.created 12',
      'object.crm.contacts.updated 2',
    ]);
    for (const w of receiver.received) {
      expectValidSignatures(w, apiToken, created.body.webhook.secret, project.projectId, webhookId);
      if (w.body.eventType.startsWith('object.'))
        expect(w.body).to.have.keys(['connectionId', 'eventId', 'eventTime', 'eventType', 'data']);
    }
    expect(new Set(receiver.received.map((w) => w.body.eventId)).size).to.equal(4);
  });

  it('shows a failing run as lastSyncError and clears it when the tool recovers', async () => {
    const { core } = gw.gateway;
    const repo = core.internals.repos.connections;
    const [conn] = await core.services.connections.list(project.dev.env);
    tool.failWith(500);
    await waitFor('lastSyncError', async () => (await repo.findById(conn!.id))!.lastSyncError);
    tool.failWith(null);
    await waitFor('recovery', async () => (await repo.findById(conn!.id))!.lastSyncError === null, 15_000);
  });

  it('deleting a connection stops its sync and removes its cache', async () => {
    const { core } = gw.gateway;
    const [conn] = await core.services.connections.list(project.dev.env);
    const records = new RecordsRepo(core.database.db);
    expect(await records.countByConnection(conn!.id)).to.be.greaterThan(0);
    await core.services.connections.delete(project.dev.env, conn!.id, core.services.audit.as(CLI_OPERATOR));
    expect(await records.countByConnection(conn!.id)).to.equal(0);
    const jobs = await core.database.db.collection('agendaJobs').countDocuments({ 'data.connectionId': conn!.id });
    expect(jobs).to.equal(0);
    const before = tool.requests.length;
    await new Promise((r) => setTimeout(r, 800));
    expect(tool.requests.length).to.be.at.most(before + 2); // at most a run already in flight
  });
});
