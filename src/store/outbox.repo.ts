import type { Db } from 'mongodb';
import { COLLECTIONS } from './collections.js';

/**
 * Deliveries still to attempt: the work queue of the webhook dispatcher, apart from the delivery log so its reads
 * stay small (the embedded store scans a collection for any filter but `_id`). A document leaves the outbox when
 * its delivery succeeds or fails for good; `_id` is the delivery id.
 */
export interface OutboxDoc {
  _id: string;
  webhookId: string;
  environmentId: string;
  projectId: string;
  connectionId: string;
  url: string;
  /** The exact JSON sent on every attempt, so each signature covers the same bytes. */
  body: string;
  /** Attempts already made. */
  attempts: number;
  dueAt: Date;
}

export class OutboxRepo {
  constructor(private readonly db: Db) {}

  private get col() {
    return this.db.collection<OutboxDoc>(COLLECTIONS.webhookOutbox);
  }

  async insertMany(docs: OutboxDoc[]): Promise<void> {
    if (docs.length) await this.col.insertMany(docs.map((d) => ({ ...d })), { ordered: false });
  }

  /** The deliveries due at `now`, oldest due first. */
  due(now: Date, limit: number): Promise<OutboxDoc[]> {
    return this.col.find({ dueAt: { $lte: now } }).sort({ dueAt: 1 }).limit(limit).toArray();
  }

  async nextDueAt(): Promise<Date | null> {
    const next = await this.col.find({}, { projection: { dueAt: 1 } }).sort({ dueAt: 1 }).limit(1).next();
    return next?.dueAt ?? null;
  }

  async reschedule(id: string, attempts: number, dueAt: Date): Promise<void> {
    await this.col.updateOne({ _id: id }, { $set: { attempts, dueAt } });
  }

  async remove(id: string): Promise<void> {
    await this.col.deleteOne({ _id: id });
  }

  async removeByWebhooks(webhookIds: string[]): Promise<void> {
    if (webhookIds.length) await this.col.deleteMany({ webhookId: { $in: webhookIds } });
  }
}
