import type { Audit } from '../audit/audit-recorder.js';
import { storeFailureOf } from '../../errors/store-failure.js';
import { PlugboardError } from '../../errors/plugboard-error.js';
import type { ConnectionDoc, ConnectionsRepo } from '../../store/connections.repo.js';
import type { CallLogDoc, DashboardLogsRepo, EventLogDoc, RequestLogDoc } from '../../store/dashboard-logs.repo.js';
import type { LogFilter } from '../../store/segmented-log.js';
import type { BlockLogFilter } from '../../store/block-log.js';
import type { DashboardStatsDoc, DashboardStatsRepo } from '../../store/dashboard-stats.repo.js';
import type { EnvironmentDoc } from '../../store/environments.repo.js';
import type { SyncStateDoc, SyncStatesRepo } from '../../store/sync-states.repo.js';
import type { WebhooksRepo } from '../../store/webhooks.repo.js';
import type { ConnectSettingsService, ConnectSettingsUpdate } from '../connect/connect-settings-service.js';
import type { ConnectLinks } from '../connect/connect-links.js';
import type { ConnectionsService } from '../connections/connections-service.js';
import type { IntegrationsService } from '../integrations/integrations-service.js';
import type { ProjectsService } from '../projects/projects-service.js';
import type { SyncService } from '../sync/sync-service.js';
import type { ToolSubscriptionsService } from '../subscriptions/tool-subscriptions-service.js';
import { subscriptionView } from '../subscriptions/subscription-view.js';
import type { ActivityRecorder } from './activity-recorder.js';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

export interface PageQuery {
  cursor?: string | undefined;
  limit?: number | undefined;
}

/** Icons are shown only when served by the gateway itself (the dashboard loads nothing from another origin). */
const localIcon = (uri: string | undefined | null) => (uri && uri.startsWith('/') && !uri.startsWith('//') ? uri : null);

/**
 * What the dashboard pages read and do, per environment: counts and charts from hourly counters, connections
 * with their sync state, stored events and logs from the dashboard's segmented logs, settings. Webhooks and
 * their deliveries are in dashboard-webhooks.ts.
 */
export class DashboardService {
  constructor(
    private readonly deps: {
      activity: ActivityRecorder;
      logs: DashboardLogsRepo;
      stats: DashboardStatsRepo;
      connectionsRepo: ConnectionsRepo;
      syncStates: SyncStatesRepo;
      webhooksRepo: WebhooksRepo;
      connections: ConnectionsService;
      connectLinks: ConnectLinks;
      sync: SyncService;
      toolSubscriptions: ToolSubscriptionsService;
      projects: ProjectsService;
      integrations: IntegrationsService;
      connectSettings: ConnectSettingsService;
    },
  ) {}

  async overview(env: EnvironmentDoc, now = new Date()) {
    // Recent activity first, so the counts are current; a store refusing writes (disk full) still gets its overview
    // (reads work), which is where the dashboard says the disk is full.
    await this.deps.activity.flush().catch((e: unknown) => {
      if (!storeFailureOf(e)) throw e;
    });
    const from = new Date(Math.floor((now.getTime() - DAY_MS) / HOUR_MS) * HOUR_MS);
    // Counters kept as connections change (one small document), not a scan of the environment's connections.
    const [counts, webhooks, hours] = await Promise.all([
      this.deps.connectionsRepo.countsOf(env.id),
      this.deps.webhooksRepo.listProjectWebhooks(env.id),
      this.deps.stats.hoursSince(env.id, from),
    ]);
    const sorted = [...hours].sort((a, b) => a.hour.getTime() - b.hour.getTime());
    const windowStart = now.getTime() - DAY_MS;
    const inWindow = sorted.filter((h) => h.hour.getTime() + HOUR_MS > windowStart);
    return {
      connections: counts,
      webhooks: webhooks.length,
      failedDeliveries24h: inWindow.reduce((n, h) => n + (h.failed ?? 0), 0),
      series: {
        from: new Date(windowStart).toISOString(),
        apiRequestsPerMinute: perMinute(inWindow, windowStart),
        callsByIntegration: callsByIntegration(inWindow),
        recordsPerHour: inWindow.filter((h) => h.records).map((h) => ({ t: h.hour.toISOString(), count: h.records ?? 0 })),
        deliveriesByOutcome: inWindow
          .filter((h) => (h.delivered ?? 0) + (h.failed ?? 0) > 0)
          .map((h) => ({ t: h.hour.toISOString(), delivered: h.delivered ?? 0, failed: h.failed ?? 0 })),
      },
    };
  }

  async connectionsPage(env: EnvironmentDoc, q: PageQuery & { status?: ConnectionDoc['status']; search?: string }) {
    const { offset, limit } = offsetPage(q);
    const { items: page, total } = await this.deps.connectionsRepo.pageSummaries(env.id, {
      status: q.status,
      search: q.search?.trim().slice(0, 200),
      offset,
      limit,
    });
    const [states, subscriptions] = await Promise.all([
      this.deps.syncStates.listForConnections(page.map((c) => c.id)),
      this.deps.toolSubscriptions.listMany(page.map((c) => c.id)),
    ]);
    const byConnection = new Map<string, SyncStateDoc[]>();
    for (const s of states) byConnection.set(s.connectionId, [...(byConnection.get(s.connectionId) ?? []), s]);
    const infos = new Map(this.deps.integrations.list().map((i) => [i.integrationId, i]));
    return {
      total,
      nextCursor: offset + limit < total ? String(offset + limit) : null,
      items: page.map((c) => {
        const info = infos.get(c.integrationId);
        return {
          id: c.id,
          integrationId: c.integrationId,
          integrationName: info?.display.name ?? c.integrationId,
          iconURI: localIcon(info?.display.iconURI),
          status: c.status,
          health: c.health,
          healthReason: c.healthReason,
          lastSyncError: c.lastSyncError,
          createdTime: c.createdAt.toISOString(),
          subscriptions: (subscriptions.get(c.id) ?? []).map(subscriptionView),
          models: (byConnection.get(c.id) ?? [])
            .sort((a, b) => a.model.localeCompare(b.model))
            .map((s) => ({
              model: s.model,
              phase: !s.initialDone ? ('initial' as const) : !s.backfillDone ? ('backfill' as const) : ('incremental' as const),
              running: Boolean(s.runningSince),
              records: s.recordsRead ?? 0,
              lastRunTime: s.lastRunAt ? s.lastRunAt.toISOString() : null,
              lastError: s.lastError,
            })),
        };
      }),
    };
  }

  async resync(env: EnvironmentDoc, connectionId: string): Promise<{ id: string; queued: true }> {
    const conn = await this.deps.connections.get(env, connectionId);
    await this.deps.sync.scheduleConnection(conn.id);
    return { id: conn.id, queued: true };
  }

  async deleteConnection(env: EnvironmentDoc, connectionId: string, audit: Audit): Promise<void> {
    await this.deps.connections.delete(env, connectionId, audit);
  }

  /** A session re-authorising this connection (same id, cache and webhooks) and the connect page that opens it. */
  async reconnectLink(env: EnvironmentDoc, connectionId: string): Promise<{ url: string; expiresTime: string }> {
    const link = await this.deps.connectLinks.reconnectLink(env, connectionId);
    return { url: link.url, expiresTime: link.expiresTime };
  }

  async eventsPage(env: EnvironmentDoc, q: PageQuery & { type?: string; connectionId?: string }) {
    await this.deps.activity.flush();
    const filter: LogFilter<EventLogDoc> = { environmentId: env.id };
    if (q.type) filter.eventType = q.type;
    if (q.connectionId) filter.connectionId = q.connectionId;
    const page = await this.deps.logs.events.page(filter, { limit: limitOf(q), cursor: q.cursor });
    return {
      nextCursor: page.nextCursor,
      items: page.items.map((e) => ({
        eventId: e._id,
        eventType: e.eventType,
        connectionId: e.connectionId,
        eventTime: e.eventTime.toISOString(),
        dataId: e.dataId,
      })),
    };
  }

  async requestLogs(env: EnvironmentDoc, q: PageQuery & { statusClass?: string; operationId?: string; connectionId?: string }) {
    await this.deps.activity.flush();
    const filter: BlockLogFilter<RequestLogDoc> = { environmentId: env.id };
    if (q.statusClass) filter.statusClass = q.statusClass as RequestLogDoc['statusClass'];
    if (q.operationId) filter.operationId = q.operationId;
    if (q.connectionId) filter.connectionId = q.connectionId;
    const page = await this.deps.logs.requests.page(filter, { limit: limitOf(q), cursor: q.cursor });
    return {
      nextCursor: page.nextCursor,
      items: page.items.map((r) => ({
        id: r._id,
        time: r.at.toISOString(),
        method: r.method,
        operationId: r.operationId,
        status: r.status,
        durationMs: r.durationMs,
        connectionId: r.connectionId,
        requestId: r.requestId,
      })),
    };
  }

  async callLogs(env: EnvironmentDoc, q: PageQuery & { integrationId?: string; statusClass?: string }) {
    await this.deps.activity.flush();
    const filter: BlockLogFilter<CallLogDoc> = { environmentId: env.id };
    if (q.integrationId) filter.integrationId = q.integrationId;
    if (q.statusClass) filter.statusClass = q.statusClass as CallLogDoc['statusClass'];
    const page = await this.deps.logs.calls.page(filter, { limit: limitOf(q), cursor: q.cursor });
    return {
      nextCursor: page.nextCursor,
      items: page.items.map((c) => ({
        id: c._id,
        time: c.at.toISOString(),
        integrationId: c.integrationId,
        connectionId: c.connectionId,
        method: c.method,
        path: c.path,
        status: c.status,
        durationMs: c.durationMs,
        retries: c.retries,
      })),
    };
  }

  integrations() {
    return this.deps.integrations.list().map((i) => ({
      integrationId: i.integrationId,
      name: i.display.name,
      iconURI: localIcon(i.display.iconURI),
      categories: i.categories,
      authMethods: i.authMethods.map((m) => ({ id: m.id, type: m.type })),
      // The same facts docs/catalog.md prints (ConnectorInfo.catalog: one derivation from the manifest).
      models: i.catalog.models,
      actions: i.catalog.actions,
      docsURL: i.docsURL,
      offers: i.capabilities.offers,
      signIn: i.catalog.signIn,
      inputs: i.catalog.inputs,
      sync: i.catalog.sync.map((s) => ({ model: s.model, incremental: s.incremental })),
      nativeWebhooks: i.catalog.webhooks,
      passthroughBaseURL: i.catalog.passthrough.baseUrl,
    }));
  }

  async settings(env: EnvironmentDoc) {
    return {
      environmentId: env.id,
      projectId: env.projectId,
      projectName: await this.deps.projects.projectName(env.projectId),
      environment: env.name,
      connectionLimit: env.connectionLimit,
      connections: (await this.deps.connectionsRepo.countsOf(env.id)).total,
      tokenRotatedTime: env.tokenRotatedAt ? env.tokenRotatedAt.toISOString() : null,
      ...this.deps.connectSettings.get(env),
    };
  }

  /** The connect modal's allowed origins and branding (checked by the connect settings service). */
  async updateConnectSettings(env: EnvironmentDoc, patch: ConnectSettingsUpdate, audit: Audit) {
    await this.deps.connectSettings.update(env, patch, audit);
    const fresh = await this.deps.projects.findEnvironment(env.id);
    return this.settings(fresh ?? env);
  }
}

export function limitOf(q: PageQuery): number {
  return Math.min(Math.max(q.limit ?? 50, 1), 200);
}

function offsetPage(q: PageQuery): { offset: number; limit: number } {
  const offset = q.cursor ? Number.parseInt(q.cursor, 10) : 0;
  if (!Number.isFinite(offset) || offset < 0)
    throw new PlugboardError('VALIDATION_FAILED', 'Unknown cursor', { details: { cursor: q.cursor } });
  return { offset, limit: limitOf(q) };
}

function perMinute(hours: DashboardStatsDoc[], windowStart: number) {
  const out: { t: string; '2xx': number; '4xx': number; '5xx': number }[] = [];
  for (const h of hours) {
    for (const [minute, classes] of Object.entries(h.api ?? {}).sort(([a], [b]) => a.localeCompare(b))) {
      const t = h.hour.getTime() + Number(minute) * 60_000;
      if (t < windowStart - 60_000) continue;
      out.push({ t: new Date(t).toISOString(), '2xx': classes['2xx'] ?? 0, '4xx': classes['4xx'] ?? 0, '5xx': classes['5xx'] ?? 0 });
    }
  }
  return out;
}

function callsByIntegration(hours: DashboardStatsDoc[]) {
  const totals = new Map<string, number>();
  for (const h of hours) for (const [id, n] of Object.entries(h.calls ?? {})) totals.set(id, (totals.get(id) ?? 0) + n);
  return [...totals].sort((a, b) => b[1] - a[1]).map(([integrationId, count]) => ({ integrationId, count }));
}
