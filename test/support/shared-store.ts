import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { PACKAGE_ROOT } from '../../src/config/package-root.js';

/**
 * The multi-process test store: mongo-java-server (tools/mongo-java-server, built by `npm run setup`) on a loopback
 * port, in memory. Unlike the embedded FerretDB it is atomic across connections, so several gateway processes can
 * share it the way they share a MongoDB replica set in production.
 */
export interface SharedStore {
  uri: string;
  stop(): Promise<void>;
}

const TOOL_DIR = path.join(PACKAGE_ROOT, 'tools', 'mongo-java-server');

export async function startSharedStore(): Promise<SharedStore> {
  // Built by `npm run setup`; built here too so one test file can run on its own (a no-op when up to date).
  const build = spawnSync('bash', [path.join(TOOL_DIR, 'build.sh')], { stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' });
  if (build.status !== 0 || !existsSync(path.join(TOOL_DIR, 'target', 'lib')))
    throw new Error(`shared store: build failed (exit ${build.status}): ${build.stderr}`);
  const classpath = [path.join(TOOL_DIR, 'target', 'classes'), path.join(TOOL_DIR, 'target', 'lib', '*')].join(':');
  const child = spawn('java', ['-Xmx1g', '-cp', classpath, 'dev.plugboard.store.Main', '--listen', '127.0.0.1:0'], {
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (c: string) => (stderr = (stderr + c).slice(-4_000)));
  const uri = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new Error(`shared store: not ready after 30 s. ${stderr}`));
    }, 30_000);
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (c: string) => {
      out += c;
      const m = /READY (mongodb:\/\/\S+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]!);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`shared store: exited during start-up (code ${code}). ${stderr}`));
    });
  });
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      resolve();
    }),
  );
  return {
    uri,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
