/**
 * `npm run build`: compiles src/ to dist/ with tsconfig.build.json (tsc emit, source maps), copies the JSON
 * files src/ loads at run time, bundles the browser apps (scripts/build-web.ts -> dist/web/), and writes
 * dist/.build-stamp last, so an interrupted build is seen as stale by scripts/ensure-built.mjs.
 *
 * PLUGBOARD_BUILD_OUT_DIR writes the same tree elsewhere: scripts/ensure-built.mjs builds into a temporary folder
 * under its lock and swaps it in, so a process starting beside a build never reads a half-written dist/.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, cpSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildWeb } from './build-web.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SRC = path.join(ROOT, 'src');
const DIST = process.env.PLUGBOARD_BUILD_OUT_DIR ? path.resolve(process.env.PLUGBOARD_BUILD_OUT_DIR) : path.join(ROOT, 'dist');
const BUILD_STAMP = path.join(DIST, '.build-stamp');

function jsonFilesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.json'))
    .map((e) => path.join(e.parentPath, e.name));
}

async function main(): Promise<void> {
  const started = Date.now();
  // Whole tree: a source file removed since the last build must not leave its compiled twin behind.
  rmSync(DIST, { recursive: true, force: true });
  execFileSync(
    process.execPath,
    [path.join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', path.join(ROOT, 'tsconfig.build.json'), '--outDir', DIST],
    { stdio: 'inherit' },
  );
  for (const file of jsonFilesUnder(SRC)) {
    const target = path.join(DIST, path.relative(SRC, file));
    mkdirSync(path.dirname(target), { recursive: true });
    cpSync(file, target);
  }
  chmodSync(path.join(DIST, 'cli/plugboard.js'), 0o755); // the package.json `bin`
  await buildWeb({ force: true, outDir: path.join(DIST, 'web') });
  writeFileSync(BUILD_STAMP, `${new Date().toISOString()}\n`);
  process.stderr.write(`build: ${path.relative(ROOT, DIST)}/ ready in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
}

await main();
