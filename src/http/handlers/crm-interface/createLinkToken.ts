import { defineHandler } from '../../handler-context.js';
import { requireEnvironment } from '../../auth-guards.js';
import { json } from '../../reply.js';

/** Older interface: a link token is a session of kind `link` (same 15-minute life, one connection). */
export default defineHandler<'createLinkToken'>(async ({ auth, body, services }) => {
  const s = await services.sessions.create(
    requireEnvironment(auth),
    'link',
    body.integrationId ? { integrationId: body.integrationId } : {},
  );
  return json({ linkToken: s.token });
});
