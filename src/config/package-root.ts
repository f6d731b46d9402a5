import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The folder holding package.json, openapi.yaml, connectors/ and tools/. Found by walking up from this module,
 * so the same code works from `src/` (tsx: tests, scripts) and from the compiled `dist/` (`npm start`, the
 * `plugboard` command), whatever the process's working directory.
 */
export const PACKAGE_ROOT = findPackageRoot(path.dirname(fileURLToPath(import.meta.url)));

function findPackageRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json')) && existsSync(path.join(dir, 'openapi.yaml'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no package root (package.json beside openapi.yaml) above ${from}`);
  }
}

/** The API contract every request is routed and validated by. */
export const SPEC_PATH = path.join(PACKAGE_ROOT, 'openapi.yaml');
