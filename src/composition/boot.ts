import http from 'node:http';
import type { SpanExporter } from '@opentelemetry/sdk-trace-node';
import type { AddressInfo } from 'node:net';
import { buildDashboard } from './boot-dashboard.js';
import { buildEventing, startJobs } from './boot-events.js';
import { buildCustody } from './boot-custody.js';
import { BulkRevokeService } from '../services/connections/bulk-revoke-service.js';
import { buildConnectionHealth } from './boot-health.js';
import { openStore } from './open-store.js';
import type { Config } from '../config/load-config.js';
import { SPEC_PATH } from '../config/package-root.js';
import { loadKeyring } from '../crypto/master-key.js';
import { keyProviderFor } from '../crypto/key-provider.js';
import type { SecretBox } from '../crypto/secret-box.js';
import { KeyRotationService, openSecretBox } from '../services/keys/key-rotation-service.js';
import { KeyringRepo, SealedValuesRepo } from '../store/sealed-values.repo.js';
import { loadConnectorRegistry } from '../connectors/compile/registry.js';
import { parseHostOverrides } from '../connectors/connection/host-overrides.js';
import { createApp } from '../http/app.js';
import type { AgendaJobs } from '../jobs/agenda-jobs.js';
import type { Logger } from '../log/logger.js';
import { AuthContextService } from '../services/auth/auth-context-service.js';
import { ConnectService } from '../services/connect/connect-service.js';
import { ConnectSettingsService } from '../services/connect/connect-settings-service.js';
import { ConnectorAccess } from '../services/connectors/connector-access.js';
import { ConnectLinks } from '../services/connect/connect-links.js';
import { SessionsService } from '../services/connect/sessions-service.js';
import { ConnectionsService } from '../services/connections/connections-service.js';
import { FieldMappingsService } from '../services/connections/field-mappings-service.js';
import { LegacyCrmService } from '../services/legacy-crm/legacy-crm-service.js';
import { ToolCallService } from '../services/tool-calls/tool-call-service.js';
import { AgentToolsService } from '../services/agents/agent-tools-service.js';
import { ToolCatalog } from '../services/agents/tool-catalog.js';
import { AgentConfirmationsRepo } from '../store/agent-confirmations.repo.js';
import { HealthService } from '../services/health-service.js';
import { MetricsService } from '../services/observability/metrics-service.js';
import { Telemetry } from '../services/observability/telemetry.js';
import { startTracing } from '../services/observability/tracing.js';
import type { Services } from '../services/index.js';
import { IntegrationsService } from '../services/integrations/integrations-service.js';
import { OauthAppsService, parseOwnOauthApps } from '../services/oauth-apps/oauth-apps-service.js';
import { ProjectsService } from '../services/projects/projects-service.js';
import { AuthSessionsRepo } from '../store/auth-sessions.repo.js';
import { ensureIndexes } from '../store/collections.js';
import { IdempotencyRepo } from '../store/idempotency.repo.js';
import { IdempotencyService } from '../services/idempotency/idempotency-service.js';
import { ConnectionsRepo } from '../store/connections.repo.js';
import { SandboxStatesRepo } from '../store/sandbox-states.repo.js';
import { EnvironmentsRepo } from '../store/environments.repo.js';
import type { Database } from '../store/mongo.js';
import { OauthAppsRepo } from '../store/oauth-apps.repo.js';
import { ProjectsRepo } from '../store/projects.repo.js';
import { createLimitedServer } from '../http/server-limits.js';
import { storeRateLimiter } from '../store/rate-limits.js';
import { AbuseLimits } from '../services/limits/abuse-limits.js';
import { AgentBudgets } from '../services/agents/agent-budgets.js';
import { AgentKeysService, type ResolvedAgentKey } from '../services/agents/agent-keys-service.js';
import { AgentKeysRepo } from '../store/agent-keys.repo.js';
import { ApiKeysService } from '../services/api-keys/api-keys-service.js';
import { API_KEY_SCOPES, ApiKeysRepo } from '../store/api-keys.repo.js';
import { AuditLogRepo } from '../store/audit-log.repo.js';
import { AuditRecorder } from '../services/audit/audit-recorder.js';
import { AuditTrailService } from '../services/audit/audit-trail-service.js';
import type { Db } from 'mongodb';
import { isDashboardRole } from '../store/dashboard-roles.js';

/** The package root (openapi.yaml, connectors/, tools/), the same from src/ and from the compiled dist/. */
export interface Core {
  config: Config;
  logger: Logger;
  database: Database;
  services: Services;
  /** Lower layers, for seeding in tests and for the composition of jobs; handlers never see these. */
  internals: { box: SecretBox; repos: Repos; jobs: AgendaJobs; limits: AbuseLimits };
  close(): Promise<void>;
}

export interface Repos {
  projects: ProjectsRepo;
  environments: EnvironmentsRepo;
  connections: ConnectionsRepo;
  authSessions: AuthSessionsRepo;
  oauthApps: OauthAppsRepo;
}

/** What tests may add to the configuration. */
export interface BootOptions {
  /** Turns tracing on with this exporter (e.g. an InMemorySpanExporter), whatever OTEL_EXPORTER_OTLP_ENDPOINT says. */
  spanExporter?: SpanExporter;
}

/** Composition root for everything below HTTP: store, crypto, connectors, services. Used by the CLI too. */
// eslint-disable-next-line max-lines-per-function -- the composition root: constructor calls wired in dependency order, read top to bottom
export async function bootCore(config: Config, logger: Logger, options: BootOptions = {}): Promise<Core> {
  const telemetry = new Telemetry();
  const { otlpEndpoint, serviceName } = config.tracing;
  const tracing =
    otlpEndpoint || options.spanExporter
      ? await startTracing(telemetry, {
          serviceName,
          ...(otlpEndpoint ? { otlpEndpoint } : {}),
          ...(options.spanExporter ? { exporter: options.spanExporter } : {}),
        })
      : undefined;
  const database = await openStore(config, logger, { monitorCommands: tracing !== undefined }).catch(async (e: unknown) => {
    await tracing?.shutdown();
    throw e;
  });
  tracing?.observeMongo(database.client);
  const close = async () => {
    await database.close();
    await tracing?.shutdown();
  };
  try {
    await ensureIndexes(database.db);
    const keyProvider = keyProviderFor({ masterKey: config.masterKey, dataDir: config.dataDir, ...config.keyProvider });
    const box = await openSecretBox(new KeyringRepo(database.db), await loadKeyring(keyProvider, config.previousMasterKeys));
    const projectsRepo = new ProjectsRepo(database.db);
    const environmentsRepo = new EnvironmentsRepo(database.db);
    const connectionsRepo = new ConnectionsRepo(database.db);
    const registry = await loadConnectorRegistry({
      dir: config.connectorsDir,
      hostOverrides: parseHostOverrides(config.connectorHosts ?? ''),
    });
    const authSessionsRepo = new AuthSessionsRepo(database.db);
    const oauthAppsRepo = new OauthAppsRepo(database.db);
    const connections = new ConnectionsService(connectionsRepo, box, (id) => registry.get(id)?.info, {
      minMs: config.jobs.syncMinIntervalMs,
      maxMs: config.jobs.syncMaxIntervalMs,
      minRetentionDays: config.jobs.syncMinRetentionDays,
      maxRetentionDays: config.jobs.syncMaxRetentionDays,
    });
    const oauthApps = new OauthAppsService(
      oauthAppsRepo,
      box,
      { usesOAuthCode: (id) => registry.get(id)?.info.authMethods.some((m) => m.type === 'oauth2_authorization_code') },
      parseOwnOauthApps(config.ownOauthApps),
      `${config.publicBaseUrl}/api/auth/oauth-callback`,
      config.quotas.oauthApps,
    );
    const sessions = new SessionsService(authSessionsRepo, environmentsRepo, connections, box, (id) => registry.get(id) !== undefined);
    const connectLinks = new ConnectLinks(sessions, config.publicBaseUrl);
    // One runtime (one token manager, one HTTP client per connector) serves the connect flow and every tool call.
    const sandboxStates = new SandboxStatesRepo(database.db);
    // A deleted sandbox connection's simulated records go with it.
    connections.onDeleted(({ connectionId }) => sandboxStates.deleteByConnection(connectionId));
    const access = new ConnectorAccess(registry, connections, oauthApps, logger, telemetry, {
      refreshLeaseMs: config.tokenRefreshLeaseMs,
      httpDefaults: { deadlineMs: config.downstreamDeadlineMs },
      sandboxStates,
    });
    // One set of counters in the store: the API's token checks, the dashboard sign-in and connect attempts share it.
    const limits = buildAbuseLimits(database.db, config, logger);
    const connect = new ConnectService(
      sessions,
      registry,
      access.runtime.oauth,
      oauthApps,
      connections,
      box,
      (id) => access.runtime.sandboxInputs(id),
      {
        perSession: config.limits.connectAttemptsPerSession,
        countInBudget: (environmentId) => {
          limits.admitEnvironmentRequest(environmentId);
        },
      },
    );
    const projects = new ProjectsService(projectsRepo, environmentsRepo, box);
    const eventing = buildEventing({
      db: database.db,
      bulkDb: database.bulkDb,
      schedulerDb: database.schedulerDb,
      config,
      logger,
      registry,
      access,
      connections,
      connectionsRepo,
      environmentsRepo,
      authSessionsRepo,
      projects,
      telemetry,
      box,
      embeddedStore: database.embedded,
      storeHealth: database.health,
    });
    const custody = buildCustody({
      db: database.db,
      config,
      logger,
      access,
      connections,
      oauthApps,
      events: eventing.services.events,
      scheduler: eventing.jobs,
      telemetry,
      housekeeping: eventing.services.housekeeping,
      sync: eventing.services.sync,
    });
    const authContext = new AuthContextService(environmentsRepo, connectionsRepo, box);
    const idempotency = new IdempotencyService(new IdempotencyRepo(database.db), box, config.idempotency);
    eventing.services.housekeeping.addSweep('idempotency keys', (_logBefore, now) => idempotency.deleteExpired(now));
    // One door for every call to a connected tool (unified, actions, passthrough, the older CRM interface, agents).
    const toolCalls = new ToolCallService(access, idempotency);
    const agentBudgets = new AgentBudgets((opts) => storeRateLimiter(database.db, opts));
    const agentTools = new AgentToolsService(
      {
        catalog: new ToolCatalog((id) => registry.get(id)),
        connections,
        toolCalls,
        eventLog: eventing.services.eventLog,
        confirmations: new AgentConfirmationsRepo(database.db),
        budgets: agentBudgets,
        box,
        telemetry,
      },
      {
        confirmationTtlMs: config.agents.confirmationTtlMs,
        replayMs: config.idempotency.ttlMs,
        maxDirectTools: config.agents.maxDirectTools,
        maxConnections: 1000,
      },
    );
    eventing.services.housekeeping.addSweep('agent confirmations', (_logBefore, now) => agentTools.deleteExpired(now));
    const auditLog = new AuditLogRepo(database.db);
    const auditTrail = new AuditTrailService(auditLog, config.jobs.auditRetentionMs);
    eventing.services.housekeeping.addSweep('audit trail', (_logBefore, now) => auditTrail.sweep(now));
    const core = {
      ...eventing.services,
      toolCalls,
      legacyCrm: new LegacyCrmService(authContext, connections, registry, toolCalls),
      agentTools,
      projects,
      authContext,
      integrations: new IntegrationsService(registry, config.publicBaseUrl),
      health: new HealthService(database.health, () => eventing.jobs.stalledReason(), { id: box.currentKeyId, provider: keyProvider.kind }),
      connections,
      revocations: custody.revocations,
      bulkRevoke: new BulkRevokeService(connections, config.limits.bulkRevokeConcurrency),
      // A sync stopped by a failing field mapping resumes when the mapping changes.
      fieldMappings: new FieldMappingsService(connections, connectionsRepo, registry, access, (id) =>
        eventing.services.sync.scheduleConnection(id),
      ),
      sessions,
      connect,
      connectLinks,
      connectSettings: new ConnectSettingsService(environmentsRepo),
      oauthApps,
      telemetry,
      metrics: new MetricsService(telemetry, {
        token: config.metricsToken,
        closedWithoutToken: config.listensBeyondLoopback,
        masterKey: { id: box.currentKeyId, provider: keyProvider.kind },
        queueDepth: async () => ({ ...(await eventing.queueDepth()), revocations_pending: await custody.pendingRevocations.count() }),
      }),
      keys: new KeyRotationService(new SealedValuesRepo(database.db), box),
      agentKeys: new AgentKeysService(
        new AgentKeysRepo(database.db),
        connectionsRepo,
        environmentsRepo,
        box,
        config.quotas.agentKeys,
        config.publicBaseUrl,
      ),
      apiKeys: new ApiKeysService(new ApiKeysRepo(database.db, environmentsRepo), environmentsRepo, projects, box),
      agentBudgets,
      audit: new AuditRecorder(auditLog, logger),
      auditTrail,
    };
    const withDashboard = {
      ...core,
      ...buildDashboard({
        limits,
        db: database.db,
        config,
        logger,
        box,
        services: core,
        connectionsRepo,
        outbox: eventing.stores.outbox,
        webhooksRepo: eventing.stores.webhooks,
        scheduler: eventing.jobs,
      }),
    };
    const services: Services = {
      ...withDashboard,
      connectionHealth: buildConnectionHealth({ services: withDashboard, registry, connectionsRepo, environmentsRepo, logger }),
    };
    const repos: Repos = {
      projects: projectsRepo,
      environments: environmentsRepo,
      connections: connectionsRepo,
      authSessions: authSessionsRepo,
      oauthApps: oauthAppsRepo,
    };
    return { config, logger, database, services, internals: { box, repos, jobs: eventing.jobs, limits }, close };
  } catch (e) {
    await close();
    throw e;
  }
}

export interface Gateway {
  url: string;
  core: Core;
  server: http.Server;
  close(): Promise<void>;
}

/** A worker runs jobs; its HTTP port exists for liveness and readiness probes only. */
const WORKER_OPERATIONS = {
  // Workers are scraped too: their sync, delivery and job metrics exist only in their own process.
  ids: new Set(['getHealth', 'getReadiness', 'getMetrics']),
  notServedMessage:
    'This is a worker process (PLUGBOARD_ROLE=worker): it runs background jobs and answers /healthz, /readyz and /metrics only',
};

/**
 * Boots the core, serves HTTP and, when this process's role runs jobs, starts them. `close()` finishes in-flight
 * requests, stops the jobs, then closes the database.
 */
// eslint-disable-next-line max-lines-per-function -- composition: serve HTTP, start jobs, and the close order that undoes them, kept side by side
export async function bootGateway(config: Config, logger: Logger, options: BootOptions = {}): Promise<Gateway> {
  const core = await bootCore(config, logger, options);
  try {
    const { services } = core;
    const app = await createApp({
      definition: SPEC_PATH,
      services,
      logger,
      validateResponses: config.validateResponses,
      ...(config.role === 'worker' ? { servedOperations: WORKER_OPERATIONS } : {}),
      telemetry: services.telemetry,
      maxHeaderBytes: config.limits.maxHeaderBytes,
      maxJsonDepth: config.limits.maxJsonDepth,
      trustProxy: config.http.trustProxy,
      guards: {
        limits: core.internals.limits,
        tokens: {
          // Any live key of the environment: the environment token or a scoped key (its scopes checked below).
          ApiToken: (t) => services.apiKeys.resolve(t),
          LegacyApiToken: (t) => services.apiKeys.resolve(t),
          AccessToken: (t) => services.authContext.connectionForAccessToken(t),
          // Session tokens and link tokens of the older interface share one table; expiry is checked per operation.
          SessionToken: (t) => services.sessions.resolve(t),
        },
        cookies: {
          DashboardSession: {
            resolve: (t) => services.dashboardAuth.resolve(t),
            checkCsrf: (session, header) => services.dashboardAuth.checkCsrf(session as never, header),
            csrfHeader: 'x-plugboard-csrf',
            // An operation without its role in the spec is an owner's (fails closed).
            authorize: (session, role, params) =>
              services.dashboardAuth.authorize(session as never, isDashboardRole(role) ? role : 'owner', {
                environmentId: typeof params.environmentId === 'string' ? params.environmentId : undefined,
                projectId: typeof params.projectId === 'string' ? params.projectId : undefined,
              }),
          },
        },
        bearerTokens: {
          AgentKey: {
            resolve: (t) => services.agentKeys.resolve(t),
            what: 'agent key',
            resourceMetadataUrl: (path) => services.agentKeys.resourceMetadataUrl(path),
            environmentOf: (resolved) => (resolved as ResolvedAgentKey).environment.id,
          },
        },
        scopes: {
          known: API_KEY_SCOPES,
          check: (credential, scope, operationId) => services.apiKeys.requireScope(credential, scope, operationId),
        },
        // Whether a token is needed at all is configuration (PLUGBOARD_METRICS_TOKEN): the guard decides.
        bearer: {
          MetricsToken: {
            accepts: (authorization) => services.metrics.accepts(authorization),
            what: 'metrics token',
            refusal: () => services.metrics.refusal,
          },
        },
      },
    });
    services.activity.start(config.dashboard.activityFlushMs);
    const server = createLimitedServer(app.express);
    server.keepAliveTimeout = config.http.keepAliveMs;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(config.port, config.host, () => resolve());
    });
    const addr = server.address() as AddressInfo;
    const host = addr.family === 'IPv6' ? `[${addr.address}]` : addr.address;
    const url = `http://${host}:${addr.port}`;
    if (config.listensBeyondLoopback && !config.metricsToken)
      logger.warn(
        { host: config.host },
        'GET /metrics is CLOSED: the gateway listens beyond loopback and PLUGBOARD_METRICS_TOKEN is not set; set it (16+ characters) and scrape with Authorization: Bearer <token>',
      );
    const workers = config.jobsEnabled ? await startJobs(core.internals.jobs, services, config, logger) : undefined;
    let closing: Promise<void> | undefined;
    const close = () =>
      (closing ??= (async () => {
        await stopServer(server, config.http.shutdownGraceMs);
        await workers?.stop(); // before the database closes
        await services.activity.stop();
        await core.close();
      })());
    return { url, core, server, close };
  } catch (e) {
    await core.close();
    throw e;
  }
}

/** Failed-token throttles and the per-environment rate limit, counted in the store (shared by every process). */
function buildAbuseLimits(db: Db, config: Config, logger: Logger): AbuseLimits {
  const { limits } = config;
  const failureWindow = limits.authFailureWindowSeconds;
  return new AbuseLimits(
    {
      failuresByAddress: storeRateLimiter(db, {
        keyPrefix: 'authfail:addr',
        points: limits.authFailuresPerAddress,
        durationSeconds: failureWindow,
      }),
      failuresByPrefix: storeRateLimiter(db, {
        keyPrefix: 'authfail:prefix',
        points: limits.authFailuresPerTokenPrefix,
        durationSeconds: failureWindow,
      }),
      ...(limits.requestsPerMinute > 0
        ? { requestsByEnvironment: storeRateLimiter(db, { keyPrefix: 'env', points: limits.requestsPerMinute, durationSeconds: 60 }) }
        : {}),
    },
    logger,
    limits.rateLimitLease,
  );
}

/** Stops accepting, lets in-flight requests finish (up to graceMs), then drops what is left. */
async function stopServer(server: http.Server, graceMs: number): Promise<void> {
  await new Promise<void>((resolve) => {
    const timer = setTimeout(() => server.closeAllConnections(), graceMs);
    timer.unref();
    server.close(() => {
      clearTimeout(timer);
      resolve();
    });
    server.closeIdleConnections();
  });
}
