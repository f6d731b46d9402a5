import { randomBytes } from 'node:crypto';

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** JSON safe to embed in an inline script (no `</script>`, no line separators). */
export const scriptJson = (v: unknown) =>
  JSON.stringify(v)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

export const BASE_STYLE = `
body{font:15px/1.45 system-ui,-apple-system,Segoe UI,Roboto,sans-serif;margin:0;color:#0f172a;background:#fff}
main{padding:20px 22px}
h1{font-size:18px;margin:0 0 12px}
.row{display:flex;align-items:center;gap:10px}
.icon{width:32px;height:32px;border-radius:6px}
label{display:block;margin:10px 0 4px;font-weight:600;font-size:13px}
input{width:100%;box-sizing:border-box;padding:8px 10px;border:1px solid #cbd5e1;border-radius:6px;font:inherit}
button{font:inherit;padding:9px 14px;border-radius:6px;border:1px solid #1d4ed8;background:#2563eb;color:#fff;cursor:pointer;margin-top:14px}
button.secondary{background:#fff;color:#0f172a;border-color:#cbd5e1}
button.link{background:none;border:0;color:#2563eb;padding:4px 0;margin:0}
.close{position:absolute;top:10px;right:12px;border:0;background:none;color:#475569;font-size:22px;margin:0;padding:2px 8px}
.error{background:#fef2f2;border:1px solid #fecaca;color:#991b1b;padding:10px 12px;border-radius:6px;margin:12px 0}
.ok{background:#f0fdf4;border:1px solid #bbf7d0;color:#166534;padding:10px 12px;border-radius:6px;margin:12px 0}
.muted{color:#64748b;font-size:13px}
ul.picker{list-style:none;padding:0;margin:0}
ul.picker li button{width:100%;text-align:left;background:#fff;color:#0f172a;border-color:#e2e8f0;margin-top:8px}
`;

/** A page with one nonce'd inline style and script, and headers that keep tokens out of referrers and caches. */
export function htmlPage(opts: { title: string; body: string; script?: string; frameAncestors: string }): {
  html: string;
  headers: Record<string, string>;
} {
  const nonce = randomBytes(16).toString('base64');
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="referrer" content="no-referrer"><title>${escapeHtml(opts.title)}</title><style nonce="${nonce}">${BASE_STYLE}</style></head>
<body>${opts.body}${opts.script ? `<script nonce="${nonce}">${opts.script}</script>` : ''}</body></html>`;
  const csp = [
    "default-src 'none'",
    `script-src 'nonce-${nonce}'`,
    `style-src 'nonce-${nonce}'`,
    'img-src https: http: data:',
    "connect-src 'self'",
    `frame-ancestors ${opts.frameAncestors}`,
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
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
