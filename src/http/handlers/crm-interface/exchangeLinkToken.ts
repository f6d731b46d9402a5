import { defineHandler } from '../../handler-context.js';
import { requireEnvironment } from '../../auth-guards.js';
import { json } from '../../reply.js';

export default defineHandler<'exchangeLinkToken'>(async ({ auth, body, services }) => {
  const created = await services.sessions.exchangePublicToken(requireEnvironment(auth), body.publicToken);
  return json(created, 200, { 'cache-control': 'no-store' });
});
