import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PACKAGE_ROOT } from '../../src/config/package-root.js';

/** Builds dist/ when it is missing or stale (the same check `npm start` makes); minutes on a cold machine. */
export function ensureBuilt(): void {
  execFileSync(process.execPath, [path.join(PACKAGE_ROOT, 'scripts/ensure-built.mjs')], {
    cwd: PACKAGE_ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

export interface CompiledProcess {
  child: ChildProcess;
  /** Everything written to stdout and stderr so far. */
  output(): string;
  /** Resolves with the first match of `pattern` in the output (rejects when the process exits first). */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<RegExpMatchArray>;
  /** The exit code once the process ends by itself. */
  exited(): Promise<number | null>;
  /** SIGTERM, then the exit code. */
  stop(): Promise<number | null>;
}

/** Environment of a compiled process on the test run's embedded store, in a database of its own. */
export function testProcessEnv(env: Record<string, string> = {}): Record<string, string> {
  const dataDir = process.env.PLUGBOARD_TEST_DATA_DIR;
  if (!dataDir) throw new Error('root hooks did not run: PLUGBOARD_TEST_DATA_DIR is unset');
  return {
    PATH: process.env.PATH ?? '',
    PORT: '0',
    HOST: '127.0.0.1',
    PLUGBOARD_DATA_DIR: dataDir,
    MONGODB_DB: `t_${randomBytes(6).toString('hex')}`,
    LOG_LEVEL: 'warn',
    ...(process.env.MONGODB_URI ? { MONGODB_URI: process.env.MONGODB_URI } : {}),
    ...env,
  };
}

/** The URI of the run's embedded store (written by the process that started it), to look into a process's database. */
export function embeddedStoreUri(): string {
  const dataDir = process.env.PLUGBOARD_TEST_DATA_DIR;
  if (process.env.MONGODB_URI) return process.env.MONGODB_URI;
  if (!dataDir) throw new Error('root hooks did not run: PLUGBOARD_TEST_DATA_DIR is unset');
  return (JSON.parse(readFileSync(path.join(dataDir, 'embedded-mongo.json'), 'utf8')) as { uri: string }).uri;
}

/** Runs `node <script> <args>` from dist/ with exactly `env` (nothing inherited), in a neutral working directory. */
export function runCompiled(script: string, args: string[], env: Record<string, string>): CompiledProcess {
  const child = spawn(process.execPath, [path.join(PACKAGE_ROOT, 'dist', script), ...args], {
    cwd: path.join(PACKAGE_ROOT, 'test'),
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const listeners = new Set<() => void>();
  const onData = (chunk: Buffer) => {
    out += chunk.toString('utf8');
    for (const l of listeners) l();
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      resolve(code);
    }),
  );
  return {
    child,
    output: () => out,
    waitFor(pattern, timeoutMs = 60_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const m = pattern.exec(out);
          if (m) {
            done();
            resolve(m);
          }
        };
        const timer = setTimeout(() => {
          done();
          reject(new Error(`timed out waiting for ${String(pattern)}; output:\n${out}`));
        }, timeoutMs);
        const onExit = (code: number | null) => {
          done();
          reject(new Error(`process exited (${String(code)}) before ${String(pattern)}; output:\n${out}`));
        };
        const done = () => {
          clearTimeout(timer);
          listeners.delete(check);
          child.off('exit', onExit);
        };
        listeners.add(check);
        child.once('exit', onExit);
        check();
      });
    },
    exited: () => exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}
