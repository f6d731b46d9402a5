import { PlugboardError } from '../../../errors/plugboard-error.js';
import { defineHandler } from '../../handler-context.js';
import { ok } from '../../reply.js';

interface Body {
  method: string;
  path: string;
  query?: Record<string, string | number | boolean>;
  json?: unknown;
}

export default defineHandler<Body>(async ({ auth, body, services }) => {
  if (!auth.connection)
    throw new PlugboardError('UNAUTHORIZED', 'Missing x-svc-access-token header', { details: { header: 'x-svc-access-token' } });
  const req = {
    method: body.method,
    path: body.path,
    ...(body.query ? { query: body.query } : {}),
    ...(body.json !== undefined ? { json: body.json } : {}),
  };
  return ok(await services.passthrough.forward(auth.connection, req));
});
