import { requireEnvironment } from '../../auth-guards.js';
import { defineHandler } from '../../handler-context.js';
import { ok } from '../../reply.js';

export default defineHandler<'listApiKeys'>(async ({ auth, services }) => {
  return ok({ apiKeys: await services.apiKeys.list(requireEnvironment(auth)) });
});
