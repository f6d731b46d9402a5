import { expect } from 'chai';
import { toIncoming } from '../../src/services/sync/record-hash.js';
import { COLLECTIONS, ensureIndexes } from '../../src/store/collections.js';
import { RecordsRepo } from '../../src/store/records.repo.js';
import { startTestGateway, type TestGateway } from '../support/start-gateway.js';

/** Records in these tests always have an id. */
const incoming = (rec: Record<string, unknown>) => toIncoming(rec)!;

describe('jobs: synced cache storage', () => {
  let gw: TestGateway;
  before(async () => {
    gw = await startTestGateway();
  });
  after(async () => gw?.close());

  it('stores records whose keys MongoDB/FerretDB cannot hold (dots, leading $) and reads them back unchanged', async () => {
    const repo = new RecordsRepo(gw.gateway.core.database.db);
    const rec = { id: 'a1', 'hs.custom.score': 7, $set: { $inc: 1 }, nested: { 'x.y': [{ $ref: 'r' }] } };
    const first = await (await repo.openPass('conn_x', 'crm.contact')).apply([incoming(rec)]);
    expect(first).to.deep.equal({ created: ['a1'], updated: [] });
    expect(await repo.get('conn_x', 'crm.contact', 'a1')).to.deep.equal(rec);
  });

  it('classifies a page: new id -> created, changed content -> updated, same content in another key order -> nothing', async () => {
    const repo = new RecordsRepo(gw.gateway.core.database.db);
    await (
      await repo.openPass('conn_y', 'crm.deal')
    ).apply([incoming({ id: '1', name: 'A', amount: 1 }), incoming({ id: '2', name: 'B', amount: 2 })]);
    const second = await repo.openPass('conn_y', 'crm.deal');
    const changes = await second.apply([
      incoming({ amount: 1, name: 'A', id: '1' }),
      incoming({ id: '2', name: 'B', amount: 3 }),
      incoming({ id: '3', name: 'C', amount: 4 }),
    ]);
    expect(changes).to.deep.equal({ created: ['3'], updated: ['2'] });
    await second.flush();
    expect(await repo.get('conn_y', 'crm.deal', '2')).to.deep.equal({ id: '2', name: 'B', amount: 3 });
    // A later full pass that sees only record 1 (across two pages, one repeated) removes 2 and 3, and only them.
    const third = await repo.openPass('conn_y', 'crm.deal');
    expect(await third.apply([incoming({ id: '1', name: 'A', amount: 1 })])).to.deep.equal({ created: [], updated: [] });
    expect(await third.apply([incoming({ id: '1', name: 'A', amount: 1 })])).to.deep.equal({ created: [], updated: [] });
    expect((await third.deleteUnseen()).sort()).to.deep.equal(['2', '3']);
    expect(await repo.countByConnection('conn_y')).to.equal(1);
    expect(await repo.get('conn_y', 'crm.deal', '3')).to.equal(null);
    // Another model of the same connection is untouched by that pass.
    await (await repo.openPass('conn_y', 'crm.note')).apply([incoming({ id: '2', body: 'n' })]);
    expect(await (await repo.openPass('conn_y', 'crm.deal')).deleteUnseen()).to.deep.equal(['1']);
    expect(await repo.countByConnection('conn_y', 'crm.note')).to.equal(1);
  });

  it('rewrites and deletes more records than one page, and counts each once', async function () {
    this.timeout(30_000);
    const repo = new RecordsRepo(gw.gateway.core.database.db);
    const ids = Array.from({ length: 130 }, (_, i) => String(i));
    await (await repo.openPass('conn_big', 'crm.contact')).apply(ids.map((id) => incoming({ id, v: 1 })));
    const pass = await repo.openPass('conn_big', 'crm.contact');
    const changed = await pass.apply(ids.map((id) => incoming({ id, v: 2 })));
    expect(changed.updated).to.have.length(130);
    await pass.flush();
    expect(await repo.get('conn_big', 'crm.contact', '129')).to.deep.equal({ id: '129', v: 2 });
    const empty = await repo.openPass('conn_big', 'crm.contact');
    expect(await empty.deleteUnseen()).to.have.length(130);
    expect(await repo.countByConnection('conn_big')).to.equal(0);
  });

  it('upgrades in place: a record written before records were keyed by _id is replaced, not duplicated; old indexes are dropped', async () => {
    const db = gw.gateway.core.database.db;
    const col = db.collection(COLLECTIONS.records);
    const old = incoming({ id: 'L1', name: 'old' });
    await col.insertOne({
      connectionId: 'conn_legacy',
      model: 'crm.contact',
      nativeId: 'L1',
      hash: old.hash,
      json: old.json,
      seenRun: 'run0',
      createdAt: new Date(),
      modifiedAt: new Date(),
    });
    await col.createIndex({ connectionId: 1, model: 1, seenRun: 1 }, { name: 'conn_model_seen' }, undefined);
    await ensureIndexes(db);
    expect((await col.listIndexes().toArray()).map((i) => i.name)).to.not.include('conn_model_seen');
    const repo = new RecordsRepo(db);
    const pass = await repo.openPass('conn_legacy', 'crm.contact');
    expect(await pass.apply([incoming({ id: 'L1', name: 'new' })])).to.deep.equal({ created: [], updated: ['L1'] });
    await pass.flush();
    expect(await repo.countByConnection('conn_legacy')).to.equal(1);
    expect(await repo.get('conn_legacy', 'crm.contact', 'L1')).to.deep.equal({ id: 'L1', name: 'new' });
  });

  it('a rewrite stopped between its delete and its inserts: the next pass finds those records updated, not created', async function () {
    this.timeout(60_000);
    const db = gw.gateway.core.database.db;
    const col = db.collection(COLLECTIONS.records);
    const repo = new RecordsRepo(db);
    const ids = Array.from({ length: 40 }, (_, i) => String(i));
    await (await repo.openPass('conn_cut', 'crm.contact')).apply(ids.map((id) => incoming({ id, v: 1 })));
    // The rewrite is made to stop after its delete: record 10 is stored under a legacy `_id` (found and deleted by
    // its natural key) and another connection's document holds the `_id` its new content is inserted under.
    const r10 = await col.findOneAndDelete({ _id: 'conn_cut|crm.contact|10' as never });
    await col.insertOne({ ...r10!, _id: undefined });
    await col.insertOne({ _id: 'conn_cut|crm.contact|10' as never, connectionId: 'conn_other', model: 'crm.contact', nativeId: 'x' });
    const cut = await repo.openPass('conn_cut', 'crm.contact');
    expect((await cut.apply(ids.map((id) => incoming({ id, v: 2 })))).updated).to.have.length(40);
    const err = await cut.flush().then(
      () => null,
      (e: unknown) => e,
    );
    expect(err, 'the rewrite stopped').to.be.instanceOf(Error);
    const left = await repo.countByConnection('conn_cut');
    expect(left, 'records missing after the stop').to.be.below(40);
    await col.deleteOne({ _id: 'conn_cut|crm.contact|10' as never });

    // The pass run again reads the same 40 changes: every one an update of a record that existed.
    const again = await repo.openPass('conn_cut', 'crm.contact');
    const changes = await again.apply(ids.map((id) => incoming({ id, v: 2 })));
    expect(changes.created, 'records taken for new').to.deep.equal([]);
    expect(changes.updated).to.have.length(40 - left);
    await again.flush();
    expect(await repo.countByConnection('conn_cut')).to.equal(40);
    expect(await repo.get('conn_cut', 'crm.contact', '10')).to.deep.equal({ id: '10', v: 2 });
    // Nothing is marked any more: a later pass sees nothing changed.
    expect(await db.collection(COLLECTIONS.recordRewrites).countDocuments({ connectionId: 'conn_cut' })).to.equal(0);
    const later = await repo.openPass('conn_cut', 'crm.contact');
    expect(await later.apply(ids.map((id) => incoming({ id, v: 2 })))).to.deep.equal({ created: [], updated: [] });
  });
});
