import type { SecretBox } from '../../crypto/secret-box.js';
import { generateId, generateToken } from '../../crypto/secret-box.js';
import { PlugboardError } from '../../errors/plugboard-error.js';
import type { AuthSessionDoc, AuthSessionKind, AuthSessionsRepo, SessionModalOptions } from '../../store/auth-sessions.repo.js';
import type { EnvironmentDoc, EnvironmentsRepo } from '../../store/environments.repo.js';
import { checkSyncObjects } from './sync-objects.js';
import type { ConnectionsService, CreatedConnection } from '../connections/connections-service.js';

/** A session (or link) token is accepted for 15 minutes; once authorized, the back end has 15 more to exchange it. */
const SESSION_TTL_MS = 15 * 60_000;
/** A public token (older interface) is accepted for 15 minutes after it is issued, once. */
const PUBLIC_TOKEN_TTL_MS = 15 * 60_000;

const SESSION_TOKEN_HASH_KIND = 'session-token';
const PUBLIC_TOKEN_HASH_KIND = 'public-token';

export interface NewSession {
  integrationId?: string;
  oauthAppId?: string;
  syncObjects?: Record<string, boolean>;
  modal?: SessionModalOptions;
  /** Re-authorise this existing connection: its integration and OAuth app are the session's defaults. */
  connectionId?: string;
}

export type Clock = () => Date;

/**
 * Auth sessions: created by a back end (session token) or the older interface (link token), authorized by the
 * connect modal, consumed once by the exchange. Tokens are stored only as keyed hashes. Time comes from `now`
 * so tests can move it.
 */
export class SessionsService {
  constructor(
    private readonly sessions: AuthSessionsRepo,
    private readonly environments: EnvironmentsRepo,
    private readonly connections: ConnectionsService,
    private readonly box: SecretBox,
    private readonly integrationExists: (id: string) => boolean,
    readonly now: Clock = () => new Date(),
  ) {}

  async create(
    env: EnvironmentDoc,
    kind: AuthSessionKind,
    input: NewSession,
  ): Promise<{ token: string; expiresAt: Date; integrationId: string | null; connectionId: string | null }> {
    if (input.connectionId) input = await this.reconnecting(env, input, input.connectionId);
    if (input.integrationId && !this.integrationExists(input.integrationId)) {
      throw new PlugboardError('NOT_FOUND', `Unknown integration '${input.integrationId}'`, {
        details: { integrationId: input.integrationId },
      });
    }
    const syncObjects = checkSyncObjects(input.syncObjects);
    const token = generateToken(kind === 'link' ? 'pb_link' : 'pb_sess');
    const now = this.now();
    const doc: AuthSessionDoc = {
      id: generateId('ses'),
      kind,
      tokenHash: this.box.lookupHash(token, SESSION_TOKEN_HASH_KIND),
      projectId: env.projectId,
      environmentId: env.id,
      integrationId: input.integrationId ?? null,
      oauthAppId: input.oauthAppId ?? null,
      syncObjects: syncObjects ?? null,
      modal: input.modal ?? null,
      status: 'pending',
      failure: null,
      state: null,
      oauth: null,
      connectionId: input.connectionId ?? null,
      ...(input.connectionId ? { reconnect: true } : {}),
      publicTokenHash: null,
      publicTokenExpiresAt: null,
      createdAt: now,
      expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
      authorizedAt: null,
      consumedAt: null,
    };
    await this.sessions.insert(doc);
    return { token, expiresAt: doc.expiresAt, integrationId: doc.integrationId, connectionId: doc.connectionId };
  }

  /** A reconnect session takes the connection's integration and OAuth app unless told otherwise, never another integration. */
  private async reconnecting(env: EnvironmentDoc, input: NewSession, connectionId: string): Promise<NewSession> {
    const conn = await this.connections.get(env, connectionId);
    if (input.integrationId && input.integrationId !== conn.integrationId) {
      throw new PlugboardError('VALIDATION_FAILED', `Connection ${conn.id} is a ${conn.integrationId} connection`, {
        details: [
          {
            field: 'body.integrationId',
            rule: 'connection',
            message: `must be ${conn.integrationId} (the connection's integration) or absent`,
          },
        ],
      });
    }
    // The connection keeps its own synced objects: a reconnect changes credentials only.
    const { syncObjects: _ignored, ...rest } = input;
    const oauthAppId = input.oauthAppId ?? conn.oauthAppId;
    return { ...rest, integrationId: conn.integrationId, ...(oauthAppId ? { oauthAppId } : {}) };
  }

  /** Security resolver: the session a token stands for, expired or not (the operation says which it accepts). */
  async resolve(token: string): Promise<AuthSessionDoc | null> {
    if (!token || token.length > 512) return null;
    return this.sessions.findByTokenHash(this.box.lookupHash(token, SESSION_TOKEN_HASH_KIND));
  }

  /** Refuses a session past its expiry (SESSION_TOKEN_EXPIRED), for every modal operation. */
  assertLive(session: AuthSessionDoc): void {
    if (session.expiresAt.getTime() <= this.now().getTime()) {
      throw new PlugboardError('SESSION_TOKEN_EXPIRED', 'The session token has expired: create a new one', {
        details: { expiresAt: session.expiresAt.toISOString() },
      });
    }
  }

  /** Step 2 of the handshake: consumes an authorized session once and issues the connection's access token. */
  async exchange(env: EnvironmentDoc, session: AuthSessionDoc): Promise<CreatedConnection> {
    if (session.kind !== 'session') {
      throw new PlugboardError('UNAUTHORIZED', 'A link token is exchanged through /link/exchange with its public token', {
        details: { header: 'x-svc-session-token' },
      });
    }
    return this.consume(env, session, this.now());
  }

  /** Older interface: the public token the modal receives once a link session is authorized (issued once). */
  async issuePublicToken(session: AuthSessionDoc): Promise<string | undefined> {
    if (session.kind !== 'link' || session.status !== 'authorized' || session.publicTokenHash) return undefined;
    const publicToken = generateToken('pb_pub');
    const updated = await this.sessions.updateIf(
      session.id,
      { status: 'authorized', publicTokenHash: null },
      {
        publicTokenHash: this.box.lookupHash(publicToken, PUBLIC_TOKEN_HASH_KIND),
        publicTokenExpiresAt: new Date(this.now().getTime() + PUBLIC_TOKEN_TTL_MS),
      },
    );
    return updated ? publicToken : undefined;
  }

  async exchangePublicToken(env: EnvironmentDoc, publicToken: string): Promise<CreatedConnection> {
    const session =
      publicToken.length <= 512
        ? await this.sessions.findByPublicTokenHash(this.box.lookupHash(publicToken, PUBLIC_TOKEN_HASH_KIND))
        : null;
    // A token of another environment is reported exactly like an unknown one.
    if (session?.environmentId !== env.id) {
      throw new PlugboardError('NOT_FOUND', 'Unknown public token', { details: { field: 'publicToken' } });
    }
    const now = this.now();
    if (session.status !== 'consumed' && session.publicTokenExpiresAt && session.publicTokenExpiresAt.getTime() <= now.getTime()) {
      throw new PlugboardError('SESSION_TOKEN_EXPIRED', 'The public token has expired: connect again', {});
    }
    return this.consume(env, session, now);
  }

  /** Marks the session authorized with its new connection (only from pending); extends its life for the exchange. */
  async markAuthorized(session: AuthSessionDoc, connectionId: string, integrationId: string): Promise<boolean> {
    const now = this.now();
    const updated = await this.sessions.updateIf(
      session.id,
      { status: 'pending' },
      {
        status: 'authorized',
        connectionId,
        integrationId,
        authorizedAt: now,
        expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
        state: null,
        oauth: null,
      },
    );
    return updated !== null;
  }

  /**
   * Counts a credential attempt (form credentials checked at the tool): at most `max` per session, then
   * 429 CONNECT_ATTEMPTS_EXCEEDED. Waiting does not help (no Retry-After): a new session is needed.
   */
  async countAttempt(session: AuthSessionDoc, max: number): Promise<void> {
    if (await this.sessions.countAttempt(session.id, max)) return;
    throw new PlugboardError(
      'CONNECT_ATTEMPTS_EXCEEDED',
      `Too many credential attempts in this session (${max}): start a new connect session to try again`,
      { details: { limit: max } },
    );
  }

  async markFailed(session: AuthSessionDoc, error: { code: string; message: string }): Promise<void> {
    await this.sessions.updateIf(session.id, { status: 'pending' }, { status: 'failed', failure: error, state: null, oauth: null });
  }

  /**
   * The atomic "consume once": a conditional update on `consumedAt: null` and `status: authorized`. When it
   * matches nothing, the session is re-read to say why.
   */
  private async consume(env: EnvironmentDoc, session: AuthSessionDoc, now: Date): Promise<CreatedConnection> {
    const updated = await this.sessions.consume(session.id, now);
    if (!updated) throw await this.whyNotConsumable(session.id, now);
    const accessToken = await this.connections.issueAccessToken(env, updated.connectionId!);
    return { connectionId: updated.connectionId!, accessToken, integrationId: updated.integrationId! };
  }

  private async whyNotConsumable(id: string, now: Date): Promise<PlugboardError> {
    const s = await this.sessions.findById(id);
    if (!s || s.status === 'consumed' || s.consumedAt) {
      return new PlugboardError('SESSION_TOKEN_CONSUMED', 'The session token was already exchanged', {});
    }
    if (s.expiresAt.getTime() <= now.getTime()) {
      return new PlugboardError('SESSION_TOKEN_EXPIRED', 'The session token has expired: create a new one', {
        details: { expiresAt: s.expiresAt.toISOString() },
      });
    }
    return new PlugboardError('SESSION_NOT_AUTHORIZED', 'The end user has not finished connecting in the modal', {
      details: { status: s.status, ...(s.failure ? { error: s.failure } : {}) },
    });
  }

  /** Binds an OAuth attempt to a pending session: the hash of its `state` and what the callback needs. */
  async beginOAuth(session: AuthSessionDoc, set: Pick<AuthSessionDoc, 'integrationId' | 'oauthAppId' | 'state' | 'oauth'>): Promise<void> {
    const updated = await this.sessions.updateIf(session.id, { status: 'pending' }, set);
    if (!updated)
      throw new PlugboardError('CONFLICT', 'This session is no longer waiting for authorization', { details: { status: session.status } });
  }

  /**
   * Claims an OAuth `state` once: the session it belongs to (still pending) with its state cleared, so a replayed
   * or concurrent callback finds nothing.
   */
  async claimState(stateHash: string): Promise<AuthSessionDoc | null> {
    const s = await this.sessions.findByStateHash(stateHash);
    if (!s) return null;
    return this.sessions.updateIf(s.id, { status: 'pending', state: stateHash }, { state: null });
  }

  environment(session: AuthSessionDoc): Promise<EnvironmentDoc | null> {
    return this.environments.findById(session.environmentId);
  }
}
