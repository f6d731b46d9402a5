import type { ConnectorRegistry } from '../connectors/index.js';
import type { Credentials } from '../connectors/connection/ports.js';
import type { Logger } from '../log/logger.js';
import { ConnectionHealthService } from '../services/connections/connection-health-service.js';
import type { Services } from '../services/index.js';
import type { ConnectionsRepo } from '../store/connections.repo.js';
import type { EnvironmentsRepo } from '../store/environments.repo.js';

/**
 * Composition of connection health (part of the composition root): what it watches (downstream answers and token
 * refreshes reported to telemetry, credentials refused or replaced, connections created) and what it uses (the
 * manifests' scopes, the event publisher, the reconnect link).
 */
export function buildConnectionHealth(deps: {
  services: Omit<Services, 'connectionHealth'>;
  registry: ConnectorRegistry;
  connectionsRepo: ConnectionsRepo;
  environmentsRepo: EnvironmentsRepo;
  logger: Logger;
}): ConnectionHealthService {
  const { services } = deps;
  const health = new ConnectionHealthService({
    connections: deps.connectionsRepo,
    neededScopes: (integrationId, authMethodId) => {
      const spec = deps.registry.get(integrationId)?.auth.find((m) => m.spec.id === authMethodId)?.spec;
      if (spec?.type !== 'oauth2_authorization_code' || !spec.scopes.default.length) return undefined;
      return { scopes: spec.scopes.default, separator: spec.scopes.separator ?? ' ' };
    },
    grantedScopeOf: (doc) => {
      const creds = services.connections.revealCredentials<Credentials>(doc);
      return creds.type === 'oauth2' ? creds.scope : undefined;
    },
    publish: (conn, events) => services.events.publish(conn, events),
    // The hosted connect page re-authorising this same connection (same id, access token, cache and webhooks).
    reconnectUrl: async (conn) => {
      const env = await deps.environmentsRepo.findById(conn.environmentId);
      return env ? (await services.connectLinks.reconnectLink(env, conn.id)).url : null;
    },
    log: deps.logger.child({ component: 'connection-health' }),
  });
  services.telemetry.subscribe({
    // How the tool answers API calls; its token endpoint's answers reach health as refresh outcomes (below).
    downstreamCall: (c) => {
      if (c.endpoint !== 'token') health.callAnswered(c.connectionId, c.status);
    },
    tokenRefresh: (r) => {
      health.refreshed(r.connectionId, r.outcome);
    },
  });
  services.connections.onCredentials(health);
  services.connections.onCreated(async (doc) => {
    await health.credentialsChanged(doc.id);
  });
  // The end user authorised the same connection again: scopes are compared anew, and every reason may be gone.
  services.connections.onReauthorized(async (doc) => {
    await health.credentialsChanged(doc.id);
  });
  return health;
}
