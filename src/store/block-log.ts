import type { Db, Filter } from 'mongodb';
import { HourlySegments } from './hourly-segments.js';
import { insertIgnoringDuplicates } from './insert-ignoring-duplicates.js';
import { formatCursor, parseCursor, type LogDoc, type LogPage } from './segmented-log.js';

/** An entry of a block log: it belongs to one environment, which every read names; its fields but `at` are JSON values. */
export interface EnvironmentLogDoc extends LogDoc {
  environmentId: string;
}

/** A page's filter: the environment, and fields an entry must equal. */
export type BlockLogFilter<T extends EnvironmentLogDoc> = Pick<T, 'environmentId'> & Partial<Omit<T, '_id' | 'at' | 'environmentId'>>;

/** Entries of one environment written by one flush, newest first; `at` and `from` bound their times. */
interface BlockDoc {
  _id: string;
  environmentId: string;
  /** the newest entry's time */
  at: Date;
  /** the oldest entry's time */
  from: Date;
  /** how many entries (retention reports it without reading them) */
  n: number;
  /**
   * The entries as one JSON text (`at` in epoch milliseconds): the embedded store converts every field of a
   * document on write, so 500 entries as sub-documents cost it about as much as 500 documents; one string does not.
   */
  entries: string;
}

/** Entries per block at most (a flush of more writes several blocks). */
const BLOCK_ENTRIES = 500;
/** Blocks read from the store per round trip while merging. */
const READ_BATCH = 16;

/**
 * An append-only log for entries written on every API request (request and downstream-call logs). A flush writes
 * each environment's entries as one block document in the hourly segment (hourly-segments.ts) instead of one
 * document per entry: the store's work per request is then a share of one insert, however many requests arrive
 * (one insert per entry cost the embedded store ~45 us of CPU per entry, two per passthrough request).
 * Reads merge blocks newest first (blocks written by several processes overlap in time), so pages come out in
 * the same order, with the same cursors, as one document per entry would give.
 */
export class BlockLog<T extends EnvironmentLogDoc> {
  private readonly segments: HourlySegments;

  constructor(
    private readonly db: Db,
    base: string,
  ) {
    this.segments = new HourlySegments(db, base);
  }

  private collection(name: string) {
    return this.db.collection<BlockDoc>(name);
  }

  /** Writes entries as blocks: per hourly segment and environment, newest first, BLOCK_ENTRIES at most each. */
  async append(docs: T[]): Promise<void> {
    const groups = new Map<string, { segment: string; environmentId: string; entries: T[] }>();
    for (const d of docs) {
      const segment = this.segments.of(d.at);
      const key = `${segment}|${d.environmentId}`;
      let group = groups.get(key);
      if (!group) groups.set(key, (group = { segment, environmentId: d.environmentId, entries: [] }));
      group.entries.push(d);
    }
    const bySegment = new Map<string, BlockDoc[]>();
    for (const { segment, environmentId, entries } of groups.values()) {
      entries.sort(newestFirst);
      for (let i = 0; i < entries.length; i += BLOCK_ENTRIES) {
        const part = entries.slice(i, i + BLOCK_ENTRIES);
        const block: BlockDoc = {
          _id: part[0]!._id,
          environmentId,
          at: part[0]!.at,
          from: part[part.length - 1]!.at,
          n: part.length,
          entries: entriesText(part),
        };
        bySegment.set(segment, [...(bySegment.get(segment) ?? []), block]);
      }
    }
    for (const [segment, blocks] of bySegment) {
      await insertIgnoringDuplicates(this.collection(segment), blocks); // a block written twice is the same block
      this.segments.written(segment);
    }
  }

  /**
   * Entries of the filter's environment equal to its other fields, newest first (ties by id, descending). The
   * cursor names the last entry returned; a page stops early after `budgetMs` (a very sparse filter) and its cursor
   * then resumes the search at the next segment.
   */
  async page(filter: BlockLogFilter<T>, opts: { limit: number; cursor?: string | undefined; budgetMs?: number }): Promise<LogPage<T>> {
    const started = Date.now();
    const budget = opts.budgetMs ?? 600;
    const after = parseCursor(opts.cursor);
    const matches = matcherOf(filter);
    const items: T[] = [];
    const names = await this.segments.names();
    for (let i = 0; i < names.length; i++) {
      const name = names[i]!;
      if (after && name > after.segment) continue;
      const bound = after?.segment === name && after.at !== null ? { at: after.at, id: after.id } : undefined;
      const need = opts.limit - items.length;
      const found = await this.readSegment(name, filter.environmentId, bound, matches, need + 1);
      items.push(...found.slice(0, need));
      if (found.length > need) {
        const last = items[items.length - 1]!;
        return { items, nextCursor: formatCursor(name, last.at, last._id) };
      }
      const next = names[i + 1];
      if (items.length >= opts.limit) return { items, nextCursor: next ? formatCursor(next, null, '') : null };
      if (next && Date.now() - started > budget) return { items, nextCursor: formatCursor(next, null, '') };
    }
    return { items, nextCursor: null };
  }

  /**
   * The first `want` matching entries of one segment older than `bound`, newest first. Blocks come sorted by their
   * newest entry; an entry is certain of its place once it is newer than every block not read yet.
   */
  private async readSegment(
    name: string,
    environmentId: string,
    bound: { at: Date; id: string } | undefined,
    matches: (entry: T) => boolean,
    want: number,
  ): Promise<T[]> {
    const query: Filter<BlockDoc> = { environmentId };
    if (bound) query.from = { $lte: bound.at };
    const cursor = this.collection(name).find(query).sort({ at: -1, _id: -1 }).batchSize(READ_BATCH);
    const out: T[] = [];
    let pending: T[] = [];
    try {
      for (let block = await cursor.next(); block;) {
        for (const e of entriesOf<T>(block)) if (matches(e) && (!bound || olderThan(e, bound))) pending.push(e);
        const next = await cursor.next();
        // Entries newer than the next block's newest are in their final order.
        pending.sort(newestFirst);
        const settled = next ? pending.filter((e) => e.at > next.at) : pending;
        out.push(...settled.slice(0, want - out.length));
        if (out.length >= want) return out;
        pending = next ? pending.filter((e) => e.at <= next.at) : [];
        block = next;
      }
    } finally {
      await cursor.close();
    }
    return out;
  }

  /** Drops the segments that end before `before`; returns how many entries they held. */
  dropBefore(before: Date): Promise<number> {
    return this.segments.dropBefore(before, async (name) => {
      const blocks = await this.collection(name)
        .find({}, { projection: { n: 1 } })
        .toArray();
      return blocks.reduce((sum, b) => sum + b.n, 0);
    });
  }
}

/**
 * Entries as the block's JSON text, each `at` in epoch milliseconds. Every API request's log entries pass here: a
 * copy of each entry with `at` replaced (a spread overriding a key it has stays on V8's fast path) and a plain
 * JSON.stringify, about 4x cheaper than a replacer function, which JSON.stringify calls for every key of every entry.
 */
function entriesText(entries: readonly LogDoc[]): string {
  return JSON.stringify(entries.map((e) => ({ ...e, at: e.at.getTime() })));
}

function entriesOf<T extends EnvironmentLogDoc>(block: BlockDoc): T[] {
  return JSON.parse(block.entries, (k, v: unknown) => (k === 'at' && typeof v === 'number' ? new Date(v) : v)) as T[];
}

function newestFirst(a: LogDoc, b: LogDoc): number {
  return b.at.getTime() - a.at.getTime() || (a._id < b._id ? 1 : a._id > b._id ? -1 : 0);
}

/** Whether an entry comes after the cursor's entry in newest-first order. */
function olderThan(e: LogDoc, bound: { at: Date; id: string }): boolean {
  const t = e.at.getTime();
  const b = bound.at.getTime();
  return t < b || (t === b && e._id < bound.id);
}

function matcherOf<T extends EnvironmentLogDoc>(filter: BlockLogFilter<T>): (entry: T) => boolean {
  const fields = (Object.entries(filter) as [keyof T, unknown][]).filter(([k, v]) => k !== 'environmentId' && v !== undefined);
  return (entry) => fields.every(([k, v]) => entry[k] === v);
}
