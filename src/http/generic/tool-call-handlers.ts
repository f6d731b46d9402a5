import { requireConnection } from '../auth-guards.js';
import type { OperationHandler } from '../handler-context.js';
import { runToolCall } from './tool-call-modes.js';

/** `/api/unifications/<category>/<model>/<operation>`: one handler for every unified operation of the spec. */
const unifiedHandler =
  (category: string, model: string, operation: string): OperationHandler =>
  async (ctx) => {
    const conn = requireConnection(ctx.auth);
    // One handler serves every generated operation, so its types are the union of theirs: the body is one of the
    // unified request schemas and the result one of the unified response schemas (response validation checks it).
    return runToolCall(ctx, conn, WRITES.has(operation), {
      kind: 'unified',
      category,
      model,
      operation,
      body: ctx.body as Record<string, unknown>,
    });
  };

/** Unified operations that write: they accept an Idempotency-Key. */
const WRITES = new Set(['create', 'update', 'delete']);

/** `/api/actions/<integrationId>/<action path>`: one handler for every action of every manifest (any may write). */
const actionHandler =
  (integrationId: string, actionPath: string): OperationHandler =>
  async (ctx) => {
    const conn = requireConnection(ctx.auth);
    return runToolCall(ctx, conn, true, { kind: 'action', integrationId, actionPath, input: ctx.body });
  };

/**
 * Unified and action operations are generated into openapi.yaml from the manifests (scripts/gen-openapi-paths.ts),
 * so they have no handler file each: the operation's path says what to call. Other paths get no generic handler.
 */
export function toolCallHandlerFor(path: string): OperationHandler | undefined {
  const unified = /^\/api\/unifications\/([a-z]+)\/([a-z]+)\/([a-z]+)$/.exec(path);
  if (unified) return unifiedHandler(unified[1]!, unified[2]!, unified[3]!);
  const action = /^\/api\/actions\/([a-z0-9_-]+)\/(.+)$/i.exec(path);
  if (action) return actionHandler(action[1]!, action[2]!);
  return undefined;
}
