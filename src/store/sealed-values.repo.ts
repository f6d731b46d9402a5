import type { Db, Document, Filter } from 'mongodb';
import { DUPLICATE_KEY } from './insert-ignoring-duplicates.js';
import { COLLECTIONS } from './collections.js';

/**
 * Generic access to sealed fields for the master key rotation: read every value of a field, and replace one
 * value only if it is still the one read (a value rewritten meanwhile by a request is left to the next run).
 * Updates are keyed by `_id` (the one filter the embedded store indexes).
 */
export class SealedValuesRepo {
  constructor(private readonly db: Db) {}

  async *values(collection: string, field: string): AsyncGenerator<{ _id: unknown; sealed: string }> {
    const cursor = this.db.collection(collection).find({}, { projection: { _id: 1, [field]: 1 } });
    for await (const doc of cursor) {
      const sealed: unknown = doc[field];
      if (typeof sealed === 'string') yield { _id: doc._id, sealed };
    }
  }

  async replace(collection: string, id: unknown, field: string, from: string, to: string): Promise<boolean> {
    // `_id` is whatever the collection keys by (a string or an ObjectId), as read by values() above.
    const filter = { _id: id, [field]: from } as Filter<Document>;
    const res = await this.db.collection(collection).updateOne(filter, { $set: { [field]: to } });
    return res.modifiedCount === 1;
  }
}

/** The keyring collection: the lookup (keyed-hash) key, sealed under the master key, so a rotation keeps it. */
export class KeyringRepo {
  private readonly col;

  constructor(db: Db) {
    this.col = db.collection<{ _id: string; sealed: string }>(COLLECTIONS.keyring);
  }

  async lookupKey(): Promise<string | undefined> {
    return (await this.col.findOne({ _id: 'lookupKey' }))?.sealed;
  }

  /** Stores the first lookup key; when another process stored one first, theirs stands. */
  async initLookupKey(sealed: string): Promise<void> {
    await this.col.insertOne({ _id: 'lookupKey', sealed }).catch((e: unknown) => {
      if ((e as { code?: number }).code !== DUPLICATE_KEY) throw e;
    });
  }
}
