import type { ConnectorInfo } from '../../connectors/index.js';
import { ConnectorIcons, type IconSource } from './connector-icons.js';

/** An integration as the connector registry describes it (presented by src/http/present/integration.ts). */
export type IntegrationInfo = ConnectorInfo;

/** The connector registry as this service needs it. */
export interface IntegrationCatalog extends IconSource {
  list(): IntegrationInfo[];
}

export class IntegrationsService {
  readonly icons: ConnectorIcons;

  /** `publicBaseUrl` (PUBLIC_BASE_URL) makes `display.iconURI` absolute: the gateway serves the icons itself. */
  constructor(
    private readonly catalog: IntegrationCatalog,
    private readonly publicBaseUrl: string,
  ) {
    this.icons = new ConnectorIcons(catalog);
  }

  /** The absolute address of an integration's icon (GET /connectors/{integrationId}/icon.svg). */
  iconUrl(integrationId: string): string {
    return `${this.publicBaseUrl}/connectors/${encodeURIComponent(integrationId)}/icon.svg`;
  }

  list(): IntegrationInfo[] {
    return this.catalog.list();
  }

  capabilities(integrationId?: string): {
    integrationId: string;
    offers: IntegrationInfo['capabilities']['offers'];
    models: Record<string, string[]>;
    actions: { name: string; path: string }[];
    sync: string[];
    nativeWebhooks: string[];
  }[] {
    return this.catalog
      .list()
      .filter((i) => !integrationId || i.integrationId === integrationId)
      .map((i) => ({
        integrationId: i.integrationId,
        offers: i.capabilities.offers,
        models: i.capabilities.models,
        // `name` is the action's path inside the integration (`users/list`), `path` its endpoint.
        actions: i.capabilities.actions.map((a) => ({
          name: a.path,
          path: `/api/actions/${i.integrationId}/${a.path.replace(/^\//, '')}`,
        })),
        sync: i.capabilities.sync,
        nativeWebhooks: i.capabilities.nativeWebhooks,
      }));
  }

  exists(integrationId: string): boolean {
    return this.catalog.list().some((i) => i.integrationId === integrationId);
  }
}
