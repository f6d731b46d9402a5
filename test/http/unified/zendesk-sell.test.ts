import { expect } from 'chai';
import { RecordsRepo } from '../../../src/store/records.repo.js';
import { FakeZendeskSell } from '../../support/fake-tools/fake-zendesk-sell.js';
import { type SeededProject } from '../../support/seed.js';
import { type TestGateway } from '../../support/start-gateway.js';
import { connectOAuth, formConnect, startToolGateway, waitForSynced, type ToolHarness } from './support.js';

const TOKEN = '5e1f0c9a7d3b2e8f4a6c1d0b9e7f3a2c5d8b1e4f7a0c3d6b9e2f5a8c1d4e7b0a';

describe('http: Zendesk Sell end to end (connect with a token or OAuth, list, read, write, sync) on a fake Sell', function () {
  this.timeout(90_000);
  let sell: FakeZendeskSell;
  let gw: TestGateway;
  let project: SeededProject;
  let conn: ToolHarness;
  const api = (path: string, body: unknown = {}) => conn.api(path, body);
  /** The last request to `path` (sync passes run meanwhile: the very last request may be one of theirs). */
  const lastTo = (method: string, path: string) => sell.server.requests.filter((r) => r.method === method && r.path === path).at(-1)!;

  before(async () => {
    sell = await new FakeZendeskSell(TOKEN).start();
    const org = sell.add('contacts', {
      is_organization: true,
      name: 'Acme Corp',
      website: 'https://acme.example',
      industry: 'Retail',
      phone: '555-0100',
      owner_id: 1,
    });
    for (let i = 0; i < 3; i++)
      sell.add('contacts', {
        is_organization: false,
        contact_id: org.id,
        first_name: `Ann${i}`,
        last_name: 'Smith',
        title: 'Buyer',
        email: `ann${i}@acme.example`,
        phone: `555-010${i}`,
        owner_id: 1,
      });
    sell.add('deals', {
      name: 'Fleet renewal',
      value: '5000.00',
      currency: 'EUR',
      stage_id: 2,
      contact_id: org.id,
      owner_id: 1,
      estimated_close_date: '2024-06-30',
    });
    sell.add('stages', { name: 'Won', category: 'won', position: 5, pipeline_id: 1 });
    ({ gw, project } = await startToolGateway({
      integrationId: 'zendesk-sell',
      origin: sell.origin,
      client: { clientId: 'sell-client-id', clientSecret: 'sell-client-secret' },
      sync: true,
    }));
  });
  after(async () => {
    await gw?.close();
    await sell?.server.stop();
  });

  it('connects over OAuth: scopes read write profile, the client authenticated with HTTP Basic at /oauth2/token', async () => {
    const { h, authorizeUrl } = await connectOAuth(gw, project, { integrationId: 'zendesk-sell' });
    expect(authorizeUrl.pathname).to.equal('/oauth2/authorize');
    expect(authorizeUrl.searchParams.get('scope')).to.equal('read write profile');
    const token = sell.oauth.tokenRequests.at(-1)!;
    expect(token.form).to.include({ grant_type: 'authorization_code' });
    expect(token.form.client_secret).to.equal(undefined);
    expect(token.authorization).to.equal(`Basic ${Buffer.from('sell-client-id:sell-client-secret').toString('base64')}`);
    const me = await h.api('/api/unifications/crm/users/list', { pageSize: 10 });
    expect(me.status, me.text).to.equal(200);
    expect(me.body.result.users[0]).to.include({ name: 'Sam Seller', email: 'sam@seller.example' });
    expect(lastTo('GET', '/v2/users').headers.authorization).to.match(/^Bearer at_/);
  });

  it('connects with a personal access token (Bearer); a wrong token is refused by GET /v2/contacts?per_page=1', async () => {
    const form = await formConnect(gw, project, { integrationId: 'zendesk-sell', authMethodId: 'access_token' });
    const wrong = await form.submit({ token: 'f'.repeat(64) });
    expect(wrong.status, wrong.text).to.equal(403);
    expect(wrong.body.error.code).to.equal('DOWNSTREAM_AUTH_FAILED');
    const ok = await form.submit({ token: TOKEN });
    expect(ok.status, ok.text).to.equal(200);
    // The OAuth connection made before syncs contacts too: the verify request is the one-row read with this token.
    const verify = sell.server.requests.filter((r) => r.path === '/v2/contacts' && r.headers.authorization === `Bearer ${TOKEN}`).at(-1)!;
    expect(verify).to.include({ method: 'GET' });
    expect(verify.query).to.deep.equal({ per_page: '1' });
    conn = await form.exchange();
  });

  it('syncs people as contacts and organizations as accounts (is_organization), and deals, into the cache', async () => {
    const records = new RecordsRepo(gw.gateway.core.database.db);
    await waitForSynced(conn, 'crm.contact', 3);
    await waitForSynced(conn, 'crm.deal', 1);
    expect(await records.countByConnection(conn.connectionId, 'crm.account')).to.equal(1);
    const people = sell.server.requests.find((r) => r.path === '/v2/contacts' && r.query.is_organization === 'false');
    expect(people?.query).to.deep.equal({ is_organization: 'false', page: '1', per_page: '100' });
  });

  it('lists contacts in pages of page/per_page (a short page is the last), and reads one from its {data} envelope', async () => {
    sell.server.requests.length = 0;
    const first = await api('/api/unifications/crm/contacts/list', { pageSize: 2 });
    expect(first.status, first.text).to.equal(200);
    const second = await api('/api/unifications/crm/contacts/list', { pageSize: 2, cursor: first.body.result.nextPageCursor });
    expect(second.status, second.text).to.equal(200);
    expect(second.body.result.nextPageCursor).to.equal(null);
    expect(sell.server.requests.map((r) => [r.path, r.query])).to.deep.equal([
      ['/v2/contacts', { is_organization: 'false', page: '1', per_page: '2' }],
      ['/v2/contacts', { is_organization: 'false', page: '2', per_page: '2' }],
    ]);
    const all = [...first.body.result.contacts, ...second.body.result.contacts];
    expect(all.map((c: { firstName: string }) => c.firstName)).to.deep.equal(['Ann0', 'Ann1', 'Ann2']);
    const org = [...sell.objects.contacts.values()].find((c) => c.is_organization === true)!;
    expect(all[0]).to.include({
      lastName: 'Smith',
      email: 'ann0@acme.example',
      phone: '555-0100',
      jobTitle: 'Buyer',
      accountId: String(org.id),
    });
    const one = await api('/api/unifications/crm/contacts/get', { id: all[1].id });
    expect(one.status, one.text).to.equal(200);
    expect(lastTo('GET', `/v2/contacts/${all[1].id}`)).to.not.equal(undefined);
    expect(one.body.result.contact).to.include({ email: 'ann1@acme.example', firstName: 'Ann1' });
  });

  it('creates a person and an organization (is_organization set on create only), updates with a partial PUT, deletes a deal', async () => {
    const created = await api('/api/unifications/crm/contacts/create', {
      contact: { firstName: 'Bob', lastName: 'Stone', email: 'bob@acme.example' },
    });
    expect(created.status, created.text).to.equal(200);
    expect(lastTo('POST', '/v2/contacts')).to.deep.include({
      method: 'POST',
      path: '/v2/contacts',
      json: { data: { first_name: 'Bob', last_name: 'Stone', email: 'bob@acme.example', is_organization: false } },
    });
    const id = created.body.result.contact.id as string;
    const updated = await api('/api/unifications/crm/contacts/update', { id, contact: { jobTitle: 'CTO' } });
    expect(updated.status, updated.text).to.equal(200);
    expect(lastTo('PUT', `/v2/contacts/${id}`)).to.deep.include({
      method: 'PUT',
      path: `/v2/contacts/${id}`,
      json: { data: { title: 'CTO' } },
    });
    expect(sell.objects.contacts.get(Number(id))).to.include({ first_name: 'Bob', title: 'CTO', is_organization: false });

    const account = await api('/api/unifications/crm/accounts/create', { account: { name: 'Globex', website: 'https://globex.example' } });
    expect(account.status, account.text).to.equal(200);
    expect(lastTo('POST', '/v2/contacts').json).to.deep.equal({
      data: { name: 'Globex', website: 'https://globex.example', is_organization: true },
    });
    expect(account.body.result.account).to.include({ name: 'Globex', website: 'https://globex.example' });

    const deal = await api('/api/unifications/crm/deals/create', {
      deal: { name: 'Pilot', amount: 1200.5, accountId: account.body.result.account.id, stage: '2' },
    });
    expect(deal.status, deal.text).to.equal(200);
    expect(lastTo('POST', '/v2/deals').json).to.deep.equal({
      data: { name: 'Pilot', value: 1200.5, contact_id: Number(account.body.result.account.id), stage_id: 2 },
    });
    expect(deal.body.result.deal).to.include({ name: 'Pilot', amount: 1200.5, stage: '2' });
    const removed = await api('/api/unifications/crm/deals/delete', { id: deal.body.result.deal.id });
    expect(removed.status, removed.text).to.equal(200);
    expect(lastTo('DELETE', `/v2/deals/${deal.body.result.deal.id}`)).to.include({ method: 'DELETE' });
    expect(sell.objects.deals.has(Number(deal.body.result.deal.id))).to.equal(false);
  });

  it('writes a note on a deal through additional (resource_type + resource_id) and reads its dealId back', async () => {
    const deal = [...sell.objects.deals.values()][0]!;
    const note = await api('/api/unifications/crm/notes/create', {
      note: { content: 'Call back Monday', additional: { resource_type: 'deal', resource_id: deal.id } },
    });
    expect(note.status, note.text).to.equal(200);
    expect(lastTo('POST', '/v2/notes').json).to.deep.equal({
      data: { content: 'Call back Monday', resource_type: 'deal', resource_id: deal.id },
    });
    expect(note.body.result.note).to.include({ content: 'Call back Monday', dealId: String(deal.id), contactId: null, ownerId: '1' });
  });

  it('the stages/list action answers the pipeline stages; a 429 is waited out and retried', async () => {
    sell.throttle('/v2/stages', 500);
    const res = await api('/api/actions/zendesk-sell/stages/list', {});
    expect(res.status, res.text).to.equal(200);
    expect(sell.server.requests.filter((r) => r.path === '/v2/stages').length).to.be.greaterThan(1);
    expect(res.body.result.stages).to.deep.include({
      id: String([...sell.objects.stages.keys()][0]),
      name: 'Won',
      category: 'won',
      pipelineId: '1',
      position: 5,
    });
  });
});
