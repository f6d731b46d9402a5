import { defineHandler } from '../../handler-context.js';
import { requireSession } from '../../auth-guards.js';
import { ok } from '../../reply.js';

export default defineHandler<'submitConnectCredentials'>(async ({ auth, body, services }) =>
  ok(await services.connect.submitCredentials(requireSession(auth), body)),
);
