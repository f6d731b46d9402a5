import { expect } from 'chai';
import { MongoClient, type Db } from 'mongodb';
import { createLogger } from '../../src/log/logger.js';
import { ClaimedOutboxSearch } from '../../src/services/webhooks/claimed-outbox-search.js';
import { HeldDeliveriesPressure, OutboxBacklogPressure } from '../../src/services/webhooks/delivery-back-pressure.js';
import { InProcessHandoff } from '../../src/services/webhooks/in-process-handoff.js';
import { COLLECTIONS } from '../../src/store/collections.js';
import { OutboxRepo, type OutboxDoc } from '../../src/store/outbox.repo.js';
import { embeddedStoreUri } from '../support/compiled-process.js';

/**
 * The webhook outbox's due deliveries (docs/scaling.md), on the real embedded store: the claimed search (any number of
 * workers), the in-process hand-off in front of it (the embedded store's one worker), and the back-pressure ports the
 * sync waits on.
 */
describe('jobs: due deliveries and back-pressure', function () {
  this.timeout(30_000);
  let client: MongoClient;
  let db: Db;
  const log = createLogger('silent');

  before(async () => {
    client = new MongoClient(embeddedStoreUri(), { maxPoolSize: 1, directConnection: true });
    await client.connect();
  });
  beforeEach(() => {
    db = client.db(`due_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`);
  });
  afterEach(async () => {
    await db.dropDatabase().catch(() => undefined);
  });
  after(async () => {
    await client?.close();
  });

  const pending = (id: string, webhookId = 'wh_1'): OutboxDoc => ({
    _id: id,
    webhookId,
    projectId: 'p',
    environmentId: 'e',
    connectionId: 'c',
    eventId: `ev_${id}`,
    eventType: 'record.created',
    url: 'http://127.0.0.1:1/hook',
    body: '{}',
    status: 'pending',
    attempts: [],
    createdAt: new Date(),
    finishedAt: null,
    dueAt: new Date(Date.now() - 1_000),
  });
  const search = (outbox: OutboxRepo, workerId: string) =>
    new ClaimedOutboxSearch(
      outbox,
      { batchSize: 10, leaseMs: 60_000, workerId, idleMs: 1_000, backoffBaseMs: 30_000, leftDone: () => undefined },
      log,
    );
  const skip = (ids: string[] = [], parked: string[] = []) => ({ ids, parked, holding: () => [], probeAt: null });
  const ids = (docs: OutboxDoc[]) => docs.map((d) => d._id).sort();

  it('claimed search: two workers never take the same delivery; one given back is taken by the other at once', async () => {
    const outbox = new OutboxRepo(db);
    await outbox.insertMany(Array.from({ length: 6 }, (_, i) => pending(`whd_${i}`)));
    const a = search(outbox, 'a:1');
    const b = search(outbox, 'b:1');
    const first = await a.take(skip());
    const second = await b.take(skip());
    expect(first).to.have.length(6);
    expect(second, 'all of them are locked by the first claim').to.have.length(0);
    expect(a.claimed('whd_0')).to.equal(true);
    await a.giveBack(first.slice(0, 2));
    expect(ids(await b.take(skip())), 'given back: free for another claim').to.deep.equal(['whd_0', 'whd_1']);
    // The retry schedule is the due deliveries' (4^n backoff); once recorded, the search comes no later than the retry.
    const at = a.retryAt(2).getTime();
    expect(at - Date.now()).to.be.within(119_000, 120_000);
    a.dueAt(at);
    expect(a.nextAt()).to.be.at.most(at);
  });

  it('in-process hand-off: what this process queues reaches its pool without a search or a claim', async () => {
    const outbox = new OutboxRepo(db);
    const handoff = new InProcessHandoff(search(outbox, 'solo:1'), 3);
    let woken = 0;
    handoff.onDue(() => woken++);
    const docs = await outbox.insertMany(['a', 'b', 'c', 'd', 'e'].map((x) => pending(`whd_${x}`, x === 'c' ? 'wh_parked' : 'wh_1')));
    handoff.queued(docs);
    expect(woken).to.be.greaterThan(0);
    expect(handoff.held()).to.equal(3);
    // The parked webhook's delivery stays in the outbox (found by a search when its probe is due).
    const handed = handoff.handedOver((webhookId) => webhookId === 'wh_parked');
    expect(ids(handed)).to.deep.equal(['whd_a', 'whd_b']);
    expect(
      handoff.handedOver(() => false),
      'handed over once',
    ).to.deep.equal([]);
    expect(
      handed.some((d) => handoff.claimed(d._id)),
      'no claim for what was handed over',
    ).to.equal(false);
    expect(await db.collection(COLLECTIONS.outboxLocks).countDocuments({}), 'no lock written').to.equal(0);
    expect(handoff.nextAt(), 'a search is due for what memory could not hold').to.be.at.most(Date.now());
    // Over the cap, and the parked one: found by the claimed search it wraps.
    const found = await handoff.take(skip(ids(handed), ['wh_parked']));
    expect(ids(found)).to.deep.equal(['whd_d', 'whd_e']);
    expect(found.every((d) => handoff.claimed(d._id))).to.equal(true);
  });

  it('back-pressure on the embedded store: a producer waits while its worker holds more than the bound, until attempts start', async () => {
    let held = 3;
    const listeners: (() => void)[] = [];
    const pressure = new HeldDeliveriesPressure({ held: () => held, onStarted: (l) => listeners.push(l) }, { max: 2, maxWaitMs: 10_000 });
    let resolved = false;
    const waiting = pressure.room().then(() => (resolved = true));
    await new Promise((r) => setTimeout(r, 50));
    expect(resolved, 'over the bound: it waits').to.equal(false);
    held = 2;
    for (const l of listeners) l();
    await waiting;
    expect(resolved).to.equal(true);
    await pressure.room(); // at the bound: at once
  });

  it('back-pressure with MongoDB: a producer waits while the outbox holds more than the bound (every worker backlog)', async () => {
    const outbox = new OutboxRepo(db);
    await outbox.insertMany(Array.from({ length: 5 }, (_, i) => pending(`whd_${i}`)));
    const pressure = new OutboxBacklogPressure(outbox, { max: 3, everyMs: 50, maxWaitMs: 10_000 });
    let resolved = false;
    const waiting = pressure.room().then(() => (resolved = true));
    await new Promise((r) => setTimeout(r, 300));
    expect(resolved, 'five queued, bound three: it waits').to.equal(false);
    await outbox.removeDone(['whd_0', 'whd_1', 'whd_2']);
    await waiting;
    expect(resolved).to.equal(true);
    const stop = new AbortController();
    await outbox.insertMany(Array.from({ length: 5 }, (_, i) => pending(`whd_more_${i}`)));
    const aborted = new OutboxBacklogPressure(outbox, { max: 3, everyMs: 50, maxWaitMs: 10_000 }).room(stop.signal);
    stop.abort();
    await aborted; // a stopping sync does not wait
  });

  it('back-pressure never holds a producer longer than its configured wait per batch (PLUGBOARD_WEBHOOK_BACK_PRESSURE_WAIT_MS)', async () => {
    const outbox = new OutboxRepo(db);
    await outbox.insertMany(Array.from({ length: 5 }, (_, i) => pending(`whd_${i}`)));
    const stuck = [
      new HeldDeliveriesPressure({ held: () => 3, onStarted: () => undefined }, { max: 2, maxWaitMs: 150 }),
      new OutboxBacklogPressure(outbox, { max: 3, everyMs: 50, maxWaitMs: 150 }),
    ];
    for (const pressure of stuck) {
      const started = Date.now();
      await pressure.room(); // over the bound and no worker taking any: it waits, then goes on
      expect(Date.now() - started, pressure.constructor.name).to.be.within(140, 2_000);
    }
  });
});
