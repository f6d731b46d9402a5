import { clientAddressOf } from '../../auth-guards.js';
import { DASHBOARD_HEADERS } from '../../dashboard-ui/page.js';
import { sessionCookie } from '../../dashboard-ui/session.js';
import { defineHandler, type OperationReply } from '../../handler-context.js';
import { ssoBindingCookie } from '../../present/sso-binding-cookie.js';
import { ssoFailurePage } from '../../present/sso-failure-page.js';
import { text } from '../../reply.js';

/**
 * The provider sends the browser here. Signed in: the session cookie and a 303 to the dashboard, whose page then
 * reads the session with a same-origin request (so the SameSite=Strict cookie is sent even though this navigation
 * came from the provider's site). Not signed in: a page that says why, with its code.
 */
export default defineHandler<'finishDashboardSso'>(async ({ services, req }) => {
  const query = new URL(req.originalUrl, 'http://callback').searchParams;
  const outcome = await services.sso.finish(query, ssoBindingCookie.read(req.headers.cookie), clientAddressOf(req));
  if (!outcome.ok) {
    const page = text(ssoFailurePage(outcome), 'text/html; charset=utf-8', outcome.status, {
      ...DASHBOARD_HEADERS,
      'set-cookie': ssoBindingCookie.clear(req.secure),
    });
    // The generated reply type holds the 2xx bodies and the JSON error shape; these 4xx/502 are HTML pages (openapi.yaml).
    return page as unknown as OperationReply<'finishDashboardSso'>;
  }
  const { cookieValue, maxAgeS } = await services.dashboardAuth.signInWithSso(outcome.user, outcome.provider.projectId, {
    address: clientAddressOf(req),
    userAgent: req.get('user-agent'),
  });
  return {
    status: 303,
    body: null,
    contentType: 'text/plain; charset=utf-8',
    headers: {
      location: '/dashboard',
      'cache-control': 'no-store',
      'referrer-policy': 'no-referrer',
      'set-cookie': sessionCookie(cookieValue, maxAgeS, req.secure),
    },
  };
});
