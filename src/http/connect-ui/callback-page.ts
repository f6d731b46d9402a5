import type { CallbackOutcome } from '../../services/connect/connect-service.js';
import { escapeHtml, htmlPage, scriptJson } from './page-shell.js';

/**
 * The page the tool redirects the popup to: tells the user the outcome, posts it to the modal that opened the
 * popup (same origin as this page, so the target origin is our own), and closes.
 */
export function callbackPage(outcome: CallbackOutcome): { html: string; headers: Record<string, string> } {
  const name = outcome.integrationName ? escapeHtml(outcome.integrationName) : 'the tool';
  const body = outcome.ok
    ? `<main><div class="ok" id="result">Connected to ${name}. You can close this window.</div></main>`
    : `<main><h1>Could not connect</h1><div class="error" id="result">${escapeHtml(outcome.error?.message ?? 'Something went wrong.')}</div>
<p class="muted">You can close this window and try again.</p></main>`;
  const message = { type: 'plugboard:oauth-result', ok: outcome.ok, ...(outcome.error ? { error: outcome.error } : {}) };
  const script = `(function(){var m=${scriptJson(message)};
try{if(window.opener&&!window.opener.closed){window.opener.postMessage(m,location.origin);setTimeout(function(){window.close();},m.ok?200:1500);}}catch(e){}})();`;
  return htmlPage({ title: outcome.ok ? 'Connected' : 'Could not connect', body, script, frameAncestors: "'none'" });
}
