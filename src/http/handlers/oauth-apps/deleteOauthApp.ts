import { defineHandler } from '../../handler-context.js';
import { requireEnvironment } from '../../auth-guards.js';
import { ok } from '../../reply.js';

export default defineHandler<'deleteOauthApp'>(async ({ auth, body, services }) => {
  await services.oauthApps.delete(requireEnvironment(auth), body.id);
  return ok({ id: body.id });
});
