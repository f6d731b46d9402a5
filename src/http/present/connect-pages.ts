import { contentSecurityPolicy } from './csp.js';

/** What the page's script reads from its JSON block (web/connect/page-config.ts is the other side). */
export interface ConnectPageConfig {
  page: 'modal' | 'oauth-launch' | 'oauth-callback';
  origin: string | null;
  originRefused: boolean;
  branding: Record<string, string>;
  theme: 'light' | 'dark' | 'auto';
  locale: string | null;
  /** modal only: the integration the session names; null: it names none, the modal opens on the picker. */
  integrationId?: string | null;
  outcome?: { ok: boolean; integrationName?: string; error?: { code: string; message: string } };
}

/** JSON safe inside a <script type="application/json"> block (no `</script>`, no line separators). */
const scriptJson = (v: unknown) =>
  JSON.stringify(v)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * The HTML shell of every connect page: the built modal bundle (web/connect, served by the gateway) and a JSON
 * block of settings. The CSP allows only this origin's script, style and images (plus data: logos), calls to
 * this origin, and embedding by the origins given.
 */
export function connectPage(config: ConnectPageConfig, frameAncestors: string[]): { html: string; headers: Record<string, string> } {
  const html = `<!doctype html>
<html lang="${config.locale ?? 'en'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="referrer" content="no-referrer"><title>Connect</title>
<link rel="stylesheet" href="/connect/modal.css"><script type="module" src="/connect/modal.js"></script></head>
<body><script type="application/json" id="pb-config">${scriptJson(config)}</script></body></html>`;
  const csp = contentSecurityPolicy({ 'frame-ancestors': frameAncestors.length ? frameAncestors.join(' ') : "'none'" });
  return {
    html,
    headers: {
      'content-security-policy': csp,
      'referrer-policy': 'no-referrer',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    },
  };
}
