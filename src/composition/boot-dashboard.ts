import type { Db } from 'mongodb';
import type { Config } from '../config/load-config.js';
import type { SecretBox } from '../crypto/secret-box.js';
import type { Logger } from '../log/logger.js';
import { ActivityRecorder } from '../services/dashboard/activity-recorder.js';
import { DashboardAuthService } from '../services/dashboard/dashboard-auth-service.js';
import type { SignInLimits } from '../services/dashboard/password-sign-in.js';
import { DashboardService } from '../services/dashboard/dashboard-service.js';
import { DashboardWebhooks } from '../services/dashboard/dashboard-webhooks.js';
import type { Services } from '../services/index.js';
import type { JobScheduler } from '../services/job-scheduler.js';
import type { ConnectionsRepo } from '../store/connections.repo.js';
import { DashboardLogsRepo } from '../store/dashboard-logs.repo.js';
import { DashboardSessionsRepo } from '../store/dashboard-sessions.repo.js';
import { DashboardUsersRepo } from '../store/dashboard-users.repo.js';
import { DashboardUsersService } from '../services/dashboard/dashboard-users-service.js';
import { DashboardInvitesService } from '../services/dashboard/dashboard-invites-service.js';
import { DashboardTeamService } from '../services/dashboard/dashboard-team-service.js';
import { DashboardTwoFactorService } from '../services/dashboard/dashboard-two-factor.js';
import { DashboardInvitesRepo } from '../store/dashboard-invites.repo.js';
import { DashboardStatsRepo } from '../store/dashboard-stats.repo.js';
import { SsoProvidersRepo } from '../store/sso-providers.repo.js';
import { SsoConfigService } from '../services/dashboard/sso-config-service.js';
import { SsoSignInService } from '../services/dashboard/sso-sign-in-service.js';
import type { OutboxRepo } from '../store/outbox.repo.js';
import { SyncStatesRepo } from '../store/sync-states.repo.js';
import type { WebhooksRepo } from '../store/webhooks.repo.js';

export type DashboardServices = Pick<
  Services,
  | 'dashboardAuth'
  | 'dashboardUsers'
  | 'dashboardInvites'
  | 'dashboardTeam'
  | 'dashboardTwoFactor'
  | 'ssoSettings'
  | 'sso'
  | 'dashboard'
  | 'dashboardWebhooks'
  | 'activity'
>;

/**
 * Composition of the dashboard (part of the composition root): its sign-in, its read models and the observers
 * that fill them from the services that do the work (events stored, deliveries finished, records synced).
 */
// eslint-disable-next-line max-lines-per-function -- composition of the dashboard's read models and observers: constructor calls wired in order
export function buildDashboard(deps: {
  db: Db;
  config: Config;
  logger: Logger;
  box: SecretBox;
  services: Omit<Services, keyof DashboardServices | 'connectionHealth'>;
  connectionsRepo: ConnectionsRepo;
  outbox: OutboxRepo;
  webhooksRepo: WebhooksRepo;
  scheduler: JobScheduler;
  /** The failed-token throttle of every token check (counted in the store, shared by every process). */
  limits: SignInLimits;
}): DashboardServices {
  const { db, services } = deps;
  const logs = new DashboardLogsRepo(db);
  const stats = new DashboardStatsRepo(db);
  const activity = new ActivityRecorder(logs, stats, (ids) => deps.connectionsRepo.environmentsOf(ids), deps.logger);
  services.events.onStored((events) => {
    activity.storedEvents(events);
  });
  services.deliveries.onFinished((docs) => {
    activity.finishedDeliveries(docs);
  });
  services.telemetry.subscribe({
    // The dashboard's own calls are not API traffic of the environment: they are left out of its logs.
    apiRequest: (r) => {
      if (!r.environmentId || !r.operationId || r.operationId.includes('Dashboard')) return;
      activity.request({
        environmentId: r.environmentId,
        method: r.method,
        operationId: r.operationId,
        status: r.status,
        durationMs: r.durationMs,
        connectionId: r.connectionId ?? null,
        requestId: r.requestId,
      });
    },
    downstreamCall: (c) => {
      activity.call({
        integrationId: c.integrationId,
        connectionId: c.connectionId,
        method: c.method,
        path: c.path,
        status: c.status ?? null,
        durationMs: c.durationMs,
        retries: c.retries,
      });
    },
    syncRun: (e) => {
      activity.syncedRecordsOf(e.connectionId, e.records);
    },
    // Each agent tool call is a line of the request log of its own (method TOOL, operation `tool:<name>`), beside
    // the /mcp or /api/tools/call request that carried it: one MCP request may hold any tool.
    toolCall: (e) => {
      activity.request({
        environmentId: e.environmentId,
        method: 'TOOL',
        operationId: `tool:${e.tool}`,
        status: e.status,
        durationMs: e.durationMs,
        connectionId: e.connectionId ?? null,
        requestId: e.requestId ?? '',
      });
    },
  });
  const usersRepo = new DashboardUsersRepo(db);
  const sessionsRepo = new DashboardSessionsRepo(db);
  const dashboardUsers = new DashboardUsersService(usersRepo);
  const dashboardTwoFactor = new DashboardTwoFactorService(usersRepo, deps.box);
  const dashboardAuth = new DashboardAuthService(
    sessionsRepo,
    services.authContext,
    services.projects,
    deps.box,
    deps.limits,
    {
      adminToken: deps.config.dashboard.adminToken,
      sessionTtlMs: deps.config.dashboard.sessionTtlMs,
      tokenSignIn: deps.config.dashboard.tokenSignIn,
    },
    dashboardUsers,
    dashboardTwoFactor,
  );
  const dashboardInvites = new DashboardInvitesService(
    new DashboardInvitesRepo(db),
    usersRepo,
    dashboardUsers,
    services.projects,
    deps.box,
    deps.limits,
    { ttlMs: deps.config.dashboard.inviteTtlMs, publicBaseUrl: deps.config.publicBaseUrl },
  );
  const ssoRepo = new SsoProvidersRepo(db);
  const ssoSettings = new SsoConfigService(ssoRepo, services.projects, deps.box, `${deps.config.publicBaseUrl}/dashboard/sso/callback`);
  const sso = new SsoSignInService(ssoRepo, ssoSettings, dashboardUsers, deps.box, services.audit, deps.logger, {
    timeoutMs: deps.config.dashboard.ssoTimeoutMs,
  });
  services.housekeeping.addSweep('single sign-on attempts', (_logBefore, now) => ssoRepo.deleteExpiredLogins(now));
  services.housekeeping.addSweep('dashboard logs', async (logBefore) => {
    await activity.flush();
    return (await logs.dropBefore(logBefore)) + (await stats.deleteBefore(logBefore));
  });
  // The overview's connection counters are moved with each write; a recount corrects drift (a process killed between writes).
  services.housekeeping.addSweep('connection counts', async () => (await deps.connectionsRepo.counts.recount()).size);
  services.housekeeping.addSweep('dashboard sessions', (_logBefore, now) => dashboardAuth.sweepExpired(now));
  return {
    activity,
    dashboardAuth,
    dashboardUsers,
    ssoSettings,
    sso,
    dashboardInvites,
    dashboardTeam: new DashboardTeamService(usersRepo, sessionsRepo),
    dashboardTwoFactor,
    dashboard: new DashboardService({
      activity,
      logs,
      stats,
      connectionsRepo: deps.connectionsRepo,
      syncStates: new SyncStatesRepo(db),
      webhooksRepo: deps.webhooksRepo,
      connections: services.connections,
      connectLinks: services.connectLinks,
      sync: services.sync,
      toolSubscriptions: services.toolSubscriptions,
      projects: services.projects,
      integrations: services.integrations,
      connectSettings: services.connectSettings,
    }),
    dashboardWebhooks: new DashboardWebhooks({
      activity,
      logs,
      stats,
      webhooksRepo: deps.webhooksRepo,
      outbox: deps.outbox,
      webhooks: services.webhooks,
      events: services.events,
      scheduler: deps.scheduler,
    }),
  };
}
