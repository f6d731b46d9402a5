import path from 'node:path';
import { expect } from 'chai';
import { PACKAGE_ROOT } from '../../src/config/package-root.js';
import { COLLECTIONS } from '../../src/store/collections.js';
import type { EventDoc } from '../../src/store/events.repo.js';
import { startFakeSyncCrm } from '../support/fake-tools/fake-sync-crm.js';
import { seedConnection, seedProject } from '../support/seed.js';
import { startTestGateway, type TestGateway } from '../support/start-gateway.js';

const DAY = 86_400_000;
const TOKEN = 'fake-crm-token';

/**
 * A record that changes while a sync pass reads, on a page the pass has already read, is sent by that same pass
 * (its catch-up read before the records are rewritten), not left for the next run: on the embedded store the next
 * run starts only after the pass's slow rewrite of its changed records, which stalled deliveries in bench:sync.
 * Runs are started by hand (jobs off), so "the same pass" is one `sync.run` call.
 */
describe('jobs: a sync pass catches changes made behind its read position', function () {
  this.timeout(60_000);
  let gw: TestGateway;
  let tool: Awaited<ReturnType<typeof startFakeSyncCrm>>;

  before(async () => {
    tool = await startFakeSyncCrm({ token: TOKEN });
    gw = await startTestGateway({
      PLUGBOARD_JOBS: 'false',
      PLUGBOARD_FULL_RESYNC_MS: '3600000',
      PLUGBOARD_CONNECTORS_DIR: path.join(PACKAGE_ROOT, 'test/fixtures/sync-connectors'),
      PLUGBOARD_CONNECTOR_HOSTS: JSON.stringify({ synccrm: { api: tool.origin } }),
    });
  });
  after(async () => {
    await gw?.close();
    await tool?.close();
  });

  /** A new connection of the fake CRM, its initial sync done (status READY). */
  async function connectedAndSynced() {
    const { core } = gw.gateway;
    const project = await seedProject(core);
    const conn = await seedConnection(core, project.dev.env, {
      integrationId: 'synccrm',
      authMethodId: 'token',
      credentials: { type: 'bearer', token: TOKEN },
    });
    const connections = core.internals.repos.connections;
    for (let i = 0; i < 3 && (await connections.findById(conn.connectionId))!.status !== 'READY'; i++)
      await core.services.sync.run(conn.connectionId);
    expect((await connections.findById(conn.connectionId))!.status).to.equal('READY');
    return conn;
  }

  it('sends the change to a record on an already-read page in the same run', async () => {
    const { core } = gw.gateway;
    const now = Date.now();
    // 250 contacts changed a day ago: three pages of 100 for every incremental read.
    for (let i = 1; i <= 250; i++) tool.put('contacts', String(i), { firstname: `C${i}`, lastname: 'X' }, new Date(now - DAY));
    const conn = await connectedAndSynced();

    // The next contacts read: when its second page is asked for, contact 5 (on the first page) changes, and
    // contact 240 (on the third page, not read yet) changes too.
    let changedMidPass = false;
    tool.onPage((req) => {
      if (changedMidPass || req.type !== 'contacts' || req.since === null || req.after !== '100') return;
      changedMidPass = true;
      tool.put('contacts', '5', { firstname: 'Changed', lastname: 'Behind' });
      tool.put('contacts', '240', { firstname: 'Changed', lastname: 'Ahead' });
    });
    await core.services.sync.run(conn.connectionId);
    tool.onPage(undefined);
    expect(changedMidPass, 'the pass read a second page').to.equal(true);

    const events = await core.database.db
      .collection<EventDoc>(COLLECTIONS.events)
      .find({ connectionId: conn.connectionId, eventType: 'object.crm.contacts.updated' })
      .toArray();
    expect(events.map((e) => e.data?.id).sort()).to.deep.equal(['240', '5']);

    // The cache holds the new content, and the next run finds nothing more to send.
    await core.services.sync.run(conn.connectionId);
    const after = await core.database.db
      .collection<EventDoc>(COLLECTIONS.events)
      .countDocuments({ connectionId: conn.connectionId, eventType: 'object.crm.contacts.updated' });
    expect(after).to.equal(2);
  });

  it('a change made during the catch-up read, behind it, is sent by the next run (the cursor stops at that read)', async () => {
    const { core } = gw.gateway;
    const conn = await connectedAndSynced();

    // As the next read begins, contacts 1-150 change: its catch-up read then has two pages (1-100, 101-150). When
    // the catch-up's second page is asked for, contact 3 (on its first page) changes again, and contact 150 (on the
    // page being answered) gets a time 10 s later: the newest time the pass sees is after contact 3's change.
    // The pass's contacts reads each begin with a first page (no `after`): the first is its read, the second its catch-up.
    let reads = 0;
    let changedAtStart = false;
    let changedDuringCatchUp = false;
    tool.onPage((req) => {
      if (req.type !== 'contacts') return;
      if (req.after === null) reads++;
      if (reads === 1 && !changedAtStart) {
        changedAtStart = true;
        for (let i = 1; i <= 150; i++) tool.put('contacts', String(i), { firstname: `Second${i}`, lastname: 'X' });
      } else if (reads === 2 && req.after === '100' && !changedDuringCatchUp) {
        changedDuringCatchUp = true;
        tool.put('contacts', '3', { firstname: 'Third', lastname: 'Behind' });
        tool.put('contacts', '150', { firstname: 'Third', lastname: 'Ahead' }, new Date(Date.now() + 10_000));
      }
    });
    await core.services.sync.run(conn.connectionId);
    tool.onPage(undefined);
    expect(changedAtStart && changedDuringCatchUp, 'the catch-up read had a second page').to.equal(true);
    const updatesOf = async (id: string) =>
      core.database.db
        .collection<EventDoc>(COLLECTIONS.events)
        .countDocuments({ connectionId: conn.connectionId, eventType: 'object.crm.contacts.updated', 'data.id': id });
    expect(await updatesOf('3'), 'the first change of contact 3').to.equal(1);

    // The next run comes later than the overlap of its own catch-up read (1 s), as runs do (every 15 minutes): only
    // its read from the cursor can find contact 3's change.
    await new Promise((r) => setTimeout(r, 1_500));
    await core.services.sync.run(conn.connectionId);
    expect(await updatesOf('3'), 'the change made during the catch-up read').to.equal(2);
  });
});
