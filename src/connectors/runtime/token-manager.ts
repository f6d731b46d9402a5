import { randomUUID } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { PlugboardError } from '../../errors/plugboard-error.js';
import type { CompiledAuthMethod, CompiledConnector } from '../compile/compiled-connector.js';
import { CredentialsRefusedError } from '../auth/credentials-refused.js';
import { InvalidGrantError, refreshCredentials } from '../auth/oauth2/grants.js';
import type { TokenEndpointSender } from '../auth/oauth2/token-endpoint.js';
import {
  preciseNow,
  type Clock,
  type ConnectionContext,
  type Credentials,
  type RefreshLeasePort,
  type RuntimeObserver,
  type RuntimePorts,
} from '../connection/ports.js';

const DEFAULT_SKEW_S = 300;
/** How often a process that lost the refresh race looks for the winner's new credentials. */
const LEASE_POLL_MS = 100;
/** Connections whose latest credentials this process remembers (bounded: the oldest are forgotten). */
const REMEMBERED_CONNECTIONS = 10_000;

/** One process alone: the in-process single flight is all the exclusion needed. */
const PROCESS_LOCAL_LEASE: RefreshLeasePort = {
  acquire: async () => 'local',
  release: async () => undefined,
  reread: async () => undefined,
};

/**
 * Keeps OAuth tokens fresh. One refresh at a time per connection: inside the process (single flight, however many
 * calls wait on it) and across processes (a short lease on the connection in the store; a process that loses the
 * race waits for the winner and rereads the new credentials instead of calling the token endpoint). Rotated refresh
 * tokens are persisted before anyone uses the new access token; credentials that a caller still holds from before a
 * refresh are swapped for the new ones (so a stale copy never replays a rotated refresh token); an `invalid_grant`
 * rereads the stored credentials before the connection is declared in need of re-authorisation. The token request
 * itself is the OAuth module's (auth/oauth2/grants.ts), sent by `send` (the executor).
 */
export class TokenManager {
  /**
   * Refreshes running now, by connection. Bounded by the work in flight: an entry lives only while its refresh runs
   * (removed when it settles, and a refresh ends within its lease or token request timeout), so it needs no LRU.
   */
  private readonly inflight = new Map<string, Promise<Credentials>>();
  private readonly replaced = new LRUCache<string, { oldAccessToken: string | undefined; creds: Credentials }>({
    max: REMEMBERED_CONNECTIONS,
  });
  /** Token endpoint calls per connection made by this process; observable in tests and metrics. */
  readonly refreshCount = new LRUCache<string, number>({ max: REMEMBERED_CONNECTIONS });
  private readonly lease: RefreshLeasePort;

  constructor(
    private readonly ports: RuntimePorts,
    private readonly clock: Clock,
    private readonly send: TokenEndpointSender,
    private readonly observer?: RuntimeObserver,
    /** A lease outlives the token request it covers (the request's timeout is shorter). */
    private readonly leaseMs = 15_000,
  ) {
    this.lease = ports.refreshLease ?? PROCESS_LOCAL_LEASE;
  }

  /** The newest credentials known for this connection (the caller's copy may predate a refresh). */
  current(conn: ConnectionContext): Credentials {
    const r = this.replaced.get(conn.connectionId);
    const token = accessTokenOf(conn.credentials);
    if (r && (r.oldAccessToken === token || accessTokenOf(r.creds) === token)) return r.creds;
    return conn.credentials;
  }

  /** Credentials ready to use: refreshed first when expired (or about to), or when `staleToken` was just rejected. */
  async ensureFresh(
    connector: CompiledConnector,
    method: CompiledAuthMethod,
    conn: ConnectionContext,
    inputs: Record<string, string>,
    staleToken?: string,
  ): Promise<Credentials> {
    const creds = this.current(conn);
    if (creds.type !== 'oauth2' && creds.type !== 'oauth2_client_credentials' && creds.type !== 'sandbox') return creds;
    if (!this.needsRefresh(method, creds, staleToken)) return creds;
    const running = this.inflight.get(conn.connectionId);
    if (running) return running;
    const p = this.refreshOnce(connector, method, conn, creds, inputs, staleToken).finally(() => this.inflight.delete(conn.connectionId));
    this.inflight.set(conn.connectionId, p);
    return p;
  }

  /** Whether a call with these credentials would refresh them first (dry runs say so instead of refreshing). */
  wouldRefresh(method: CompiledAuthMethod, creds: Credentials): boolean {
    return this.needsRefresh(method, creds, undefined);
  }

  private needsRefresh(method: CompiledAuthMethod, creds: Credentials, staleToken: string | undefined): boolean {
    if (creds.type === 'sandbox') return staleToken !== undefined && creds.accessToken === staleToken;
    if (creds.type !== 'oauth2' && creds.type !== 'oauth2_client_credentials') return false;
    const skewMs = ('refresh' in method.spec ? (method.spec.refresh?.skew_seconds ?? DEFAULT_SKEW_S) : DEFAULT_SKEW_S) * 1000;
    const expired = creds.expiresAt !== undefined && Date.parse(creds.expiresAt) - skewMs <= this.clock.now();
    const missing = creds.type === 'oauth2_client_credentials' && !creds.accessToken;
    const rejected = staleToken !== undefined && accessTokenOf(creds) === staleToken;
    return expired || missing || rejected;
  }

  /** Stored credentials that another process refreshed after `creds` were read, when they are good to use. */
  private async refreshedElsewhere(
    method: CompiledAuthMethod,
    conn: ConnectionContext,
    creds: Credentials,
    staleToken: string | undefined,
  ): Promise<Credentials | undefined> {
    const stored = await this.lease.reread(conn.connectionId);
    if (!stored || accessTokenOf(stored) === accessTokenOf(creds) || this.needsRefresh(method, stored, staleToken)) return undefined;
    return this.adopt(conn, creds, stored);
  }

  /**
   * The one refresh path (on-demand calls and the scheduled token-refresh job): take the lease and refresh, or wait
   * for the process holding it and use what it stored. A holder that died stops blocking when its lease expires.
   */
  private async refreshOnce(
    connector: CompiledConnector,
    method: CompiledAuthMethod,
    conn: ConnectionContext,
    creds: Credentials,
    inputs: Record<string, string>,
    staleToken: string | undefined,
  ): Promise<Credentials> {
    const giveUpAt = this.clock.now() + 3 * this.leaseMs;
    for (;;) {
      const holder = await this.lease.acquire(conn.connectionId, this.leaseMs);
      if (holder) {
        try {
          // The winner of an earlier race may have stored new credentials since ours were read.
          const done = await this.refreshedElsewhere(method, conn, creds, staleToken);
          if (done) return done;
          return await this.observed(connector, conn, this.refresh(connector, method, conn, creds, inputs));
        } finally {
          await this.lease.release(conn.connectionId, holder).catch(() => undefined);
        }
      }
      await this.clock.sleep(LEASE_POLL_MS);
      const done = await this.refreshedElsewhere(method, conn, creds, staleToken);
      if (done) return done;
      if (this.clock.now() > giveUpAt)
        throw new PlugboardError('DOWNSTREAM_UNAVAILABLE', `The token refresh of ${connector.id} by another process did not finish`, {
          details: { integrationId: connector.id },
        });
    }
  }

  /** Reports the refresh's outcome to the observer (metrics), whatever it is. */
  private async observed(connector: CompiledConnector, conn: ConnectionContext, refresh: Promise<Credentials>): Promise<Credentials> {
    const observe = this.observer?.onTokenRefresh?.bind(this.observer);
    if (!observe) return refresh;
    const startedAt = preciseNow();
    const report = (outcome: 'refreshed' | 'needs_reauth' | 'failed') =>
      observe({
        integrationId: connector.id,
        connectionId: conn.connectionId,
        outcome,
        startedAt,
        durationMs: preciseNow() - startedAt,
      });
    try {
      const creds = await refresh;
      report('refreshed');
      return creds;
    } catch (e) {
      report(e instanceof CredentialsRefusedError && e.refusal === 'needs_reauth' ? 'needs_reauth' : 'failed');
      throw e;
    }
  }

  private async refresh(
    connector: CompiledConnector,
    method: CompiledAuthMethod,
    conn: ConnectionContext,
    creds: Credentials,
    inputs: Record<string, string>,
  ): Promise<Credentials> {
    if (creds.type === 'sandbox') {
      // The sandbox is its own token endpoint: a new access token, stored like any refreshed credentials.
      this.countRefresh(conn);
      return this.saved(conn, creds, { ...creds, accessToken: `sandbox-access-${randomUUID()}` });
    }
    const spec = method.spec;
    if (spec.type !== 'oauth2_authorization_code' && spec.type !== 'oauth2_client_credentials' && spec.type !== 'oauth2_password')
      return creds;
    if (creds.type !== 'oauth2' && creds.type !== 'oauth2_client_credentials') return creds;
    if (creds.type === 'oauth2') {
      if (!creds.refreshToken) return this.needsReauth(conn, connector, 'the access token expired and there is no refresh token');
      // A password grant refreshes with the manifest's client; the password itself was dropped after the exchange.
      if (!conn.oauthClient && spec.type !== 'oauth2_password')
        return this.needsReauth(conn, connector, 'no OAuth client is available to refresh the token');
    }
    this.countRefresh(conn);
    let next: Credentials;
    try {
      next = await refreshCredentials(this.send, () => this.clock.now(), connector, method, creds, {
        connectionId: conn.connectionId,
        ...(conn.oauthClient ? { client: conn.oauthClient } : {}),
        inputs,
        // Ends before the lease does: no other process calls the token endpoint while this request may still be answered.
        budgetMs: Math.max(1_000, this.leaseMs - 2_000),
      });
    } catch (e) {
      if (e instanceof InvalidGrantError) return this.refusedGrant(conn, connector, creds, e.message);
      throw e;
    }
    return this.saved(conn, creds, next);
  }

  /**
   * `invalid_grant`: another process may have rotated the refresh token meanwhile (the tool refuses a used one), so
   * the stored credentials are read first; only when they are the ones just refused does the user connect again.
   */
  private async refusedGrant(
    conn: ConnectionContext,
    connector: CompiledConnector,
    refused: Credentials,
    reason: string,
  ): Promise<Credentials> {
    const stored = await this.lease.reread(conn.connectionId);
    const rotated = stored?.type === 'oauth2' && refused.type === 'oauth2' && stored.refreshToken !== refused.refreshToken;
    if (stored && rotated) return this.adopt(conn, refused, stored);
    return this.needsReauth(conn, connector, reason);
  }

  /** `next` replaced `old` for this connection: a caller still holding `old` is given `next` (see `current`). */
  private adopt(conn: ConnectionContext, old: Credentials, next: Credentials): Credentials {
    this.replaced.set(conn.connectionId, { oldAccessToken: accessTokenOf(old), creds: next });
    return next;
  }

  /** New credentials from a token endpoint (the sandbox is its own): stored before anyone uses them, then adopted. */
  private async saved(conn: ConnectionContext, old: Credentials, next: Credentials): Promise<Credentials> {
    await this.ports.saveCredentials(conn.connectionId, next);
    return this.adopt(conn, old, next);
  }

  /** One more token endpoint call by this process for the connection (`refreshCount`). */
  private countRefresh(conn: ConnectionContext): void {
    this.refreshCount.set(conn.connectionId, (this.refreshCount.get(conn.connectionId) ?? 0) + 1);
  }

  private async needsReauth(conn: ConnectionContext, connector: CompiledConnector, reason: string): Promise<never> {
    await this.ports.markNeedsReauth(conn.connectionId, reason);
    throw new CredentialsRefusedError('needs_reauth', `The ${connector.info.display.name} connection must be authorized again: ${reason}`, {
      details: { integrationId: connector.id, connectionId: conn.connectionId },
    });
  }
}

export const accessTokenOf = (c: Credentials): string | undefined =>
  c.type === 'oauth2' || c.type === 'oauth2_client_credentials' || c.type === 'sandbox' ? c.accessToken : undefined;
