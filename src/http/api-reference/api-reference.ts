import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { parse } from 'yaml';
import { SPEC_PATH } from '../../config/package-root.js';
import { contentSecurityPolicy } from '../present/csp.js';

const require = createRequire(import.meta.url);

/** openapi.yaml as served at /openapi.yaml and /openapi.json: read once, on first use (it never changes at run time). */
export const specDocument = lazy(() => {
  const yaml = readFileSync(SPEC_PATH, 'utf8');
  return { yaml, json: JSON.stringify(parse(yaml)) };
});

/**
 * Redoc's standalone bundle (the `redoc` package), served by the gateway itself: the page loads nothing from
 * elsewhere. The one remote asset the bundle names (the "API docs by Redocly" logo on Redocly's CDN, not
 * switchable by an option) is replaced by an empty image, so the browser never asks another origin.
 */
export const redocScript = lazy(() =>
  readFileSync(require.resolve('redoc/bundles/redoc.standalone.js'), 'utf8').replaceAll(
    'https://cdn.redoc.ly/redoc/logo-mini.svg',
    'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22/%3E',
  ),
);

/**
 * The /docs page: Redoc renders openapi.json into `<redoc>` on its own (the standalone bundle initialises that
 * element), so the page has no inline script. Redoc's styles are injected at run time (styled-components), hence
 * style-src 'unsafe-inline'; its search index runs in a worker it creates from a blob.
 */
export function apiReferencePage(): { html: string; headers: Record<string, string> } {
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>Plugboard API reference</title>
<link rel="icon" href="data:,">
</head>
<body>
<redoc spec-url="/openapi.json" hide-hostname="false" native-scrollbars="true" path-in-middle-panel="true"></redoc>
<script src="/docs/redoc.standalone.js"></script>
</body>
</html>
`;
  const csp = contentSecurityPolicy({
    'style-src': "'self' 'unsafe-inline'",
    'font-src': "'self' data:",
    'worker-src': "'self' blob:",
  });
  return {
    html,
    headers: { 'content-security-policy': csp, 'x-content-type-options': 'nosniff', 'cache-control': 'no-cache' },
  };
}

function lazy<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}
