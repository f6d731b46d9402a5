import { defineHandler } from '../../handler-context.js';
import { requireEnvironment } from '../../auth-guards.js';
import { ok } from '../../reply.js';

/** Session tokens live 15 minutes (SESSION_TTL_MS) and connect one account (or reconnect one connection). */
export default defineHandler<'createSessionToken'>(async ({ auth, body, services }) => {
  const env = requireEnvironment(auth);
  const objects = body.connection?.sync?.objects;
  const s = await services.sessions.create(env, 'session', {
    ...(body.integrationId ? { integrationId: body.integrationId } : {}),
    ...(body.oauthAppId ? { oauthAppId: body.oauthAppId } : {}),
    ...(objects ? { syncObjects: objects } : {}),
    ...(body.modal ? { modal: body.modal } : {}),
    ...(body.connectionId ? { connectionId: body.connectionId } : {}),
  });
  // The answer carries a live credential (the session token, also inside connectUrl): no cache may keep it.
  return ok(
    {
      sessionToken: s.token,
      expiresAt: s.expiresAt.toISOString(),
      ...(s.integrationId ? { integrationId: s.integrationId } : {}),
      ...(s.connectionId ? { connectionId: s.connectionId } : {}),
      connectUrl: services.connectLinks.pageUrl(s.token, s.integrationId),
    },
    { 'cache-control': 'no-store' },
  );
});
