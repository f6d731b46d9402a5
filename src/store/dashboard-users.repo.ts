import type { Db } from 'mongodb';
import { COLLECTIONS } from './collections.js';
import type { DashboardRole } from './dashboard-roles.js';

/** A dashboard user: signs in with email and password; what each project allows them is their role there. */
export interface DashboardUserDoc {
  /** The user id (`dusr_...`). */
  _id: string;
  /** Lower-cased, unique. */
  email: string;
  /** The argon2id hash (PHC string) of the password; never the password. */
  passwordHash: string;
  /** Role per project id. */
  roles: Record<string, DashboardRole>;
  /**
   * A random value that names the user's current credentials: sessions record it at sign-in and live only while
   * it is unchanged (a new password or a removed user ends every session of the user at once, in every process).
   */
  credentialStamp: string;
  createdAt: Date;
}

export class DashboardUsersRepo {
  constructor(private readonly db: Db) {}

  private get col() {
    return this.db.collection<DashboardUserDoc>(COLLECTIONS.dashboardUsers);
  }

  async insert(doc: DashboardUserDoc): Promise<void> {
    await this.col.insertOne({ ...doc });
  }

  findById(id: string): Promise<DashboardUserDoc | null> {
    return this.col.findOne({ _id: id });
  }

  findByEmail(email: string): Promise<DashboardUserDoc | null> {
    return this.col.findOne({ email });
  }

  /** Sets (or, with null, removes) the user's role in one project; false when there is no such user. */
  async setRole(id: string, projectId: string, role: DashboardRole | null): Promise<boolean> {
    const field = `roles.${projectId}`;
    const result = role
      ? await this.col.updateOne({ _id: id }, { $set: { [field]: role } })
      : await this.col.updateOne({ _id: id }, { $unset: { [field]: true as const } });
    return result.matchedCount === 1;
  }

  /** Users with a role in the project, by email. */
  listForProject(projectId: string, limit = 1000): Promise<DashboardUserDoc[]> {
    return this.col
      .find({ [`roles.${projectId}`]: { $exists: true } })
      .sort({ email: 1 })
      .limit(limit)
      .toArray();
  }
}
