import { expect } from 'chai';
import { canonicalJson, contentHash } from '../../src/services/sync/record-hash.js';
import { RecordsRepo } from '../../src/store/records.repo.js';
import { startTestGateway, type TestGateway } from '../support/start-gateway.js';

const incoming = (rec: Record<string, unknown>) => {
  const json = canonicalJson(rec);
  return { nativeId: String(rec['id']), hash: contentHash(json), json };
};

describe('jobs: synced cache storage', () => {
  let gw: TestGateway;
  before(async () => {
    gw = await startTestGateway();
  });
  after(async () => gw?.close());

  it('stores records whose keys MongoDB/FerretDB cannot hold (dots, leading $) and reads them back unchanged', async () => {
    const repo = new RecordsRepo(gw.gateway.core.database.db);
    const rec = { id: 'a1', 'hs.custom.score': 7, $set: { $inc: 1 }, nested: { 'x.y': [{ $ref: 'r' }] } };
    const first = await repo.applyPage('conn_x', 'crm.contact', 'run1', [incoming(rec)]);
    expect(first).to.deep.equal({ created: ['a1'], updated: [] });
    expect(await repo.get('conn_x', 'crm.contact', 'a1')).to.deep.equal(rec);
  });

  it('classifies a page: new id -> created, changed content -> updated, same content in another key order -> nothing', async () => {
    const repo = new RecordsRepo(gw.gateway.core.database.db);
    await repo.applyPage('conn_y', 'crm.deal', 'run1', [incoming({ id: '1', name: 'A', amount: 1 }), incoming({ id: '2', name: 'B', amount: 2 })]);
    const changes = await repo.applyPage('conn_y', 'crm.deal', 'run2', [
      incoming({ amount: 1, name: 'A', id: '1' }),
      incoming({ id: '2', name: 'B', amount: 3 }),
      incoming({ id: '3', name: 'C', amount: 4 }),
    ]);
    expect(changes).to.deep.equal({ created: ['3'], updated: ['2'] });
    await repo.applyPage('conn_y', 'crm.deal', 'run3', [incoming({ id: '1', name: 'A', amount: 1 })]);
    expect((await repo.deleteUnseen('conn_y', 'crm.deal', 'run3')).sort()).to.deep.equal(['2', '3']);
    expect(await repo.countByConnection('conn_y')).to.equal(1);
  });
});
