import { MongoBulkWriteError, type Db, type WriteError } from 'mongodb';
import { COLLECTIONS } from './collections.js';
import { DUPLICATE_KEY, INSERT_CHUNK, insertIgnoringDuplicates } from './insert-ignoring-duplicates.js';
import type { DeliveryDoc } from './deliveries.repo.js';

/**
 * Pending deliveries: the work queue of the webhook workers, apart from the log so its reads stay small (the
 * embedded store scans a collection for any filter but `_id`). A delivery leaves it when it succeeds or fails for
 * good, and is then written to the log.
 *
 * Several workers drain it at once. A worker's round is a claim (`webhookOutboxClaims`, `_id` = worker/round, with a
 * lease end the worker renews while it sends); it takes each delivery by inserting a lock keyed by the delivery id
 * (`webhookOutboxLocks`): the unique `_id` makes the insert atomic on any store, so one delivery is locked by one
 * round at most. Locks of a claim whose lease ended (its worker died) are removed by the next claimant, and those
 * deliveries are sent again: at least once, never lost. Inserts and deletes only, because the embedded store updates
 * slowly (an update of 500 documents takes seconds there).
 */
export interface OutboxDoc extends DeliveryDoc {
  status: 'pending';
  dueAt: Date;
}

interface ClaimDoc {
  _id: string;
  until: Date;
}

interface LockDoc {
  _id: string;
  claim: string;
}

export class OutboxRepo {
  constructor(private readonly db: Db) {}

  private get col() {
    return this.db.collection<OutboxDoc>(COLLECTIONS.webhookOutbox);
  }

  private get claims() {
    return this.db.collection<ClaimDoc>(COLLECTIONS.outboxClaims);
  }

  private get locks() {
    return this.db.collection<LockDoc>(COLLECTIONS.outboxLocks);
  }

  /**
   * Queues deliveries; one already queued (same id: a batch repeated after a crash) is left as it is. Returns the
   * ones queued by this call.
   */
  async insertMany(docs: OutboxDoc[]): Promise<OutboxDoc[]> {
    const queued: OutboxDoc[] = [];
    for (let i = 0; i < docs.length; i += INSERT_CHUNK) {
      const chunk = docs.slice(i, i + INSERT_CHUNK);
      const repeated = new Set(await insertIgnoringDuplicates(this.col, chunk));
      queued.push(...(repeated.size ? chunk.filter((_, j) => !repeated.has(j)) : chunk));
    }
    return queued;
  }

  /** Deliveries not finished yet (the collection's estimated size: no scan, for metrics scrapes). */
  size(): Promise<number> {
    return this.col.estimatedDocumentCount();
  }

  /**
   * Claims up to `limit` deliveries due at `now`, oldest due first, until `leaseUntil`; returns the ones this claim
   * locked (another worker may lock some of the same candidates first).
   */
  async claimDue(now: Date, limit: number, leaseUntil: Date, claim: string): Promise<OutboxDoc[]> {
    await this.releaseExpired(now);
    const locked = (await this.locks.find({}, { projection: { _id: 1 } }).toArray()).map((l) => l._id);
    const due = await this.col
      .find(locked.length ? { dueAt: { $lte: now }, _id: { $nin: locked } } : { dueAt: { $lte: now } })
      .sort({ dueAt: 1 })
      .limit(limit)
      .toArray();
    if (!due.length) return [];
    await this.claims.insertOne({ _id: claim, until: leaseUntil });
    const won = await this.lock(
      claim,
      due.map((d) => d._id),
    );
    if (!won.size) await this.endClaim(claim);
    return due.filter((d) => won.has(d._id));
  }

  /** Keeps a running claim leased (its worker is alive and still sending). */
  async extendClaim(claim: string, leaseUntil: Date): Promise<void> {
    await this.claims.updateOne({ _id: claim }, { $set: { until: leaseUntil } });
  }

  /** The claim's round is over: its deliveries are out of the outbox or back in it with their backoff. */
  async endClaim(claim: string): Promise<void> {
    await this.locks.deleteMany({ claim });
    await this.claims.deleteOne({ _id: claim });
  }

  /** Deliveries locked by claims whose lease ended (their worker died or hung): free them for another claim. */
  private async releaseExpired(now: Date): Promise<void> {
    const expired = (await this.claims.find({ until: { $lte: now } }, { projection: { _id: 1 } }).toArray()).map((c) => c._id);
    if (!expired.length) return;
    await this.locks.deleteMany({ claim: { $in: expired } });
    await this.claims.deleteMany({ _id: { $in: expired } });
  }

  /** Inserts one lock per delivery; the ones already locked by another claim fail as duplicates. */
  private async lock(claim: string, ids: string[]): Promise<Set<string>> {
    try {
      await this.locks.insertMany(
        ids.map((_id) => ({ _id, claim })),
        { ordered: false },
      );
      return new Set(ids);
    } catch (e) {
      if (!(e instanceof MongoBulkWriteError)) throw e;
      const errors = ([] as WriteError[]).concat(e.writeErrors);
      if (errors.some((w) => w.code !== DUPLICATE_KEY)) throw e;
      const lost = new Set(errors.map((w) => w.index));
      return new Set(ids.filter((_, i) => !lost.has(i)));
    }
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
