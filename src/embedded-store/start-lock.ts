import lockfile from 'proper-lockfile';
import type { EmbeddedServerLogger } from './types.js';

/**
 * A holder refreshes the lock's mtime every STALE_MS / 2; a lock untouched for STALE_MS belongs to a process
 * that died (or froze that long) and is taken over. proper-lockfile's default, long enough for a busy machine.
 */
const STALE_MS = 10_000;
/** Polls for about two minutes: the holder only starts a server (READY within 30 s, then a ping). */
const WAIT = { retries: 150, factor: 1.2, minTimeout: 100, maxTimeout: 1_000 };

/**
 * Serialises the start of the server of one data dir across processes (two gateways, or two test runs, starting
 * at once): the holder starts the server and writes the state file; the others wait, then reuse that server.
 * The lock is `<statePath>.lock` (a directory, created atomically by mkdir).
 */
export async function lockStart(statePath: string, logger?: EmbeddedServerLogger): Promise<() => Promise<void>> {
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(statePath, {
      realpath: false, // the state file need not exist yet
      stale: STALE_MS,
      retries: WAIT,
      // The lock only guards the start; losing it late must not crash the process (the default throws).
      onCompromised: (e) => {
        logger?.warn({ err: e.message, statePath }, 'embedded store: the start lock was compromised');
      },
    });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ELOCKED') throw e;
    throw new Error(`embedded store: another process has held the start lock ${statePath}.lock for minutes`, { cause: e });
  }
  return async () => {
    await release().catch(() => {}); // already released if it was compromised
  };
}
