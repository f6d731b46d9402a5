import type { ConnectionDoc } from '../../store/connections.repo.js';
import type { CallOptions } from '../../services/connectors/connector-access.js';
import type { HandlerContext, OperationReply } from '../handler-context.js';
import { json, ok } from '../reply.js';

const header = (v: string | string[] | undefined): string | undefined => (Array.isArray(v) ? v[0] : v);

/**
 * Runs a tool call under the modes its headers ask for (see CallModesService): `Plugboard-Dry-Run: true` answers
 * `{dryRun}` instead of the result; `Idempotency-Key` (when `idempotent`: writes) replays the first answer, marked
 * `Idempotent-Replayed: true`. `exec` returns the operation's `result`.
 */
export async function runToolCall(
  ctx: HandlerContext,
  connection: ConnectionDoc,
  idempotent: boolean,
  exec: (call: CallOptions) => Promise<unknown>,
): Promise<OperationReply> {
  const key = idempotent ? header(ctx.headers['idempotency-key']) : undefined;
  const outcome = await ctx.services.callModes.run(
    {
      connection,
      method: ctx.req.method,
      path: ctx.req.path,
      body: ctx.body,
      dryRun: header(ctx.headers['plugboard-dry-run']) === 'true',
      idempotencyKey: key,
      noRetry: header(ctx.headers['plugboard-retry']) === 'none',
    },
    async (call) => ({ status: 200, body: ok(await exec(call)).body }),
  );
  if ('dryRun' in outcome) return json(outcome) as OperationReply;
  return json(outcome.body, outcome.status, outcome.replayed ? { 'idempotent-replayed': 'true' } : undefined) as OperationReply;
}
