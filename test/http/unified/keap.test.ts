import { expect } from 'chai';
import { RecordsRepo } from '../../../src/store/records.repo.js';
import { FakeKeap } from '../../support/fake-tools/fake-keap.js';
import { type SeededProject } from '../../support/seed.js';
import { type TestGateway } from '../../support/start-gateway.js';
import { waitFor } from '../../support/webhook-receiver.js';
import { connectOAuth, formConnect, startToolGateway, waitForSynced, type ToolHarness } from './support.js';

const API_KEY = 'KeapAK-5f1c9e2a7b3d4c8e6a0f1b2c3d4e5f6a7b8c9d0e1f2a3b4c';

describe('http: Keap end to end (connect with a key or OAuth, list, read, write, sync) on a fake Keap', function () {
  this.timeout(90_000);
  let keap: FakeKeap;
  let gw: TestGateway;
  let project: SeededProject;
  let conn: ToolHarness;
  const api = (path: string, body: unknown = {}) => conn.api(path, body);
  /** The last request to `path` (sync passes run meanwhile: the very last request may be one of theirs). */
  const lastTo = (method: string, path: string) => keap.server.requests.filter((r) => r.method === method && r.path === path).at(-1)!;

  before(async () => {
    keap = await new FakeKeap(API_KEY).start();
    const company = keap.add('companies', {
      company_name: 'Acme',
      website: 'https://acme.example',
      phone_number: { number: '555-0199', type: 'Work' },
    });
    for (let i = 0; i < 3; i++)
      keap.add('contacts', {
        given_name: `Jane${i}`,
        family_name: 'Doe',
        job_title: 'Buyer',
        company: { id: company.id, company_name: 'Acme' },
        owner_id: 10,
        email_addresses: [{ email: `jane${i}@acme.example`, field: 'EMAIL1' }],
        phone_numbers: [{ number: `555-010${i}`, field: 'PHONE1', type: 'Work' }],
      });
    keap.add('opportunities', {
      opportunity_title: 'Website rebuild',
      projected_revenue_high: 8000,
      stage: { id: 1, name: 'New Opportunity' },
      user: { id: 10 },
      contact: { id: 11 },
    });
    ({ gw, project } = await startToolGateway({
      integrationId: 'keap',
      origin: keap.origin,
      client: { clientId: 'keap-client-id', clientSecret: 'keap-client-secret' },
      sync: true,
    }));
  });
  after(async () => {
    await gw?.close();
    await keap?.server.stop();
  });

  it('connects over OAuth: scope full, the client in the token form', async () => {
    const { h, authorizeUrl } = await connectOAuth(gw, project, { integrationId: 'keap' });
    expect(authorizeUrl.pathname).to.equal('/app/oauth/authorize');
    expect(authorizeUrl.searchParams.get('scope')).to.equal('full');
    expect(keap.oauth.tokenRequests.at(-1)!.form).to.include({
      grant_type: 'authorization_code',
      client_id: 'keap-client-id',
      client_secret: 'keap-client-secret',
    });
    const users = await h.api('/api/unifications/crm/users/list', { pageSize: 10 });
    expect(users.status, users.text).to.equal(200);
    expect(users.body.result.users[0]).to.include({ name: 'Kim Keap', email: 'kim@keap.example' });
    expect(lastTo('GET', '/crm/rest/v1/users').headers.authorization).to.match(/^Bearer at_/);
  });

  it('connects with a personal access token in X-Keap-API-Key; a wrong key is refused by the userinfo call', async () => {
    const form = await formConnect(gw, project, { integrationId: 'keap', authMethodId: 'api_key' });
    const wrong = await form.submit({ api_key: 'KeapAK-wrong' });
    expect(wrong.status, wrong.text).to.equal(403);
    expect(wrong.body.error.code).to.equal('DOWNSTREAM_AUTH_FAILED');
    const ok = await form.submit({ api_key: API_KEY });
    expect(ok.status, ok.text).to.equal(200);
    expect(lastTo('GET', '/crm/rest/v1/oauth/connect/userinfo').headers['x-keap-api-key']).to.equal(API_KEY);
    conn = await form.exchange();
  });

  it('syncs contacts and opportunities (no accounts: companies have no times), then asks for contacts changed since the last pass (since)', async () => {
    const records = new RecordsRepo(gw.gateway.core.database.db);
    await waitForSynced(conn, 'crm.contact', 3);
    await waitForSynced(conn, 'crm.deal', 1);
    expect(await records.countByConnection(conn.connectionId, 'crm.account')).to.equal(0);
    await waitFor('an incremental contacts pass', () =>
      keap.server.requests.find((r) => r.path === '/crm/rest/v1/contacts' && r.query.since !== undefined),
    );
    const inc = keap.server.requests.find((r) => r.path === '/crm/rest/v1/contacts' && r.query.since !== undefined)!;
    expect(inc.query.order).to.equal('date_updated');
    expect(Number.isNaN(Date.parse(inc.query.since!))).to.equal(false);
  });

  it('lists contacts with limit/offset (a short page is the last) and reads one', async () => {
    keap.server.requests.length = 0;
    const first = await api('/api/unifications/crm/contacts/list', { pageSize: 2 });
    expect(first.status, first.text).to.equal(200);
    const second = await api('/api/unifications/crm/contacts/list', { pageSize: 2, cursor: first.body.result.nextPageCursor });
    expect(second.status, second.text).to.equal(200);
    expect(second.body.result.nextPageCursor).to.equal(null);
    const pages = keap.server.requests.filter((r) => r.path === '/crm/rest/v1/contacts' && r.query.since === undefined).map((r) => r.query);
    expect(pages).to.deep.equal([
      { offset: '0', limit: '2', optional_properties: 'job_title' },
      { offset: '2', limit: '2', optional_properties: 'job_title' },
    ]);
    const all = [...first.body.result.contacts, ...second.body.result.contacts];
    expect(all.map((c: { firstName: string }) => c.firstName)).to.deep.equal(['Jane0', 'Jane1', 'Jane2']);
    expect(all[0]).to.include({ lastName: 'Doe', email: 'jane0@acme.example', phone: '555-0100', jobTitle: 'Buyer', ownerId: '10' });
    const one = await api('/api/unifications/crm/contacts/get', { id: all[1].id });
    expect(one.status, one.text).to.equal(200);
    expect(one.body.result.contact).to.include({ firstName: 'Jane1', email: 'jane1@acme.example' });
    // Keap answers job_title only when optional_properties names it (the fake too).
    expect(lastTo('GET', `/crm/rest/v1/contacts/${String(all[1].id)}`).query).to.deep.equal({ optional_properties: 'job_title' });
  });

  it('creates a contact (its email in slot EMAIL1), updates it with PATCH, adds a note, deletes the contact', async () => {
    const created = await api('/api/unifications/crm/contacts/create', {
      contact: { firstName: 'Sam', lastName: 'Lee', email: 'sam@acme.example' },
    });
    expect(created.status, created.text).to.equal(200);
    expect(lastTo('POST', '/crm/rest/v1/contacts').json).to.deep.equal({
      given_name: 'Sam',
      family_name: 'Lee',
      email_addresses: [{ email: 'sam@acme.example', field: 'EMAIL1' }],
    });
    const id = created.body.result.contact.id as string;
    const updated = await api('/api/unifications/crm/contacts/update', { id, contact: { jobTitle: 'Owner' } });
    expect(updated.status, updated.text).to.equal(200);
    expect(lastTo('PATCH', `/crm/rest/v1/contacts/${id}`).json).to.deep.equal({ job_title: 'Owner' });
    expect(updated.body.result.contact).to.include({ firstName: 'Sam', jobTitle: 'Owner', email: 'sam@acme.example' });
    const note = await api('/api/unifications/crm/notes/create', {
      note: { content: 'Wants a demo', contactId: id, additional: { title: 'Call' } },
    });
    expect(note.status, note.text).to.equal(200);
    expect(lastTo('POST', '/crm/rest/v1/notes').json).to.deep.equal({ body: 'Wants a demo', contact_id: Number(id), title: 'Call' });
    expect(note.body.result.note).to.include({ content: 'Wants a demo', contactId: id });
    const removed = await api('/api/unifications/crm/contacts/delete', { id });
    expect(removed.status, removed.text).to.equal(200);
    expect(keap.objects.contacts.has(Number(id))).to.equal(false);
  });

  it('the opportunity-stages/list action answers the stage pipeline', async () => {
    const res = await api('/api/actions/keap/opportunity-stages/list', {});
    expect(res.status, res.text).to.equal(200);
    expect(res.body.result.stages).to.deep.equal([{ id: '1', name: 'New Opportunity', order: 1, probability: 10 }]);
  });
});
