import type { DryRunRecorder } from './dry-run.js';
import type { ManifestFieldMappingOverride } from '../schema/manifest.gen.js';

/**
 * What the connector runtime needs from outside (implemented by the store, passed in by services), and the
 * shapes it exchanges with them. Credentials are stored encrypted by the store; the runtime only reads them
 * and hands back refreshed ones.
 */
export type Credentials =
  | {
      type: 'oauth2';
      /** id of the manifest auth method that produced them (first oauth2_authorization_code method when absent) */
      method?: string;
      accessToken: string;
      refreshToken?: string;
      /** ISO 8601; absent when the tool does not say (refresh then happens on 401 only) */
      expiresAt?: string;
      scope?: string;
      tokenType?: string;
      /** values captured from the token response (Salesforce instance_url, Pipedrive api_domain) */
      captured?: Record<string, string>;
    }
  | { type: 'oauth2_client_credentials'; method?: string; clientId: string; clientSecret: string; accessToken?: string; expiresAt?: string }
  | { type: 'api_key'; method?: string; apiKey: string }
  | { type: 'basic'; method?: string; username: string; password: string }
  | { type: 'bearer'; method?: string; token: string }
  /** A sandbox connection (auth method `sandbox`): served offline from the connector's fixtures, tokens issued by the sandbox. */
  | { type: 'sandbox'; method?: string; accessToken: string; refreshToken: string };

/** Faults a sandbox connection injects (its settings); bursts count requests from `faultsSetAt`. */
export interface SandboxFaults {
  /** the next `count` requests answer 429 with Retry-After (`seconds`, default, or `http-date`) */
  rateLimit?: { count: number; retryAfterSeconds?: number; retryAfterFormat?: 'seconds' | 'http-date' };
  /** the next `count` requests answer `status` (default 503) */
  serverErrors?: { count: number; status?: number };
  /** the connection's access token is expired: the first request gets 401, the runtime refreshes and retries */
  expiredToken?: boolean;
  /** every page of a listing points at itself as the next page (the runtime's loop guard stops it) */
  repeatCursor?: boolean;
  /** every answer comes this late; at or past the connector's timeout, the call times out */
  latencyMs?: number;
}

export interface SandboxSettings {
  faults?: SandboxFaults;
  /** when the faults were set (bursts start over) */
  faultsSetAt?: string;
  /** the environment of the connection: its simulated records are kept per environment and connection */
  environmentId?: string;
  /** the activity clock: records the simulated tool creates, updates and deletes by itself, per minute (0: none) */
  changesPerMinute?: number;
}

/** One record of a sandbox connection's simulated tool, in the tool's native shape. */
export interface SandboxStoredRecord {
  id: string;
  native: Record<string, unknown>;
  /** epoch ms of its last change */
  modifiedAt: number;
}

/** What a sandbox connection's simulated tool holds: its records per manifest resource, and its activity clock. */
export interface SandboxToolState {
  /** epoch ms when the state was made (the generated records' times are before it) */
  createdAt: number;
  /** epoch ms up to which the activity clock has run */
  activityAt: number;
  /** changes the activity clock made so far (seeds the next one) */
  changes: number;
  resources: Record<string, { seq: number; records: SandboxStoredRecord[] }>;
}

/** Where sandbox connections' simulated records persist (the store; absent: in this process only). */
export interface SandboxStatePort {
  load(environmentId: string, connectionId: string): Promise<SandboxToolState | undefined>;
  save(environmentId: string, connectionId: string, state: SandboxToolState): Promise<void>;
}

export interface OAuthClient {
  clientId: string;
  clientSecret: string;
}

export interface ConnectionContext {
  connectionId: string;
  integrationId: string;
  /** per-connection values declared under connection.inputs (subdomain, region, ...) */
  inputs: Record<string, string>;
  credentials: Credentials;
  /** the OAuth app used for this connection; needed to refresh tokens */
  oauthClient?: OAuthClient;
  /** Sandbox connections: the faults chosen for this connection. */
  sandbox?: SandboxSettings;
  /** Dry run: requests are recorded here instead of sent (see dry-run.ts). */
  dryRun?: DryRunRecorder;
  /** Plugboard-Retry: none: the tool is asked once; a 429, 5xx or network error is answered without a retry. */
  noRetry?: boolean;
  /** this connection's overrides of the manifest's model mappings, by model id (checked when they were set) */
  fieldMappings?: Record<string, ManifestFieldMappingOverride>;
}

export interface RuntimePorts {
  /** Persist rotated/refreshed credentials (atomically replacing the old ones). */
  saveCredentials(connectionId: string, credentials: Credentials): Promise<void>;
  /** The tool rejected the refresh token (invalid_grant): the user must connect again. */
  markNeedsReauth(connectionId: string, reason: string): Promise<void>;
  /** Single flight of token refreshes across processes sharing a store; absent: this process is the only one. */
  refreshLease?: RefreshLeasePort;
  /** Persists sandbox connections' simulated records (absent: kept in this process). */
  sandboxState?: SandboxStatePort;
}

/**
 * A short lease on a connection's token refresh, held in the shared store (an atomic conditional update with an
 * expiry, so a holder that crashed blocks the others for at most `ttlMs`).
 */
export interface RefreshLeasePort {
  /** Takes the lease for `ttlMs`; returns the holder's token, or null when another process holds it. */
  acquire(connectionId: string, ttlMs: number): Promise<string | null>;
  release(connectionId: string, holder: string): Promise<void>;
  /** The credentials as stored now (another process may have refreshed them). */
  reread(connectionId: string): Promise<Credentials | undefined>;
}

/** Time as the runtime sees it; tests pass a recording clock to assert waits without sleeping. */
export interface Clock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

export interface RuntimeLogger {
  debug?(obj: Record<string, unknown>, msg?: string): void;
  info?(obj: Record<string, unknown>, msg?: string): void;
  warn?(obj: Record<string, unknown>, msg?: string): void;
}

/** One HTTP exchange with a tool, reported when it is over (each retry is an exchange of its own). */
export interface DownstreamCallEvent {
  integrationId: string;
  connectionId: string;
  method: string;
  /** URL path only: the query can carry credentials (API keys in query) and is never reported */
  path: string;
  /** `token`: an exchange with the tool's OAuth token endpoint, not its API (absent for API calls) */
  endpoint?: 'token';
  /** the tool's status; absent when no answer came (see `error`) */
  status?: number;
  error?: 'timeout' | 'network_error';
  /** exchanges of the same logical call before this one (0 on the first try) */
  retries: number;
  /** epoch milliseconds (fractional) when the request was sent */
  startedAt: number;
  durationMs: number;
}

/** One OAuth token refresh (or client-credentials grant), reported when it is over. */
export interface TokenRefreshEvent {
  integrationId: string;
  connectionId: string;
  outcome: 'refreshed' | 'needs_reauth' | 'failed';
  startedAt: number;
  durationMs: number;
}

/**
 * Lets the layers above watch the runtime (metrics, traces, request logs) without the runtime knowing them.
 * Called synchronously in the async context of the call, so a tracer sees the caller's active span; an
 * observer must be cheap and must not throw.
 */
export interface RuntimeObserver {
  onDownstreamCall?(event: DownstreamCallEvent): void;
  /** One exchange with a tool's token endpoint (code exchange, refresh): reported as API calls are, path only. */
  onTokenEndpointCall?(event: DownstreamCallEvent): void;
  onTokenRefresh?(event: TokenRefreshEvent): void;
}

/** Epoch milliseconds with sub-millisecond precision, for event start times. */
export const preciseNow = (): number => performance.timeOrigin + performance.now();
