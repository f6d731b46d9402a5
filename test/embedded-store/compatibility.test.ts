import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { MongoBackend } from '@agendajs/mongo-backend';
import { Agenda, backoffStrategies } from 'agenda';
import { expect } from 'chai';
import { MongoClient, type Db } from 'mongodb';
import { startEmbeddedServer, type EmbeddedServer } from '../../src/embedded-store/launcher.js';

/** The server's error code of a refused operation, or 'accepted'. */
async function outcome(op: Promise<unknown>): Promise<number | 'accepted'> {
  try {
    await op;
    return 'accepted';
  } catch (e) {
    const code = (e as { code?: unknown }).code;
    if (typeof code !== 'number') throw e;
    return code;
  }
}

/**
 * What the store code relies on from the embedded store (FerretDB v1.24.2 on SQLite) through the mongodb@7
 * driver and Agenda 6, and the limitations tools/embedded-mongo/README.md tells store code to avoid: when an
 * upgrade lifts one, its test fails and the README's list is updated with it. Its own server and data dir, so it
 * checks FerretDB even when the rest of the run uses MONGODB_URI.
 */
describe('embedded store (FerretDB v1.24.2) with the mongodb driver and Agenda', function () {
  this.timeout(60_000);
  let dataDir: string;
  let server: EmbeddedServer;
  let client: MongoClient;
  let db: Db;

  before(async function () {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'plugboard-compat-'));
    server = await startEmbeddedServer({ dataDir });
    client = new MongoClient(server.uri, { maxPoolSize: 1, directConnection: true });
    await client.connect();
    db = client.db('compat');
  });

  after(async function () {
    await client?.close();
    await server?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  describe('what the store code relies on', function () {
    it('insertOne + find, update operators $set $inc $unset $push $addToSet $pull $min $max $currentDate', async () => {
      const c = db.collection<{ k: string; n: number; s?: string; tags: string[]; m?: number; u?: Date }>('updates');
      await c.insertOne({ k: 'a', n: 1, tags: ['x'] });
      expect(await c.find({ k: 'a' }).toArray()).to.have.length(1);
      const r = await c.updateOne({ k: 'a' }, { $set: { s: 'v' }, $inc: { n: 2 } });
      expect(r.modifiedCount).to.equal(1);
      expect(await c.findOne({ k: 'a' })).to.include({ n: 3, s: 'v' });
      await c.updateOne({ k: 'a' }, { $unset: { s: '' }, $push: { tags: 'y' } });
      await c.updateOne({ k: 'a' }, { $addToSet: { tags: 'y' } });
      await c.updateOne({ k: 'a' }, { $pull: { tags: 'x' } });
      const d = await c.findOne({ k: 'a' });
      expect(d).to.not.have.property('s');
      expect(d?.tags).to.deep.equal(['y']);
      await c.updateOne({ k: 'a' }, { $max: { n: 10 }, $min: { m: 1 }, $currentDate: { u: true } });
      const e = await c.findOne({ k: 'a' });
      expect(e).to.include({ n: 10, m: 1 });
      expect(e?.u).to.be.instanceOf(Date);
    });

    it('findOneAndUpdate: returnDocument after, upsert, sort; $setOnInsert only on insert', async () => {
      const c = db.collection<{ k: string; n?: number; picked?: boolean; first?: number; last?: number }>('fau');
      await c.insertOne({ k: 'a' });
      const d = await c.findOneAndUpdate({ k: 'b' }, { $set: { n: 5 } }, { upsert: true, returnDocument: 'after' });
      expect(d).to.include({ k: 'b', n: 5 });
      const d2 = await c.findOneAndUpdate({ k: 'b' }, { $inc: { n: 1 } }, { returnDocument: 'after' });
      expect(d2?.n).to.equal(6);
      const picked = await c.findOneAndUpdate({}, { $set: { picked: true } }, { sort: { k: -1 }, returnDocument: 'after' });
      expect(picked?.k).to.equal('b');
      await c.updateOne({ k: 'soi' }, { $setOnInsert: { first: 1 }, $set: { last: 1 } }, { upsert: true });
      await c.updateOne({ k: 'soi' }, { $setOnInsert: { first: 2 }, $set: { last: 2 } }, { upsert: true });
      expect(await c.findOne({ k: 'soi' })).to.include({ first: 1, last: 2 });
    });

    it('updateMany, upsert with $inc and $setOnInsert, replaceOne, findOneAndDelete', async () => {
      const c = db.collection<{ g: number; n: number; created?: boolean; replaced?: boolean }>('many');
      await c.insertMany([
        { g: 1, n: 0 },
        { g: 1, n: 0 },
        { g: 2, n: 0 },
      ]);
      const r = await c.updateMany({ g: 1 }, { $inc: { n: 1 } });
      expect([r.matchedCount, r.modifiedCount]).to.deep.equal([2, 2]);
      await c.updateOne({ g: 3 }, { $inc: { n: 1 }, $setOnInsert: { created: true } }, { upsert: true });
      expect(await c.findOne({ g: 3 })).to.include({ n: 1, created: true });
      await c.replaceOne({ g: 2 }, { g: 2, n: 9, replaced: true });
      const deleted = await c.findOneAndDelete({ g: 2 });
      expect(deleted).to.include({ n: 9, replaced: true });
      expect(await c.countDocuments({ g: 2 })).to.equal(0);
    });

    it('queries: $in $or $exists, null matches missing, $ne null, $regex, dotted paths', async () => {
      const c = db.collection('queries');
      await c.insertMany([{ a: 1, t: 'Hello', arr: [{ x: 1 }], o: { p: 1 } }, { a: 2, t: 'world', z: null }, { a: 3 }]);
      expect(await c.countDocuments({ a: { $in: [1, 3] } })).to.equal(2);
      expect(await c.countDocuments({ $or: [{ a: 1 }, { a: 2 }] })).to.equal(2);
      expect(await c.countDocuments({ z: { $exists: true } })).to.equal(1);
      expect(await c.countDocuments({ z: null }), 'null matches null and missing').to.equal(3);
      expect(await c.countDocuments({ z: { $ne: null } }), '$ne null excludes null and missing').to.equal(0);
      expect(await c.countDocuments({ t: { $regex: '^hel', $options: 'i' } })).to.equal(1);
      expect(await c.countDocuments({ 'o.p': 1, 'arr.x': 1 })).to.equal(1);
    });

    it('find with sort, skip, limit and projection on Dates; deleteMany; counts; distinct', async () => {
      const c = db.collection<{ i: number; at: Date; g: string }>('dates');
      await c.insertMany([1, 2, 3, 4].map((i) => ({ i, at: new Date(2024, 0, i), g: i % 2 ? 'odd' : 'even' })));
      const docs = await c
        .find({ at: { $gte: new Date(2024, 0, 2) } }, { projection: { _id: 0, i: 1 } })
        .sort({ at: -1 })
        .skip(1)
        .limit(2)
        .toArray();
      expect(docs).to.deep.equal([{ i: 3 }, { i: 2 }]);
      expect((await c.distinct('g')).sort()).to.deep.equal(['even', 'odd']);
      expect((await c.deleteMany({ i: { $lte: 2 } })).deletedCount).to.equal(2);
      expect(await c.countDocuments()).to.equal(2);
      expect(await c.estimatedDocumentCount()).to.equal(2);
    });

    it('unique indexes (single, compound, sparse) refuse duplicates with 11000, upserts included', async () => {
      const c = db.collection('unique');
      await c.createIndex({ email: 1 }, { unique: true }, undefined);
      await c.insertOne({ email: 'a@x' });
      expect(await outcome(c.insertOne({ email: 'a@x' }))).to.equal(11000);
      expect(await outcome(c.updateOne({ other: 1 }, { $set: { email: 'a@x' } }, { upsert: true })), 'upsert').to.equal(11000);

      const pair = db.collection('unique_pair');
      await pair.createIndex({ p: 1, e: 1 }, { unique: true, name: 'p_e' }, undefined);
      await pair.insertMany([
        { p: 1, e: 1 },
        { p: 1, e: 2 },
      ]);
      expect(await outcome(pair.insertOne({ p: 1, e: 2 }))).to.equal(11000);
      expect((await pair.listIndexes().toArray()).map((i) => i.name as string)).to.include('p_e');

      const sparse = db.collection('unique_sparse');
      await sparse.createIndex({ a: 1 }, { unique: true, sparse: true }, undefined);
      await sparse.insertMany([{ b: 1 }, { b: 2 }, { a: 1 }]);
      expect(await outcome(sparse.insertOne({ a: 1 }))).to.equal(11000);
    });

    it('descending index created and dropped; collection renamed and dropped', async () => {
      const c = db.collection('indexes');
      await c.insertOne({ at: new Date() });
      await c.createIndex({ at: -1 }, { name: 'at_desc' }, undefined);
      expect((await c.listIndexes().toArray()).map((i) => i.name as string)).to.include('at_desc');
      await c.dropIndex('at_desc');
      expect((await c.listIndexes().toArray()).map((i) => i.name as string)).to.not.include('at_desc');
      await c.rename('indexes_renamed');
      expect(await db.collection('indexes_renamed').countDocuments()).to.equal(1);
      expect(await db.collection('indexes_renamed').drop()).to.equal(true);
      expect(await db.listCollections({ name: 'indexes_renamed' }).toArray()).to.have.length(0);
    });

    it('aggregate $match $group (one $sum) $sort $project $count', async () => {
      const c = db.collection('agg');
      await c.insertMany([
        { g: 'a', v: 1 },
        { g: 'a', v: 2 },
        { g: 'b', v: 5 },
      ]);
      const totals = await c
        .aggregate([
          { $match: { v: { $gte: 1 } } },
          { $group: { _id: '$g', total: { $sum: '$v' } } },
          { $sort: { _id: 1 } },
          { $project: { _id: 1, total: 1 } },
        ])
        .toArray();
      expect(totals).to.deep.equal([
        { _id: 'a', total: 3 },
        { _id: 'b', total: 5 },
      ]);
      const counts = await c.aggregate([{ $group: { _id: '$g', n: { $sum: 1 } } }, { $sort: { _id: 1 } }]).toArray();
      expect(counts).to.deep.equal([
        { _id: 'a', n: 2 },
        { _id: 'b', n: 1 },
      ]);
      expect(await c.aggregate([{ $match: { g: 'a' } }, { $count: 'n' }]).toArray()).to.deep.equal([{ n: 2 }]);
    });

    it('ordered bulkWrite; a 1 MiB document', async () => {
      const c = db.collection('bulk');
      const r = await c.bulkWrite([
        { insertOne: { document: { a: 1 } } },
        { updateOne: { filter: { a: 1 }, update: { $set: { b: 1 } } } },
        { deleteOne: { filter: { a: 1 } } },
      ]);
      expect([r.insertedCount, r.modifiedCount, r.deletedCount]).to.deep.equal([1, 1, 1]);
      const big = 'x'.repeat(1 << 20);
      const { insertedId } = await db.collection('big').insertOne({ s: big });
      expect((await db.collection<{ s: string }>('big').findOne({ _id: insertedId }))?.s).to.have.length(big.length);
    });

    it('Agenda 6: a job that fails once is retried by its backoff and succeeds', async () => {
      const agendaDb = client.db('compat_agenda_retry');
      const agenda = new Agenda({ backend: new MongoBackend({ mongo: agendaDb }), processEvery: 200 });
      let runs = 0;
      const done = new Promise<void>((resolve, reject) => {
        agenda.on('success:flaky', () => {
          resolve();
        });
        agenda.on('error', reject);
      });
      agenda.define(
        'flaky',
        async () => {
          runs++;
          if (runs === 1) throw new Error('the first attempt fails');
        },
        { backoff: backoffStrategies.constant({ delay: 300, maxRetries: 3 }) },
      );
      await agenda.start();
      try {
        await agenda.now('flaky', { x: 1 });
        await done;
      } finally {
        await agenda.stop(false);
      }
      expect(runs).to.equal(2);
      const jobs = await agendaDb.collection('agendaJobs').find({ name: 'flaky' }).toArray();
      expect(jobs).to.have.length(1);
      expect(jobs[0]!.lastFinishedAt).to.be.instanceOf(Date);
    });

    it('Agenda 6: every() twice keeps one job', async () => {
      const agendaDb = client.db('compat_agenda_every');
      const agenda = new Agenda({ backend: new MongoBackend({ mongo: agendaDb }), processEvery: 200 });
      agenda.define('tick', async () => {});
      await agenda.start();
      try {
        await agenda.every('1 hour', 'tick');
        await agenda.every('1 hour', 'tick');
      } finally {
        await agenda.stop(false);
      }
      expect(await agendaDb.collection('agendaJobs').countDocuments({ name: 'tick' })).to.equal(1);
    });
  });

  describe('limitations tools/embedded-mongo/README.md documents', function () {
    it('silently wrong: a second $group accumulator is 0', async () => {
      const c = db.collection('wrong_group');
      await c.insertMany([
        { g: 'a', v: 1 },
        { g: 'a', v: 2 },
      ]);
      const r = await c.aggregate([{ $group: { _id: '$g', t: { $sum: '$v' }, n: { $sum: 1 } } }]).toArray();
      expect(r).to.deep.equal([{ _id: 'a', t: 3, n: 0 }]); // MongoDB: n: 2
    });

    it('silently wrong: $elemMatch on an array of documents matches nothing (the dotted form works)', async () => {
      const c = db.collection('wrong_elem_match');
      await c.insertOne({ arr: [{ x: 1 }] });
      expect(await c.countDocuments({ arr: { $elemMatch: { x: 1 } } })).to.equal(0); // MongoDB: 1
      expect(await c.countDocuments({ 'arr.x': 1 })).to.equal(1);
    });

    it('silently wrong: a unique index accepts several documents without the field', async () => {
      const c = db.collection('wrong_unique_missing');
      await c.createIndex({ email: 1 }, { unique: true }, undefined);
      await c.insertOne({ other: 1 });
      expect(await outcome(c.insertOne({ other: 2 }))).to.equal('accepted'); // MongoDB: 11000
    });

    it('refused: transactions, change streams, arrayFilters, positional $, pipeline updates, $expr, collation', async () => {
      const c = db.collection('refused');
      await c.insertOne({ k: 'a', items: [{ id: 1, v: 0 }], a: 1 });
      const session = client.startSession();
      try {
        const tx = outcome(session.withTransaction(() => c.insertOne({ a: 2 }, { session })));
        expect(await tx, 'transactions').to.equal(9);
      } finally {
        await session.endSession();
      }
      const stream = c.watch();
      try {
        expect(await outcome(stream.tryNext()), 'change streams').to.equal(238);
      } finally {
        await stream.close();
      }
      expect(
        await outcome(c.updateOne({ k: 'a' }, { $set: { 'items.$[i].v': 9 } }, { arrayFilters: [{ 'i.id': 1 }] })),
        'arrayFilters',
      ).to.equal(238);
      expect(await outcome(c.updateOne({ k: 'a', 'items.id': 1 }, { $set: { 'items.$.v': 7 } })), 'positional $').to.equal(28);
      expect(await outcome(c.updateOne({ k: 'a' }, [{ $set: { p: 1 } }])), 'pipeline update').to.equal(14);
      expect(await outcome(c.countDocuments({ $expr: { $gt: ['$a', 0] } })), '$expr').to.equal(238);
      expect(await outcome(c.find({ k: 'A' }).collation({ locale: 'en', strength: 2 }).toArray()), 'collation').to.equal(238);
      expect(await outcome(c.insertOne({ 'a.b': 1 })), 'a key with a dot').to.equal(2);
    });

    it('refused: TTL, partial, text and hashed indexes; $group accumulators but $sum; $lookup, $facet, expressions', async () => {
      const c = db.collection('refused_agg');
      await c.insertOne({ g: 'a', v: 1, t: 'text', h: 1 });
      expect(await outcome(c.createIndex({ at: 1 }, { expireAfterSeconds: 60 }, undefined)), 'TTL').to.equal(238);
      expect(await outcome(c.createIndex({ a: 1 }, { partialFilterExpression: { a: { $exists: true } } }, undefined)), 'partial').to.equal(
        238,
      );
      expect(await outcome(c.createIndex({ t: 'text' })), 'text').to.equal(27);
      expect(await outcome(c.createIndex({ h: 'hashed' })), 'hashed').to.equal(27);
      expect(await outcome(c.aggregate([{ $group: { _id: null, a: { $avg: '$v' } } }]).toArray()), '$avg').to.equal(238);
      expect(
        await outcome(c.aggregate([{ $lookup: { from: 'x', localField: 'v', foreignField: 'a', as: 'j' } }]).toArray()),
        '$lookup',
      ).to.equal(238);
      expect(await outcome(c.aggregate([{ $facet: { a: [{ $match: {} }] } }]).toArray()), '$facet').to.equal(238);
      expect(await outcome(c.aggregate([{ $project: { d: { $multiply: ['$v', 2] } } }]).toArray()), '$multiply').to.equal(238);
    });
  });
});
