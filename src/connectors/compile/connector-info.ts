import type { CompiledModel } from '../mapping/model-mapper.js';
import type { Manifest, ManifestAuthMethod, ManifestCredentialField } from '../schema/manifest.gen.js';
import { catalogFacts, type CatalogFacts } from './catalog-facts.js';
import type { CompiledAction, ConnectField, ConnectHelp, ConnectorInfo, IntegrationOffer } from './compiled-connector.js';

/** The optional help a manifest gives a credential field or a connection input. */
const connectHelp = (f: { help?: string; help_url?: string; placeholder?: string; pattern?: string }): ConnectHelp => ({
  ...(f.help ? { help: f.help } : {}),
  ...(f.help_url ? { helpUrl: f.help_url } : {}),
  ...(f.placeholder ? { placeholder: f.placeholder } : {}),
  ...(f.pattern ? { pattern: f.pattern } : {}),
});

const field = (f: ManifestCredentialField): ConnectField => ({
  name: f.name,
  label: f.label,
  secret: f.secret ?? true,
  required: true,
  ...connectHelp(f),
  ...(f.translations ? { translations: f.translations } : {}),
});

/** The fields the connect form asks for, per auth method (OAuth asks nothing: the user consents at the tool). */
function authFields(a: ManifestAuthMethod): ConnectorInfo['authMethods'][number]['fields'] {
  switch (a.type) {
    case 'api_key':
      return [field(a.field)];
    case 'bearer':
      return [field(a.field)];
    case 'basic':
    case 'oauth2_password':
      return [{ ...field(a.username), secret: a.username.secret ?? false }, field(a.password)];
    case 'oauth2_client_credentials':
      return [
        { name: 'client_id', label: 'Client ID', secret: false, required: true },
        { name: 'client_secret', label: 'Client secret', secret: true, required: true },
      ];
    case 'oauth2_authorization_code':
      return [];
  }
}

/** What the manifest offers, read off its catalog facts (one derivation, so the API and the catalog agree). */
function offers(c: CatalogFacts): Pick<ConnectorInfo['capabilities'], 'offers' | 'sync' | 'nativeWebhooks'> {
  const list: IntegrationOffer[] = [];
  if (c.models.length) list.push('unified');
  if (c.actions.length) list.push('actions');
  if (c.sync.length) list.push('sync');
  if (c.webhooks.length) list.push('native_webhooks');
  list.push('passthrough');
  return { offers: list, sync: c.sync.map((s) => s.model), nativeWebhooks: c.webhooks };
}

export function connectorInfo(m: Manifest, models: Record<string, CompiledModel>, actions: Record<string, CompiledAction>): ConnectorInfo {
  const catalog = catalogFacts(m, models, actions);
  return {
    integrationId: m.connector.id,
    // The icon is served by the gateway (GET /connectors/<id>/icon.svg); the HTTP layer makes the address absolute.
    display: { name: m.connector.display_name, iconURI: `/connectors/${m.connector.id}/icon.svg` },
    docsURL: m.connector.docs ?? null,
    categories: m.connector.categories,
    authMethods: m.connection.auth.map((a) => ({
      id: a.id,
      type: a.type,
      label: a.label ?? a.id,
      access: a.access ?? [],
      fields: authFields(a),
      ...(a.translations ? { translations: a.translations } : {}),
    })),
    inputs: Object.entries(m.connection.inputs ?? {}).map(([name, i]) => ({
      name,
      label: i.label,
      type: i.type ?? 'string',
      required:
        i.from_token_response === undefined &&
        i.from_callback_query === undefined &&
        i.from_credentials === undefined &&
        (i.required ?? i.default === undefined),
      secret: i.secret ?? false,
      ...connectHelp(i),
      ...(i.from_token_response ? { fromTokenResponse: i.from_token_response } : {}),
      ...(i.translations ? { translations: i.translations } : {}),
      ...(i.from_callback_query ? { fromCallbackQuery: i.from_callback_query } : {}),
      ...(i.from_credentials ? { fromCredentials: i.from_credentials } : {}),
    })),
    capabilities: {
      models: Object.fromEntries(Object.values(models).map((mm) => [mm.id, [...mm.operations]])),
      actions: Object.values(actions).map((a) => ({
        name: a.name,
        path: a.path,
        inputSchema: a.inputSchema,
        outputSchema: a.outputSchema,
      })),
      ...offers(catalog),
    },
    catalog,
  };
}
