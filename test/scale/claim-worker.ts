/**
 * Child process of store-atomicity.test.ts: claims documents of `claims` with findOneAndUpdate (a filter on an
 * unclaimed state, as the webhook outbox and Agenda do) and increments one counter, over its own connection pool,
 * then prints how many it claimed.
 */
import { MongoClient } from 'mongodb';

const [uri, dbName, worker] = process.argv.slice(2) as [string, string, string];
const client = new MongoClient(uri, { maxPoolSize: 8 });
await client.connect();
const col = client.db(dbName).collection<{ _id: number; owner: string | null; claims: number }>('claims');
const counter = client.db(dbName).collection<{ _id: string; n: number }>('counter');
let claimed = 0;
await Promise.all(
  Array.from({ length: 8 }, async () => {
    for (;;) {
      const doc = await col.findOneAndUpdate({ owner: null }, { $set: { owner: worker }, $inc: { claims: 1 } });
      if (!doc) return;
      claimed++;
      await counter.updateOne({ _id: 'c' }, { $inc: { n: 1 } });
    }
  }),
);
process.stdout.write(`${claimed}\n`);
await client.close();
