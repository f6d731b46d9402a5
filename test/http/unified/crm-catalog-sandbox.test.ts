import { expect } from 'chai';
import { RecordsRepo } from '../../../src/store/records.repo.js';
import { newSession, sessionHeaders } from '../../support/connect-http.js';
import { call, post } from '../../support/http-client.js';
import { seedProject, type SeededProject } from '../../support/seed.js';
import { startTestGateway, type TestGateway } from '../../support/start-gateway.js';
import { waitFor } from '../../support/webhook-receiver.js';

/** The CRMs of issue 26: each connects as a sandbox (no account at the tool), syncs its models and answers the CRM interface. */
const TOOLS = ['zendesk-sell', 'capsule', 'insightly', 'keap'];
/** Keap maps no crm.account (a v1 company has no creation time): its deals stand in. */
const ACCOUNTS: Record<string, boolean> = { keap: false };

describe('http: the issue 26 CRMs in the sandbox (connect, sync, unified list, /crm interface)', function () {
  this.timeout(90_000);
  let gw: TestGateway;
  let project: SeededProject;

  before(async () => {
    gw = await startTestGateway({ PLUGBOARD_JOBS: 'true', PLUGBOARD_JOBS_POLL_MS: '100', PLUGBOARD_SYNC_INTERVAL_MS: '500' });
    project = await seedProject(gw.gateway.core);
  });
  after(async () => {
    await gw?.close();
  });

  for (const integrationId of TOOLS)
    it(`${integrationId}: a sandbox connection syncs contacts, accounts and deals, lists them and answers GET /crm/contacts`, async () => {
      const session = await newSession(gw.url, project.dev.apiToken, { integrationId });
      const submit = await post(
        gw.url,
        '/api/connect/credentials',
        { integrationId, authMethodId: 'sandbox', credentials: {} },
        sessionHeaders(session),
      );
      expect(submit.status, submit.text).to.equal(200);
      const ex = await post(gw.url, '/api/auth/access-token', {}, { 'x-svc-api-token': project.dev.apiToken, ...sessionHeaders(session) });
      expect(ex.status, ex.text).to.equal(200);
      const connectionId = ex.body.result.connectionId as string;
      const headers = { 'x-svc-api-token': project.dev.apiToken, 'x-svc-access-token': ex.body.result.accessToken as string };
      const records = new RecordsRepo(gw.gateway.core.database.db);
      const accounts = ACCOUNTS[integrationId] ?? true;
      for (const model of accounts ? ['crm.contact', 'crm.account', 'crm.deal'] : ['crm.contact', 'crm.deal'])
        await waitFor(`${integrationId} ${model} synced`, async () => (await records.countByConnection(connectionId, model)) > 0);
      const listed = await post(gw.url, '/api/unifications/crm/contacts/list', { pageSize: 5 }, headers);
      expect(listed.status, listed.text).to.equal(200);
      expect(listed.body.result.contacts).to.have.length(5);
      const created = accounts
        ? await post(gw.url, '/api/unifications/crm/accounts/create', { account: { name: 'Sandbox Ltd' } }, headers)
        : await post(gw.url, '/api/unifications/crm/deals/create', { deal: { name: 'Sandbox Ltd' } }, headers);
      expect(created.status, created.text).to.equal(200);
      expect((created.body.result.account ?? created.body.result.deal).name).to.equal('Sandbox Ltd');
      const older = await call(
        gw.url,
        'GET',
        `/crm/contacts?${new URLSearchParams({ accessToken: headers['x-svc-access-token'] }).toString()}`,
        {
          headers: { 'svc-api-token': project.dev.apiToken },
        },
      );
      expect(older.status, older.text).to.equal(200);
      expect(older.body.contacts.length).to.be.greaterThan(0);
    });
});
