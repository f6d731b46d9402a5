import { defineHandler } from '../../handler-context.js';
import { requireEnvironment, requireSession } from '../../auth-guards.js';
import { ok } from '../../reply.js';

export default defineHandler<'exchangeSessionToken'>(async ({ auth, services }) => {
  const created = await services.sessions.exchange(requireEnvironment(auth), requireSession(auth));
  return ok(created, { 'cache-control': 'no-store' });
});
