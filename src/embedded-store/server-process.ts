import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { MongoClient } from 'mongodb';
import type { EmbeddedServer, EmbeddedServerLogger } from './types.js';
import { removeStateOf, writeState, type StateFile } from './state-file.js';

const READY_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 10_000;

/** Whether a MongoDB server answers `ping` at uri within timeoutMs. */
export async function ping(uri: string, timeoutMs: number): Promise<boolean> {
  const client = new MongoClient(uri, {
    directConnection: true,
    maxPoolSize: 1,
    serverSelectionTimeoutMS: timeoutMs,
    connectTimeoutMS: timeoutMs,
  });
  try {
    await client.connect();
    await client.db('admin').command({ ping: 1 });
    return true;
  } catch {
    return false;
  } finally {
    await client.close().catch(() => {});
  }
}

/** Starts the binary on a free loopback port, waits until it answers, records it in the state file. */
export async function launchServer(opts: {
  binary: string;
  dbDir: string;
  statePath: string;
  logger?: EmbeddedServerLogger;
}): Promise<EmbeddedServer> {
  let lastError: Error | undefined;
  // The port is free when picked but could be taken before FerretDB binds it: retry on a new one.
  for (let attempt = 0; attempt < 3; attempt++) {
    const port = await freePort();
    try {
      return await spawnServer(port, opts);
    } catch (e) {
      lastError = e as Error;
      if (!/address already in use/i.test(lastError.message)) throw lastError;
    }
  }
  throw lastError!;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => {
        resolve(port);
      });
    });
  });
}

// eslint-disable-next-line max-lines-per-function -- spawn, readiness wait and exit handling of one child process share its handles; each step commented
async function spawnServer(
  port: number,
  opts: { binary: string; dbDir: string; statePath: string; logger?: EmbeddedServerLogger },
): Promise<EmbeddedServer> {
  const { binary, dbDir, statePath, logger } = opts;
  const uri = `mongodb://127.0.0.1:${port}/`;
  // stdin stays an open pipe we never write: the server exits on its EOF, i.e. when this process dies.
  // detached: a terminal's Ctrl-C must reach us, not the server, so we can close clients before stop().
  // The server's files (the SQLite databases: every stored record) are for this user only: the child inherits
  // the umask in force while it is spawned (spawn forks synchronously), so it is narrowed for that moment only.
  const umask = process.umask(0o077);
  let child;
  try {
    child = spawn(binary, ['--listen', `127.0.0.1:${port}`, '--data', dbDir], {
      stdio: ['pipe', 'pipe', 'pipe'],
      detached: true,
    });
  } finally {
    process.umask(umask);
  }
  const tail: string[] = [];
  child.stderr.setEncoding('utf8').on('data', (c: string) => {
    pushTail(tail, c);
  });
  let exited = false as boolean; // set by the exit listener
  const exitedPromise = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exited = true;
      resolve();
    }),
  );
  const failure = (why: string) => new Error(`embedded store: ${why}. Server stderr: ${tail.join('').trim() || '(empty)'}`);

  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        reject(failure(`not ready after ${READY_TIMEOUT_MS} ms`));
      }, READY_TIMEOUT_MS);
      let out = '';
      child.stdout.setEncoding('utf8').on('data', (c: string) => {
        out += c;
        if (out.includes('READY ')) {
          clearTimeout(timer);
          resolve();
        }
      });
      child.once('error', (e) => {
        clearTimeout(timer);
        reject(failure(`could not start ${binary}: ${e.message}`));
      });
      void exitedPromise.then(() => {
        clearTimeout(timer);
        // let the last stderr chunk arrive before reporting
        setTimeout(() => {
          reject(failure(`exited during startup (code ${child.exitCode})`));
        }, 50);
      });
    });
    const deadline = Date.now() + READY_TIMEOUT_MS;
    while (!(await ping(uri, 1_000))) {
      if (exited) throw failure(`exited during startup (code ${child.exitCode})`);
      if (Date.now() > deadline) throw failure(`no ping answer after ${READY_TIMEOUT_MS} ms`);
      await sleep(100);
    }
  } catch (e) {
    if (!exited) child.kill('SIGKILL');
    throw e;
  }

  const state: StateFile = { pid: child.pid!, port, uri, startedAt: new Date().toISOString() };
  await writeState(statePath, state);
  logger?.info({ pid: state.pid, port, dataDir: dbDir }, 'embedded store (FerretDB) started');

  // Do not keep the event loop alive for the server: a process that ends without stop() closes stdin
  // and the server follows it.
  unrefChild(child);

  let stopping: Promise<void> | undefined;
  return {
    uri,
    owned: true,
    stop() {
      stopping ??= (async () => {
        if (!exited) {
          child.ref(); // keep this process alive until the server has exited
          child.kill('SIGTERM');
          const killTimer = setTimeout(() => {
            logger?.warn({ pid: state.pid }, 'embedded store did not stop on SIGTERM; killing it');
            child.kill('SIGKILL');
          }, STOP_TIMEOUT_MS);
          await exitedPromise;
          clearTimeout(killTimer);
        }
        await removeStateOf(statePath, state.pid);
        logger?.info({ pid: state.pid }, 'embedded store stopped');
      })();
      return stopping;
    },
  };
}

function unrefChild(child: ChildProcess): void {
  child.unref();
  for (const s of [child.stdin, child.stdout, child.stderr]) (s as unknown as net.Socket | null)?.unref();
}

function pushTail(tail: string[], chunk: string): void {
  tail.push(chunk);
  while (tail.length > 1 && tail.join('').length > 4_000) tail.shift();
}

function sleep(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms));
}
