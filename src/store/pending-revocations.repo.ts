import type { Db } from 'mongodb';
import { COLLECTIONS } from './collections.js';

/**
 * A deleted connection whose grant the tool has not revoked yet: the connection document is gone, and this one
 * keeps only what a revocation needs (the sealed credentials, the plain inputs the revocation URL may use, which
 * OAuth app issued them) until a retry succeeds or the attempts run out. Keyed by the connection id.
 */
export interface PendingRevocationDoc {
  _id: string;
  projectId: string;
  environmentId: string;
  integrationId: string;
  authMethodId: string;
  oauthAppId: string | null;
  /** the connection's credentials, sealed as they were (CREDENTIALS_CONTEXT): listed in SEALED_FIELDS */
  credentialsSealed: string;
  inputs: Record<string, string>;
  attempts: number;
  lastError: string;
  nextAttemptAt: Date;
  /** past this, the credentials are erased whatever the tool answers */
  giveUpAt: Date;
  createdAt: Date;
}

/** Pending revocations (RevocationService): few documents, one per deleted connection whose revocation failed. */
export class PendingRevocationsRepo {
  constructor(private readonly db: Db) {}

  private get col() {
    return this.db.collection<PendingRevocationDoc>(COLLECTIONS.pendingRevocations);
  }

  async insert(doc: PendingRevocationDoc): Promise<void> {
    await this.col.replaceOne({ _id: doc._id }, doc, { upsert: true });
  }

  find(connectionId: string): Promise<PendingRevocationDoc | null> {
    return this.col.findOne({ _id: connectionId });
  }

  async recordFailure(connectionId: string, attempts: number, lastError: string, nextAttemptAt: Date): Promise<void> {
    await this.col.updateOne({ _id: connectionId }, { $set: { attempts, lastError, nextAttemptAt } });
  }

  /** Erases the sealed credentials with their document. */
  async remove(connectionId: string): Promise<void> {
    await this.col.deleteOne({ _id: connectionId });
  }

  count(filter: { environmentId?: string } = {}): Promise<number> {
    return this.col.countDocuments(filter.environmentId ? { environmentId: filter.environmentId } : {});
  }

  /** Pending revocations of an environment (the dashboard), oldest first, without the sealed credentials. */
  listByEnvironment(environmentId: string, limit: number): Promise<Omit<PendingRevocationDoc, 'credentialsSealed'>[]> {
    return this.col
      .find({ environmentId }, { projection: { credentialsSealed: 0 } })
      .sort({ createdAt: 1 })
      .limit(limit)
      .toArray();
  }

  /** Ids whose retry is due (a job that was lost, e.g. a worker that died, is found again by housekeeping). */
  async dueIds(now: Date, limit: number): Promise<string[]> {
    const docs = await this.col
      .find({ nextAttemptAt: { $lte: now } }, { projection: { _id: 1 } })
      .limit(limit)
      .toArray();
    return docs.map((d) => d._id);
  }
}
