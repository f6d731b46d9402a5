import type { ConnectorInfo } from '../../connectors/compile/compiled-connector.js';
import type { Credentials, OAuthClient } from '../../connectors/runtime/ports.js';

export type { ConnectorInfo, Credentials, OAuthClient };

/** What the connect flow needs from the connector runtime (its `oauth` part, wired by the composition root). */
export interface ConnectOAuthPort {
  usesPkce(integrationId: string): boolean;
  buildAuthorizeUrl(
    integrationId: string,
    opts: {
      client: OAuthClient;
      redirectUri: string;
      state: string;
      scopes?: string[];
      codeChallenge?: string;
      inputs?: Record<string, string>;
    },
  ): string | Promise<string>;
  /** Throws a PlugboardError (DOWNSTREAM_AUTH_FAILED, DOWNSTREAM_*) when the tool refuses the code. */
  exchangeCode(
    integrationId: string,
    opts: { client: OAuthClient; code: string; redirectUri: string; codeVerifier?: string; inputs?: Record<string, string> },
  ): Promise<Credentials & { captured?: Record<string, string> }>;
  /** Optional: checks form credentials with the manifest's `connection.verify` request. */
  verifyCredentials?(integrationId: string, opts: { credentials: Credentials; inputs: Record<string, string> }): Promise<void>;
}

/** The connector registry as the connect flow reads it. */
export interface ConnectCatalogPort {
  get(integrationId: string): { info: ConnectorInfo } | undefined;
}
