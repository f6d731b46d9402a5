import { connectPage } from '../../present/connect-pages.js';
import { defineHandler } from '../../handler-context.js';
import { text } from '../../reply.js';

/**
 * The modal page. Its environment (from the session token) decides who may frame it (CSP frame-ancestors) and
 * whether `origin` may receive its results; a refused origin gets a page that says so and posts nothing. Opened
 * without `origin` (the session's `connectUrl`), it runs as a page of its own that posts nothing. Without a known
 * token nobody may frame it.
 */
export default defineHandler<'connectPage'>(async ({ query, services }) => {
  const token = query.sessionToken ?? query.linkToken ?? '';
  const session = await services.sessions.resolve(token);
  const env = session ? await services.sessions.environment(session) : null;
  const settings = env ? services.connectSettings.get(env) : null;
  const origin = query.origin ?? null;
  const allowed = env !== null && origin !== null && services.connectSettings.isAllowedOrigin(env, origin);
  const page = connectPage(
    {
      page: 'modal',
      origin: allowed ? origin : null,
      // Without `origin` the page runs on its own (a link sent to the end user, e.g. a reconnect link) and posts
      // nothing; an `origin` that is not allowed is refused.
      originRefused: env !== null && origin !== null && !allowed,
      branding: settings?.branding ?? {},
      theme: session?.modal?.theme ?? 'auto',
      locale: session?.modal?.locale ?? null,
      integrationId: session?.integrationId ?? null,
    },
    env ? services.connectSettings.frameAncestors(env) : [],
  );
  return text(page.html, 'text/html; charset=utf-8', 200, page.headers);
});
