import type { Audit } from '../audit/audit-recorder.js';
import { randomUUID } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { SecretBox } from '../../crypto/secret-box.js';
import { generateId, generateToken } from '../../crypto/secret-box.js';
import { PlugboardError } from '../../errors/plugboard-error.js';
import type { ConnectionDoc, ConnectionsRepo } from '../../store/connections.repo.js';
import type { EnvironmentDoc } from '../../store/environments.repo.js';
import { ACCESS_TOKEN_HASH_KIND } from '../auth/auth-context-service.js';
import type { ConnectorInfo } from '../../connectors/index.js';
import type { ConnectionRevocation } from '../../events/connector-event.js';
import {
  checkSettingsChange,
  refieldedTypes,
  syncControlsOf,
  type ConnectionSettingsChange,
  type SyncBounds,
  type SyncControls,
} from './connection-settings.js';

const withChanges = (base: Record<string, string>, changes: Record<string, string | null>): Record<string, string> => {
  const out = new Map(Object.entries(base));
  for (const [k, v] of Object.entries(changes)) {
    if (v === null) out.delete(k);
    else out.set(k, v);
  }
  return Object.fromEntries(out);
};

/** Associated data the credentials are sealed with: a sealed value cannot be moved to another field. */
export const CREDENTIALS_CONTEXT = 'connection.credentials';
/** Associated data of the sealed secret inputs (e.g. a webhook signing secret). */
const SECRET_INPUTS_CONTEXT = 'connection.secretInputs';
/** The auth method of sandbox connections (connect-service.ts offers it in development environments). */
const SANDBOX_AUTH_METHOD_ID = 'sandbox';
/**
 * Sandbox connections a development environment holds, apart from its limit of real connections: room for one of
 * every integration (59 with the auth-and-proxy tier) several times over, still a bound on what a session can create.
 */
const SANDBOX_CONNECTION_LIMIT = 200;

export interface NewConnection {
  integrationId: string;
  authMethodId: string;
  /** Downstream credentials as the connector runtime defines them; sealed before they are stored. */
  credentials: unknown;
  inputs?: Record<string, string>;
  oauthAppId?: string | null;
  /** Object types to keep in the synced cache, chosen when the session was created. */
  syncObjects?: Record<string, boolean> | null;
}

/** Called after a connection is deleted (its credentials are gone); see `onDeleted`. */
export type ConnectionDeletedListener = (event: {
  connectionId: string;
  projectId: string;
  environmentId: string;
  integrationId: string;
  /** what became of the tool's grant (see RevocationService) */
  revocation: ConnectionRevocation;
}) => void | Promise<void>;

/** Asks the tool to revoke a connection's grant before its credentials are erased (RevocationService). */
export type ConnectionRevoker = (doc: ConnectionDoc) => Promise<ConnectionRevocation>;

/** Called before a connection is deleted, while its credentials still exist; see `onDeleting`. */
export type ConnectionDeletingListener = (doc: ConnectionDoc) => void | Promise<void>;

/** Called after a connection is created (e.g. to schedule its first sync); see `onCreated`. */
export type ConnectionCreatedListener = (doc: ConnectionDoc) => void | Promise<void>;

/** Called after a connection got new credentials through a reconnect session; see `onReauthorized`. */
export type ConnectionReauthorizedListener = (doc: ConnectionDoc, before: ConnectionDoc) => void | Promise<void>;
/** Told when a connection's credentials are refused for good or replaced (ConnectionHealthService listens). */
export interface CredentialsListener {
  needsReauth(connectionId: string, reason: string): Promise<void>;
  credentialsChanged(connectionId: string): Promise<void>;
}

export interface CreatedConnection {
  connectionId: string;
  /** Shown once: only its keyed hash is stored. */
  accessToken: string;
  integrationId: string;
}

export class ConnectionsService {
  private readonly deletedListeners: ConnectionDeletedListener[] = [];
  private readonly deletingListeners: ConnectionDeletingListener[] = [];
  private readonly createdListeners: ConnectionCreatedListener[] = [];
  private readonly reauthorizedListeners: ConnectionReauthorizedListener[] = [];
  private readonly credentialsListeners: CredentialsListener[] = [];
  private revoker: ConnectionRevoker | undefined;
  private readonly syncSettingsListeners: ((doc: ConnectionDoc, refieldedTypes: string[]) => Promise<void>)[] = [];
  /**
   * Credentials opened recently, by connection id: opening (AES-GCM) on every call was a measurable share of a
   * passthrough's CPU (bench-passthrough). An entry only answers for the exact sealed value it was opened from,
   * so a rotated or re-saved credential is never served stale; it is also dropped on save and delete, and after
   * a short TTL. Each caller gets its own parsed copy. Held in memory only, like a call in flight holds it.
   */
  private readonly opened = new LRUCache<string, { sealed: string; json: string }>({ max: 10_000, ttl: 60_000 });

  constructor(
    private readonly connections: ConnectionsRepo,
    private readonly box: SecretBox,
    /** the manifest's view of a connector, to check settings changes (inputs, sync objects) */
    private readonly connectorInfo: (integrationId: string) => ConnectorInfo | undefined = () => undefined,
    /** the bounds of a connection's own sync frequency (PLUGBOARD_SYNC_MIN/MAX_INTERVAL_MS) */
    private readonly syncBounds: SyncBounds = { minMs: 0, maxMs: Infinity },
  ) {}

  /** Every input of a connection: the plain ones and the secret ones (opened), for the connector runtime only. */
  inputsOf(doc: ConnectionDoc): Record<string, string> {
    if (!doc.secretInputsSealed) return doc.inputs;
    return { ...doc.inputs, ...(JSON.parse(this.box.open(doc.secretInputsSealed, SECRET_INPUTS_CONTEXT)) as Record<string, string>) };
  }

  /**
   * Changes an existing connection's settings: the object types its synced cache keeps, and inputs set after
   * connecting (a webhook secret chosen once the tool's webhook exists). Secret inputs are sealed, never stored
   * or returned in clear.
   */
  /**
   * New faults for a sandbox connection, counted from now. `expiredToken` also replaces its access token with one
   * the sandbox refuses as expired, so the next call goes through the refresh path.
   */
  private sandboxChange(
    doc: ConnectionDoc,
    faults: object | null | undefined,
    activity: { changesPerMinute: number } | null | undefined,
  ): Partial<ConnectionDoc> {
    const creds = this.revealCredentials<{ type: string; accessToken?: string }>(doc);
    if (creds.type !== 'sandbox') {
      const field = faults !== undefined ? 'body.sandbox.faults' : 'body.sandbox.activity';
      throw new PlugboardError('VALIDATION_FAILED', 'Sandbox settings apply to sandbox connections only (auth method sandbox)', {
        details: [{ field, rule: 'sandbox', message: `connection ${doc.id} is not a sandbox connection` }],
      });
    }
    const current = doc.sandbox ?? { faults: null, faultsSetAt: new Date().toISOString() };
    const sandbox: NonNullable<ConnectionDoc['sandbox']> =
      faults !== undefined ? { faults: faults as Record<string, unknown> | null, faultsSetAt: new Date().toISOString() } : { ...current };
    if (activity !== undefined) {
      if (activity) sandbox.activity = { changesPerMinute: activity.changesPerMinute };
      else delete sandbox.activity;
    } else if (current.activity) sandbox.activity = current.activity;
    const set: Partial<ConnectionDoc> = { sandbox };
    if (faults && 'expiredToken' in faults && faults.expiredToken === true)
      set.credentialsSealed = this.box.sealJson({ ...creds, accessToken: `sandbox-expired-${randomUUID()}` }, CREDENTIALS_CONTEXT);
    return set;
  }

  async updateSettings(env: EnvironmentDoc, id: string, change: ConnectionSettingsChange): Promise<ConnectionDoc> {
    const doc = await this.get(env, id);
    const info = this.connectorInfo(doc.integrationId);
    if (!info) throw new PlugboardError('NOT_FOUND', `Unknown integration ${doc.integrationId}`, { details: { id } });
    const { plain, secret } = checkSettingsChange(info, change, this.syncBounds);
    const set: Partial<ConnectionDoc> = {};
    if (change.syncObjects !== undefined) set.syncObjects = change.syncObjects;
    if (change.syncFrequencySeconds !== undefined) set.syncFrequencySeconds = change.syncFrequencySeconds;
    // Retention needs no sync run: the housekeeping job applies it (CacheRetention).
    if (change.syncRetentionDays !== undefined) set.syncRetentionDays = change.syncRetentionDays;
    // The object types whose kept fields change: their cache is reloaded quietly (see onSyncSettings).
    const refields = change.syncFields === undefined ? [] : refieldedTypes(doc.syncFields, change.syncFields);
    if (change.syncFields !== undefined) set.syncFields = change.syncFields;
    if (change.sandboxFaults !== undefined || change.sandboxActivity !== undefined)
      Object.assign(set, this.sandboxChange(doc, change.sandboxFaults, change.sandboxActivity));
    if (Object.keys(plain).length) set.inputs = withChanges(doc.inputs, plain);
    if (Object.keys(secret).length) {
      const current = doc.secretInputsSealed
        ? (JSON.parse(this.box.open(doc.secretInputsSealed, SECRET_INPUTS_CONTEXT)) as Record<string, string>)
        : {};
      set.secretInputsSealed = this.box.sealJson(withChanges(current, secret), SECRET_INPUTS_CONTEXT);
      // A secret typed in the connect form lived with the plain inputs: it moves to the sealed ones.
      set.inputs = Object.fromEntries(Object.entries(set.inputs ?? doc.inputs).filter(([k]) => !(k in secret)));
    }
    if (Object.keys(set).length) await this.connections.updateInEnvironment(env.id, id, set);
    const updated = await this.get(env, id);
    const syncChanged = change.syncObjects !== undefined || change.syncFrequencySeconds !== undefined || change.syncFields !== undefined;
    if (syncChanged) for (const l of this.syncSettingsListeners) await l(updated, refields);
    return updated;
  }

  /**
   * Creates a connection in an environment, enforcing the environment's connection limit (five in
   * development). The access token is returned once and never stored in clear.
   */
  async create(env: EnvironmentDoc, input: NewConnection): Promise<CreatedConnection> {
    if (env.connectionLimit !== null) {
      // Sandbox connections count apart: the limit is on real connections, and sandbox ones have a bound of their own.
      const sandbox = input.authMethodId === SANDBOX_AUTH_METHOD_ID;
      const limit = sandbox ? SANDBOX_CONNECTION_LIMIT : env.connectionLimit;
      const count = await this.connections.countByEnvironment(env.id, sandbox);
      if (count >= limit) {
        throw new PlugboardError(
          'CONNECTION_LIMIT_REACHED',
          `Connection limit reached: the ${env.name} environment holds at most ${limit} ${sandbox ? 'sandbox ' : ''}connections`,
          { details: { limit, environment: env.name, ...(sandbox ? { sandbox: true } : {}) } },
        );
      }
    }
    const accessToken = generateToken('pb_conn');
    const now = new Date();
    const doc: ConnectionDoc = {
      id: generateId('conn'),
      projectId: env.projectId,
      environmentId: env.id,
      integrationId: input.integrationId,
      accessTokenHash: this.box.lookupHash(accessToken, ACCESS_TOKEN_HASH_KIND),
      credentialsSealed: this.box.sealJson(input.credentials, CREDENTIALS_CONTEXT),
      inputs: input.inputs ?? {},
      authMethodId: input.authMethodId,
      oauthAppId: input.oauthAppId ?? null,
      ...(input.syncObjects ? { syncObjects: input.syncObjects } : {}),
      status: 'NEW_CONNECTION',
      health: 'ok',
      healthReason: null,
      lastSyncError: null,
      createdAt: now,
      modifiedAt: now,
    };
    await this.connections.insert(doc);
    // The connection exists whatever a listener does: a failure to schedule is the listener's to log and recover.
    for (const l of this.createdListeners) await Promise.resolve(l(doc)).catch(() => undefined);
    return { connectionId: doc.id, accessToken, integrationId: doc.integrationId };
  }

  /**
   * Gives an existing connection the credentials its end user just granted again (the reconnect flow): same id,
   * access token, synced cache and webhooks; the inputs the connect form captured replace the old values; health
   * back to `ok`. Listeners are told (a sync is scheduled, health events are emitted).
   */
  async reauthorize(env: EnvironmentDoc, id: string, input: NewConnection): Promise<ConnectionDoc> {
    const doc = await this.get(env, id);
    if (input.integrationId !== doc.integrationId) {
      throw new PlugboardError('CONFLICT', `Connection ${id} is a ${doc.integrationId} connection`, { details: { id } });
    }
    this.opened.delete(id);
    await this.connections.updateInEnvironment(env.id, id, {
      credentialsSealed: this.box.sealJson(input.credentials, CREDENTIALS_CONTEXT),
      authMethodId: input.authMethodId,
      oauthAppId: input.oauthAppId ?? null,
      inputs: { ...doc.inputs, ...(input.inputs ?? {}) },
      health: 'ok',
      healthReason: null,
      lastSyncError: null,
      modifiedAt: new Date(),
    });
    this.opened.delete(id);
    const updated = await this.get(env, id);
    for (const l of this.reauthorizedListeners) await Promise.resolve(l(updated, doc)).catch(() => undefined);
    return updated;
  }

  list(env: EnvironmentDoc): Promise<ConnectionDoc[]> {
    return this.connections.listByEnvironment(env.id);
  }

  /** The connection's sync controls with the bounds and the fields there are (the dashboard's connection view). */
  async syncControls(env: EnvironmentDoc, id: string): Promise<SyncControls> {
    const doc = await this.get(env, id);
    return syncControlsOf(doc, this.connectorInfo(doc.integrationId), this.syncBounds);
  }

  async get(env: EnvironmentDoc, id: string): Promise<ConnectionDoc> {
    const doc = await this.connections.findInEnvironment(env.id, id);
    if (!doc) throw new PlugboardError('NOT_FOUND', `No connection ${id} in this environment`, { details: { id } });
    return doc;
  }

  /** Decrypted downstream credentials, for the connector runtime only. Never log or return them. */
  revealCredentials<T = unknown>(doc: ConnectionDoc): T {
    const hit = this.opened.get(doc.id);
    if (hit?.sealed === doc.credentialsSealed) return JSON.parse(hit.json) as T;
    const json = this.box.open(doc.credentialsSealed, CREDENTIALS_CONTEXT);
    this.opened.set(doc.id, { sealed: doc.credentialsSealed, json });
    return JSON.parse(json) as T;
  }

  /** The tool refused the refresh token: the end user must connect again. Shown as `health` on the connection. */
  async markNeedsReauth(connectionId: string, reason: string): Promise<void> {
    await this.connections.update(connectionId, { health: 'needs_reauth', healthReason: reason.slice(0, 500) });
    for (const l of this.credentialsListeners) await l.needsReauth(connectionId, reason).catch(() => undefined);
  }

  /** The token-refresh lease (see ConnectionsRepo.acquireRefreshLease); null when another process holds it. */
  async acquireRefreshLease(connectionId: string, ttlMs: number): Promise<string | null> {
    const holder = generateId('lease');
    const now = new Date();
    if (await this.connections.acquireRefreshLease(connectionId, holder, now, new Date(now.getTime() + ttlMs))) return holder;
    // Credentials that are not a stored connection (the connect form's verify of a client credentials method, whose
    // first token is fetched before any connection exists) have no stored token to race on: nothing to exclude. The
    // lease refused them, so a first token waited for a holder that never existed and failed after three leases.
    return (await this.connections.findById(connectionId)) ? null : holder;
  }

  async releaseRefreshLease(connectionId: string, holder: string): Promise<void> {
    await this.connections.releaseRefreshLease(connectionId, holder);
  }

  /** The credentials as stored now (another process may have refreshed them), read past every cache. */
  async rereadCredentials<T = unknown>(connectionId: string): Promise<T | undefined> {
    const doc = await this.connections.findById(connectionId);
    return doc ? this.revealCredentials<T>(doc) : undefined;
  }

  async saveCredentials(connectionId: string, credentials: unknown): Promise<void> {
    this.opened.delete(connectionId);
    await this.connections.update(connectionId, { credentialsSealed: this.box.sealJson(credentials, CREDENTIALS_CONTEXT) });
    this.opened.delete(connectionId);
    for (const l of this.credentialsListeners) await l.credentialsChanged(connectionId).catch(() => undefined);
  }

  /** Registers a listener told when credentials are refused for good or replaced. */
  onCredentials(listener: CredentialsListener): void {
    this.credentialsListeners.push(listener);
  }

  /**
   * Issues a fresh access token for a connection (the connect flow creates the connection at authorization and
   * issues its token at the exchange). Shown once; only its keyed hash is stored.
   */
  async issueAccessToken(env: EnvironmentDoc, id: string): Promise<string> {
    const accessToken = generateToken('pb_conn');
    const updated = await this.connections.updateInEnvironment(env.id, id, {
      accessTokenHash: this.box.lookupHash(accessToken, ACCESS_TOKEN_HASH_KIND),
    });
    if (!updated) throw new PlugboardError('NOT_FOUND', `No connection ${id} in this environment`, { details: { id } });
    return accessToken;
  }

  /**
   * Registers a listener told after a connection's sync settings changed, with the object types whose kept fields
   * changed (SyncService reloads those quietly and runs the connection at once, then at its new pace).
   */
  onSyncSettings(listener: (doc: ConnectionDoc, refieldedTypes: string[]) => Promise<void>): void {
    this.syncSettingsListeners.push(listener);
  }

  /** Installs the revocation asked for before each delete (the composition root: it needs the connector runtime). */
  useRevoker(revoker: ConnectionRevoker): void {
    this.revoker = revoker;
  }

  /**
   * Deletes a connection: the tool is asked to revoke its grant first (a failure leaves the credentials sealed in
   * the pending revocations, retried by a job), then the connection document goes, and with it the sealed
   * credentials; then the listeners are told (sync, jobs, webhooks drop what they hold for it; the
   * `connection.deleted` event says what became of the grant). Returns the revocation's outcome. A failing
   * listener is reported by the returned promise, after all ran.
   */
  async delete(env: EnvironmentDoc, id: string, audit: Audit): Promise<ConnectionRevocation> {
    const found = await this.connections.findInEnvironment(env.id, id);
    if (!found) throw new PlugboardError('NOT_FOUND', `No connection ${id} in this environment`, { details: { id } });
    // What needs the credentials while they still work (deleting the tool subscriptions made with them) runs before
    // the revocation; it never stops the delete.
    for (const l of this.deletingListeners) await Promise.resolve(l(found)).catch(() => undefined);
    const revocation: ConnectionRevocation = this.revoker ? await this.revoker(found) : { state: 'not_supported', attempts: 0 };
    const removed = await this.connections.deleteInEnvironment(env.id, id);
    // Deleted meanwhile by another request: that one told the listeners.
    if (!removed) throw new PlugboardError('NOT_FOUND', `No connection ${id} in this environment`, { details: { id } });
    const doc = found;
    this.opened.delete(doc.id);
    await audit.record(
      'connection.delete',
      { type: 'connection', id, name: doc.integrationId, environmentId: env.id },
      { before: { integrationId: doc.integrationId, status: doc.status }, after: { revocation: revocation.state } },
    );
    const event = {
      connectionId: doc.id,
      projectId: doc.projectId,
      environmentId: doc.environmentId,
      integrationId: doc.integrationId,
      revocation,
    };
    const results = await Promise.allSettled(this.deletedListeners.map(async (l) => l(event)));
    const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failed) throw failed.reason;
    return revocation;
  }

  /** Registers a listener called after a connection was re-authorised: (the connection now, as it was before). */
  onReauthorized(listener: ConnectionReauthorizedListener): void {
    this.reauthorizedListeners.push(listener);
  }

  /** Registers a listener called before each deletion, with the connection as it is (credentials included). */
  onDeleting(listener: ConnectionDeletingListener): void {
    this.deletingListeners.push(listener);
  }

  /** Registers a listener called after each creation. */
  onCreated(listener: ConnectionCreatedListener): void {
    this.createdListeners.push(listener);
  }

  /** Registers a listener called after each deletion; returns a function that unregisters it. */
  onDeleted(listener: ConnectionDeletedListener): () => void {
    this.deletedListeners.push(listener);
    return () => {
      const i = this.deletedListeners.indexOf(listener);
      if (i >= 0) this.deletedListeners.splice(i, 1);
    };
  }
}
