import type { Db } from 'mongodb';
import { COLLECTIONS } from './collections.js';
import type { DashboardRole } from './dashboard-roles.js';

/** An invite to a project's dashboard: a link (whose token only the inviter saw) to set a password, once. */
export interface DashboardInviteDoc {
  /** The invite id (`dinv_...`). */
  _id: string;
  /** Keyed hash of the link's token; never the token. */
  tokenHash: string;
  projectId: string;
  /** Lower-cased. */
  email: string;
  role: DashboardRole;
  /** Who invited, as the audit trail names actors (`user:dusr_…`, `operator:adminToken`). */
  invitedBy: string;
  createdAt: Date;
  expiresAt: Date;
  /** Set once, when the invite is used (or revoked): a used invite cannot be used again. */
  usedAt?: Date;
  revokedAt?: Date;
}

export class DashboardInvitesRepo {
  constructor(private readonly db: Db) {}

  private get col() {
    return this.db.collection<DashboardInviteDoc>(COLLECTIONS.dashboardInvites);
  }

  async insert(doc: DashboardInviteDoc): Promise<void> {
    await this.col.insertOne({ ...doc });
  }

  /** The open invite of a link: not used, not revoked, not expired. */
  findOpen(tokenHash: string, now: Date): Promise<DashboardInviteDoc | null> {
    return this.col.findOne({ tokenHash, usedAt: { $exists: false }, revokedAt: { $exists: false }, expiresAt: { $gt: now } });
  }

  /** Marks an open invite used; false when another request used (or revoked) it first. */
  async markUsed(id: string, now: Date): Promise<boolean> {
    const r = await this.col.updateOne(
      { _id: id, usedAt: { $exists: false }, revokedAt: { $exists: false }, expiresAt: { $gt: now } },
      { $set: { usedAt: now } },
    );
    return r.modifiedCount === 1;
  }

  async revoke(projectId: string, id: string, now: Date): Promise<DashboardInviteDoc | null> {
    return this.col.findOneAndUpdate(
      { _id: id, projectId, usedAt: { $exists: false }, revokedAt: { $exists: false } },
      { $set: { revokedAt: now } },
      { returnDocument: 'before' },
    );
  }

  /** A project's invites not used nor revoked (expired ones too, marked so by the caller), newest first. */
  listOpen(projectId: string, limit = 200): Promise<DashboardInviteDoc[]> {
    return this.col
      .find({ projectId, usedAt: { $exists: false }, revokedAt: { $exists: false } })
      .sort({ createdAt: -1 })
      .limit(limit)
      .toArray();
  }
}
