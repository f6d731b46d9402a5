import type { Logger } from '../../log/logger.js';
import type { CallLogDoc, DashboardLogsRepo, DeliveryLogDoc, EventLogDoc, RequestLogDoc } from '../../store/dashboard-logs.repo.js';
import type { DashboardStatsRepo } from '../../store/dashboard-stats.repo.js';
import type { DeliveryDoc } from '../../store/deliveries.repo.js';
import type { EventDoc } from '../../store/events.repo.js';
import { LRUCache } from 'lru-cache';
import { generateId } from '../../crypto/secret-box.js';

/** What the HTTP layer reports when an API request finished (no body, header or token). */
export interface FinishedRequest {
  environmentId: string;
  method: string;
  operationId: string;
  status: number;
  durationMs: number;
  connectionId: string | null;
  requestId: string;
}

/** What the connector runtime reports when a downstream call finished (path without query values). */
export interface FinishedCall {
  integrationId: string;
  connectionId: string | null;
  method: string;
  path: string;
  status: number | null;
  durationMs: number;
  retries: number;
}

const HOUR_MS = 3_600_000;

/**
 * Collects what the dashboard shows as it happens and writes it in batches: log entries into hourly segments
 * and counters into hourly stats documents (one upsert per environment and hour per flush). Recording never
 * waits on the store and never fails the request it describes.
 */
export class ActivityRecorder {
  private requests: RequestLogDoc[] = [];
  private calls: CallLogDoc[] = [];
  private deliveries: DeliveryLogDoc[] = [];
  private events: EventLogDoc[] = [];
  /** Calls and synced records arrive with a connection id; its environment is looked up at flush time. */
  private byConnection: { connectionId: string; at: Date; call?: FinishedCall; records?: number }[] = [];
  private readonly environmentOf = new LRUCache<string, string>({ max: 20_000 });
  private counters = new Map<string, { environmentId: string; hour: Date; inc: Record<string, number> }>();
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> | undefined;

  constructor(
    private readonly logs: DashboardLogsRepo,
    private readonly stats: DashboardStatsRepo,
    private readonly environmentsOf: (connectionIds: string[]) => Promise<Map<string, string>>,
    private readonly log: Logger,
  ) {}

  /** Writes what was collected every `everyMs` (config.dashboard.activityFlushMs: PLUGBOARD_ACTIVITY_FLUSH_MS). */
  start(everyMs: number): void {
    this.timer ??= setInterval(
      () =>
        void this.flush().catch((err: unknown) => {
          this.log.warn({ err }, 'dashboard activity flush failed');
        }),
      everyMs,
    );
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.flush().catch((err: unknown) => {
      this.log.warn({ err }, 'dashboard activity flush failed');
    });
  }

  request(r: FinishedRequest, at = new Date()): void {
    const statusClass = r.status >= 500 ? '5xx' : r.status >= 400 ? '4xx' : '2xx';
    // Every API request passes here: a literal (the fields of FinishedRequest, in its order), not a spread.
    this.requests.push({
      _id: generateId('req'),
      at,
      environmentId: r.environmentId,
      method: r.method,
      operationId: r.operationId,
      status: r.status,
      durationMs: round(r.durationMs),
      connectionId: r.connectionId,
      requestId: r.requestId,
      statusClass,
    });
    this.count(r.environmentId, at, `api.${MINUTE_FIELDS[at.getUTCMinutes()]!}.${statusClass}`);
  }

  call(c: FinishedCall, at = new Date()): void {
    if (c.connectionId) this.byConnection.push({ connectionId: c.connectionId, at, call: c });
  }

  /** Records read by one sync pass of a connection. */
  syncedRecordsOf(connectionId: string, count: number, at = new Date()): void {
    if (count > 0) this.byConnection.push({ connectionId, at, records: count });
  }

  private callIn(environmentId: string, c: FinishedCall, at: Date): void {
    const statusClass =
      c.status === null ? 'error' : (`${Math.min(5, Math.max(2, Math.floor(c.status / 100)))}xx` as CallLogDoc['statusClass']);
    // Every downstream call passes here: a literal (FinishedCall's fields in its order), not a spread adding keys.
    this.calls.push({
      _id: generateId('call'),
      at,
      environmentId,
      integrationId: c.integrationId,
      connectionId: c.connectionId,
      method: c.method,
      path: c.path,
      status: c.status,
      durationMs: round(c.durationMs),
      retries: c.retries,
      statusClass,
    });
    this.count(environmentId, at, `calls.${fieldSafe(c.integrationId)}`);
  }

  /** Finished deliveries (delivered, or failed for good). */
  finishedDeliveries(docs: DeliveryDoc[]): void {
    for (const d of docs) {
      const at = d.finishedAt ?? new Date();
      this.deliveries.push({
        _id: d._id,
        at,
        environmentId: d.environmentId,
        webhookId: d.webhookId,
        connectionId: d.connectionId,
        eventId: d.eventId,
        eventType: d.eventType,
        status: d.status,
        attempts: d.attempts,
        url: d.url,
        body: d.body,
        createdAt: d.createdAt,
      });
      const outcome = d.status === 'delivered' ? 'd' : 'f';
      this.count(d.environmentId, at, d.status === 'delivered' ? 'delivered' : 'failed');
      this.count(d.environmentId, at, `wh.${fieldSafe(d.webhookId)}.${outcome}`);
    }
  }

  storedEvents(docs: EventDoc[]): void {
    for (const e of docs) {
      this.events.push({
        _id: e.eventId,
        at: e.createdAt,
        environmentId: e.environmentId,
        connectionId: e.connectionId,
        eventType: e.eventType,
        eventTime: e.eventTime,
        dataId: e.data?.id ?? null,
      });
    }
  }

  syncedRecords(environmentId: string, count: number, at = new Date()): void {
    if (count > 0) this.count(environmentId, at, 'records', count);
  }

  /** Writes what was collected so far (readers call it first, so a page shows what just happened). */
  async flush(): Promise<void> {
    while (this.flushing) await this.flushing;
    if (this.byConnection.length) await this.resolveConnections();
    if (!this.requests.length && !this.calls.length && !this.deliveries.length && !this.events.length && !this.counters.size) return;
    const batch = { requests: this.requests, calls: this.calls, deliveries: this.deliveries, events: this.events, counters: this.counters };
    this.requests = [];
    this.calls = [];
    this.deliveries = [];
    this.events = [];
    this.counters = new Map();
    this.flushing = (async () => {
      await this.logs.requests.append(batch.requests);
      await this.logs.calls.append(batch.calls);
      await this.logs.deliveries.append(batch.deliveries);
      await this.logs.events.append(batch.events);
      await this.stats.increment([...batch.counters.values()]);
    })();
    try {
      await this.flushing;
    } finally {
      this.flushing = undefined;
    }
  }

  private async resolveConnections(): Promise<void> {
    const pending = this.byConnection;
    this.byConnection = [];
    const unknown = [...new Set(pending.map((p) => p.connectionId))].filter((id) => !this.environmentOf.has(id));
    if (unknown.length) for (const [id, env] of await this.environmentsOf(unknown)) this.environmentOf.set(id, env);
    for (const p of pending) {
      const env = this.environmentOf.get(p.connectionId);
      if (!env) continue; // a connection deleted in between: nothing to show it under
      if (p.call) this.callIn(env, p.call, p.at);
      if (p.records) this.count(env, p.at, 'records', p.records);
    }
  }

  private count(environmentId: string, at: Date, field: string, by = 1): void {
    const hourMs = Math.floor(at.getTime() / HOUR_MS) * HOUR_MS;
    const key = `${environmentId}|${hourMs}`;
    let entry = this.counters.get(key);
    if (!entry) this.counters.set(key, (entry = { environmentId, hour: new Date(hourMs), inc: {} }));
    entry.inc[field] = (entry.inc[field] ?? 0) + by;
  }
}

const round = (ms: number) => Math.round(ms * 10) / 10;
/** "00" to "59": the minute part of the per-minute request counters' field names. */
const MINUTE_FIELDS = Array.from({ length: 60 }, (_, m) => String(m).padStart(2, '0'));
/** Ids become field names of the stats documents: no dots or leading dollar signs. */
const fieldSafe = (s: string) => s.replace(/[.$]/g, '_');
