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

export class DashboardStatsRepo {
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
    const ids: string[] = [];
    for (let t = Math.floor(from.getTime() / 3_600_000) * 3_600_000; t <= Date.now(); t += 3_600_000)
      ids.push(statsHourId(environmentId, new Date(t)));
    return this.col.find({ _id: { $in: ids } }).toArray();
  }

  async deleteBefore(before: Date): Promise<number> {
    return (await this.col.deleteMany({ hour: { $lt: before } })).deletedCount;
  }
}
