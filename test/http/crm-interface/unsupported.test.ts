import { expect } from 'chai';
import { call } from '../../support/http-client.js';
import { seedConnection, seedProject } from '../../support/seed.js';
import { startTestGateway, type TestGateway } from '../../support/start-gateway.js';

describe('http: older CRM interface on a tool that is not a CRM (real manifests)', () => {
  let gw: TestGateway;

  before(async function () {
    this.timeout(60_000);
    gw = await startTestGateway();
  });
  after(async () => gw?.close());

  it('answers 501 NOT_SUPPORTED_BY_INTEGRATION on /crm/list and /crm/contacts for an Aircall connection', async () => {
    const project = await seedProject(gw.gateway.core);
    const conn = await seedConnection(gw.gateway.core, project.dev.env, {
      integrationId: 'aircall',
      authMethodId: 'api_token',
      credentials: { type: 'basic', username: 'a', password: 'b' },
    });
    await gw.gateway.core.internals.repos.connections.update(conn.connectionId, { status: 'READY' });
    const headers = { 'svc-api-token': project.dev.apiToken };
    const list = await call(gw.url, 'GET', `/crm/list?accessToken=${conn.accessToken}&objectType=contact&id=12`, { headers });
    expect(list.status, list.text).to.equal(501);
    expect(list.body.error.code).to.equal('NOT_SUPPORTED_BY_INTEGRATION');
    const contacts = await call(gw.url, 'GET', `/crm/contacts?accessToken=${conn.accessToken}`, { headers });
    expect(contacts.status, contacts.text).to.equal(501);
    expect(contacts.body.error.code).to.equal('NOT_SUPPORTED_BY_INTEGRATION');
  });
});
