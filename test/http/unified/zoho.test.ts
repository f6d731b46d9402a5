import { expect } from 'chai';
import { RecordsRepo } from '../../../src/store/records.repo.js';
import { FakeZoho } from '../../support/fake-tools/fake-zoho.js';
import type { SeededProject } from '../../support/seed.js';
import type { TestGateway } from '../../support/start-gateway.js';
import { waitFor } from '../../support/webhook-receiver.js';
import { connectOAuth, startToolGateway, type ToolHarness } from './support.js';

const CLIENT = { clientId: '1000.ZOHOCLIENTFAKE', clientSecret: 'zoho-client-secret-fixture' };

describe('http: Zoho CRM end to end (OAuth on the EU data centre, list, read, write, incremental sync, COQL) on a fake Zoho', function () {
  this.timeout(90_000);
  let zoho: FakeZoho;
  let gw: TestGateway;
  let project: SeededProject;
  let h: ToolHarness;

  before(async () => {
    zoho = await new FakeZoho({ id: CLIENT.clientId, secret: CLIENT.clientSecret }).start();
    const account = zoho.add('Accounts', {
      Account_Name: 'Analytical Engines',
      Website: 'https://engines.example',
      Industry: 'Manufacturing',
      Employees: 12,
    });
    for (let i = 0; i < 3; i++)
      zoho.add('Contacts', {
        First_Name: `Ada${i}`,
        Last_Name: 'Lovelace',
        Email: `ada${i}@engines.example`,
        Phone: '+44 20 7946 0958',
        Title: 'Mathematician',
        Account_Name: { name: 'Analytical Engines', id: account.id },
      });
    zoho.add('Deals', {
      Deal_Name: 'Engine order',
      Amount: 25000,
      Stage: 'Qualification',
      Closing_Date: '2024-03-31',
      Account_Name: { name: 'Analytical Engines', id: account.id },
    });
    ({ gw, project } = await startToolGateway({ integrationId: 'zoho', origin: zoho.origin, client: CLIENT, sync: true }));
  });
  after(async () => {
    await gw?.close();
    await zoho?.server.stop();
  });

  it("connects with OAuth on the chosen data centre's accounts server (offline access, comma scopes) and keeps api_domain", async () => {
    const connected = await connectOAuth(gw, project, { integrationId: 'zoho', inputs: { accounts_server: 'https://accounts.zoho.eu' } });
    h = connected.h;
    expect(connected.callback.status, connected.callback.text).to.equal(200);
    const q = connected.authorizeUrl.searchParams;
    expect(connected.authorizeUrl.pathname).to.equal('/oauth/v2/auth');
    expect(q.get('scope')).to.equal('ZohoCRM.modules.ALL,ZohoCRM.users.READ,ZohoCRM.coql.READ,ZohoCRM.notifications.ALL');
    expect(q.get('access_type')).to.equal('offline');
    expect(q.get('prompt')).to.equal('consent');
    expect(q.get('client_id')).to.equal(CLIENT.clientId);
    const token = zoho.server.requests.find((r) => r.path === '/oauth/v2/token')!;
    expect(Object.fromEntries(new URLSearchParams(token.body))).to.include({
      grant_type: 'authorization_code',
      client_id: CLIENT.clientId,
    });
    const found = await h.api('/api/connections/find', { id: h.connectionId });
    expect(found.status, found.text).to.equal(200);
  });

  it('syncs contacts, accounts and deals; later passes send If-Modified-Since and read 304 as nothing new', async () => {
    const records = new RecordsRepo(gw.gateway.core.database.db);
    await waitFor('contacts synced', async () => (await records.countByConnection(h.connectionId, 'crm.contact')) === 3);
    await waitFor('deals synced', async () => (await records.countByConnection(h.connectionId, 'crm.deal')) === 1);
    expect(await records.countByConnection(h.connectionId, 'crm.account')).to.equal(1);
    const incremental = await waitFor('an incremental pass', () =>
      zoho.server.requests.find((r) => r.path === '/crm/v8/Contacts' && r.headers['if-modified-since'] !== undefined),
    );
    expect(incremental.query).to.include({ sort_by: 'Modified_Time', sort_order: 'asc' });
    expect(incremental.headers.authorization).to.match(/^Zoho-oauthtoken 1000\./);
    // A change made in Zoho reaches the cache through the incremental pass.
    zoho.clock = Date.now() + 60_000;
    zoho.add('Contacts', { First_Name: 'Grace', Last_Name: 'Hopper', Email: 'grace@navy.example' });
    await waitFor('the new contact synced', async () => (await records.countByConnection(h.connectionId, 'crm.contact')) === 4);
  });

  it('lists contacts with the mapped fields, per_page and page_token; reads one', async () => {
    zoho.server.requests.length = 0;
    const first = await h.api('/api/unifications/crm/contacts/list', { pageSize: 2 });
    expect(first.status, first.text).to.equal(200);
    const second = await h.api('/api/unifications/crm/contacts/list', { pageSize: 2, cursor: first.body.result.nextPageCursor });
    expect(second.status, second.text).to.equal(200);
    expect(second.body.result.nextPageCursor).to.equal(null);
    const sent = zoho.server.requests.filter((r) => r.path === '/crm/v8/Contacts');
    expect(sent.map((r) => r.query.fields)).to.deep.equal([
      'id,First_Name,Last_Name,Email,Phone,Title,Account_Name,Owner,Created_Time,Modified_Time',
      'id,First_Name,Last_Name,Email,Phone,Title,Account_Name,Owner,Created_Time,Modified_Time',
    ]);
    expect(sent[0]!.query.per_page).to.equal('2');
    expect(sent[1]!.query.page_token).to.be.a('string');
    const all = [...first.body.result.contacts, ...second.body.result.contacts];
    expect(all).to.have.length(4);
    expect(all[0]).to.include({ firstName: 'Ada0', lastName: 'Lovelace', jobTitle: 'Mathematician', ownerId: '4150868000000225013' });
    const one = await h.api('/api/unifications/crm/contacts/get', { id: all[1].id });
    expect(one.status, one.text).to.equal(200);
    expect(one.body.result.contact.email).to.equal('ada1@engines.example');
  });

  it('creates a contact and a deal as {data: [record]} with lookups as {id}; PUT updates one field', async () => {
    const account = [...zoho.records.Accounts.values()][0]!;
    const created = await h.api('/api/unifications/crm/contacts/create', {
      contact: { firstName: 'Charles', lastName: 'Babbage', email: 'charles@engines.example', accountId: account.id },
    });
    expect(created.status, created.text).to.equal(200);
    // Sync passes run every half second: pick the write out of what the fake received.
    const sentBy = (method: string) =>
      zoho.server.requests.filter((r) => r.method === method && r.path.startsWith('/crm/v8/Contacts')).at(-1);
    const post = sentBy('POST')!;
    expect(post).to.include({ method: 'POST', path: '/crm/v8/Contacts' });
    expect(post.json).to.deep.equal({
      data: [{ First_Name: 'Charles', Last_Name: 'Babbage', Email: 'charles@engines.example', Account_Name: { id: account.id } }],
    });
    const id = created.body.result.contact.id as string;
    expect(zoho.records.Contacts.get(id)).to.include({ Last_Name: 'Babbage' });
    const updated = await h.api('/api/unifications/crm/contacts/update', { id, contact: { jobTitle: 'Inventor' } });
    expect(updated.status, updated.text).to.equal(200);
    expect(sentBy('PUT')).to.deep.include({
      method: 'PUT',
      path: `/crm/v8/Contacts/${id}`,
      json: { data: [{ Title: 'Inventor' }] },
    });
    expect(zoho.records.Contacts.get(id)).to.include({ Title: 'Inventor', Last_Name: 'Babbage' });

    const noStage = await h.api('/api/unifications/crm/deals/create', { deal: { name: 'Difference engine' } });
    expect(noStage.status).to.equal(400);
    expect(noStage.body.error.code).to.equal('DOWNSTREAM_BAD_REQUEST');
    // Zoho's answer names the missing field (its `code` key is redacted like every secret-looking key).
    expect(JSON.stringify(noStage.body.error.details.downstreamBody))
      .to.contain('"api_name":"Stage"')
      .and.contain('required field not found');
    const deal = await h.api('/api/unifications/crm/deals/create', {
      deal: { name: 'Difference engine', stage: 'Qualification', amount: 17000 },
    });
    expect(deal.status, deal.text).to.equal(200);
  });

  it('coql/query runs a SELECT and answers the rows', async () => {
    const res = await h.api('/api/actions/zoho/coql/query', {
      selectQuery: "select Deal_Name, Amount from Deals where Stage = 'Qualification'",
    });
    expect(res.status, res.text).to.equal(200);
    expect(zoho.server.requests.filter((r) => r.path === '/crm/v8/coql').at(-1)!.json).to.deep.equal({
      select_query: "select Deal_Name, Amount from Deals where Stage = 'Qualification'",
    });
    expect(res.body.result.records.map((r: { Deal_Name: string }) => r.Deal_Name).sort()).to.deep.equal([
      'Difference engine',
      'Engine order',
    ]);
    expect(res.body.result.moreRecords).to.equal(false);
  });
});
