import { expect } from 'chai';
import { MongoClient, type Db } from 'mongodb';
import { BlockLog, type EnvironmentLogDoc } from '../../src/store/block-log.js';
import { embeddedStoreUri } from '../support/compiled-process.js';

interface Entry extends EnvironmentLogDoc {
  status: string;
  n: number;
}

const HOUR = 3_600_000;
const base = Date.UTC(2026, 10, 27, 9, 0, 0);

/** Entries with times spread over two hours, written as several processes' flushes would be: overlapping in time. */
function entries(environmentId: string, count: number): Entry[] {
  return Array.from({ length: count }, (_, i) => ({
    _id: `e_${environmentId}_${String(i).padStart(4, '0')}`,
    // Several entries share a millisecond (ties are ordered by id); the last ones fall in the next hour.
    at: new Date(base + HOUR - 40_000 + Math.floor(i / 3) * 700),
    environmentId,
    status: i % 7 === 0 ? '5xx' : '2xx',
    n: i,
  }));
}

/** The order one document per entry gave: newest first, ties by id descending. */
const expected = (list: Entry[]) =>
  [...list].sort((a, b) => b.at.getTime() - a.at.getTime() || (a._id < b._id ? 1 : a._id > b._id ? -1 : 0)).map((e) => e._id);

async function readAll(log: BlockLog<Entry>, filter: Parameters<BlockLog<Entry>['page']>[0], limit: number): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | undefined;
  for (let pages = 0; pages < 1_000; pages++) {
    const page = await log.page(filter, { limit, cursor });
    expect(page.items.length).to.be.at.most(limit);
    ids.push(...page.items.map((e) => e._id));
    if (!page.nextCursor) return ids;
    cursor = page.nextCursor;
  }
  throw new Error('no last page');
}

describe('store: request and call logs packed in blocks (one document per flush and environment)', function () {
  this.timeout(60_000);
  let client: MongoClient;
  let db: Db;

  before(async () => {
    client = new MongoClient(embeddedStoreUri(), { maxPoolSize: 1, directConnection: true });
    await client.connect();
  });
  beforeEach(() => {
    db = client.db(`block_log_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`);
  });
  afterEach(async () => {
    await db.dropDatabase().catch(() => undefined);
  });
  after(async () => {
    await client?.close();
  });

  it('pages come newest first, without a miss or a repeat, across overlapping blocks of several writers and two hours', async () => {
    const log = new BlockLog<Entry>(db, 'testBlocks');
    const mine = entries('env_a', 180);
    const other = entries('env_b', 40);
    // Three "processes" flush interleaved slices (each flush one block per environment and hour).
    const writers: Entry[][] = [[], [], []];
    mine.forEach((e, i) => writers[i % 3]!.push(e));
    for (let flush = 0; flush < 6; flush++)
      for (const [i, w] of writers.entries())
        await log.append([...w.slice(flush * 10, flush * 10 + 10), ...(i === 0 ? other.slice(flush * 7, flush * 7 + 7) : [])]);
    // A flush written twice (a retry after a lost answer) adds nothing.
    await log.append(writers[1]!.slice(0, 10));
    const blocks = (await db.listCollections().toArray()).map((c) => c.name).sort();
    expect(blocks).to.deep.equal(['testBlocks_2026112709', 'testBlocks_2026112710']);
    // Far fewer documents than entries: the point of the layout.
    const docs = (await db.collection(blocks[0]!).countDocuments()) + (await db.collection(blocks[1]!).countDocuments());
    expect(docs).to.be.at.most(2 * 6 * 3 * 2);

    for (const limit of [1, 7, 50, 500])
      expect(await readAll(log, { environmentId: 'env_a' }, limit), `limit ${limit}`).to.deep.equal(expected(mine));
    expect(await readAll(log, { environmentId: 'env_a', status: '5xx' }, 4)).to.deep.equal(
      expected(mine.filter((e) => e.status === '5xx')),
    );
    expect(await readAll(log, { environmentId: 'env_b' }, 9)).to.deep.equal(expected(other));
    expect(await readAll(log, { environmentId: 'env_none' }, 10)).to.deep.equal([]);
  });

  it('a flush of more than 500 entries of one environment is several blocks, read back whole', async () => {
    const log = new BlockLog<Entry>(db, 'testBlocks');
    const many = Array.from({ length: 1_203 }, (_, i) => ({
      _id: `m_${String(i).padStart(5, '0')}`,
      at: new Date(base + i),
      environmentId: 'env_m',
      status: '2xx',
      n: i,
    }));
    await log.append(many);
    expect(await db.collection('testBlocks_2026112709').countDocuments()).to.equal(3);
    expect(await readAll(log, { environmentId: 'env_m' }, 100)).to.deep.equal(expected(many));
  });

  it('a block holds its entries as one JSON text, newest first, each `at` in epoch milliseconds and every other field as it was', async () => {
    const log = new BlockLog<Entry>(db, 'testBlocks');
    // Fields in an unusual order, a time in the same hour with milliseconds: the text keeps the entry's own order.
    const first = { n: 1, _id: 'b_1', environmentId: 'env_t', at: new Date(base + 1_234), status: 'a "quoted" \\ value' };
    const second = { _id: 'b_2', at: new Date(base + 5), environmentId: 'env_t', status: '2xx', n: -0.5 };
    await log.append([second, first]);
    const block = await db.collection<{ entries: string; n: number }>('testBlocks_2026112709').findOne({});
    expect(block?.n).to.equal(2);
    expect(block?.entries).to.equal(
      `[{"n":1,"_id":"b_1","environmentId":"env_t","at":${base + 1_234},"status":"a \\"quoted\\" \\\\ value"},` +
        `{"_id":"b_2","at":${base + 5},"environmentId":"env_t","status":"2xx","n":-0.5}]`,
    );
    const page = await log.page({ environmentId: 'env_t' }, { limit: 5 });
    expect(page.items).to.deep.equal([first, second]);
  });

  it('retention drops whole hours and reports the entries they held', async () => {
    const log = new BlockLog<Entry>(db, 'testBlocks');
    const list = entries('env_r', 180); // 9:59:20 to 10:01:24
    await log.append(list);
    // Kept: the hour that ends at `before`'s hour and later (as the other logs' retention does).
    const removed = await log.dropBefore(new Date(base + 2 * HOUR));
    expect(removed).to.equal(list.filter((e) => e.at.getTime() < base + HOUR).length);
    expect(await readAll(log, { environmentId: 'env_r' }, 50)).to.deep.equal(expected(list.filter((e) => e.at.getTime() >= base + HOUR)));
  });
});
