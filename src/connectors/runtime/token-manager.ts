import { randomUUID } from 'node:crypto';
import type { Got } from 'got';
import { LRUCache } from 'lru-cache';
import { PlugboardError } from '../../errors/plugboard-error.js';
import type { CompiledAuthMethod, CompiledConnector } from '../compile/compiled-connector.js';
import { captureMap } from '../auth/oauth2-code.js';
import { parseTokenResponse, tokenRequest, TokenResponseError } from '../auth/token-response.js';
import { renderValue } from '../mapping/template.js';
import { renderUrlTemplate } from './connection-target.js';
import { replaceOrigin } from './host-overrides.js';
import {
  preciseNow,
  type Clock,
  type ConnectionContext,
  type Credentials,
  type RefreshLeasePort,
  type RuntimeObserver,
  type RuntimePorts,
} from './ports.js';

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
 * rereads the stored credentials before the connection is declared in need of re-authorisation.
 */
export class TokenManager {
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
    client: Got,
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
    const p = this.refreshOnce(client, connector, method, conn, creds, inputs, staleToken).finally(() =>
      this.inflight.delete(conn.connectionId),
    );
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
    this.replaced.set(conn.connectionId, { oldAccessToken: accessTokenOf(creds), creds: stored });
    return stored;
  }

  /**
   * The one refresh path (on-demand calls and the scheduled token-refresh job): take the lease and refresh, or wait
   * for the process holding it and use what it stored. A holder that died stops blocking when its lease expires.
   */
  private async refreshOnce(
    client: Got,
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
          return await this.observed(connector, conn, this.refresh(client, connector, method, conn, creds, inputs));
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
      report(e instanceof PlugboardError && e.code === 'CONNECTION_NEEDS_REAUTH' ? 'needs_reauth' : 'failed');
      throw e;
    }
  }

  private async refresh(
    client: Got,
    connector: CompiledConnector,
    method: CompiledAuthMethod,
    conn: ConnectionContext,
    creds: Credentials,
    inputs: Record<string, string>,
  ): Promise<Credentials> {
    if (creds.type === 'sandbox') {
      // The sandbox is its own token endpoint: a new access token, stored like any refreshed credentials.
      this.refreshCount.set(conn.connectionId, (this.refreshCount.get(conn.connectionId) ?? 0) + 1);
      const next: Credentials = { ...creds, accessToken: `sandbox-access-${randomUUID()}` };
      await this.ports.saveCredentials(conn.connectionId, next);
      this.replaced.set(conn.connectionId, { oldAccessToken: creds.accessToken, creds: next });
      return next;
    }
    const spec = method.spec;
    if (spec.type !== 'oauth2_authorization_code' && spec.type !== 'oauth2_client_credentials') return creds;
    let params: Record<string, string>;
    let oauthClient: { clientId: string; clientSecret: string };
    if (creds.type === 'oauth2') {
      if (!creds.refreshToken) return this.needsReauth(conn, connector, 'the access token expired and there is no refresh token');
      if (!conn.oauthClient) return this.needsReauth(conn, connector, 'no OAuth client is available to refresh the token');
      oauthClient = conn.oauthClient;
      params = { grant_type: 'refresh_token', refresh_token: creds.refreshToken, ...renderParams(method.refreshParams, inputs) };
    } else if (creds.type === 'oauth2_client_credentials') {
      oauthClient = { clientId: creds.clientId, clientSecret: creds.clientSecret };
      params = { grant_type: 'client_credentials', ...renderParams(method.tokenParams, inputs) };
      const scopes = spec.scopes?.default ?? [];
      if (scopes.length) params.scope = scopes.join(spec.scopes?.separator ?? ' ');
    } else {
      return creds;
    }
    this.refreshCount.set(conn.connectionId, (this.refreshCount.get(conn.connectionId) ?? 0) + 1);
    const tokenUrl = replaceOrigin(renderUrlTemplate(method.tokenUrl!, inputs, 'token URL'), connector.hostOverride?.token);
    const { form, headers } = tokenRequest(params, oauthClient, spec.client_auth);
    // Ends before the lease does: no other process calls the token endpoint while this request may still be answered.
    const timeout = { request: Math.max(1_000, this.leaseMs - 2_000) };
    const res = await client.post(tokenUrl, { form, headers, responseType: 'text', timeout }).catch((e: unknown) => {
      throw new PlugboardError('DOWNSTREAM_UNAVAILABLE', `Token endpoint of ${connector.id} is unreachable`, {
        cause: e,
        details: { integrationId: connector.id },
      });
    });
    const body = safeJson(res.body);
    const oauthError = body && typeof body === 'object' ? (body as Record<string, unknown>).error : undefined;
    if (oauthError === 'invalid_grant')
      return this.refusedGrant(conn, connector, creds, 'the tool rejected the refresh token (invalid_grant)');
    if (res.statusCode >= 500) {
      throw new PlugboardError('DOWNSTREAM_UNAVAILABLE', `Token endpoint of ${connector.id} answered ${res.statusCode}`, {
        details: { integrationId: connector.id, downstreamStatus: res.statusCode },
      });
    }
    if (res.statusCode >= 400) {
      throw new PlugboardError(
        'DOWNSTREAM_AUTH_FAILED',
        `Token endpoint of ${connector.id} refused the refresh (${res.statusCode}${typeof oauthError === 'string' ? `, ${oauthError}` : ''})`,
        {
          details: { integrationId: connector.id, downstreamStatus: res.statusCode },
        },
      );
    }
    let tokens;
    try {
      const defaultExpiresIn = spec.refresh?.default_expires_in_seconds;
      tokens = parseTokenResponse(
        body,
        spec.type === 'oauth2_authorization_code' ? captureMap(connector.inputs) : {},
        this.clock.now(),
        defaultExpiresIn,
      );
    } catch (e) {
      if (e instanceof TokenResponseError && e.oauthError === 'invalid_grant')
        return this.refusedGrant(conn, connector, creds, 'invalid_grant');
      throw new PlugboardError('DOWNSTREAM_ERROR', `Token endpoint of ${connector.id} gave an unusable answer: ${(e as Error).message}`, {
        details: { integrationId: connector.id },
      });
    }
    let next: Credentials;
    if (creds.type === 'oauth2') {
      next = {
        ...creds,
        accessToken: tokens.accessToken,
        // Rotating refresh tokens: keep the new one when the tool returns one, else the old stays valid.
        ...(tokens.refreshToken ? { refreshToken: tokens.refreshToken } : {}),
        ...(tokens.scope ? { scope: tokens.scope } : {}),
        captured: { ...(creds.captured ?? {}), ...tokens.captured },
      };
      if (tokens.expiresAt) next.expiresAt = tokens.expiresAt;
      else delete next.expiresAt;
    } else {
      next = { ...creds, accessToken: tokens.accessToken, ...(tokens.expiresAt ? { expiresAt: tokens.expiresAt } : {}) };
    }
    await this.ports.saveCredentials(conn.connectionId, next);
    this.replaced.set(conn.connectionId, { oldAccessToken: accessTokenOf(creds), creds: next });
    return next;
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
    if (stored && rotated) {
      this.replaced.set(conn.connectionId, { oldAccessToken: accessTokenOf(refused), creds: stored });
      return stored;
    }
    return this.needsReauth(conn, connector, reason);
  }

  private async needsReauth(conn: ConnectionContext, connector: CompiledConnector, reason: string): Promise<never> {
    await this.ports.markNeedsReauth(conn.connectionId, reason);
    throw new PlugboardError(
      'CONNECTION_NEEDS_REAUTH',
      `The ${connector.info.display.name} connection must be authorized again: ${reason}`,
      {
        details: { integrationId: connector.id, connectionId: conn.connectionId },
      },
    );
  }
}

export const accessTokenOf = (c: Credentials): string | undefined =>
  c.type === 'oauth2' || c.type === 'oauth2_client_credentials' || c.type === 'sandbox' ? c.accessToken : undefined;

function renderParams(v: CompiledAuthMethod['tokenParams'], inputs: Record<string, string>): Record<string, string> {
  if (!v) return {};
  const out: Record<string, string> = {};
  for (const [k, x] of Object.entries((renderValue(v, { inputs }) ?? {}) as Record<string, unknown>))
    if (x !== undefined && x !== null) out[k] = String(x);
  return out;
}

export function safeJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
