import { PlugboardError } from '../../errors/plugboard-error.js';
import type { ConnectorRegistry } from '../compile/registry.js';
import type { UnifiedRecord } from '../mapping/model-mapper.js';
import { Executor } from './execute.js';
import { buildAuthorizeUrl, usesPkce, type AuthorizeUrlOptions } from '../auth/oauth2/authorize-url.js';
import {
  exchangeCode,
  exchangePassword,
  type ExchangeCodeOptions,
  type ExchangePasswordOptions,
  type OAuthCredentials,
} from '../auth/oauth2/grants.js';
import { revokeGrant, type RevokeOutcome } from '../auth/oauth2/revoke.js';
import { resolveAuthMethod } from './resolve-auth-method.js';
import { executePassthrough, type PassthroughRequest, type PassthroughResult } from './passthrough.js';
import {
  systemClock,
  type Clock,
  type ConnectionContext,
  type Credentials,
  type RuntimeLogger,
  type RuntimeObserver,
  type RuntimePorts,
} from '../connection/ports.js';
import { runAction } from './run-action.js';
import { listToolFields, type ToolField } from './list-fields.js';
import { withFieldMappings } from '../compile/field-overrides.js';
import { verifyCredentials } from './verify-credentials.js';
import { createSubscription, deleteSubscription, renewSubscription, type ToolSubscription } from './subscriptions.js';
import { listDeltaRecords, type DeltaPage } from './delta-listing.js';
import {
  executeUnified,
  listAllRecords,
  listDeletedIds,
  type UnifiedOperation,
  type UnifiedParams,
  type UnifiedResult,
} from './unified-operations.js';

export interface ConnectorRuntime {
  passthrough(conn: ConnectionContext, req: PassthroughRequest): Promise<PassthroughResult>;
  unified(conn: ConnectionContext, model: string, operation: UnifiedOperation, params?: UnifiedParams): Promise<UnifiedResult>;
  listAll(conn: ConnectionContext, model: string, opts?: { since?: string; pageLimit?: number }): AsyncIterable<UnifiedRecord[]>;
  /** Ids of the model's records deleted at the tool in [since, until] (`sync.deletions.strategy: deleted_records`). */
  listDeleted(conn: ConnectionContext, model: string, opts: { since: string; until: string }): AsyncIterable<string[]>;
  /** A model's delta read (manifest `sync.delta`): a full read without `token`, the changes since it with one. */
  listDelta(conn: ConnectionContext, model: string, opts: { token?: string }): AsyncIterable<DeltaPage>;
  action(conn: ConnectionContext, integrationId: string, actionPath: string, input: unknown): Promise<unknown>;
  /** The fields of a model's records at the connection's tool (custom-field discovery). */
  listFields(conn: ConnectionContext, model: string): Promise<ToolField[]>;
  /** The inputs a sandbox connection of this integration uses (those its fixtures were recorded with). */
  sandboxInputs(integrationId: string): Promise<Record<string, string>>;
  /** The connection's subscriptions to its tool's change notifications (manifest `webhooks.subscriptions`). */
  subscriptions: {
    create(conn: ConnectionContext, name: string, url: string): Promise<ToolSubscription>;
    renew(conn: ConnectionContext, name: string, current: ToolSubscription, url: string): Promise<{ expiresAt?: string }>;
    remove(conn: ConnectionContext, name: string, current: ToolSubscription, url: string): Promise<void>;
  };
  oauth: {
    buildAuthorizeUrl(integrationId: string, opts: AuthorizeUrlOptions): string;
    exchangeCode(integrationId: string, opts: ExchangeCodeOptions): Promise<OAuthCredentials>;
    exchangePassword(integrationId: string, opts: ExchangePasswordOptions): Promise<OAuthCredentials>;
    usesPkce(integrationId: string): boolean;
    verifyCredentials(integrationId: string, opts: { credentials: Credentials; inputs: Record<string, string> }): Promise<void>;
    /** Revokes the connection's grant at the tool (manifest `revoke`), once; see revoke.ts. */
    revoke(conn: ConnectionContext): Promise<RevokeOutcome>;
  };
}

export interface ConnectorRuntimeOptions {
  registry: ConnectorRegistry;
  ports: RuntimePorts;
  logger?: RuntimeLogger;
  /** told of every downstream exchange and token refresh (metrics, traces, request logs) */
  observer?: RuntimeObserver;
  httpDefaults?: { timeoutMs?: number; maxWaitMs?: number; deadlineMs?: number };
  refreshLeaseMs?: number;
  /** tests: deterministic time and jitter */
  clock?: Clock;
  random?: () => number;
}

/** The one generic runtime: every connector is data interpreted here; passthrough, unified and actions share the executor. */
export function createConnectorRuntime(opts: ConnectorRuntimeOptions): ConnectorRuntime & { readonly executor: Executor } {
  const clock = opts.clock ?? systemClock;
  const executor = new Executor({
    ports: opts.ports,
    clock,
    ...(opts.logger ? { logger: opts.logger } : {}),
    ...(opts.observer ? { observer: opts.observer } : {}),
    ...(opts.random ? { random: opts.random } : {}),
    ...(opts.httpDefaults ? { httpDefaults: opts.httpDefaults } : {}),
    ...(opts.refreshLeaseMs ? { refreshLeaseMs: opts.refreshLeaseMs } : {}),
  });
  // A connection with field mappings of its own sees its connector's models with them applied (reads, writes, sync).
  const connectorOf = (conn: ConnectionContext) => withFieldMappings(opts.registry.require(conn.integrationId), conn.fieldMappings);
  return {
    executor,
    passthrough: (conn, req) => executePassthrough(executor, connectorOf(conn), conn, req),
    unified: (conn, model, operation, params = {}) => executeUnified(executor, connectorOf(conn), conn, model, operation, params),
    listAll: (conn, model, o = {}) => listAllRecords(executor, connectorOf(conn), conn, model, o),
    listDeleted: (conn, model, o) => listDeletedIds(executor, connectorOf(conn), conn, model, o),
    listDelta: (conn, model, o) => listDeltaRecords(executor, connectorOf(conn), conn, model, o),
    listFields: (conn, model) => listToolFields(executor, connectorOf(conn), conn, model),
    action(conn, integrationId, actionPath, input) {
      if (conn.integrationId !== integrationId) {
        throw new PlugboardError('VALIDATION_FAILED', `This connection is to ${conn.integrationId}, not ${integrationId}`, {
          details: { integrationId, connectionIntegrationId: conn.integrationId },
        });
      }
      return runAction(executor, opts.registry.require(integrationId), conn, actionPath, input);
    },
    sandboxInputs: (id) => executor.sandboxInputs(opts.registry.require(id)),
    subscriptions: {
      create: (conn, name, url) => createSubscription(executor, opts.registry.require(conn.integrationId), conn, name, url),
      renew: (conn, name, current, url) => renewSubscription(executor, opts.registry.require(conn.integrationId), conn, name, current, url),
      remove: (conn, name, current, url) =>
        deleteSubscription(executor, opts.registry.require(conn.integrationId), conn, name, current, url),
    },
    oauth: {
      buildAuthorizeUrl: (id, o) => buildAuthorizeUrl(opts.registry.require(id), o),
      // The code exchange goes out through the executor (retries, call reports) as a refresh does.
      exchangeCode: (id, o) =>
        exchangeCode(
          (c, connectionId, req) => executor.sendTokenRequest(c, connectionId, req),
          () => clock.now(),
          opts.registry.require(id),
          o,
        ),
      // The password grant too: the password goes out once, in this request, and is not kept.
      exchangePassword: (id, o) =>
        exchangePassword(
          (c, connectionId, req) => executor.sendTokenRequest(c, connectionId, req),
          () => clock.now(),
          opts.registry.require(id),
          o,
        ),
      usesPkce: (id) => usesPkce(opts.registry.require(id)),
      verifyCredentials: (id, o) => verifyCredentials(executor, opts.registry.require(id), o),
      revoke: async (conn) => {
        const connector = opts.registry.get(conn.integrationId);
        if (!connector || conn.credentials.type !== 'oauth2') return { state: 'not_supported' };
        let method;
        try {
          method = resolveAuthMethod(connector, conn.credentials);
        } catch {
          return { state: 'not_supported' }; // the method was removed from the manifest: nothing says how to revoke
        }
        return revokeGrant((c, id, req) => executor.sendRevokeRequest(c, id, req), connector, method, conn);
      },
    },
  };
}
