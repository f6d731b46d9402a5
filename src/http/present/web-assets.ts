import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { PACKAGE_ROOT } from '../../config/package-root.js';
import { PlugboardError } from '../../errors/plugboard-error.js';

/** Where scripts/build-web.ts writes the bundles of web/<app>/. */
const WEB_DIST = path.join(PACKAGE_ROOT, 'dist', 'web');
const cache = new Map<string, { mtimeMs: number; body: string }>();

/**
 * A built browser file (`dist/web/<app>/<file>`), or undefined when it is not built; re-read when the build rewrites
 * it. The one reader of served browser files (connect modal, SDK, dashboard).
 */
export async function readWebAsset(app: string, file: string): Promise<string | undefined> {
  const full = path.join(WEB_DIST, app, file);
  const info = await stat(full).catch(() => null);
  if (!info) return undefined;
  const hit = cache.get(full);
  if (hit?.mtimeMs === info.mtimeMs) return hit.body;
  const body = await readFile(full, 'utf8');
  cache.set(full, { mtimeMs: info.mtimeMs, body });
  return body;
}

/**
 * A built browser file that must be there. Missing: 500 saying how to build (`npm start` and `npm test` build web/
 * first; a bare `tsx src/main.ts` does not).
 */
export async function webAsset(app: string, file: string): Promise<string> {
  const body = await readWebAsset(app, file);
  if (body === undefined) {
    throw new PlugboardError('INTERNAL_ERROR', `The browser bundle ${app}/${file} is not built: run npm run build:web`, {
      details: { file: `dist/web/${app}/${file}` },
    });
  }
  return body;
}
