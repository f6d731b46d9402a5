import { MongoBulkWriteError, type Collection, type Document, type OptionalUnlessRequiredId, type WriteError } from 'mongodb';

/** Bulk inserts go in chunks of this many (the embedded store inserts fast; a chunk bounds one command's size). */
export const INSERT_CHUNK = 500;

/** MongoDB's error code for a write refused by a unique index (FerretDB answers the same). */
export const DUPLICATE_KEY = 11000;

/**
 * Inserts every document it can (unordered) and returns the indexes of those refused as duplicates of a stored
 * key: idempotent writes, where a repeat after a crash must add only what is missing. Any other error is thrown.
 * The documents are copied: the driver would add an `_id` to the caller's objects.
 */
export async function insertIgnoringDuplicates<T extends Document>(col: Collection<T>, docs: T[]): Promise<number[]> {
  if (!docs.length) return [];
  try {
    await col.insertMany(
      docs.map((d) => ({ ...d }) as OptionalUnlessRequiredId<T>),
      { ordered: false },
    );
    return [];
  } catch (e) {
    if (!(e instanceof MongoBulkWriteError)) throw e;
    const errors = ([] as WriteError[]).concat(e.writeErrors);
    if (!errors.length || errors.some((w) => w.code !== DUPLICATE_KEY)) throw e;
    return errors.map((w) => w.index);
  }
}
