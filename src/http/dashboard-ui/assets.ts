import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { PACKAGE_ROOT } from '../../config/package-root.js';

/** Where `scripts/build-web.ts` writes the dashboard bundle. */
const DIR = path.join(PACKAGE_ROOT, 'dist', 'web', 'dashboard');
const cache = new Map<string, { mtimeMs: number; body: string }>();

/** A built file of the dashboard, or undefined when the bundle has not been built. Re-read when rebuilt. */
export async function dashboardAsset(name: 'main.js' | 'main.css'): Promise<string | undefined> {
  const file = path.join(DIR, name);
  const info = await stat(file).catch(() => undefined);
  if (!info) return undefined;
  const hit = cache.get(name);
  if (hit?.mtimeMs === info.mtimeMs) return hit.body;
  const body = await readFile(file, 'utf8');
  cache.set(name, { mtimeMs: info.mtimeMs, body });
  return body;
}
