import type { Db } from 'mongodb';
import type { Config } from '../config/load-config.js';
import { CONNECTION_DELETED } from '../events/connector-event.js';
import type { Logger } from '../log/logger.js';
import type { ConnectionsService } from '../services/connections/connections-service.js';
import { RevocationService } from '../services/connections/revocation-service.js';
import type { ConnectorAccess } from '../services/connectors/connector-access.js';
import type { HousekeepingService } from '../services/housekeeping/housekeeping-service.js';
import type { JobScheduler } from '../services/job-scheduler.js';
import type { SyncService } from '../services/sync/sync-service.js';
import type { Telemetry } from '../services/observability/telemetry.js';
import type { OauthAppsService } from '../services/oauth-apps/oauth-apps-service.js';
import type { EventPublisher } from '../services/webhooks/event-publisher.js';
import { PendingRevocationsRepo } from '../store/pending-revocations.repo.js';

/**
 * Credential custody (part of the composition root): every delete asks the tool to revoke the grant first, and
 * `connection.deleted` says what became of it. Built after eventing (it publishes). The event goes to the
 * environment's project webhooks; the connection's own webhooks are removed by another listener of the same delete,
 * so they may or may not receive it (docs/webhooks.md).
 */
export function buildCustody(deps: {
  db: Db;
  config: Config;
  logger: Logger;
  access: ConnectorAccess;
  connections: ConnectionsService;
  oauthApps: OauthAppsService;
  events: EventPublisher;
  scheduler: JobScheduler;
  telemetry: Telemetry;
  housekeeping: HousekeepingService;
  sync: SyncService;
}): { revocations: RevocationService; pendingRevocations: PendingRevocationsRepo } {
  const pending = new PendingRevocationsRepo(deps.db);
  const log = deps.logger.child({ component: 'revocation' });
  const revocations = new RevocationService(
    {
      runtime: deps.access.runtime,
      contextFor: (doc) => deps.access.contextFor(doc),
      oauthApps: deps.oauthApps,
      pending,
      scheduler: deps.scheduler,
      publish: (conn, events) => deps.events.publish(conn, events),
      telemetry: deps.telemetry,
      log,
    },
    { retryMs: deps.config.jobs.revokeRetryMs, maxAttempts: deps.config.jobs.revokeMaxAttempts },
  );
  // Sync controls: a change of a connection's sync settings reloads the types whose kept fields changed and runs it.
  deps.connections.onSyncSettings((doc, types) => deps.sync.settingsChanged(doc, types));
  deps.connections.useRevoker((doc) => revocations.revokeOnDelete(doc));
  deps.connections.onDeleted(async ({ connectionId, projectId, environmentId, revocation }) => {
    await deps.events.publish({ id: connectionId, projectId, environmentId }, [
      { eventType: CONNECTION_DELETED, data: { id: connectionId }, revocation },
    ]);
  });
  // A retry whose job was lost (a worker that died with it) is queued again.
  deps.housekeeping.addSweep('revocation retries re-queued', (_logBefore, now) => revocations.requeueDue(now));
  return { revocations, pendingRevocations: pending };
}
