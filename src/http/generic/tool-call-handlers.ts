import { PlugboardError } from '../../errors/plugboard-error.js';
import type { ConnectionDoc } from '../../store/connections.repo.js';
import type { OperationHandler, OperationReply } from '../handler-context.js';
import { ok } from '../reply.js';

function requireConnection(auth: { connection?: ConnectionDoc }): ConnectionDoc {
  if (!auth.connection)
    throw new PlugboardError('UNAUTHORIZED', 'Missing x-svc-access-token header', { details: { header: 'x-svc-access-token' } });
  return auth.connection;
}

/** `/api/unifications/<category>/<model>/<operation>`: one handler for every unified operation of the spec. */
const unifiedHandler =
  (category: string, model: string, operation: string): OperationHandler =>
  async ({ auth, body, services }) =>
    // One handler serves every generated operation, so its types are the union of theirs: the body is one of the
    // unified request schemas and the result one of the unified response schemas (response validation checks it).
    ok(
      await services.unified.call(requireConnection(auth), { category, model, operation, body: body as Record<string, unknown> }),
    ) as OperationReply;

/** `/api/actions/<integrationId>/<action path>`: one handler for every action of every manifest. */
const actionHandler =
  (integrationId: string, actionPath: string): OperationHandler =>
  async ({ auth, body, services }) =>
    ok(await services.actions.run(requireConnection(auth), integrationId, actionPath, body)) as OperationReply;

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
