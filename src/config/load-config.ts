import path from 'node:path';
import { Ajv } from 'ajv';
import { ENV_SCHEMA, type RawEnv } from './env-schema.js';
import { PACKAGE_ROOT } from './package-root.js';

export interface Config {
  readonly port: number;
  readonly host: string;
  readonly mongodbUri: string | undefined;
  readonly mongodbDb: string;
  readonly dataDir: string;
  /** How long an operation waits for an unreachable store before it fails (the API answers 503 STORE_UNAVAILABLE). */
  readonly storeTimeoutMs: number;
  readonly masterKey: string | undefined;
  /** Keys that still open values sealed before a rotation (PLUGBOARD_PREVIOUS_MASTER_KEYS, comma-separated). */
  readonly previousMasterKeys: string[];
  /** Where the master key comes from besides PLUGBOARD_MASTER_KEY (see src/crypto/key-provider.ts). */
  readonly keyProvider: { masterKeyFile: string | undefined; wrappedKeyFile: string | undefined; localKmsKeysFile: string | undefined };
  readonly publicBaseUrl: string;
  readonly connectorsDir: string;
  readonly connectorHosts: string | undefined;
  readonly ownOauthApps: string | undefined;
  readonly logLevel: string;
  readonly validateResponses: boolean;
  /**
   * What this process does: `all` serves the API and runs background jobs, `api` only serves the API, `worker`
   * only runs jobs (its HTTP port answers /healthz and /readyz alone).
   */
  readonly role: ProcessRole;
  /** Background jobs run here: role `all` or `worker`, unless PLUGBOARD_JOBS=false. */
  readonly jobsEnabled: boolean;
  /** A token refresh holds a lease on its connection this long at most (a crashed holder blocks others this long). */
  readonly tokenRefreshLeaseMs: number;
  /**
   * The longest a call to a tool may hold its caller, every attempt, backoff and Retry-After wait included
   * (PLUGBOARD_DOWNSTREAM_DEADLINE_MS): an attempt is cut at the deadline, and a retry that would wait past it is
   * not made (the error says when to come back).
   */
  readonly downstreamDeadlineMs: number;
  /** GET /metrics needs `Authorization: Bearer <this>` when set. */
  readonly metricsToken: string | undefined;
  /**
   * HOST is not a loopback address (e.g. 0.0.0.0 in the Docker image): others may reach the port, so /metrics is
   * closed unless PLUGBOARD_METRICS_TOKEN is set.
   */
  readonly listensBeyondLoopback: boolean;
  /**
   * OpenTelemetry traces, exported over OTLP/HTTP when `otlpEndpoint` is set (off otherwise). The exporter also
   * reads the other standard OTEL_EXPORTER_OTLP_* variables (headers, timeout) itself.
   */
  readonly tracing: { otlpEndpoint: string | undefined; serviceName: string };
  /** Background jobs (sync, webhook delivery): polling period, sync cadence, delivery retry base and timeout. */
  readonly jobs: {
    pollMs: number;
    /** A worker's job locks and delivery claims last this long unless renewed: the take-over time after a crash. */
    lockMs: number;
    syncIntervalMs: number;
    /** A failed revocation's first retry delay (doubling, at most an hour) and the attempts before giving up. */
    revokeRetryMs: number;
    /** The bounds a connection's own sync frequency must stay within (`sync.frequencySeconds`). */
    syncMinIntervalMs: number;
    syncMaxIntervalMs: number;
    /** The bounds of a connection's own cache retention (`sync.retentionDays`). */
    syncMinRetentionDays: number;
    syncMaxRetentionDays: number;
    revokeMaxAttempts: number;
    fullResyncMs: number;
    syncConcurrency: number;
    webhookBackoffMs: number;
    webhookTimeoutMs: number;
    /** Delivery logs and stored events are kept this long (housekeeping job). */
    logRetentionMs: number;
    /** Audit trail entries older than this are removed (PLUGBOARD_AUDIT_RETENTION_DAYS). */
    auditRetentionMs: number;
    /** Webhook deliveries in flight at once per process (the pool), and outbox entries claimed per search at most. */
    webhookConcurrency: number;
    webhookBatchSize: number;
    /** Attempts in flight at once to one webhook at first (grows with quick successes; 1 after a slow failure). */
    webhookEndpointConcurrency: number;
    /** Failed attempts in a row that park a webhook (circuit breaker). */
    webhookParkAfterFailures: number;
    /** A parking's first duration (doubling after each failed probe, at most webhookMaxParkMs). */
    webhookParkMs: number;
    webhookMaxParkMs: number;
    /** Finished deliveries leave the outbox in batches of this many at most, or this long after the first finished. */
    webhookRemoveBatch: number;
    webhookRemoveAfterMs: number;
    /**
     * Back-pressure on a sync pass, before each batch of changes: with MongoDB it waits while the outbox holds more than
     * webhookBacklogMax deliveries (its size read at most once per webhookBacklogReadMs), on the embedded store while
     * the worker holds more than webhookHeldMax in memory; never longer than webhookBackPressureWaitMs per batch.
     */
    webhookBacklogMax: number;
    webhookBacklogReadMs: number;
    webhookHeldMax: number;
    webhookBackPressureWaitMs: number;
    /** A connection's first sync reads records modified this far back. */
    syncInitialWindowMs: number;
    /** A sync pass commits its pending changes (events, then records) once this many are pending... */
    syncCommitChanges: number;
    /** ... or once the oldest has waited this long. */
    syncCommitAfterMs: number;
    /** Deliveries queued by this process handed to its worker in memory at most (embedded store only)... */
    webhookHandoffMax: number;
    /** ... and the outbox searched at least this often there, for what memory did not hold (a safety net). */
    webhookHandoffSearchMs: number;
    /** A failed run's first retry delay (doubling per failure, at most the connection's interval). */
    syncRetryMs: number;
    /** How often a connection runs whose integration syncs no model (its runs do nothing). */
    syncNoModelsIntervalMs: number;
    /** Failed runs in a row that mark a connection's health as failing. */
    syncFailingAfter: number;
    /** Housekeeping runs this often; connect sessions are removed this long after they expired. */
    housekeepingIntervalMs: number;
    sessionGraceMs: number;
  };
  /**
   * The dashboard: operator sign-in token (undefined = operator sign-in off), session lifetime, which environments'
   * API tokens may sign in (`development`: development environments only, the default; `all`; `off`: users only)
   * and how long an invite link stays valid.
   */
  readonly dashboard: {
    adminToken: string | undefined;
    sessionTtlMs: number;
    tokenSignIn: 'development' | 'all' | 'off';
    inviteTtlMs: number;
    /** Each request to a single sign-on provider (discovery, token exchange) is abandoned after this long. */
    ssoTimeoutMs: number;
    /** Request, call, delivery and event logs and counters are written to the store in one batch this often. */
    activityFlushMs: number;
  };
  /**
   * HTTP server: idle keep-alive connections close after keepAliveMs; SIGTERM waits shutdownGraceMs for in-flight
   * work. `trustProxy` is express's `trust proxy` setting (PLUGBOARD_TRUST_PROXY): which hops in front of the
   * gateway may say, in X-Forwarded-For and X-Forwarded-Proto, who the client is and whether it used https. A hop
   * count, or the proxies' addresses and subnets (with express's names loopback, linklocal, uniquelocal); false
   * (the default) believes no header: the client is the socket's peer.
   */
  readonly http: { keepAliveMs: number; shutdownGraceMs: number; trustProxy: TrustProxy };
  /** Outbound webhook targets: private, loopback and link-local addresses are refused unless this is on (dev/tests). */
  readonly allowPrivateWebhookTargets: boolean;
  /** Subscribing connections to their tool's notifications: auto (when PUBLIC_BASE_URL is public), on, off. */
  readonly toolSubscriptions: 'auto' | 'on' | 'off';
  /** Per-environment quotas (a 403 QUOTA_EXCEEDED past them). */
  readonly quotas: { webhooks: number; connectionWebhooks: number; oauthApps: number; agentKeys: number };
  /** Abuse limits, counted in the store so every gateway process shares them. */
  readonly limits: {
    /** Requests per minute per environment; 0 turns the limit off. */
    requestsPerMinute: number;
    /**
     * A process counts this much of its recent request rate ahead in one store write (aheadMs; 0: one write per
     * request), maxSlots at most, and gives back what it did not use after idleMs without requests.
     */
    rateLimitLease: { aheadMs: number; maxSlots: number; idleMs: number };
    /** Credential attempts (checked at the tool) per connect session. */
    connectAttemptsPerSession: number;
    /** Connections a bulk revocation ends at once (so the tools' revocation endpoints are not flooded). */
    bulkRevokeConcurrency: number;
    authFailuresPerAddress: number;
    authFailuresPerTokenPrefix: number;
    authFailureWindowSeconds: number;
    /** Total bytes of one request's header block (names, values, separators); 431 beyond. */
    maxHeaderBytes: number;
    /** Deepest nesting of arrays/objects in a JSON request body; 400 beyond. */
    maxJsonDepth: number;
  };
  /**
   * Idempotency-Key: a first answer is replayed for this long; a second request with a key whose first request is
   * still running waits up to waitMs for its answer, then gets 409 IDEMPOTENCY_KEY_IN_USE.
   */
  readonly idempotency: { ttlMs: number; waitMs: number };
  /**
   * Agent tools (/mcp, /api/tools/*): a previewed write can be confirmed for confirmationTtlMs; a connection with more
   * than maxDirectTools tools is offered through the discovery tools.
   */
  readonly agents: { confirmationTtlMs: number; maxDirectTools: number };
}

export type ProcessRole = 'all' | 'api' | 'worker';

/** express's `trust proxy` values the gateway accepts: false, a hop count, or addresses/subnets/names (proxy-addr). */
export type TrustProxy = false | number | readonly string[];

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Reads the environment once, checks every variable against ENV_SCHEMA and reports every bad one together.
 * Nothing else in the code reads process.env.
 */
// eslint-disable-next-line max-lines-per-function -- maps each checked environment variable to its config field, one line each
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  const raw: Record<string, unknown> = {};
  for (const key of Object.keys(ENV_SCHEMA.properties)) {
    const value = env[key];
    if (value !== undefined && value !== '') raw[key] = value;
  }
  const ajv = new Ajv({ coerceTypes: true, useDefaults: true, allErrors: true, strict: true });
  const validate = ajv.compile<RawEnv>(ENV_SCHEMA);
  if (!validate(raw)) {
    const problems = (validate.errors ?? []).map((e) => {
      const name = e.instancePath.replace(/^\//, '') || String(e.params.missingProperty ?? '');
      const given = name && env[name] !== undefined ? ` (got ${JSON.stringify(redactIfSecret(name, env[name]))})` : '';
      return `${name} ${e.message ?? 'is invalid'}${given}`;
    });
    throw new ConfigError(problems);
  }
  const problems: string[] = [];
  const v = raw as RawEnv;
  const port = v.PORT;
  const host = v.HOST;
  const publicBaseUrl = (v.PUBLIC_BASE_URL ?? `http://${host.includes(':') ? `[${host}]` : host}:${port}`).replace(/\/+$/, '');
  try {
    const u = new URL(publicBaseUrl);
    if (u.protocol !== 'http:' && u.protocol !== 'https:') problems.push('PUBLIC_BASE_URL must be an http(s) URL');
  } catch {
    problems.push(`PUBLIC_BASE_URL is not a URL (got ${JSON.stringify(publicBaseUrl)})`);
  }
  for (const name of ['PLUGBOARD_CONNECTOR_HOSTS', 'PLUGBOARD_OAUTH_APPS'] as const) {
    const value = v[name];
    if (value !== undefined) {
      try {
        const parsed: unknown = JSON.parse(value);
        if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('not an object');
      } catch {
        problems.push(`${name} must be a JSON object`);
      }
    }
  }
  const trustProxy = parseTrustProxy(v.PLUGBOARD_TRUST_PROXY, problems);
  if (v.PLUGBOARD_WEBHOOK_PARK_MS > v.PLUGBOARD_WEBHOOK_MAX_PARK_MS)
    problems.push(
      `PLUGBOARD_WEBHOOK_PARK_MS (${v.PLUGBOARD_WEBHOOK_PARK_MS}) must not exceed PLUGBOARD_WEBHOOK_MAX_PARK_MS (${v.PLUGBOARD_WEBHOOK_MAX_PARK_MS})`,
    );
  if (v.PLUGBOARD_ROLE === 'worker' && !v.PLUGBOARD_JOBS)
    problems.push('PLUGBOARD_ROLE=worker runs jobs only: it cannot be combined with PLUGBOARD_JOBS=false');
  if (problems.length) throw new ConfigError(problems);
  return Object.freeze({
    port,
    host,
    mongodbUri: v.MONGODB_URI,
    mongodbDb: v.MONGODB_DB,
    dataDir: path.resolve(cwd, v.PLUGBOARD_DATA_DIR),
    storeTimeoutMs: v.PLUGBOARD_STORE_TIMEOUT_MS,
    masterKey: v.PLUGBOARD_MASTER_KEY,
    previousMasterKeys: v.PLUGBOARD_PREVIOUS_MASTER_KEYS ? v.PLUGBOARD_PREVIOUS_MASTER_KEYS.split(',') : [],
    keyProvider: Object.freeze({
      masterKeyFile: v.PLUGBOARD_MASTER_KEY_FILE || undefined,
      wrappedKeyFile: v.PLUGBOARD_MASTER_KEY_WRAPPED_FILE || undefined,
      localKmsKeysFile: v.PLUGBOARD_LOCAL_KMS_KEYS_FILE || undefined,
    }),
    publicBaseUrl,
    // Unset: the manifests shipped with the package, wherever the process was started from.
    connectorsDir: v.PLUGBOARD_CONNECTORS_DIR ? path.resolve(cwd, v.PLUGBOARD_CONNECTORS_DIR) : path.join(PACKAGE_ROOT, 'connectors'),
    connectorHosts: v.PLUGBOARD_CONNECTOR_HOSTS,
    ownOauthApps: v.PLUGBOARD_OAUTH_APPS,
    logLevel: v.LOG_LEVEL,
    validateResponses: v.PLUGBOARD_VALIDATE_RESPONSES,
    role: v.PLUGBOARD_ROLE,
    jobsEnabled: v.PLUGBOARD_JOBS && v.PLUGBOARD_ROLE !== 'api',
    tokenRefreshLeaseMs: v.PLUGBOARD_TOKEN_REFRESH_LEASE_MS,
    downstreamDeadlineMs: v.PLUGBOARD_DOWNSTREAM_DEADLINE_MS,
    metricsToken: v.PLUGBOARD_METRICS_TOKEN,
    listensBeyondLoopback: !isLoopbackHost(host),
    tracing: Object.freeze({ otlpEndpoint: v.OTEL_EXPORTER_OTLP_ENDPOINT, serviceName: v.OTEL_SERVICE_NAME }),
    jobs: Object.freeze({
      pollMs: v.PLUGBOARD_JOBS_POLL_MS,
      lockMs: v.PLUGBOARD_JOBS_LOCK_MS,
      syncIntervalMs: v.PLUGBOARD_SYNC_INTERVAL_MS,
      revokeRetryMs: v.PLUGBOARD_REVOKE_RETRY_MS,
      syncMinIntervalMs: v.PLUGBOARD_SYNC_MIN_INTERVAL_MS,
      syncMaxIntervalMs: v.PLUGBOARD_SYNC_MAX_INTERVAL_MS,
      syncMinRetentionDays: v.PLUGBOARD_SYNC_MIN_RETENTION_DAYS,
      syncMaxRetentionDays: Math.max(v.PLUGBOARD_SYNC_MIN_RETENTION_DAYS, v.PLUGBOARD_SYNC_MAX_RETENTION_DAYS),
      revokeMaxAttempts: v.PLUGBOARD_REVOKE_MAX_ATTEMPTS,
      fullResyncMs: v.PLUGBOARD_FULL_RESYNC_MS,
      syncConcurrency: v.PLUGBOARD_SYNC_CONCURRENCY,
      webhookBackoffMs: v.PLUGBOARD_WEBHOOK_BACKOFF_MS,
      webhookTimeoutMs: v.PLUGBOARD_WEBHOOK_TIMEOUT_MS,
      logRetentionMs: v.PLUGBOARD_LOG_RETENTION_DAYS * 86_400_000,
      auditRetentionMs: v.PLUGBOARD_AUDIT_RETENTION_DAYS * 86_400_000,
      webhookConcurrency: v.PLUGBOARD_WEBHOOK_CONCURRENCY,
      webhookBatchSize: v.PLUGBOARD_WEBHOOK_BATCH_SIZE,
      webhookEndpointConcurrency: v.PLUGBOARD_WEBHOOK_ENDPOINT_CONCURRENCY,
      webhookParkAfterFailures: v.PLUGBOARD_WEBHOOK_PARK_AFTER_FAILURES,
      webhookParkMs: v.PLUGBOARD_WEBHOOK_PARK_MS,
      webhookMaxParkMs: v.PLUGBOARD_WEBHOOK_MAX_PARK_MS,
      webhookRemoveBatch: v.PLUGBOARD_WEBHOOK_REMOVE_BATCH,
      webhookRemoveAfterMs: v.PLUGBOARD_WEBHOOK_REMOVE_AFTER_MS,
      webhookBacklogMax: v.PLUGBOARD_WEBHOOK_BACKLOG_MAX,
      webhookBacklogReadMs: v.PLUGBOARD_WEBHOOK_BACKLOG_READ_MS,
      webhookHeldMax: v.PLUGBOARD_WEBHOOK_HELD_MAX,
      webhookBackPressureWaitMs: v.PLUGBOARD_WEBHOOK_BACK_PRESSURE_WAIT_MS,
      syncInitialWindowMs: v.PLUGBOARD_SYNC_INITIAL_WINDOW_DAYS * 86_400_000,
      syncCommitChanges: v.PLUGBOARD_SYNC_COMMIT_CHANGES,
      syncCommitAfterMs: v.PLUGBOARD_SYNC_COMMIT_AFTER_MS,
      webhookHandoffMax: v.PLUGBOARD_WEBHOOK_HANDOFF_MAX,
      webhookHandoffSearchMs: v.PLUGBOARD_WEBHOOK_HANDOFF_SEARCH_MS,
      syncRetryMs: v.PLUGBOARD_SYNC_RETRY_MS,
      syncNoModelsIntervalMs: v.PLUGBOARD_SYNC_NO_MODELS_INTERVAL_MS,
      syncFailingAfter: v.PLUGBOARD_SYNC_FAILING_AFTER,
      housekeepingIntervalMs: v.PLUGBOARD_HOUSEKEEPING_INTERVAL_MS,
      sessionGraceMs: v.PLUGBOARD_SESSION_GRACE_MS,
    }),
    dashboard: Object.freeze({
      adminToken: v.PLUGBOARD_ADMIN_TOKEN,
      sessionTtlMs: v.PLUGBOARD_DASHBOARD_SESSION_HOURS * 3_600_000,
      tokenSignIn: v.PLUGBOARD_DASHBOARD_TOKEN_SIGN_IN,
      inviteTtlMs: v.PLUGBOARD_DASHBOARD_INVITE_HOURS * 3_600_000,
      ssoTimeoutMs: v.PLUGBOARD_SSO_TIMEOUT_MS,
      activityFlushMs: v.PLUGBOARD_ACTIVITY_FLUSH_MS,
    }),
    http: Object.freeze({ keepAliveMs: v.PLUGBOARD_HTTP_KEEPALIVE_MS, shutdownGraceMs: v.PLUGBOARD_SHUTDOWN_GRACE_MS, trustProxy }),
    allowPrivateWebhookTargets: v.PLUGBOARD_ALLOW_PRIVATE_WEBHOOK_TARGETS,
    toolSubscriptions: v.PLUGBOARD_TOOL_SUBSCRIPTIONS,
    quotas: Object.freeze({
      webhooks: v.PLUGBOARD_MAX_WEBHOOKS,
      connectionWebhooks: v.PLUGBOARD_MAX_CONNECTION_WEBHOOKS,
      oauthApps: v.PLUGBOARD_MAX_OAUTH_APPS,
      agentKeys: v.PLUGBOARD_MAX_AGENT_KEYS,
    }),
    limits: Object.freeze({
      requestsPerMinute: v.PLUGBOARD_RATE_LIMIT_PER_MINUTE,
      rateLimitLease: Object.freeze({
        aheadMs: v.PLUGBOARD_RATE_LIMIT_LEASE_MS,
        maxSlots: v.PLUGBOARD_RATE_LIMIT_LEASE_MAX,
        idleMs: v.PLUGBOARD_RATE_LIMIT_LEASE_IDLE_MS,
      }),
      connectAttemptsPerSession: v.PLUGBOARD_CONNECT_MAX_ATTEMPTS,
      bulkRevokeConcurrency: v.PLUGBOARD_BULK_REVOKE_CONCURRENCY,
      authFailuresPerAddress: v.PLUGBOARD_AUTH_FAILURES_PER_ADDRESS,
      authFailuresPerTokenPrefix: v.PLUGBOARD_AUTH_FAILURES_PER_TOKEN_PREFIX,
      authFailureWindowSeconds: v.PLUGBOARD_AUTH_FAILURE_WINDOW_SECONDS,
      maxHeaderBytes: v.PLUGBOARD_MAX_HEADER_BYTES,
      maxJsonDepth: v.PLUGBOARD_MAX_JSON_DEPTH,
    }),
    idempotency: Object.freeze({ ttlMs: v.PLUGBOARD_IDEMPOTENCY_TTL_SECONDS * 1000, waitMs: v.PLUGBOARD_IDEMPOTENCY_WAIT_MS }),
    agents: Object.freeze({
      confirmationTtlMs: v.PLUGBOARD_AGENT_CONFIRMATION_TTL_SECONDS * 1000,
      maxDirectTools: v.PLUGBOARD_AGENT_MAX_DIRECT_TOOLS,
    }),
  });
}

/**
 * PLUGBOARD_TRUST_PROXY: `false`/`0` (or unset), a hop count, or a comma-separated list of addresses, CIDR subnets
 * and express's names (loopback, linklocal, uniquelocal), handed to express as they are (express and proxy-addr
 * check them at start). `true` is refused: trusting every hop lets any client write its own address into
 * X-Forwarded-For and step around the failed-token limits.
 */
function parseTrustProxy(value: string | undefined, problems: string[]): TrustProxy {
  const v = value?.trim() ?? '';
  if (v === '' || v === 'false' || v === '0') return false;
  if (/^[0-9]{1,3}$/.test(v)) return Number(v);
  if (v === 'true') {
    problems.push(
      'PLUGBOARD_TRUST_PROXY=true would trust every hop (any client could choose its own address): give the number of proxies in front of the gateway, or their addresses or subnets',
    );
    return false;
  }
  return Object.freeze(
    v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );
}

/** A HOST only this machine can reach: 127.0.0.0/8, ::1 (also IPv4-mapped) or the name localhost. */
function isLoopbackHost(host: string): boolean {
  const h = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  if (h === 'localhost' || h === '::1') return true;
  const v4 = /^(?:::ffff:)?(\d{1,3})\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.exec(h);
  return v4?.[1] === '127';
}

function redactIfSecret(name: string, value: string): string {
  return /KEY|SECRET|TOKEN|URI|APPS/.test(name) ? '<redacted>' : value;
}
