import { connectPage } from '../../present/connect-pages.js';
import { oauthBindingCookie } from '../../present/oauth-binding-cookie.js';
import { defineHandler } from '../../handler-context.js';
import { text } from '../../reply.js';

/** The OAuth callback's own parameters; the rest are the tool's (QuickBooks `realmId`). */
const OWN = new Set(['code', 'state', 'error', 'error_description']);

/** The tool's further callback parameters, bounded (a manifest input may capture one by name). */
function callbackParams(url: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  let n = 0;
  for (const [k, v] of new URL(url ?? '/', 'http://callback').searchParams) {
    if (OWN.has(k) || k.length > 64 || v.length > 512 || k in out) continue;
    if (++n > 20) break;
    out[k] = v;
  }
  return out;
}

/** The tool redirects the popup here; the binding cookie proves it is the browser that started (then it is cleared). */
export default defineHandler<'oauthCallback'>(async ({ query, services, req }) => {
  const browserNonce = oauthBindingCookie.read(req.headers.cookie);
  const outcome = await services.connect.finishOAuth({
    state: query.state,
    ...(query.code ? { code: query.code } : {}),
    ...(query.error ? { error: query.error } : {}),
    ...(query.error_description ? { errorDescription: query.error_description } : {}),
    ...(browserNonce ? { browserNonce } : {}),
    callbackParams: callbackParams(req.originalUrl),
  });
  const page = connectPage(
    {
      page: 'oauth-callback',
      origin: null,
      originRefused: false,
      branding: {},
      theme: 'auto',
      locale: null,
      outcome: {
        ok: outcome.ok,
        ...(outcome.integrationName ? { integrationName: outcome.integrationName } : {}),
        ...(outcome.error ? { error: outcome.error } : {}),
      },
    },
    [],
  );
  return text(page.html, 'text/html; charset=utf-8', outcome.httpStatus, {
    ...page.headers,
    'set-cookie': oauthBindingCookie.clear(req.secure),
  });
});
