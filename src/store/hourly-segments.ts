import type { Db } from 'mongodb';

const HOUR_MS = 3_600_000;
/** The list of segments is re-read at most this often (other processes may have added one). */
const SEGMENTS_TTL_MS = 5_000;

/**
 * A log's collections, one per hour (`<base>_YYYYMMDDHH`): readers go newest first and stop when a page is full,
 * retention drops whole hours (no slow deleteMany). The embedded store scans a whole collection for any filter,
 * so one big collection would cost seconds per page at 100,000 entries; on MongoDB the layout costs nothing.
 */
export class HourlySegments {
  private known: { names: string[]; readAt: number } | undefined;
  /** The segment of the latest hour asked for: a flush files hundreds of entries of the same hour. */
  private last: { fromMs: number; name: string } | undefined;

  constructor(
    private readonly db: Db,
    readonly base: string,
  ) {}

  /** The segment an entry filed at `at` belongs to. */
  of(at: Date): string {
    const ms = at.getTime();
    const last = this.last;
    if (last && ms >= last.fromMs && ms < last.fromMs + HOUR_MS) return last.name;
    const name = `${this.base}_${at.toISOString().slice(0, 13).replace(/[-T]/g, '')}`;
    this.last = { fromMs: Math.floor(ms / HOUR_MS) * HOUR_MS, name };
    return name;
  }

  /** This process wrote into `name`: readers here see it without waiting for the list to be re-read. */
  written(name: string): void {
    if (this.known && !this.known.names.includes(name)) this.known.names = [...this.known.names, name].sort().reverse();
  }

  /** Segment names, newest first. */
  async names(): Promise<string[]> {
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

  /** Drops the segments that end before `before`; `count` says how many entries one held (for the caller's report). */
  async dropBefore(before: Date, count: (name: string) => Promise<number>): Promise<number> {
    const cut = this.of(new Date(before.getTime() - HOUR_MS + 1));
    let removed = 0;
    for (const name of await this.names()) {
      if (name >= cut) continue;
      removed += await count(name);
      await this.db.collection(name).drop();
    }
    this.known = undefined;
    return removed;
  }
}
