import { expect } from 'chai';
import { signIn, type DashboardClient } from '../../support/dashboard-client.js';
import { seedConnection, seedProject, type SeededProject } from '../../support/seed.js';
import { startTestGateway, type TestGateway } from '../../support/start-gateway.js';
import { COLLECTIONS } from '../../../src/store/collections.js';
import { CLI_OPERATOR } from '../../../src/services/audit/audit-recorder.js';

/**
 * The overview's connection counts are counters moved with every write of a connection (not a scan), and the
 * connections list is paged, filtered and searched by the store: both checked against what the connections are.
 */
describe('http: dashboard connection counters and server-side connection pages', () => {
  let gw: TestGateway;
  let acme: SeededProject;
  let dash: DashboardClient;

  before(async function () {
    this.timeout(60_000);
    gw = await startTestGateway({ PLUGBOARD_DASHBOARD_TOKEN_SIGN_IN: 'all' });
    acme = await seedProject(gw.gateway.core, 'Acme');
    dash = await signIn(gw.url, acme.prod.apiToken);
  });
  after(async () => {
    await gw?.close();
  });

  const env = () => acme.prod.env;
  const repo = () => gw.gateway.core.internals.repos.connections;
  const overviewCounts = async () => (await dash.get(`/environments/${env().id}/overview`)).body.connections;
  const newConnection = () =>
    seedConnection(gw.gateway.core, env(), {
      integrationId: 'pipedrive',
      authMethodId: 'api_token',
      credentials: { type: 'api_key', apiKey: 'k' },
    });

  it('moves with creations, status and health changes, re-authorisation and deletion', async () => {
    expect(await overviewCounts()).to.deep.equal({ total: 0, NEW_CONNECTION: 0, INITIAL_SYNCED: 0, READY: 0, unhealthy: 0 });
    const [a, b, c] = [await newConnection(), await newConnection(), await newConnection()];
    expect(await overviewCounts()).to.deep.equal({ total: 3, NEW_CONNECTION: 3, INITIAL_SYNCED: 0, READY: 0, unhealthy: 0 });

    await repo().update(a.connectionId, { status: 'READY' });
    await repo().update(b.connectionId, { status: 'INITIAL_SYNCED', health: 'error', lastSyncError: 'boom' });
    await gw.gateway.core.services.connections.markNeedsReauth(c.connectionId, 'revoked');
    await gw.gateway.core.services.connections.markNeedsReauth(c.connectionId, 'revoked again'); // no double count
    expect(await overviewCounts()).to.deep.equal({ total: 3, NEW_CONNECTION: 1, INITIAL_SYNCED: 1, READY: 1, unhealthy: 2 });

    await gw.gateway.core.services.connections.reauthorize(env(), c.connectionId, {
      integrationId: 'pipedrive',
      authMethodId: 'api_token',
      credentials: { type: 'api_key', apiKey: 'k2' },
    });
    await gw.gateway.core.services.connections.delete(env(), b.connectionId, gw.gateway.core.services.audit.as(CLI_OPERATOR));
    const counts = await overviewCounts();
    expect(counts).to.deep.equal({ total: 2, NEW_CONNECTION: 1, INITIAL_SYNCED: 0, READY: 1, unhealthy: 0 });
    // The counters agree with a count of the connections themselves.
    expect((await repo().counts.recount(env().id)).get(env().id)).to.deep.equal(counts);
    const settings = (await dash.get(`/environments/${env().id}/settings`)).body;
    expect(settings.connections).to.equal(2);
  });

  it('housekeeping recounts counters that drifted (a process killed between the two writes)', async () => {
    const db = gw.gateway.core.database.db;
    await db.collection(COLLECTIONS.connectionCounts).updateOne({ _id: env().id as never }, { $inc: { total: 40, READY: 40 } });
    expect((await overviewCounts()).total).to.equal(42);
    await gw.gateway.core.services.housekeeping.run();
    expect(await overviewCounts()).to.deep.equal({ total: 2, NEW_CONNECTION: 1, INITIAL_SYNCED: 0, READY: 1, unhealthy: 0 });
  });

  it('counts a store written before the counters existed on first read', async () => {
    const db = gw.gateway.core.database.db;
    await db.collection(COLLECTIONS.connectionCounts).deleteMany({});
    expect(await overviewCounts()).to.deep.equal({ total: 2, NEW_CONNECTION: 1, INITIAL_SYNCED: 0, READY: 1, unhealthy: 0 });
  });

  it('pages newest first on the server, filters by status and searches ids literally', async () => {
    for (let i = 0; i < 5; i++) await newConnection();
    const all = (await repo().counts.recount(env().id)).get(env().id)!.total;
    expect(all).to.equal(7);
    const first = (await dash.get(`/environments/${env().id}/connections?limit=3`)).body;
    const second = (await dash.get(`/environments/${env().id}/connections?limit=3&cursor=3`)).body;
    const third = (await dash.get(`/environments/${env().id}/connections?limit=3&cursor=6`)).body;
    expect([first.total, second.total, third.total]).to.deep.equal([7, 7, 7]);
    expect([first.nextCursor, second.nextCursor, third.nextCursor]).to.deep.equal(['3', '6', null]);
    const items = [...first.items, ...second.items, ...third.items] as { id: string; createdTime: string; status: string }[];
    expect(new Set(items.map((i) => i.id)).size).to.equal(7);
    const times = items.map((i) => Date.parse(i.createdTime));
    expect(times).to.deep.equal([...times].sort((x, y) => y - x));

    const ready = (await dash.get(`/environments/${env().id}/connections?status=READY`)).body;
    expect(ready.total).to.equal(1);
    expect(ready.items.map((i: { status: string }) => i.status)).to.deep.equal(['READY']);
    const one = items[4]!.id;
    const found = (await dash.get(`/environments/${env().id}/connections?search=${one.slice(-8).toUpperCase()}`)).body;
    expect(found.items.map((i: { id: string }) => i.id)).to.deep.equal([one]);
    expect(found.total).to.equal(1);
    const byIntegration = (await dash.get(`/environments/${env().id}/connections?search=pipe`)).body;
    expect(byIntegration.total).to.equal(7);
    const regexChars = await dash.get(`/environments/${env().id}/connections?search=${encodeURIComponent('conn_(.*')}`);
    expect(regexChars.status).to.equal(200);
    expect(regexChars.body.total).to.equal(0);
  });
});
