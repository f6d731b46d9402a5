import { expect } from 'chai';
import { COLLECTIONS } from '../../../src/store/collections.js';
import { SyncStatesRepo } from '../../../src/store/sync-states.repo.js';
import { FakeHubspot } from '../../support/fake-tools/fake-hubspot.js';
import { call, post } from '../../support/http-client.js';
import { seedConnection, seedProject, type SeededProject } from '../../support/seed.js';
import { startTestGateway, type TestGateway } from '../../support/start-gateway.js';

const DAY_MS = 86_400_000;

/**
 * Per-connection retention of the synced cache (`sync.retentionDays`), against a fake HubSpot, runs driven one by
 * one (jobs off): the housekeeping job empties records whose contents are older than the retention, keeping id and
 * hash, so the next read sends no false `created`; a changed record is stored whole again; a deletion is still seen.
 */
describe('http: per-connection retention of cached records (sync.retentionDays)', () => {
  let hs: FakeHubspot;
  let gw: TestGateway;
  let project: SeededProject;

  before(async function () {
    this.timeout(60_000);
    hs = await new FakeHubspot('pat-retention').start();
    for (const first of ['Ada', 'Alan', 'Grace'])
      hs.add('contacts', { firstname: first, lastname: 'X', email: `${first.toLowerCase()}@example.com` });
    gw = await startTestGateway({
      PLUGBOARD_CONNECTOR_HOSTS: JSON.stringify({ hubspot: { api: hs.origin } }),
      PLUGBOARD_SYNC_MIN_RETENTION_DAYS: '7',
      PLUGBOARD_SYNC_MAX_RETENTION_DAYS: '90',
    });
    project = await seedProject(gw.gateway.core);
  });
  after(async () => {
    await gw?.close();
    await hs?.server.stop();
  });

  it('keeps 30 days: older contents are dropped by the housekeeping job (id and hash kept), no false events follow, a change or a deletion still is one', async function () {
    this.timeout(60_000);
    const { core } = gw.gateway;
    const conn = await seedConnection(core, project.dev.env, {
      integrationId: 'hubspot',
      authMethodId: 'private_app',
      credentials: { type: 'bearer', token: 'pat-retention' },
    });
    const headers = { 'x-svc-api-token': project.dev.apiToken, 'x-svc-access-token': conn.accessToken };
    const tooShort = await post(gw.url, '/api/connections/update', { id: conn.connectionId, sync: { retentionDays: 3 } }, headers);
    expect(tooShort.status, tooShort.text).to.equal(400);
    expect(tooShort.body.error.details).to.deep.equal([
      { field: 'body.sync.retentionDays', rule: 'bounds', message: 'must be between 7 and 90 days on this gateway' },
    ]);
    const updated = await post(gw.url, '/api/connections/update', { id: conn.connectionId, sync: { retentionDays: 30 } }, headers);
    expect(updated.status, updated.text).to.equal(200);
    expect(updated.body.result.connection.sync.retentionDays).to.equal(30);
    // The dashboard's controls (the same service) show it with the bounds.
    expect(await core.services.connections.syncControls(project.dev.env, conn.connectionId)).to.include({
      retentionDays: 30,
      minRetentionDays: 7,
      maxRetentionDays: 90,
    });

    const sync = core.services.sync;
    for (let i = 0; i < 3; i++) await sync.run(conn.connectionId); // initial, backfill, a READY run
    const col = core.database.db.collection(COLLECTIONS.records);
    const stored = async () =>
      new Map(
        (await col.find({ connectionId: conn.connectionId }).toArray()).map((r) => [
          (JSON.parse(r.json as string) as { firstName?: string } | null)?.firstName ?? (r.nativeId as string),
          r,
        ]),
      );
    const before = await stored();
    expect([...before.keys()].sort()).to.deep.equal(['Ada', 'Alan', 'Grace']);
    // Ada and Alan were stored 40 days ago, Grace 10 days ago.
    const ada = before.get('Ada')!;
    const alan = before.get('Alan')!;
    await col.updateMany({ _id: { $in: [ada._id, alan._id] } }, { $set: { storedAt: new Date(Date.now() - 40 * DAY_MS) } });
    await col.updateOne({ _id: before.get('Grace')!._id }, { $set: { storedAt: new Date(Date.now() - 10 * DAY_MS) } });

    await core.services.housekeeping.run();
    const after = new Map((await col.find({ connectionId: conn.connectionId }).toArray()).map((r) => [r.nativeId as string, r]));
    expect(after.size, 'id kept').to.equal(3);
    expect(after.get(ada.nativeId as string)!.json).to.equal('null');
    expect(after.get(ada.nativeId as string)!.hash, 'hash kept').to.equal(ada.hash);
    expect(after.get(alan.nativeId as string)!.json).to.equal('null');
    expect(JSON.parse(after.get(before.get('Grace')!.nativeId as string)!.json as string)).to.include({ firstName: 'Grace' });

    const objectEvents = async () =>
      (
        (
          await call(gw.url, 'GET', `/api/events/list?limit=500&connectionId=${conn.connectionId}`, {
            headers: { 'x-svc-api-token': project.dev.apiToken },
          })
        ).body.result.events as { eventType: string; data?: { id: string } }[]
      )
        .filter((e) => e.eventType.startsWith('object.'))
        .map((e) => `${e.eventType} ${e.data?.id ?? ''}`);
    // A full read of the same records (the tool unchanged): no event, the emptied records stay emptied.
    const states = new SyncStatesRepo(core.database.db);
    await states.save({ ...(await states.get(conn.connectionId, 'crm.contact')), lastFullAt: new Date(0) });
    await sync.run(conn.connectionId);
    expect(await objectEvents()).to.deep.equal([]);

    // Ada changes at the tool: `updated`, stored whole again. Alan is deleted: `deleted`.
    const adaAtTool = hs.objects.contacts!.get(ada.nativeId as string)!;
    const at = new Date().toISOString();
    Object.assign(adaAtTool.properties, { email: 'countess@example.com', lastmodifieddate: at });
    adaAtTool.updatedAt = at;
    hs.archive(hs.objects.contacts!.get(alan.nativeId as string)!);
    await sync.run(conn.connectionId);
    expect((await objectEvents()).sort()).to.deep.equal(
      [`object.crm.contacts.deleted ${alan.nativeId as string}`, `object.crm.contacts.updated ${ada.nativeId as string}`].sort(),
    );
    const final = new Map((await col.find({ connectionId: conn.connectionId }).toArray()).map((r) => [r.nativeId as string, r]));
    expect(JSON.parse(final.get(ada.nativeId as string)!.json as string)).to.include({ email: 'countess@example.com' });
    expect(final.has(alan.nativeId as string)).to.equal(false);
  });
});
