import { expect } from 'chai';
import { FakeHubspot } from '../../support/fake-tools/fake-hubspot.js';
import { call, post, type HttpResult } from '../../support/http-client.js';
import { seedConnection, seedProject, type SeededProject } from '../../support/seed.js';
import { startTestGateway, type TestGateway } from '../../support/start-gateway.js';

/**
 * Issue 23, items 1 and 2: a tenant's field mapping is JSONata the gateway runs on every read. It must not be able
 * to hang the gateway (for everyone), nor to fill its memory.
 */
describe('http: tenant field mappings are bounded (safe subset, steps, time, size)', function () {
  this.timeout(120_000);
  let hs: FakeHubspot;
  let gw: TestGateway;
  let tenantA: SeededProject;
  let tenantB: SeededProject;
  let other: { connectionId: string; accessToken: string };

  const api = (project: SeededProject, conn: { accessToken: string }, path: string, body: unknown): Promise<HttpResult> =>
    post(gw.url, path, body, { 'x-svc-api-token': project.dev.apiToken, 'x-svc-access-token': conn.accessToken });
  const connect = (project: SeededProject) =>
    seedConnection(gw.gateway.core, project.dev.env, {
      integrationId: 'hubspot',
      authMethodId: 'private_app',
      credentials: { type: 'bearer', method: 'private_app', token: 'pat-good' },
    });
  const setMapping = (conn: { connectionId: string; accessToken: string }, read: string) =>
    api(tenantA, conn, '/api/connections/field-mappings/set', {
      id: conn.connectionId,
      model: 'crm.contact',
      mapping: { fields: { jobTitle: { read } } },
    });
  const listContacts = (project: SeededProject, conn: { accessToken: string }) =>
    api(project, conn, '/api/unifications/crm/contacts/list', { pageSize: 100 });

  before(async () => {
    hs = await new FakeHubspot('pat-good').start();
    for (let i = 0; i < 80; i++) hs.add('contacts', { firstname: `Ada${i}`, lastname: 'Lovelace', jobtitle: 'Analyst' });
    gw = await startTestGateway({ PLUGBOARD_CONNECTOR_HOSTS: JSON.stringify({ hubspot: { api: hs.origin } }) });
    tenantA = await seedProject(gw.gateway.core, 'Tenant A');
    tenantB = await seedProject(gw.gateway.core, 'Tenant B');
    other = await connect(tenantB);
  });
  after(async () => {
    await gw?.close();
    await hs?.server.stop();
  });

  it('refuses a recursive read expression (a function definition) when it is set, naming the construct', async () => {
    const conn = await connect(tenantA);
    const res = await setMapping(conn, '( $f := function($i){ $f($i+1) }; $f(0) )');
    expect(res.status, res.text).to.equal(400);
    expect(res.body.error.code).to.equal('VALIDATION_FAILED');
    expect(res.body.error.message).to.match(/jobTitle.*function definitions/);
    const stored = await api(tenantA, conn, '/api/connections/field-mappings/get', { id: conn.connectionId });
    expect(stored.body.result.fieldMappings).to.deep.equal({});
  });

  it('stops an allowed but costly mapping with 422 FIELD_MAPPING_LIMIT_EXCEEDED while /healthz and another tenant are served', async () => {
    const conn = await connect(tenantA);
    // About 8,000 steps per record (7^4 path items, each filtered): within the bound of one evaluation, but the
    // page's 80 records together pass the bound of one read (500,000 steps).
    const costly = '( $a := [1,2,3,4,5,6,7]; $string($count($a.$a.$a.$a[$ = 1])) )';
    expect((await setMapping(conn, costly)).status).to.equal(200);

    const requestsBefore = hs.server.requests.length;
    const started = performance.now();
    let heavyDoneAt = 0;
    const heavy = listContacts(tenantA, conn).then((r) => ((heavyDoneAt = performance.now() - started), r));
    // Once the tool has been asked for the page, the mapping runs as soon as the answer is back.
    while (hs.server.requests.length === requestsBefore) await new Promise((r) => setTimeout(r, 2));
    await new Promise((r) => setTimeout(r, 30));
    const sent = performance.now();
    const [health, theirs] = await Promise.all([
      call(gw.url, 'GET', '/healthz').then((r) => ({ r, ms: performance.now() - sent, at: performance.now() - started })),
      listContacts(tenantB, other).then((r) => ({ r, ms: performance.now() - sent, at: performance.now() - started })),
    ]);
    const res = await heavy;

    expect(res.status, res.text).to.equal(422);
    expect(res.body.error.code).to.equal('FIELD_MAPPING_LIMIT_EXCEEDED');
    expect(res.body.error.message).to.match(/crm\.contact\.jobTitle/);
    expect(res.body.error.details).to.include({ model: 'crm.contact', field: 'jobTitle' });
    expect(heavyDoneAt, 'the costly read fails quickly').to.be.below(10_000);

    expect(health.r.status).to.equal(200);
    expect(theirs.r.status, theirs.r.text).to.equal(200);
    expect(theirs.r.body.result.contacts).to.have.length(80);
    // Served while the costly mapping was still being evaluated, not after it.
    expect(health.ms, 'healthz latency').to.be.below(1_500);
    expect(health.at, 'healthz answered before the costly read ended').to.be.below(heavyDoneAt);
    expect(theirs.at, "the other tenant's list answered before the costly read ended").to.be.below(heavyDoneAt);

    // The sync job meets the same bound: it says so on the connection and does not run the mapping again.
    expect(await gw.gateway.core.services.sync.run(conn.connectionId)).to.equal(null);
    const shown = await api(tenantA, conn, '/api/connections/find', { id: conn.connectionId });
    expect(shown.body.result.connection.lastSyncError).to.match(/^FIELD_MAPPING_LIMIT_EXCEEDED: the sync is paused/);
  });

  it('refuses at use a stored mapping the subset refuses (set before it existed): 422 FIELD_MAPPING_FAILED; the sync pauses until the mapping is set again', async () => {
    const conn = await connect(tenantA);
    // Written straight to the store, as a mapping set by an earlier version was. (The recursion ends, so the old
    // code answers after a while instead of hanging the test run.)
    await gw.gateway.core.internals.repos.connections.updateInEnvironment(tenantA.dev.env.id, conn.connectionId, {
      fieldMappings: [
        {
          model: 'crm.contact',
          mapping: { fields: { jobTitle: { read: '( $f := function($i){ $i >= 50000 ? $i : $f($i+1) }; $f(0) )' } } },
        },
      ],
    });
    const started = performance.now();
    const res = await listContacts(tenantA, conn);
    expect(res.status, res.text).to.equal(422);
    expect(res.body.error.code).to.equal('FIELD_MAPPING_FAILED');
    expect(res.body.error.message).to.match(/stored field mapping of crm\.contact.*function definitions.*Set it again/);
    expect(performance.now() - started).to.be.below(5_000);

    // The sync job meets the same error: it records it on the connection and schedules no further run.
    const next = await gw.gateway.core.services.sync.run(conn.connectionId);
    expect(next).to.equal(null);
    const shown = await api(tenantA, conn, '/api/connections/find', { id: conn.connectionId });
    expect(shown.body.result.connection.lastSyncError).to.match(/^FIELD_MAPPING_FAILED: .*paused/);

    // Setting the mapping again (or removing it) schedules the connection's sync again.
    const agendaJobs = gw.gateway.core.database.db.collection('agendaJobs');
    const jobs = () => agendaJobs.countDocuments({ 'data.connectionId': conn.connectionId });
    await agendaJobs.deleteMany({ 'data.connectionId': conn.connectionId }); // as the ended chain left it
    expect(await jobs()).to.equal(0);
    expect((await setMapping(conn, "$join([properties.firstname, 'x'], ' ')")).status).to.equal(200);
    expect(await jobs()).to.equal(1);
  });

  it('bounds the size of a mapping at the API: 413 over 16,384 characters, 400 for a read expression over 2,000', async () => {
    const conn = await connect(tenantA);
    const big = await api(tenantA, conn, '/api/connections/field-mappings/set', {
      id: conn.connectionId,
      model: 'crm.contact',
      mapping: {
        fields: { jobTitle: { path: 'properties.custom_title' } },
        expose: Array.from({ length: 150 }, (_, i) => `properties.${'x'.repeat(150)}${i}`),
      },
    });
    expect(big.status, big.text).to.equal(413);
    expect(big.body.error.code).to.equal('PAYLOAD_TOO_LARGE');
    expect(big.body.error.details).to.include({ maxChars: 16_384 });

    const longRead = await setMapping(conn, `properties.custom_title & '${'x'.repeat(2_500)}'`);
    expect(longRead.status, longRead.text).to.equal(400);
    expect(longRead.body.error.code).to.equal('VALIDATION_FAILED');
  });
});
