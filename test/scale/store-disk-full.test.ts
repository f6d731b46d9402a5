import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, open, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import { signIn, type DashboardClient } from '../support/dashboard-client.js';
import { call, post } from '../support/http-client.js';
import { startKillableStore, type KillableStore } from '../support/killable-store.js';
import { seedProject, type SeededProject } from '../support/seed.js';
import { startTestGateway, type TestGateway } from '../support/start-gateway.js';

/** Writes zeros to `file` until the filesystem holding it is full (ENOSPC); bounded by that filesystem's size. */
async function fillUp(file: string): Promise<void> {
  const handle = await open(file, 'w');
  const chunk = Buffer.alloc(1 << 20);
  try {
    for (;;) await handle.write(chunk);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOSPC') throw e;
  } finally {
    await handle.close().catch(() => undefined);
  }
}

/**
 * The embedded store's data on a small tmpfs that the test fills up: writes answer 503 STORE_DISK_FULL (with
 * Retry-After) instead of a 500, /readyz, /healthz and the dashboard's overview say so, and once space is freed
 * writes go through again with nothing lost. Needs `mount` (root, as here and in CI); skipped with the reason
 * where the filesystem cannot be mounted.
 */
describe('store disk full: the embedded store on a filesystem that fills up', function () {
  this.timeout(180_000);
  let dataDir: string;
  let dbDir: string;
  let mounted = false;
  let store: KillableStore;
  let gw: TestGateway;
  let project: SeededProject;
  let dashboard: DashboardClient;

  before(async function () {
    if (process.env.MONGODB_URI) this.skip(); // the test owns the embedded store's data dir; a given MONGODB_URI is not ours
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'plugboard-diskfull-'));
    dbDir = path.join(dataDir, 'ferretdb');
    await mkdir(dbDir, { recursive: true });
    try {
      execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=48m', 'tmpfs', dbDir], { stdio: 'pipe' });
      mounted = true;
    } catch (e) {
      console.log(`      skipped: cannot mount a small tmpfs for the store's data (needs root): ${String(e).split('\n')[0]}`);
      this.skip();
    }
    store = await startKillableStore(dataDir);
    gw = await startTestGateway({ PLUGBOARD_DATA_DIR: dataDir, PLUGBOARD_JOBS: 'false' });
    project = await seedProject(gw.gateway.core);
    dashboard = await signIn(gw.url, project.dev.apiToken);
  });
  after(async () => {
    await gw?.close();
    await store?.stop();
    if (mounted) execFileSync('umount', ['-l', dbDir]);
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  const createWebhook = (url: string) => post(gw.url, '/webhooks/create', { url }, { 'x-svc-api-token': project.dev.apiToken });
  const listWebhooks = () => post(gw.url, '/webhooks/list', {}, { 'x-svc-api-token': project.dev.apiToken });

  it('answers writes 503 STORE_DISK_FULL, says so in readiness, health and the dashboard, and recovers when space is freed', async () => {
    const before = await createWebhook('https://receiver.example.com/before');
    expect(before.status, before.text).to.equal(200);
    // The dashboard open before (its first overview stores the environment's connection counts).
    expect((await dashboard.get(`/environments/${project.dev.env.id}/overview`)).status).to.equal(200);
    const filler = path.join(dbDir, 'filler');
    await fillUp(filler);

    const refused = await createWebhook('https://receiver.example.com/during');
    expect(refused.status, refused.text).to.equal(503);
    expect(refused.body.error.code).to.equal('STORE_DISK_FULL');
    expect(refused.headers.get('retry-after')).to.equal('60');
    const ready = await call(gw.url, 'GET', '/readyz');
    expect(ready.status, ready.text).to.equal(503);
    expect(ready.body.error.code).to.equal('STORE_DISK_FULL');
    expect((await call(gw.url, 'GET', '/healthz')).body).to.deep.include({ status: 'ok', store: 'disk_full' });
    const overview = await dashboard.get(`/environments/${project.dev.env.id}/overview`);
    expect(overview.status, overview.text).to.equal(200);
    expect(overview.body.store).to.equal('disk_full');
    // Reads still work while the disk is full.
    expect((await listWebhooks()).status).to.equal(200);

    await rm(filler);
    const after = await createWebhook('https://receiver.example.com/after');
    expect(after.status, after.text).to.equal(200);
    expect((await call(gw.url, 'GET', '/readyz')).status, 'ready as soon as space is freed').to.equal(200);
    expect((await call(gw.url, 'GET', '/healthz')).body).to.deep.include({ status: 'ok', store: 'up' });
    // Nothing stored before is lost, and the refused write did not half-happen.
    const listed = await listWebhooks();
    expect(listed.status, listed.text).to.equal(200);
    expect(JSON.stringify(listed.body)).to.include('/before').and.include('/after').and.not.include('/during');
  });
});
