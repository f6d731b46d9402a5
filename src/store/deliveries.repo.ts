import type { Db } from 'mongodb';
import { COLLECTIONS } from './collections.js';

export type DeliveryStatus = 'pending' | 'delivered' | 'failed';

export interface DeliveryAttempt {
  attempt: number;
  at: Date;
  statusCode: number | null;
  durationMs: number;
  error: string | null;
}

/** One event to one webhook. `body` is the exact JSON sent on every attempt, so the signature covers the same bytes. */
export interface DeliveryDoc {
  id: string;
  webhookId: string;
  projectId: string;
  environmentId: string;
  connectionId: string;
  eventId: string;
  eventType: string;
  url: string;
  body: string;
  status: DeliveryStatus;
  attempts: DeliveryAttempt[];
  createdAt: Date;
  finishedAt: Date | null;
}

export class DeliveriesRepo {
  constructor(private readonly db: Db) {}

  private get col() {
    return this.db.collection<DeliveryDoc>(COLLECTIONS.deliveries);
  }

  async insertMany(docs: DeliveryDoc[]): Promise<void> {
    if (docs.length) await this.col.insertMany(docs.map((d) => ({ ...d })), { ordered: true });
  }

  findById(id: string): Promise<DeliveryDoc | null> {
    return this.col.findOne({ id }, { projection: { _id: 0 } });
  }

  listByWebhook(webhookId: string, limit: number): Promise<DeliveryDoc[]> {
    return this.col.find({ webhookId }, { projection: { _id: 0 } }).sort({ createdAt: -1 }).limit(limit).toArray();
  }

  /** Pending deliveries, oldest first, for re-enqueueing at start (no job may have survived a hard stop). */
  listPendingIds(limit: number): Promise<string[]> {
    return this.col
      .find({ status: 'pending' }, { projection: { _id: 0, id: 1 } })
      .sort({ createdAt: 1 })
      .limit(limit)
      .toArray()
      .then((docs) => docs.map((d) => d.id));
  }

  /** Appends one attempt; the status moves only from pending, so a late duplicate run cannot undo a final state. */
  async recordAttempt(id: string, attempt: DeliveryAttempt, status: DeliveryStatus): Promise<void> {
    await this.col.updateOne(
      { id, status: 'pending' },
      { $push: { attempts: attempt }, $set: { status, finishedAt: status === 'pending' ? null : new Date() } },
    );
  }

  async dropPendingOfWebhook(webhookId: string): Promise<string[]> {
    const ids = await this.col.find({ webhookId, status: 'pending' }, { projection: { _id: 0, id: 1 } }).toArray();
    await this.col.updateMany({ webhookId, status: 'pending' }, { $set: { status: 'failed', finishedAt: new Date() } });
    return ids.map((d) => d.id);
  }

  async countByStatus(status: DeliveryStatus): Promise<number> {
    return this.col.countDocuments({ status });
  }
}
