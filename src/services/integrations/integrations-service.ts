/** What the API shows of an integration (the `Integration` schema of openapi.yaml). */
export interface IntegrationInfo {
  integrationId: string;
  display: { name: string; iconURI: string };
  categories: string[];
  authMethods: { id: string; type: string; fields: { name: string; label: string; secret: boolean; required: boolean }[] }[];
  inputs: { name: string; label: string; type: string; required: boolean; pattern?: string }[];
  capabilities: { models: Record<string, string[]>; actions: { name: string; path: string }[] };
}

/** The connector registry as this service needs it (implemented by src/connectors). */
export interface IntegrationCatalog {
  list(): IntegrationInfo[];
}

export class IntegrationsService {
  constructor(private readonly catalog: IntegrationCatalog) {}

  list(): IntegrationInfo[] {
    return this.catalog.list();
  }

  capabilities(integrationId?: string): { integrationId: string; models: Record<string, string[]>; actions: { name: string; path: string }[] }[] {
    return this.catalog
      .list()
      .filter((i) => !integrationId || i.integrationId === integrationId)
      .map((i) => ({ integrationId: i.integrationId, models: i.capabilities.models, actions: i.capabilities.actions }));
  }

  exists(integrationId: string): boolean {
    return this.catalog.list().some((i) => i.integrationId === integrationId);
  }
}
