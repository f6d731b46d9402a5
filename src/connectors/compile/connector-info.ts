import type { CompiledModel } from '../mapping/model-mapper.js';
import type { Manifest, ManifestAuthMethod, ManifestCredentialField } from '../schema/manifest.gen.js';
import type { CompiledAction, ConnectorInfo } from './compiled-connector.js';

const field = (f: ManifestCredentialField) => ({ name: f.name, label: f.label, secret: f.secret ?? true, required: true });

/** The fields the connect form asks for, per auth method (OAuth asks nothing: the user consents at the tool). */
export function authFields(a: ManifestAuthMethod): ConnectorInfo['authMethods'][number]['fields'] {
  switch (a.type) {
    case 'api_key':
      return [field(a.field)];
    case 'bearer':
      return [field(a.field)];
    case 'basic':
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

export function connectorInfo(m: Manifest, models: Record<string, CompiledModel>, actions: Record<string, CompiledAction>): ConnectorInfo {
  return {
    integrationId: m.connector.id,
    display: { name: m.connector.display_name, iconURI: m.connector.icon_uri },
    categories: m.connector.categories,
    authMethods: m.connection.auth.map((a) => ({ id: a.id, type: a.type, label: a.label ?? a.id, fields: authFields(a) })),
    inputs: Object.entries(m.connection.inputs ?? {}).map(([name, i]) => ({
      name,
      label: i.label,
      type: i.type ?? 'string',
      required: i.from_token_response === undefined && (i.required ?? i.default === undefined),
      secret: i.secret ?? false,
      ...(i.pattern ? { pattern: i.pattern } : {}),
      ...(i.from_token_response ? { fromTokenResponse: i.from_token_response } : {}),
    })),
    capabilities: {
      models: Object.fromEntries(Object.values(models).map((mm) => [mm.id, [...mm.operations]])),
      actions: Object.values(actions).map((a) => ({
        name: a.name,
        path: a.path,
        inputSchema: a.inputSchema,
        outputSchema: a.outputSchema,
      })),
    },
  };
}
