import type { Db } from 'mongodb';
import { COLLECTIONS } from './collections.js';
import type { DeliveryDoc } from './deliveries.repo.js';

/**
 * Pending deliveries: the work queue of the webhook dispatcher, apart from the log so its reads stay small (the
 * embedded store scans a collection for any filter but `_id`). A delivery leaves it when it succeeds or fails for
 * good, and is then written to the log.
 */
export interface OutboxDoc extends DeliveryDoc {
  status: 'pending';
  dueAt: Date;
}

export class OutboxRepo {
  constructor(private readonly db: Db) {}

  private get col() {
    return this.db.collection<OutboxDoc>(COLLECTIONS.webhookOutbox);
  }

  async insertMany(docs: OutboxDoc[]): Promise<void> {
    if (docs.length)
      await this.col.insertMany(
        docs.map((d) => ({ ...d })),
        { ordered: false },
      );
  }

  /** Deliveries not finished yet (the collection's estimated size: no scan, for metrics scrapes). */
  size(): Promise<number> {
    return this.col.estimatedDocumentCount();
  }

  /** The deliveries due at `now`, oldest due first. */
  due(now: Date, limit: number): Promise<OutboxDoc[]> {
    return this.col
      .find({ dueAt: { $lte: now } })
      .sort({ dueAt: 1 })
      .limit(limit)
      .toArray();
  }

  async nextDueAt(): Promise<Date | null> {
    const next = await this.col
      .find({}, { projection: { dueAt: 1 } })
      .sort({ dueAt: 1 })
      .limit(1)
      .next();
    return next?.dueAt ?? null;
  }

  /** A failed attempt with attempts left: recorded, and the delivery waits for its backoff. */
  async retryLater(id: string, attempt: DeliveryDoc['attempts'][number], dueAt: Date): Promise<void> {
    await this.col.updateOne({ _id: id }, { $push: { attempts: attempt }, $set: { dueAt } });
  }

  async removeMany(ids: string[]): Promise<void> {
    if (ids.length) await this.col.deleteMany({ _id: { $in: ids } });
  }

  listByWebhook(webhookId: string, limit: number): Promise<OutboxDoc[]> {
    return this.col.find({ webhookId }).sort({ createdAt: -1 }).limit(limit).toArray();
  }

  /** Pending deliveries per webhook of an environment. */
  async countByWebhook(environmentId: string): Promise<Map<string, number>> {
    const docs = await this.col.find({ environmentId }, { projection: { webhookId: 1 } }).toArray();
    const out = new Map<string, number>();
    for (const d of docs) out.set(d.webhookId, (out.get(d.webhookId) ?? 0) + 1);
    return out;
  }

  async removeByWebhooks(webhookIds: string[]): Promise<void> {
    if (webhookIds.length) await this.col.deleteMany({ webhookId: { $in: webhookIds } });
  }
}
