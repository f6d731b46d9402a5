import { preciseNow, type DownstreamCallEvent, type RuntimeObserver, type TokenRefreshEvent } from '../../connectors/index.js';

export { preciseNow, type DownstreamCallEvent, type TokenRefreshEvent };

/** One API request, reported when its response is over (sent, or the client went away). */
export interface ApiRequestEvent {
  requestId: string;
  /** absent when no operation matched (404, 405) or the request was refused before routing (bad JSON) */
  operationId?: string;
  method: string;
  /** path only: the older interface carries access tokens in the query string */
  path: string;
  status: number;
  /** the client closed the connection before the response was sent */
  aborted: boolean;
  /** epoch milliseconds (fractional) when the request arrived */
  startedAt: number;
  durationMs: number;
  /** who called, when the operation's credentials were resolved */
  environmentId?: string;
  connectionId?: string;
  integrationId?: string;
}

/** One model's pass of one sync run. */
export interface SyncRunEvent {
  integrationId: string;
  connectionId: string;
  model: string;
  kind: 'initial' | 'backfill' | 'changes' | 'full';
  outcome: 'ok' | 'failed';
  /** records read from the tool */
  records: number;
  durationMs: number;
}

/** One webhook delivery attempt. */
export interface DeliveryEvent {
  webhookId: string;
  environmentId: string;
  outcome: 'delivered' | 'retrying' | 'failed';
  statusCode: number | null;
  durationMs: number;
}

/**
 * One agent tool call (MCP `/mcp` or `/api/tools/call`). `kind`, `model` and `operation` are bounded (manifest
 * vocabulary) and are what metrics label by; `tool` (the name) goes to logs and traces only.
 */
export interface ToolCallEvent {
  tool: string;
  kind: 'unified' | 'action' | 'passthrough' | 'events' | 'confirm' | 'discovery';
  /** the common model of a unified tool (`crm.contact`), else '' */
  model: string;
  /** list, get, ... for unified tools; run (actions), forward (passthrough), commit (confirm_write), list, search, describe */
  operation: string;
  /** ok; preview: a write answered with its dry run and a confirmation id; error: an error result */
  outcome: 'ok' | 'preview' | 'error';
  /** the gateway error code of an error result */
  errorCode?: string;
  /** the HTTP status the same failure has on the REST routes (200 when it succeeded) */
  status: number;
  via: 'mcp' | 'api';
  environmentId: string;
  connectionId?: string;
  integrationId?: string;
  keyId?: string;
  /** the x-request-id of the request that carried the call */
  requestId?: string;
  startedAt: number;
  durationMs: number;
}

/** What became of a deleted connection's grant at the tool (RevocationService), once per attempt. */
export interface RevocationEvent {
  integrationId: string;
  outcome: 'revoked' | 'not_supported' | 'retrying' | 'abandoned';
}

export interface JobRunEvent {
  name: string;
  outcome: 'ok' | 'failed';
  startedAt: number;
  durationMs: number;
}

/** Subscribers take the events they care about; every method is optional, cheap and must not throw. */
export interface TelemetryListener {
  apiRequest?(event: ApiRequestEvent): void;
  downstreamCall?(event: DownstreamCallEvent): void;
  tokenRefresh?(event: TokenRefreshEvent): void;
  syncRun?(event: SyncRunEvent): void;
  delivery?(event: DeliveryEvent): void;
  jobRun?(event: JobRunEvent): void;
  revocation?(event: RevocationEvent): void;
  toolCall?(event: ToolCallEvent): void;
}

/**
 * Scopes that must wrap the work they describe (a tracer makes its span the active one, so store calls and
 * downstream calls made inside become its children). Absent when tracing is off: then nothing is wrapped.
 */
export interface TelemetryScopes {
  /** `carrier`: the request headers, to continue a caller's trace (W3C traceparent). */
  apiRequest<T>(requestId: string, startedAt: number, fn: () => T, carrier?: Record<string, unknown>): T;
  job<T>(name: string, fn: () => Promise<T>): Promise<T>;
}

type EventName = keyof TelemetryListener;
type EventOf<K extends EventName> = Parameters<NonNullable<TelemetryListener[K]>>[0];

/**
 * The one place where the layers report what happened (API requests from the HTTP layer, downstream calls and
 * token refreshes from the connector runtime through its observer port, sync passes, deliveries, job runs) and
 * where metrics, traces and request logs listen. Several listeners may subscribe; a listener that throws is
 * logged by nobody and never breaks the request that reported.
 */
export class Telemetry implements RuntimeObserver {
  private listeners: TelemetryListener[] = [];
  private scopes: TelemetryScopes | undefined;

  subscribe(listener: TelemetryListener): () => void {
    this.listeners = [...this.listeners, listener];
    return () => {
      this.listeners = this.listeners.filter((l) => l !== listener);
    };
  }

  /** Installed by tracing when it is on. */
  useScopes(scopes: TelemetryScopes | undefined): void {
    this.scopes = scopes;
  }

  get tracing(): boolean {
    return this.scopes !== undefined;
  }

  emit<K extends EventName>(name: K, event: EventOf<K>): void {
    for (const l of this.listeners) {
      const fn = l[name] as ((e: EventOf<K>) => void) | undefined;
      if (!fn) continue;
      try {
        fn.call(l, event);
      } catch {
        // A broken listener must not break the request, job or call that reported.
      }
    }
  }

  onDownstreamCall(event: DownstreamCallEvent): void {
    this.emit('downstreamCall', event);
  }

  /** A token endpoint exchange is a downstream call like any other for logs, metrics and traces (its path says which). */
  onTokenEndpointCall(event: DownstreamCallEvent): void {
    this.emit('downstreamCall', event);
  }

  onTokenRefresh(event: TokenRefreshEvent): void {
    this.emit('tokenRefresh', event);
  }

  /** Runs `fn` in the request's scope (a span when tracing); a plain call otherwise. */
  inApiRequest<T>(requestId: string, startedAt: number, fn: () => T, carrier?: Record<string, unknown>): T {
    return this.scopes ? this.scopes.apiRequest(requestId, startedAt, fn, carrier) : fn();
  }

  /** Runs a job's work in its scope and reports the run. */
  async runJob<T>(name: string, fn: () => Promise<T>): Promise<T> {
    const startedAt = preciseNow();
    const report = (outcome: JobRunEvent['outcome']) => {
      this.emit('jobRun', { name, outcome, startedAt, durationMs: preciseNow() - startedAt });
    };
    try {
      const result = await (this.scopes ? this.scopes.job(name, fn) : fn());
      report('ok');
      return result;
    } catch (e) {
      report('failed');
      throw e;
    }
  }
}
