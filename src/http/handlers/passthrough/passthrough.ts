import { requireConnection } from '../../auth-guards.js';
import { defineHandler } from '../../handler-context.js';
import { runToolCall } from '../../generic/tool-call-modes.js';
import type { OperationReply } from '../../handler-context.js';
import type { PassthroughRequest } from '../../../connectors/index.js';

export default defineHandler<'passthrough'>(async (ctx) => {
  const { auth, body } = ctx;
  const conn = requireConnection(auth);
  const req: PassthroughRequest = { method: body.method, path: body.path };
  if (body.query) req.query = body.query;
  if (body.json !== undefined) req.json = body.json;
  // A GET changes nothing: only other methods take an Idempotency-Key. `$native.body` is the tool's JSON, an object
  // whenever the spec shows it (response validation checks it).
  return runToolCall(ctx, conn, req.method !== 'GET', { kind: 'passthrough', request: req }) as Promise<OperationReply<'passthrough'>>;
});
