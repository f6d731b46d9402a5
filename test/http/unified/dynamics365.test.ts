import { expect } from 'chai';
import { RecordsRepo } from '../../../src/store/records.repo.js';
import { FakeDynamics } from '../../support/fake-tools/fake-dynamics.js';
import type { SeededProject } from '../../support/seed.js';
import type { TestGateway } from '../../support/start-gateway.js';
import { connectOAuth, listAll, startToolGateway, type ToolHarness } from './support.js';

const ORG = 'https://contoso.crm.dynamics.com';
const CLIENT = { clientId: '00001111-aaaa-2222-bbbb-3333cccc4444', clientSecret: 'entra-client-secret' };
const SELECT_CONTACTS =
  'contactid,firstname,lastname,emailaddress1,telephone1,jobtitle,_parentcustomerid_value,_ownerid_value,createdon,modifiedon';

describe('http: Microsoft Dynamics 365 Sales (fake Dataverse Web API v9.2 + Microsoft identity platform on 127.0.0.1)', () => {
  let dyn: FakeDynamics;
  let gw: TestGateway;
  let project: SeededProject;
  let h: ToolHarness;
  let account: string;

  before(async function () {
    this.timeout(60_000);
    dyn = await new FakeDynamics(ORG, CLIENT).start();
    ({ gw, project } = await startToolGateway({ integrationId: 'dynamics365', origin: dyn.origin, client: CLIENT }));
    account = String(
      dyn.add('accounts', { name: 'Fourth Coffee', websiteurl: 'https://fourthcoffee.example', telephone1: '555-0150' }).accountid,
    );
    for (let i = 0; i < 5; i++) {
      dyn.add('contacts', {
        firstname: `Yvonne${i}`,
        lastname: 'McKay',
        emailaddress1: `yvonne${i}@example.com`,
        telephone1: '555-0100',
        jobtitle: 'Buyer',
        _parentcustomerid_value: account,
        department: 'Purchasing',
      });
    }
    dyn.add('opportunities', {
      name: 'Coffee machines',
      estimatedvalue: 25000,
      stepname: '1-Qualify',
      estimatedclosedate: '2024-09-30',
      _parentaccountid_value: account,
    });
    dyn.add('leads', {
      firstname: 'Grace',
      lastname: 'Hopper',
      emailaddress1: 'grace@example.com',
      companyname: 'Navy Labs',
      statuscode: 2,
    });
    dyn.add('systemusers', { fullname: 'Dana Admin', internalemailaddress: 'dana@contoso.example', isdisabled: false });
  });
  after(async () => {
    await gw?.close();
    await dyn?.server.stop();
  });

  it('connects through the connect flow: Microsoft sign-in with the environment scope and PKCE, then WhoAmI works', async function () {
    this.timeout(30_000);
    const {
      h: connected,
      authorizeUrl,
      callback,
    } = await connectOAuth(gw, project, {
      integrationId: 'dynamics365',
      inputs: { org_url: ORG, tenant: 'contoso.onmicrosoft.com' },
    });
    h = connected;
    expect(callback.status, callback.text).to.equal(200);
    expect(authorizeUrl.pathname).to.equal('/contoso.onmicrosoft.com/oauth2/v2.0/authorize');
    expect(authorizeUrl.searchParams.get('scope')).to.equal(`${ORG}/user_impersonation offline_access`);
    expect(authorizeUrl.searchParams.get('code_challenge_method')).to.equal('S256');
    const tokenReq = dyn.oauth.tokenRequests.at(-1)!;
    expect(tokenReq.form).to.include({
      grant_type: 'authorization_code',
      client_id: CLIENT.clientId,
      scope: `${ORG}/user_impersonation offline_access`,
    });
    expect(tokenReq.form.code_verifier).to.match(/^[A-Za-z0-9_-]{43,128}$/);
    const who = await h.api('/api/actions/dynamics365/whoami', {});
    expect(who.status, who.text).to.equal(200);
    expect(who.body.result).to.include({ userId: dyn.userId });
    const sent = dyn.server.requests.at(-1)!;
    expect(sent.path).to.equal('/api/data/v9.2/WhoAmI');
    expect(sent.headers).to.include({ 'odata-version': '4.0', 'odata-maxversion': '4.0', accept: 'application/json' });
  });

  it('lists contacts over @odata.nextLink pages with Prefer: odata.maxpagesize on every page, and $select of the mapped columns', async () => {
    const before = dyn.server.requests.length;
    const { records, pages } = await listAll(h, '/api/unifications/crm/contacts/list', 'contacts', 2);
    expect(pages).to.equal(3);
    expect(records.map((r) => r.firstName)).to.deep.equal(['Yvonne0', 'Yvonne1', 'Yvonne2', 'Yvonne3', 'Yvonne4']);
    const sent = dyn.server.requests.slice(before);
    expect(sent.map((r) => r.headers.prefer)).to.deep.equal(['odata.maxpagesize=2', 'odata.maxpagesize=2', 'odata.maxpagesize=2']);
    expect(sent.every((r) => r.query.$select === SELECT_CONTACTS)).to.equal(true);
    expect(sent[1]!.query.$skiptoken).to.contain('pagenumber="2"');
    expect(records[0]).to.include({
      lastName: 'McKay',
      email: 'yvonne0@example.com',
      jobTitle: 'Buyer',
      accountId: account,
      ownerId: dyn.userId,
    });
  });

  it('gets, creates (201 with the row), updates (PATCH If-Match: *) and deletes a contact', async () => {
    const id = String(dyn.rows.contacts![0]!.contactid);
    const got = await h.api('/api/unifications/crm/contacts/get', { id });
    expect(got.status, got.text).to.equal(200);
    expect(dyn.server.requests.at(-1)!.path).to.equal(`/api/data/v9.2/contacts(${id})`);

    const created = await h.api('/api/unifications/crm/contacts/create', {
      contact: { firstName: 'Rene', lastName: 'Valdes', email: 'rene@example.com', jobTitle: 'CTO' },
    });
    expect(created.status, created.text).to.equal(200);
    const req = dyn.server.requests.at(-1)!;
    expect(req.method).to.equal('POST');
    expect(req.headers.prefer).to.equal('return=representation');
    expect(req.json).to.deep.equal({ firstname: 'Rene', lastname: 'Valdes', emailaddress1: 'rene@example.com', jobtitle: 'CTO' });
    const newId = created.body.result.contact.id as string;
    expect(dyn.find('contacts', newId)).to.include({ firstname: 'Rene' });

    const updated = await h.api('/api/unifications/crm/contacts/update', { id: newId, contact: { phone: '555-0199' } });
    expect(updated.status, updated.text).to.equal(200);
    const patch = dyn.server.requests.at(-1)!;
    expect(patch).to.include({ method: 'PATCH', path: `/api/data/v9.2/contacts(${newId})` });
    expect(patch.headers['if-match']).to.equal('*');
    expect(patch.json).to.deep.equal({ telephone1: '555-0199' });
    expect(updated.body.result.contact).to.include({ phone: '555-0199', firstName: 'Rene' });

    const missing = await h.api('/api/unifications/crm/contacts/update', {
      id: '00000000-0000-0000-0000-000000000000',
      contact: { phone: '1' },
    });
    expect(missing.status).to.equal(404);
    expect(missing.body.error.code).to.equal('DOWNSTREAM_NOT_FOUND');
    expect(dyn.rows.contacts!.some((r) => r.contactid === '00000000-0000-0000-0000-000000000000')).to.equal(false);

    const del = await h.api('/api/unifications/crm/contacts/delete', { id: newId });
    expect(del.status, del.text).to.equal(200);
    expect(dyn.find('contacts', newId)).to.equal(undefined);
  });

  it('maps accounts, opportunities (deals), leads and users', async () => {
    const acc = await h.api('/api/unifications/crm/accounts/get', { id: account });
    expect(acc.body.result.account).to.include({ name: 'Fourth Coffee', website: 'https://fourthcoffee.example' });
    const deals = await h.api('/api/unifications/crm/deals/list', {});
    expect(deals.status, deals.text).to.equal(200);
    expect(deals.body.result.deals[0]).to.include({ name: 'Coffee machines', amount: 25000, stage: '1-Qualify', accountId: account });
    const leads = await h.api('/api/unifications/crm/leads/list', {});
    expect(leads.body.result.leads[0]).to.include({ firstName: 'Grace', company: 'Navy Labs', status: 'Contacted' });
    const users = await h.api('/api/unifications/crm/users/list', {});
    expect(users.body.result.users[0]).to.include({ name: 'Dana Admin', email: 'dana@contoso.example' });
  });

  it('wins an opportunity with the WinOpportunity action', async () => {
    const opp = String(dyn.rows.opportunities![0]!.opportunityid);
    const res = await h.api('/api/actions/dynamics365/opportunities/win', { opportunityId: opp, subject: 'Won after pilot' });
    expect(res.status, res.text).to.equal(200);
    expect(res.body.result).to.deep.equal({ won: true });
    expect(dyn.server.requests.at(-1)!.json).to.deep.equal({
      Status: 3,
      OpportunityClose: { subject: 'Won after pilot', 'opportunityid@odata.bind': `/opportunities(${opp})` },
    });
    expect(dyn.find('opportunities', opp)).to.include({ statecode: 1 });
  });

  it('refreshes an expired token (rotated refresh token, same scope) and retries the call once', async () => {
    dyn.oauth.expireAccessTokens();
    const res = await h.api('/api/unifications/crm/accounts/list', {});
    expect(res.status, res.text).to.equal(200);
    const refresh = dyn.oauth.tokenRequests.at(-1)!;
    expect(refresh.form).to.include({ grant_type: 'refresh_token', scope: `${ORG}/user_impersonation offline_access` });
  });

  it('syncs: the initial pass filters on modifiedon, later passes read only what changed since the cursor', async function () {
    this.timeout(60_000);
    const { sync } = gw.gateway.core.services;
    const records = new RecordsRepo(gw.gateway.core.database.db);
    await sync.run(h.connectionId); // initial (30 days by modifiedon)
    await sync.run(h.connectionId); // backfill (everything)
    expect(await records.countByConnection(h.connectionId, 'crm.contact')).to.equal(5);
    expect(await records.countByConnection(h.connectionId, 'crm.account')).to.equal(1);
    const id = String(dyn.rows.contacts![1]!.contactid);
    dyn.touch('contacts', id, { jobtitle: 'Head of Purchasing' });
    const before = dyn.server.requests.length;
    await sync.run(h.connectionId);
    const incremental = dyn.server.requests.slice(before).filter((r) => r.path === '/api/data/v9.2/contacts');
    expect(incremental.length).to.be.greaterThan(0);
    const filter = incremental[0]!.query.$filter ?? '';
    expect(filter).to.match(/^modifiedon gt \d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(incremental[0]!.query.$orderby).to.equal('modifiedon asc');
    const conn = await gw.gateway.core.internals.repos.connections.findById(h.connectionId);
    expect(conn!.lastSyncError).to.equal(null);
  });

  it('a service protection 429 is retried after Retry-After; an unknown column is a 400 DOWNSTREAM_BAD_REQUEST', async () => {
    dyn.failNext({
      status: 429,
      headers: { 'Retry-After': '1' },
      json: { error: { code: '0x80072322', message: 'Number of requests exceeded the limit of 6000 over time window of 300 seconds.' } },
    });
    const ok = await h.api('/api/unifications/crm/accounts/list', {});
    expect(ok.status, ok.text).to.equal(200);
    const bad = await h.api('/api/unifications/crm/accounts/create', { account: { name: 'X', additional: { notacolumn: 1 } } });
    expect(bad.status, bad.text).to.equal(400);
    expect(bad.body.error.code).to.equal('DOWNSTREAM_BAD_REQUEST');
    expect(JSON.stringify(bad.body.error.details.downstreamBody)).to.contain('notacolumn');
  });
});
