import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { EMBEDDED_STORE_BINARY } from '../../src/embedded-store/binary.js';
import { ping } from '../../src/embedded-store/server-process.js';
import { writeState } from '../../src/embedded-store/state-file.js';
import { freePort } from './connect-gateway.js';

/**
 * The embedded store (FerretDB, SQLite files under `<dataDir>/ferretdb`) as a process a test can kill (SIGKILL, like
 * a crash or an OOM kill) and start again on the same port and data, the way an orchestrator restarts it. It
 * writes the data dir's state file, so a gateway booted on that data dir (MONGODB_URI unset) uses it as its
 * embedded store, with the embedded mode's one-connection pool.
 */
export interface KillableStore {
  uri: string;
  dataDir: string;
  /** The SQLite files' folder (a test may mount a small filesystem there before start). */
  dbDir: string;
  kill9(): void;
  /** Starts it again on the same port and data; resolves once it answers ping. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

export async function startKillableStore(dataDir: string): Promise<KillableStore> {
  const dbDir = path.join(dataDir, 'ferretdb');
  await mkdir(dbDir, { recursive: true });
  const port = await freePort();
  const uri = `mongodb://127.0.0.1:${port}/`;
  let child: ChildProcess | undefined;
  const launch = async () => {
    const proc = spawn(EMBEDDED_STORE_BINARY, ['--listen', `127.0.0.1:${port}`, '--data', dbDir], { stdio: ['pipe', 'ignore', 'pipe'] });
    let stderr = '';
    proc.stderr.setEncoding('utf8').on('data', (c: string) => (stderr = (stderr + c).slice(-2_000)));
    child = proc;
    const deadline = Date.now() + 30_000;
    while (!(await ping(uri, 500))) {
      if (proc.exitCode !== null || Date.now() > deadline) throw new Error(`killable store: not up (exit ${proc.exitCode}): ${stderr}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    await writeState(path.join(dataDir, 'embedded-mongo.json'), { pid: proc.pid!, port, uri, startedAt: new Date().toISOString() });
  };
  const stop = async () => {
    const c = child;
    if (c?.exitCode !== null || c.signalCode !== null) return; // never started, or already gone
    const exited = new Promise((r) => c.once('exit', r));
    c.kill('SIGTERM');
    await exited;
  };
  await launch();
  return {
    uri,
    dataDir,
    dbDir,
    kill9: () => child?.kill('SIGKILL'),
    restart: launch,
    stop,
  };
}
