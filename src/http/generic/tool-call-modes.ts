import type { ConnectionDoc } from '../../store/connections.repo.js';
import type { ToolCall } from '../../services/tool-calls/tool-call-service.js';
import type { HandlerContext, OperationReply } from '../handler-context.js';
import { json } from '../reply.js';

const header = (v: string | string[] | undefined): string | undefined => (Array.isArray(v) ? v[0] : v);

/**
 * Runs a tool call (ToolCallService) under the modes its headers ask for: `Plugboard-Dry-Run: true` answers
 * `{dryRun}` instead of the result; `Idempotency-Key` (when `idempotent`: writes) replays the first answer, marked
 * `Idempotent-Replayed: true`; `Plugboard-Retry: none` fails fast. The result comes in the `{ result }` envelope.
 */
export async function runToolCall(
  ctx: HandlerContext,
  connection: ConnectionDoc,
  idempotent: boolean,
  call: ToolCall,
): Promise<OperationReply> {
  const key = idempotent ? header(ctx.headers['idempotency-key']) : undefined;
  const outcome = await ctx.services.toolCalls.run(connection, call, {
    dryRun: header(ctx.headers['plugboard-dry-run']) === 'true',
    noRetry: header(ctx.headers['plugboard-retry']) === 'none',
    idempotency: key === undefined ? undefined : { key, method: ctx.req.method, path: ctx.req.path, body: ctx.body },
    envelope: true,
  });
  if ('dryRun' in outcome) return json(outcome) as OperationReply;
  return json(outcome.body, outcome.status, outcome.replayed ? { 'idempotent-replayed': 'true' } : undefined) as OperationReply;
}
