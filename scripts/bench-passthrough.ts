/**
 * Passthrough overhead, measured in one run on loopback: the same request sent directly to a local fake tool,
 * through the gateway's POST /api/passthrough, and through a minimal Node proxy doing the same job (the floor:
 * scripts/bench/floor-proxy.ts), at several concurrency levels, alternating rounds so all see the same machine
 * noise. Prints p50/p99 latency and throughput, and the CPU per request of the gateway and of the floor (each
 * measured from /proc for its own process) with their ratio.
 *
 *   npm run bench:passthrough            (BENCH_REQUESTS=3000 BENCH_ROUNDS=3 BENCH_CONCURRENCY=1,8,32 to tune;
 *                                         BENCH_TOOL_DELAY_MS=20 makes the fake tool answer like a real API;
 *                                         BENCH_WARMUP=500 requests to each side at 8 concurrent before measuring;
 *                                         BENCH_CPU_PROF=<dir> writes the gateway's CPU profile to <dir>, the stack floor's to <dir>/stack,
 *                                         sampled every BENCH_CPU_PROF_INTERVAL=100 µs)
 *
 * Targets: the gateway adds < 1 ms at p50; >= 60% of direct throughput at 32 concurrent requests (issue 3); the
 * gateway's CPU per request at most 3x the floor's at 32 concurrent requests (issue 11).
 * Processes: fake tool, the compiled gateway (embedded store, one connection pool), the two floors, this load
 * generator.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import { median, runLoad, type LoadResult, type RequestSpec } from './bench/load.js';
import { adminConnection, plugboardAdmin, type AdminProject } from './bench/plugboard-admin.js';
import { children, cpuSeconds, descendants, startChild } from './bench/processes.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const total = Number(process.env.BENCH_REQUESTS ?? 3000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const levels = (process.env.BENCH_CONCURRENCY ?? '1,8,32').split(',').map(Number);
const warmup = Number(process.env.BENCH_WARMUP ?? 500);

const fmt = (n: number, d = 2) => n.toFixed(d).padStart(9);

async function main() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'plugboard-bench-'));
  try {
    const tool = await startChild(['scripts/bench/fake-tool.ts'], process.env, /PORT (\d+)/);
    const toolUrl = `http://127.0.0.1:${tool.match[1]}`;
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PLUGBOARD_DATA_DIR: dataDir,
      PLUGBOARD_CONNECTOR_HOSTS: JSON.stringify({ hubspot: { api: toolUrl } }),
      PLUGBOARD_JOBS: 'false',
      LOG_LEVEL: 'warn',
      PORT: '0',
      // The per-environment rate limit stays on (each request is still counted in the store), set above what the
      // load generator sends: at the default 6,000 a minute most of a run would be cheap 429 answers.
      PLUGBOARD_RATE_LIMIT_PER_MINUTE: process.env.PLUGBOARD_RATE_LIMIT_PER_MINUTE ?? '10000000',
    };
    delete env.MONGODB_URI;
    const project = await plugboardAdmin<AdminProject>(['projects', 'create', '--name', 'bench'], env, 'source');
    const dev = project.environments.find((e) => e.name === 'development')!;
    const conn = await adminConnection(
      project.projectId,
      {
        integration: 'hubspot',
        authMethod: process.env.BENCH_AUTH_METHOD ?? 'private_app',
        credentials: { type: 'bearer', token: 'bench-token' },
      },
      env,
      'source',
    );
    // BENCH_CPU_PROF=<dir>: the gateway writes a V8 CPU profile there when it stops (open it in Chrome DevTools).
    const prof = process.env.BENCH_CPU_PROF;
    // Sampling interval in µs (V8's default is 1,000: too coarse to tell apart pieces of a few µs per request).
    const profInterval = Number(process.env.BENCH_CPU_PROF_INTERVAL ?? 100);
    // The compiled gateway, as `npm start` runs it (dist/ built first when stale, as npm start does).
    execFileSync(process.execPath, ['scripts/ensure-built.mjs'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
    const gw = await startChild(
      ['dist/cli/plugboard.js', 'serve'],
      env,
      /listening on (http:\/\/[^\s]+)/,
      prof ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(prof)}`, `--cpu-prof-interval=${profInterval}`] : [],
    );
    const gatewayUrl = gw.match[1]!;
    // The embedded store the gateway started (a child process that is not node): its CPU per request is the store's
    // share of a passthrough call (request and call logs, the rate-limit count).
    const storePid = descendants(gw.child.pid).find((p) => p.command !== 'node')?.pid;
    const floor = await startChild(['scripts/bench/floor-proxy.ts'], { ...process.env, BENCH_TOOL_URL: toolUrl }, /PORT (\d+)/);
    const stack = await startChild(
      ['scripts/bench/stack-floor.ts'],
      { ...process.env, BENCH_TOOL_URL: toolUrl },
      /PORT (\d+)/,
      prof ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(prof, 'stack')}`, `--cpu-prof-interval=${profInterval}`] : [],
    );

    const direct: RequestSpec = {
      url: `${toolUrl}/crm/v3/objects/contacts?limit=1`,
      method: 'GET',
      headers: { authorization: 'Bearer bench-token', accept: 'application/json' },
    };
    const body = JSON.stringify({ method: 'GET', path: '/crm/v3/objects/contacts', query: { limit: 1 } });
    const viaGateway: RequestSpec = {
      url: `${gatewayUrl}/api/passthrough`,
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(body)),
        'x-svc-api-token': dev.apiToken,
        'x-svc-access-token': conn.accessToken,
      },
      body,
    };
    const viaFloor: RequestSpec = { ...viaGateway, url: `http://127.0.0.1:${floor.match[1]}/api/passthrough` };
    const viaStack: RequestSpec = { ...viaGateway, url: `http://127.0.0.1:${stack.match[1]}/api/passthrough` };
    // Same answers first: a benchmark of proxies that pass on different answers measures nothing.
    const want: unknown = await (await fetch(direct.url, { headers: direct.headers })).json();
    for (const [name, spec] of [
      ['gateway', viaGateway],
      ['floor', viaFloor],
      ['stack', viaStack],
    ] as const) {
      const { 'content-length': _length, ...headers } = spec.headers;
      const res = await fetch(spec.url, { method: 'POST', headers, body });
      const got = (await res.json()) as { result?: { $native?: { body?: unknown } } };
      if (res.status !== 200 || !isDeepStrictEqual(got.result?.$native?.body, want)) {
        throw new Error(`${name} answered ${res.status} with other data than the tool's: ${JSON.stringify(got).slice(0, 300)}`);
      }
    }
    // Warm-up: JIT, keep-alive sockets, the gateway's first database reads. Each side gets the same number of requests.
    await runLoad(direct, 8, warmup);
    await runLoad(viaFloor, 8, warmup);
    await runLoad(viaStack, 8, warmup);
    const warm = await runLoad(viaGateway, 8, warmup);
    if (warm.errors) throw new Error(`gateway answered ${warm.errors} errors during warm-up`);

    console.log(`\nPassthrough benchmark: ${total} requests per run, ${rounds} alternating rounds, medians shown`);
    console.log(
      `machine: ${os.cpus().length} cores, node ${process.version}; fake tool delay ${process.env.BENCH_TOOL_DELAY_MS ?? 0} ms\n`,
    );
    console.log(
      'conc |  direct p50  p99 ms     req/s |  gateway p50  p99 ms     req/s | added p50 ms  thr ratio | gw CPU us/req | floor p50 ms CPU us/req | gw/floor CPU | stack CPU us/req (/floor) | gw/stack (rounds) | store CPU us/req',
    );
    for (const c of levels) {
      const d: LoadResult[] = [];
      const g: LoadResult[] = [];
      const f: LoadResult[] = [];
      const st: LoadResult[] = [];
      const cpu = { gateway: 0, floor: 0, stack: 0 };
      /** Each round's CPU seconds per process: the spread of the rounds' gw/stack ratios shows the run's noise. */
      const perRound: Record<keyof typeof cpu, number[]> = { gateway: [], floor: [], stack: [] };
      /** One load run against a process, its CPU time added to `cpu[name]`. */
      const run = async (spec: RequestSpec, pid: number | undefined, name: keyof typeof cpu) => {
        const before = cpuSeconds(pid);
        const result = await runLoad(spec, c, total);
        const used = cpuSeconds(pid) - before;
        cpu[name] += used;
        perRound[name].push(used);
        return result;
      };
      // The store's CPU while the gateway's requests run and during the next run (its batched log writes land up
      // to 2 s later), less what the store spends anyway (its rate during the direct runs, when nothing calls it).
      const store = { busyCpu: 0, busyMs: 0, idleCpu: 0, idleMs: 0 };
      const storeWhile = async <T>(kind: 'busy' | 'idle', work: () => Promise<T>): Promise<T> => {
        const [cpu0, t0] = [cpuSeconds(storePid), Date.now()];
        const result = await work();
        store[`${kind}Cpu`] += cpuSeconds(storePid) - cpu0;
        store[`${kind}Ms`] += Date.now() - t0;
        return result;
      };
      for (let r = 0; r < rounds; r++) {
        d.push(await storeWhile('idle', () => runLoad(direct, c, total)));
        await storeWhile('busy', async () => {
          g.push(await run(viaGateway, gw.child.pid, 'gateway'));
          f.push(await run(viaFloor, floor.child.pid, 'floor'));
        });
        st.push(await run(viaStack, stack.child.pid, 'stack'));
      }
      const storeUs = ((store.busyCpu - (store.busyMs * store.idleCpu) / store.idleMs) / (rounds * total)) * 1e6;
      const errs = [...g, ...d, ...f, ...st].reduce((sum, x) => sum + x.errors, 0);
      const gwUs = (cpu.gateway / (rounds * total)) * 1e6;
      const floorUs = (cpu.floor / (rounds * total)) * 1e6;
      const stackUs = (cpu.stack / (rounds * total)) * 1e6;
      const roundRatios = perRound.gateway.map((g, i) => g / perRound.stack[i]!);
      const spread = `${Math.min(...roundRatios).toFixed(2)}-${Math.max(...roundRatios).toFixed(2)}`;
      const dp50 = median(d.map((x) => x.p50));
      const gp50 = median(g.map((x) => x.p50));
      const drps = median(d.map((x) => x.rps));
      const grps = median(g.map((x) => x.rps));
      console.log(
        `${String(c).padStart(4)} | ${fmt(dp50)} ${fmt(median(d.map((x) => x.p99)))} ${fmt(drps, 0)} | ${fmt(gp50)} ${fmt(median(g.map((x) => x.p99)))} ${fmt(grps, 0)} | ${fmt(gp50 - dp50, 3)} ${fmt(grps / drps, 2)} | ${fmt(gwUs, 0)}     | ${fmt(median(f.map((x) => x.p50)))}  ${fmt(floorUs, 0)}    | ${fmt(gwUs / floorUs, 2)}    | ${fmt(stackUs, 0)} (${(stackUs / floorUs).toFixed(2)})      | ${fmt(gwUs / stackUs, 2)} ${spread.padStart(9)} | ${fmt(storeUs, 0)}${errs ? `  (${errs} errors!)` : ''}`,
      );
    }
    console.log('\nadded p50 = gateway p50 - direct p50 (target < 1 ms); thr ratio = gateway req/s / direct req/s (target >= 0.60 at 32)');
    console.log("gw CPU us/req = the gateway process's CPU time (user + system) per request during its runs (Linux /proc)");
    console.log('floor = a minimal Node proxy doing the same job (scripts/bench/floor-proxy.ts); gw/floor CPU target <= 3 at 32');
    console.log(
      `store CPU us/req = the embedded store's CPU time (pid ${storePid ?? 'not found'}) per gateway request: during the gateway's runs and the next (its batched writes), less its rate when idle (target <= 50); gw/stack target <= 1.3, (rounds) = the lowest and highest of the rounds' own ratios`,
    );
    console.log(
      'stack = the same job on the libraries the rules require, configured as the gateway does: express + express.json, openapi-backend routing and validating against openapi.yaml, got (scripts/bench/stack-floor.ts)',
    );
  } finally {
    for (const c of children) c.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 1500));
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((e: unknown) => {
  console.error(e);
  for (const c of children) c.kill('SIGTERM');
  process.exit(1);
});
