import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { PACKAGE_ROOT } from '../config/package-root.js';
import type { EmbeddedServerLogger } from './types.js';

/** Built by `tools/embedded-mongo/build.sh`, which only set-up runs: `npm run setup` and `npm start`'s build step. */
export const EMBEDDED_STORE_BINARY = path.join(PACKAGE_ROOT, '.bin', 'embedded-mongo');
const SOURCES = ['main.go', 'go.mod', 'go.sum'].map((f) => path.join(PACKAGE_ROOT, 'tools', 'embedded-mongo', f));

/**
 * The launcher never builds (a Go build at run time took minutes and needed Go on every machine that starts
 * the gateway): a missing binary stops the start at once with the command that builds it; a binary older than
 * its sources still runs, with a warning.
 */
export function checkBinary(binary: string, logger?: EmbeddedServerLogger): void {
  if (!existsSync(binary)) {
    throw new Error(
      `embedded store: ${binary} is missing. Run \`npm run setup\` (or \`npm start\`, whose build step builds it ` +
        'with Go >= 1.24), or set MONGODB_URI to use a MongoDB server.',
    );
  }
  if (binary !== EMBEDDED_STORE_BINARY) return;
  const builtAt = statSync(binary).mtimeMs;
  const changed = SOURCES.filter((f) => existsSync(f) && statSync(f).mtimeMs > builtAt);
  if (changed.length > 0) {
    logger?.warn({ binary, changed }, 'the embedded store binary is older than its sources; run `npm run setup` to rebuild it');
  }
}
