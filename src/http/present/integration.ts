import type { ConnectField, ConnectHelp, ConnectorInfo } from '../../connectors/compile/compiled-connector.js';
import type { AuthMethod as ApiAuthMethod, Integration } from '../../generated/api.gen.js';

type AuthMethod = ConnectorInfo['authMethods'][number];

/** A form field's help and hints (an auth method's field and a connection input alike), with their translations. */
const texts = (h: ConnectHelp & Pick<ConnectField, 'translations'>) => ({
  ...(h.help ? { help: h.help } : {}),
  ...(h.helpUrl ? { helpUrl: h.helpUrl } : {}),
  ...(h.placeholder ? { placeholder: h.placeholder } : {}),
  ...(h.pattern ? { pattern: h.pattern } : {}),
  ...(h.translations ? { translations: h.translations } : {}),
});

export const presentAuthMethod = (m: AuthMethod): ApiAuthMethod => ({
  id: m.id,
  // The manifest schema allows exactly the auth types the API's AuthMethod enum lists.
  type: m.type as ApiAuthMethod['type'],
  label: m.label,
  access: m.access,
  ...(m.translations ? { translations: m.translations } : {}),
  fields: m.fields.map((f) => ({
    name: f.name,
    label: f.label,
    secret: f.secret,
    required: f.required,
    ...texts(f),
  })),
});

/** The `Integration` schema from the registry's ConnectorInfo (drops what the contract does not show). */
export function presentIntegration(info: ConnectorInfo, iconUrl: (integrationId: string) => string): Integration {
  return {
    integrationId: info.integrationId,
    // Every integration has one (the sandbox serves any manifest); development environments only.
    sandbox: { authMethodId: 'sandbox', environments: ['development'] },
    display: { name: info.display.name, iconURI: iconUrl(info.integrationId) },
    categories: info.categories,
    authMethods: info.authMethods.map(presentAuthMethod),
    inputs: info.inputs.map((i) => ({
      name: i.name,
      label: i.label,
      type: i.type,
      required: i.required,
      ...texts(i),
    })),
    capabilities: {
      offers: info.capabilities.offers,
      models: info.capabilities.models,
      actions: info.capabilities.actions.map((a) => ({ name: a.name, path: a.path })),
      sync: info.capabilities.sync,
      nativeWebhooks: info.capabilities.nativeWebhooks,
    },
  };
}
