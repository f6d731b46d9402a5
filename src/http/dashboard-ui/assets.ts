import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where `scripts/build-web.ts` writes the dashboard bundle: `<repo>/dist/web/dashboard/` (found from here upward). */
function bundleDir(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const candidate = path.join(dir, 'dist', 'web', 'dashboard');
    if (existsSync(path.join(dir, 'package.json'))) return candidate;
    dir = path.dirname(dir);
  }
  return path.resolve('dist', 'web', 'dashboard');
}

const DIR = bundleDir();
const cache = new Map<string, { mtimeMs: number; body: string }>();

/** A built file of the dashboard, or undefined when the bundle has not been built. Re-read when rebuilt. */
export async function dashboardAsset(name: 'main.js' | 'main.css'): Promise<string | undefined> {
  const file = path.join(DIR, name);
  const info = await stat(file).catch(() => undefined);
  if (!info) return undefined;
  const hit = cache.get(name);
  if (hit && hit.mtimeMs === info.mtimeMs) return hit.body;
  const body = await readFile(file, 'utf8');
  cache.set(name, { mtimeMs: info.mtimeMs, body });
  return body;
}
