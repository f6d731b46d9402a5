import type { Db, Document, Filter } from 'mongodb';
import { HourlySegments } from './hourly-segments.js';
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

/**
 * An append-only log of one document per entry in hourly segments (hourly-segments.ts), newest read first. For
 * logs written on every API request, block-log.ts packs a flush's entries into one document instead.
 */
/** What a page of a log may be narrowed by: fields equal to values (the store builds the query). */
export type LogFilter<T extends LogDoc> = Partial<Omit<T, '_id' | 'at'>>;

export class SegmentedLog<T extends LogDoc> {
  private readonly segments: HourlySegments;

  constructor(
    private readonly db: Db,
    base: string,
  ) {
    this.segments = new HourlySegments(db, base);
  }

  /** Inserts entries into their hourly segments (duplicates of an `_id` already logged are skipped). */
  async append(docs: T[]): Promise<void> {
    const bySegment = new Map<string, T[]>();
    for (const d of docs) {
      const name = this.segments.of(d.at);
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
      this.segments.written(name);
    }
  }

  /**
   * Entries matching `filter`, newest first. The cursor names the last entry returned; a page stops early after
   * `budgetMs` (a very sparse filter) and its cursor then resumes the search where it stopped.
   */
  async page(
    filter: LogFilter<T>,
    opts: { limit: number; cursor?: string | undefined; budgetMs?: number; since?: Date },
  ): Promise<LogPage<T>> {
    const started = Date.now();
    const budget = opts.budgetMs ?? 600;
    const after = parseCursor(opts.cursor);
    const sinceName = opts.since ? this.segments.of(opts.since) : undefined;
    const items: T[] = [];
    const names = await this.segments.names();
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
    const names = (await this.segments.names()).slice(0, maxSegments);
    for (const name of names) {
      const doc = await this.db.collection<LogDoc>(name).findOne({ _id: id });
      if (doc) return doc as T;
    }
    return null;
  }

  /** Drops the segments that end before `before`; returns how many entries they held. */
  dropBefore(before: Date): Promise<number> {
    return this.segments.dropBefore(before, (name) => this.db.collection(name).estimatedDocumentCount());
  }
}

export function formatCursor(segment: string, at: Date | null, id: string): string {
  return `${segment}~${at ? at.getTime() : ''}~${id}`;
}

export function parseCursor(cursor: string | undefined): { segment: string; at: Date | null; id: string } | undefined {
  if (!cursor) return undefined;
  const [segment, at, id] = cursor.split('~');
  if (!segment || id === undefined) return undefined;
  return { segment, at: at ? new Date(Number(at)) : null, id };
}
