import { expect } from 'chai';
import { RecordsRepo } from '../../../src/store/records.repo.js';
import { FakeInsightly } from '../../support/fake-tools/fake-insightly.js';
import { type SeededProject } from '../../support/seed.js';
import { type TestGateway } from '../../support/start-gateway.js';
import { waitFor } from '../../support/webhook-receiver.js';
import { formConnect, startToolGateway, waitForSynced, type ToolHarness } from './support.js';

const API_KEY = '0b3c6f1e-2a4d-4e8f-9c7b-5d1a3e6f8b2c';

describe('http: Insightly end to end (connect with an API key and pod, list, read, write, sync) on a fake Insightly', function () {
  this.timeout(90_000);
  let insightly: FakeInsightly;
  let gw: TestGateway;
  let project: SeededProject;
  let conn: ToolHarness;
  const api = (path: string, body: unknown = {}) => conn.api(path, body);
  /** The last request to `path` (sync passes run meanwhile: the very last request may be one of theirs). */
  const lastTo = (method: string, path: string) => insightly.server.requests.filter((r) => r.method === method && r.path === path).at(-1)!;

  before(async () => {
    insightly = await new FakeInsightly(API_KEY).start();
    const org = insightly.add('Organisations', {
      ORGANISATION_NAME: 'Northwind',
      WEBSITE: 'https://northwind.example',
      PHONE: '555-0199',
      OWNER_USER_ID: 1000,
    });
    for (let i = 0; i < 3; i++)
      insightly.add('Contacts', {
        FIRST_NAME: `Joan${i}`,
        LAST_NAME: 'Lee',
        TITLE: 'Buyer',
        ORGANISATION_ID: org.ORGANISATION_ID,
        EMAIL_ADDRESS: `joan${i}@northwind.example`,
        PHONE: `555-010${i}`,
        OWNER_USER_ID: 1000,
      });
    insightly.add('Opportunities', {
      OPPORTUNITY_NAME: 'Annual licence',
      OPPORTUNITY_STATE: 'WON',
      BID_AMOUNT: 12000,
      BID_CURRENCY: 'USD',
      STAGE_ID: 4,
      ORGANISATION_ID: org.ORGANISATION_ID,
      FORECAST_CLOSE_DATE: '2024-06-30 00:00:00',
      OWNER_USER_ID: 1000,
    });
    insightly.add('PipelineStages', { PIPELINE_ID: 3, STAGE_NAME: 'Proposal', STAGE_ORDER: 2 });
    ({ gw, project } = await startToolGateway({ integrationId: 'insightly', origin: insightly.origin, sync: true }));
  });
  after(async () => {
    await gw?.close();
    await insightly?.server.stop();
  });

  it('connects with an API key (HTTP Basic user name) and the pod; a wrong key is refused by GET /v3.1/Contacts?top=1', async () => {
    const form = await formConnect(gw, project, { integrationId: 'insightly', authMethodId: 'api_key', inputs: { pod: 'eu1' } });
    const wrong = await form.submit({ api_key: 'ffffffff-ffff-ffff-ffff-ffffffffffff' });
    expect(wrong.status, wrong.text).to.equal(403);
    expect(wrong.body.error.code).to.equal('DOWNSTREAM_AUTH_FAILED');
    const ok = await form.submit({ api_key: API_KEY });
    expect(ok.status, ok.text).to.equal(200);
    const verify = lastTo('GET', '/v3.1/Contacts');
    expect(verify.headers.authorization).to.equal(`Basic ${Buffer.from(`${API_KEY}:`).toString('base64')}`);
    expect(verify.query).to.deep.equal({ top: '1' });
    conn = await form.exchange();
  });

  it('syncs contacts, organisations and opportunities into the cache, then asks Search for what changed (updated_after_utc)', async () => {
    const records = new RecordsRepo(gw.gateway.core.database.db);
    await waitForSynced(conn, 'crm.contact', 3);
    await waitForSynced(conn, 'crm.deal', 1);
    expect(await records.countByConnection(conn.connectionId, 'crm.account')).to.equal(1);
    await waitFor('an incremental contacts pass', () => insightly.server.requests.find((r) => r.path === '/v3.1/Contacts/Search'));
    const inc = insightly.server.requests.find((r) => r.path === '/v3.1/Contacts/Search')!;
    expect(Object.keys(inc.query).sort()).to.deep.equal(['skip', 'top', 'updated_after_utc']);
    expect(Number.isNaN(Date.parse(inc.query.updated_after_utc!))).to.equal(false);
  });

  it('lists contacts with skip/top (a short page is the last) and reads one', async () => {
    insightly.server.requests.length = 0;
    const first = await api('/api/unifications/crm/contacts/list', { pageSize: 2 });
    expect(first.status, first.text).to.equal(200);
    const second = await api('/api/unifications/crm/contacts/list', { pageSize: 2, cursor: first.body.result.nextPageCursor });
    expect(second.status, second.text).to.equal(200);
    expect(second.body.result.nextPageCursor).to.equal(null);
    const pages = insightly.server.requests.filter((r) => r.path === '/v3.1/Contacts').map((r) => r.query);
    expect(pages).to.deep.equal([
      { skip: '0', top: '2' },
      { skip: '2', top: '2' },
    ]);
    const all = [...first.body.result.contacts, ...second.body.result.contacts];
    expect(all.map((c: { firstName: string }) => c.firstName)).to.deep.equal(['Joan0', 'Joan1', 'Joan2']);
    expect(all[0]).to.include({ lastName: 'Lee', email: 'joan0@northwind.example', phone: '555-0100', jobTitle: 'Buyer', ownerId: '1000' });
    expect(all[0].createdTime).to.match(/^2024-03-01T09:0\d:00\.000Z$/);
    const one = await api('/api/unifications/crm/contacts/get', { id: all[1].id });
    expect(one.status, one.text).to.equal(200);
    expect(one.body.result.contact).to.include({ firstName: 'Joan1', email: 'joan1@northwind.example' });
  });

  it('creates a contact, updates it with PUT /v3.1/Contacts carrying CONTACT_ID, deletes it; reads a won deal', async () => {
    const created = await api('/api/unifications/crm/contacts/create', {
      contact: { firstName: 'Ann', lastName: 'Ng', email: 'ann@northwind.example' },
    });
    expect(created.status, created.text).to.equal(200);
    expect(lastTo('POST', '/v3.1/Contacts').json).to.deep.equal({
      FIRST_NAME: 'Ann',
      LAST_NAME: 'Ng',
      EMAIL_ADDRESS: 'ann@northwind.example',
    });
    const id = created.body.result.contact.id as string;
    const updated = await api('/api/unifications/crm/contacts/update', { id, contact: { jobTitle: 'CFO' } });
    expect(updated.status, updated.text).to.equal(200);
    expect(lastTo('PUT', '/v3.1/Contacts').json).to.deep.equal({ TITLE: 'CFO', CONTACT_ID: Number(id) });
    expect(updated.body.result.contact).to.include({ firstName: 'Ann', jobTitle: 'CFO' });
    const removed = await api('/api/unifications/crm/contacts/delete', { id });
    expect(removed.status, removed.text).to.equal(200);
    expect(lastTo('DELETE', `/v3.1/Contacts/${id}`)).to.not.equal(undefined);
    expect(insightly.objects.Contacts.has(Number(id))).to.equal(false);

    const deals = await api('/api/unifications/crm/deals/list', { pageSize: 10 });
    expect(deals.status, deals.text).to.equal(200);
    expect(deals.body.result.deals[0]).to.include({
      name: 'Annual licence',
      amount: 12000,
      currency: 'USD',
      stage: '4',
      isWon: true,
      isClosed: true,
      closeDate: '2024-06-30T00:00:00.000Z',
    });
  });

  it('the pipeline-stages/list action answers the stages; a 429 is waited out and retried', async () => {
    insightly.throttle('/v3.1/PipelineStages', 500);
    const res = await api('/api/actions/insightly/pipeline-stages/list', {});
    expect(res.status, res.text).to.equal(200);
    expect(insightly.server.requests.filter((r) => r.path === '/v3.1/PipelineStages').length).to.be.greaterThan(1);
    expect(res.body.result.stages).to.deep.equal([
      { id: String([...insightly.objects.PipelineStages.keys()][0]), name: 'Proposal', pipelineId: '3', order: 2 },
    ]);
  });
});
