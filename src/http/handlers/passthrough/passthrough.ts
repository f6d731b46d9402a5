import { PlugboardError } from '../../../errors/plugboard-error.js';
import { defineHandler } from '../../handler-context.js';
import { ok } from '../../reply.js';
import type { PassthroughResponse } from '../../../generated/api.gen.js';

export default defineHandler<'passthrough'>(async ({ auth, body, services }) => {
  if (!auth.connection)
    throw new PlugboardError('UNAUTHORIZED', 'Missing x-svc-access-token header', { details: { header: 'x-svc-access-token' } });
  const req = {
    method: body.method,
    path: body.path,
    ...(body.query ? { query: body.query } : {}),
    ...(body.json !== undefined ? { json: body.json } : {}),
  };
  // `$native.body` is the tool's JSON, an object whenever the spec shows it (response validation checks it).
  return ok((await services.passthrough.forward(auth.connection, req)) as PassthroughResponse['result']);
});
