import type { OauthAppDoc } from '../../store/oauth-apps.repo.js';

/** The `OauthApp` schema: never the client secret. */
export function presentOauthApp(doc: OauthAppDoc, redirectUri: string) {
  return {
    id: doc.id,
    integrationId: doc.integrationId,
    clientId: doc.clientId,
    scopes: doc.scopes,
    redirectUri,
    createdTime: doc.createdAt.toISOString(),
  };
}
