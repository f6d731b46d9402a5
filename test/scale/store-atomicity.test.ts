import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect } from 'chai';
import { MongoClient } from 'mongodb';
import { PACKAGE_ROOT } from '../../src/config/package-root.js';
import { startSharedStore, type SharedStore } from '../support/shared-store.js';

const run = promisify(execFile);

/**
 * What the scale-out code relies on from the shared test store: a conditional findOneAndUpdate is atomic across
 * connections and processes (each document claimed by exactly one claimant) and `$inc` loses no update.
 */
describe('shared store (mongo-java-server): atomic across processes', function () {
  this.timeout(120_000);
  let store: SharedStore;
  before(async () => {
    store = await startSharedStore();
  });
  after(async () => {
    await store?.stop();
  });

  it('4 processes x 8 connections claim 1,000 documents: each exactly once, no lost $inc', async () => {
    const client = new MongoClient(store.uri);
    await client.connect();
    const db = client.db('atomicity');
    const docs = Array.from({ length: 1_000 }, (_, i) => ({ _id: i, owner: null, claims: 0 }));
    await db.collection<{ _id: number; owner: null; claims: number }>('claims').insertMany(docs);
    await db.collection<{ _id: string; n: number }>('counter').insertOne({ _id: 'c', n: 0 });
    const worker = path.join(PACKAGE_ROOT, 'test', 'scale', 'claim-worker.ts');
    const results = await Promise.all(
      ['w1', 'w2', 'w3', 'w4'].map((w) =>
        run(process.execPath, ['--import', 'tsx', worker, store.uri, 'atomicity', w], { cwd: PACKAGE_ROOT }),
      ),
    );
    const perWorker = results.map((r) => Number(r.stdout.trim()));
    expect(perWorker.reduce((a, b) => a + b, 0)).to.equal(1_000);
    expect(perWorker.filter((n) => n > 0).length, 'claims spread over several processes').to.be.greaterThan(1);
    const twice = await db.collection('claims').countDocuments({ claims: { $ne: 1 } });
    expect(twice, 'documents claimed more than once or never').to.equal(0);
    const counter = await db.collection<{ _id: string; n: number }>('counter').findOne({ _id: 'c' });
    expect(counter?.n).to.equal(1_000);
    await client.close();
  });
});
