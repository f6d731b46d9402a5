/**
 * Child process of launcher.test.ts, on the data dir given as the first argument:
 * - `start`: starts (or reuses) the embedded store, prints `{"uri","owned"}` on one line, then keeps running until
 *   its stdin closes, and stops the server if it owns it.
 * - `hold-lock`: takes the launcher's start lock, prints `LOCKED`, and keeps it until killed.
 */
import path from 'node:path';
import { startEmbeddedServer } from '../../src/embedded-store/launcher.js';
import { lockStart } from '../../src/embedded-store/start-lock.js';

const [dataDir, mode] = process.argv.slice(2) as [string, 'start' | 'hold-lock'];

const stdinClosed = new Promise<void>((resolve) => {
  process.stdin.on('end', resolve).on('close', resolve).resume();
});

if (mode === 'hold-lock') {
  await lockStart(path.join(dataDir, 'embedded-mongo.json'));
  process.stdout.write('LOCKED\n');
  setInterval(() => {}, 60_000); // hold the lock (proper-lockfile keeps refreshing it) until SIGKILL
} else {
  const server = await startEmbeddedServer({ dataDir });
  process.stdout.write(`${JSON.stringify({ uri: server.uri, owned: server.owned })}\n`);
  await stdinClosed;
  await server.stop();
}
