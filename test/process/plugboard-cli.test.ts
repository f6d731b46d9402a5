import { expect } from 'chai';
import { MongoClient } from 'mongodb';
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

  it('connectors check: validates the shipped manifests and replays their fixtures', async () => {
    const check = start(['connectors', 'check'], testProcessEnv());
    expect(await check.exited()).to.equal(0);
    expect(check.output()).to.match(/^ok {3}hubspot:/m);
    expect(check.output()).to.not.match(/FAIL/);
  });
});
