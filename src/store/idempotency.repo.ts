import { MongoServerError, type Db } from 'mongodb';
import { DUPLICATE_KEY } from './insert-ignoring-duplicates.js';
import { COLLECTIONS } from './collections.js';

/** A request holding an idempotency key while it runs (one per environment and key: `_id` is unique). */
export interface IdempotencyClaimDoc {
  _id: string;
  /** Hash of the request (method, path, connection, body): the same key with another request is refused. */
  fingerprint: string;
  /** Random id of the request holding the claim (a stale claim is taken over only if it is still this one's). */
  owner: string;
  /** Past this, the holder is presumed dead (a crashed process) and another request may take the key over. */
  lockedUntil: Date;
  expiresAt: Date;
}

/** The first answer given under a key, replayed to later requests with the same key and request. */
export interface IdempotencyAnswerDoc {
  _id: string;
  fingerprint: string;
  status: number;
  /** The answer's JSON body, sealed with the master key (it may hold personal data of the tool's records). */
  bodySealed: string;
  createdAt: Date;
  expiresAt: Date;
}

/**
 * Storage of Idempotency-Key claims and answers. Both are written by insert only (an insert on a unique `_id` is
 * atomic on every store, the embedded one included, and the cheapest write there); a claim is deleted when its
 * request failed in a way worth retrying, or when it expired.
 */
export class IdempotencyRepo {
  constructor(private readonly db: Db) {}

  private get claims() {
    return this.db.collection<IdempotencyClaimDoc>(COLLECTIONS.idempotencyClaims);
  }

  private get answers() {
    return this.db.collection<IdempotencyAnswerDoc>(COLLECTIONS.idempotencyAnswers);
  }

  /** True when this request now holds the key; false when another request (running or finished) holds it. */
  async claim(doc: IdempotencyClaimDoc): Promise<boolean> {
    try {
      await this.claims.insertOne(doc);
      return true;
    } catch (e) {
      if (e instanceof MongoServerError && e.code === DUPLICATE_KEY) return false;
      throw e;
    }
  }

  findClaim(id: string): Promise<IdempotencyClaimDoc | null> {
    return this.claims.findOne({ _id: id });
  }

  findAnswer(id: string): Promise<IdempotencyAnswerDoc | null> {
    return this.answers.findOne({ _id: id });
  }

  async saveAnswer(doc: IdempotencyAnswerDoc): Promise<void> {
    await this.answers.insertOne(doc);
  }

  /** Gives the key up (its request failed before an answer worth keeping), if `owner` still holds it. */
  async release(id: string, owner: string): Promise<void> {
    await this.claims.deleteOne({ _id: id, owner });
  }

  /** Removes an expired key (its answer, then the claim `owner` made) so it can be used again. */
  async forget(id: string, owner: string, now: Date): Promise<void> {
    await this.answers.deleteOne({ _id: id, expiresAt: { $lte: now } });
    await this.claims.deleteOne({ _id: id, owner });
  }

  /** Housekeeping: claims and answers past their expiry. */
  async deleteExpired(now: Date): Promise<number> {
    const a = await this.answers.deleteMany({ expiresAt: { $lte: now } });
    const c = await this.claims.deleteMany({ expiresAt: { $lte: now } });
    return a.deletedCount + c.deletedCount;
  }
}
