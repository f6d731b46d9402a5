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

/** The page shell: the bundle renders everything (sign-in included) into #app. */
export const DASHBOARD_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="referrer" content="no-referrer">
<link rel="icon" href="data:,">
<title>Plugboard dashboard</title>
<link rel="stylesheet" href="/dashboard/assets/main.css">
<script type="module" src="/dashboard/assets/main.js"></script>
</head>
<body>
<div id="app"><noscript>The Plugboard dashboard needs JavaScript.</noscript></div>
</body>
</html>
`;
