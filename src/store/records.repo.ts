import type { AnyBulkWriteOperation, Db } from 'mongodb';
import { COLLECTIONS } from './collections.js';

/**
 * The synced cache: one unified record per (connectionId, model, nativeId). The record is stored as a JSON string
 * (`json`), not as a sub-document: downstream keys may contain dots or start with `$`, which MongoDB/FerretDB
 * refuse or misread, and the cache is only ever read back whole. `hash` is the SHA-256 of a canonical form.
 */
export interface RecordDoc {
  connectionId: string;
  model: string;
  nativeId: string;
  hash: string;
  json: string;
  /** Id of the last sync run that saw the record; a full resync deletes what it did not see. */
  seenRun: string;
  createdAt: Date;
  modifiedAt: Date;
}

export interface IncomingRecord {
  nativeId: string;
  hash: string;
  json: string;
}

export interface PageChanges {
  created: string[];
  updated: string[];
}

export class RecordsRepo {
  constructor(private readonly db: Db) {}

  private get col() {
    return this.db.collection<RecordDoc>(COLLECTIONS.records);
  }

  /** Upserts one page: new ids inserted, changed hashes replaced, unchanged ones only stamped with the run id. */
  async applyPage(connectionId: string, model: string, runId: string, page: IncomingRecord[]): Promise<PageChanges> {
    const ids = page.map((r) => r.nativeId);
    const existing = new Map<string, string>();
    for (const d of await this.col.find({ connectionId, model, nativeId: { $in: ids } }, { projection: { _id: 0, nativeId: 1, hash: 1 } }).toArray()) {
      existing.set(d.nativeId, d.hash);
    }
    const now = new Date();
    const ops: AnyBulkWriteOperation<RecordDoc>[] = [];
    const created: string[] = [];
    const updated: string[] = [];
    const unchanged: string[] = [];
    const seen = new Set<string>();
    for (const r of page) {
      if (seen.has(r.nativeId)) continue; // a tool may repeat a record across a page boundary
      seen.add(r.nativeId);
      const hash = existing.get(r.nativeId);
      if (hash === undefined) {
        created.push(r.nativeId);
        ops.push({ insertOne: { document: { connectionId, model, nativeId: r.nativeId, hash: r.hash, json: r.json, seenRun: runId, createdAt: now, modifiedAt: now } } });
      } else if (hash !== r.hash) {
        updated.push(r.nativeId);
        ops.push({ updateOne: { filter: { connectionId, model, nativeId: r.nativeId }, update: { $set: { hash: r.hash, json: r.json, seenRun: runId, modifiedAt: now } } } });
      } else {
        unchanged.push(r.nativeId);
      }
    }
    if (unchanged.length) {
      ops.push({ updateMany: { filter: { connectionId, model, nativeId: { $in: unchanged } }, update: { $set: { seenRun: runId } } } });
    }
    if (ops.length) await this.col.bulkWrite(ops, { ordered: true });
    return { created, updated };
  }

  /** Removes the records of a model that the full run `runId` did not see; returns their ids. */
  async deleteUnseen(connectionId: string, model: string, runId: string): Promise<string[]> {
    const gone = await this.col.find({ connectionId, model, seenRun: { $ne: runId } }, { projection: { _id: 0, nativeId: 1 } }).toArray();
    const ids = gone.map((d) => d.nativeId);
    for (let i = 0; i < ids.length; i += 1000) {
      await this.col.deleteMany({ connectionId, model, nativeId: { $in: ids.slice(i, i + 1000) } });
    }
    return ids;
  }

  async get(connectionId: string, model: string, nativeId: string): Promise<unknown> {
    const d = await this.col.findOne({ connectionId, model, nativeId }, { projection: { _id: 0, json: 1 } });
    return d ? (JSON.parse(d.json) as unknown) : null;
  }

  countByConnection(connectionId: string, model?: string): Promise<number> {
    return this.col.countDocuments(model ? { connectionId, model } : { connectionId });
  }

  async deleteByConnection(connectionId: string): Promise<void> {
    await this.col.deleteMany({ connectionId });
  }
}
