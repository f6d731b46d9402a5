import { PlugboardError } from '../../errors/plugboard-error.js';
import type { CompiledConnector } from '../compile/compiled-connector.js';
import type { Executor } from './execute.js';
import type { Credentials } from '../connection/ports.js';
import { buildRequest } from '../transport/request-builder.js';

/**
 * Sends the manifest's `connection.verify` request with credentials typed into the connect form, before any
 * connection exists: a key the tool refuses (401/403) never becomes a connection. No `verify` declared: nothing to do.
 */
export async function verifyCredentials(
  executor: Executor,
  connector: CompiledConnector,
  opts: { credentials: Credentials; inputs: Record<string, string> },
): Promise<void> {
  if (!connector.verify) return;
  // Not a stored connection: an id no connection can have, so no token state is shared with one.
  const conn = { connectionId: `verify:${connector.id}`, integrationId: connector.id, inputs: opts.inputs, credentials: opts.credentials };
  const call = await executor.openCall(connector, conn);
  const res = await executor.execute(call, buildRequest(connector, call.target, connector.verify, {}), {
    acceptErrors: true,
  });
  const name = connector.info.display.name;
  if (res.status === 401 || res.status === 403) {
    throw new PlugboardError('DOWNSTREAM_AUTH_FAILED', `${name} refused these credentials (HTTP ${res.status}): check them and try again`, {
      details: { integrationId: connector.id, status: res.status },
    });
  }
  if (res.status >= 400) {
    throw new PlugboardError('DOWNSTREAM_ERROR', `${name} could not check these credentials (HTTP ${res.status}): try again later`, {
      details: { integrationId: connector.id, status: res.status },
    });
  }
}
