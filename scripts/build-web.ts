/**
 * Bundles the browser code under `web/<app>/` with esbuild into `dist/web/<app>/`: every `web/<app>/main.ts` or
 * `main.tsx` becomes `dist/web/<app>/main.js` (plus `main.css` when the app imports CSS). The gateway serves only
 * these built files, through operations declared in openapi.yaml.
 *
 * `tsx scripts/build-web.ts` builds when any source is newer than its bundle; `--force` always builds.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const WEB_SRC = path.join(ROOT, 'web');
export const WEB_OUT = path.join(ROOT, 'dist', 'web');

function entryOf(app: string): string | undefined {
  for (const name of ['main.ts', 'main.tsx']) {
    const file = path.join(WEB_SRC, app, name);
    if (existsSync(file)) return file;
  }
  return undefined;
}

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** Builds every web app whose sources changed since its bundle was written (all of them with `force`). */
export async function buildWeb(opts: { force?: boolean } = {}): Promise<string[]> {
  if (!existsSync(WEB_SRC)) return [];
  const built: string[] = [];
  const sharedMtime = existsSync(path.join(WEB_SRC, 'shared')) ? newestMtime(path.join(WEB_SRC, 'shared')) : 0;
  for (const app of readdirSync(WEB_SRC).sort()) {
    const entry = entryOf(app);
    if (!entry) continue;
    const outfile = path.join(WEB_OUT, app, 'main.js');
    const stale = opts.force || !existsSync(outfile) || Math.max(newestMtime(path.dirname(entry)), sharedMtime) > statSync(outfile).mtimeMs;
    if (!stale) continue;
    await build({
      entryPoints: [entry],
      outfile,
      bundle: true,
      format: 'esm',
      platform: 'browser',
      target: ['es2020'],
      minify: true,
      sourcemap: false,
      legalComments: 'linked',
      loader: { '.svg': 'text', '.json': 'json' },
      jsx: 'automatic',
      // TSX apps (the dashboard) render with Preact.
      jsxImportSource: 'preact',
      logLevel: 'warning',
    });
    built.push(app);
  }
  return built;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const built = await buildWeb({ force: process.argv.includes('--force') });
  process.stderr.write(built.length ? `web: built ${built.join(', ')} into ${path.relative(ROOT, WEB_OUT)}\n` : 'web: up to date\n');
}
