import type { AnyBulkWriteOperation, Collection, Db } from 'mongodb';
import { bulkWriteInChunks } from './bulk-write.js';
import { COLLECTIONS } from './collections.js';

/**
 * The synced cache: one unified record per (connectionId, model, nativeId). The record is stored as a JSON string
 * (`json`), not as a sub-document: downstream keys may contain dots or start with `$`, which MongoDB/FerretDB
 * refuse or misread, and the cache is only ever read back whole. `hash` is the SHA-256 of a canonical form.
 */
export interface RecordDoc {
  /** `<connectionId>|<model>|<nativeId>`: the first two never contain `|`. Keyed by `_id` because the embedded store
   * (FerretDB on SQLite) answers only `{_id: value}` from an index and scans the collection for any other filter. */
  _id: string;
  connectionId: string;
  model: string;
  nativeId: string;
  hash: string;
  json: string;
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

type RecordsCollection = Collection<RecordDoc>;

const recordKey = (connectionId: string, model: string, nativeId: string): string => `${connectionId}|${model}|${nativeId}`;

/**
 * One pass of a sync over one model: the stored hashes are read once when it opens (one query, whatever the store),
 * then each page is classified in memory and written with key-addressed operations. Absence is computed from the
 * ids the pass saw, so unchanged records cost no write at all.
 */
export class RecordsPass {
  private readonly seen = new Set<string>();

  constructor(
    private readonly col: RecordsCollection,
    private readonly connectionId: string,
    private readonly model: string,
    private readonly hashes: Map<string, string>,
  ) {}

  /** New ids inserted, changed hashes replaced, unchanged ones untouched. */
  async apply(page: IncomingRecord[]): Promise<PageChanges> {
    const now = new Date();
    const inserts: RecordDoc[] = [];
    const ops: AnyBulkWriteOperation<RecordDoc>[] = [];
    const created: string[] = [];
    const updated: string[] = [];
    const inPage = new Set<string>();
    for (const r of page) {
      if (inPage.has(r.nativeId)) continue; // a tool may repeat a record within a page
      inPage.add(r.nativeId);
      this.seen.add(r.nativeId);
      const hash = this.hashes.get(r.nativeId);
      const _id = recordKey(this.connectionId, this.model, r.nativeId);
      if (hash === undefined) {
        created.push(r.nativeId);
        inserts.push({ _id, connectionId: this.connectionId, model: this.model, nativeId: r.nativeId, hash: r.hash, json: r.json, createdAt: now, modifiedAt: now });
      } else if (hash !== r.hash) {
        updated.push(r.nativeId);
        ops.push({ updateOne: { filter: { _id }, update: { $set: { hash: r.hash, json: r.json, modifiedAt: now } } } });
      }
    }
    if (inserts.length) await this.col.insertMany(inserts, { ordered: true });
    await bulkWriteInChunks(this.col, ops);
    for (const r of page) this.hashes.set(r.nativeId, r.hash);
    return { created, updated };
  }

  /** After a complete read: removes what the pass did not see and returns those ids. */
  async deleteUnseen(): Promise<string[]> {
    const gone = [...this.hashes.keys()].filter((id) => !this.seen.has(id));
    await bulkWriteInChunks(this.col, gone.map((id): AnyBulkWriteOperation<RecordDoc> => ({ deleteOne: { filter: { _id: recordKey(this.connectionId, this.model, id) } } })));
    for (const id of gone) this.hashes.delete(id);
    return gone;
  }
}

export class RecordsRepo {
  constructor(private readonly db: Db) {}

  private get col(): RecordsCollection {
    return this.db.collection<RecordDoc>(COLLECTIONS.records);
  }

  async openPass(connectionId: string, model: string): Promise<RecordsPass> {
    const hashes = new Map<string, string>();
    for await (const d of this.col.find({ connectionId, model }, { projection: { _id: 0, nativeId: 1, hash: 1 } })) hashes.set(d.nativeId, d.hash);
    return new RecordsPass(this.col, connectionId, model, hashes);
  }

  async get(connectionId: string, model: string, nativeId: string): Promise<unknown> {
    const d = await this.col.findOne({ _id: recordKey(connectionId, model, nativeId) }, { projection: { json: 1 } });
    return d ? (JSON.parse(d.json) as unknown) : null;
  }

  countByConnection(connectionId: string, model?: string): Promise<number> {
    return this.col.countDocuments(model ? { connectionId, model } : { connectionId });
  }

  async deleteByConnection(connectionId: string): Promise<void> {
    await this.col.deleteMany({ connectionId });
  }
}
