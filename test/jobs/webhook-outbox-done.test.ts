import { expect } from 'chai';
import { MongoClient, type Db } from 'mongodb';
import { COLLECTIONS } from '../../src/store/collections.js';
import { DeliveriesRepo, type DeliveryDoc } from '../../src/store/deliveries.repo.js';
import { OutboxRepo, type OutboxDoc } from '../../src/store/outbox.repo.js';
import { embeddedStoreUri } from '../support/compiled-process.js';

/**
 * On the embedded store (one webhook worker) a finished delivery is one write, its insert into the log: the outbox's
 * done mark is kept in memory (OutboxOptions.doneInMemory). What a crash leaves (logged, still in the outbox, no mark
 * anywhere) is found in the log by the next process before a search hands it out or a listing shows it.
 */
describe('store: webhook outbox with done marks in memory (embedded store, one worker)', function () {
  this.timeout(30_000);
  let client: MongoClient;
  let db: Db;

  before(async () => {
    client = new MongoClient(embeddedStoreUri(), { maxPoolSize: 1, directConnection: true });
    await client.connect();
  });
  beforeEach(() => {
    db = client.db(`outbox_done_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`);
  });
  afterEach(async () => {
    await db.dropDatabase().catch(() => undefined);
  });
  after(async () => {
    await client?.close();
  });

  const pending = (id: string, createdAt: Date): OutboxDoc => ({
    _id: id,
    webhookId: 'wh_1',
    projectId: 'p',
    environmentId: 'e',
    connectionId: 'c',
    eventId: `ev_${id}`,
    eventType: 'record.created',
    url: 'http://127.0.0.1:1/hook',
    body: '{}',
    status: 'pending',
    attempts: [],
    createdAt,
    finishedAt: null,
    dueAt: new Date(createdAt.getTime()),
  });
  const finished = (d: OutboxDoc): DeliveryDoc => {
    const { dueAt: _dueAt, ...rest } = d;
    return { ...rest, status: 'delivered', finishedAt: new Date() };
  };

  it('finishing a delivery writes the log only; searches and listings leave it out until it leaves the outbox', async () => {
    const log = new DeliveriesRepo(db);
    const outbox = new OutboxRepo(db, { doneInMemory: { log } });
    const a = pending('whd_a', new Date());
    const b = pending('whd_b', new Date());
    await outbox.insertMany([a, b]);
    await log.logFinished([finished(a)]);
    await outbox.markDone([a._id]);

    expect(await db.collection(COLLECTIONS.outboxDone).countDocuments()).to.equal(0);
    const claimed = await outbox.claimDue(new Date(Date.now() + 1000), 10, new Date(Date.now() + 60_000), 'w/1');
    expect(claimed.due.map((d) => d._id)).to.deep.equal([b._id]);
    expect(claimed.done).to.deep.equal([a._id]);
    expect((await outbox.listByWebhook('wh_1', 10)).map((d) => d._id)).to.deep.equal([b._id]);
    expect(await outbox.countByWebhook('e')).to.deep.equal(new Map([['wh_1', 1]]));

    await outbox.removeDone([a._id]);
    expect(await db.collection(COLLECTIONS.webhookOutbox).countDocuments({ _id: a._id as never })).to.equal(0);
  });

  it('after a crash, a delivery logged and still in the outbox is handed back as done, not to send, and not listed', async () => {
    const log = new DeliveriesRepo(db);
    const before = new Date(Date.now() - 60_000);
    const c = pending('whd_c', before);
    const d = pending('whd_d', before);
    // What the dead process left: both queued, c logged (its done mark was in that process's memory).
    await new OutboxRepo(db, { doneInMemory: { log } }).insertMany([c, d]);
    await log.logFinished([finished(c)]);

    const restarted = new OutboxRepo(db, { doneInMemory: { log } });
    expect((await restarted.listByWebhook('wh_1', 10)).map((x) => x._id)).to.deep.equal([d._id]);
    const claimed = await restarted.claimDue(new Date(), 10, new Date(Date.now() + 60_000), 'w/2');
    expect(claimed.due.map((x) => x._id)).to.deep.equal([d._id]);
    expect(claimed.done).to.include(c._id);
    // Marked done in memory from then on: the next search leaves it out without reading the log again.
    await restarted.endClaim('w/2');
    const again = await restarted.claimDue(new Date(), 10, new Date(Date.now() + 60_000), 'w/3');
    expect(again.due.map((x) => x._id)).to.deep.equal([d._id]);
    expect(again.done).to.include(c._id);
  });
});
