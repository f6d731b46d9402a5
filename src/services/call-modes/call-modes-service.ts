import { DryRunRecorder, type PlannedMapping, type PlannedRequest } from '../../connectors/index.js';
import type { ConnectionDoc } from '../../store/connections.repo.js';
import type { CallOptions } from '../connectors/connector-access.js';
import type { IdempotencyService, IdempotentAnswer } from '../idempotency/idempotency-service.js';

/** The DryRun schema of openapi.yaml: what a call would send, without sending it. */
export interface DryRunReport {
  requests: PlannedRequest[];
  mapping: PlannedMapping | null;
  notes: string[];
}

export interface ToolCallRequest {
  connection: ConnectionDoc;
  method: string;
  path: string;
  body: unknown;
  /** Plugboard-Dry-Run: true */
  dryRun: boolean;
  /** Idempotency-Key, where the operation accepts one (writes) */
  idempotencyKey?: string | undefined;
  /** Plugboard-Retry: none */
  noRetry?: boolean;
}

export type ToolCallOutcome = { dryRun: DryRunReport } | (IdempotentAnswer & { replayed: boolean });

/**
 * How a unified, action or passthrough call runs, from its headers: as a dry run (the executor records the
 * requests instead of sending them; no idempotency: nothing is written), under an idempotency key (at most once per
 * key), or plainly.
 */
export class CallModesService {
  constructor(private readonly idempotency: IdempotencyService) {}

  async run(req: ToolCallRequest, exec: (call: CallOptions) => Promise<IdempotentAnswer>): Promise<ToolCallOutcome> {
    if (req.dryRun) {
      const recorder = new DryRunRecorder();
      await exec({ dryRun: recorder });
      return { dryRun: { requests: recorder.requests, mapping: recorder.mapping ?? null, notes: recorder.notes } };
    }
    if (req.idempotencyKey === undefined) {
      // A literal, not a spread plus a key (V8's slow path): every tool call without a key passes here.
      const answer = await exec(req.noRetry ? { noRetry: true } : {});
      return { status: answer.status, body: answer.body, replayed: false };
    }
    return this.idempotency.run(
      {
        environmentId: req.connection.environmentId,
        key: req.idempotencyKey,
        method: req.method,
        path: req.path,
        connectionId: req.connection.id,
        body: req.body,
      },
      () => exec(req.noRetry ? { noRetry: true } : {}),
    );
  }
}
