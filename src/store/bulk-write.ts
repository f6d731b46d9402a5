import type { AnyBulkWriteOperation, Collection, Document } from 'mongodb';

/**
 * FerretDB v1.24 (the embedded store) stops answering an `update` command that carries 100 statements (seen with
 * 100 `updateOne`s by `_id`; 80 pass). MongoDB takes any size; chunks of this many work on both.
 */
export const MAX_BULK_OPS = 50;

export async function bulkWriteInChunks<T extends Document>(col: Collection<T>, ops: AnyBulkWriteOperation<T>[]): Promise<void> {
  for (let i = 0; i < ops.length; i += MAX_BULK_OPS) {
    await col.bulkWrite(ops.slice(i, i + MAX_BULK_OPS), { ordered: true });
  }
}
