import type { Db } from 'mongodb';
import { COLLECTIONS } from './collections.js';

/**
 * A write an agent asked for under a policy that requires confirmation: what `confirm_write` will run, bound to the
 * environment and the key that asked. Kept until `expiresAt` (housekeeping sweeps it; the embedded store has no TTL
 * indexes).
 */
export interface AgentConfirmationDoc {
  /** the confirmation id (`cfm_...`), random: knowing one is what lets a caller confirm */
  _id: string;
  environmentId: string;
  /** the agent key that asked (null on the API-token path): only the same key may confirm */
  keyId: string | null;
  connectionId: string;
  /** the tool as listed (connection tools by their name within the connection) */
  toolName: string;
  /** the tool's arguments, sealed with the master key (they may hold personal data of the records) */
  argsSealed: string;
  createdAt: Date;
  expiresAt: Date;
  /** set by the first confirm; a later confirm replays that first answer */
  confirmedAt?: Date;
}

export class AgentConfirmationsRepo {
  constructor(private readonly db: Db) {}

  private get col() {
    return this.db.collection<AgentConfirmationDoc>(COLLECTIONS.agentConfirmations);
  }

  async insert(doc: AgentConfirmationDoc): Promise<void> {
    await this.col.insertOne(doc);
  }

  find(id: string): Promise<AgentConfirmationDoc | null> {
    return this.col.findOne({ _id: id });
  }

  /** Marks the first confirm and keeps the document (for replays) until `keepUntil` when that is later. */
  async markConfirmed(id: string, at: Date, keepUntil: Date): Promise<void> {
    await this.col.updateOne({ _id: id, confirmedAt: { $exists: false } }, { $set: { confirmedAt: at, expiresAt: keepUntil } });
  }

  async deleteExpired(now: Date): Promise<number> {
    return (await this.col.deleteMany({ expiresAt: { $lte: now } })).deletedCount;
  }
}
