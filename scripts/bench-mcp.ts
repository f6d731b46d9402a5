/**
 * The cost of an agent tool call over the same REST call, measured in one run on loopback: the unified contacts
 * list of one HubSpot connection (a local fake tool) as `POST /api/unifications/crm/contacts/list`, as an MCP
 * `tools/call` of `hubspot_crm_contact_list` on `POST /mcp` (a stateless server and transport built per request,
 * JSON answer), and as `POST /api/tools/call`, in alternating rounds so all see the same machine noise. Prints
 * p50/p99 latency, throughput and the gateway's CPU per request (from /proc) for each, and the ratios over REST.
 *
 *   npm run bench:mcp     (BENCH_REQUESTS=2000 BENCH_ROUNDS=3 BENCH_CONCURRENCY=1,16 to tune;
 *                          BENCH_CPU_PROF=<dir> writes the gateway's CPU profile to <dir>)
 *
 * Target: an MCP tool call costs at most 1.3x the REST call's gateway CPU (issue 24).
 * Processes: fake tool, the compiled gateway (embedded store), this load generator.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { median, runLoad, type LoadResult, type RequestSpec } from './bench/load.js';
import { adminConnection, plugboardAdmin, type AdminProject } from './bench/plugboard-admin.js';
import { children, cpuSeconds, startChild } from './bench/processes.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const total = Number(process.env.BENCH_REQUESTS ?? 2000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const levels = (process.env.BENCH_CONCURRENCY ?? '1,16').split(',').map(Number);

const fmt = (n: number, d = 2) => n.toFixed(d).padStart(8);

/** One request, its status and body (to check each surface answers the same records before measuring). */
function once(spec: RequestSpec): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const url = new URL(spec.url);
    const req = http.request(
      { host: url.hostname, port: url.port, path: url.pathname, method: spec.method, headers: spec.headers },
      (res) => {
        let body = '';
        res.on('data', (d: Buffer) => (body += d.toString()));
        res.on('end', () => {
          resolve({ status: res.statusCode ?? 0, body });
        });
      },
    );
    req.on('error', reject);
    req.end(spec.body);
  });
}

const jsonPost = (url: string, headers: Record<string, string>, payload: unknown): RequestSpec => {
  const body = JSON.stringify(payload);
  return {
    url,
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)), ...headers },
    body,
  };
};

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
      // The per-environment rate limit stays on, above what the load generator sends.
      PLUGBOARD_RATE_LIMIT_PER_MINUTE: process.env.PLUGBOARD_RATE_LIMIT_PER_MINUTE ?? '10000000',
    };
    delete env.MONGODB_URI;
    const project = await plugboardAdmin<AdminProject>(['projects', 'create', '--name', 'bench'], env, 'source');
    const dev = project.environments.find((e) => e.name === 'development')!;
    const conn = await adminConnection(
      project.projectId,
      { integration: 'hubspot', authMethod: 'private_app', credentials: { type: 'bearer', token: 'bench-token' } },
      env,
      'source',
    );
    execFileSync(process.execPath, ['scripts/ensure-built.mjs'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
    // BENCH_CPU_PROF=<dir>: the gateway writes a V8 CPU profile there when it stops (open it in Chrome DevTools).
    const prof = process.env.BENCH_CPU_PROF;
    const gw = await startChild(
      ['dist/cli/plugboard.js', 'serve'],
      env,
      /listening on (http:\/\/[^\s]+)/,
      prof ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(prof)}`] : [],
    );
    const gatewayUrl = gw.match[1]!;
    const auth = { 'x-svc-api-token': dev.apiToken, 'x-svc-access-token': conn.accessToken };

    const rest = jsonPost(`${gatewayUrl}/api/unifications/crm/contacts/list`, auth, { pageSize: 1 });
    // What an MCP client sends for each call once connected (stateless: no session header to carry).
    const mcp = jsonPost(
      `${gatewayUrl}/mcp`,
      { ...auth, accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2025-06-18' },
      { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'hubspot_crm_contact_list', arguments: { pageSize: 1 } } },
    );
    const tools = jsonPost(`${gatewayUrl}/api/tools/call`, auth, { name: 'hubspot_crm_contact_list', arguments: { pageSize: 1 } });

    // The three surfaces answer the same records (a bench of an error path would measure nothing useful).
    const restAnswer = JSON.parse((await once(rest)).body) as { result: unknown };
    const mcpAnswer = JSON.parse((await once(mcp)).body) as { result?: { structuredContent?: unknown } };
    const toolsAnswer = JSON.parse((await once(tools)).body) as { result?: { output?: unknown } };
    const same = JSON.stringify(restAnswer.result);
    if (JSON.stringify(mcpAnswer.result?.structuredContent) !== same || JSON.stringify(toolsAnswer.result?.output) !== same) {
      throw new Error(`the surfaces answer differently: ${JSON.stringify({ restAnswer, mcpAnswer, toolsAnswer })}`);
    }
    // Warm-up: JIT, keep-alive sockets, the gateway's first reads.
    for (const spec of [rest, mcp, tools]) {
      const warm = await runLoad(spec, 8, Math.min(500, total));
      if (warm.errors) throw new Error(`${spec.url} answered ${warm.errors} errors during warm-up`);
    }

    console.log(`\nMCP tool call vs REST benchmark: ${total} requests per run, ${rounds} alternating rounds, medians shown`);
    console.log(`machine: ${os.cpus().length} cores, node ${process.version}; the same unified list (one HubSpot contact page)\n`);
    console.log(
      'conc | REST p50 p99 ms   req/s  CPU us | MCP p50  p99 ms   req/s  CPU us | tools/call p50 p99  CPU us | MCP/REST CPU  tools/REST CPU',
    );
    let worst = 0;
    for (const c of levels) {
      const results: Record<'rest' | 'mcp' | 'tools', LoadResult[]> = { rest: [], mcp: [], tools: [] };
      const cpu = { rest: 0, mcp: 0, tools: 0 };
      const run = async (spec: RequestSpec, name: keyof typeof cpu) => {
        const before = cpuSeconds(gw.child.pid);
        results[name].push(await runLoad(spec, c, total));
        cpu[name] += cpuSeconds(gw.child.pid) - before;
      };
      for (let r = 0; r < rounds; r++) {
        await run(rest, 'rest');
        await run(mcp, 'mcp');
        await run(tools, 'tools');
      }
      const errors = [...results.rest, ...results.mcp, ...results.tools].reduce((s, x) => s + x.errors, 0);
      const us = (name: keyof typeof cpu) => (cpu[name] / (rounds * total)) * 1e6;
      const p = (name: keyof typeof cpu, k: 'p50' | 'p99' | 'rps') => median(results[name].map((x) => x[k]));
      const ratio = us('mcp') / us('rest');
      worst = Math.max(worst, ratio);
      console.log(
        `${String(c).padStart(4)} | ${fmt(p('rest', 'p50'))} ${fmt(p('rest', 'p99'))} ${fmt(p('rest', 'rps'), 0)} ${fmt(us('rest'), 0)} | ${fmt(p('mcp', 'p50'))} ${fmt(p('mcp', 'p99'))} ${fmt(p('mcp', 'rps'), 0)} ${fmt(us('mcp'), 0)} | ${fmt(p('tools', 'p50'))} ${fmt(p('tools', 'p99'))} ${fmt(us('tools'), 0)} | ${fmt(ratio)}      ${fmt(us('tools') / us('rest'))}${errors ? `  (${errors} errors!)` : ''}`,
      );
    }
    console.log("\nCPU us = the gateway process's CPU time (user + system) per request during that surface's runs (Linux /proc)");
    console.log(`MCP/REST CPU, worst level: ${worst.toFixed(2)} (target <= 1.30)`);
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
