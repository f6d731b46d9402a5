import { CredentialsRefusedError } from '../../connectors/index.js';
import { PlugboardError } from '../../errors/plugboard-error.js';
import type { ConnectionDoc } from '../../store/connections.repo.js';

const RECONNECT = 'The end user must reconnect the tool: start a new auth session and open the connect modal for this integration.';

/**
 * The reconnect decision of a tool call: when the runtime says the tool refused the connection's credentials (its
 * CredentialsRefusedError, whatever its message says), the caller learns that the end user has to connect again,
 * and which connection (the runtime has already marked it when the tool revoked it). The code and headers stay;
 * any other error passes unchanged.
 */
export function withReconnect(conn: Pick<ConnectionDoc, 'id' | 'integrationId'>, e: unknown): unknown {
  if (!(e instanceof CredentialsRefusedError)) return e;
  const details = {
    ...((e.details as object | undefined) ?? {}),
    connectionId: conn.id,
    integrationId: conn.integrationId,
    action: 'reconnect',
  };
  return new PlugboardError(e.code, `${e.message}. ${RECONNECT}`, { details, headers: { ...e.headers }, cause: e });
}
