import path from 'node:path';
import { expect } from 'chai';
import { PACKAGE_ROOT } from '../../../src/config/package-root.js';
import { FakeHubspot } from '../../support/fake-tools/fake-hubspot.js';
import { call } from '../../support/http-client.js';
import { seedConnection, seedProject, type SeededProject } from '../../support/seed.js';
import { startTestGateway, type TestGateway } from '../../support/start-gateway.js';

const TOKEN = 'listcrm-token';

describe('http: older CRM interface (/crm/..., /connection/connection) on a HubSpot-shaped fake', () => {
  let hs: FakeHubspot;
  let gw: TestGateway;
  let project: SeededProject;
  let conn: { connectionId: string; accessToken: string };
  const get = (p: string, q: Record<string, string>, token = project.dev.apiToken) =>
    call(gw.url, 'GET', `${p}?${new URLSearchParams(q).toString()}`, { headers: { 'svc-api-token': token } });
  const setStatus = (id: string, status: 'NEW_CONNECTION' | 'INITIAL_SYNCED' | 'READY') =>
    gw.gateway.core.internals.repos.connections.update(id, { status });

  before(async function () {
    this.timeout(60_000);
    hs = await new FakeHubspot(TOKEN).start();
    for (let i = 0; i < 5; i++)
      hs.add('contacts', {
        firstname: `Ada${i}`,
        lastname: 'Lovelace',
        email: `ada${i}@example.com`,
        jobtitle: 'Analyst',
        favourite_colour: `teal${i}`,
      });
    hs.lists.push({
      listId: '12',
      name: 'Q2 webinar attendees',
      objectTypeId: '0-1',
      processingType: 'MANUAL',
      createdAt: '2025-02-03T12:00:00.000Z',
      updatedAt: '2025-02-10T08:30:00.000Z',
      size: 3,
    });
    hs.memberships.set('12', ['1000', '1002', '1004']);
    gw = await startTestGateway({
      PLUGBOARD_CONNECTORS_DIR: path.join(PACKAGE_ROOT, 'test/fixtures/crm-interface-connectors'),
      PLUGBOARD_CONNECTOR_HOSTS: JSON.stringify({ listcrm: { api: hs.origin } }),
    });
    project = await seedProject(gw.gateway.core);
    conn = await seedConnection(gw.gateway.core, project.dev.env, {
      integrationId: 'listcrm',
      authMethodId: 'private_app',
      credentials: { type: 'bearer', token: TOKEN },
    });
    await setStatus(conn.connectionId, 'INITIAL_SYNCED');
  });
  after(async () => {
    await gw?.close();
    await hs?.server.stop();
  });

  it('GET /crm/contacts pages through every contact with nextPageCursor, in the CrmContact shape', async () => {
    const seen: any[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await get('/crm/contacts', { accessToken: conn.accessToken, ...(cursor ? { cursor } : {}) });
      expect(res.status, res.text).to.equal(200);
      expect(Object.keys(res.body).sort()).to.deep.equal(['contacts', 'nextPageCursor']);
      seen.push(...res.body.contacts);
      cursor = res.body.nextPageCursor;
      pages++;
    } while (cursor);
    expect(pages).to.equal(3);
    expect(seen.map((c) => c.firstName)).to.deep.equal(['Ada0', 'Ada1', 'Ada2', 'Ada3', 'Ada4']);
    expect(seen[0]).to.include({ nativeId: seen[0].id, jobTitle: 'Analyst', accountId: null });
    expect(seen[0]).to.not.have.property('additional');
  });

  it('allFields=true puts custom fields under additional', async () => {
    const res = await get('/crm/contacts', { accessToken: conn.accessToken, allFields: 'true' });
    expect(res.status, res.text).to.equal(200);
    expect(res.body.contacts[0].additional).to.deep.equal({ favourite_colour: 'teal0' });
  });

  it('GET /crm/list answers the list and its members, one page at a time, and allFields adds the rest', async () => {
    const first = await get('/crm/list', { accessToken: conn.accessToken, objectType: 'contact', id: '12' });
    expect(first.status, first.text).to.equal(200);
    expect(first.body.list).to.deep.equal({
      id: '12',
      nativeId: '12',
      name: 'Q2 webinar attendees',
      createdTime: '2025-02-03T12:00:00.000Z',
      modifiedTime: '2025-02-10T08:30:00.000Z',
      associations: [{ contactIds: ['1000', '1002'] }],
    });
    expect(first.body.nextPageCursor).to.be.a('string');
    const second = await get('/crm/list', {
      accessToken: conn.accessToken,
      objectType: 'contact',
      id: '12',
      cursor: first.body.nextPageCursor,
      allFields: 'true',
    });
    expect(second.status, second.text).to.equal(200);
    expect(second.body.list.associations).to.deep.equal([{ contactIds: ['1004'] }]);
    expect(second.body.nextPageCursor).to.equal(null);
    expect(second.body.list.additional).to.include({ processingType: 'MANUAL', size: 3, objectType: 'contact' });
    const replayed = await get('/crm/list', {
      accessToken: conn.accessToken,
      objectType: 'contact',
      id: '13',
      cursor: first.body.nextPageCursor,
    });
    expect(replayed.status).to.equal(400);
  });

  it('GET /crm/list validates objectType and id', async () => {
    const res = await get('/crm/list', { accessToken: conn.accessToken, objectType: 'deal', id: '12' });
    expect(res.status).to.equal(400);
    expect(res.body.error.code).to.equal('VALIDATION_FAILED');
    const noId = await get('/crm/list', { accessToken: conn.accessToken, objectType: 'contact' });
    expect(noId.status).to.equal(400);
  });

  it('blocks every /crm/ call with 409 CONNECTION_SYNCING while NEW_CONNECTION; /connection/ stays open; INITIAL_SYNCED and READY unblock', async () => {
    await setStatus(conn.connectionId, 'NEW_CONNECTION');
    const before = hs.server.requests.length;
    for (const [p, q] of [
      ['/crm/contacts', {}],
      ['/crm/list', { objectType: 'contact', id: '12' }],
    ] as const) {
      const res = await get(p, { accessToken: conn.accessToken, ...q });
      expect(res.status, p).to.equal(409);
      expect(res.body.error).to.deep.include({ code: 'CONNECTION_SYNCING', details: { status: 'NEW_CONNECTION' } });
    }
    expect(hs.server.requests.length).to.equal(before);
    const info = await get('/connection/connection', { connectionId: conn.connectionId });
    expect(info.status).to.equal(200);
    expect(info.body.connection.status).to.equal('NEW_CONNECTION');
    for (const status of ['INITIAL_SYNCED', 'READY'] as const) {
      await setStatus(conn.connectionId, status);
      expect((await get('/crm/contacts', { accessToken: conn.accessToken })).status, status).to.equal(200);
    }
  });

  it('refuses a missing or wrong API token, and a missing, unknown or foreign accessToken', async () => {
    expect((await call(gw.url, 'GET', `/crm/contacts?accessToken=${conn.accessToken}`)).status).to.equal(401);
    expect((await get('/crm/contacts', { accessToken: conn.accessToken }, 'pb_dev_wrong')).status).to.equal(401);
    const missing = await get('/crm/contacts', {});
    expect(missing.status).to.equal(400);
    const unknown = await get('/crm/contacts', { accessToken: 'pb_conn_unknown' });
    expect(unknown.status).to.equal(401);
    expect(unknown.body.error.details).to.deep.equal({ parameter: 'accessToken' });
    const foreign = await get('/crm/contacts', { accessToken: conn.accessToken }, project.prod.apiToken);
    expect(foreign.status).to.equal(401);
  });

  it('GET /connection/connection finds a connection of the environment only', async () => {
    const res = await get('/connection/connection', { connectionId: conn.connectionId });
    expect(res.status, res.text).to.equal(200);
    expect(res.body.connection).to.include({ id: conn.connectionId, integrationId: 'listcrm', environment: 'development' });
    expect((await get('/connection/connection', { connectionId: conn.connectionId }, project.prod.apiToken)).status).to.equal(404);
    expect((await get('/connection/connection', { connectionId: 'conn_nope' })).status).to.equal(404);
  });

  it("DELETE /connection/connection needs the connection's own accessToken, then deletes it", async () => {
    const victim = await seedConnection(gw.gateway.core, project.dev.env, {
      integrationId: 'listcrm',
      authMethodId: 'private_app',
      credentials: { type: 'bearer', token: TOKEN },
    });
    const del = (q: Record<string, string>) =>
      call(gw.url, 'DELETE', `/connection/connection?${new URLSearchParams(q).toString()}`, {
        headers: { 'svc-api-token': project.dev.apiToken },
      });
    const wrong = await del({ connectionId: victim.connectionId, accessToken: conn.accessToken });
    expect(wrong.status).to.equal(401);
    const ok = await del({ connectionId: victim.connectionId, accessToken: victim.accessToken });
    expect(ok.status, ok.text).to.equal(200);
    expect(ok.body).to.deep.equal({ connectionId: victim.connectionId, deleted: true });
    expect((await get('/connection/connection', { connectionId: victim.connectionId })).status).to.equal(404);
    expect((await get('/crm/contacts', { accessToken: victim.accessToken })).status).to.equal(401);
  });
});
