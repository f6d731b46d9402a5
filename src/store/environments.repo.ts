import type { Db } from 'mongodb';
import { COLLECTIONS } from './collections.js';
import { LookupCache } from './lookup-cache.js';

export type EnvironmentName = 'development' | 'production';

export interface EnvironmentDoc {
  id: string;
  projectId: string;
  name: EnvironmentName;
  /** Keyed hash of the API token, for lookup. */
  apiTokenHash: string;
  /** The API token sealed with the master key: needed in clear to sign webhooks, never logged. */
  apiTokenSealed: string;
  /** Maximum number of connections; null = unlimited. */
  connectionLimit: number | null;
  createdAt: Date;
  tokenRotatedAt: Date | null;
  /** When the environment token was last used, to the minute (ApiKeysService writes it at most once a minute). */
  apiTokenLastUsedAt?: Date | null;
  /** The connect modal's branding and allowed origins (absent until set). */
  connectSettings?: ConnectSettings;
}

/** How the connect modal looks for this environment's end users, and which sites may embed it. */
export interface ConnectSettings {
  /** Origins (scheme://host[:port]) allowed to frame the modal and receive its results. */
  allowedOrigins: string[];
  branding: {
    displayName?: string;
    /** A data: URI (PNG, JPEG, WebP or SVG image): the modal loads nothing from another origin. */
    logoUrl?: string;
    /** #rrggbb */
    accentColor?: string;
    privacyPolicyUrl?: string;
  };
}

export class EnvironmentsRepo {
  /** API-token lookups run on every request: cached briefly, evicted when the token is replaced. */
  private readonly byTokenHash = new LookupCache<EnvironmentDoc>();
  /** Id lookups made per request (an agent key's environment): cached as briefly, evicted with the token cache. */
  private readonly byId = new LookupCache<EnvironmentDoc>();

  /** Told of every write this process makes to an environment (the API-key lookup cache evicts its entries). */
  private readonly writeListeners: ((environmentId: string) => void)[] = [];

  constructor(private readonly db: Db) {}

  onWrite(listener: (environmentId: string) => void): void {
    this.writeListeners.push(listener);
  }

  private written(id: string): void {
    this.byTokenHash.evictId(id);
    this.byId.evictId(id);
    for (const listener of this.writeListeners) listener(id);
  }

  private get col() {
    return this.db.collection<EnvironmentDoc>(COLLECTIONS.environments);
  }

  async insert(doc: EnvironmentDoc): Promise<void> {
    await this.col.insertOne({ ...doc });
  }

  async findById(id: string): Promise<EnvironmentDoc | null> {
    return this.col.findOne({ id }, { projection: { _id: 0 } });
  }

  /** As findById, through the short-lived cache: for lookups made on every request. */
  async findByIdCached(id: string): Promise<EnvironmentDoc | null> {
    return this.byId.getOrLoad(id, () => this.findById(id));
  }

  async findByApiTokenHash(apiTokenHash: string): Promise<EnvironmentDoc | null> {
    return this.byTokenHash.getOrLoad(apiTokenHash, () => this.col.findOne({ apiTokenHash }, { projection: { _id: 0 } }));
  }

  /** The environment whose token has this keyed hash, past the cache (ApiKeysRepo caches its own answer). */
  findByApiTokenHashUncached(apiTokenHash: string): Promise<EnvironmentDoc | null> {
    return this.col.findOne({ apiTokenHash }, { projection: { _id: 0 } });
  }

  /** Records a use of the environment token (never moves the time back). Not evicting: nothing cached needs it. */
  async touchApiToken(id: string, at: Date): Promise<void> {
    await this.col.updateOne(
      { id, $or: [{ apiTokenLastUsedAt: null }, { apiTokenLastUsedAt: { $exists: false } }, { apiTokenLastUsedAt: { $lt: at } }] },
      { $set: { apiTokenLastUsedAt: at } },
    );
  }

  async findByProject(projectId: string, name: EnvironmentName): Promise<EnvironmentDoc | null> {
    return this.col.findOne({ projectId, name }, { projection: { _id: 0 } });
  }

  async listByProject(projectId: string): Promise<EnvironmentDoc[]> {
    return this.col
      .find({ projectId }, { projection: { _id: 0 } })
      .sort({ name: 1 })
      .toArray();
  }

  async setConnectSettings(id: string, connectSettings: ConnectSettings): Promise<boolean> {
    const res = await this.col.updateOne({ id }, { $set: { connectSettings } });
    this.written(id);
    return res.matchedCount === 1;
  }

  async replaceToken(id: string, apiTokenHash: string, apiTokenSealed: string, at: Date): Promise<boolean> {
    this.written(id);
    const res = await this.col.updateOne({ id }, { $set: { apiTokenHash, apiTokenSealed, tokenRotatedAt: at } });
    this.written(id);
    return res.matchedCount === 1;
  }
}
