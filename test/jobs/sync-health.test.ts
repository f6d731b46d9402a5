import path from 'node:path';
import { expect } from 'chai';
import { PACKAGE_ROOT } from '../../src/config/package-root.js';
import { startFakeSyncCrm } from '../support/fake-tools/fake-sync-crm.js';
import { post } from '../support/http-client.js';
import { seedConnection, seedProject } from '../support/seed.js';
import { startTestGateway, type TestGateway } from '../support/start-gateway.js';

const TOKEN = 'fake-crm-token';

describe('jobs: a connection whose sync keeps failing is not healthy', function () {
  this.timeout(90_000);
  let gw: TestGateway;
  let tool: Awaited<ReturnType<typeof startFakeSyncCrm>>;

  before(async () => {
    tool = await startFakeSyncCrm({ token: TOKEN });
    // Jobs off: the test runs each sync itself, so the count of failed runs is exact.
    gw = await startTestGateway({
      PLUGBOARD_CONNECTORS_DIR: path.join(PACKAGE_ROOT, 'test/fixtures/sync-connectors'),
      PLUGBOARD_CONNECTOR_HOSTS: JSON.stringify({ synccrm: { api: tool.origin } }),
    });
  });
  after(async () => {
    await gw?.close();
    await tool?.close();
  });

  it('health error (API and dashboard, counted as needing attention) after 3 failed runs in a row; ok after a run succeeds', async () => {
    const { core } = gw.gateway;
    const project = await seedProject(core);
    const env = project.dev.env;
    const conn = await seedConnection(core, env, {
      integrationId: 'synccrm',
      authMethodId: 'token',
      credentials: { type: 'bearer', token: TOKEN },
    });
    const h = { 'x-svc-api-token': project.dev.apiToken, 'x-svc-access-token': conn.accessToken };
    const health = async () => {
      const found = await post(gw.url, '/api/connections/find', { id: conn.connectionId }, h);
      expect(found.status, found.text).to.equal(200);
      return found.body.result.connection as { health: string; lastSyncError: string | null };
    };
    const unhealthy = async () => (await core.internals.repos.connections.countsOf(env.id)).unhealthy;

    tool.failWith(500);
    await core.services.sync.run(conn.connectionId);
    await core.services.sync.run(conn.connectionId);
    expect((await health()).health, 'two failures are not yet a failing sync').to.equal('ok');
    expect(await unhealthy()).to.equal(0);
    await core.services.sync.run(conn.connectionId);
    const failing = await health();
    expect(failing.health).to.equal('error');
    expect(failing.lastSyncError).to.be.a('string');
    expect(await unhealthy()).to.equal(1);

    // The dashboard's connections page and overview say the same.
    const page = await core.services.dashboard.connectionsPage(env, {});
    expect(page.items.find((c) => c.id === conn.connectionId)?.health).to.equal('error');
    expect((await core.services.dashboard.overview(env)).connections.unhealthy).to.equal(1);

    tool.failWith(null);
    await core.services.sync.run(conn.connectionId);
    expect((await health()).health).to.equal('ok');
    expect(await unhealthy()).to.equal(0);
  });
});

describe('jobs: the sync pauses and the failing threshold come from the config', function () {
  this.timeout(90_000);
  let gw: TestGateway;
  let tool: Awaited<ReturnType<typeof startFakeSyncCrm>>;

  before(async () => {
    tool = await startFakeSyncCrm({ token: TOKEN });
    gw = await startTestGateway({
      PLUGBOARD_CONNECTORS_DIR: path.join(PACKAGE_ROOT, 'test/fixtures/sync-connectors'),
      PLUGBOARD_CONNECTOR_HOSTS: JSON.stringify({ synccrm: { api: tool.origin } }),
      PLUGBOARD_SYNC_FAILING_AFTER: '1',
      PLUGBOARD_SYNC_RETRY_MS: '5000',
    });
  });
  after(async () => {
    await gw?.close();
    await tool?.close();
  });

  it('PLUGBOARD_SYNC_FAILING_AFTER=1: one failed run is a failing sync; PLUGBOARD_SYNC_RETRY_MS: the retry comes after it, doubling', async () => {
    const { core } = gw.gateway;
    const project = await seedProject(core);
    const conn = await seedConnection(core, project.dev.env, {
      integrationId: 'synccrm',
      authMethodId: 'token',
      credentials: { type: 'bearer', token: TOKEN },
    });
    tool.failWith(500);
    const first = await core.services.sync.run(conn.connectionId);
    expect((await core.internals.repos.connections.findById(conn.connectionId))!.health).to.equal('error');
    expect(first!.getTime() - Date.now(), 'first retry').to.be.within(3_000, 5_000);
    const second = await core.services.sync.run(conn.connectionId);
    expect(second!.getTime() - Date.now(), 'second retry').to.be.within(8_000, 10_000);
    tool.failWith(null);
  });
});
