import { ActionsService } from './actions/actions-service.js';
import type { AuthContextService } from './auth/auth-context-service.js';
import type { ConnectionsService } from './connections/connections-service.js';
import type { ConnectorAccess } from './connectors/connector-access.js';
import { LegacyCrmService } from './legacy-crm/legacy-crm-service.js';
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
  access: ConnectorAccess;
  connections: ConnectionsService;
  authContext: AuthContextService;
}): ToolCallServices {
  const access = deps.access;
  const unified = new UnifiedService(access);
  return {
    passthrough: new PassthroughService(access),
    unified,
    actions: new ActionsService(access),
    legacyCrm: new LegacyCrmService(deps.authContext, deps.connections, access, unified),
  };
}
