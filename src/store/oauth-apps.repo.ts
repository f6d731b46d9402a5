import type { Db } from 'mongodb';
import { COLLECTIONS } from './collections.js';

export interface OauthAppDoc {
  id: string;
  projectId: string;
  environmentId: string;
  integrationId: string;
  clientId: string;
  /** The client secret sealed with the master key; never returned by the API. */
  clientSecretSealed: string;
  scopes: string[];
  createdAt: Date;
}

/** Every query is scoped by environment: one project's apps are invisible to another's API token. */
export class OauthAppsRepo {
  constructor(private readonly db: Db) {}

  private get col() {
    return this.db.collection<OauthAppDoc>(COLLECTIONS.oauthApps);
  }

  async insert(doc: OauthAppDoc): Promise<void> {
    await this.col.insertOne({ ...doc });
  }

  findInEnvironment(environmentId: string, id: string): Promise<OauthAppDoc | null> {
    return this.col.findOne({ environmentId, id }, { projection: { _id: 0 } });
  }

  listByEnvironment(environmentId: string, integrationId?: string): Promise<OauthAppDoc[]> {
    const filter = integrationId ? { environmentId, integrationId } : { environmentId };
    return this.col
      .find(filter, { projection: { _id: 0 } })
      .sort({ createdAt: 1 })
      .toArray();
  }

  countByEnvironment(environmentId: string): Promise<number> {
    return this.col.countDocuments({ environmentId });
  }

  async deleteInEnvironment(environmentId: string, id: string): Promise<boolean> {
    const res = await this.col.deleteOne({ environmentId, id });
    return res.deletedCount === 1;
  }
}
