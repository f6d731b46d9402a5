import type { Db } from 'mongodb';
import { COLLECTIONS } from './collections.js';

export type DashboardPrincipal = { kind: 'environment'; environmentId: string } | { kind: 'operator' };

/** A signed-in dashboard session. `_id` is a keyed hash of the cookie value; the cookie itself is never stored. */
export interface DashboardSessionDoc {
  _id: string;
  principal: DashboardPrincipal;
  createdAt: Date;
  expiresAt: Date;
}

export class DashboardSessionsRepo {
  constructor(private readonly db: Db) {}

  private get col() {
    return this.db.collection<DashboardSessionDoc>(COLLECTIONS.dashboardSessions);
  }

  async insert(doc: DashboardSessionDoc): Promise<void> {
    await this.col.insertOne({ ...doc });
  }

  find(id: string): Promise<DashboardSessionDoc | null> {
    return this.col.findOne({ _id: id });
  }

  async delete(id: string): Promise<void> {
    await this.col.deleteOne({ _id: id });
  }

  async deleteExpired(now: Date): Promise<number> {
    return (await this.col.deleteMany({ expiresAt: { $lt: now } })).deletedCount;
  }
}
