import type { Db, Filter } from 'mongodb';
import type { ManifestFieldMappingOverride } from '../connectors/schema/manifest.gen.js';
import type { HealthReason } from '../events/connector-event.js';
import { COLLECTIONS } from './collections.js';
import { ConnectionCountsRepo, type ConnectionCounts, type ConnectionStatus } from './connection-counts.repo.js';
import { LookupCache } from './lookup-cache.js';

export type { ConnectionStatus };
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
  /** Seconds between two sync runs of this connection (within the gateway's bounds); absent = the default. */
  syncFrequencySeconds?: number | null;
  /** Unified fields kept in the synced cache, per object type (`contacts`); absent = every field. */
  syncFields?: Record<string, string[]> | null;
  /** Days a cached record's contents are kept after they last changed (within the gateway's bounds); absent = kept. */
  syncRetentionDays?: number | null;
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
  /**
   * This connection's overrides of the manifest's model mappings (FieldMappingsService checks them). A list, not an
   * object keyed by model id: ids have dots, which the embedded store refuses in keys.
   */
  fieldMappings?: { model: string; mapping: ManifestFieldMappingOverride }[];
  createdAt: Date;
  modifiedAt: Date;
  /** While a process refreshes the OAuth tokens: its lease (holder, end). Others wait for it instead of refreshing. */
  refreshLeaseHolder?: string | null;
  /** Sandbox connections (auth method `sandbox`): the faults chosen for it (the runtime's SandboxFaults) and when. */
  sandbox?: { faults: Record<string, unknown> | null; faultsSetAt: string; activity?: { changesPerMinute: number } } | null;
  refreshLeaseUntil?: Date | null;
}

export type ConnectionSummary = Pick<
  ConnectionDoc,
  'id' | 'integrationId' | 'status' | 'health' | 'healthReason' | 'lastSyncError' | 'createdAt' | 'healthState' | 'healthReasons'
>;

type ConnectionSet = Partial<Omit<ConnectionDoc, 'id' | 'environmentId' | 'projectId' | 'createdAt'>>;

const SUMMARY_PROJECTION = {
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
};

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export class ConnectionsRepo {
  /** Access-token lookups run on every request: cached briefly, evicted by every write below. */
  private readonly byTokenHash = new LookupCache<ConnectionDoc>();

  /** Per-environment counts by status and health, changed with every write below that changes them. */
  readonly counts: ConnectionCountsRepo;

  constructor(private readonly db: Db) {
    this.counts = new ConnectionCountsRepo(db);
  }

  private get col() {
    return this.db.collection<ConnectionDoc>(COLLECTIONS.connections);
  }

  async insert(doc: ConnectionDoc): Promise<void> {
    await this.col.insertOne({ ...doc });
    await this.counts.changed(doc.environmentId, null, doc);
  }

  /** Bulk load (seeding, imports): chunked, as the embedded store prefers. */
  async insertMany(docs: ConnectionDoc[]): Promise<void> {
    for (let i = 0; i < docs.length; i += 500) await this.col.insertMany(docs.slice(i, i + 500).map((d) => ({ ...d })));
    await this.counts.added(docs);
  }

  /** An environment's connections by status and health (one small document, not a scan). */
  countsOf(environmentId: string): Promise<ConnectionCounts> {
    return this.counts.get(environmentId);
  }

  /**
   * One page of an environment's connection summaries, newest first, optionally of one status or matching a
   * search in the id or integration: the store sorts, skips and limits (indexes env_newest / env_status_newest on
   * MongoDB), so only the page crosses the wire.
   */
  async pageSummaries(
    environmentId: string,
    q: { status?: ConnectionStatus | undefined; search?: string | undefined; offset: number; limit: number },
  ): Promise<{ items: ConnectionSummary[]; total: number }> {
    const filter: Filter<ConnectionDoc> = { environmentId };
    if (q.status) filter.status = q.status;
    if (q.search) {
      const pattern = { $regex: escapeRegex(q.search), $options: 'i' };
      filter.$or = [{ id: pattern }, { integrationId: pattern }];
    }
    const [items, total] = await Promise.all([
      this.col
        .find(filter, { projection: SUMMARY_PROJECTION })
        .sort({ createdAt: -1, id: -1 })
        .skip(q.offset)
        .limit(q.limit)
        .toArray() as Promise<ConnectionSummary[]>,
      // A count by the store is a scan that costs more than the page itself: the counters answer unless searching.
      q.search ? this.col.countDocuments(filter) : this.countsOf(environmentId).then((c) => c[q.status ?? 'total']),
    ]);
    return { items, total };
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

  /** Connections whose synced cache has a retention (`syncRetentionDays`): the housekeeping job prunes theirs. */
  async listWithRetention(): Promise<Pick<ConnectionDoc, 'id' | 'syncRetentionDays'>[]> {
    return this.col.find({ syncRetentionDays: { $gt: 0 } }, { projection: { _id: 0, id: 1, syncRetentionDays: 1 } }).toArray();
  }

  /** `sandbox`: counts the sandbox connections (auth method `sandbox`) alone; false: all the others. */
  async countByEnvironment(environmentId: string, sandbox?: boolean): Promise<number> {
    if (sandbox === undefined) return this.col.countDocuments({ environmentId });
    return this.col.countDocuments({ environmentId, authMethodId: sandbox ? 'sandbox' : { $ne: 'sandbox' } });
  }

  async update(id: string, set: Partial<Omit<ConnectionDoc, 'id' | 'environmentId' | 'projectId' | 'createdAt'>>): Promise<boolean> {
    return this.counted({ id }, set);
  }

  /**
   * Sets fields of the connection matching `filter`. A change of status or health reads the previous values in
   * the same atomic write (findOneAndUpdate) and moves the environment's counters accordingly.
   */
  private async counted(filter: Filter<ConnectionDoc> & { id: string }, set: ConnectionSet): Promise<boolean> {
    this.byTokenHash.evictId(filter.id);
    try {
      const update = { $set: { ...set, modifiedAt: new Date() } };
      if (set.status === undefined && set.health === undefined) return (await this.col.updateOne(filter, update)).matchedCount === 1;
      // No projection: the embedded store's findAndModify does not take one.
      const before = await this.col.findOneAndUpdate(filter, update, { returnDocument: 'before' });
      if (!before) return false;
      await this.counts.changed(before.environmentId, before, { status: set.status ?? before.status, health: set.health ?? before.health });
      return true;
    } finally {
      this.byTokenHash.evictId(filter.id);
    }
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

  async updateInEnvironment(environmentId: string, id: string, set: ConnectionSet): Promise<boolean> {
    return this.counted({ environmentId, id }, set);
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
    const filter = from === 'healthy' ? { id, healthState: { $ne: 'degraded' as const } } : { id, healthState: 'degraded' as const };
    return this.counted(filter, set);
  }

  async deleteInEnvironment(environmentId: string, id: string): Promise<boolean> {
    this.byTokenHash.evictId(id);
    const before = await this.col.findOneAndDelete({ environmentId, id });
    this.byTokenHash.evictId(id);
    if (!before) return false;
    await this.counts.changed(environmentId, before, null);
    return true;
  }
}
