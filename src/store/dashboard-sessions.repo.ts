import type { Db, Filter } from 'mongodb';
import { COLLECTIONS } from './collections.js';

export type DashboardPrincipal =
  | { kind: 'environment'; environmentId: string }
  | { kind: 'operator' }
  /** A user; `ssoProjectId`: signed in through that project's single sign-on provider, the session covers it alone. */
  | { kind: 'user'; userId: string; email: string; ssoProjectId?: string };

/** A signed-in dashboard session. `_id` is a keyed hash of the cookie value; the cookie itself is never stored. */
export interface DashboardSessionDoc {
  _id: string;
  /** A public name for the session (`dsess_...`), for an operator listing and ending sessions. */
  id: string;
  principal: DashboardPrincipal;
  /**
   * The token the session was signed in with, as the keyed hash that identifies it (an environment's stored
   * `apiTokenHash`, or the operator token's): the session lives only while that token is still the current one.
   * Sessions from before this field are ended.
   */
  credential: string;
  createdAt: Date;
  expiresAt: Date;
}

/** Which sessions an operator means: one by its public id, an environment's, or every one. */
export type DashboardSessionFilter = { sessionId: string } | { environmentId: string } | { all: true };

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

  /** Live sessions, newest first (at most `limit`). */
  list(filter: DashboardSessionFilter, now: Date, limit = 1000): Promise<DashboardSessionDoc[]> {
    return this.col
      .find({ ...selector(filter), expiresAt: { $gt: now } })
      .sort({ createdAt: -1 })
      .limit(limit)
      .toArray();
  }

  /** Ends sessions; returns how many. */
  async deleteMany(filter: DashboardSessionFilter): Promise<number> {
    return (await this.col.deleteMany(selector(filter))).deletedCount;
  }

  async deleteExpired(now: Date): Promise<number> {
    return (await this.col.deleteMany({ expiresAt: { $lt: now } })).deletedCount;
  }
}

function selector(filter: DashboardSessionFilter): Filter<DashboardSessionDoc> {
  if ('sessionId' in filter) return { id: filter.sessionId };
  if ('environmentId' in filter) return { 'principal.kind': 'environment', 'principal.environmentId': filter.environmentId };
  return {};
}
