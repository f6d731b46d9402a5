import { defineHandler } from '../../handler-context.js';
import { requireSession } from '../../auth-guards.js';
import { ok } from '../../reply.js';

export default defineHandler<'getConnectStatus'>(async ({ auth, services }) =>
  ok(await services.connect.status(requireSession(auth)), { 'cache-control': 'no-store' }),
);
