import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { mkdir, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { PACKAGE_ROOT } from '../config/package-root.js';

/**
 * The embedded store: FerretDB v1.24.2 (SQLite backend) run by `tools/embedded-mongo` on 127.0.0.1, data in
 * `<dataDir>/ferretdb/`. FerretDB's updates are NOT atomic across connections (a findOneAndUpdate is a read
 * then a write), so the embedded mode is ONE process using ONE connection: clients must set `maxPoolSize: 1`
 * (and `directConnection: true`). Other processes on the same dataDir (admin CLI) reuse the running server
 * through the state file instead of opening the SQLite files a second time. See tools/embedded-mongo/README.md
 * for what FerretDB does not support.
 */
export interface EmbeddedServer {
  /** `mongodb://127.0.0.1:PORT/`; the caller picks the database name and the driver options. */
  readonly uri: string;
  /** true when this process started the server (and stop() stops it); false when it reuses another's. */
  readonly owned: boolean;
  stop(): Promise<void>;
}

export interface EmbeddedServerLogger {
  info(o: object, msg?: string): void;
  warn(o: object, msg?: string): void;
}

interface StateFile {
  pid: number;
  port: number;
  uri: string;
  startedAt: string;
}

const ROOT = PACKAGE_ROOT;
const BINARY = path.join(ROOT, '.bin', 'embedded-mongo');
const SOURCES = ['main.go', 'go.mod', 'go.sum'].map((f) => path.join(ROOT, 'tools', 'embedded-mongo', f));
const BUILD_SCRIPT = path.join(ROOT, 'tools', 'embedded-mongo', 'build.sh');

const READY_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 10_000;
/** Waiting for another process's lock may include its first build of the binary (minutes). */
const LOCK_WAIT_MS = 15 * 60_000;
const LOCK_STALE_MS = 20 * 60_000;

export async function startEmbeddedServer(opts: { dataDir: string; logger?: EmbeddedServerLogger }): Promise<EmbeddedServer> {
  const dataDir = path.resolve(opts.dataDir);
  const dbDir = path.join(dataDir, 'ferretdb');
  const statePath = path.join(dataDir, 'embedded-mongo.json');
  await mkdir(dbDir, { recursive: true });

  const reused = await reuseRunning(statePath);
  if (reused) return reused;

  const release = await acquireLock(path.join(dataDir, 'embedded-mongo.lock'));
  try {
    // Another process may have started the server while we waited for the lock.
    const reusedAfterLock = await reuseRunning(statePath);
    if (reusedAfterLock) return reusedAfterLock;
    await ensureBinary(opts.logger);
    return await launch(dbDir, statePath, opts.logger);
  } finally {
    await release();
  }
}

async function reuseRunning(statePath: string): Promise<EmbeddedServer | undefined> {
  const state = await readState(statePath);
  if (!state || !isAlive(state.pid) || !(await ping(state.uri, 2_000))) return undefined;
  return { uri: state.uri, owned: false, stop: async () => {} };
}

async function readState(statePath: string): Promise<StateFile | undefined> {
  try {
    const s = JSON.parse(await readFile(statePath, 'utf8')) as Partial<StateFile>;
    if (typeof s.pid === 'number' && typeof s.port === 'number' && typeof s.uri === 'string') return s as StateFile;
  } catch {
    // missing or half-written: treat as no server
  }
  return undefined;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function ping(uri: string, timeoutMs: number): Promise<boolean> {
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

/** Exclusive lock file holding the owner's pid; a lock whose pid is dead (or that is very old) is stale. */
async function acquireLock(lockPath: string): Promise<() => Promise<void>> {
  const deadline = Date.now() + LOCK_WAIT_MS;
  for (;;) {
    try {
      const fh = await open(lockPath, 'wx');
      await fh.writeFile(JSON.stringify({ pid: process.pid, at: new Date().toISOString() }));
      await fh.close();
      return () => rm(lockPath, { force: true });
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    }
    if (await isStaleLock(lockPath)) {
      await rm(lockPath, { force: true });
      continue;
    }
    if (Date.now() > deadline) throw new Error(`embedded store: timed out waiting for lock ${lockPath}`);
    await sleep(200);
  }
}

async function isStaleLock(lockPath: string): Promise<boolean> {
  let text: string;
  let ageMs: number;
  try {
    [text, ageMs] = await Promise.all([readFile(lockPath, 'utf8'), stat(lockPath).then((s) => Date.now() - s.mtimeMs)]);
  } catch {
    return false; // released meanwhile: retry the open
  }
  if (ageMs > LOCK_STALE_MS) return true;
  let pid: unknown;
  try {
    pid = (JSON.parse(text) as { pid?: unknown }).pid;
  } catch {
    return ageMs > 5_000; // still being written if young, otherwise its writer died mid-write
  }
  return typeof pid !== 'number' || !isAlive(pid);
}

function binaryIsFresh(): boolean {
  if (!existsSync(BINARY)) return false;
  const built = statSync(BINARY).mtimeMs;
  return SOURCES.every((f) => !existsSync(f) || statSync(f).mtimeMs < built);
}

/** Builds .bin/embedded-mongo with Go on first use (fresh clone) or after the launcher sources changed. */
async function ensureBinary(logger?: EmbeddedServerLogger): Promise<void> {
  if (binaryIsFresh()) return;
  logger?.info({ binary: BINARY }, 'building the embedded store (FerretDB) with Go; the first build takes minutes');
  const tail: string[] = [];
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn('bash', [BUILD_SCRIPT], { stdio: ['ignore', 'ignore', 'pipe'] });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      process.stderr.write(chunk);
      pushTail(tail, chunk);
    });
    child.on('error', reject);
    child.on('close', resolve);
  });
  if (code === 0 && existsSync(BINARY)) return;
  if (existsSync(BINARY)) {
    logger?.warn({ code }, 'could not rebuild the embedded store; using the existing binary');
    return;
  }
  const hint = code === 127 ? 'Go is not installed (or not on PATH): install Go >= 1.24, or set MONGODB_URI. ' : '';
  throw new Error(`embedded store: build of ${BINARY} failed (exit ${code}). ${hint}${tail.join('').trim()}`);
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

async function launch(dbDir: string, statePath: string, logger?: EmbeddedServerLogger): Promise<EmbeddedServer> {
  let lastError: Error | undefined;
  // The port is free when picked but could be taken before FerretDB binds it: retry on a new one.
  for (let attempt = 0; attempt < 3; attempt++) {
    const port = await freePort();
    try {
      return await spawnServer(port, dbDir, statePath, logger);
    } catch (e) {
      lastError = e as Error;
      if (!/address already in use/i.test(lastError.message)) throw lastError;
    }
  }
  throw lastError!;
}

async function spawnServer(port: number, dbDir: string, statePath: string, logger?: EmbeddedServerLogger): Promise<EmbeddedServer> {
  const uri = `mongodb://127.0.0.1:${port}/`;
  // stdin stays an open pipe we never write: the server exits on its EOF, i.e. when this process dies.
  // detached: a terminal's Ctrl-C must reach us, not the server, so we can close clients before stop().
  const child = spawn(BINARY, ['--listen', `127.0.0.1:${port}`, '--data', dbDir], {
    stdio: ['pipe', 'pipe', 'pipe'],
    detached: true,
  });
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
        reject(failure(`could not start ${BINARY}: ${e.message}`));
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
  await writeFile(`${statePath}.tmp`, JSON.stringify(state, null, 2));
  await rename(`${statePath}.tmp`, statePath);
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
        const current = await readState(statePath);
        if (current?.pid === state.pid) await rm(statePath, { force: true });
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
