/**
 * Manual compatibility check of the embedded store (FerretDB v1.24.2 / SQLite) with the mongodb@7 driver and
 * Agenda 6. Run: `npx tsx scripts/verify-embedded.ts [--keep]`. Prints one line per probe (ok / FAIL + error);
 * the findings are summarised in tools/embedded-mongo/README.md. Exits 1 if a probe the gateway relies on fails.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { MongoClient, type Db } from 'mongodb';
import { Agenda, backoffStrategies } from 'agenda';
import { MongoBackend } from '@agendajs/mongo-backend';
import { startEmbeddedServer } from '../src/store/embedded-server.js';

type Probe = [name: string, required: boolean, fn: (db: Db, client: MongoClient) => Promise<unknown>];

function assert(cond: unknown, msg: string): void {
  if (!cond) throw new Error(`assertion failed: ${msg}`);
}

const probes: Probe[] = [
  [
    'insertOne + find',
    true,
    async (db) => {
      await db.collection('c').insertOne({ k: 'a', n: 1, tags: ['x'], at: new Date() });
      const docs = await db.collection('c').find({ k: 'a' }).toArray();
      assert(docs.length === 1 && docs[0]!.n === 1, 'find');
    },
  ],
  [
    'updateOne $set/$inc',
    true,
    async (db) => {
      const r = await db.collection('c').updateOne({ k: 'a' }, { $set: { s: 'v' }, $inc: { n: 2 } });
      assert(r.modifiedCount === 1, 'modified');
      const d = await db.collection('c').findOne({ k: 'a' });
      assert(d?.n === 3 && d.s === 'v', 'values');
    },
  ],
  [
    'updateOne $unset/$push/$addToSet/$pull',
    true,
    async (db) => {
      const c = db.collection<{ k: string; s?: string; tags: string[] }>('c');
      await c.updateOne({ k: 'a' }, { $unset: { s: '' }, $push: { tags: 'y' } });
      await c.updateOne({ k: 'a' }, { $addToSet: { tags: 'y' } });
      await c.updateOne({ k: 'a' }, { $pull: { tags: 'x' } });
      const d = await db.collection('c').findOne({ k: 'a' });
      assert(d && !('s' in d) && JSON.stringify(d.tags) === '["y"]', JSON.stringify(d));
    },
  ],
  [
    'updateOne $min/$max/$currentDate',
    false,
    async (db) => {
      await db.collection('c').updateOne({ k: 'a' }, { $max: { n: 10 }, $min: { m: 1 }, $currentDate: { u: true } });
      const d = await db.collection('c').findOne({ k: 'a' });
      assert(d?.n === 10 && d.m === 1 && d.u instanceof Date, JSON.stringify(d));
    },
  ],
  [
    'findOneAndUpdate returnDocument after + upsert',
    true,
    async (db) => {
      const d = await db.collection('c').findOneAndUpdate({ k: 'b' }, { $set: { n: 5 } }, { upsert: true, returnDocument: 'after' });
      assert(d?.n === 5 && d.k === 'b', JSON.stringify(d));
      const d2 = await db.collection('c').findOneAndUpdate({ k: 'b' }, { $inc: { n: 1 } }, { returnDocument: 'after' });
      assert(d2?.n === 6, JSON.stringify(d2));
    },
  ],
  [
    'findOneAndUpdate with sort',
    true,
    async (db) => {
      const d = await db.collection('c').findOneAndUpdate({}, { $set: { picked: true } }, { sort: { k: -1 }, returnDocument: 'after' });
      assert(d?.k === 'b', JSON.stringify(d));
    },
  ],
  [
    '$setOnInsert (upsert insert + no-op on match)',
    true,
    async (db) => {
      await db.collection('c').updateOne({ k: 'soi' }, { $setOnInsert: { first: 1 }, $set: { last: 1 } }, { upsert: true });
      await db.collection('c').updateOne({ k: 'soi' }, { $setOnInsert: { first: 2 }, $set: { last: 2 } }, { upsert: true });
      const d = await db.collection('c').findOne({ k: 'soi' });
      assert(d?.first === 1 && d.last === 2, JSON.stringify(d));
    },
  ],
  [
    'updateOne arrayFilters',
    false,
    async (db) => {
      await db.collection('c').insertOne({
        k: 'af',
        items: [
          { id: 1, v: 0 },
          { id: 2, v: 0 },
        ],
      });
      await db.collection('c').updateOne({ k: 'af' }, { $set: { 'items.$[i].v': 9 } }, { arrayFilters: [{ 'i.id': 2 }] });
      const d = await db.collection('c').findOne({ k: 'af' });
      assert((d?.items as { v: number }[])[1]!.v === 9, JSON.stringify(d));
    },
  ],
  [
    'positional $ update',
    false,
    async (db) => {
      await db.collection('c').updateOne({ k: 'af', 'items.id': 1 }, { $set: { 'items.$.v': 7 } });
      const d = await db.collection('c').findOne({ k: 'af' });
      assert((d?.items as { v: number }[])[0]!.v === 7, JSON.stringify(d));
    },
  ],
  [
    'updateMany + upsert with $inc and $setOnInsert',
    true,
    async (db) => {
      const c = db.collection('um');
      await c.insertMany([
        { g: 1, n: 0 },
        { g: 1, n: 0 },
        { g: 2, n: 0 },
      ]);
      const r = await c.updateMany({ g: 1 }, { $inc: { n: 1 } });
      assert(r.matchedCount === 2 && r.modifiedCount === 2, JSON.stringify(r));
      await c.updateOne({ g: 3 }, { $inc: { n: 1 }, $setOnInsert: { created: true } }, { upsert: true });
      const d = await c.findOne({ g: 3 });
      assert(d?.n === 1 && d.created === true, JSON.stringify(d));
    },
  ],
  [
    'replaceOne / findOneAndDelete',
    true,
    async (db) => {
      await db.collection('c').replaceOne({ k: 'soi' }, { k: 'soi', replaced: true });
      const d = await db.collection('c').findOneAndDelete({ k: 'soi' });
      assert(d?.replaced === true, JSON.stringify(d));
    },
  ],
  [
    'query $in/$or/$exists/null/$regex/dotted',
    true,
    async (db) => {
      const c = db.collection('q');
      await c.insertMany([{ a: 1, t: 'Hello', arr: [{ x: 1 }], o: { p: 1 } }, { a: 2, t: 'world', z: null }, { a: 3 }]);
      assert((await c.countDocuments({ a: { $in: [1, 3] } })) === 2, '$in');
      assert((await c.countDocuments({ $or: [{ a: 1 }, { a: 2 }] })) === 2, '$or');
      assert((await c.countDocuments({ z: { $exists: true } })) === 1, '$exists');
      assert((await c.countDocuments({ z: null })) === 3, 'null matches null and missing');
      assert((await c.countDocuments({ z: { $ne: null } })) === 0, '$ne null excludes null and missing');
      assert((await c.countDocuments({ t: { $regex: '^hel', $options: 'i' } })) === 1, '$regex');
      assert((await c.countDocuments({ 'o.p': 1, 'arr.x': 1 })) === 1, 'dotted');
    },
  ],
  [
    'query $elemMatch on array of documents',
    false,
    async (db) => {
      const n = await db.collection('q').countDocuments({ arr: { $elemMatch: { x: 1 } } });
      assert(n === 1, `matched ${n}, expected 1`);
    },
  ],
  [
    'query $expr',
    false,
    async (db) => {
      await db.collection('q').countDocuments({ $expr: { $gt: ['$a', 1] } });
    },
  ],
  [
    'find sort/skip/limit/projection on Date',
    true,
    async (db) => {
      const c = db.collection('s');
      await c.insertMany([1, 2, 3, 4].map((i) => ({ i, at: new Date(2024, 0, i) })));
      const docs = await c
        .find({ at: { $gte: new Date(2024, 0, 2) } }, { projection: { _id: 0, i: 1 } })
        .sort({ at: -1 })
        .skip(1)
        .limit(2)
        .toArray();
      assert(JSON.stringify(docs) === '[{"i":3},{"i":2}]', JSON.stringify(docs));
    },
  ],
  [
    'deleteMany + countDocuments + estimatedDocumentCount',
    true,
    async (db) => {
      const r = await db.collection('s').deleteMany({ i: { $lte: 2 } });
      assert(r.deletedCount === 2, 'deleted');
      assert((await db.collection('s').countDocuments()) === 2, 'count');
      assert((await db.collection('s').estimatedDocumentCount()) === 2, 'estimated');
    },
  ],
  [
    'createIndex unique + duplicate key error 11000',
    true,
    async (db) => {
      const c = db.collection('u');
      await c.createIndex({ email: 1 }, { unique: true }, undefined);
      await c.insertOne({ email: 'a@x' });
      try {
        await c.insertOne({ email: 'a@x' });
      } catch (e) {
        assert((e as { code?: number }).code === 11000, `code ${(e as { code?: number }).code}`);
        return;
      }
      throw new Error('duplicate accepted');
    },
  ],
  [
    'createIndex compound unique',
    true,
    async (db) => {
      const c = db.collection('u2');
      await c.createIndex({ p: 1, e: 1 }, { unique: true, name: 'p_e' }, undefined);
      await c.insertMany([
        { p: 1, e: 1 },
        { p: 1, e: 2 },
      ]);
      const err = await c.insertOne({ p: 1, e: 2 }).then(
        () => undefined,
        (e: unknown) => (e as { code?: number }).code,
      );
      assert(err === 11000, `code ${err}`);
      const names = (await c.listIndexes().toArray()).map((i) => (i as { name: string }).name);
      assert(names.includes('p_e'), names.join());
    },
  ],
  [
    'upsert race key violates unique -> 11000 on updateOne upsert',
    true,
    async (db) => {
      const err = await db
        .collection('u')
        .updateOne({ other: 1 }, { $set: { email: 'a@x' } }, { upsert: true })
        .then(
          () => undefined,
          (e: unknown) => (e as { code?: number }).code,
        );
      assert(err === 11000, `code ${err}`);
    },
  ],
  [
    'createIndex descending + dropIndex',
    true,
    async (db) => {
      await db.collection('u').createIndex({ at: -1 }, { name: 'at_desc' }, undefined);
      await db.collection('u').dropIndex('at_desc');
    },
  ],
  [
    'createIndex TTL (expireAfterSeconds)',
    false,
    async (db) => {
      await db.collection('ttl').createIndex({ at: 1 }, { expireAfterSeconds: 60 }, undefined);
    },
  ],
  [
    'createIndex partialFilterExpression',
    false,
    async (db) => {
      await db.collection('pf').createIndex({ a: 1 }, { unique: true, partialFilterExpression: { a: { $exists: true } } }, undefined);
    },
  ],
  [
    'createIndex sparse',
    false,
    async (db) => {
      await db.collection('sp').createIndex({ a: 1 }, { unique: true, sparse: true }, undefined);
    },
  ],
  [
    'createIndex text',
    false,
    async (db) => {
      await db.collection('tx').createIndex({ t: 'text' });
    },
  ],
  [
    'unique index treats missing field as null (second doc without field rejected)',
    false,
    async (db) => {
      await db.collection('u').insertOne({ other: 2 });
      const err = await db
        .collection('u')
        .insertOne({ other: 3 })
        .then(
          () => undefined,
          (e: unknown) => (e as { code?: number }).code,
        );
      assert(err === 11000, `second doc without the unique field was accepted (code ${err})`);
    },
  ],
  [
    'aggregate $match/$group($sum)/$sort/$project/$count',
    true,
    async (db) => {
      const c = db.collection('ag');
      await c.insertMany([
        { g: 'a', v: 1 },
        { g: 'a', v: 2 },
        { g: 'b', v: 5 },
      ]);
      const r = await c
        .aggregate([
          { $match: { v: { $gte: 1 } } },
          { $group: { _id: '$g', total: { $sum: '$v' } } },
          { $sort: { _id: 1 } },
          { $project: { _id: 1, total: 1 } },
        ])
        .toArray();
      assert(JSON.stringify(r) === '[{"_id":"a","total":3},{"_id":"b","total":5}]', JSON.stringify(r));
      const n = await c.aggregate([{ $group: { _id: '$g', n: { $sum: 1 } } }, { $sort: { _id: 1 } }]).toArray();
      assert(JSON.stringify(n) === '[{"_id":"a","n":2},{"_id":"b","n":1}]', JSON.stringify(n));
      const cnt = await c.aggregate([{ $match: { g: 'a' } }, { $count: 'n' }]).toArray();
      assert(cnt[0]?.n === 2, JSON.stringify(cnt));
    },
  ],
  [
    'aggregate $group with {$sum: 1} next to {$sum: "$v"}',
    false,
    async (db) => {
      const r = await db
        .collection('ag')
        .aggregate([{ $group: { _id: '$g', t: { $sum: '$v' }, n: { $sum: 1 } } }, { $sort: { _id: 1 } }])
        .toArray();
      assert(JSON.stringify(r) === '[{"_id":"a","t":3,"n":2},{"_id":"b","t":5,"n":1}]', JSON.stringify(r));
    },
  ],
  [
    'aggregate $group $avg/$min/$max/$push',
    false,
    async (db) => {
      await db
        .collection('ag')
        .aggregate([{ $group: { _id: null, a: { $avg: '$v' }, mn: { $min: '$v' }, p: { $push: '$v' } } }])
        .toArray();
    },
  ],
  [
    'aggregate expression operators ($multiply in $project)',
    false,
    async (db) => {
      await db
        .collection('ag')
        .aggregate([{ $project: { d: { $multiply: ['$v', 2] } } }])
        .toArray();
    },
  ],
  [
    'aggregate $lookup',
    false,
    async (db) => {
      await db
        .collection('ag')
        .aggregate([{ $lookup: { from: 'q', localField: 'v', foreignField: 'a', as: 'j' } }])
        .toArray();
    },
  ],
  [
    'aggregate $facet',
    false,
    async (db) => {
      await db
        .collection('ag')
        .aggregate([{ $facet: { a: [{ $match: {} }] } }])
        .toArray();
    },
  ],
  [
    'distinct',
    false,
    async (db) => {
      const r = await db.collection('ag').distinct('g');
      assert(JSON.stringify(r.sort()) === '["a","b"]', JSON.stringify(r));
    },
  ],
  [
    'bulkWrite (ordered)',
    true,
    async (db) => {
      const r = await db
        .collection('bw')
        .bulkWrite([
          { insertOne: { document: { a: 1 } } },
          { updateOne: { filter: { a: 1 }, update: { $set: { b: 1 } } } },
          { deleteOne: { filter: { a: 1 } } },
        ]);
      assert(r.insertedCount === 1 && r.modifiedCount === 1 && r.deletedCount === 1, JSON.stringify(r));
    },
  ],
  [
    'update with aggregation pipeline',
    false,
    async (db) => {
      await db.collection('c').updateOne({ k: 'a' }, [{ $set: { p: 1 } }]);
    },
  ],
  [
    'createIndex hashed / 2dsphere',
    false,
    async (db) => {
      await db.collection('ix').createIndex({ h: 'hashed' });
    },
  ],
  [
    'createIndex unique over existing duplicates fails with 11000',
    false,
    async (db) => {
      await db.collection('dups').insertMany([{ e: 1 }, { e: 1 }]);
      const code = await db
        .collection('dups')
        .createIndex({ e: 1 }, { unique: true }, undefined)
        .then(
          () => 'accepted',
          (e: unknown) => (e as { code?: number }).code,
        );
      assert(code === 11000, `got ${code}`);
    },
  ],
  [
    'keys with "." or leading "$" (allowed since MongoDB 5)',
    false,
    async (db) => {
      await db.collection('keys').insertOne({ 'a.b': 1 });
    },
  ],
  [
    'transactions (withTransaction)',
    false,
    async (db, client) => {
      const session = client.startSession();
      try {
        await session.withTransaction(async () => {
          await db.collection('tr').insertOne({ a: 1 }, { session });
        });
      } finally {
        await session.endSession();
      }
    },
  ],
  [
    'change streams (watch)',
    false,
    async (db) => {
      const cs = db.collection('cs').watch();
      try {
        await Promise.race([
          cs.tryNext(),
          new Promise((_, rej) =>
            setTimeout(() => {
              rej(new Error('timeout'));
            }, 2000),
          ),
        ]);
      } finally {
        await cs.close();
      }
    },
  ],
  [
    'collation',
    false,
    async (db) => {
      await db.collection('q').find({ t: 'hello' }).collation({ locale: 'en', strength: 2 }).toArray();
    },
  ],
  [
    'renameCollection / drop',
    false,
    async (db) => {
      await db.collection('bw').rename('bw2');
      await db.collection('bw2').drop();
    },
  ],
  [
    'large document (1 MiB string)',
    true,
    async (db) => {
      await db.collection('big').insertOne({ s: 'x'.repeat(1 << 20) });
    },
  ],
  [
    'Agenda 6: define, now(), run, retry once then succeed',
    true,
    async (db) => {
      const agenda = new Agenda({ backend: new MongoBackend({ mongo: db }), processEvery: 200 });
      let runs = 0;
      const done = new Promise<void>((resolve, reject) => {
        const t = setTimeout(() => {
          reject(new Error(`job ran ${runs} times, no success in 20 s`));
        }, 20_000);
        agenda.on('success:flaky', () => {
          clearTimeout(t);
          resolve();
        });
        agenda.on('error', (e: Error) => {
          clearTimeout(t);
          reject(e);
        });
      });
      agenda.define(
        'flaky',
        async (job) => {
          runs++;
          if (runs === 1) throw new Error(`first attempt fails (${String((job.attrs.data as { x: number }).x)})`);
        },
        { backoff: backoffStrategies.constant({ delay: 300, maxRetries: 3 }) },
      );
      await agenda.start();
      await agenda.now('flaky', { x: 1 });
      try {
        await done;
      } finally {
        await agenda.stop(false);
      }
      assert(runs === 2, `runs ${runs}`);
      const jobs = await db.collection('agendaJobs').find({ name: 'flaky' }).toArray();
      assert(jobs.length === 1 && jobs[0]!.lastFinishedAt instanceof Date, JSON.stringify(jobs));
    },
  ],
  [
    'Agenda 6: every() + unique single job upsert',
    true,
    async (db) => {
      const agenda = new Agenda({ backend: new MongoBackend({ mongo: db }), processEvery: 200 });
      agenda.define('tick', async () => {});
      await agenda.start();
      await agenda.every('1 hour', 'tick');
      await agenda.every('1 hour', 'tick');
      await agenda.stop(false);
      assert((await db.collection('agendaJobs').countDocuments({ name: 'tick' })) === 1, 'one single job');
    },
  ],
];

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'plugboard-verify-'));
  const t0 = Date.now();
  const server = await startEmbeddedServer({ dataDir });
  console.log(`server ${server.uri} owned=${server.owned} started in ${Date.now() - t0} ms`);
  const client = new MongoClient(server.uri, { maxPoolSize: 1, directConnection: true });
  await client.connect();
  let requiredFailed = 0;
  try {
    for (const [name, required, fn] of probes) {
      const db = client.db('verify');
      try {
        await fn(db, client);
        console.log(`ok    ${name}`);
      } catch (e) {
        if (required) requiredFailed++;
        const err = e as { message?: string; code?: number; codeName?: string };
        console.log(`FAIL${required ? '!' : ' '} ${name}: ${err.code ?? ''} ${err.codeName ?? ''} ${err.message}`);
      }
    }
  } finally {
    await client.close();
    await server.stop();
    if (!process.argv.includes('--keep')) await rm(dataDir, { recursive: true, force: true });
  }
  console.log(requiredFailed ? `${requiredFailed} required probe(s) failed` : 'all required probes passed');
  process.exitCode = requiredFailed ? 1 : 0;
}

await main();
