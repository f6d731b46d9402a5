import type { Db } from 'mongodb';
import { RateLimiterMongo } from 'rate-limiter-flexible';
import { COLLECTIONS } from './collections.js';

/**
 * A fixed-window counter kept in the store by rate-limiter-flexible's MongoDB store, so every gateway process
 * counts against the same windows. Works on the embedded store (FerretDB v1.24: findOneAndUpdate with upsert,
 * $inc, $setOnInsert and a unique index); FerretDB has no TTL index, so `deleteExpiredWindows` runs in housekeeping.
 * Once a key is over its points, it is also blocked in this process's memory until its window ends: refused
 * requests cost no store round trip.
 */
export function storeRateLimiter(db: Db, opts: { keyPrefix: string; points: number; durationSeconds: number }): RateLimiterMongo {
  return new RateLimiterMongo({
    storeClient: db as never, // a Db: the library calls db.collection() when the client has no db()
    dbName: db.databaseName,
    tableName: COLLECTIONS.rateLimits,
    keyPrefix: opts.keyPrefix,
    points: opts.points,
    duration: opts.durationSeconds,
    inMemoryBlockOnConsumed: opts.points + 1,
    disableIndexesCreation: true, // ensureIndexes creates them (the library's TTL index fails on FerretDB)
  });
}

/** Removes rate-limit windows that ended (what a TTL index would do on MongoDB). */
export async function deleteExpiredWindows(db: Db, now = new Date()): Promise<number> {
  const res = await db.collection(COLLECTIONS.rateLimits).deleteMany({ expire: { $lt: now } });
  return res.deletedCount;
}
