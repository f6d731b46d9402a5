import { contentSecurityPolicy } from '../present/csp.js';

/** Headers of every dashboard answer that the browser renders: nothing from another origin, no framing. */
const DASHBOARD_CSP = contentSecurityPolicy({ 'font-src': "'self'", 'form-action': "'self'" });

export const DASHBOARD_HEADERS = {
  'content-security-policy': DASHBOARD_CSP,
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'cache-control': 'no-store',
};

/**
 * A page of the dashboard: the head every one has (no referrer, no favicon request, the dashboard's stylesheet, the
 * same origin only, so the dashboard's CSP holds) around `body`. `title`, `head` (lines added to the head) and
 * `body` are HTML: escape what came from outside.
 */
export function dashboardPage(page: { title: string; head?: string; body: string }): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="referrer" content="no-referrer">
<link rel="icon" href="data:,">
<title>${page.title}</title>
<link rel="stylesheet" href="/dashboard/assets/main.css">
${page.head ?? ''}</head>
<body>
${page.body}
</body>
</html>
`;
}

/** The page shell: the bundle renders everything (sign-in included) into #app. */
export const DASHBOARD_HTML = dashboardPage({
  title: 'Plugboard dashboard',
  head: '<script type="module" src="/dashboard/assets/main.js"></script>\n',
  body: '<div id="app"><noscript>The Plugboard dashboard needs JavaScript.</noscript></div>',
});
