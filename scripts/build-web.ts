/**
 * Bundles the browser code under `web/<app>/` with esbuild into `dist/web/<app>/`: every `web/<app>/main.ts` or
 * `main.tsx` becomes `dist/web/<app>/main.js` (plus `main.css` when the app imports CSS). The gateway serves only
 * these built files, through operations declared in openapi.yaml.
 *
 * An app may also have `classic.ts`, bundled as a classic script (IIFE) into `dist/web/<app>/classic.js` (the SDK's
 * `<script src>` form), and `.d.ts` files that export declarations, copied beside the bundle (the SDK's types).
 *
 * `tsx scripts/build-web.ts` builds when any source is newer than its bundle; `--force` always builds.
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type BuildOptions } from 'esbuild';

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
export async function buildWeb(opts: { force?: boolean; outDir?: string } = {}): Promise<string[]> {
  if (!existsSync(WEB_SRC)) return [];
  const webOut = opts.outDir ?? WEB_OUT;
  const built: string[] = [];
  const sharedMtime = existsSync(path.join(WEB_SRC, 'shared')) ? newestMtime(path.join(WEB_SRC, 'shared')) : 0;
  for (const app of readdirSync(WEB_SRC).sort()) {
    const entry = entryOf(app);
    if (!entry) continue;
    const outfile = path.join(webOut, app, 'main.js');
    const stale =
      opts.force === true || !existsSync(outfile) || Math.max(newestMtime(path.dirname(entry)), sharedMtime) > statSync(outfile).mtimeMs;
    if (!stale) continue;
    const common: BuildOptions = {
      bundle: true,
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
    };
    await build({ ...common, entryPoints: [entry], outfile, format: 'esm' });
    const classic = path.join(WEB_SRC, app, 'classic.ts');
    if (existsSync(classic))
      await build({ ...common, entryPoints: [classic], outfile: path.join(webOut, app, 'classic.js'), format: 'iife' });
    for (const file of readdirSync(path.join(WEB_SRC, app))) {
      const source = path.join(WEB_SRC, app, file);
      if (!file.endsWith('.d.ts') || !/^export /m.test(readFileSync(source, 'utf8'))) continue;
      mkdirSync(path.join(webOut, app), { recursive: true });
      copyFileSync(source, path.join(webOut, app, file));
    }
    built.push(app);
  }
  return built;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const built = await buildWeb({ force: process.argv.includes('--force') });
  process.stderr.write(built.length ? `web: built ${built.join(', ')} into ${path.relative(ROOT, WEB_OUT)}\n` : 'web: up to date\n');
}
