import type { ConnectorInfo } from '../../connectors/compile/compiled-connector.js';

type AuthMethod = ConnectorInfo['authMethods'][number];

export const presentAuthMethod = (m: AuthMethod) => ({
  id: m.id,
  type: m.type,
  fields: m.fields.map((f) => ({ name: f.name, label: f.label, secret: f.secret, required: f.required })),
});

/** The `Integration` schema from the registry's ConnectorInfo (drops what the contract does not show). */
export function presentIntegration(info: ConnectorInfo) {
  return {
    integrationId: info.integrationId,
    display: { name: info.display.name, iconURI: info.display.iconURI },
    categories: info.categories,
    authMethods: info.authMethods.map(presentAuthMethod),
    inputs: info.inputs.map((i) => ({
      name: i.name,
      label: i.label,
      type: i.type,
      required: i.required,
      ...(i.pattern ? { pattern: i.pattern } : {}),
    })),
    capabilities: {
      models: info.capabilities.models,
      actions: info.capabilities.actions.map((a) => ({ name: a.name, path: a.path })),
    },
  };
}
