import { defineHandler } from '../../handler-context.js';
import { ssoBindingCookie } from '../../present/sso-binding-cookie.js';
import { json } from '../../reply.js';

/** Called by the sign-in page (first-party), so the binding cookie sticks before the browser leaves for the provider. */
export default defineHandler<'startDashboardSso'>(async ({ body, services, req }) => {
  const { authorizeUrl, browserNonce } = await services.sso.start(body.providerId);
  return json({ authorizeUrl }, 200, { 'cache-control': 'no-store', 'set-cookie': ssoBindingCookie.set(browserNonce, req.secure) });
});
