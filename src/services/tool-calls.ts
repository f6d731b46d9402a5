import type { ConnectorRegistry } from '../connectors/index.js';
import type { Logger } from '../log/logger.js';
import { ActionsService } from './actions/actions-service.js';
import type { AuthContextService } from './auth/auth-context-service.js';
import type { ConnectionsService } from './connections/connections-service.js';
import { ConnectorAccess } from './connectors/connector-access.js';
import { LegacyCrmService } from './legacy-crm/legacy-crm-service.js';
import type { OauthAppsService } from './oauth-apps/oauth-apps-service.js';
import { PassthroughService } from './passthrough/passthrough-service.js';
import { UnifiedService } from './unified/unified-service.js';

/** The services that call connected tools (passthrough, unified, actions, the older CRM interface). */
export interface ToolCallServices {
  passthrough: PassthroughService;
  unified: UnifiedService;
  actions: ActionsService;
  legacyCrm: LegacyCrmService;
}

/** Part of the composition root: one ConnectorAccess (one runtime, one token manager) shared by all of them. */
export function buildToolCallServices(deps: {
  registry: ConnectorRegistry;
  connections: ConnectionsService;
  oauthApps: OauthAppsService;
  authContext: AuthContextService;
  logger: Logger;
}): ToolCallServices {
  const access = new ConnectorAccess(deps.registry, deps.connections, deps.oauthApps, deps.logger);
  const unified = new UnifiedService(access);
  return {
    passthrough: new PassthroughService(access),
    unified,
    actions: new ActionsService(access),
    legacyCrm: new LegacyCrmService(deps.authContext, deps.connections, access, unified),
  };
}
