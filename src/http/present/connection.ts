import type { ConnectionDoc } from '../../store/connections.repo.js';
import type { EnvironmentDoc } from '../../store/environments.repo.js';
import type { ToolSubscriptionDoc } from '../../store/tool-subscriptions.repo.js';
import { subscriptionView } from '../../services/subscriptions/subscription-view.js';

/**
 * The `Connection` schema: public fields only (never the credentials, inputs or token hash). `subscriptions`, when
 * given, are the connection's subscriptions to its tool's notifications (their secrets are never shown).
 */
export function presentConnection(doc: ConnectionDoc, env: Pick<EnvironmentDoc, 'name'>, subscriptions?: ToolSubscriptionDoc[]) {
  return {
    id: doc.id,
    projectId: doc.projectId,
    environment: env.name,
    integrationId: doc.integrationId,
    status: doc.status,
    health: doc.health,
    healthState: {
      state: doc.healthState ?? 'healthy',
      reasons: doc.healthReasons ?? [],
      grantedScopes: doc.grantedScopes ?? null,
    },
    lastSyncError: doc.lastSyncError,
    ...(subscriptions ? { subscriptions: subscriptions.map(subscriptionView) } : {}),
    sync: {
      objects: doc.syncObjects ?? null,
      frequencySeconds: doc.syncFrequencySeconds ?? null,
      fields: doc.syncFields ?? null,
      retentionDays: doc.syncRetentionDays ?? null,
    },
    createdTime: doc.createdAt.toISOString(),
    modifiedTime: doc.modifiedAt.toISOString(),
  };
}
