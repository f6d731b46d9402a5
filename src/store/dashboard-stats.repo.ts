import { LRUCache } from 'lru-cache';
import type { Db } from 'mongodb';
import { COLLECTIONS } from './collections.js';

/**
 * Counters of one environment for one hour (`_id` = `<environmentId>|YYYYMMDDHH`), kept at write time so the
 * overview's charts read 25 small documents instead of counting logs:
 *   api.<minute>.<2xx|4xx|5xx>, calls.<integrationId>, records, delivered, failed, wh.<webhookId>.<d|f>.
 */
export interface DashboardStatsDoc {
  _id: string;
  environmentId: string;
  hour: Date;
  api?: Record<string, Record<string, number>>;
  calls?: Record<string, number>;
  records?: number;
  delivered?: number;
  failed?: number;
  wh?: Record<string, { d?: number; f?: number }>;
}

/** Batched updates per request: the embedded store stalls on a 100-statement update. */
const UPDATE_CHUNK = 50;

const statsHourId = (environmentId: string, at: Date) => `${environmentId}|${at.toISOString().slice(0, 13).replace(/[-T]/g, '')}`;

/** An hour that ended this long ago no longer changes (the recorder writes every 2 s): it may be kept in memory. */
const SETTLED_AFTER_MS = 5 * 60_000;
const HOUR_MS = 3_600_000;

export class DashboardStatsRepo {
  /**
   * Settled hours read before (null: none recorded), so the overview and the webhooks page read from the store only
   * the hours that may still change (a lookup of hours by `_id` scans the collection on the embedded store).
   */
  private readonly settled = new LRUCache<string, DashboardStatsDoc | { none: true }>({ max: 20_000 });

  constructor(private readonly db: Db) {}

  private get col() {
    return this.db.collection<DashboardStatsDoc>(COLLECTIONS.dashboardStats);
  }

  /** Adds counters: one upsert per (environment, hour), `inc` keyed by dotted field path. */
  async increment(batch: { environmentId: string; hour: Date; inc: Record<string, number> }[]): Promise<void> {
    for (let i = 0; i < batch.length; i += UPDATE_CHUNK) {
      const ops = batch.slice(i, i + UPDATE_CHUNK).map((b) => ({
        updateOne: {
          filter: { _id: statsHourId(b.environmentId, b.hour) },
          update: { $inc: b.inc, $setOnInsert: { environmentId: b.environmentId, hour: b.hour } },
          upsert: true,
        },
      }));
      if (ops.length) await this.col.bulkWrite(ops, { ordered: false });
    }
  }

  /** The hours of one environment from `from` (inclusive) on. */
  async hoursSince(environmentId: string, from: Date): Promise<DashboardStatsDoc[]> {
    const now = Date.now();
    const known: DashboardStatsDoc[] = [];
    const toRead: { id: string; settled: boolean }[] = [];
    for (let t = Math.floor(from.getTime() / HOUR_MS) * HOUR_MS; t <= now; t += HOUR_MS) {
      const id = statsHourId(environmentId, new Date(t));
      const hit = this.settled.get(id);
      if (hit && 'none' in hit) continue;
      if (hit) known.push(hit);
      else toRead.push({ id, settled: t + HOUR_MS + SETTLED_AFTER_MS < now });
    }
    if (!toRead.length) return known;
    const read = await this.col.find({ _id: { $in: toRead.map((r) => r.id) } }).toArray();
    const byId = new Map(read.map((d) => [d._id, d]));
    for (const r of toRead) if (r.settled) this.settled.set(r.id, byId.get(r.id) ?? { none: true });
    return [...known, ...read];
  }

  async deleteBefore(before: Date): Promise<number> {
    return (await this.col.deleteMany({ hour: { $lt: before } })).deletedCount;
  }
}
