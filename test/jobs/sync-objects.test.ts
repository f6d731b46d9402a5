import { createHmac } from 'node:crypto';
import path from 'node:path';
import { expect } from 'chai';
import { PACKAGE_ROOT } from '../../src/config/package-root.js';
import { RecordsRepo } from '../../src/store/records.repo.js';
import { freePort } from '../support/connect-gateway.js';
import { newSession, sessionHeaders } from '../support/connect-http.js';
import { startFakeSyncCrm } from '../support/fake-tools/fake-sync-crm.js';
import { call, post } from '../support/http-client.js';
import { seedProject, type SeededProject } from '../support/seed.js';
import { startTestGateway, type TestGateway } from '../support/start-gateway.js';
import { waitFor } from '../support/webhook-receiver.js';

const TOKEN = 'fake-crm-token';

describe('jobs: connection.sync.objects chooses what the synced cache keeps; connection settings change later', function () {
  this.timeout(90_000);
  let gw: TestGateway;
  let tool: Awaited<ReturnType<typeof startFakeSyncCrm>>;
  let project: SeededProject;

  before(async () => {
    tool = await startFakeSyncCrm({ token: TOKEN });
    const port = await freePort();
    gw = await startTestGateway({
      PORT: String(port),
      PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
      PLUGBOARD_JOBS: 'true',
      PLUGBOARD_JOBS_POLL_MS: '100',
      PLUGBOARD_SYNC_INTERVAL_MS: '300',
      PLUGBOARD_CONNECTORS_DIR: path.join(PACKAGE_ROOT, 'test/fixtures/sync-connectors'),
      PLUGBOARD_CONNECTOR_HOSTS: JSON.stringify({ synccrm: { api: tool.origin } }),
    });
    project = await seedProject(gw.gateway.core);
  });
  after(async () => {
    await gw?.close();
    await tool?.close();
  });

  it('a session asking for {contacts: true} syncs contacts only; enabling accounts later loads them', async () => {
    const { core } = gw.gateway;
    const now = Date.now();
    tool.put('contacts', '1', { firstname: 'Ada', lastname: 'L', email: 'ada@example.com' }, new Date(now - 86_400_000));
    tool.put('companies', '100', { name: 'Acme', domain: 'acme.test' }, new Date(now - 86_400_000));

    const api = { 'x-svc-api-token': project.dev.apiToken };
    const session = await newSession(gw.url, project.dev.apiToken, {
      integrationId: 'synccrm',
      connection: { sync: { objects: { contacts: true } } },
    });
    const submitted = await post(
      gw.url,
      '/api/connect/credentials',
      { integrationId: 'synccrm', authMethodId: 'token', credentials: { token: TOKEN } },
      sessionHeaders(session),
    );
    expect(submitted.status, submitted.text).to.equal(200);
    const exchanged = await post(gw.url, '/api/auth/access-token', {}, { ...api, ...sessionHeaders(session) });
    expect(exchanged.status, exchanged.text).to.equal(200);
    const { connectionId, accessToken } = exchanged.body.result as { connectionId: string; accessToken: string };
    const h = { ...api, 'x-svc-access-token': accessToken };

    const repo = core.internals.repos.connections;
    await waitFor('READY', async () => (await repo.findById(connectionId))!.status === 'READY');
    const records = new RecordsRepo(core.database.db);
    expect(await records.countByConnection(connectionId, 'crm.contact')).to.equal(1);
    expect(await records.countByConnection(connectionId, 'crm.account')).to.equal(0);
    expect(tool.requests.map((r) => r.type)).to.not.include('companies');
    const found = await post(gw.url, '/api/connections/find', { id: connectionId }, h);
    expect(found.body.result.connection.sync).to.deep.equal({
      objects: { contacts: true },
      frequencySeconds: null,
      fields: null,
      retentionDays: null,
    });

    // Unknown object types are refused with the names the connector offers.
    const bad = await post(gw.url, '/api/connections/update', { id: connectionId, sync: { objects: { tickets: true } } }, h);
    expect(bad.status).to.equal(400);
    expect(bad.body.error.message).to.contain('tickets').and.contain('contacts, accounts');

    const upd = await post(
      gw.url,
      '/api/connections/update',
      { id: connectionId, sync: { objects: { contacts: true, accounts: true } } },
      h,
    );
    expect(upd.status, upd.text).to.equal(200);
    expect(upd.body.result.connection.sync).to.deep.equal({
      objects: { contacts: true, accounts: true },
      frequencySeconds: null,
      fields: null,
      retentionDays: null,
    });
    await waitFor('accounts synced', async () => (await records.countByConnection(connectionId, 'crm.account')) === 1);
  });

  it('sets a secret input after connecting (a webhook secret): sealed at rest, used to verify the tool webhooks', async () => {
    const { core } = gw.gateway;
    const session = await newSession(gw.url, project.dev.apiToken, { integrationId: 'synccrm' });
    await post(
      gw.url,
      '/api/connect/credentials',
      { integrationId: 'synccrm', authMethodId: 'token', credentials: { token: TOKEN } },
      sessionHeaders(session),
    );
    const api = { 'x-svc-api-token': project.dev.apiToken };
    const ex = await post(gw.url, '/api/auth/access-token', {}, { ...api, ...sessionHeaders(session) });
    const { connectionId, accessToken } = ex.body.result as { connectionId: string; accessToken: string };
    const h = { ...api, 'x-svc-access-token': accessToken };

    const body = JSON.stringify({ events: [{ type: 'contact.updated', id: '1' }] });
    const secret = 'whsec-chosen-after-connecting-7f3a';
    const sign = (key: string) => ({
      'x-sync-signature': createHmac('sha256', key).update(body).digest('hex'),
      'content-type': 'application/json',
    });
    const hook = `/api/inbound-webhooks/synccrm/${connectionId}`;
    // No secret yet: nothing can be verified.
    expect((await call(gw.url, 'POST', hook, { raw: body, headers: sign(secret) })).status).to.not.equal(202);

    const unknown = await post(gw.url, '/api/connections/update', { id: connectionId, inputs: { webhook_secrte: secret } }, h);
    expect(unknown.status).to.equal(400);
    expect(unknown.body.error.message).to.contain('webhook_secrte');
    const set = await post(gw.url, '/api/connections/update', { id: connectionId, inputs: { webhook_secret: secret } }, h);
    expect(set.status, set.text).to.equal(200);
    expect(set.text).to.not.contain(secret);
    const stored = (await core.internals.repos.connections.findById(connectionId))!;
    expect(JSON.stringify(stored)).to.not.contain(secret);

    expect((await call(gw.url, 'POST', hook, { raw: body, headers: sign(secret) })).status).to.equal(202);
    expect((await call(gw.url, 'POST', hook, { raw: body, headers: sign('another-secret') })).status).to.equal(401);
  });
});
