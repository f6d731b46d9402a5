import { PlugboardError } from '../../errors/plugboard-error.js';

/**
 * Why a call could not use a connection's credentials: the tool `refused` them (a 401 or 403 answer, an error rule of
 * kind `auth_failed`, the token endpoint refusing a refresh), or the connection `needs_reauth` (the refresh token is
 * dead or missing, an error rule of kind `needs_reauth`; the runtime has then marked the connection).
 */
export type CredentialsRefusal = 'refused' | 'needs_reauth';

/**
 * The error the connector runtime throws when a call to a connected tool fails on the connection's credentials. Its
 * class, not its message, is what tells a caller that the end user must connect again (the tool-call service adds
 * the reconnect instructions to it); the code is DOWNSTREAM_AUTH_FAILED or CONNECTION_NEEDS_REAUTH as before.
 */
export class CredentialsRefusedError extends PlugboardError {
  constructor(
    readonly refusal: CredentialsRefusal,
    message: string,
    options: { details?: unknown; cause?: unknown; headers?: Record<string, string> } = {},
  ) {
    super(refusal === 'refused' ? 'DOWNSTREAM_AUTH_FAILED' : 'CONNECTION_NEEDS_REAUTH', message, options);
  }
}
