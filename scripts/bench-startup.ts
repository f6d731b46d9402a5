/**
 * `npm run bench:startup [-- --runs N]`: time from launch to the first 200 from GET /healthz, for
 *   - baseline: `node -e` starting a bare http server (what any Node process pays);
 *   - gateway, store running: the compiled gateway (`node dist/cli/plugboard.js serve`) reusing a running
 *     embedded store (how a restart behaves next to another process, and close to a MongoDB deployment);
 *   - gateway, own store: the gateway starting and stopping its own embedded store (what `npm start` does).
 * Prints median, min and max per target and the gateway's median over the baseline's. The machine is shared and
 * noisy: compare ratios from one run, not figures across runs.
 */
import { spawn, execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { PACKAGE_ROOT } from '../src/config/package-root.js';
import { startEmbeddedServer } from '../src/embedded-store/launcher.js';

const runs = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 5;
const CLI = path.join(PACKAGE_ROOT, 'dist', 'cli', 'plugboard.js');

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = http.createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => {
        resolve(port);
      });
    });
  });
}

function healthy(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path: '/healthz', timeout: 500 }, (res) => {
      res.resume();
      resolve(res.statusCode === 200);
    });
    req.on('error', () => {
      resolve(false);
    });
    req.on('timeout', () => req.destroy());
  });
}

/** Launches `args`, polls /healthz every 5 ms, returns the milliseconds to the first 200, then stops the process. */
async function timeToHealthy(args: string[], env: Record<string, string>): Promise<number> {
  const port = await freePort();
  const started = process.hrtime.bigint();
  const child = spawn(process.execPath, args, { env: { PATH: process.env.PATH ?? '', ...env, PORT: String(port) }, stdio: 'ignore' });
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      resolve();
    }),
  );
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode}`);
      if (await healthy(port)) return Number(process.hrtime.bigint() - started) / 1e6;
      if (Number(process.hrtime.bigint() - started) > 120e9) throw new Error('not healthy after 120 s');
      await new Promise((r) => setTimeout(r, 5));
    }
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

function stats(ms: number[]): { median: number; min: number; max: number } {
  const s = [...ms].sort((a, b) => a - b);
  return { median: s[Math.floor(s.length / 2)]!, min: s[0]!, max: s[s.length - 1]! };
}

const BASELINE = `require('http').createServer((q, s) => s.end('ok')).listen(+process.env.PORT, '127.0.0.1')`;

async function main(): Promise<void> {
  execFileSync(process.execPath, [path.join(PACKAGE_ROOT, 'scripts/ensure-built.mjs')], { stdio: 'inherit' });
  const shared = mkdtempSync(path.join(os.tmpdir(), 'plugboard-bench-startup-'));
  const own = mkdtempSync(path.join(os.tmpdir(), 'plugboard-bench-startup-own-'));
  const store = await startEmbeddedServer({ dataDir: shared });
  const env = (dataDir: string) => ({ PLUGBOARD_DATA_DIR: dataDir, LOG_LEVEL: 'warn', MONGODB_DB: 'bench_startup' });
  const targets: [string, () => Promise<number>][] = [
    ['baseline: node -e http server', () => timeToHealthy(['-e', BASELINE], {})],
    ['gateway, store running', () => timeToHealthy([CLI, 'serve'], env(shared))],
    ['gateway, own store', () => timeToHealthy([CLI, 'serve'], env(own))],
  ];
  const results = new Map<string, number[]>(targets.map(([name]) => [name, []]));
  try {
    await targets[2]![1](); // first start of the own store creates its files: not a warm start
    // Interleaved, so a burst of load from other processes on the machine hits every target alike.
    for (let i = 0; i < runs; i++) for (const [name, run] of targets) results.get(name)!.push(await run());
  } finally {
    await store.stop();
    rmSync(shared, { recursive: true, force: true });
    rmSync(own, { recursive: true, force: true });
  }
  const base = stats(results.get(targets[0]![0])!).median;
  console.log(`time from launch to the first 200 on GET /healthz, ${runs} runs each (ms)`);
  console.log('target'.padEnd(34) + 'median'.padStart(8) + 'min'.padStart(8) + 'max'.padStart(8) + '  x baseline');
  for (const [name, ms] of results) {
    const s = stats(ms);
    console.log(
      name.padEnd(34) +
        s.median.toFixed(0).padStart(8) +
        s.min.toFixed(0).padStart(8) +
        s.max.toFixed(0).padStart(8) +
        `  ${(s.median / base).toFixed(1)}`,
    );
  }
  console.log(
    `load average: ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} on ${os.cpus().length} CPUs`,
  );
}

await main();
