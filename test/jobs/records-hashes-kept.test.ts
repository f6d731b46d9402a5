import { expect } from 'chai';
import { toIncoming } from '../../src/services/sync/record-hash.js';
import { COLLECTIONS } from '../../src/store/collections.js';
import { RecordsRepo } from '../../src/store/records.repo.js';
import { startTestGateway, type TestGateway } from '../support/start-gateway.js';

/** Records in these tests always have an id. */
const incoming = (rec: Record<string, unknown>) => toIncoming(rec)!;

/**
 * A pass may start from the hashes this process kept from the last completed pass (no read of the whole model),
 * but only under the stamp that pass saved: any other stamp, or a second pass under the same one, reads the store.
 * A record written behind the repository's back shows which source a pass used.
 */
describe('jobs: hashes kept between sync passes', () => {
  let gw: TestGateway;
  before(async () => {
    gw = await startTestGateway();
  });
  after(async () => gw?.close());

  it('a pass under the saved stamp starts from the kept hashes; another stamp, or the stamp used once already, reads the store', async () => {
    const db = gw.gateway.core.database.db;
    const repo = new RecordsRepo(db);
    const first = await repo.openPass('conn_kept', 'crm.contact');
    await first.apply([incoming({ id: '1', v: 1 }), incoming({ id: '2', v: 1 })]);
    await first.flush();
    repo.keep(first, 'stamp_1');
    // Written by "another process" after the pass completed: only a pass that reads the store knows it.
    const other = incoming({ id: '3', v: 1 });
    await db.collection(COLLECTIONS.records).insertOne({
      _id: `conn_kept|crm.contact|3` as never,
      connectionId: 'conn_kept',
      model: 'crm.contact',
      nativeId: '3',
      hash: other.hash,
      json: other.json,
      storedAt: new Date(),
    });

    const stale = await repo.openPass('conn_kept', 'crm.contact', 'stamp_2');
    expect(stale.classify([other, incoming({ id: '1', v: 1 })])).to.deep.equal({ created: [], updated: [] });

    repo.keep(first, 'stamp_1');
    const reused = await repo.openPass('conn_kept', 'crm.contact', 'stamp_1');
    expect(reused.classify([other]), 'the kept hashes do not know record 3').to.deep.equal({ created: ['3'], updated: [] });

    const again = await repo.openPass('conn_kept', 'crm.contact', 'stamp_1');
    expect(again.classify([other, incoming({ id: '2', v: 2 })]), 'taken once: read from the store').to.deep.equal({
      created: [],
      updated: ['2'],
    });
  });

  it('a deleted connection leaves no kept hashes behind', async () => {
    const repo = new RecordsRepo(gw.gateway.core.database.db);
    const pass = await repo.openPass('conn_gone', 'crm.contact');
    await pass.apply([incoming({ id: '1', v: 1 })]);
    repo.keep(pass, 'stamp_g');
    await repo.deleteByConnection('conn_gone');
    const next = await repo.openPass('conn_gone', 'crm.contact', 'stamp_g');
    expect(next.classify([incoming({ id: '1', v: 1 })])).to.deep.equal({ created: ['1'], updated: [] });
  });
});
