import { timingSafeEqual } from 'node:crypto';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Telemetry } from './telemetry.js';

export interface MetricsOptions {
  /** PLUGBOARD_METRICS_TOKEN: when set, a scrape must send `Authorization: Bearer <token>`. */
  token: string | undefined;
  /**
   * The gateway listens beyond loopback (HOST): without a token nobody may scrape, rather than everyone who can
   * reach the port (the metrics name environments, integrations and traffic).
   */
  closedWithoutToken: boolean;
  /** Sizes of the work queues, read on each scrape (estimated counts: a scrape must stay cheap). */
  queueDepth: () => Promise<Record<string, number>>;
  /** The master key in use, named (never the key): `plugboard_master_key_info`. */
  masterKey?: { id: string; provider: string };
}

/** Seconds, tuned for an API whose own work is sub-millisecond and whose tools answer in 50 ms to seconds. */
const DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/**
 * Prometheus metrics (prom-client), fed by the telemetry events and rendered by GET /metrics. One registry per
 * gateway (tests boot several in a process). Label children are cached per label set: prom-client hashes the
 * label object on every observation otherwise, and this runs on every request.
 */
export class MetricsService {
  readonly registry = new Registry();
  private readonly token: Buffer | undefined;
  private readonly closedWithoutToken: boolean;

  // eslint-disable-next-line max-lines-per-function -- declares every metric instrument and the listener feeding it, one after another
  constructor(telemetry: Telemetry, opts: MetricsOptions) {
    this.token = opts.token ? Buffer.from(opts.token) : undefined;
    this.closedWithoutToken = opts.closedWithoutToken;
    const register = [this.registry];
    collectDefaultMetrics({ register: this.registry });

    const apiRequests = histogram(
      this.registry,
      'plugboard_api_request_duration_seconds',
      'API requests by operationId and HTTP status (unmatched: no operation matched)',
      ['operation', 'status'],
    );
    const downstream = histogram(
      this.registry,
      'plugboard_downstream_request_duration_seconds',
      'HTTP exchanges with tools by integration, method, status (timeout / network_error when none came) and retries before it',
      ['integration', 'method', 'status', 'retries'],
    );
    const refreshes = counter(
      this.registry,
      'plugboard_token_refreshes_total',
      'OAuth token refreshes by integration and outcome (refreshed, needs_reauth, failed)',
      ['integration', 'outcome'],
    );
    const syncRuns = counter(
      this.registry,
      'plugboard_sync_runs_total',
      "Sync passes (one model of one connection's run) by integration, model, kind and outcome",
      ['integration', 'model', 'kind', 'outcome'],
    );
    const syncRecords = counter(
      this.registry,
      'plugboard_sync_records_total',
      'Records read from tools by sync, by integration and model',
      ['integration', 'model'],
    );
    const deliveries = counter(
      this.registry,
      'plugboard_webhook_deliveries_total',
      'Webhook delivery attempts by outcome (delivered, retrying, failed)',
      ['outcome'],
    );
    const revocations = counter(
      this.registry,
      'plugboard_connection_revocations_total',
      "Deleted connections' grants at the tools, per attempt, by integration and outcome (revoked, not_supported, retrying, abandoned)",
      ['integration', 'outcome'],
    );
    const jobs = histogram(this.registry, 'plugboard_job_run_duration_seconds', 'Background job runs by job name and outcome', [
      'job',
      'outcome',
    ]);
    const toolCalls = histogram(
      this.registry,
      'plugboard_agent_tool_call_duration_seconds',
      'Agent tool calls (/mcp, /api/tools/call) by tool kind, common model, operation, outcome (ok, preview, error) and error code',
      ['kind', 'model', 'operation', 'outcome', 'code'],
    );
    if (opts.masterKey) {
      new Gauge({
        name: 'plugboard_master_key_info',
        help: 'The master key new secrets are sealed with: its id (derived from the key, as in sealed values) and provider (env, file, kms); always 1',
        labelNames: ['key_id', 'provider'],
        registers: register,
      }).set({ key_id: opts.masterKey.id, provider: opts.masterKey.provider }, 1);
    }
    new Gauge({
      name: 'plugboard_queue_depth',
      help: 'Work waiting: agenda_jobs (scheduled job documents), webhook_outbox (deliveries not yet finished)',
      labelNames: ['queue'],
      registers: register,
      async collect() {
        const depth = await opts.queueDepth().catch(() => ({}));
        for (const [queue, n] of Object.entries(depth)) this.set({ queue }, n);
      },
    });

    telemetry.subscribe({
      apiRequest: (e) => {
        apiRequests(e.operationId ?? 'unmatched', String(e.status)).observe(e.durationMs / 1000);
      },
      downstreamCall: (e) => {
        downstream(
          e.integrationId,
          e.method,
          e.status !== undefined ? String(e.status) : (e.error ?? 'network_error'),
          retriesLabel(e.retries),
        ).observe(e.durationMs / 1000);
      },
      tokenRefresh: (e) => {
        refreshes(e.integrationId, e.outcome).inc();
      },
      syncRun: (e) => {
        syncRuns(e.integrationId, e.model, e.kind, e.outcome).inc();
        if (e.records) syncRecords(e.integrationId, e.model).inc(e.records);
      },
      delivery: (e) => {
        deliveries(e.outcome).inc();
      },
      revocation: (e) => {
        revocations(e.integrationId, e.outcome).inc();
      },
      jobRun: (e) => {
        jobs(e.name, e.outcome).observe(e.durationMs / 1000);
      },
      // Labels are bounded: kinds, common models, operations and error codes are fixed vocabularies (tool names,
      // connections and keys are not, and stay out of the labels).
      toolCall: (e) => {
        toolCalls(e.kind, e.model, e.operation, e.outcome, e.errorCode ?? '').observe(e.durationMs / 1000);
      },
    });
  }

  /** Whether a scrape with this Authorization header may read the metrics. */
  accepts(authorization: string | undefined): boolean {
    if (!this.token) return !this.closedWithoutToken;
    const m = /^Bearer\s+(.+)$/i.exec(authorization ?? '');
    if (!m) return false;
    const given = Buffer.from(m[1]!.trim());
    return given.length === this.token.length && timingSafeEqual(given, this.token);
  }

  /** Why a scrape is refused, for the 401's message. */
  get refusal(): string {
    return this.token
      ? 'Missing or invalid metrics token (Authorization: Bearer <PLUGBOARD_METRICS_TOKEN>)'
      : '/metrics is closed: the gateway listens beyond loopback (HOST) and PLUGBOARD_METRICS_TOKEN is not set';
  }

  async render(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}

const retriesLabel = (n: number) => (n >= 3 ? '3+' : String(n));

/** A histogram of durations in seconds (DURATION_BUCKETS) in `registry`, its label children cached. */
const histogram = (registry: Registry, name: string, help: string, labelNames: string[]) =>
  cached(new Histogram({ name, help, labelNames, buckets: DURATION_BUCKETS, registers: [registry] }));

/** A counter in `registry`, its label children cached. */
const counter = (registry: Registry, name: string, help: string, labelNames: string[]) =>
  cached(new Counter({ name, help, labelNames, registers: [registry] }));

/** `labels(...values)` with the child kept per value list. */
function cached<T extends string>(metric: Histogram<T>): (...values: string[]) => Histogram.Internal<T>;
function cached<T extends string>(metric: Counter<T>): (...values: string[]) => Counter.Internal;
function cached(metric: { labels(...values: string[]): unknown }): (...values: string[]) => unknown {
  const children = new Map<string, unknown>();
  return (...values) => {
    const key = values.join('\u0000');
    let child = children.get(key);
    if (!child) children.set(key, (child = metric.labels(...values)));
    return child;
  };
}
