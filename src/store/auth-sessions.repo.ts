import type { Db, Filter } from 'mongodb';
import { COLLECTIONS } from './collections.js';

export type AuthSessionKind = 'session' | 'link';
export type AuthSessionStatus = 'pending' | 'authorized' | 'failed' | 'consumed';

/** The OAuth leg in flight: what the callback needs to finish the exchange. Bound to the session by `stateHash`. */
export interface AuthSessionOAuth {
  integrationId: string;
  authMethodId: string;
  oauthAppId: string | null;
  /** PKCE code verifier sealed with the master key, when the manifest asks for PKCE. */
  verifierSealed: string | null;
  inputs: Record<string, string>;
  redirectUri: string;
  /** Keyed hash of the nonce in the HttpOnly cookie of the browser that started the attempt (checked at the callback). */
  browserHash?: string | null;
}

/** The customer's choices for the modal of one session (createSessionToken `modal`). */
export interface SessionModalOptions {
  theme?: 'light' | 'dark' | 'auto';
  locale?: string;
}

export interface AuthSessionDoc {
  id: string;
  kind: AuthSessionKind;
  /** Keyed hash of the session (or link) token; the token itself is never stored. */
  tokenHash: string;
  projectId: string;
  environmentId: string;
  integrationId: string | null;
  oauthAppId: string | null;
  syncObjects: Record<string, boolean> | null;
  modal?: SessionModalOptions | null;
  status: AuthSessionStatus;
  /**
   * Why the session failed. Not named `error`: openapi-backend treats a security result with an `error` key as a
   * failed check.
   */
  failure: { code: string; message: string } | null;
  /** Keyed hash of the OAuth `state` of the current attempt (the `state` index). */
  state: string | null;
  oauth: AuthSessionOAuth | null;
  /** The connection the session created (set at authorization), or re-authorises (set at creation with `reconnect`). */
  connectionId: string | null;
  /** True when the session re-authorises the existing connection `connectionId` instead of creating one. */
  reconnect?: boolean;
  /** Older interface: keyed hash of the one-time public token, and its expiry. */
  /** Credential attempts made with this session (each one a request to the tool's verify endpoint). */
  credentialAttempts?: number;
  publicTokenHash: string | null;
  publicTokenExpiresAt: Date | null;
  createdAt: Date;
  expiresAt: Date;
  authorizedAt: Date | null;
  consumedAt: Date | null;
}

export class AuthSessionsRepo {
  constructor(private readonly db: Db) {}

  private get col() {
    return this.db.collection<AuthSessionDoc>(COLLECTIONS.authSessions);
  }

  async insert(doc: AuthSessionDoc): Promise<void> {
    await this.col.insertOne({ ...doc });
  }

  findByTokenHash(tokenHash: string): Promise<AuthSessionDoc | null> {
    return this.col.findOne({ tokenHash }, { projection: { _id: 0 } });
  }

  findByStateHash(state: string): Promise<AuthSessionDoc | null> {
    return this.col.findOne({ state }, { projection: { _id: 0 } });
  }

  findByPublicTokenHash(publicTokenHash: string): Promise<AuthSessionDoc | null> {
    return this.col.findOne({ publicTokenHash }, { projection: { _id: 0 } });
  }

  findById(id: string): Promise<AuthSessionDoc | null> {
    return this.col.findOne({ id }, { projection: { _id: 0 } });
  }

  /**
   * Conditional update: applies `set` only when the session still matches `where` (e.g. `status: 'pending'`), and
   * returns the updated document or null. With the embedded store's single connection this is the atomic
   * "do it once" (a second caller finds the condition false).
   */
  /** Sets `set` on the session if its fields equal `where`'s; the updated session, or null when it did not match. */
  async updateIf(id: string, where: Partial<AuthSessionDoc>, set: Partial<AuthSessionDoc>): Promise<AuthSessionDoc | null> {
    return this.updateWhere({ ...where, id }, set);
  }

  /** The atomic "consume once": an authorized session, not expired at `now` and not consumed, becomes consumed. */
  async consume(id: string, now: Date): Promise<AuthSessionDoc | null> {
    return this.updateWhere(
      { id, status: 'authorized', consumedAt: null, expiresAt: { $gt: now } },
      { status: 'consumed', consumedAt: now },
    );
  }

  private async updateWhere(filter: Filter<AuthSessionDoc>, set: Partial<AuthSessionDoc>): Promise<AuthSessionDoc | null> {
    // No projection: FerretDB's findAndModify does not support `fields`.
    const doc = await this.col.findOneAndUpdate(filter, { $set: set }, { returnDocument: 'after' });
    if (!doc) return null;
    const { _id, ...rest } = doc as AuthSessionDoc & { _id?: unknown };
    return rest;
  }

  /**
   * Counts one credential attempt of a pending session, unless it has made `max` already: the session after the
   * count, or null when it is used up (or no longer pending). One conditional `$inc`, so concurrent attempts cannot
   * pass the limit together.
   */
  async countAttempt(id: string, max: number): Promise<AuthSessionDoc | null> {
    const doc = await this.col.findOneAndUpdate(
      { id, status: 'pending', $or: [{ credentialAttempts: { $exists: false } }, { credentialAttempts: { $lt: max } }] },
      { $inc: { credentialAttempts: 1 } },
      { returnDocument: 'after' },
    );
    if (!doc) return null;
    const { _id, ...rest } = doc as AuthSessionDoc & { _id?: unknown };
    return rest;
  }

  /** Housekeeping: no TTL indexes on the embedded store, so expired sessions are deleted by a job. */
  async deleteExpired(before: Date): Promise<number> {
    const res = await this.col.deleteMany({ expiresAt: { $lt: before } });
    return res.deletedCount;
  }
}
