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
  /** Two-factor sign-in (TOTP): the secret, sealed; absent = off. */
  totpSealed?: string;
  /** A secret being enrolled (sealed), until a first code confirms it. */
  totpPendingSealed?: string;
  /** The last time step whose code was accepted: a code is used once, and never one of an earlier step. */
  totpLastStep?: number;
  /** Keyed hashes of the unused recovery codes (each removed when used). */
  recoveryCodeHashes?: string[];
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

  /** Users with this role in the project. */
  countWithRole(projectId: string, role: DashboardRole): Promise<number> {
    return this.col.countDocuments({ [`roles.${projectId}`]: role });
  }

  async setPendingTotp(id: string, sealed: string): Promise<boolean> {
    return (
      (await this.col.updateOne({ _id: id, totpSealed: { $exists: false } }, { $set: { totpPendingSealed: sealed } })).matchedCount === 1
    );
  }

  /** Turns two-factor on with the pending secret it was given (compare-and-set: a newer enrolment wins). */
  async enableTotp(id: string, pendingSealed: string, recoveryCodeHashes: string[], step: number): Promise<boolean> {
    const r = await this.col.updateOne(
      { _id: id, totpPendingSealed: pendingSealed },
      { $set: { totpSealed: pendingSealed, recoveryCodeHashes, totpLastStep: step }, $unset: { totpPendingSealed: true } },
    );
    return r.modifiedCount === 1;
  }

  async disableTotp(id: string): Promise<boolean> {
    const r = await this.col.updateOne(
      { _id: id },
      { $unset: { totpSealed: true, totpPendingSealed: true, totpLastStep: true, recoveryCodeHashes: true } },
    );
    return r.modifiedCount === 1;
  }

  /** Records a code's step as used, only when it is later than the last one (so a code works once, in any process). */
  async useTotpStep(id: string, step: number): Promise<boolean> {
    const r = await this.col.updateOne(
      { _id: id, totpSealed: { $exists: true }, $or: [{ totpLastStep: { $exists: false } }, { totpLastStep: { $lt: step } }] },
      { $set: { totpLastStep: step } },
    );
    return r.modifiedCount === 1;
  }

  /** Removes one recovery code; false when it is not (or no longer) there: each works once, in any process. */
  async useRecoveryCode(id: string, hash: string): Promise<boolean> {
    const r = await this.col.updateOne({ _id: id, recoveryCodeHashes: hash }, { $pull: { recoveryCodeHashes: hash } });
    return r.modifiedCount === 1;
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
