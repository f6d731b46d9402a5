import {
  DryRunRecorder,
  type ConnectionContext,
  type PassthroughRequest,
  type PlannedMapping,
  type PlannedRequest,
} from '../../connectors/index.js';
import { PlugboardError } from '../../errors/plugboard-error.js';
import type { ConnectionDoc } from '../../store/connections.repo.js';
import type { CallOptions, ConnectorAccess } from '../connectors/connector-access.js';
import type { IdempotencyService, IdempotentAnswer } from '../idempotency/idempotency-service.js';
import { passthroughAnswer } from './passthrough-answer.js';
import { withReconnect } from './reconnect.js';
import { planUnified, runUnified, type UnifiedCall } from './unified-call.js';

/** What a call to a connected tool does: a unified operation, a manifest action, or a raw passthrough request. */
export type ToolCall =
  | ({ kind: 'unified' } & UnifiedCall)
  | { kind: 'action'; integrationId: string; actionPath: string; input: unknown }
  | { kind: 'passthrough'; request: PassthroughRequest };

/** How a call runs, from its caller's headers (or the agent surface's preview and confirm steps). */
export interface CallModes {
  /** Plugboard-Dry-Run: true: the requests are recorded instead of sent (nothing is written: no idempotency) */
  dryRun: boolean;
  /** Plugboard-Retry: none: no retry after a 429, 5xx or network error */
  noRetry: boolean;
  /** Idempotency-Key (writes), with what identifies "the same request" under it */
  idempotency: { key: string; method: string; path: string; body: unknown } | undefined;
  /** true: a result is answered, and kept for replays, in the `/api` envelope `{ result }`; false: as it is */
  envelope: boolean;
}

/** The DryRun schema of openapi.yaml: what a call would send, without sending it. */
export interface DryRunReport {
  requests: PlannedRequest[];
  mapping: PlannedMapping | null;
  notes: string[];
}

export type ToolCallOutcome = { dryRun: DryRunReport } | (IdempotentAnswer & { replayed: boolean });

const PLAIN: CallOptions = {};
const NO_RETRY: CallOptions = { noRetry: true };

/**
 * Every call to a connected tool (the unified API, actions, the passthrough, the older CRM interface, the agent
 * tools) runs here, once per request: the call modes (a dry run, at most once per Idempotency-Key), the connection's
 * context for the runtime (credentials opened, OAuth client; the runtime's token manager checks their freshness and
 * refreshes them, the one place that does), the call itself, and the reconnect decision on the runtime's typed
 * refusal of the credentials.
 */
export class ToolCallService {
  constructor(
    private readonly access: ConnectorAccess,
    private readonly idempotency: IdempotencyService,
  ) {}

  async run(conn: ConnectionDoc, call: ToolCall, modes: CallModes): Promise<ToolCallOutcome> {
    if (modes.dryRun) {
      const recorder = new DryRunRecorder();
      await this.send(conn, call, { dryRun: recorder });
      return { dryRun: { requests: recorder.requests, mapping: recorder.mapping ?? null, notes: recorder.notes } };
    }
    const options = modes.noRetry ? NO_RETRY : PLAIN;
    const idem = modes.idempotency;
    if (idem === undefined) {
      const result = await this.send(conn, call, options);
      return { status: 200, body: modes.envelope ? { result } : result, replayed: false };
    }
    return this.idempotency.run(
      { environmentId: conn.environmentId, key: idem.key, method: idem.method, path: idem.path, connectionId: conn.id, body: idem.body },
      async () => {
        const result = await this.send(conn, call, options);
        return { status: 200, body: modes.envelope ? { result } : result };
      },
    );
  }

  /** A plain call's result (no dry run, no key): the older CRM interface and the agent tools' direct calls. */
  result(conn: ConnectionDoc, call: ToolCall): Promise<unknown> {
    return this.send(conn, call, PLAIN);
  }

  private async send(conn: ConnectionDoc, call: ToolCall, options: CallOptions): Promise<unknown> {
    const exec = this.prepare(conn, call);
    try {
      return await exec(await this.access.contextFor(conn, options));
    } catch (e) {
      throw withReconnect(conn, e);
    }
  }

  /** The call checked (what the caller got wrong is refused before the connection's credentials are opened). */
  private prepare(conn: ConnectionDoc, call: ToolCall): (ctx: ConnectionContext) => Promise<unknown> {
    const runtime = this.access.runtime;
    switch (call.kind) {
      case 'unified': {
        const plan = planUnified(call);
        return (ctx) => runUnified(runtime, ctx, plan);
      }
      case 'action': {
        if (conn.integrationId !== call.integrationId) throw otherIntegration(conn, call.integrationId, call.actionPath);
        const input = call.input ?? {};
        return (ctx) => runtime.action(ctx, conn.integrationId, call.actionPath, input);
      }
      case 'passthrough':
        return async (ctx) => passthroughAnswer(await runtime.passthrough(ctx, call.request));
    }
  }
}

const otherIntegration = (conn: ConnectionDoc, integrationId: string, actionPath: string) =>
  new PlugboardError(
    'NOT_SUPPORTED_BY_INTEGRATION',
    `This connection is to ${conn.integrationId}; ${integrationId} actions need a ${integrationId} connection`,
    { details: { integrationId, connectionIntegrationId: conn.integrationId, action: actionPath } },
  );
