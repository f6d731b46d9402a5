import { spawn } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from '../../src/boot.js';

/** A gateway running as its own OS process (src/main.ts), for the multi-process tests. */
export interface GatewayProcess {
  url: string;
  pid: number;
  /** `pid` as the gateway names itself in job locks and delivery claims (host:pid). */
  workerId: string;
  /** The last lines it wrote to stderr (its JSON log), for failure messages. */
  logTail(): string;
  kill9(): void;
  stop(): Promise<void>;
}

export async function startGatewayProcess(env: Record<string, string>): Promise<GatewayProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'src', 'main.ts')], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let tail = '';
  child.stderr.setEncoding('utf8').on('data', (c: string) => (tail = (tail + c).slice(-8_000)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`gateway process not listening after 300 s: ${tail}`)), 300_000);
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (c: string) => {
      out += c;
      const m = /listening on (http:\/\/\S+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]!);
      }
    });
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`gateway process exited during start-up (code ${child.exitCode}): ${tail}`));
    });
  });
  const { hostname } = await import('node:os');
  return {
    url,
    pid: child.pid!,
    workerId: `${hostname()}:${child.pid}`,
    logTail: () => tail,
    kill9: () => child.kill('SIGKILL'),
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
