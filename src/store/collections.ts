import type { Db } from 'mongodb';

/** Collection names in one place, so repositories and index creation agree. */
export const COLLECTIONS = {
  projects: 'projects',
  environments: 'environments',
  connections: 'connections',
  oauthApps: 'oauthApps',
  authSessions: 'authSessions',
  webhooks: 'webhooks',
  events: 'events',
  eventSequences: 'eventSequences',
  deliveries: 'deliveries',
  webhookOutbox: 'webhookOutbox',
  outboxClaims: 'webhookOutboxClaims',
  outboxLocks: 'webhookOutboxLocks',
  outboxDone: 'webhookOutboxDone',
  records: 'records',
  recordRewrites: 'recordRewrites',
  syncStates: 'syncStates',
  keyring: 'keyring',
  dashboardSessions: 'dashboardSessions',
  dashboardStats: 'dashboardStats',
  rateLimits: 'rateLimits',
  connectionCounts: 'connectionCounts',
  idempotencyClaims: 'idempotencyClaims',
  idempotencyAnswers: 'idempotencyAnswers',
  agentKeys: 'agentKeys',
  apiKeys: 'apiKeys',
  agentConfirmations: 'agentConfirmations',
  sandboxStates: 'sandboxStates',
  pendingRevocations: 'pendingRevocations',
  toolSubscriptions: 'toolSubscriptions',
  auditLog: 'auditLog',
  dashboardUsers: 'dashboardUsers',
  ssoProviders: 'ssoProviders',
  ssoLogins: 'ssoLogins',
  dashboardInvites: 'dashboardInvites',
} as const;

interface IndexSpec {
  keys: Record<string, 1 | -1>;
  unique?: boolean;
  name: string;
}

/** Indexes created at start (idempotent). Each repository's queries are covered by one of these. */
const INDEXES: Record<string, IndexSpec[]> = {
  [COLLECTIONS.projects]: [{ keys: { id: 1 }, unique: true, name: 'id_unique' }],
  [COLLECTIONS.environments]: [
    { keys: { id: 1 }, unique: true, name: 'id_unique' },
    { keys: { apiTokenHash: 1 }, unique: true, name: 'apiTokenHash_unique' },
    { keys: { projectId: 1, name: 1 }, unique: true, name: 'project_env_unique' },
  ],
  [COLLECTIONS.connections]: [
    { keys: { id: 1 }, unique: true, name: 'id_unique' },
    { keys: { accessTokenHash: 1 }, unique: true, name: 'accessTokenHash_unique' },
    { keys: { environmentId: 1, createdAt: 1 }, name: 'env_created' },
    // The dashboard's connection pages: newest first, optionally one status (see ConnectionsRepo.pageSummaries).
    { keys: { environmentId: 1, createdAt: -1, id: -1 }, name: 'env_newest' },
    { keys: { environmentId: 1, status: 1, createdAt: -1, id: -1 }, name: 'env_status_newest' },
  ],
  [COLLECTIONS.oauthApps]: [
    { keys: { id: 1 }, unique: true, name: 'id_unique' },
    { keys: { environmentId: 1, integrationId: 1 }, name: 'env_integration' },
  ],
  [COLLECTIONS.authSessions]: [
    { keys: { tokenHash: 1 }, unique: true, name: 'tokenHash_unique' },
    { keys: { state: 1 }, name: 'state' },
    { keys: { expiresAt: 1 }, name: 'expiresAt' },
  ],
  [COLLECTIONS.webhooks]: [
    { keys: { id: 1 }, unique: true, name: 'id_unique' },
    { keys: { environmentId: 1 }, name: 'env' },
    { keys: { connectionId: 1 }, name: 'connection' },
  ],
  [COLLECTIONS.events]: [
    { keys: { eventId: 1 }, unique: true, name: 'eventId_unique' },
    { keys: { createdAt: 1 }, name: 'created' },
    // The event log's order: one sequence per environment (see EventsRepo.allocateSeq). Not unique: events stored
    // by earlier versions have no `seq` (they are not in the log) and would collide as nulls.
    { keys: { environmentId: 1, seq: 1 }, name: 'env_seq' },
  ],
  // Keyed by `_id` (the delivery id); a unique index on a field the documents no longer have would, on MongoDB,
  // refuse every document after the first (missing counts as null there).
  [COLLECTIONS.deliveries]: [
    { keys: { webhookId: 1, createdAt: -1 }, name: 'webhook_created' },
    { keys: { finishedAt: 1 }, name: 'finished' },
  ],
  [COLLECTIONS.webhookOutbox]: [
    { keys: { dueAt: 1 }, name: 'due' },
    { keys: { webhookId: 1 }, name: 'webhook' },
  ],
  // Claims of the webhook workers (see OutboxRepo): one per round, keyed by `_id`; a lock per claimed delivery.
  [COLLECTIONS.outboxClaims]: [{ keys: { until: 1 }, name: 'until' }],
  [COLLECTIONS.outboxLocks]: [{ keys: { claim: 1 }, name: 'claim' }],
  [COLLECTIONS.records]: [
    // Documents are keyed by `_id` (connection|model|nativeId); this index serves a pass's opening read on MongoDB.
    { keys: { connectionId: 1, model: 1 }, name: 'conn_model' },
  ],
  [COLLECTIONS.syncStates]: [{ keys: { connectionId: 1, model: 1 }, unique: true, name: 'conn_model_unique' }],
  // A sandbox connection's simulated tool: one document per environment and connection, keyed by `_id`.
  [COLLECTIONS.sandboxStates]: [{ keys: { connectionId: 1 }, name: 'connection' }],
  // Deleted connections whose revocation failed, keyed by `_id` (the connection id): retries due, per environment.
  [COLLECTIONS.pendingRevocations]: [
    { keys: { nextAttemptAt: 1 }, name: 'next_attempt' },
    { keys: { environmentId: 1, createdAt: 1 }, name: 'env_created' },
  ],
  // A connection's subscriptions to its tool's notifications, keyed by `_id` (connection|name).
  [COLLECTIONS.toolSubscriptions]: [{ keys: { connectionId: 1 }, name: 'connection' }],
  // The audit trail, newest first per environment (AuditLogRepo.page), and by time for the retention sweep.
  [COLLECTIONS.auditLog]: [
    { keys: { id: 1 }, unique: true, name: 'id_unique' },
    { keys: { environmentId: 1, at: -1, id: -1 }, name: 'env_newest' },
    { keys: { at: 1 }, name: 'at' },
  ],
  // rate-limiter-flexible's documents (see rate-limits.ts); the unique key makes concurrent first hits from several
  // processes agree. No TTL index: the embedded store has none, so housekeeping removes expired windows.
  [COLLECTIONS.rateLimits]: [{ keys: { key: 1 }, unique: true, name: 'key_unique' }],
  // Idempotency keys: claims and answers keyed by `_id` (environment + key hash); expiry swept by housekeeping.
  [COLLECTIONS.idempotencyClaims]: [{ keys: { expiresAt: 1 }, name: 'expires' }],
  [COLLECTIONS.idempotencyAnswers]: [{ keys: { expiresAt: 1 }, name: 'expires' }],
  // Keyed by `_id` (the user id); the email (lower-cased) names one user.
  [COLLECTIONS.dashboardUsers]: [{ keys: { email: 1 }, unique: true, name: 'email_unique' }],
  // One OpenID Connect provider per project (services/dashboard/sso-config-service.ts).
  [COLLECTIONS.ssoProviders]: [{ keys: { projectId: 1 }, unique: true, name: 'project_unique' }],
  [COLLECTIONS.ssoLogins]: [{ keys: { expiresAt: 1 }, name: 'expires' }],
  [COLLECTIONS.apiKeys]: [
    { keys: { id: 1 }, unique: true, name: 'id_unique' },
    { keys: { keyHash: 1 }, unique: true, name: 'keyHash_unique' },
    { keys: { environmentId: 1, createdAt: 1 }, name: 'env_created' },
  ],
  // Keyed by `_id` (the invite id); the link's token is found by its keyed hash.
  [COLLECTIONS.dashboardInvites]: [
    { keys: { tokenHash: 1 }, unique: true, name: 'tokenHash_unique' },
    { keys: { projectId: 1, createdAt: -1 }, name: 'project_newest' },
  ],
  // A user's sessions (listed and ended per user).
  [COLLECTIONS.dashboardSessions]: [{ keys: { 'principal.userId': 1 }, name: 'user' }],
  [COLLECTIONS.agentKeys]: [
    { keys: { id: 1 }, unique: true, name: 'id_unique' },
    { keys: { keyHash: 1 }, unique: true, name: 'keyHash_unique' },
    { keys: { environmentId: 1, createdAt: 1 }, name: 'env_created' },
  ],
  // Writes waiting for confirm_write, keyed by `_id` (the confirmation id); expiry swept by housekeeping.
  [COLLECTIONS.agentConfirmations]: [{ keys: { expiresAt: 1 }, name: 'expires' }],
};

/** Indexes of earlier versions, dropped at start when present (their keys no longer match how documents are written). */
const OBSOLETE_INDEXES: Record<string, string[]> = {
  [COLLECTIONS.records]: ['conn_model_native_unique', 'conn_model_seen'],
  [COLLECTIONS.deliveries]: ['id_unique', 'status_created'],
};

export async function ensureIndexes(db: Db): Promise<void> {
  for (const [collection, names] of Object.entries(OBSOLETE_INDEXES)) {
    const existing = await db
      .collection(collection)
      .listIndexes()
      .toArray()
      .then((list) => list as { name?: string }[])
      .catch(() => [] as { name?: string }[]);
    for (const name of names) if (existing.some((i) => i.name === name)) await db.collection(collection).dropIndex(name);
  }
  for (const [collection, specs] of Object.entries(INDEXES)) {
    for (const spec of specs) {
      await db.collection(collection).createIndex(spec.keys, { name: spec.name, unique: spec.unique ?? false }, undefined);
    }
  }
}
