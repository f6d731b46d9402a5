import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { COLLECTIONS } from '../../../src/store/collections.js';
import { FakeHubspot } from '../../support/fake-tools/fake-hubspot.js';
import { call } from '../../support/http-client.js';
import { seedConnection, seedProject } from '../../support/seed.js';
import { startTestGateway, type TestGateway } from '../../support/start-gateway.js';

/**
 * Deletion detection declared per model (manifest `sync.deletions`): HubSpot's contacts are read incrementally by
 * a search that never returns archived records, so the manifest declares `deleted_records`: every incremental run
 * also reads the listing with archived=true. A contact archived at a fake HubSpot is `object.crm.contacts.deleted`
 * on the next run, without waiting for a full listing (nor the gateway's much longer PLUGBOARD_FULL_RESYNC_MS), and
 * only once. (A full listing's interval is tested with JustCall and Twilio, whose manifests declare one.)
 */
describe('http: deletions at the tool are noticed when the manifest declares', () => {
  let hs: FakeHubspot;
  let gw: TestGateway;

  before(async function () {
    this.timeout(60_000);
    hs = await new FakeHubspot('pat-deletions').start();
    gw = await startTestGateway({
      PLUGBOARD_CONNECTOR_HOSTS: JSON.stringify({ hubspot: { api: hs.origin } }),
      PLUGBOARD_FULL_RESYNC_MS: String(7 * 86_400_000),
    });
  });
  after(async () => {
    await gw?.close();
    await hs?.server.stop();
  });

  it('a contact archived at HubSpot is object.crm.contacts.deleted by the next run (its archived listing), once', async function () {
    this.timeout(60_000);
    const manifest = parse(readFileSync('connectors/hubspot/manifest.yaml', 'utf8')) as {
      models: Record<string, { sync?: { deletions?: { strategy?: string } } }>;
    };
    expect(manifest.models['crm.contact']!.sync!.deletions!.strategy).to.equal('deleted_records');

    const project = await seedProject(gw.gateway.core);
    const kept = hs.add('contacts', { firstname: 'Ada', lastname: 'Lovelace', email: 'ada@example.com' });
    const gone = hs.add('contacts', { firstname: 'Alan', lastname: 'Turing', email: 'alan@example.com' });
    const conn = await seedConnection(gw.gateway.core, project.dev.env, {
      integrationId: 'hubspot',
      authMethodId: 'private_app',
      credentials: { type: 'bearer', token: 'pat-deletions' },
    });
    const sync = gw.gateway.core.services.sync;
    for (let i = 0; i < 3; i++) await sync.run(conn.connectionId); // initial, backfill, a READY run
    const db = gw.gateway.core.database.db;
    const cached = async () =>
      (await db.collection(COLLECTIONS.records).find({ connectionId: conn.connectionId, model: 'crm.contact' }).toArray())
        .map((r) => r.nativeId as string)
        .sort();
    expect(await cached()).to.deep.equal([kept.id, gone.id].sort());
    const deletedEvents = async () =>
      (
        (
          await call(gw.url, 'GET', `/api/events/list?limit=500&connectionId=${conn.connectionId}&type=object.crm.contacts.deleted`, {
            headers: { 'x-svc-api-token': project.dev.apiToken },
          })
        ).body.result.events as { eventType: string; data: { id: string } }[]
      ).filter((e) => e.eventType === 'object.crm.contacts.deleted');
    const state = await db.collection(COLLECTIONS.syncStates).findOne({ connectionId: conn.connectionId, model: 'crm.contact' });

    hs.archive(gone); // HubSpot's "delete" archives the record: listings and searches leave it out
    await sync.run(conn.connectionId);
    expect((await deletedEvents()).map((e) => e.data.id)).to.deep.equal([gone.id]);
    expect(await cached()).to.deep.equal([kept.id]);
    // No full listing was needed for it.
    const after = await db.collection(COLLECTIONS.syncStates).findOne({ connectionId: conn.connectionId, model: 'crm.contact' });
    expect(after?.lastFullAt).to.deep.equal(state?.lastFullAt);
    await sync.run(conn.connectionId);
    expect(await deletedEvents(), 'read again, noticed once').to.have.length(1);
  });
});
