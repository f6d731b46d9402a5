import { chmod, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import { checkBinary, EMBEDDED_STORE_BINARY } from './binary.js';
import { launchServer, ping } from './server-process.js';
import { lockStart } from './start-lock.js';
import { isAlive, readState } from './state-file.js';
import type { EmbeddedServer, EmbeddedServerLogger } from './types.js';

export type { EmbeddedServer, EmbeddedServerLogger } from './types.js';

/**
 * The embedded store: FerretDB v1.24.2 (SQLite backend) run by `tools/embedded-mongo` on 127.0.0.1, data in
 * `<dataDir>/ferretdb/`. FerretDB's updates are NOT atomic across connections (a findOneAndUpdate is a read
 * then a write), so the embedded mode is ONE process using ONE connection: clients must set `maxPoolSize: 1`
 * (and `directConnection: true`). Other processes on the same dataDir (admin CLI, a second test run) reuse the
 * running server through the state file instead of opening the SQLite files a second time. See
 * tools/embedded-mongo/README.md for what FerretDB does not support.
 *
 * Launched by the composition root (src/composition) when MONGODB_URI is unset, and by test support and
 * benchmarks; the store layer (src/store) only connects to a URI.
 */
export async function startEmbeddedServer(opts: {
  dataDir: string;
  logger?: EmbeddedServerLogger;
  /** The FerretDB launcher; `.bin/embedded-mongo` unless a test points elsewhere. */
  binary?: string;
}): Promise<EmbeddedServer> {
  const dataDir = path.resolve(opts.dataDir);
  const dbDir = path.join(dataDir, 'ferretdb');
  const statePath = path.join(dataDir, 'embedded-mongo.json');
  const binary = opts.binary ?? EMBEDDED_STORE_BINARY;
  await privateDir(dataDir);
  await privateDir(dbDir);

  const reused = await reuseRunning(statePath);
  if (reused) return reused;

  checkBinary(binary, opts.logger);
  const release = await lockStart(statePath, opts.logger);
  try {
    // Another process may have started the server while we waited for the lock.
    const reusedAfterLock = await reuseRunning(statePath);
    if (reusedAfterLock) return reusedAfterLock;
    return await launchServer({ binary, dbDir, statePath, logger: opts.logger });
  } finally {
    await release();
  }
}

async function reuseRunning(statePath: string): Promise<EmbeddedServer | undefined> {
  const state = await readState(statePath);
  if (!state || !isAlive(state.pid) || !(await ping(state.uri, 2_000))) return undefined;
  return { uri: state.uri, owned: false, stop: async () => {} };
}

/**
 * A directory only this user can enter (0700): created so, and narrowed when an older version left it readable
 * (0755 under the usual umask), with the server's files in it (0600). The data dir holds the master key and the
 * store's files: nothing in it is for other local users.
 */
async function privateDir(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await chmod(dir, 0o700);
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.isFile()) await chmod(path.join(dir, entry.name), 0o600);
  }
}
