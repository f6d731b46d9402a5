import type { SsoFailure } from '../../services/dashboard/sso-sign-in-service.js';
import { dashboardPage } from '../dashboard-ui/page.js';

const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The page a failed single sign-on lands on: what went wrong in words, its stable code (for support and the
 * tests), and the way back to the sign-in page. A dashboard page (no inline style or script).
 */
export function ssoFailurePage(failure: SsoFailure): string {
  const title = failure.providerName ? `Sign-in with ${failure.providerName} failed` : 'Single sign-on failed';
  return dashboardPage({
    title: `${escapeHtml(title)} · Plugboard dashboard`,
    body: `<main class="signin">
<div class="card signin-card" role="alert">
<div class="brand"><span class="brand-mark" aria-hidden="true">P</span>Plugboard</div>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(failure.message)}</p>
<p class="muted">Error code: <code id="sso-error-code">${failure.code}</code></p>
<a class="btn btn-primary btn-block" href="/dashboard">Back to sign-in</a>
</div>
</main>`,
  });
}
