import path from 'node:path';
import { expect } from 'chai';
import { PACKAGE_ROOT } from '../../src/config/package-root.js';
import { RecordsRepo } from '../../src/store/records.repo.js';
import { COLLECTIONS } from '../../src/store/collections.js';
import { FakeClose } from '../support/fake-tools/fake-close.js';
import { FakeHubspot } from '../support/fake-tools/fake-hubspot.js';
import { FakeSalesforce } from '../support/fake-tools/fake-salesforce.js';
import { FakeZoho } from '../support/fake-tools/fake-zoho.js';
import { startFakeSyncCrm } from '../support/fake-tools/fake-sync-crm.js';
import { post } from '../support/http-client.js';
import { seedConnection, seedProject, type SeededProject } from '../support/seed.js';
import { startTestGateway, type TestGateway } from '../support/start-gateway.js';
import { startWebhookReceiver, waitFor } from '../support/webhook-receiver.js';

const SYNC_INTERVAL_MS = 500;

describe("jobs: deletions come from the tool's deleted-records listing (sync.deletions: deleted_records), at the next run", function () {
  this.timeout(60_000);
  let gw: TestGateway;
  let zoho: FakeZoho;
  let sf: FakeSalesforce;
  let hs: FakeHubspot;
  let close: FakeClose;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let project: SeededProject;

  before(async () => {
    receiver = await startWebhookReceiver();
    zoho = await new FakeZoho({ id: '1000.ZOHODEL', secret: 'zoho-del-secret' }).start();
    sf = await new FakeSalesforce('00Dxx!sf-deletions-token').start();
    hs = await new FakeHubspot('pat-hs-deletions').start();
    close = await new FakeClose('api_close_deletions').start();
    gw = await startTestGateway({
      PLUGBOARD_JOBS: 'true',
      PLUGBOARD_JOBS_POLL_MS: '100',
      PLUGBOARD_SYNC_INTERVAL_MS: String(SYNC_INTERVAL_MS),
      // The full listing (the other way to notice a deletion) is a day away: only the deleted-records read can see it.
      PLUGBOARD_FULL_RESYNC_MS: '86400000',
      PLUGBOARD_TOOL_SUBSCRIPTIONS: 'off',
      PLUGBOARD_CONNECTOR_HOSTS: JSON.stringify({
        zoho: { api: zoho.origin, authorize: zoho.origin, token: zoho.origin },
        salesforce: { api: sf.origin },
        hubspot: { api: hs.origin },
        close: { api: close.origin },
      }),
    });
    project = await seedProject(gw.gateway.core);
    const wh = await post(gw.url, '/webhooks/create', { url: receiver.url }, { 'x-svc-api-token': project.dev.apiToken });
    expect(wh.status).to.equal(200);
  });
  after(async () => {
    await gw?.close();
    await zoho?.server.stop();
    await sf?.server.stop();
    await hs?.server.stop();
    await close?.server.stop();
    await receiver?.close();
  });

  /**
   * Connects, waits for the cache, deletes `victim` at the tool and checks its `.deleted` event came from a
   * deleted-records read of an incremental run, not from a full listing (the model's last full listing is the same
   * before and after). Judged by what happened rather than by milliseconds, so a loaded machine slows the test
   * without failing it; answers how many deleted-records reads it took.
   */
  const deletionLatency = async (opts: {
    integrationId: string;
    authMethodId: string;
    credentials: unknown;
    cached: number;
    deletedReads: () => number;
    victim: string;
    remove: () => void;
    model?: string;
    eventType?: string;
  }): Promise<{ connectionId: string; reads: number }> => {
    const model = opts.model ?? 'crm.contact';
    const eventType = opts.eventType ?? 'object.crm.contacts.deleted';
    const conn = await seedConnection(gw.gateway.core, project.dev.env, opts);
    const records = new RecordsRepo(gw.gateway.core.database.db);
    await waitFor(
      `${opts.integrationId}: READY with the records cached`,
      async () => {
        const c = await gw.gateway.core.internals.repos.connections.findById(conn.connectionId);
        return c?.status === 'READY' && (await records.countByConnection(conn.connectionId, model)) === opts.cached;
      },
      60_000,
    );
    await waitFor(`${opts.integrationId}: a deleted-records read`, () => opts.deletedReads() > 0, 30_000);
    const readsBefore = opts.deletedReads();
    const lastFull = async () =>
      (await gw.gateway.core.database.db.collection(COLLECTIONS.syncStates).findOne({ connectionId: conn.connectionId, model }))
        ?.lastFullAt as Date | undefined;
    const fullBefore = await lastFull();
    expect(fullBefore, 'a full listing happened before').to.be.instanceOf(Date);
    opts.remove();
    await waitFor(
      `${opts.integrationId}: the deletion`,
      () =>
        receiver.received.find(
          (w) => w.body.connectionId === conn.connectionId && w.body.eventType === eventType && w.body.data?.id === opts.victim,
        ),
      60_000,
    );
    const reads = opts.deletedReads() - readsBefore;
    expect(await lastFull(), 'no full listing since the deletion').to.deep.equal(fullBefore);
    expect(await records.get(conn.connectionId, model, opts.victim)).to.equal(null);
    expect(await records.countByConnection(conn.connectionId, model)).to.equal(opts.cached - 1);
    return { connectionId: conn.connectionId, reads };
  };

  it('Salesforce: a contact deleted at Salesforce comes from getDeleted (start 2 minutes early, end now) within a sync interval', async () => {
    const old = new Date(Date.now() - 3_600_000).toISOString();
    const ada = sf.add('Contact', { FirstName: 'Ada', LastName: 'Lovelace' }, old);
    sf.add('Contact', { FirstName: 'Grace', LastName: 'Hopper' }, old);
    const reads = () => sf.server.requests.filter((r) => r.path === '/services/data/v62.0/sobjects/Contact/deleted/');
    const { reads: deletedReads } = await deletionLatency({
      integrationId: 'salesforce',
      authMethodId: 'oauth',
      credentials: {
        type: 'oauth2',
        accessToken: '00Dxx!sf-deletions-token',
        captured: { instance_url: 'https://acme.my.salesforce.com' },
      },
      cached: 2,
      deletedReads: () => reads().length,
      victim: ada.Id as string,
      remove: () => sf.remove('Contact', ada.Id as string),
    });
    expect(deletedReads, 'deleted-records reads until the event').to.be.at.least(1);
    const last = reads().at(-1)!;
    const start = Date.parse(last.query.start!);
    const end = Date.parse(last.query.end!);
    expect(end - start).to.be.at.least(120_000);
    expect(last.query.end).to.match(/\+00:00$/);
  });

  it('HubSpot: an archived contact comes from the archived=true listing within a sync interval', async () => {
    const old = new Date(Date.now() - 3_600_000).toISOString();
    const ada = hs.add('contacts', { firstname: 'Ada', lastname: 'Lovelace', email: 'ada@example.com' }, old);
    hs.add('contacts', { firstname: 'Grace', lastname: 'Hopper', email: 'grace@example.com' }, old);
    const reads = () => hs.server.requests.filter((r) => r.path === '/crm/v3/objects/contacts' && r.query.archived === 'true');
    const { reads: deletedReads } = await deletionLatency({
      integrationId: 'hubspot',
      authMethodId: 'private_app',
      credentials: { type: 'bearer', token: 'pat-hs-deletions' },
      cached: 2,
      deletedReads: () => reads().length,
      victim: ada.id,
      remove: () => hs.archive(ada),
    });
    expect(deletedReads, 'deleted-records reads until the event').to.be.at.least(1);
  });

  it("Close: a deleted opportunity comes from the event log's deleted events (object_id) within a sync interval", async () => {
    const won = close.add('opportunity', { note: 'Engine order', lead_id: 'lead_1', status_id: 'stat_active' });
    close.add('opportunity', { note: 'Loom order', lead_id: 'lead_1', status_id: 'stat_active' });
    const reads = () => close.server.requests.filter((r) => r.path === '/api/v1/event/');
    const { reads: deletedReads } = await deletionLatency({
      integrationId: 'close',
      authMethodId: 'api_key',
      credentials: { type: 'api_key', apiKey: 'api_close_deletions' },
      model: 'crm.deal',
      eventType: 'object.crm.deals.deleted',
      cached: 2,
      deletedReads: () => reads().length,
      victim: won.id as string,
      remove: () => close.remove('opportunity', won.id as string),
    });
    expect(deletedReads, 'deleted-records reads until the event').to.be.at.least(1);
    expect(reads().at(-1)!.query).to.include({ object_type: 'opportunity', action: 'deleted' });
  });

  it('Zoho CRM: a contact deleted at Zoho is object.crm.contacts.deleted within a sync interval and leaves the cache; a deal deleted by the API too', async () => {
    zoho.clock = Date.now() - 3_600_000;
    const ada = zoho.add('Contacts', { First_Name: 'Ada', Last_Name: 'Lovelace', Email: 'ada@engines.example' });
    const grace = zoho.add('Contacts', { First_Name: 'Grace', Last_Name: 'Hopper', Email: 'grace@navy.example' });
    const deal = zoho.add('Deals', { Deal_Name: 'Engine order', Stage: 'Qualification' });
    zoho.accessTokens.add('1000.zoho-deletions-token');
    const conn = await seedConnection(gw.gateway.core, project.dev.env, {
      integrationId: 'zoho',
      authMethodId: 'oauth',
      credentials: { type: 'oauth2', accessToken: '1000.zoho-deletions-token', refreshToken: '1000.refresh' },
    });
    const records = new RecordsRepo(gw.gateway.core.database.db);
    await waitFor(
      'READY with both contacts cached',
      async () => {
        const c = await gw.gateway.core.internals.repos.connections.findById(conn.connectionId);
        return c?.status === 'READY' && (await records.countByConnection(conn.connectionId, 'crm.contact')) === 2;
      },
      20_000,
    );
    // An incremental run has read the deleted-records listing (nothing deleted yet).
    await waitFor('a deleted-records read', () => zoho.server.requests.some((r) => r.path === '/crm/v8/Contacts/deleted'), 10_000);
    const fullListsBefore = zoho.server.requests.filter((r) => r.path === '/crm/v8/Contacts' && !r.headers['if-modified-since']).length;

    const deletedAt = Date.now();
    zoho.remove('Contacts', ada.id as string);
    zoho.remove('Deals', deal.id as string);
    const event = await waitFor(
      'the contact deletion',
      () => receiver.received.find((w) => w.body.connectionId === conn.connectionId && w.body.eventType === 'object.crm.contacts.deleted'),
      10_000,
    );
    // Declared: at the next run (deleted_records), so within a sync interval plus the run itself.
    expect(event.at - deletedAt).to.be.below(SYNC_INTERVAL_MS + 4_000);
    expect(event.body.data).to.deep.equal({ id: ada.id });
    await waitFor('the deal deletion', () =>
      receiver.received.find((w) => w.body.connectionId === conn.connectionId && w.body.eventType === 'object.crm.deals.deleted'),
    );
    // The read that found it: GET /Contacts/deleted?type=all with If-Modified-Since (an ISO date-time with offset).
    const read = zoho.server.requests.filter((r) => r.path === '/crm/v8/Contacts/deleted').at(-1)!;
    expect(read.query).to.include({ type: 'all' });
    expect(String(read.headers['if-modified-since'])).to.match(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+00:00$/);
    expect(await records.get(conn.connectionId, 'crm.contact', ada.id as string)).to.equal(null);
    expect(await records.get(conn.connectionId, 'crm.contact', grace.id as string)).to.not.equal(null);
    expect(
      zoho.server.requests.filter((r) => r.path === '/crm/v8/Contacts' && !r.headers['if-modified-since']).length,
      'no full listing was needed',
    ).to.equal(fullListsBefore);

    // Read again on later runs (the window overlaps): one event per deletion, not one per read.
    const reads = zoho.server.requests.filter((r) => r.path === '/crm/v8/Contacts/deleted').length;
    await waitFor(
      'two more reads',
      () => zoho.server.requests.filter((r) => r.path === '/crm/v8/Contacts/deleted').length >= reads + 2,
      10_000,
    );
    const deletions = receiver.received.filter(
      (w) => w.body.connectionId === conn.connectionId && w.body.eventType === 'object.crm.contacts.deleted',
    );
    expect(deletions).to.have.length(1);
  });
});

describe('jobs: deletions come from tombstones in the incremental read (sync.deletions: tombstones), at the next run', function () {
  this.timeout(60_000);
  let gw: TestGateway;
  let tool: Awaited<ReturnType<typeof startFakeSyncCrm>>;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let project: SeededProject;

  before(async () => {
    tool = await startFakeSyncCrm({ token: 'tomb-token' });
    receiver = await startWebhookReceiver();
    gw = await startTestGateway({
      PLUGBOARD_JOBS: 'true',
      PLUGBOARD_JOBS_POLL_MS: '100',
      PLUGBOARD_SYNC_INTERVAL_MS: String(SYNC_INTERVAL_MS),
      PLUGBOARD_FULL_RESYNC_MS: '86400000',
      PLUGBOARD_CONNECTORS_DIR: path.join(PACKAGE_ROOT, 'test/fixtures/sync-connectors'),
      PLUGBOARD_CONNECTOR_HOSTS: JSON.stringify({ synctomb: { api: tool.origin } }),
    });
    project = await seedProject(gw.gateway.core);
    const wh = await post(gw.url, '/webhooks/create', { url: receiver.url }, { 'x-svc-api-token': project.dev.apiToken });
    expect(wh.status).to.equal(200);
  });
  after(async () => {
    await gw?.close();
    await tool?.close();
    await receiver?.close();
  });

  it('a record the change feed answers archived: true is object.crm.contacts.deleted within a sync interval, never created or updated, and leaves the cache', async () => {
    const hourAgo = new Date(Date.now() - 3_600_000);
    tool.put('contacts', '1', { firstname: 'Ada', lastname: 'Lovelace' }, hourAgo);
    tool.put('contacts', '2', { firstname: 'Grace', lastname: 'Hopper' }, hourAgo);
    const conn = await seedConnection(gw.gateway.core, project.dev.env, {
      integrationId: 'synctomb',
      authMethodId: 'token',
      credentials: { type: 'bearer', token: 'tomb-token' },
    });
    const records = new RecordsRepo(gw.gateway.core.database.db);
    await waitFor(
      'READY with both contacts cached',
      async () => {
        const c = await gw.gateway.core.internals.repos.connections.findById(conn.connectionId);
        return c?.status === 'READY' && (await records.countByConnection(conn.connectionId, 'crm.contact')) === 2;
      },
      20_000,
    );
    const at = Date.now();
    tool.tombstone('contacts', '1');
    const event = await waitFor(
      'the contact deletion',
      () => receiver.received.find((w) => w.body.connectionId === conn.connectionId && w.body.eventType === 'object.crm.contacts.deleted'),
      10_000,
    );
    expect(event.at - at).to.be.below(SYNC_INTERVAL_MS + 4_000);
    expect(event.body.data).to.deep.equal({ id: '1' });
    expect(await records.get(conn.connectionId, 'crm.contact', '1')).to.equal(null);
    expect(await records.countByConnection(conn.connectionId, 'crm.contact')).to.equal(1);
    // The tombstone is read again by the overlapping runs: still one deletion, and never announced as a change.
    const reads = tool.requests.length;
    await waitFor('two more runs', () => tool.requests.length >= reads + 2, 10_000);
    const about1 = receiver.received.filter((w) => w.body.connectionId === conn.connectionId && w.body.data?.id === '1');
    expect(about1.map((w) => w.body.eventType)).to.deep.equal(['object.crm.contacts.deleted']);
  });
});
