import { LRUCache } from 'lru-cache';
import type { Collection, Db } from 'mongodb';
import { COLLECTIONS } from './collections.js';
import { INSERT_CHUNK } from './insert-ignoring-duplicates.js';

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
  /** When this content was stored (a changed record is rewritten whole). */
  storedAt: Date;
  /** When retention dropped the contents (`json` is then `null`; id and hash stay). */
  prunedAt?: Date;
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

/**
 * The records a pass is rewriting (deleted, about to be inserted again), stored before the delete and removed once
 * their inserts are done: a pass that dies in between leaves these records missing from the cache, and the pass that
 * re-runs reads them here as existing (so they are `updated`, the change the dead pass had already stored events
 * for, never `created`). One document per (connection, model), keyed by `_id` (the one filter the embedded store
 * indexes) in a collection of its own that stays as small as the number of passes under way.
 */
interface RewriteMark {
  _id: string;
  connectionId: string;
  nativeIds: string[];
  at: Date;
}

type MarksCollection = Collection<RewriteMark>;

/** The JSON of a record whose contents retention dropped. */
const PRUNED = 'null';

/** The stored hash of a record the cache lost in a rewrite that did not finish: equal to no content's hash. */
const LOST_IN_REWRITE = '';

const recordKey = (connectionId: string, model: string, nativeId: string): string => `${connectionId}|${model}|${nativeId}`;

/**
 * Changed records are rewritten in batches of this many (see RecordsPass): on the embedded store each batch's
 * delete scans the whole collection, so fewer, larger batches are faster (5,000 buffered records are a few MiB).
 */
const REWRITE_BATCH = 5000;

/**
 * One pass of a sync over one model: the stored hashes are read once when it opens (one query, whatever the store),
 * then each page is classified in memory: new records are inserted in batches, unchanged ones cost nothing, changed ones
 * are rewritten in batches (one delete of the batch, one insert), because the embedded store (FerretDB on SQLite)
 * spends time proportional to the collection on every single-document update or delete, and the same on one
 * `_id $in` delete of a whole batch. `flush()` writes what is left; a pass that stops before it (a crash) leaves those
 * records at their old content, so the next pass sees them changed again (at least once, never lost). The sync
 * stores a page's events before its records (`apply`'s `beforeWrite`), so a change is never written without them.
 * A pass that stops inside a rewrite, after its delete, leaves records missing: they are marked first (RewriteMark),
 * so the next pass still finds them changed, not new. (Upserts by `_id` instead would cost a scan of the collection
 * per record on the embedded store: see tools/embedded-mongo/README.md.)
 */
export class RecordsPass {
  private readonly seen = new Set<string>();
  private readonly inserts = new Map<string, RecordDoc>();
  private readonly rewrites = new Map<string, RecordDoc>();

  /**
   * `lost`: records an earlier pass was rewriting when it stopped (deleted, not inserted again); their hashes are
   * LOST_IN_REWRITE, and they stay marked until this pass writes them or finds them gone.
   */
  constructor(
    private readonly col: RecordsCollection,
    private readonly marks: MarksCollection,
    readonly connectionId: string,
    readonly model: string,
    private readonly hashes: Map<string, string>,
    private readonly lost = new Set<string>(),
  ) {}

  private get markId(): string {
    return `${this.connectionId}|${this.model}`;
  }

  /** Marks these records as being rewritten (with those still lost), or clears the mark when there are none. */
  private async mark(nativeIds: string[]): Promise<void> {
    const all = [...new Set([...this.lost, ...nativeIds])];
    if (!all.length) {
      await this.marks.deleteOne({ _id: this.markId });
      return;
    }
    const doc: RewriteMark = { _id: this.markId, connectionId: this.connectionId, nativeIds: all, at: new Date() };
    await this.marks.replaceOne({ _id: this.markId }, doc, { upsert: true });
  }

  /**
   * Classifies a page against the stored hashes and writes it. `beforeWrite` runs between the two with the page's
   * changes (the sync stores their events there): when the process dies before the records are written, the next
   * pass sees the same changes again, so an event written ahead of its record is never lost.
   */
  async apply(page: IncomingRecord[], beforeWrite?: (changes: PageChanges) => Promise<void>): Promise<PageChanges> {
    const changes = this.classify(page);
    if (beforeWrite && (changes.created.length || changes.updated.length)) await beforeWrite(changes);
    await this.write();
    return changes;
  }

  /**
   * Classifies a page against the stored hashes, in memory: new and changed records wait in this pass until `write`
   * (or `flush`). Several pages may be classified before one write, so their events are stored in one batch first.
   */
  classify(page: IncomingRecord[]): PageChanges {
    const now = new Date();
    const created: string[] = [];
    const updated: string[] = [];
    for (const r of page) {
      if (this.seen.has(r.nativeId) && this.hashes.get(r.nativeId) === r.hash) continue; // repeated across pages
      this.seen.add(r.nativeId);
      const hash = this.hashes.get(r.nativeId);
      if (hash === r.hash) continue;
      const doc: RecordDoc = {
        _id: recordKey(this.connectionId, this.model, r.nativeId),
        connectionId: this.connectionId,
        model: this.model,
        nativeId: r.nativeId,
        hash: r.hash,
        json: r.json,
        storedAt: now,
      };
      this.hashes.set(r.nativeId, r.hash);
      if (hash === undefined) {
        created.push(r.nativeId);
        this.inserts.set(r.nativeId, doc);
      } else if (this.inserts.has(r.nativeId)) {
        this.inserts.set(r.nativeId, doc); // created and changed again before it was written
      } else {
        updated.push(r.nativeId);
        this.rewrites.set(r.nativeId, doc);
      }
    }
    return { created, updated };
  }

  /** Writes the new records classified so far, and the changed ones once a batch of them is full. */
  async write(): Promise<void> {
    if (this.inserts.size) {
      const docs = [...this.inserts.values()];
      this.inserts.clear();
      for (let i = 0; i < docs.length; i += INSERT_CHUNK) await this.col.insertMany(docs.slice(i, i + INSERT_CHUNK), { ordered: true });
    }
    if (this.rewrites.size >= REWRITE_BATCH) await this.flush();
  }

  /** Writes every record still buffered. */
  async flush(): Promise<void> {
    if (this.inserts.size) await this.write();
    if (!this.rewrites.size) return;
    const docs = [...this.rewrites.values()];
    this.rewrites.clear();
    const ids = docs.map((d) => d.nativeId);
    // Marked first: between the delete and the last insert the cache lacks records that exist (see RewriteMark).
    await this.mark(ids);
    await this.removeByNativeIds(ids);
    for (let i = 0; i < docs.length; i += INSERT_CHUNK) await this.col.insertMany(docs.slice(i, i + INSERT_CHUNK), { ordered: true });
    for (const id of ids) this.lost.delete(id);
    await this.mark([]);
  }

  /**
   * Deletes these records in one command. By natural key, not `_id`: the same cost on the embedded store (a scan of
   * the collection comparing each document with the list), and it also replaces documents written before records
   * were keyed by `_id`. (Splitting the list into `_id` ranges under an `$or` measured slower there.)
   */
  private async removeByNativeIds(nativeIds: string[]): Promise<void> {
    await this.col.deleteMany({ connectionId: this.connectionId, model: this.model, nativeId: { $in: nativeIds } });
  }

  /**
   * After a complete read: flushes, removes what the pass did not see, and returns those ids. `beforeDelete` runs
   * first with the ids (the sync stores their `deleted` events there, so a crash in between repeats them).
   */
  async deleteUnseen(beforeDelete?: (gone: string[]) => Promise<void>): Promise<string[]> {
    await this.flush();
    const gone = [...this.hashes.keys()].filter((id) => !this.seen.has(id));
    if (beforeDelete && gone.length) await beforeDelete(gone);
    for (let i = 0; i < gone.length; i += REWRITE_BATCH) await this.removeByNativeIds(gone.slice(i, i + REWRITE_BATCH));
    for (const id of gone) this.hashes.delete(id);
    if (gone.some((id) => this.lost.delete(id))) await this.mark([]);
    return gone;
  }

  /**
   * Records the tool says are deleted (its deleted-records listing, or tombstones in a read): those the cache holds
   * are removed and their ids returned; `beforeDelete` runs first with them (the sync stores their `deleted` events).
   * Ids the cache does not hold (never synced, or gone already) are ignored, so reading a deletion twice sends one event.
   */
  async deleteIds(nativeIds: string[], beforeDelete?: (gone: string[]) => Promise<void>): Promise<string[]> {
    await this.flush();
    const gone = [...new Set(nativeIds)].filter((id) => this.hashes.has(id));
    if (!gone.length) return gone;
    if (beforeDelete) await beforeDelete(gone);
    for (let i = 0; i < gone.length; i += REWRITE_BATCH) await this.removeByNativeIds(gone.slice(i, i + REWRITE_BATCH));
    for (const id of gone) {
      this.hashes.delete(id);
      this.seen.delete(id);
    }
    if (gone.some((id) => this.lost.delete(id))) await this.mark([]);
    return gone;
  }

  /** The stored hashes after this pass (every buffered record written): what the next pass may start from. */
  storedHashes(): Map<string, string> {
    return this.hashes;
  }
}

/**
 * Hashes kept between two passes of this process over the same model, so a pass does not read the whole model
 * back first (on the embedded store that read decodes every document of the collection: seconds at 50,000 records).
 * An entry is valid only for the stamp the completed pass saved in the sync state: a pass that starts clears that
 * stamp, so a pass run meanwhile by another process, or one that failed or died half way, forces a fresh read.
 * Bounded by the number of hashes held (about 150 bytes each).
 */
const HASHES_KEPT = 300_000;

export class RecordsRepo {
  private readonly kept = new LRUCache<string, { stamp: string; hashes: Map<string, string> }>({
    maxSize: HASHES_KEPT,
    sizeCalculation: (v) => Math.max(1, v.hashes.size),
  });

  constructor(private readonly db: Db) {}

  private get col(): RecordsCollection {
    return this.db.collection<RecordDoc>(COLLECTIONS.records);
  }

  private get marks(): MarksCollection {
    return this.db.collection<RewriteMark>(COLLECTIONS.recordRewrites);
  }

  /**
   * Opens a pass. `stamp`: the one the sync state holds (saved by the last completed pass): when this process kept
   * that pass's hashes, they are taken instead of being read again.
   */
  async openPass(connectionId: string, model: string, stamp?: string | null): Promise<RecordsPass> {
    const key = `${connectionId}|${model}`;
    const kept = this.kept.get(key);
    this.kept.delete(key); // the pass changes its map: kept again only when it completes (`keep`)
    if (stamp && kept?.stamp === stamp) return new RecordsPass(this.col, this.marks, connectionId, model, kept.hashes);
    const hashes = new Map<string, string>();
    for await (const d of this.col.find({ connectionId, model }, { projection: { _id: 0, nativeId: 1, hash: 1 } }))
      hashes.set(d.nativeId, d.hash);
    // Records a stopped pass had deleted to rewrite and not inserted again exist all the same (see RewriteMark).
    const lost = new Set<string>();
    const mark = await this.marks.findOne({ _id: key });
    for (const id of mark?.nativeIds ?? []) {
      if (hashes.has(id)) continue;
      hashes.set(id, LOST_IN_REWRITE);
      lost.add(id);
    }
    return new RecordsPass(this.col, this.marks, connectionId, model, hashes, lost);
  }

  /** A completed pass's hashes, valid while the sync state holds `stamp` (see `openPass`). */
  keep(pass: RecordsPass, stamp: string): void {
    this.kept.set(`${pass.connectionId}|${pass.model}`, { stamp, hashes: pass.storedHashes() });
  }

  async get(connectionId: string, model: string, nativeId: string): Promise<unknown> {
    const d = await this.col.findOne({ _id: recordKey(connectionId, model, nativeId) }, { projection: { json: 1 } });
    return d ? (JSON.parse(d.json) as unknown) : null;
  }

  /**
   * Retention: drops the contents of a connection's records stored before `before` (their JSON becomes `null`), keeping
   * id and hash, so a later read of the same record is unchanged (no event, nothing written) and a changed one is
   * stored whole again. Answers how many records it emptied.
   */
  async pruneStoredBefore(connectionId: string, before: Date): Promise<number> {
    const res = await this.col.updateMany(
      { connectionId, storedAt: { $lt: before }, json: { $ne: PRUNED } },
      { $set: { json: PRUNED, prunedAt: new Date() } },
    );
    return res.modifiedCount;
  }

  countByConnection(connectionId: string, model?: string): Promise<number> {
    return this.col.countDocuments(model ? { connectionId, model } : { connectionId });
  }

  /** Every cached record of a connection, or of one of its models. */
  async deleteByConnection(connectionId: string, model?: string): Promise<void> {
    for (const key of [...this.kept.keys()]) if (key.startsWith(`${connectionId}|`)) this.kept.delete(key);
    await this.col.deleteMany(model ? { connectionId, model } : { connectionId });
    await this.marks.deleteMany(model ? { connectionId, model } : { connectionId });
  }
}
