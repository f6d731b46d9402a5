import path from 'node:path';
import { Writable } from 'node:stream';
import { expect } from 'chai';
import { PACKAGE_ROOT } from '../../src/config/package-root.js';
import { startFakeSyncCrm } from '../support/fake-tools/fake-sync-crm.js';
import { post } from '../support/http-client.js';
import { seedProject } from '../support/seed.js';
import { startTestGateway, type TestGateway } from '../support/start-gateway.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Sync jobs that run for several lock lifetimes while many API clients keep the embedded store's one connection
 * busy: the scheduler must keep their locks (no "execution ... canceled" from Agenda's liveness check, no
 * "could not renew a job lock"), since a cancelled run is started again by the next poll while the first still runs.
 */
describe('job locks under API load on the embedded store', function () {
  this.timeout(240_000);
  let gw: TestGateway;
  let tool: Awaited<ReturnType<typeof startFakeSyncCrm>>;
  const log: { level: number; msg: string; err?: { message?: string } }[] = [];

  before(async function () {
    if (process.env.MONGODB_URI) this.skip(); // measures the embedded store's single connection
    tool = await startFakeSyncCrm({ token: 'load' });
    for (let i = 1; i <= 250; i++) tool.put('contacts', String(i), { firstname: `F${i}`, lastname: 'L' });
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        for (const line of chunk.toString('utf8').split('\n')) if (line) log.push(JSON.parse(line) as (typeof log)[number]);
        done();
      },
    });
    gw = await startTestGateway(
      {
        PLUGBOARD_JOBS: 'true',
        PLUGBOARD_JOBS_POLL_MS: '200',
        PLUGBOARD_JOBS_LOCK_MS: '3000',
        PLUGBOARD_SYNC_INTERVAL_MS: '200',
        PLUGBOARD_SYNC_CONCURRENCY: '4',
        PLUGBOARD_CONNECTORS_DIR: path.join(PACKAGE_ROOT, 'test/fixtures/sync-connectors'),
        PLUGBOARD_CONNECTOR_HOSTS: JSON.stringify({ synccrm: { api: tool.origin } }),
        PLUGBOARD_RATE_LIMIT_PER_MINUTE: '0',
        LOG_LEVEL: 'warn',
      },
      {},
      sink,
    );
  });
  after(async () => {
    await gw?.close();
    await tool?.close();
  });

  it('keeps every running sync job locked while 200 clients load the API', async () => {
    const { core } = gw.gateway;
    const project = await seedProject(core);
    for (let i = 0; i < 4; i++)
      await core.services.connections.create(project.dev.env, {
        integrationId: 'synccrm',
        authMethodId: 'token',
        credentials: { type: 'bearer', token: 'load' },
      });
    // Every page answers late: a pass over 250 contacts lasts several lock lifetimes.
    tool.slowPages(1_500);
    const until = Date.now() + 30_000;
    let requests = 0;
    let failed = 0;
    const client = async () => {
      while (Date.now() < until) {
        const r = await post(gw.url, '/api/auth/oauth-apps/list', {}, { 'x-svc-api-token': project.dev.apiToken });
        requests++;
        if (r.status !== 200) failed++;
      }
    };
    const passesBefore = tool.requests.length;
    await Promise.all(Array.from({ length: 200 }, client));
    await sleep(1_000);
    const cancelled = log.filter((l) => /canceled|could not renew/i.test(`${l.msg} ${l.err?.message ?? ''}`));
    console.log(
      `      ${requests} API requests (${failed} failed), ${tool.requests.length - passesBefore} tool pages read, ${cancelled.length} lock losses`,
    );
    expect(cancelled.map((l) => `${l.msg}: ${l.err?.message ?? ''}`)).to.deep.equal([]);
  });
});
