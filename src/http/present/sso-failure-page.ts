import type { SsoFailure } from '../../services/dashboard/sso-sign-in-service.js';

const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The page a failed single sign-on lands on: what went wrong in words, its stable code (for support and the
 * tests), and the way back to the sign-in page. Styled by the dashboard's own stylesheet (same origin, no inline
 * style or script, so the dashboard's CSP holds).
 */
export function ssoFailurePage(failure: SsoFailure): string {
  const title = failure.providerName ? `Sign-in with ${failure.providerName} failed` : 'Single sign-on failed';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="referrer" content="no-referrer">
<link rel="icon" href="data:,">
<title>${escapeHtml(title)} · Plugboard dashboard</title>
<link rel="stylesheet" href="/dashboard/assets/main.css">
</head>
<body>
<main class="signin">
<div class="card signin-card" role="alert">
<div class="brand"><span class="brand-mark" aria-hidden="true">P</span>Plugboard</div>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(failure.message)}</p>
<p class="muted">Error code: <code id="sso-error-code">${failure.code}</code></p>
<a class="btn btn-primary btn-block" href="/dashboard">Back to sign-in</a>
</div>
</main>
</body>
</html>
`;
}
