import type { Db } from 'mongodb';
import { COLLECTIONS } from './collections.js';
import type { DashboardRole } from './dashboard-roles.js';

/** What happens to a person the provider vouches for who has no role in the project yet. */
export type SsoUnknownUsers = 'refuse' | 'create';

/** A project's OpenID Connect provider for dashboard sign-in (one per project). */
export interface SsoProviderDoc {
  /** The provider id (`sso_...`): public, it names the provider on the sign-in page. */
  _id: string;
  projectId: string;
  /** The button's label: "Sign in with <displayName>". */
  displayName: string;
  /** The issuer URL; its `/.well-known/openid-configuration` is read at sign-in. */
  issuer: string;
  clientId: string;
  /** The client secret, sealed (context `ssoProvider.clientSecret`); never shown again. */
  clientSecretSealed: string;
  /** Lower-cased email domains allowed to sign in; empty: any domain. */
  allowedDomains: string[];
  unknownUsers: SsoUnknownUsers;
  /** The role given to people created on their first sign-in (`unknownUsers: create`). */
  defaultRole: DashboardRole;
  createdAt: Date;
  updatedAt: Date;
}

/** A sign-in under way: keyed by a keyed hash of its `state`, claimed (deleted) once by the callback. */
export interface SsoLoginDoc {
  _id: string;
  providerId: string;
  /** The PKCE verifier, sealed. */
  verifierSealed: string;
  nonce: string;
  /** A keyed hash of the nonce in the browser's binding cookie. */
  browserHash: string;
  expiresAt: Date;
}

export class SsoProvidersRepo {
  constructor(private readonly db: Db) {}

  private get col() {
    return this.db.collection<SsoProviderDoc>(COLLECTIONS.ssoProviders);
  }

  private get logins() {
    return this.db.collection<SsoLoginDoc>(COLLECTIONS.ssoLogins);
  }

  findByProject(projectId: string): Promise<SsoProviderDoc | null> {
    return this.col.findOne({ projectId });
  }

  findById(id: string): Promise<SsoProviderDoc | null> {
    return this.col.findOne({ _id: id });
  }

  /** Every provider (for the sign-in page's buttons), by name; bounded. */
  list(limit = 200): Promise<SsoProviderDoc[]> {
    return this.col.find({}).sort({ displayName: 1 }).limit(limit).toArray();
  }

  /** Inserts or replaces the project's provider (its id and creation time kept). */
  async put(doc: SsoProviderDoc): Promise<void> {
    const { _id, createdAt, ...rest } = doc;
    await this.col.updateOne({ projectId: doc.projectId }, { $set: rest, $setOnInsert: { _id, createdAt } }, { upsert: true });
  }

  async deleteByProject(projectId: string): Promise<boolean> {
    const gone = await this.col.findOneAndDelete({ projectId });
    if (gone) await this.logins.deleteMany({ providerId: gone._id });
    return gone !== null;
  }

  async beginLogin(doc: SsoLoginDoc): Promise<void> {
    await this.logins.insertOne({ ...doc });
  }

  /** Sign-ins under way and not expired (bounds what unauthenticated starts may store). */
  liveLogins(now: Date): Promise<number> {
    return this.logins.countDocuments({ expiresAt: { $gt: now } });
  }

  /** Takes a sign-in by its state hash, once: a second callback with the same state finds nothing. */
  claimLogin(id: string): Promise<SsoLoginDoc | null> {
    return this.logins.findOneAndDelete({ _id: id });
  }

  async deleteExpiredLogins(now: Date): Promise<number> {
    return (await this.logins.deleteMany({ expiresAt: { $lt: now } })).deletedCount;
  }
}
