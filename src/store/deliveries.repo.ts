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

/** The log of one event to one webhook (the work still to do is in the outbox). */
export interface DeliveryDoc {
  /** Same as `id`: the embedded store reads and updates by `_id` from an index and scans for anything else. */
  _id: string;
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
    return this.col.findOne({ _id: id });
  }

  listByWebhook(webhookId: string, limit: number): Promise<DeliveryDoc[]> {
    return this.col.find({ webhookId }).sort({ createdAt: -1 }).limit(limit).toArray();
  }

  /** Appends one attempt (the dispatcher is the only writer, one attempt of a delivery at a time). */
  async recordAttempt(id: string, attempt: DeliveryAttempt, status: DeliveryStatus): Promise<void> {
    await this.col.updateOne(
      { _id: id },
      { $push: { attempts: attempt }, $set: { status, finishedAt: status === 'pending' ? null : new Date() } },
    );
  }

  /** A deleted webhook: what was still pending for it will never be sent. */
  async dropPendingOfWebhooks(webhookIds: string[]): Promise<void> {
    if (webhookIds.length) await this.col.updateMany({ webhookId: { $in: webhookIds }, status: 'pending' }, { $set: { status: 'failed', finishedAt: new Date() } });
  }

  async countByStatus(status: DeliveryStatus): Promise<number> {
    return this.col.countDocuments({ status });
  }
}
