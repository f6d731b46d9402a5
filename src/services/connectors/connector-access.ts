import type {
  ConnectionContext,
  DryRunRecorder,
  DeltaPage,
  ConnectorRegistry,
  ConnectorRuntime,
  Credentials,
  HandshakeAnswer,
  InboundChange,
  InboundRequest,
  SandboxSettings,
  SandboxStatePort,
  SandboxToolState,
  ToolField,
  UnifiedRecord,
  WebhookCheck,
} from '../../connectors/index.js';
import { createConnectorRuntime, decodeInboundWebhook, verifyInboundWebhook, webhookHandshake } from '../../connectors/index.js';
import type { Logger } from '../../log/logger.js';
import type { SandboxStatesRepo } from '../../store/sandbox-states.repo.js';
import type { Telemetry } from '../observability/telemetry.js';
import type { ConnectionDoc } from '../../store/connections.repo.js';
import type { ConnectionsService } from '../connections/connections-service.js';
import type { OauthAppsService } from '../oauth-apps/oauth-apps-service.js';

/** How one tool call runs: `dryRun` records the requests instead of sending them (Plugboard-Dry-Run). */
export interface CallOptions {
  dryRun?: DryRunRecorder;
  /** Plugboard-Retry: none (fail fast): no retry after a 429, 5xx or network error. */
  noRetry?: boolean;
}

/**
 * The services' one door to the connector runtime: turns a stored connection into the runtime's
 * ConnectionContext (credentials opened, OAuth client for refreshes) and persists what the runtime hands back
 * (rotated tokens, needs-reauth). Passthrough, unified, actions and sync all go through here.
 */
export class ConnectorAccess {
  readonly runtime: ConnectorRuntime;

  constructor(
    readonly registry: ConnectorRegistry,
    private readonly connections: ConnectionsService,
    private readonly oauthApps: OauthAppsService,
    logger: Logger,
    telemetry: Telemetry,
    opts: {
      refreshLeaseMs: number;
      httpDefaults?: { timeoutMs?: number; maxWaitMs?: number; deadlineMs?: number };
      /** where sandbox connections' simulated records persist */
      sandboxStates?: SandboxStatesRepo;
    },
  ) {
    const log = logger.child({ component: 'connector-runtime' });
    this.runtime = createConnectorRuntime({
      registry,
      ports: {
        saveCredentials: (connectionId, credentials) => this.connections.saveCredentials(connectionId, credentials),
        markNeedsReauth: (connectionId, reason) => this.connections.markNeedsReauth(connectionId, reason),
        // Processes sharing the store refresh a connection one at a time (issue: rotating refresh tokens).
        refreshLease: {
          acquire: (connectionId, ttlMs) => this.connections.acquireRefreshLease(connectionId, ttlMs),
          release: (connectionId, holder) => this.connections.releaseRefreshLease(connectionId, holder),
          reread: (connectionId) => this.connections.rereadCredentials<Credentials>(connectionId),
        },
        ...(opts.sandboxStates ? { sandboxState: sandboxStatePort(opts.sandboxStates) } : {}),
      },
      logger: {
        // Absent when debug is off (the level is fixed at start): the runtime then builds no debug line per call.
        ...(log.isLevelEnabled('debug')
          ? {
              debug: (o: Record<string, unknown>, m?: string) => {
                log.debug(o, m);
              },
            }
          : {}),
        info: (o, m) => {
          log.info(o, m);
        },
        warn: (o, m) => {
          log.warn(o, m);
        },
      },
      observer: telemetry,
      refreshLeaseMs: opts.refreshLeaseMs,
      ...(opts.httpDefaults ? { httpDefaults: opts.httpDefaults } : {}),
    });
  }

  async contextFor(conn: ConnectionDoc, call: CallOptions = {}): Promise<ConnectionContext> {
    const credentials = this.connections.revealCredentials<Credentials>(conn);
    // Optional keys assigned when present, not spread in: every tool call builds one.
    const ctx: ConnectionContext = {
      connectionId: conn.id,
      integrationId: conn.integrationId,
      inputs: this.connections.inputsOf(conn),
      credentials,
    };
    if (call.dryRun) ctx.dryRun = call.dryRun;
    if (call.noRetry) ctx.noRetry = true;
    if (conn.fieldMappings?.length) ctx.fieldMappings = Object.fromEntries(conn.fieldMappings.map((f) => [f.model, f.mapping]));
    if (credentials.type === 'sandbox') {
      // The simulated tool keeps its records per environment and connection; faults and activity as chosen.
      const sandbox: SandboxSettings = { environmentId: conn.environmentId };
      if (conn.sandbox?.faults) {
        sandbox.faults = conn.sandbox.faults;
        sandbox.faultsSetAt = conn.sandbox.faultsSetAt;
      }
      if (conn.sandbox?.activity) sandbox.changesPerMinute = conn.sandbox.activity.changesPerMinute;
      ctx.sandbox = sandbox;
    }
    if (credentials.type === 'oauth2' && credentials.refreshToken) {
      // The app that issued the tokens must refresh them; a connection made with Plugboard's own app has none.
      const selected = await this.oauthApps.select(conn.environmentId, conn.integrationId, conn.oauthAppId).catch(() => undefined);
      if (selected) ctx.oauthClient = selected.client;
    }
    return ctx;
  }

  /** Whether the connector declares native webhooks (manifest `webhooks`). */
  declaresWebhooks(integrationId: string): boolean {
    return this.registry.get(integrationId)?.webhooks !== undefined;
  }

  /** Headers answering a tool's webhook registration handshake (manifest `webhooks.handshake`), if this is one. */
  webhookHandshake(integrationId: string, req: Pick<InboundRequest, 'headers' | 'url'>): HandshakeAnswer | undefined {
    return webhookHandshake(this.registry.require(integrationId), req);
  }

  /**
   * Verifies a native webhook of this connection's tool with the secret the manifest names: the connection's inputs,
   * or the secrets of one of its automatic subscriptions (`overlays`, each standing in for the inputs it names).
   */
  async verifyWebhook(conn: ConnectionDoc, req: InboundRequest, overlays: Record<string, string>[] = []): Promise<WebhookCheck> {
    const connector = this.registry.require(conn.integrationId);
    let clientSecret: string | undefined;
    if (connector.webhooks?.signature.secret.from === 'oauth_client_secret') {
      const selected = await this.oauthApps.select(conn.environmentId, conn.integrationId, conn.oauthAppId).catch(() => undefined);
      clientSecret = selected?.client.clientSecret;
    }
    const inputs = this.connections.inputsOf(conn);
    const base: { clientSecret?: string; basicPassword?: string } = clientSecret ? { clientSecret } : {};
    if (connector.webhooks?.signature.secret.from === 'basic_password') {
      // The tool signs with the secret half of the connection's own key (Twilio's auth token, JustCall's API secret).
      const credentials = this.connections.revealCredentials<Credentials>(conn);
      if (credentials.type === 'basic') base.basicPassword = credentials.password;
    }
    let check: WebhookCheck | undefined;
    // Each subscription's secrets first (the tool was given them), then the inputs as typed (a webhook set up by hand).
    for (const overlay of [...overlays, {}]) {
      check = verifyInboundWebhook(connector, req, { ...base, inputs: { ...inputs, ...overlay } }, Date.now());
      if (check.ok) return check;
    }
    return check ?? { ok: false, reason: 'no native webhooks declared' };
  }

  decodeWebhook(integrationId: string, payload: unknown, query?: URLSearchParams, headers?: InboundRequest['headers']): InboundChange[] {
    return decodeInboundWebhook(this.registry.require(integrationId), payload, query, headers);
  }

  /** The fields of a model's records at the connection's tool (custom-field discovery). */
  async listFields(conn: ConnectionDoc, model: string): Promise<ToolField[]> {
    return this.runtime.listFields(await this.contextFor(conn), model);
  }

  async *listAll(conn: ConnectionDoc, model: string, opts: { since?: string; pageLimit?: number } = {}): AsyncIterable<UnifiedRecord[]> {
    yield* this.runtime.listAll(await this.contextFor(conn), model, opts);
  }

  async *listDeleted(conn: ConnectionDoc, model: string, opts: { since: string; until: string }): AsyncIterable<string[]> {
    yield* this.runtime.listDeleted(await this.contextFor(conn), model, opts);
  }

  async *listDelta(conn: ConnectionDoc, model: string, opts: { token?: string }): AsyncIterable<DeltaPage> {
    yield* this.runtime.listDelta(await this.contextFor(conn), model, opts);
  }
}

/** The runtime's port on the store's collection: the state travels as JSON text (see SandboxStatesRepo). */
function sandboxStatePort(repo: SandboxStatesRepo): SandboxStatePort {
  return {
    load: async (environmentId, connectionId) => {
      const text = await repo.load(environmentId, connectionId);
      return text === undefined ? undefined : (JSON.parse(text) as SandboxToolState);
    },
    save: (environmentId, connectionId, state) => repo.save(environmentId, connectionId, JSON.stringify(state)),
  };
}
