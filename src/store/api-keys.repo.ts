import type { Db } from 'mongodb';
import { COLLECTIONS } from './collections.js';
import type { EnvironmentDoc, EnvironmentsRepo } from './environments.repo.js';
import { LookupCache } from './lookup-cache.js';

export const API_KEY_SCOPES = ['read', 'write', 'connect', 'webhooks', 'agents', 'admin'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** A scoped API key of an environment (the environment token itself lives on the environment document). */
export interface ApiKeyDoc {
  /** Public identifier (`key_…`): the audit trail names it. */
  id: string;
  projectId: string;
  environmentId: string;
  name: string;
  scopes: ApiKeyScope[];
  /** Keyed hash of the secret (the same kind as the environment token's, so one hash finds either). */
  keyHash: string;
  /** The secret's last 4 characters, so a list can tell keys apart without holding them. */
  lastFour: string;
  createdAt: Date;
  expiresAt: Date | null;
  /** Set by a revocation (or a rotation without grace); the document stays so the key is refused as revoked. */
  revokedAt: Date | null;
  /** Written at most once a minute per key and process (ApiKeysService), never per request. */
  lastUsedAt: Date | null;
  /** The key that replaced this one at a rotation. */
  replacedBy: string | null;
}

/**
 * What an `x-svc-api-token` stands for: its environment and, for a scoped key, the key (null: the environment
 * token, every scope). `id` is the environment's, so an environment's writes evict every token of it.
 */
export interface ApiCredentialDoc {
  id: string;
  environment: EnvironmentDoc;
  key: ApiKeyDoc | null;
}

/**
 * How long a token lookup is cached. Every process forgets a key at most this long after a change the store
 * acknowledged (LookupCache), so a revocation that waits this long holds in every process sharing the store.
 */
const CREDENTIAL_CACHE_TTL_MS = 1_000;

/**
 * API keys, every query scoped by environment except the lookup by keyed hash. That lookup is the request path's
 * one cached lookup: a token's hash to its environment and key together (the environment token or a scoped key),
 * one cache entry per token, evicted on this process's writes to either.
 */
export class ApiKeysRepo {
  private readonly credentials = new LookupCache<ApiCredentialDoc>({ ttlMs: CREDENTIAL_CACHE_TTL_MS });

  constructor(
    private readonly db: Db,
    private readonly environments: EnvironmentsRepo,
  ) {
    environments.onWrite((environmentId) => {
      this.credentials.evictId(environmentId);
    });
  }

  private get col() {
    return this.db.collection<ApiKeyDoc>(COLLECTIONS.apiKeys);
  }

  get cacheTtlMs(): number {
    return this.credentials.ttlMs;
  }

  /** The environment and key of a token's keyed hash (one cached lookup), or null for an unknown token. */
  findCredential(keyHash: string): Promise<ApiCredentialDoc | null> {
    return this.credentials.getOrLoad(keyHash, async () => {
      const environment = await this.environments.findByApiTokenHashUncached(keyHash);
      if (environment) return { id: environment.id, environment, key: null };
      const key = await this.col.findOne({ keyHash }, { projection: { _id: 0 } });
      const keyEnvironment = key ? await this.environments.findById(key.environmentId) : null;
      return key && keyEnvironment ? { id: keyEnvironment.id, environment: keyEnvironment, key } : null;
    });
  }

  async insert(doc: ApiKeyDoc): Promise<void> {
    await this.col.insertOne({ ...doc });
    this.credentials.evictId(doc.environmentId);
  }

  find(environmentId: string, id: string): Promise<ApiKeyDoc | null> {
    return this.col.findOne({ environmentId, id }, { projection: { _id: 0 } });
  }

  listByEnvironment(environmentId: string): Promise<ApiKeyDoc[]> {
    return this.col
      .find({ environmentId }, { projection: { _id: 0 } })
      .sort({ createdAt: 1 })
      .limit(1000)
      .toArray();
  }

  /** Keys that still work: neither revoked nor expired. */
  countActive(environmentId: string, now: Date): Promise<number> {
    return this.col.countDocuments({ environmentId, revokedAt: null, $or: [{ expiresAt: null }, { expiresAt: { $gt: now } }] });
  }

  /** Marks the key revoked (once); the key as it is now, or null when the environment has no such key. */
  async revoke(environmentId: string, id: string, at: Date, replacedBy: string | null = null): Promise<ApiKeyDoc | null> {
    this.credentials.evictId(environmentId);
    await this.col.updateOne({ environmentId, id, revokedAt: null }, { $set: { revokedAt: at, ...(replacedBy ? { replacedBy } : {}) } });
    this.credentials.evictId(environmentId);
    return this.find(environmentId, id);
  }

  /** A rotation with a grace period: the old key works until `until` (or its own earlier expiry). */
  async retireAt(environmentId: string, id: string, until: Date, replacedBy: string): Promise<ApiKeyDoc | null> {
    const key = await this.find(environmentId, id);
    if (!key) return null;
    const expiresAt = key.expiresAt && key.expiresAt < until ? key.expiresAt : until;
    await this.col.updateOne({ environmentId, id }, { $set: { expiresAt, replacedBy } });
    this.credentials.evictId(environmentId);
    return this.find(environmentId, id);
  }

  /** Records a use (never moves the time back). Not evicting: the cached documents do not need it. */
  async touch(id: string, at: Date): Promise<void> {
    await this.col.updateOne({ id, $or: [{ lastUsedAt: null }, { lastUsedAt: { $lt: at } }] }, { $set: { lastUsedAt: at } });
  }
}
