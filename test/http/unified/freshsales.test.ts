import { expect } from 'chai';
import { RecordsRepo } from '../../../src/store/records.repo.js';
import { FakeFreshsales } from '../../support/fake-tools/fake-freshsales.js';
import { type SeededProject } from '../../support/seed.js';
import { type TestGateway } from '../../support/start-gateway.js';
import { waitFor } from '../../support/webhook-receiver.js';
import { formConnect, startToolGateway, waitForSynced, type ToolHarness } from './support.js';

const KEY = 'sfg999666t673t7t82-fixture';
const VIEW = '/crm/sales/api/contacts/view';

describe('http: Freshsales end to end (API key, views found by lookup, list, read, write, incremental sync, 429) on a fake Freshsales', function () {
  this.timeout(90_000);
  let fs: FakeFreshsales;
  let gw: TestGateway;
  let project: SeededProject;
  let conn: ToolHarness;
  const api = (path: string, body: unknown = {}) => conn.api(path, body);
  const lastTo = (method: string, path: string) => fs.server.requests.filter((r) => r.method === method && r.path === path).at(-1)!;

  before(async () => {
    fs = await new FakeFreshsales(KEY).start();
    const account = fs.add('sales_accounts', {
      name: 'Widgetz.io',
      website: 'https://widgetz.example',
      number_of_employees: 250,
      owner_id: 16000009713,
    });
    for (let i = 0; i < 5; i++)
      fs.add('contacts', {
        first_name: `Jane${i}`,
        last_name: 'Sampleton',
        email: `jane${i}@widgetz.example`,
        mobile_number: null,
        work_number: `+1 203 555 010${i}`,
        job_title: 'Buyer',
        sales_account_id: account.id,
        owner_id: 16000009713,
      });
    fs.add('deals', {
      name: 'Widgetz renewal',
      amount: '25000.0',
      deal_stage_id: 16000191470,
      expected_close: '2024-06-30',
      sales_account_id: account.id,
    });
    ({ gw, project } = await startToolGateway({ integrationId: 'freshsales', origin: fs.origin, sync: true }));
  });
  after(async () => {
    await gw?.close();
    await fs?.server.stop();
  });

  it('connects with the API key (Authorization: Token token=...): a wrong key is refused by GET /contacts/filters', async () => {
    const form = await formConnect(gw, project, { integrationId: 'freshsales', authMethodId: 'api_key', inputs: { domain: 'acme' } });
    const wrong = await form.submit({ api_key: 'not-the-key' });
    expect(wrong.status, wrong.text).to.equal(403);
    expect(wrong.body.error.code).to.equal('DOWNSTREAM_AUTH_FAILED');
    const ok = await form.submit({ api_key: KEY });
    expect(ok.status, ok.text).to.equal(200);
    expect(lastTo('GET', '/crm/sales/api/contacts/filters').headers.authorization).to.equal(`Token token=${KEY}`);
    conn = await form.exchange();
  });

  it('syncs contacts, accounts, deals and users; an incremental pass reads the view newest first and sees a change', async () => {
    const records = new RecordsRepo(gw.gateway.core.database.db);
    await waitForSynced(conn, 'crm.contact', 5);
    await waitForSynced(conn, 'crm.account', 1);
    await waitForSynced(conn, 'crm.deal', 1);
    await waitForSynced(conn, 'crm.user', 2);
    // The view ids were looked up once for the connection, not per pass.
    expect(fs.server.requests.filter((r) => r.path === '/crm/sales/api/deals/filters').length).to.equal(1);
    const jane = [...fs.objects.contacts.values()][2]!;
    jane.first_name = 'Janet';
    jane.updated_at = new Date(fs.tick() + 5.5 * 3_600_000).toISOString().replace(/\.\d{3}Z$/, '+05:30');
    await waitFor('the change in the cache', async () => {
      const r = (await records.get(conn.connectionId, 'crm.contact', String(jane.id))) as { firstName?: string } | null;
      return r?.firstName === 'Janet';
    });
    const inc = fs.server.requests.filter((r) => r.path === `${VIEW}/${fs.viewIds.contacts}` && r.query.sort === 'updated_at');
    expect(inc.length).to.be.greaterThan(0);
    expect(inc.at(-1)!.query).to.deep.equal({ sort: 'updated_at', sort_type: 'desc', page: '1', per_page: '100' });
  });

  it('lists contacts through the All Contacts view in pages of page/per_page and reads one from its {contact} envelope', async () => {
    fs.server.requests.length = 0;
    const first = await api('/api/unifications/crm/contacts/list', { pageSize: 2 });
    expect(first.status, first.text).to.equal(200);
    let cursor = first.body.result.nextPageCursor as string | null;
    const all = [...first.body.result.contacts];
    for (let page = 0; cursor && page < 5; page++) {
      const next = await api('/api/unifications/crm/contacts/list', { pageSize: 2, cursor });
      expect(next.status, next.text).to.equal(200);
      all.push(...next.body.result.contacts);
      cursor = next.body.result.nextPageCursor;
    }
    expect(all).to.have.length(5);
    const pages = fs.server.requests.filter((r) => r.path.startsWith(VIEW) && r.query.per_page === '2').map((r) => r.query);
    expect(pages.slice(-3)).to.deep.equal([
      { page: '1', per_page: '2' },
      { page: '2', per_page: '2' },
      { page: '3', per_page: '2' },
    ]);
    const account = [...fs.objects.sales_accounts.values()][0]!;
    expect(all[0]).to.include({
      lastName: 'Sampleton',
      email: 'jane0@widgetz.example',
      phone: '+1 203 555 0100',
      accountId: String(account.id),
      ownerId: '16000009713',
    });
    const one = await api('/api/unifications/crm/contacts/get', { id: all[1].id });
    expect(one.status, one.text).to.equal(200);
    expect(one.body.result.contact).to.include({ firstName: 'Jane1', jobTitle: 'Buyer' });
  });

  it('a view made again with a new id (404 on the old one) is looked up again and the list answers', async () => {
    fs.renumberViews();
    const res = await api('/api/unifications/crm/accounts/list', { pageSize: 10 });
    expect(res.status, res.text).to.equal(200);
    expect(res.body.result.accounts.map((a: { name: string }) => a.name)).to.deep.equal(['Widgetz.io']);
    expect(lastTo('GET', `/crm/sales/api/sales_accounts/view/${fs.viewIds.sales_accounts}`)).to.not.equal(undefined);
  });

  it('creates, updates and deletes a contact and a deal in their envelopes; creates a note on the contact', async () => {
    const created = await api('/api/unifications/crm/contacts/create', {
      contact: { firstName: 'Ada', lastName: 'Byron', email: 'ada@widgetz.example', phone: '+44 20 7946 0000' },
    });
    expect(created.status, created.text).to.equal(200);
    expect(lastTo('POST', '/crm/sales/api/contacts').json).to.deep.equal({
      contact: { first_name: 'Ada', last_name: 'Byron', email: 'ada@widgetz.example', mobile_number: '+44 20 7946 0000' },
    });
    const id = created.body.result.contact.id as string;
    const updated = await api('/api/unifications/crm/contacts/update', { id, contact: { jobTitle: 'Analyst' } });
    expect(updated.status, updated.text).to.equal(200);
    expect(lastTo('PUT', `/crm/sales/api/contacts/${id}`).json).to.deep.equal({ contact: { job_title: 'Analyst' } });
    expect(updated.body.result.contact).to.include({ firstName: 'Ada', jobTitle: 'Analyst', phone: '+44 20 7946 0000' });

    const note = await api('/api/unifications/crm/notes/create', {
      note: { content: 'Met at the fair', additional: { targetable_type: 'Contact', targetable_id: Number(id) } },
    });
    expect(note.status, note.text).to.equal(200);
    expect(lastTo('POST', '/crm/sales/api/notes').json).to.deep.equal({
      note: { description: 'Met at the fair', targetable_type: 'Contact', targetable_id: Number(id) },
    });
    expect(note.body.result.note).to.include({ content: 'Met at the fair', contactId: id, dealId: null, ownerId: '16000009713' });

    const deal = await api('/api/unifications/crm/deals/create', {
      deal: { name: 'Difference engine', amount: 1200.5, stage: '16000191470' },
    });
    expect(deal.status, deal.text).to.equal(200);
    expect(lastTo('POST', '/crm/sales/api/deals').json).to.deep.equal({
      deal: { name: 'Difference engine', amount: 1200.5, deal_stage_id: 16000191470 },
    });
    const removed = await api('/api/unifications/crm/contacts/delete', { id });
    expect(removed.status, removed.text).to.equal(200);
    expect(fs.objects.contacts.has(Number(id))).to.equal(false);
    const gone = await api('/api/unifications/crm/contacts/get', { id });
    expect(gone.status, gone.text).to.equal(404);
  });

  it('the deal_stages/list and tasks/create actions answer; a 429 (Retry-After) is waited out and retried', async () => {
    fs.throttle('/crm/sales/api/selector/deal_stages', 1);
    const stages = await api('/api/actions/freshsales/deal_stages/list', {});
    expect(stages.status, stages.text).to.equal(200);
    expect(fs.server.requests.filter((r) => r.path === '/crm/sales/api/selector/deal_stages')).to.have.length(2);
    expect(stages.body.result.stages[1]).to.deep.equal({
      id: '16000191475',
      name: 'Won',
      position: 6,
      forecastType: 'Won',
      pipelineId: '16000012345',
    });
    const deal = [...fs.objects.deals.values()][0]!;
    const task = await api('/api/actions/freshsales/tasks/create', {
      title: 'Send the proposal',
      dueDate: '2024-03-20T10:00:00Z',
      targetableType: 'Deal',
      targetableId: String(deal.id),
      ownerId: '16000009714',
    });
    expect(task.status, task.text).to.equal(200);
    expect(lastTo('POST', '/crm/sales/api/tasks').json).to.deep.equal({
      task: {
        title: 'Send the proposal',
        due_date: '2024-03-20T10:00:00Z',
        owner_id: 16000009714,
        targetable_type: 'Deal',
        targetable_id: deal.id,
      },
    });
    expect(task.body.result).to.include({ title: 'Send the proposal' });
  });
});
