import type { ConnectorInfo } from '../../connectors/index.js';

/** An integration as the connector registry describes it (presented by src/http/present/integration.ts). */
export type IntegrationInfo = ConnectorInfo;

/** The connector registry as this service needs it. */
export interface IntegrationCatalog {
  list(): IntegrationInfo[];
}

export class IntegrationsService {
  constructor(private readonly catalog: IntegrationCatalog) {}

  list(): IntegrationInfo[] {
    return this.catalog.list();
  }

  capabilities(
    integrationId?: string,
  ): { integrationId: string; models: Record<string, string[]>; actions: { name: string; path: string }[] }[] {
    return this.catalog
      .list()
      .filter((i) => !integrationId || i.integrationId === integrationId)
      .map((i) => ({
        integrationId: i.integrationId,
        models: i.capabilities.models,
        // `name` is the action's path inside the integration (`users/list`), `path` its endpoint.
        actions: i.capabilities.actions.map((a) => ({
          name: a.path,
          path: `/api/actions/${i.integrationId}/${a.path.replace(/^\//, '')}`,
        })),
      }));
  }

  exists(integrationId: string): boolean {
    return this.catalog.list().some((i) => i.integrationId === integrationId);
  }
}
