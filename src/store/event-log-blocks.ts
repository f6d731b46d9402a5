import type { Db } from 'mongodb';
import type { EventDoc } from './event-doc.js';
import { DUPLICATE_KEY, INSERT_CHUNK } from './insert-ignoring-duplicates.js';

/** Positions of an environment's event log per block collection. */
const LOG_BLOCK = 500;

const PREFIX = 'eventLog_';

/**
 * An entry of the log: an event, or a position found to hold none (its writer reserved it and stopped), written so
 * that readers stop looking for it.
 */
export type LogEntry = (EventDoc & { seq: number; hole?: undefined }) | { seq: number; createdAt: Date; hole: true };

type BlockDoc = LogEntry & { _id: string };

/**
 * The event log's copy of the events, in blocks of LOG_BLOCK consecutive positions of one environment, one
 * collection per block (`eventLog_<environmentId>_<block>`). A page reads one block (two at a block's end), so it
 * costs the same at any size of the log: the embedded store (FerretDB on SQLite) answers every filter but
 * `{_id}` by decoding the whole collection, so a query on one big collection grew with the log (0.6-0.9 s a page
 * at 10,000 events). On MongoDB a block is read by the same query and costs the same (at most LOG_BLOCK documents).
 * Entries are keyed by event id (a block written twice holds each event once); the `events` collection remains
 * the store of record (unique event ids, deliveries, counts).
 */
export class EventLogBlocks {
  constructor(private readonly db: Db) {}

  private collection(environmentId: string, block: number) {
    return this.db.collection<BlockDoc>(`${PREFIX}${environmentId}_${String(block).padStart(9, '0')}`);
  }

  /** The block of a position (1-based positions; block 0 holds 1..LOG_BLOCK). */
  static blockOf(seq: number): number {
    return Math.floor((seq - 1) / LOG_BLOCK);
  }

  /** The last position of the block holding `seq`. */
  static blockEnd(seq: number): number {
    return (EventLogBlocks.blockOf(seq) + 1) * LOG_BLOCK;
  }

  /** Adds events (with their positions) to their blocks; one already there is left as it is. */
  async append(events: (EventDoc & { seq: number })[]): Promise<void> {
    const byBlock = new Map<string, { environmentId: string; block: number; docs: BlockDoc[] }>();
    for (const e of events) {
      const block = EventLogBlocks.blockOf(e.seq);
      const key = `${e.environmentId}|${block}`;
      const group = byBlock.get(key) ?? { environmentId: e.environmentId, block, docs: [] };
      group.docs.push({ ...e, _id: e.eventId });
      byBlock.set(key, group);
    }
    for (const { environmentId, block, docs } of byBlock.values())
      for (let i = 0; i < docs.length; i += INSERT_CHUNK) await this.insert(environmentId, block, docs.slice(i, i + INSERT_CHUNK));
  }

  /** Marks positions that hold no event, so that readers stop looking them up. */
  async markHoles(environmentId: string, seqs: number[], at: Date): Promise<void> {
    const byBlock = new Map<number, BlockDoc[]>();
    for (const seq of seqs) {
      const block = EventLogBlocks.blockOf(seq);
      const docs = byBlock.get(block) ?? [];
      docs.push({ _id: `hole|${seq}`, seq, createdAt: at, hole: true });
      byBlock.set(block, docs);
    }
    for (const [block, docs] of byBlock) await this.insert(environmentId, block, docs);
  }

  private async insert(environmentId: string, block: number, docs: BlockDoc[]): Promise<void> {
    await this.collection(environmentId, block)
      .insertMany(docs, { ordered: false })
      .catch((err: unknown) => {
        // A MongoServerError (one duplicate) or a MongoBulkWriteError (several): both carry these fields.
        const e = err as { code?: number; writeErrors?: { code: number }[] };
        const dupOnly = e.code === DUPLICATE_KEY || (e.writeErrors?.length && e.writeErrors.every((w) => w.code === DUPLICATE_KEY));
        if (!dupOnly) throw err;
      });
  }

  /** The entries after `after` in the block of position `after + 1`, in order (the first `limit` of them). */
  async readBlock(environmentId: string, after: number, limit = 0): Promise<LogEntry[]> {
    const docs = await this.collection(environmentId, EventLogBlocks.blockOf(after + 1))
      .find({ seq: { $gt: after } }, { projection: { _id: 0 } })
      .sort({ seq: 1 })
      .limit(limit)
      .toArray();
    return docs;
  }

  /**
   * Drops the blocks whose entries all came before `before` (judged by the first entry of the block after: entries
   * are written in about the order of their positions), never an environment's last block. Returns, per
   * environment, the first position still kept.
   */
  async dropBefore(before: Date): Promise<Map<string, number>> {
    const names = (await this.db.listCollections({}, { nameOnly: true }).toArray()).map((c) => c.name).filter((n) => n.startsWith(PREFIX));
    const byEnv = new Map<string, string[]>();
    for (const name of names) {
      const cut = name.lastIndexOf('_');
      const env = name.slice(PREFIX.length, cut);
      byEnv.set(env, [...(byEnv.get(env) ?? []), name]);
    }
    const kept = new Map<string, number>();
    for (const [env, blocks] of byEnv) {
      blocks.sort();
      for (let i = 0; i + 1 < blocks.length; i++) {
        // The first entry inserted: a query without filter or sort is answered from the start of the collection.
        const next = await this.db
          .collection<BlockDoc>(blocks[i + 1]!)
          .find({})
          .limit(1)
          .next();
        if (!next || next.createdAt >= before) break;
        await this.db.collection(blocks[i]!).drop();
        kept.set(env, (Number(blocks[i]!.slice(blocks[i]!.lastIndexOf('_') + 1)) + 1) * LOG_BLOCK + 1);
      }
    }
    return kept;
  }
}
