import type { Db, Document, Filter } from 'mongodb';
import { DUPLICATE_KEY, INSERT_CHUNK } from './insert-ignoring-duplicates.js';

/** A log document: `_id` unique, `at` the time it is filed under (its segment and its order). */
export interface LogDoc {
  _id: string;
  at: Date;
}

export interface LogPage<T> {
  items: T[];
  nextCursor: string | null;
}

const HOUR_MS = 3_600_000;
/** The list of segments is re-read at most this often (other processes may have added one). */
const SEGMENTS_TTL_MS = 5_000;

/**
 * An append-only log kept as one collection per hour (`<base>_YYYYMMDDHH`), newest read first. The embedded
 * store scans a whole collection for any filter and sorts in memory, so one big collection would cost seconds
 * per page at 100,000 entries; a page here reads only the newest segments until it is full, and retention drops
 * whole segments (no slow deleteMany). On MongoDB the layout costs nothing either.
 */
export class SegmentedLog<T extends LogDoc> {
  private known: { names: string[]; readAt: number } | undefined;

  constructor(
    private readonly db: Db,
    private readonly base: string,
  ) {}

  /** The segment of the latest hour asked for: a flush files hundreds of entries of the same hour. */
  private lastSegment: { fromMs: number; name: string } | undefined;

  private segmentOf(at: Date): string {
    const ms = at.getTime();
    const last = this.lastSegment;
    if (last && ms >= last.fromMs && ms < last.fromMs + HOUR_MS) return last.name;
    const name = `${this.base}_${at.toISOString().slice(0, 13).replace(/[-T]/g, '')}`;
    this.lastSegment = { fromMs: Math.floor(ms / HOUR_MS) * HOUR_MS, name };
    return name;
  }

  /** Inserts entries into their hourly segments (duplicates of an `_id` already logged are skipped). */
  async append(docs: T[]): Promise<void> {
    const bySegment = new Map<string, T[]>();
    for (const d of docs) {
      const name = this.segmentOf(d.at);
      const list = bySegment.get(name) ?? [];
      list.push(d);
      bySegment.set(name, list);
    }
    for (const [name, list] of bySegment) {
      for (let i = 0; i < list.length; i += INSERT_CHUNK) {
        await this.db
          .collection<LogDoc>(name)
          .insertMany(
            list.slice(i, i + INSERT_CHUNK).map((d) => ({ ...d })),
            { ordered: false },
          )
          .catch((err: unknown) => {
            // A MongoServerError (one duplicate) or a MongoBulkWriteError (several): both carry these fields.
            const e = err as { code?: number; writeErrors?: { code: number }[] };
            const dupOnly = e.code === DUPLICATE_KEY || (e.writeErrors?.length && e.writeErrors.every((w) => w.code === DUPLICATE_KEY));
            if (!dupOnly) throw err;
          });
      }
      if (this.known && !this.known.names.includes(name)) this.known.names = [...this.known.names, name].sort().reverse();
    }
  }

  /** Segment names, newest first. */
  async segments(): Promise<string[]> {
    if (this.known && Date.now() - this.known.readAt < SEGMENTS_TTL_MS) return this.known.names;
    const prefix = `${this.base}_`;
    const names = (await this.db.listCollections({}, { nameOnly: true }).toArray())
      .map((c) => c.name)
      .filter((n) => n.startsWith(prefix) && /^\d{10}$/.test(n.slice(prefix.length)))
      .sort()
      .reverse();
    this.known = { names, readAt: Date.now() };
    return names;
  }

  /**
   * Entries matching `filter`, newest first. The cursor names the last entry returned; a page stops early after
   * `budgetMs` (a very sparse filter) and its cursor then resumes the search where it stopped.
   */
  async page(
    filter: Filter<T>,
    opts: { limit: number; cursor?: string | undefined; budgetMs?: number; since?: Date },
  ): Promise<LogPage<T>> {
    const started = Date.now();
    const budget = opts.budgetMs ?? 600;
    const after = parseCursor(opts.cursor);
    const sinceName = opts.since ? this.segmentOf(opts.since) : undefined;
    const items: T[] = [];
    const names = await this.segments();
    for (let i = 0; i < names.length; i++) {
      const name = names[i]!;
      if (after && name > after.segment) continue;
      if (sinceName && name < sinceName) break;
      const q: Document = { ...filter };
      if (after?.segment === name && after.at !== null) {
        q.$or = [{ at: { $lt: after.at } }, { at: after.at, _id: { $lt: after.id } }];
      }
      const need = opts.limit - items.length;
      const found = await this.db
        .collection<T>(name)
        .find(q as Filter<T>)
        .sort({ at: -1, _id: -1 })
        .limit(need + 1)
        .toArray();
      items.push(...(found.slice(0, need) as T[]));
      if (found.length > need) {
        const last = items[items.length - 1]!;
        return { items, nextCursor: formatCursor(name, last.at, last._id) };
      }
      if (items.length >= opts.limit) {
        const next = names[i + 1];
        return { items, nextCursor: next ? formatCursor(next, null, '') : null };
      }
      const next = names[i + 1];
      if (next && Date.now() - started > budget) return { items, nextCursor: formatCursor(next, null, '') };
    }
    return { items, nextCursor: null };
  }

  /** One entry by id, looking in the newest segments first. */
  async findById(id: string, maxSegments = 24 * 90): Promise<T | null> {
    const names = (await this.segments()).slice(0, maxSegments);
    for (const name of names) {
      const doc = await this.db.collection<LogDoc>(name).findOne({ _id: id });
      if (doc) return doc as T;
    }
    return null;
  }

  /** Drops the segments that end before `before`; returns how many entries they held. */
  async dropBefore(before: Date): Promise<number> {
    const cut = this.segmentOf(new Date(before.getTime() - HOUR_MS + 1));
    let removed = 0;
    for (const name of await this.segments()) {
      if (name >= cut) continue;
      removed += await this.db.collection(name).estimatedDocumentCount();
      await this.db.collection(name).drop();
    }
    this.known = undefined;
    return removed;
  }
}

function formatCursor(segment: string, at: Date | null, id: string): string {
  return `${segment}~${at ? at.getTime() : ''}~${id}`;
}

function parseCursor(cursor: string | undefined): { segment: string; at: Date | null; id: string } | undefined {
  if (!cursor) return undefined;
  const [segment, at, id] = cursor.split('~');
  if (!segment || id === undefined) return undefined;
  return { segment, at: at ? new Date(Number(at)) : null, id };
}
