import { spawnSync } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'chai';
import { MongoClient } from 'mongodb';
import { PACKAGE_ROOT } from '../../src/config/package-root.js';
import { embeddedStoreUri, ensureBuilt, runCompiled, testProcessEnv, type CompiledProcess } from '../support/compiled-process.js';

/** The standing housekeeping job exists once a process has started the background jobs. */
async function jobNames(dbName: string): Promise<string[]> {
  const client = new MongoClient(embeddedStoreUri(), { directConnection: true, maxPoolSize: 1 });
  try {
    const jobs = await client.db(dbName).collection<{ name: string }>('agendaJobs').find({}).toArray();
    return jobs.map((j) => j.name);
  } finally {
    await client.close();
  }
}

async function waitUntil(check: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}

describe('plugboard command (compiled)', function () {
  this.timeout(180_000);
  const running: CompiledProcess[] = [];
  const start = (args: string[], env: Record<string, string>) => {
    const p = runCompiled('cli/plugboard.js', args, env);
    running.push(p);
    return p;
  };

  before(() => {
    ensureBuilt();
  });
  afterEach(async () => {
    await Promise.all(running.splice(0).map((p) => p.stop()));
  });

  it('serve --role api: serves the API and runs no background jobs', async () => {
    const env = testProcessEnv();
    const api = start(['serve', '--role', 'api'], env);
    const [, url] = await api.waitFor(/listening on (http:\/\/\S+)/);
    expect(api.output()).to.match(/role api, background jobs off/);
    expect((await fetch(`${url}/healthz`)).status).to.equal(200);
    expect((await fetch(`${url}/api/integrations/list`, { method: 'POST' })).status).to.equal(200);
    // A process with jobs has created the standing housekeeping job before it prints its banner; an API process never does.
    await new Promise((r) => setTimeout(r, 1_500));
    expect(await jobNames(env.MONGODB_DB!)).to.deep.equal([]);
  });

  it('serve --role worker (or PLUGBOARD_ROLE=worker): runs the jobs and answers health checks only', async () => {
    const env = testProcessEnv({ PLUGBOARD_ROLE: 'worker' });
    const worker = start(['serve'], env);
    const [, url] = await worker.waitFor(/Health: (http:\/\/\S+)\/healthz/);
    expect((await fetch(`${url}/healthz`)).status).to.equal(200);
    expect((await fetch(`${url}/readyz`)).status).to.equal(200);
    const metrics = await fetch(`${url}/metrics`);
    expect(metrics.status).to.equal(200);
    expect(await metrics.text()).to.contain('plugboard_queue_depth');
    const api = await fetch(`${url}/api/integrations/list`, { method: 'POST' });
    expect(api.status).to.equal(404);
    const body = (await api.json()) as { error: { code: string; message: string } };
    expect(body.error.code).to.equal('NOT_FOUND');
    expect(body.error.message).to.match(/worker process/);
    expect(await waitUntil(async () => (await jobNames(env.MONGODB_DB!)).includes('housekeeping'), 30_000)).to.equal(true);
  });

  it('refuses a worker without jobs, and an unknown role, before starting anything', async () => {
    const bad = start(['serve'], testProcessEnv({ PLUGBOARD_ROLE: 'worker', PLUGBOARD_JOBS: 'false' }));
    expect(await bad.exited()).to.equal(2);
    expect(bad.output()).to.match(/PLUGBOARD_ROLE=worker .* PLUGBOARD_JOBS=false/);
    const unknown = start(['serve', '--role', 'scheduler'], testProcessEnv());
    expect(await unknown.exited()).to.not.equal(0);
    expect(unknown.output()).to.match(/Allowed choices are all, api, worker/);
  });

  it('admin: creates a project and lists it, printing JSON', async () => {
    const env = testProcessEnv();
    const create = start(['admin', 'projects', 'create', '--name', 'Acme CLI'], env);
    expect(await create.exited()).to.equal(0);
    const created = JSON.parse(create.output()) as { projectId: string };
    const list = start(['admin', 'projects', 'list'], env);
    expect(await list.exited()).to.equal(0);
    const listed = JSON.parse(list.output()) as { projects: { projectId: string; name: string }[] };
    expect(listed.projects.map((p) => [p.projectId, p.name])).to.deep.include([created.projectId, 'Acme CLI']);
    expect(list.output()).to.not.match(/pb_(dev|prod)_/);
  });

  it('admin audit list: the operator reads every change, the gateway-wide ones too (a master-key rotation no environment page shows)', async () => {
    const env = testProcessEnv();
    const create = start(['admin', 'projects', 'create', '--name', 'Audit CLI'], env);
    expect(await create.exited()).to.equal(0);
    const project = JSON.parse(create.output()) as { projectId: string; environments: { id: string; name: string }[] };
    const dev = project.environments.find((e) => e.name === 'development')!;
    const rotate = start(['admin', 'keys', 'rotate'], env);
    expect(await rotate.exited()).to.equal(0);
    const all = start(['admin', 'audit', 'list', '--action', 'masterKey', '--limit', '5'], env);
    expect(await all.exited()).to.equal(0);
    const listed = JSON.parse(all.output()) as { entries: { action: string; actor: { kind: string }; environmentId: string | null }[] };
    expect(listed.entries[0]).to.deep.include({ action: 'masterKey.rotate', environmentId: null });
    expect(listed.entries[0]!.actor.kind).to.equal('operator');
    const scoped = start(['admin', 'audit', 'list', '--environment', dev.id, '--action', 'masterKey'], env);
    expect(await scoped.exited()).to.equal(0);
    expect((JSON.parse(scoped.output()) as { entries: unknown[] }).entries).to.deep.equal([]);
    const unknown = start(['admin', 'audit', 'list', '--environment', 'env_nope'], env);
    expect(await unknown.exited()).to.equal(1);
  });

  it("npm run admin: stdout is the JSON alone (npm's own script banner kept out), so `| jq` works", () => {
    const run = spawnSync('npm', ['run', 'admin', '--', 'projects', 'list'], {
      cwd: PACKAGE_ROOT,
      env: { ...testProcessEnv(), HOME: process.env.HOME ?? '' },
      encoding: 'utf8',
    });
    expect(run.status, run.stderr).to.equal(0);
    expect(() => JSON.parse(run.stdout) as unknown, run.stdout).to.not.throw();
  });

  it("admin connections create: the connect API's rules (auth method, fields, types, sandbox in production, verify), never printing a secret", async () => {
    const SECRET = 'sk-live-do-not-print-4242';
    // Aircall's verify request goes to this tool: it refuses every key.
    const tool = http.createServer((_req, res) => {
      res.writeHead(401, { 'content-type': 'application/json' });
      res.end('{"error":"unauthorized"}');
    });
    await new Promise<void>((r) => tool.listen(0, '127.0.0.1', r));
    const toolOrigin = `http://127.0.0.1:${(tool.address() as AddressInfo).port}`;
    try {
      const env = testProcessEnv({ PLUGBOARD_CONNECTOR_HOSTS: JSON.stringify({ aircall: { api: toolOrigin } }) });
      const project = start(['admin', 'projects', 'create', '--name', 'CLI connections'], env);
      expect(await project.exited()).to.equal(0);
      const { projectId } = JSON.parse(project.output()) as { projectId: string };
      const create = async (envName: string, authMethod: string, credentials: string, extra: string[] = []) => {
        const p = start(
          [
            'admin',
            'connections',
            'create',
            '--project',
            projectId,
            '--env',
            envName,
            '--integration',
            'aircall',
            '--auth-method',
            authMethod,
            '--credentials',
            credentials,
            ...extra,
          ],
          env,
        );
        return { code: await p.exited(), output: p.output() };
      };
      const basic = (password: unknown) => JSON.stringify({ type: 'basic', username: 'ID1234', password });
      const refusals: [string, string, string, RegExp][] = [
        ['development', 'no_such_method', basic(SECRET), /VALIDATION_FAILED: aircall has no auth method 'no_such_method'/],
        [
          'development',
          'api_token',
          JSON.stringify({ type: 'basic', username: 'ID1234' }),
          /VALIDATION_FAILED: credentials\.password is required/,
        ],
        [
          'development',
          'api_token',
          JSON.stringify({ type: 'api_key', apiKey: SECRET }),
          /VALIDATION_FAILED: credentials\.type must be "basic"/,
        ],
        ['development', 'api_token', basic(42), /VALIDATION_FAILED: credentials\.password must be a non-empty string/],
        [
          'development',
          'api_token',
          JSON.stringify({ type: 'basic', username: 'ID1234', password: SECRET, extra: SECRET }),
          /credentials\.extra is not a credential/,
        ],
        ['production', 'sandbox', '{"type":"sandbox"}', /SANDBOX_NOT_ALLOWED/],
        ['development', 'api_token', basic(SECRET), /DOWNSTREAM_AUTH_FAILED/], // the tool's verify request refused it
      ];
      for (const [envName, method, credentials, expected] of refusals) {
        const r = await create(envName, method, credentials);
        expect(r.code, r.output).to.equal(1);
        expect(r.output).to.match(expected);
        expect(r.output).to.not.contain(SECRET);
        expect(r.output).to.not.contain('accessToken');
      }
      // Not JSON: refused before anything starts, without repeating the value.
      const broken = await create('development', 'api_token', `{"type":"basic","password":"${SECRET}"`);
      expect(broken.code).to.equal(2);
      expect(broken.output).to.match(/--credentials must be a JSON object/);
      expect(broken.output).to.not.contain(SECRET);
      // What passes the rules is created: a sandbox in development, a key without the verify request when asked.
      for (const [method, credentials, extra] of [
        ['sandbox', '{"type":"sandbox"}', []],
        ['api_token', basic(SECRET), ['--skip-verify']],
      ] as const) {
        const ok = await create('development', method, credentials, [...extra]);
        expect(ok.code, ok.output).to.equal(0);
        expect(JSON.parse(ok.output)).to.include({ integrationId: 'aircall' });
        expect(ok.output).to.not.contain(SECRET);
      }
    } finally {
      await new Promise((r) => tool.close(r));
    }
  });

  it('connectors check: validates the shipped manifests and replays their fixtures', async () => {
    const check = start(['connectors', 'check'], testProcessEnv());
    expect(await check.exited()).to.equal(0);
    expect(check.output()).to.match(/^ok {3}hubspot:/m);
    // A failed fixture's line starts with FAIL (a fixture's own name may say DOWNSTREAM_AUTH_FAILED).
    expect(check.output()).to.not.match(/^FAIL /m);
    expect(check.output()).to.match(/^(\d+)\/\1 fixture\(s\) passed$/m);
  });
});
