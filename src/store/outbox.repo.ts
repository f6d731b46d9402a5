import { MongoBulkWriteError, type Db, type Filter, type WriteError } from 'mongodb';
import { COLLECTIONS } from './collections.js';
import { DUPLICATE_KEY, INSERT_CHUNK, insertIgnoringDuplicates } from './insert-ignoring-duplicates.js';
import type { DeliveriesRepo, DeliveryDoc } from './deliveries.repo.js';

/**
 * Pending deliveries: the work queue of the webhook workers, apart from the log so its reads stay small (the
 * embedded store scans a collection for any filter but `_id`). A delivery leaves it when it succeeds or fails for
 * good: it is written to the log and marked done (`webhookOutboxDone`, inserts: recorded at once; on the embedded
 * store, with its one worker, the mark is kept in memory, see OutboxOptions), then removed in batches (a delete scans
 * the collection on the embedded store); searches and listings leave done ones out.
 *
 * Several workers drain it at once. A worker's search is a claim (`webhookOutboxClaims`, `_id` = worker/search, with
 * a lease end the worker renews while it holds deliveries of it); it takes each delivery by inserting a lock keyed by
 * the delivery id (`webhookOutboxLocks`): the unique `_id` makes the insert atomic on any store, so one delivery is
 * locked by one claim at most. A lock goes when its delivery's outcome is recorded; locks of a claim whose lease
 * ended (its worker died) are removed by the next claimant, and those deliveries not marked done are sent again: at
 * least once, never lost. Inserts and deletes mostly, because the embedded store updates slowly.
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

/** A delivery finished (and in the log) that has not left the outbox yet. */
interface DoneDoc {
  _id: string;
}

export interface OutboxOptions {
  /**
   * This process is the only webhook worker on its store (the embedded store): a finished delivery's done mark is
   * kept in memory instead of written, so finishing a delivery is one write (its insert into the log). A delivery
   * queued before this repository was made (by a process that may have died after logging it) is looked up in the
   * log, `log`, before a search hands it out (a logged one is returned as done, for its removal) or a listing shows
   * it as pending.
   */
  doneInMemory?: { log: Pick<DeliveriesRepo, 'loggedAmong'> };
}

export class OutboxRepo {
  /** Finished deliveries marked done in memory (OutboxOptions.doneInMemory), until they leave the outbox. */
  private readonly doneHere = new Set<string>();
  /** Deliveries queued before this are checked against the log (OutboxOptions.doneInMemory). */
  private readonly since = new Date();

  constructor(
    private readonly db: Db,
    private readonly opts: OutboxOptions = {},
  ) {}

  private get col() {
    return this.db.collection<OutboxDoc>(COLLECTIONS.webhookOutbox);
  }

  private get claims() {
    return this.db.collection<ClaimDoc>(COLLECTIONS.outboxClaims);
  }

  private get locks() {
    return this.db.collection<LockDoc>(COLLECTIONS.outboxLocks);
  }

  private get done() {
    return this.db.collection<DoneDoc>(COLLECTIONS.outboxDone);
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
   * locked (another worker may lock some of the same candidates first), and the ids of deliveries finished but still
   * in the outbox (see markDone), for the caller to remove. Left out: those, the deliveries of the `skip.webhooks`
   * (parked) and the `skip.ids` (already in this worker's memory: handed over, or in flight).
   */
  async claimDue(
    now: Date,
    limit: number,
    leaseUntil: Date,
    claim: string,
    skip: { ids?: string[]; webhooks?: string[] } = {},
  ): Promise<{ due: OutboxDoc[]; done: string[] }> {
    await this.releaseExpired(now);
    const locked = (await this.locks.find({}, { projection: { _id: 1 } }).toArray()).map((l) => l._id);
    const done = await this.doneIds();
    const notIds = [...locked, ...done, ...(skip.ids ?? [])];
    const filter: Filter<OutboxDoc> = { dueAt: { $lte: now } };
    if (notIds.length) filter._id = { $nin: notIds };
    if (skip.webhooks?.length) filter.webhookId = { $nin: skip.webhooks };
    let due = await this.col.find(filter).sort({ dueAt: 1 }).limit(limit).toArray();
    const logged = await this.loggedBeforeUs(due, true);
    if (logged.size) {
      due = due.filter((d) => !logged.has(d._id));
      done.push(...logged);
    }
    if (!due.length) return { due: [], done };
    await this.claims.insertOne({ _id: claim, until: leaseUntil });
    const won = await this.lock(
      claim,
      due.map((d) => d._id),
    );
    if (!won.size) await this.endClaim(claim);
    return { due: due.filter((d) => won.has(d._id)), done };
  }

  /** Keeps a running claim leased (its worker is alive and still sending). */
  async extendClaim(claim: string, leaseUntil: Date): Promise<void> {
    await this.claims.updateOne({ _id: claim }, { $set: { until: leaseUntil } });
  }

  /** The claim is over: its deliveries are out of the outbox, back in it with their backoff, or given back. */
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

  /** When the next delivery is due, or null: those of the `skip.webhooks` and the `skip.ids` left out (see claimDue). */
  async nextDueAt(skip: { ids?: string[]; webhooks?: string[] } = {}): Promise<Date | null> {
    const filter: Filter<OutboxDoc> = {};
    if (skip.ids?.length) filter._id = { $nin: skip.ids };
    if (skip.webhooks?.length) filter.webhookId = { $nin: skip.webhooks };
    const next = await this.col
      .find(filter, { projection: { dueAt: 1 } })
      .sort({ dueAt: 1 })
      .limit(1)
      .next();
    return next?.dueAt ?? null;
  }

  /**
   * Marks finished deliveries (already in the log) as done: searches leave them out from now on, even after a crash,
   * until `removeDone` takes them out of the outbox. An insert, because on the embedded store a delete or an update
   * costs a scan of the outbox and an insert does not: the outcome is recorded at once, the removal is batched.
   */
  async markDone(ids: string[]): Promise<void> {
    if (this.opts.doneInMemory) {
      for (const id of ids) this.doneHere.add(id);
      return;
    }
    await insertIgnoringDuplicates(
      this.done,
      ids.map((_id) => ({ _id })),
    );
  }

  /** Finished deliveries leave the outbox (and their done marks and locks go). */
  async removeDone(ids: string[]): Promise<void> {
    if (!ids.length) return;
    await this.col.deleteMany({ _id: { $in: ids } });
    for (const id of ids) this.doneHere.delete(id);
    await this.done.deleteMany({ _id: { $in: ids } });
    await this.locks.deleteMany({ _id: { $in: ids } });
  }

  /** Failed attempts with attempts left: each recorded on its delivery, which waits for its backoff. */
  async retryLater(retries: { id: string; attempt: DeliveryDoc['attempts'][number]; dueAt: Date }[]): Promise<void> {
    if (!retries.length) return;
    await this.col.bulkWrite(
      retries.map((r) => ({
        updateOne: { filter: { _id: r.id }, update: { $push: { attempts: r.attempt }, $set: { dueAt: r.dueAt } } },
      })),
      { ordered: false },
    );
  }

  /** Gives deliveries back (back in the outbox with their backoff, or not sent): another claim may take them. */
  async unlock(ids: string[]): Promise<void> {
    if (ids.length) await this.locks.deleteMany({ _id: { $in: ids } });
  }

  /** Pending deliveries of a webhook, newest first (those finished and not removed yet left out: see markDone). */
  async listByWebhook(webhookId: string, limit: number): Promise<OutboxDoc[]> {
    const done = await this.doneIds();
    const pending = await this.col
      .find(done.length ? { webhookId, _id: { $nin: done } } : { webhookId })
      .sort({ createdAt: -1 })
      .limit(limit)
      .toArray();
    const logged = await this.loggedBeforeUs(pending, false);
    return logged.size ? pending.filter((d) => !logged.has(d._id)) : pending;
  }

  /** Pending deliveries per webhook of an environment. */
  async countByWebhook(environmentId: string): Promise<Map<string, number>> {
    const done = new Set(await this.doneIds());
    const docs = await this.col.find({ environmentId }, { projection: { webhookId: 1 } }).toArray();
    const out = new Map<string, number>();
    for (const d of docs) if (!done.has(d._id)) out.set(d.webhookId, (out.get(d.webhookId) ?? 0) + 1);
    return out;
  }

  /** Done marks: those written (several workers), and those kept in memory (OutboxOptions.doneInMemory). */
  private async doneIds(): Promise<string[]> {
    const written = (await this.done.find({}, { projection: { _id: 1 } }).toArray()).map((d) => d._id);
    return this.doneHere.size ? [...written, ...this.doneHere] : written;
  }

  /**
   * With done marks in memory: which of these deliveries, queued before this process, are in the log already (a
   * process died between logging them and removing them from the outbox); they are marked done here. One point read
   * per such delivery, and only for those: what this process queued and finished is marked in its memory. A search
   * (`mark`) marks the logged ones done here and hands them to the caller for removal; a listing only leaves them out.
   */
  private async loggedBeforeUs(docs: OutboxDoc[], mark: boolean): Promise<Set<string>> {
    const log = this.opts.doneInMemory?.log;
    const old = log ? docs.filter((d) => d.createdAt < this.since).map((d) => d._id) : [];
    if (!log || !old.length) return new Set();
    const logged = await log.loggedAmong(old);
    if (mark) for (const id of logged) this.doneHere.add(id);
    return logged;
  }

  async removeByWebhooks(webhookIds: string[]): Promise<void> {
    if (webhookIds.length) await this.col.deleteMany({ webhookId: { $in: webhookIds } });
  }
}
