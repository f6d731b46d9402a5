import { isPlugboardError, PlugboardError } from '../../errors/plugboard-error.js';
import type { ConnectionDoc } from '../../store/connections.repo.js';

const RECONNECT = 'The end user must reconnect the tool: start a new auth session and open the connect modal for this integration.';

/**
 * Runs a call to a connected tool and makes credential failures actionable: the caller learns that the end user
 * has to reconnect (the runtime has already marked the connection when the tool revoked it). Other errors pass.
 */
export async function withToolErrors<T>(conn: ConnectionDoc, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (e) {
    if (
      isPlugboardError(e) &&
      (e.code === 'DOWNSTREAM_AUTH_FAILED' || e.code === 'CONNECTION_NEEDS_REAUTH') &&
      !e.message.includes(RECONNECT)
    ) {
      const details = {
        ...((e.details as object | undefined) ?? {}),
        connectionId: conn.id,
        integrationId: conn.integrationId,
        action: 'reconnect',
      };
      throw new PlugboardError(e.code, `${e.message}. ${RECONNECT}`, { details, headers: { ...e.headers }, cause: e });
    }
    throw e;
  }
}
