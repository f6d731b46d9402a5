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

  it('sends the change to a record on an already-read page in the same run', async () => {
    const { core } = gw.gateway;
    const now = Date.now();
    // 250 contacts changed a day ago: three pages of 100 for every incremental read.
    for (let i = 1; i <= 250; i++) tool.put('contacts', String(i), { firstname: `C${i}`, lastname: 'X' }, new Date(now - DAY));
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
});
