import { MongoServerError, type Db } from 'mongodb';
import { COLLECTIONS } from './collections.js';
import { DUPLICATE_KEY } from './insert-ignoring-duplicates.js';

export type DeliveryStatus = 'pending' | 'delivered' | 'failed';

export interface DeliveryAttempt {
  attempt: number;
  at: Date;
  statusCode: number | null;
  durationMs: number;
  error: string | null;
}

/** One event to one webhook. Pending, it lives in the outbox; once delivered or failed for good, in the log. */
export interface DeliveryDoc {
  /** The delivery id: the embedded store reads and writes by `_id` from an index and scans for anything else. */
  _id: string;
  webhookId: string;
  projectId: string;
  environmentId: string;
  connectionId: string;
  eventId: string;
  eventType: string;
  url: string;
  /**
   * The JSON sent on every attempt, so each signature covers the same bytes; a `connection.degraded` event's
   * reconnect link is not in it (`reconnectUrl: null`) but in `reconnectSealed`, put back at each attempt.
   */
  body: string;
  /** Pending deliveries of `connection.degraded` only: the reconnect link, sealed. Never in the delivery log. */
  reconnectSealed?: string;
  status: DeliveryStatus;
  attempts: DeliveryAttempt[];
  createdAt: Date;
  finishedAt: Date | null;
  /** The worker process (host:pid) that finished it. */
  worker?: string;
}

/** The delivery log: finished deliveries, written once each (inserts are what the embedded store does fastest). */
export class DeliveriesRepo {
  constructor(private readonly db: Db) {}

  private get col() {
    return this.db.collection<DeliveryDoc>(COLLECTIONS.deliveries);
  }

  /** Logs finished deliveries; one already logged (a crash between logging and leaving the outbox) is kept as is. */
  async logFinished(docs: DeliveryDoc[]): Promise<void> {
    if (!docs.length) return;
    try {
      await this.col.insertMany(
        docs.map((d) => ({ ...d })),
        { ordered: false },
      );
    } catch (e) {
      const dupOnly =
        e instanceof MongoServerError &&
        (e as MongoServerError & { writeErrors?: { code: number }[] }).writeErrors?.every((w) => w.code === DUPLICATE_KEY);
      if (!dupOnly) throw e;
    }
  }

  /** Which of these delivery ids are in the log (one point read each: the embedded store scans the log for `$in`). */
  async loggedAmong(ids: string[]): Promise<Set<string>> {
    const found = await Promise.all(ids.map((_id) => this.col.findOne({ _id }, { projection: { _id: 1 } })));
    return new Set(found.flatMap((d) => (d ? [d._id] : [])));
  }

  async deleteFinishedBefore(before: Date): Promise<number> {
    return (await this.col.deleteMany({ finishedAt: { $lt: before } })).deletedCount;
  }

  listByWebhook(webhookId: string, limit: number): Promise<DeliveryDoc[]> {
    return this.col.find({ webhookId }).sort({ createdAt: -1 }).limit(limit).toArray();
  }
}
