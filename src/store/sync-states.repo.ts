import type { Db } from 'mongodb';
import { COLLECTIONS } from './collections.js';

/** Progress of one model of one connection. `cursor` is the greatest cursor value seen (ISO 8601). */
export interface SyncStateDoc {
  connectionId: string;
  model: string;
  cursor: string | null;
  /** A delta model (manifest `sync.delta`): the token its last complete read ended with (Calendar's nextSyncToken). */
  deltaToken?: string | null;
  /** The initial (30 days) and backfill passes are done. */
  initialDone: boolean;
  backfillDone: boolean;
  lastRunAt: Date | null;
  lastFullAt: Date | null;
  lastError: string | null;
  /** Consecutive failed runs; drives the retry backoff. */
  failures: number;
  /** Records read by the current (or last) pass, saved page by page: the dashboard's progress. */
  recordsRead?: number;
  /** Set while a pass reads this model. */
  runningSince?: Date | null;
  /**
   * The pass writing this model's cache, from its start until it completes (kept through a crash or a failure): its
   * change events have ids derived from it, so a pass re-run after a crash stores the same events again, not new ones.
   */
  passId?: string | null;
  /**
   * Saved by each completed pass, cleared when a pass starts: the process that ran the pass keeps its hashes under
   * this stamp (RecordsRepo.openPass), valid while no other pass has started since.
   */
  hashesStamp?: string | null;
  /**
   * `sync.deletions.strategy: deleted_records`: the start of the last deleted-records read that completed; the next
   * one reads from it (absent: from the end of the backfill).
   */
  deletionsReadAt?: Date | null;
}

export class SyncStatesRepo {
  constructor(private readonly db: Db) {}

  private get col() {
    return this.db.collection<SyncStateDoc>(COLLECTIONS.syncStates);
  }

  async get(connectionId: string, model: string): Promise<SyncStateDoc> {
    const doc = await this.col.findOne({ connectionId, model }, { projection: { _id: 0 } });
    return (
      doc ?? {
        connectionId,
        model,
        cursor: null,
        initialDone: false,
        backfillDone: false,
        lastRunAt: null,
        lastFullAt: null,
        lastError: null,
        failures: 0,
      }
    );
  }

  async save(doc: SyncStateDoc): Promise<void> {
    const { connectionId, model, ...rest } = doc;
    await this.col.updateOne({ connectionId, model }, { $set: rest }, { upsert: true });
  }

  /** Bulk load of new states (seeding): chunked inserts. */
  async insertMany(docs: SyncStateDoc[]): Promise<void> {
    for (let i = 0; i < docs.length; i += 500) await this.col.insertMany(docs.slice(i, i + 500).map((d) => ({ ...d })));
  }

  /** The states of several connections (one read of the collection, for a page of connections). */
  listForConnections(connectionIds: string[]): Promise<SyncStateDoc[]> {
    if (!connectionIds.length) return Promise.resolve([]);
    return this.col.find({ connectionId: { $in: connectionIds } }, { projection: { _id: 0 } }).toArray();
  }

  async deleteByConnection(connectionId: string, model?: string): Promise<void> {
    await this.col.deleteMany(model ? { connectionId, model } : { connectionId });
  }
}
