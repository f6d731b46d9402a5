import { expect } from 'chai';
import { RecordsRepo } from '../../../src/store/records.repo.js';
import { FakeCopper } from '../../support/fake-tools/fake-copper.js';
import { type SeededProject } from '../../support/seed.js';
import { type TestGateway } from '../../support/start-gateway.js';
import { waitFor } from '../../support/webhook-receiver.js';
import { formConnect, startToolGateway, waitForSynced, type ToolHarness } from './support.js';

const API_KEY = 'c0ffee00c0ffee00c0ffee00c0ffee00';
const EMAIL = 'owner@acme.example';

describe('http: Copper end to end (connect with an API key and user email, list, read, write, sync) on a fake Copper', function () {
  this.timeout(90_000);
  let copper: FakeCopper;
  let gw: TestGateway;
  let project: SeededProject;
  let connectionId: string;
  let conn: ToolHarness;
  const api = (path: string, body: unknown = {}) => conn.api(path, body);

  before(async () => {
    copper = await new FakeCopper(API_KEY, EMAIL).start();
    const company = copper.add('companies', {
      name: 'Acme Ltd',
      websites: [{ url: 'https://acme.example', category: 'work' }],
      phone_numbers: [],
      assignee_id: 7,
    });
    for (let i = 0; i < 3; i++)
      copper.add('people', {
        name: `Jo${i} Tremblay`,
        first_name: `Jo${i}`,
        last_name: 'Tremblay',
        title: 'Buyer',
        company_id: company.id,
        assignee_id: 7,
        emails: [{ email: `jo${i}@acme.example`, category: 'work' }],
        phone_numbers: [{ number: `+1 514 555 010${i}`, category: 'work' }],
      });
    copper.add('opportunities', {
      name: 'Fleet renewal',
      monetary_value: 5000,
      monetary_unit: 'CAD',
      pipeline_stage_id: 892,
      close_date: '06/30/2025',
      status: 'Open',
      company_id: company.id,
      assignee_id: 7,
    });
    copper.add('users', { name: 'Owner', email: EMAIL });
    ({ gw, project } = await startToolGateway({ integrationId: 'copper', origin: copper.origin, sync: true }));
  });
  after(async () => {
    await gw?.close();
    await copper?.server.stop();
  });

  it('connects with an API key and the key owner email (X-PW-* headers); a wrong key is refused by the verify call', async () => {
    const form = await formConnect(gw, project, { integrationId: 'copper', authMethodId: 'api_key', inputs: { user_email: EMAIL } });
    const submit = (key: string) => form.submit({ api_key: key });
    const wrong = await submit('0000');
    expect(wrong.status, wrong.text).to.equal(403);
    expect(wrong.body.error.code).to.equal('DOWNSTREAM_AUTH_FAILED');
    const ok = await submit(API_KEY);
    expect(ok.status, ok.text).to.equal(200);
    const verify = copper.server.requests.filter((r) => r.path === '/developer_api/v1/account').at(-1)!;
    expect(verify.headers).to.include({ 'x-pw-accesstoken': API_KEY, 'x-pw-application': 'developer_api', 'x-pw-useremail': EMAIL });
    conn = await form.exchange();
    connectionId = conn.connectionId;
  });

  it('syncs people, companies and opportunities into the cache after connecting', async () => {
    const records = new RecordsRepo(gw.gateway.core.database.db);
    await waitForSynced(conn, 'crm.contact', 3);
    await waitForSynced(conn, 'crm.deal', 1);
    expect(await records.countByConnection(connectionId, 'crm.account')).to.equal(1);
  });

  it('lists people through POST /people/search with page_number/page_size in the body, and reads one', async () => {
    copper.server.requests.length = 0;
    const first = await api('/api/unifications/crm/contacts/list', { pageSize: 2 });
    expect(first.status, first.text).to.equal(200);
    const second = await api('/api/unifications/crm/contacts/list', { pageSize: 2, cursor: first.body.result.nextPageCursor });
    expect(second.status, second.text).to.equal(200);
    expect(second.body.result.nextPageCursor).to.equal(null);
    // The sync may run a pass meanwhile: only this test's list calls (page_size 2) are compared.
    const lists = copper.server.requests.filter((r) => (r.json as { page_size?: number } | undefined)?.page_size === 2);
    expect(lists.map((r) => [r.method, r.path, r.json])).to.deep.equal([
      ['POST', '/developer_api/v1/people/search', { sort_by: 'date_modified', sort_direction: 'asc', page_number: 1, page_size: 2 }],
      ['POST', '/developer_api/v1/people/search', { sort_by: 'date_modified', sort_direction: 'asc', page_number: 2, page_size: 2 }],
    ]);
    const all = [...first.body.result.contacts, ...second.body.result.contacts];
    expect(all.map((c: { firstName: string }) => c.firstName)).to.deep.equal(['Jo0', 'Jo1', 'Jo2']);
    expect(all[0]).to.include({
      lastName: 'Tremblay',
      email: 'jo0@acme.example',
      phone: '+1 514 555 0100',
      jobTitle: 'Buyer',
      ownerId: '7',
    });
    const one = await api('/api/unifications/crm/contacts/get', { id: all[1].id });
    expect(one.status, one.text).to.equal(200);
    expect(copper.server.requests.at(-1)!.path).to.equal(`/developer_api/v1/people/${all[1].id}`);
    expect(one.body.result.contact).to.include({ email: 'jo1@acme.example', nativeId: all[1].id });
  });

  it('creates a person and a deal (ids as integers, close date MM/DD/YYYY); PUT updates only the fields given', async () => {
    const company = [...copper.objects.companies.values()][0]!;
    const created = await api('/api/unifications/crm/contacts/create', {
      contact: { firstName: 'Sam', lastName: 'Roy', email: 'sam@acme.example', accountId: String(company.id) },
    });
    expect(created.status, created.text).to.equal(200);
    expect(copper.server.requests.at(-1)).to.deep.include({
      method: 'POST',
      path: '/developer_api/v1/people',
      json: { first_name: 'Sam', last_name: 'Roy', emails: [{ email: 'sam@acme.example' }], company_id: company.id },
    });
    const id = created.body.result.contact.id as string;
    expect(created.body.result.contact).to.include({ firstName: 'Sam', accountId: String(company.id) });
    const updated = await api('/api/unifications/crm/contacts/update', { id, contact: { jobTitle: 'CFO' } });
    expect(updated.status, updated.text).to.equal(200);
    expect(copper.server.requests.at(-1)).to.deep.include({
      method: 'PUT',
      path: `/developer_api/v1/people/${id}`,
      json: { title: 'CFO' },
    });
    expect(copper.objects.people.get(id)).to.include({ first_name: 'Sam', title: 'CFO' });

    const deal = await api('/api/unifications/crm/deals/create', {
      deal: { name: 'Spare parts', amount: 1200.5, stage: '893', closeDate: '2025-09-15T00:00:00.000Z', accountId: String(company.id) },
    });
    expect(deal.status, deal.text).to.equal(200);
    expect(copper.server.requests.at(-1)!.json).to.deep.equal({
      name: 'Spare parts',
      monetary_value: 1200.5,
      pipeline_stage_id: 893,
      close_date: '09/15/2025',
      company_id: company.id,
    });
    expect(deal.body.result.deal).to.include({
      name: 'Spare parts',
      amount: 1200.5,
      stage: '893',
      closeDate: '2025-09-15T00:00:00.000Z',
      isClosed: false,
    });
  });

  it('an incremental sync pass asks for records modified since the last pass (minimum_modified_date, Unix seconds)', async () => {
    await waitFor('an incremental people pass', () =>
      copper.server.requests.find(
        (r) =>
          r.path === '/developer_api/v1/people/search' &&
          (r.json as { minimum_modified_date?: unknown })?.minimum_modified_date !== undefined,
      ),
    );
    const inc = copper.server.requests.find((r) => (r.json as { minimum_modified_date?: unknown })?.minimum_modified_date !== undefined)!;
    expect((inc.json as { minimum_modified_date: unknown }).minimum_modified_date).to.be.a('number');
  });

  it('lists the pipelines and their stages through the pipelines/list action', async () => {
    const res = await api('/api/actions/copper/pipelines/list', {});
    expect(res.status, res.text).to.equal(200);
    expect(res.body.result.pipelines).to.deep.equal([
      {
        id: '213214',
        name: 'Sales',
        stages: [
          { id: '892', name: 'Qualified', winProbability: 5 },
          { id: '893', name: 'Proposal', winProbability: 50 },
        ],
      },
    ]);
  });
});
