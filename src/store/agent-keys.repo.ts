import type { Db } from 'mongodb';
import { COLLECTIONS } from './collections.js';
import { LookupCache } from './lookup-cache.js';

/** An agent key: what an AI agent (an MCP client) may reach and call in one environment. */
export interface AgentKeyDoc {
  /** Public identifier (`agk_…`): logs, metrics and budgets are keyed on it. */
  id: string;
  projectId: string;
  environmentId: string;
  /** The owner's label ("support bot"). */
  name: string;
  /** Keyed hash of the secret; the secret itself is shown once and never stored. */
  keyHash: string;
  /** The secret's last 4 characters, so a list can tell keys apart without holding them. */
  hint: string;
  connections: { kind: 'all' } | { kind: 'ids'; ids: string[] };
  toolAllowList: string[];
  readOnly: boolean;
  requireConfirmation: boolean;
  allowPassthrough: boolean;
  budget: { perMinute?: number; perDay?: number } | null;
  expiresAt: Date | null;
  createdAt: Date;
  /** Set by a revocation; the document stays so a revoked key is refused as revoked, not as unknown. */
  revokedAt: Date | null;
}

/**
 * Agent keys, every query scoped by environment except the lookup by keyed hash. The lookup runs on every agent
 * request: cached for at most a second (the token lookup cache, evicted on this process's revocation), so a
 * revocation in one gateway process holds in every other within a second.
 */
export class AgentKeysRepo {
  private readonly byKeyHash = new LookupCache<AgentKeyDoc>({ ttlMs: 1_000 });

  constructor(private readonly db: Db) {}

  private get col() {
    return this.db.collection<AgentKeyDoc>(COLLECTIONS.agentKeys);
  }

  async insert(doc: AgentKeyDoc): Promise<void> {
    await this.col.insertOne({ ...doc });
  }

  findByKeyHash(keyHash: string): Promise<AgentKeyDoc | null> {
    return this.byKeyHash.getOrLoad(keyHash, () => this.col.findOne({ keyHash }, { projection: { _id: 0 } }));
  }

  listByEnvironment(environmentId: string): Promise<AgentKeyDoc[]> {
    return this.col
      .find({ environmentId }, { projection: { _id: 0 } })
      .sort({ createdAt: 1 })
      .toArray();
  }

  /** Keys that still work: neither revoked nor expired (an expired key takes no room). */
  countActive(environmentId: string, now: Date): Promise<number> {
    return this.col.countDocuments({ environmentId, revokedAt: null, $or: [{ expiresAt: null }, { expiresAt: { $gt: now } }] });
  }

  /** Marks the key revoked (once); false when the environment has no such key. */
  async revoke(environmentId: string, id: string, at: Date): Promise<AgentKeyDoc | null> {
    this.byKeyHash.evictId(id);
    await this.col.updateOne({ environmentId, id, revokedAt: null }, { $set: { revokedAt: at } });
    this.byKeyHash.evictId(id);
    return this.col.findOne({ environmentId, id }, { projection: { _id: 0 } });
  }
}
