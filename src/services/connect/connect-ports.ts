import type { ConnectorInfo } from '../../connectors/compile/compiled-connector.js';
import type { AuthorizeUrlOptions } from '../../connectors/auth/oauth2/authorize-url.js';
import type { ExchangeCodeOptions, ExchangePasswordOptions } from '../../connectors/auth/oauth2/grants.js';
import type { Credentials } from '../../connectors/connection/ports.js';

export type { ConnectorInfo, Credentials };

/** What the connect flow needs from the connector runtime (its `oauth` part, wired by the composition root). */
export interface ConnectOAuthPort {
  usesPkce(integrationId: string): boolean;
  buildAuthorizeUrl(integrationId: string, opts: Omit<AuthorizeUrlOptions, 'methodId'>): string | Promise<string>;
  /** Throws a PlugboardError (DOWNSTREAM_AUTH_FAILED, DOWNSTREAM_*) when the tool refuses the code. */
  exchangeCode(
    integrationId: string,
    opts: Omit<ExchangeCodeOptions, 'methodId'>,
  ): Promise<Credentials & { captured?: Record<string, string> }>;
  /**
   * An `oauth2_password` method's username and password exchanged for tokens (the password is not kept). Throws
   * DOWNSTREAM_AUTH_FAILED when the tool refuses them.
   */
  exchangePassword(integrationId: string, opts: ExchangePasswordOptions): Promise<Credentials>;
  /** Optional: checks form credentials with the manifest's `connection.verify` request. */
  verifyCredentials?(integrationId: string, opts: { credentials: Credentials; inputs: Record<string, string> }): Promise<void>;
}

/** The connector registry as the connect flow reads it. */
export interface ConnectCatalogPort {
  get(integrationId: string): { info: ConnectorInfo } | undefined;
}
