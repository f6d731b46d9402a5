/** Every environment variable the service reads, with its type and default. Documented in the README. */
export const ENV_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  properties: {
    PORT: { type: 'integer', minimum: 0, maximum: 65535, default: 8080 },
    HOST: { type: 'string', minLength: 1, default: '127.0.0.1' },
    MONGODB_URI: { type: 'string', pattern: '^mongodb(\\+srv)?://' },
    MONGODB_DB: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,60}$', default: 'plugboard' },
    PLUGBOARD_DATA_DIR: { type: 'string', minLength: 1, default: './.data' },
    PLUGBOARD_STORE_TIMEOUT_MS: { type: 'integer', minimum: 100, maximum: 60000, default: 2000 },
    PLUGBOARD_MASTER_KEY: { type: 'string', pattern: '^([0-9a-fA-F]{64}|[A-Za-z0-9+/_-]{43}=?)$' },
    PLUGBOARD_PREVIOUS_MASTER_KEYS: {
      type: 'string',
      pattern: '^([0-9a-fA-F]{64}|[A-Za-z0-9+/_-]{43}=?)(,([0-9a-fA-F]{64}|[A-Za-z0-9+/_-]{43}=?))*$',
    },
    PUBLIC_BASE_URL: { type: 'string', minLength: 1 },
    PLUGBOARD_CONNECTORS_DIR: { type: 'string', minLength: 1 },
    PLUGBOARD_CONNECTOR_HOSTS: { type: 'string' },
    PLUGBOARD_OAUTH_APPS: { type: 'string' },
    LOG_LEVEL: { type: 'string', enum: ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], default: 'info' },
    PLUGBOARD_VALIDATE_RESPONSES: { type: 'boolean', default: false },
    PLUGBOARD_ROLE: { type: 'string', enum: ['all', 'api', 'worker'], default: 'all' },
    PLUGBOARD_JOBS: { type: 'boolean', default: true },
    PLUGBOARD_JOBS_POLL_MS: { type: 'integer', minimum: 50, default: 5000 },
    PLUGBOARD_JOBS_LOCK_MS: { type: 'integer', minimum: 1000, default: 8000 },
    PLUGBOARD_TOKEN_REFRESH_LEASE_MS: { type: 'integer', minimum: 3000, default: 15000 },
    PLUGBOARD_DOWNSTREAM_DEADLINE_MS: { type: 'integer', minimum: 1000, default: 60000 },
    PLUGBOARD_SYNC_INTERVAL_MS: { type: 'integer', minimum: 100, default: 900000 },
    PLUGBOARD_SYNC_MIN_INTERVAL_MS: { type: 'integer', minimum: 100, default: 60000 },
    PLUGBOARD_SYNC_MAX_INTERVAL_MS: { type: 'integer', minimum: 1000, default: 86400000 },
    PLUGBOARD_SYNC_MIN_RETENTION_DAYS: { type: 'integer', minimum: 1, maximum: 36500, default: 1 },
    PLUGBOARD_SYNC_MAX_RETENTION_DAYS: { type: 'integer', minimum: 1, maximum: 36500, default: 3650 },
    PLUGBOARD_MASTER_KEY_FILE: { type: 'string' },
    PLUGBOARD_MASTER_KEY_WRAPPED_FILE: { type: 'string' },
    PLUGBOARD_LOCAL_KMS_KEYS_FILE: { type: 'string' },
    PLUGBOARD_REVOKE_RETRY_MS: { type: 'integer', minimum: 100, maximum: 3600000, default: 60000 },
    PLUGBOARD_REVOKE_MAX_ATTEMPTS: { type: 'integer', minimum: 1, maximum: 20, default: 8 },
    PLUGBOARD_FULL_RESYNC_MS: { type: 'integer', minimum: 0, default: 86400000 },
    PLUGBOARD_SYNC_CONCURRENCY: { type: 'integer', minimum: 1, maximum: 16, default: 1 },
    PLUGBOARD_WEBHOOK_BACKOFF_MS: { type: 'integer', minimum: 10, default: 30000 },
    PLUGBOARD_WEBHOOK_TIMEOUT_MS: { type: 'integer', minimum: 100, default: 10000 },
    PLUGBOARD_LOG_RETENTION_DAYS: { type: 'integer', minimum: 1, default: 30 },
    PLUGBOARD_AUDIT_RETENTION_DAYS: { type: 'integer', minimum: 1, maximum: 36500, default: 365 },
    PLUGBOARD_WEBHOOK_CONCURRENCY: { type: 'integer', minimum: 1, maximum: 256, default: 16 },
    PLUGBOARD_WEBHOOK_BATCH_SIZE: { type: 'integer', minimum: 1, maximum: 5000, default: 500 },
    PLUGBOARD_WEBHOOK_ENDPOINT_CONCURRENCY: { type: 'integer', minimum: 1, maximum: 256, default: 4 },
    PLUGBOARD_WEBHOOK_PARK_AFTER_FAILURES: { type: 'integer', minimum: 1, maximum: 1000, default: 5 },
    PLUGBOARD_WEBHOOK_PARK_MS: { type: 'integer', minimum: 100, maximum: 600000, default: 60000 },
    PLUGBOARD_SYNC_INITIAL_WINDOW_DAYS: { type: 'integer', minimum: 1, default: 30 },
    PLUGBOARD_SYNC_COMMIT_CHANGES: { type: 'integer', minimum: 1, maximum: 50000, default: 500 },
    PLUGBOARD_SYNC_COMMIT_AFTER_MS: { type: 'integer', minimum: 0, default: 1000 },
    PLUGBOARD_WEBHOOK_HANDOFF_MAX: { type: 'integer', minimum: 0, maximum: 100000, default: 5000 },
    PLUGBOARD_WEBHOOK_HANDOFF_SEARCH_MS: { type: 'integer', minimum: 1000, maximum: 3600000, default: 30000 },
    PLUGBOARD_WEBHOOK_MAX_PARK_MS: { type: 'integer', minimum: 100, maximum: 86400000, default: 600000 },
    PLUGBOARD_WEBHOOK_REMOVE_BATCH: { type: 'integer', minimum: 1, maximum: 5000, default: 500 },
    PLUGBOARD_WEBHOOK_REMOVE_AFTER_MS: { type: 'integer', minimum: 0, maximum: 600000, default: 5000 },
    PLUGBOARD_WEBHOOK_BACKLOG_MAX: { type: 'integer', minimum: 1, maximum: 10000000, default: 10000 },
    PLUGBOARD_WEBHOOK_BACKLOG_READ_MS: { type: 'integer', minimum: 100, maximum: 60000, default: 1000 },
    PLUGBOARD_WEBHOOK_HELD_MAX: { type: 'integer', minimum: 1, maximum: 100000, default: 500 },
    PLUGBOARD_WEBHOOK_BACK_PRESSURE_WAIT_MS: { type: 'integer', minimum: 0, maximum: 600000, default: 10000 },
    PLUGBOARD_SYNC_RETRY_MS: { type: 'integer', minimum: 100, maximum: 86400000, default: 30000 },
    PLUGBOARD_SYNC_NO_MODELS_INTERVAL_MS: { type: 'integer', minimum: 60000, maximum: 2592000000, default: 86400000 },
    PLUGBOARD_SYNC_FAILING_AFTER: { type: 'integer', minimum: 1, maximum: 1000, default: 3 },
    PLUGBOARD_HOUSEKEEPING_INTERVAL_MS: { type: 'integer', minimum: 1000, default: 3600000 },
    PLUGBOARD_SESSION_GRACE_MS: { type: 'integer', minimum: 0, default: 86400000 },
    PLUGBOARD_HTTP_KEEPALIVE_MS: { type: 'integer', minimum: 0, default: 5000 },
    PLUGBOARD_SHUTDOWN_GRACE_MS: { type: 'integer', minimum: 0, default: 10000 },
    PLUGBOARD_METRICS_TOKEN: { type: 'string', minLength: 16 },
    OTEL_EXPORTER_OTLP_ENDPOINT: { type: 'string', pattern: '^https?://' },
    OTEL_SERVICE_NAME: { type: 'string', minLength: 1, default: 'plugboard' },
    PLUGBOARD_ADMIN_TOKEN: { type: 'string', minLength: 24 },
    PLUGBOARD_DASHBOARD_SESSION_HOURS: { type: 'integer', minimum: 1, maximum: 720, default: 12 },
    PLUGBOARD_DASHBOARD_TOKEN_SIGN_IN: { type: 'string', enum: ['development', 'all', 'off'], default: 'development' },
    PLUGBOARD_DASHBOARD_INVITE_HOURS: { type: 'integer', minimum: 1, maximum: 720, default: 72 },
    PLUGBOARD_SSO_TIMEOUT_MS: { type: 'integer', minimum: 100, maximum: 60000, default: 10000 },
    PLUGBOARD_ACTIVITY_FLUSH_MS: { type: 'integer', minimum: 100, maximum: 60000, default: 2000 },
    PLUGBOARD_ALLOW_PRIVATE_WEBHOOK_TARGETS: { type: 'boolean', default: false },
    PLUGBOARD_TOOL_SUBSCRIPTIONS: { type: 'string', enum: ['auto', 'on', 'off'], default: 'auto' },
    PLUGBOARD_MAX_WEBHOOKS: { type: 'integer', minimum: 1, maximum: 1000, default: 20 },
    PLUGBOARD_MAX_CONNECTION_WEBHOOKS: { type: 'integer', minimum: 1, maximum: 100, default: 5 },
    PLUGBOARD_MAX_OAUTH_APPS: { type: 'integer', minimum: 1, maximum: 1000, default: 25 },
    PLUGBOARD_MAX_AGENT_KEYS: { type: 'integer', minimum: 1, maximum: 10000, default: 100 },
    PLUGBOARD_RATE_LIMIT_PER_MINUTE: { type: 'integer', minimum: 0, default: 6000 },
    PLUGBOARD_RATE_LIMIT_LEASE_MS: { type: 'integer', minimum: 0, maximum: 10000, default: 1000 },
    PLUGBOARD_RATE_LIMIT_LEASE_MAX: { type: 'integer', minimum: 1, maximum: 100000, default: 1000 },
    PLUGBOARD_RATE_LIMIT_LEASE_IDLE_MS: { type: 'integer', minimum: 10, maximum: 10000, default: 250 },
    PLUGBOARD_CONNECT_MAX_ATTEMPTS: { type: 'integer', minimum: 1, maximum: 1000, default: 10 },
    PLUGBOARD_BULK_REVOKE_CONCURRENCY: { type: 'integer', minimum: 1, maximum: 64, default: 4 },
    PLUGBOARD_AUTH_FAILURES_PER_ADDRESS: { type: 'integer', minimum: 1, default: 50 },
    PLUGBOARD_AUTH_FAILURES_PER_TOKEN_PREFIX: { type: 'integer', minimum: 1, default: 20 },
    PLUGBOARD_AUTH_FAILURE_WINDOW_SECONDS: { type: 'integer', minimum: 1, default: 900 },
    PLUGBOARD_TRUST_PROXY: { type: 'string', minLength: 1, maxLength: 2000 },
    PLUGBOARD_MAX_HEADER_BYTES: { type: 'integer', minimum: 4096, maximum: 262144, default: 16384 },
    PLUGBOARD_MAX_JSON_DEPTH: { type: 'integer', minimum: 4, maximum: 1000, default: 64 },
    PLUGBOARD_IDEMPOTENCY_TTL_SECONDS: { type: 'integer', minimum: 1, maximum: 604800, default: 86400 },
    PLUGBOARD_IDEMPOTENCY_WAIT_MS: { type: 'integer', minimum: 0, maximum: 60000, default: 2000 },
    PLUGBOARD_AGENT_CONFIRMATION_TTL_SECONDS: { type: 'integer', minimum: 1, maximum: 86400, default: 600 },
    PLUGBOARD_AGENT_MAX_DIRECT_TOOLS: { type: 'integer', minimum: 1, maximum: 1000, default: 50 },
  },
  required: [],
} as const;

export interface RawEnv {
  PORT: number;
  HOST: string;
  MONGODB_URI?: string;
  MONGODB_DB: string;
  PLUGBOARD_DATA_DIR: string;
  PLUGBOARD_STORE_TIMEOUT_MS: number;
  PLUGBOARD_MASTER_KEY?: string;
  PLUGBOARD_PREVIOUS_MASTER_KEYS?: string;
  PUBLIC_BASE_URL?: string;
  PLUGBOARD_CONNECTORS_DIR?: string;
  PLUGBOARD_CONNECTOR_HOSTS?: string;
  PLUGBOARD_OAUTH_APPS?: string;
  LOG_LEVEL: string;
  PLUGBOARD_VALIDATE_RESPONSES: boolean;
  PLUGBOARD_ROLE: 'all' | 'api' | 'worker';
  PLUGBOARD_JOBS: boolean;
  PLUGBOARD_JOBS_POLL_MS: number;
  PLUGBOARD_JOBS_LOCK_MS: number;
  PLUGBOARD_TOKEN_REFRESH_LEASE_MS: number;
  PLUGBOARD_DOWNSTREAM_DEADLINE_MS: number;
  PLUGBOARD_SYNC_INTERVAL_MS: number;
  PLUGBOARD_REVOKE_RETRY_MS: number;
  PLUGBOARD_MASTER_KEY_FILE?: string;
  PLUGBOARD_MASTER_KEY_WRAPPED_FILE?: string;
  PLUGBOARD_LOCAL_KMS_KEYS_FILE?: string;
  PLUGBOARD_SYNC_MIN_INTERVAL_MS: number;
  PLUGBOARD_SYNC_MAX_INTERVAL_MS: number;
  PLUGBOARD_SYNC_MIN_RETENTION_DAYS: number;
  PLUGBOARD_SYNC_MAX_RETENTION_DAYS: number;
  PLUGBOARD_REVOKE_MAX_ATTEMPTS: number;
  PLUGBOARD_FULL_RESYNC_MS: number;
  PLUGBOARD_SYNC_CONCURRENCY: number;
  PLUGBOARD_WEBHOOK_BACKOFF_MS: number;
  PLUGBOARD_WEBHOOK_TIMEOUT_MS: number;
  PLUGBOARD_LOG_RETENTION_DAYS: number;
  PLUGBOARD_AUDIT_RETENTION_DAYS: number;
  PLUGBOARD_WEBHOOK_CONCURRENCY: number;
  PLUGBOARD_WEBHOOK_BATCH_SIZE: number;
  PLUGBOARD_WEBHOOK_ENDPOINT_CONCURRENCY: number;
  PLUGBOARD_WEBHOOK_PARK_AFTER_FAILURES: number;
  PLUGBOARD_WEBHOOK_PARK_MS: number;
  PLUGBOARD_SYNC_INITIAL_WINDOW_DAYS: number;
  PLUGBOARD_SYNC_COMMIT_CHANGES: number;
  PLUGBOARD_SYNC_COMMIT_AFTER_MS: number;
  PLUGBOARD_WEBHOOK_HANDOFF_MAX: number;
  PLUGBOARD_WEBHOOK_HANDOFF_SEARCH_MS: number;
  PLUGBOARD_WEBHOOK_MAX_PARK_MS: number;
  PLUGBOARD_WEBHOOK_REMOVE_BATCH: number;
  PLUGBOARD_WEBHOOK_REMOVE_AFTER_MS: number;
  PLUGBOARD_WEBHOOK_BACKLOG_MAX: number;
  PLUGBOARD_WEBHOOK_BACKLOG_READ_MS: number;
  PLUGBOARD_WEBHOOK_HELD_MAX: number;
  PLUGBOARD_WEBHOOK_BACK_PRESSURE_WAIT_MS: number;
  PLUGBOARD_SYNC_RETRY_MS: number;
  PLUGBOARD_SYNC_NO_MODELS_INTERVAL_MS: number;
  PLUGBOARD_SYNC_FAILING_AFTER: number;
  PLUGBOARD_HOUSEKEEPING_INTERVAL_MS: number;
  PLUGBOARD_SESSION_GRACE_MS: number;
  PLUGBOARD_HTTP_KEEPALIVE_MS: number;
  PLUGBOARD_SHUTDOWN_GRACE_MS: number;
  PLUGBOARD_METRICS_TOKEN?: string;
  OTEL_EXPORTER_OTLP_ENDPOINT?: string;
  OTEL_SERVICE_NAME: string;
  PLUGBOARD_ADMIN_TOKEN?: string;
  PLUGBOARD_DASHBOARD_SESSION_HOURS: number;
  PLUGBOARD_DASHBOARD_TOKEN_SIGN_IN: 'development' | 'all' | 'off';
  PLUGBOARD_DASHBOARD_INVITE_HOURS: number;
  PLUGBOARD_SSO_TIMEOUT_MS: number;
  PLUGBOARD_ACTIVITY_FLUSH_MS: number;
  PLUGBOARD_ALLOW_PRIVATE_WEBHOOK_TARGETS: boolean;
  PLUGBOARD_TOOL_SUBSCRIPTIONS: 'auto' | 'on' | 'off';
  PLUGBOARD_MAX_WEBHOOKS: number;
  PLUGBOARD_MAX_CONNECTION_WEBHOOKS: number;
  PLUGBOARD_MAX_OAUTH_APPS: number;
  PLUGBOARD_MAX_AGENT_KEYS: number;
  PLUGBOARD_RATE_LIMIT_PER_MINUTE: number;
  PLUGBOARD_RATE_LIMIT_LEASE_MS: number;
  PLUGBOARD_RATE_LIMIT_LEASE_MAX: number;
  PLUGBOARD_RATE_LIMIT_LEASE_IDLE_MS: number;
  PLUGBOARD_CONNECT_MAX_ATTEMPTS: number;
  PLUGBOARD_BULK_REVOKE_CONCURRENCY: number;
  PLUGBOARD_AUTH_FAILURES_PER_ADDRESS: number;
  PLUGBOARD_AUTH_FAILURES_PER_TOKEN_PREFIX: number;
  PLUGBOARD_AUTH_FAILURE_WINDOW_SECONDS: number;
  PLUGBOARD_TRUST_PROXY?: string;
  PLUGBOARD_MAX_HEADER_BYTES: number;
  PLUGBOARD_MAX_JSON_DEPTH: number;
  PLUGBOARD_IDEMPOTENCY_TTL_SECONDS: number;
  PLUGBOARD_IDEMPOTENCY_WAIT_MS: number;
  PLUGBOARD_AGENT_CONFIRMATION_TTL_SECONDS: number;
  PLUGBOARD_AGENT_MAX_DIRECT_TOOLS: number;
}
