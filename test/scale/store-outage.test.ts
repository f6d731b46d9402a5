import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import { PACKAGE_ROOT } from '../../src/config/package-root.js';
import { startFakeSyncCrm } from '../support/fake-tools/fake-sync-crm.js';
import { post, call } from '../support/http-client.js';
import { startKillableStore, type KillableStore } from '../support/killable-store.js';
import { seedProject, type SeededProject } from '../support/seed.js';
import { startTestGateway, type TestGateway } from '../support/start-gateway.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitFor<T>(what: string, probe: () => Promise<T | null | false> | T | null | false, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await probe();
    if (v) return v;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

/**
 * The store (the embedded FerretDB, a real process) killed with SIGKILL and started again on the same port and data,
 * under a gateway that runs jobs: requests during the outage answer 503 STORE_UNAVAILABLE quickly (never 401 for a
 * valid token, never 500), /readyz says so at once, and after the store is back the API recovers and every
 * sync job runs again by itself.
 */
describe('store outage: the store killed and restarted under a running gateway', function () {
  this.timeout(240_000);
  let store: KillableStore;
  let gw: TestGateway;
  let tool: Awaited<ReturnType<typeof startFakeSyncCrm>>;
  let project: SeededProject;
  let connectionId: string;

  before(async function () {
    if (process.env.MONGODB_URI) this.skip(); // the test kills the embedded store; a given MONGODB_URI is not ours to kill
    store = await startKillableStore(await mkdtemp(path.join(os.tmpdir(), 'plugboard-outage-')));
    tool = await startFakeSyncCrm({ token: 'outage' });
    for (let i = 1; i <= 20; i++) tool.put('contacts', String(i), { firstname: `F${i}`, lastname: 'L' });
    gw = await startTestGateway({
      PLUGBOARD_DATA_DIR: store.dataDir,
      PLUGBOARD_JOBS: 'true',
      PLUGBOARD_JOBS_POLL_MS: '200',
      PLUGBOARD_JOBS_LOCK_MS: '3000',
      PLUGBOARD_SYNC_INTERVAL_MS: '500',
      PLUGBOARD_CONNECTORS_DIR: path.join(PACKAGE_ROOT, 'test/fixtures/sync-connectors'),
      PLUGBOARD_CONNECTOR_HOSTS: JSON.stringify({ synccrm: { api: tool.origin } }),
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    });
    const { core } = gw.gateway;
    project = await seedProject(core);
    const conn = await core.services.connections.create(project.dev.env, {
      integrationId: 'synccrm',
      authMethodId: 'token',
      credentials: { type: 'bearer', token: 'outage' },
    });
    connectionId = conn.connectionId;
    await waitFor('initial sync', async () => (await core.internals.repos.connections.findById(connectionId))?.status === 'READY', 60_000);
  });
  after(async () => {
    await gw?.close();
    await tool?.close();
    await store?.stop();
    if (store) await rm(store.dataDir, { recursive: true, force: true });
  });

  const listOauthApps = () => post(gw.url, '/api/auth/oauth-apps/list', {}, { 'x-svc-api-token': project.dev.apiToken });

  it('answers 503 STORE_UNAVAILABLE quickly during the outage, never 401 for a valid token, and recovers after it', async () => {
    expect((await listOauthApps()).status).to.equal(200);
    store.kill9();
    const t0 = Date.now();
    const ready = await call(gw.url, 'GET', '/readyz');
    expect(ready.status, ready.text).to.equal(503);
    expect(ready.body.error.code).to.equal('STORE_UNAVAILABLE');
    expect(Date.now() - t0, '/readyz answers at once').to.be.below(2_000);
    // Past the token cache's lifetime (2 s): the token must be read from the store, which cannot answer.
    await sleep(2_500);
    expect((await call(gw.url, 'GET', '/healthz')).body).to.deep.include({ status: 'ok', store: 'unreachable' });
    // Under load: 5 rounds of 40 clients at once, each answered 503 STORE_UNAVAILABLE within the store timeout.
    let slowest = 0;
    for (let round = 0; round < 5; round++) {
      const answers = await Promise.all(
        Array.from({ length: 40 }, async () => {
          const t = Date.now();
          const r = await listOauthApps();
          return {
            status: r.status,
            code: (r.body as { error?: { code?: string } } | undefined)?.error?.code,
            retryAfter: r.headers.get('retry-after'),
            ms: Date.now() - t,
          };
        }),
      );
      for (const a of answers) {
        expect(a.status, JSON.stringify(a)).to.equal(503);
        expect(a.code).to.equal('STORE_UNAVAILABLE');
        expect(a.retryAfter).to.equal('5');
        // Bounded by PLUGBOARD_STORE_TIMEOUT_MS (2 s) and some scheduling slack on a loaded machine.
        expect(a.ms, 'answered within the store timeout').to.be.below(4_000);
        slowest = Math.max(slowest, a.ms);
      }
    }
    console.log(`      200 requests during the outage: all 503 STORE_UNAVAILABLE, the slowest in ${slowest} ms`);
    await store.restart();
    const back = Date.now();
    await waitFor('the API answers again', async () => (await listOauthApps()).status === 200, 15_000);
    await waitFor('/readyz ready again', async () => (await call(gw.url, 'GET', '/readyz')).status === 200, 15_000);
    console.log(`      API back ${Date.now() - back} ms after the store`);
  });

  it('runs every sync job again after the outage, by itself', async () => {
    const syncsBefore = tool.requests.length;
    await waitFor('sync jobs running', () => tool.requests.length > syncsBefore + 2, 30_000);
    store.kill9();
    // Many times the jobs' lock lifetime (3 s) and the store timeout, the scheduler polling every 200 ms all along.
    await sleep(20_000);
    await store.restart();
    const back = Date.now();
    const syncsAfterRestart = tool.requests.length;
    await waitFor('sync jobs run again', () => tool.requests.length > syncsAfterRestart + 2, 30_000);
    console.log(`      sync jobs back ${Date.now() - back} ms after the store`);
  });
});
