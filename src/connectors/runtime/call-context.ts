import type { CompiledConnector } from '../compile/compiled-connector.js';
import { resolveTarget, type ConnectionTarget } from '../connection/connection-target.js';
import type { ConnectionContext, Credentials } from '../connection/ports.js';
import { resolveAuthMethod } from './resolve-auth-method.js';
import type { TokenManager } from './token-manager.js';

/** What one downstream call (or the few calls of one operation: a read before a write) of a connection needs. */
export interface CallContext {
  /** the connector as this connection sees it (its field mappings applied) */
  connector: CompiledConnector;
  conn: ConnectionContext;
  /** the connection's credentials, refreshed first when they had expired (a dry run's are never refreshed) */
  credentials: Credentials;
  /** where the calls go: base URL from the connection's inputs and the values captured with the fresh tokens */
  target: ConnectionTarget;
}

/**
 * The one way a call starts, for unified, action, passthrough, field-list and sync calls and credential checks
 * alike: the newest credentials known for the connection (a caller's copy may predate a refresh), refreshed when
 * they expired, then the target resolved from them, since a refresh may capture new values (Salesforce's
 * instance_url). The executor checks the credentials again before each exchange: free while they are fresh.
 */
export async function openCall(tokens: TokenManager, connector: CompiledConnector, conn: ConnectionContext): Promise<CallContext> {
  const current = tokens.current(conn);
  const known = current === conn.credentials ? conn : { ...conn, credentials: current };
  const before = resolveTarget(connector, known);
  if (conn.dryRun) return { connector, conn, credentials: current, target: before };
  const credentials = await tokens.ensureFresh(connector, resolveAuthMethod(connector, current), conn, before.inputs);
  const target = credentials === current ? before : resolveTarget(connector, { ...conn, credentials });
  return { connector, conn, credentials, target };
}
