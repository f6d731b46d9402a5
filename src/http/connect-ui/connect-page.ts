import { MODAL_SCRIPT } from './modal-script.js';
import { htmlPage } from './page-shell.js';

/**
 * The hosted modal page. Any site may frame it (`frame-ancestors *`): what it can do is bounded by the session
 * token the customer's back end issued, and it posts results only to the origin the SDK passed.
 */
export function connectPage(): { html: string; headers: Record<string, string> } {
  const body = `<button type="button" class="close" id="close" aria-label="Close">&times;</button>
<main><div class="error" id="error" role="alert" hidden></div><div id="content"><p class="muted">Loading…</p></div></main>`;
  return htmlPage({ title: 'Connect', body, script: MODAL_SCRIPT, frameAncestors: '*' });
}
