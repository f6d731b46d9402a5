import { defineHandler } from '../../handler-context.js';
import { requireEnvironment } from '../../auth-guards.js';
import { ok } from '../../reply.js';

export default defineHandler<'listEvents'>(async ({ auth, query, services }) =>
  ok(
    await services.eventLog.list(requireEnvironment(auth), {
      after: query.after,
      limit: query.limit,
      eventType: query.type,
      connectionId: query.connectionId,
    }),
  ),
);
