import { defineHandler } from '../../handler-context.js';
import { oauthBindingCookie } from '../../present/oauth-binding-cookie.js';
import { requireSession } from '../../auth-guards.js';
import { ok } from '../../reply.js';

/** Called by the modal's sign-in popup (first-party on the gateway's origin), so the binding cookie sticks. */
export default defineHandler<'startConnectOauth'>(async ({ auth, body, services, req }) => {
  const { authorizeUrl, browserNonce } = await services.connect.startOAuth(requireSession(auth), body);
  return ok({ authorizeUrl }, { 'cache-control': 'no-store', 'set-cookie': oauthBindingCookie.set(browserNonce, req.secure) });
});
