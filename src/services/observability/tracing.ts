import type { Context, Span, Tracer } from '@opentelemetry/api';
import type { SpanExporter } from '@opentelemetry/sdk-trace-node';
import type { MongoClient } from 'mongodb';
import { preciseNow, type Telemetry, type TelemetryListener, type TelemetryScopes } from './telemetry.js';

export interface TracingOptions {
  serviceName: string;
  /** OTEL_EXPORTER_OTLP_ENDPOINT: the collector's base URL; spans go to `<endpoint>/v1/traces` over OTLP/HTTP. */
  otlpEndpoint?: string;
  /** Tests: an exporter (e.g. InMemorySpanExporter) that receives each span as soon as it ends. */
  exporter?: SpanExporter;
}

export interface Tracing {
  /** Store spans from the driver's command monitoring (the client must be created with `monitorCommands`). */
  observeMongo(client: MongoClient): void;
  /** Exports what is buffered and unregisters the global tracer and context manager. */
  shutdown(): Promise<void>;
}

type Api = typeof import('@opentelemetry/api');

/**
 * OpenTelemetry traces, built only when tracing is on: the SDK is imported here, on demand, so a gateway without
 * OTEL_EXPORTER_OTLP_ENDPOINT loads none of it and pays nothing on the request path (the telemetry hub then has no
 * scopes and calls the work directly).
 *
 * Spans: one SERVER span per API request (named by operationId, started when the request arrived and made active
 * while openapi-backend routes and the handler runs), a CLIENT child per downstream HTTP exchange and per token
 * refresh (from the runtime's observer events, which carry their own start time), a child per MongoDB command
 * (from the driver's command monitoring; commands outside any span, such as Agenda's polling, are not traced), and
 * one root span per background job run with its store and downstream calls inside. An incoming W3C `traceparent`
 * is continued.
 */
export async function startTracing(telemetry: Telemetry, opts: TracingOptions): Promise<Tracing> {
  const api: Api = await import('@opentelemetry/api');
  const sdk = await import('@opentelemetry/sdk-trace-node');
  const { resourceFromAttributes } = await import('@opentelemetry/resources');
  const { ATTR_SERVICE_NAME } = await import('@opentelemetry/semantic-conventions');
  let exporter = opts.exporter;
  if (!exporter) {
    const { OTLPTraceExporter } = await import('@opentelemetry/exporter-trace-otlp-http');
    exporter = new OTLPTraceExporter({ url: `${opts.otlpEndpoint!.replace(/\/+$/, '')}/v1/traces` });
  }
  const provider = new sdk.NodeTracerProvider({
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: opts.serviceName }),
    spanProcessors: [opts.exporter ? new sdk.SimpleSpanProcessor(exporter) : new sdk.BatchSpanProcessor(exporter)],
  });
  provider.register(); // AsyncLocalStorage context manager and W3C trace-context propagation
  const tracer = provider.getTracer('plugboard');
  const requests = new Map<string, Span>();

  telemetry.useScopes(scopes(api, tracer, requests));
  const unsubscribe = telemetry.subscribe(listener(api, tracer, requests));
  return {
    observeMongo: (client) => {
      observeMongo(api, tracer, client);
    },
    async shutdown() {
      unsubscribe();
      telemetry.useScopes(undefined);
      await provider.shutdown();
      api.trace.disable();
      api.context.disable();
      api.propagation.disable();
    },
  };
}

function scopes(api: Api, tracer: Tracer, requests: Map<string, Span>): TelemetryScopes {
  return {
    apiRequest(requestId, startedAt, fn, carrier) {
      const parent = carrier ? api.propagation.extract(api.ROOT_CONTEXT, carrier) : api.ROOT_CONTEXT;
      const span = tracer.startSpan(
        'HTTP request',
        { kind: api.SpanKind.SERVER, startTime: startedAt, attributes: { 'plugboard.request_id': requestId } },
        parent,
      );
      requests.set(requestId, span);
      return api.context.with(api.trace.setSpan(parent, span), fn);
    },
    job(name, fn) {
      return tracer.startActiveSpan(`job ${name}`, { root: true, attributes: { 'plugboard.job': name } }, async (span) => {
        try {
          return await fn();
        } catch (e) {
          span.recordException(e as Error);
          span.setStatus({ code: api.SpanStatusCode.ERROR });
          throw e;
        } finally {
          span.end();
        }
      });
    },
  };
}

// eslint-disable-next-line max-lines-per-function -- one span handler per telemetry event, in the order of the TelemetryListener interface
function listener(api: Api, tracer: Tracer, requests: Map<string, Span>): TelemetryListener {
  return {
    apiRequest(e) {
      const span = requests.get(e.requestId);
      if (!span) return;
      requests.delete(e.requestId);
      span.updateName(e.operationId ?? `${e.method} (no operation)`);
      span.setAttributes({
        'http.request.method': e.method,
        'http.response.status_code': e.status,
        'url.path': e.path,
        ...(e.operationId ? { 'plugboard.operation_id': e.operationId } : {}),
        ...(e.environmentId ? { 'plugboard.environment_id': e.environmentId } : {}),
        ...(e.connectionId ? { 'plugboard.connection_id': e.connectionId } : {}),
        ...(e.aborted ? { 'plugboard.aborted': true } : {}),
      });
      if (e.status >= 500) span.setStatus({ code: api.SpanStatusCode.ERROR });
      span.end(e.startedAt + e.durationMs);
    },
    downstreamCall(e) {
      const span = tracer.startSpan(
        `${e.method} ${e.integrationId}`,
        {
          kind: api.SpanKind.CLIENT,
          startTime: e.startedAt,
          attributes: {
            'http.request.method': e.method,
            'url.path': e.path,
            'plugboard.integration_id': e.integrationId,
            'plugboard.connection_id': e.connectionId,
            'plugboard.retries': e.retries,
            ...(e.endpoint ? { 'plugboard.endpoint': e.endpoint } : {}),
            ...(e.status !== undefined ? { 'http.response.status_code': e.status } : { 'error.type': e.error ?? 'network_error' }),
          },
        },
        api.context.active(),
      );
      if (e.status === undefined || e.status >= 500) span.setStatus({ code: api.SpanStatusCode.ERROR });
      span.end(e.startedAt + e.durationMs);
    },
    toolCall(e) {
      // Reported as the call ends, inside the request's context: the span is a child of the request's span.
      const span = tracer.startSpan(
        `tool ${e.tool}`,
        {
          kind: api.SpanKind.INTERNAL,
          startTime: e.startedAt,
          attributes: {
            'plugboard.tool.name': e.tool,
            'plugboard.tool.kind': e.kind,
            'plugboard.tool.outcome': e.outcome,
            'plugboard.tool.via': e.via,
            ...(e.model ? { 'plugboard.tool.model': e.model } : {}),
            ...(e.operation ? { 'plugboard.tool.operation': e.operation } : {}),
            ...(e.errorCode ? { 'error.type': e.errorCode } : {}),
            ...(e.connectionId ? { 'plugboard.connection_id': e.connectionId } : {}),
            ...(e.keyId ? { 'plugboard.agent_key_id': e.keyId } : {}),
          },
        },
        api.context.active(),
      );
      if (e.outcome === 'error') span.setStatus({ code: api.SpanStatusCode.ERROR });
      span.end(e.startedAt + e.durationMs);
    },
    tokenRefresh(e) {
      const span = tracer.startSpan(
        `token refresh ${e.integrationId}`,
        {
          kind: api.SpanKind.CLIENT,
          startTime: e.startedAt,
          attributes: {
            'plugboard.integration_id': e.integrationId,
            'plugboard.connection_id': e.connectionId,
            'plugboard.outcome': e.outcome,
          },
        },
        api.context.active(),
      );
      if (e.outcome !== 'refreshed') span.setStatus({ code: api.SpanStatusCode.ERROR });
      span.end(e.startedAt + e.durationMs);
    },
  };
}

interface PendingCommand {
  parent: Context;
  startedAt: number;
  name: string;
  database: string;
  collection: string | undefined;
}

/**
 * A span per MongoDB command, from the official driver's command monitoring: `commandStarted` runs in the caller's
 * async context (so its active span is the parent), the end event does not, hence the map by request id. The
 * command's filter and documents are never recorded, only its name and collection.
 */
function observeMongo(api: Api, tracer: Tracer, client: MongoClient): void {
  const pending = new Map<number, PendingCommand>();
  client.on('commandStarted', (e) => {
    const parent = api.context.active();
    if (!api.trace.getSpan(parent)) return;
    const target = (e.command as Record<string, unknown>)[e.commandName];
    pending.set(e.requestId, {
      parent,
      startedAt: preciseNow(),
      name: e.commandName,
      database: e.databaseName,
      collection: typeof target === 'string' ? target : undefined,
    });
  });
  const finish = (requestId: number, failed: boolean) => {
    const p = pending.get(requestId);
    if (!p) return;
    pending.delete(requestId);
    const span = tracer.startSpan(
      p.collection ? `${p.name} ${p.collection}` : p.name,
      {
        kind: api.SpanKind.CLIENT,
        startTime: p.startedAt,
        attributes: {
          'db.system.name': 'mongodb',
          'db.operation.name': p.name,
          'db.namespace': p.database,
          ...(p.collection ? { 'db.collection.name': p.collection } : {}),
        },
      },
      p.parent,
    );
    if (failed) span.setStatus({ code: api.SpanStatusCode.ERROR });
    // A span given its start time ends at Date.now() (whole milliseconds) unless told otherwise: it could then seem
    // to end after its request's span, which has sub-millisecond times.
    span.end(preciseNow());
  };
  client.on('commandSucceeded', (e) => {
    finish(e.requestId, false);
  });
  client.on('commandFailed', (e) => {
    finish(e.requestId, true);
  });
}
