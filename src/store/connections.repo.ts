import type { Db } from 'mongodb';
import type { HealthReason } from '../events/connector-event.js';
import { COLLECTIONS } from './collections.js';
import { LookupCache } from './lookup-cache.js';

export type ConnectionStatus = 'NEW_CONNECTION' | 'INITIAL_SYNCED' | 'READY';
export type ConnectionHealth = 'ok' | 'needs_reauth' | 'error';

export interface ConnectionDoc {
  /** Public identifier (connectionId). */
  id: string;
  projectId: string;
  environmentId: string;
  integrationId: string;
  /** Keyed hash of the access token; the token itself is shown once and never stored. */
  accessTokenHash: string;
  /** Downstream credentials sealed with the master key (JSON). */
  credentialsSealed: string;
  /** Per-connection inputs the manifest declares (subdomain, region, values captured from the token response). */
  inputs: Record<string, string>;
  authMethodId: string;
  oauthAppId: string | null;
  /** Object types to keep in the synced cache (session setting); absent = the connector's defaults. */
  syncObjects?: Record<string, boolean> | null;
  /** Inputs the manifest marks secret (a webhook signing secret), sealed with the master key (JSON). */
  secretInputsSealed?: string;
  status: ConnectionStatus;
  health: ConnectionHealth;
  healthReason: string | null;
  lastSyncError: string | null;
  /** Health as ConnectionHealthService judges it: degraded while a reason holds (absent = healthy). */
  healthState?: 'healthy' | 'degraded';
  healthReasons?: HealthReason[];
  /** Scopes the tool granted (the token response's `scope`), or null when it did not say. */
  grantedScopes?: string[] | null;
  createdAt: Date;
  modifiedAt: Date;
  /** While a process refreshes the OAuth tokens: its lease (holder, end). Others wait for it instead of refreshing. */
  refreshLeaseHolder?: string | null;
  refreshLeaseUntil?: Date | null;
}

export type ConnectionSummary = Pick<
  ConnectionDoc,
  'id' | 'integrationId' | 'status' | 'health' | 'healthReason' | 'lastSyncError' | 'createdAt' | 'healthState' | 'healthReasons'
>;

export class ConnectionsRepo {
  /** Access-token lookups run on every request: cached briefly, evicted by every write below. */
  private readonly byTokenHash = new LookupCache<ConnectionDoc>();

  constructor(private readonly db: Db) {}

  private get col() {
    return this.db.collection<ConnectionDoc>(COLLECTIONS.connections);
  }

  async insert(doc: ConnectionDoc): Promise<void> {
    await this.col.insertOne({ ...doc });
  }

  /** Bulk load (seeding, imports): chunked, as the embedded store prefers. */
  async insertMany(docs: ConnectionDoc[]): Promise<void> {
    for (let i = 0; i < docs.length; i += 500) await this.col.insertMany(docs.slice(i, i + 500).map((d) => ({ ...d })));
  }

  /** What lists show of every connection of an environment: no credentials, inputs or token hash are read. */
  listSummaries(environmentId: string): Promise<ConnectionSummary[]> {
    return this.col
      .find(
        { environmentId },
        {
          projection: {
            _id: 0,
            id: 1,
            integrationId: 1,
            status: 1,
            health: 1,
            healthReason: 1,
            lastSyncError: 1,
            createdAt: 1,
            healthState: 1,
            healthReasons: 1,
          },
        },
      )
      .toArray() as Promise<ConnectionSummary[]>;
  }

  /** connectionId -> environmentId for several connections (one read). */
  async environmentsOf(ids: string[]): Promise<Map<string, string>> {
    if (!ids.length) return new Map();
    const docs = await this.col.find({ id: { $in: ids } }, { projection: { _id: 0, id: 1, environmentId: 1 } }).toArray();
    return new Map(docs.map((d) => [d.id, d.environmentId]));
  }

  async findByAccessTokenHash(accessTokenHash: string): Promise<ConnectionDoc | null> {
    return this.byTokenHash.getOrLoad(accessTokenHash, () => this.col.findOne({ accessTokenHash }, { projection: { _id: 0 } }));
  }

  /** Scoped by environment: there is no way to read another tenant's connection through this method. */
  async findInEnvironment(environmentId: string, id: string): Promise<ConnectionDoc | null> {
    return this.col.findOne({ environmentId, id }, { projection: { _id: 0 } });
  }

  async findById(id: string): Promise<ConnectionDoc | null> {
    return this.col.findOne({ id }, { projection: { _id: 0 } });
  }

  async listByEnvironment(environmentId: string): Promise<ConnectionDoc[]> {
    return this.col
      .find({ environmentId }, { projection: { _id: 0 } })
      .sort({ createdAt: 1 })
      .toArray();
  }

  async countByEnvironment(environmentId: string): Promise<number> {
    return this.col.countDocuments({ environmentId });
  }

  async update(id: string, set: Partial<Omit<ConnectionDoc, 'id' | 'environmentId' | 'projectId' | 'createdAt'>>): Promise<boolean> {
    this.byTokenHash.evictId(id);
    const res = await this.col.updateOne({ id }, { $set: { ...set, modifiedAt: new Date() } });
    this.byTokenHash.evictId(id);
    return res.matchedCount === 1;
  }

  /**
   * Takes the token-refresh lease of a connection unless another holder's lease is still running: one conditional
   * update, atomic on MongoDB, so at most one process at a time refreshes a connection's tokens.
   */
  async acquireRefreshLease(id: string, holder: string, now: Date, until: Date): Promise<boolean> {
    const res = await this.col.updateOne(
      { id, $or: [{ refreshLeaseUntil: null }, { refreshLeaseUntil: { $lte: now } }] },
      { $set: { refreshLeaseHolder: holder, refreshLeaseUntil: until } },
    );
    return res.modifiedCount === 1;
  }

  async releaseRefreshLease(id: string, holder: string): Promise<void> {
    await this.col.updateOne({ id, refreshLeaseHolder: holder }, { $set: { refreshLeaseHolder: null, refreshLeaseUntil: null } });
  }

  async updateInEnvironment(
    environmentId: string,
    id: string,
    set: Partial<Omit<ConnectionDoc, 'id' | 'environmentId' | 'projectId' | 'createdAt'>>,
  ): Promise<boolean> {
    this.byTokenHash.evictId(id);
    const res = await this.col.updateOne({ environmentId, id }, { $set: { ...set, modifiedAt: new Date() } });
    this.byTokenHash.evictId(id);
    return res.matchedCount === 1;
  }

  /**
   * Moves a connection's health from `from` to another state in one conditional update (atomic on MongoDB): of
   * several processes seeing the same failure, one makes the change, and only it announces it.
   */
  async transitionHealth(
    id: string,
    from: 'healthy' | 'degraded',
    set: Pick<ConnectionDoc, 'healthState' | 'healthReasons' | 'health' | 'healthReason'>,
  ): Promise<boolean> {
    this.byTokenHash.evictId(id);
    const filter = from === 'healthy' ? { id, healthState: { $ne: 'degraded' as const } } : { id, healthState: 'degraded' as const };
    const res = await this.col.updateOne(filter, { $set: { ...set, modifiedAt: new Date() } });
    this.byTokenHash.evictId(id);
    return res.modifiedCount === 1;
  }

  async deleteInEnvironment(environmentId: string, id: string): Promise<boolean> {
    this.byTokenHash.evictId(id);
    const res = await this.col.deleteOne({ environmentId, id });
    this.byTokenHash.evictId(id);
    return res.deletedCount === 1;
  }
}
