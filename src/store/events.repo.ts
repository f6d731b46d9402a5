import type { Db, Filter } from 'mongodb';
import type { ConnectionHealthNotice } from '../events/connector-event.js';
import { COLLECTIONS } from './collections.js';
import { insertIgnoringDuplicates, INSERT_CHUNK } from './insert-ignoring-duplicates.js';

export interface EventDoc {
  eventId: string;
  projectId: string;
  environmentId: string;
  connectionId: string;
  eventType: string;
  eventTime: Date;
  data: { id: string } | null;
  /** Connection health events only. */
  health?: ConnectionHealthNotice;
  /** Position in the environment's event log (1, 2, ...); absent on events stored before the log existed. */
  seq?: number;
  createdAt: Date;
}

interface SequenceDoc {
  _id: string;
  last: number;
}

export interface EventLogFilter {
  eventType?: string | undefined;
  connectionId?: string | undefined;
}

export class EventsRepo {
  constructor(private readonly db: Db) {}

  private get col() {
    return this.db.collection<EventDoc>(COLLECTIONS.events);
  }

  private get sequences() {
    return this.db.collection<SequenceDoc>(COLLECTIONS.eventSequences);
  }

  /**
   * Reserves `count` consecutive positions of an environment's event log and returns the first. One atomic
   * `$inc` on the environment's counter (keyed by `_id`, the one filter the embedded store indexes), so concurrent
   * writers in any number of processes never share a position.
   */
  async allocateSeq(environmentId: string, count: number): Promise<number> {
    const doc = await this.sequences.findOneAndUpdate(
      { _id: environmentId },
      { $inc: { last: count } },
      { upsert: true, returnDocument: 'after' },
    );
    if (!doc) throw new Error(`event sequence of ${environmentId} was not allocated`);
    return doc.last - count + 1;
  }

  /** The last position reserved in an environment's log (0 when it has none). */
  async lastSeq(environmentId: string): Promise<number> {
    return (await this.sequences.findOne({ _id: environmentId }))?.last ?? 0;
  }

  /** Stores new events; returns the ids of those already stored (a batch repeated after a crash), which are left as they are. */
  async insertMany(docs: EventDoc[]): Promise<Set<string>> {
    const repeated = new Set<string>();
    for (let i = 0; i < docs.length; i += INSERT_CHUNK) {
      const chunk = docs.slice(i, i + INSERT_CHUNK);
      for (const index of await insertIgnoringDuplicates(this.col, chunk)) repeated.add(chunk[index]!.eventId);
    }
    return repeated;
  }

  /** Log entries after position `after`, in order, at most `limit`. */
  listAfter(environmentId: string, after: number, filter: EventLogFilter, limit: number): Promise<EventDoc[]> {
    const q: Filter<EventDoc> = { environmentId, seq: { $gt: after } };
    if (filter.eventType) q.eventType = filter.eventType;
    if (filter.connectionId) q.connectionId = filter.connectionId;
    return this.col
      .find(q, { projection: { _id: 0 } })
      .sort({ seq: 1 })
      .limit(limit)
      .toArray();
  }

  /** Positions (and when they were stored) of every entry in `(after, upTo]`, whatever its type or connection. */
  async positions(environmentId: string, after: number, upTo: number): Promise<{ seq: number; createdAt: Date }[]> {
    const docs = await this.col
      .find({ environmentId, seq: { $gt: after, $lte: upTo } }, { projection: { _id: 0, seq: 1, createdAt: 1 } })
      .sort({ seq: 1 })
      .toArray();
    return docs.map((d) => ({ seq: d.seq ?? 0, createdAt: d.createdAt }));
  }

  async deleteBefore(before: Date): Promise<number> {
    return (await this.col.deleteMany({ createdAt: { $lt: before } })).deletedCount;
  }

  async countByConnection(connectionId: string): Promise<number> {
    return this.col.countDocuments({ connectionId });
  }
}
