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
  /** What signed in, for the person listing their sessions: the browser's User-Agent (bounded) and address. */
  userAgent?: string;
  address?: string;
}

/**
 * Which sessions are meant: one by its public id (of one user, when `userId` is given too), an environment's, a
 * user's, or every one.
 */
export type DashboardSessionFilter =
  { sessionId: string; userId?: string } | { environmentId: string } | { userId: string } | { all: true };

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

  /** Live sessions per user, for the users given. */
  async countByUsers(userIds: string[], now: Date): Promise<Map<string, number>> {
    const counts = new Map<string, number>();
    if (userIds.length === 0) return counts;
    const docs = await this.col
      .find({ 'principal.kind': 'user', 'principal.userId': { $in: userIds }, expiresAt: { $gt: now } }, { projection: { principal: 1 } })
      .limit(10_000)
      .toArray();
    for (const d of docs) if (d.principal.kind === 'user') counts.set(d.principal.userId, (counts.get(d.principal.userId) ?? 0) + 1);
    return counts;
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
  if ('sessionId' in filter)
    return filter.userId === undefined ? { id: filter.sessionId } : { id: filter.sessionId, 'principal.userId': filter.userId };
  if ('userId' in filter) return { 'principal.kind': 'user', 'principal.userId': filter.userId };
  if ('environmentId' in filter) return { 'principal.kind': 'environment', 'principal.environmentId': filter.environmentId };
  return {};
}
