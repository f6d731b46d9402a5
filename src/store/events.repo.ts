import type { Db } from 'mongodb';
import { COLLECTIONS } from './collections.js';
import type { EventDoc } from './event-doc.js';
import { EventLogBlocks, type LogEntry } from './event-log-blocks.js';
import { insertIgnoringDuplicates, INSERT_CHUNK } from './insert-ignoring-duplicates.js';

export type { EventDoc };

interface SequenceDoc {
  _id: string;
  last: number;
  /** When `last` was reserved (readers tell a position being written from one whose writer stopped). */
  at?: Date;
  /** The first position the log keeps (retention dropped the blocks before it). */
  start?: number;
}

export interface EventLogFilter {
  eventType?: string | undefined;
  connectionId?: string | undefined;
}

export class EventsRepo {
  private readonly log: EventLogBlocks;

  constructor(private readonly db: Db) {
    this.log = new EventLogBlocks(db);
  }

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
      { $inc: { last: count }, $set: { at: new Date() } },
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
    // Then the log's copy. A repeated event's entry was written with it, under its first position (a stop in between
    // leaves the position missing from the log: its readers find it in the events, see repairLog).
    await this.log.append(docs.filter((d): d is EventDoc & { seq: number } => d.seq !== undefined && !repeated.has(d.eventId)));
    return repeated;
  }

  /** The first position kept and the last reserved in an environment's log (0: none yet), and when that one was. */
  async positionsKept(environmentId: string): Promise<{ start: number; last: number; at: Date | null }> {
    const doc = await this.sequences.findOne({ _id: environmentId });
    return { start: doc?.start ?? 1, last: doc?.last ?? 0, at: doc?.at ?? null };
  }

  /** The log's entries after `after`, up to the end of the block that holds `after + 1` (see EventLogBlocks), or the first `limit`. */
  readLogBlock(environmentId: string, after: number, limit?: number): Promise<LogEntry[]> {
    return this.log.readBlock(environmentId, after, limit);
  }

  /**
   * Positions `from..to` missing from the log, looked up in the events themselves: an event stored by a writer that
   * stopped before its log entry, or before the log existed. A scan of the events on the embedded store, so only
   * for positions a reader found missing; what is found is added to the log, what is not is marked as a hole.
   */
  async repairLog(environmentId: string, seqs: number[]): Promise<(EventDoc & { seq: number })[]> {
    if (!seqs.length) return [];
    const found = (await this.col
      .find({ environmentId, seq: { $gte: Math.min(...seqs), $lte: Math.max(...seqs) } }, { projection: { _id: 0 } })
      .toArray()) as EventDoc[];
    const wanted = new Set(seqs);
    const events = found.filter((e): e is EventDoc & { seq: number } => e.seq !== undefined && wanted.has(e.seq));
    await this.log.append(events);
    const have = new Set(events.map((e) => e.seq));
    await this.log.markHoles(
      environmentId,
      seqs.filter((s) => !have.has(s)),
      new Date(),
    );
    return events;
  }

  async deleteBefore(before: Date): Promise<number> {
    // Readers start at the first position kept: what retention removed is not looked for (see repairLog).
    for (const [environmentId, start] of await this.log.dropBefore(before))
      await this.sequences.updateOne({ _id: environmentId }, { $max: { start } });
    return (await this.col.deleteMany({ createdAt: { $lt: before } })).deletedCount;
  }

  async countByConnection(connectionId: string): Promise<number> {
    return this.col.countDocuments({ connectionId });
  }
}
