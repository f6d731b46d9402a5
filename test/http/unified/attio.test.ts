import { createHmac } from 'node:crypto';
import { expect } from 'chai';
import { RecordsRepo } from '../../../src/store/records.repo.js';
import { FakeAttio } from '../../support/fake-tools/fake-attio.js';
import { call } from '../../support/http-client.js';
import { type SeededProject } from '../../support/seed.js';
import { type TestGateway } from '../../support/start-gateway.js';
import { formConnect, startToolGateway, waitForSynced, type ToolHarness } from './support.js';

const TOKEN = 'a3f1c9e27b5d4086e1f2a9c3b7d5e0f4a6c8e2b4d6f8a0c2e4b6d8f0a2c4e6b8';
const WEBHOOK_SECRET = 'attio-webhook-secret-5b2e9c71';

describe('http: Attio end to end (connect with an access token, list, read, write, sync, signed webhooks) on a fake Attio', function () {
  this.timeout(90_000);
  let attio: FakeAttio;
  let gw: TestGateway;
  let project: SeededProject;
  let connectionId: string;
  let conn: ToolHarness;
  const api = (path: string, body: unknown = {}) => conn.api(path, body);

  before(async () => {
    attio = await new FakeAttio([TOKEN]).start();
    const company = attio.add('companies', { name: 'Analytical Engines', domains: ['engines.example'] });
    const companyId = (company.id as { record_id: string }).record_id;
    for (let i = 0; i < 3; i++)
      attio.add('people', {
        name: [{ first_name: `Ada${i}`, last_name: 'Lovelace', full_name: `Ada${i} Lovelace` }],
        email_addresses: [`ada${i}@engines.example`],
        job_title: 'Mathematician',
        company: [{ target_object: 'companies', target_record_id: companyId }],
      });
    attio.add('deals', { name: 'Engine order', value: 25000, stage: 'In Progress' });
    attio.members.push({
      id: { workspace_id: '14beef7a-99f7-4534-a87e-70b564330a4c', workspace_member_id: '50cf242c-7fa3-4cad-87d0-75b1af71c57b' },
      first_name: 'Grace',
      last_name: 'Hopper',
      avatar_url: null,
      email_address: 'grace@engines.example',
      access_level: 'admin',
      created_at: '2023-01-01T15:00:00.000000000Z',
    });
    ({ gw, project } = await startToolGateway({ integrationId: 'attio', origin: attio.origin, sync: true }));
  });
  after(async () => {
    await gw?.close();
    await attio?.server.stop();
  });

  it('connects through the connect API with an access token (Bearer); a wrong token is refused by GET /v2/self', async () => {
    const form = await formConnect(gw, project, { integrationId: 'attio', authMethodId: 'access_token' });
    const submit = (token: string) => form.submit({ access_token: token });
    const wrong = await submit('not-a-token');
    expect(wrong.status, wrong.text).to.equal(403);
    expect(wrong.body.error.code).to.equal('DOWNSTREAM_AUTH_FAILED');
    const ok = await submit(TOKEN);
    expect(ok.status, ok.text).to.equal(200);
    expect(attio.server.requests.filter((r) => r.path === '/v2/self').at(-1)!.headers.authorization).to.equal(`Bearer ${TOKEN}`);
    conn = await form.exchange();
    connectionId = conn.connectionId;
  });

  it('syncs people, companies and deals into the cache (records/query pages)', async () => {
    const records = new RecordsRepo(gw.gateway.core.database.db);
    await waitForSynced(conn, 'crm.contact', 3);
    await waitForSynced(conn, 'crm.deal', 1);
    expect(await records.countByConnection(connectionId, 'crm.account')).to.equal(1);
  });

  it('lists contacts with limit/offset in the records/query body, and reads one', async () => {
    attio.server.requests.length = 0;
    const first = await api('/api/unifications/crm/contacts/list', { pageSize: 2 });
    expect(first.status, first.text).to.equal(200);
    const second = await api('/api/unifications/crm/contacts/list', { pageSize: 2, cursor: first.body.result.nextPageCursor });
    expect(second.status, second.text).to.equal(200);
    expect(second.body.result.nextPageCursor).to.equal(null);
    expect(attio.server.requests.map((r) => [r.method, r.path, r.json])).to.deep.equal([
      ['POST', '/v2/objects/people/records/query', { offset: 0, limit: 2 }],
      ['POST', '/v2/objects/people/records/query', { offset: 2, limit: 2 }],
    ]);
    const all = [...first.body.result.contacts, ...second.body.result.contacts];
    expect(all.map((c: { firstName: string }) => c.firstName)).to.deep.equal(['Ada0', 'Ada1', 'Ada2']);
    expect(all[0]).to.include({ lastName: 'Lovelace', email: 'ada0@engines.example', jobTitle: 'Mathematician', modifiedTime: null });
    const one = await api('/api/unifications/crm/contacts/get', { id: all[2].id });
    expect(one.status, one.text).to.equal(200);
    expect(attio.server.requests.at(-1)!.path).to.equal(`/v2/objects/people/records/${all[2].id}`);
    expect(one.body.result.contact.email).to.equal('ada2@engines.example');
  });

  it('creates a person with the three-part name under additional, PATCHes the job title, creates a deal; notes/create action', async () => {
    const created = await api('/api/unifications/crm/contacts/create', {
      contact: {
        email: 'grace@navy.example',
        phone: '+15558675309',
        additional: { name: [{ first_name: 'Grace', last_name: 'Hopper', full_name: 'Grace Hopper' }] },
      },
    });
    expect(created.status, created.text).to.equal(200);
    expect(attio.server.requests.at(-1)!.json).to.deep.equal({
      data: {
        values: {
          email_addresses: [{ email_address: 'grace@navy.example' }],
          phone_numbers: [{ original_phone_number: '+15558675309' }],
          name: [{ first_name: 'Grace', last_name: 'Hopper', full_name: 'Grace Hopper' }],
        },
      },
    });
    expect(created.body.result.contact).to.include({ firstName: 'Grace', lastName: 'Hopper', email: 'grace@navy.example' });
    const id = created.body.result.contact.id as string;
    const updated = await api('/api/unifications/crm/contacts/update', { id, contact: { jobTitle: 'Rear Admiral' } });
    expect(updated.status, updated.text).to.equal(200);
    expect(attio.server.requests.at(-1)).to.deep.include({
      method: 'PATCH',
      path: `/v2/objects/people/records/${id}`,
      json: { data: { values: { job_title: [{ value: 'Rear Admiral' }] } } },
    });
    expect(updated.body.result.contact.jobTitle).to.equal('Rear Admiral');

    const deal = await api('/api/unifications/crm/deals/create', {
      deal: { name: 'Compiler licence', amount: 1200, additional: { stage: 'Lead' } },
    });
    expect(deal.status, deal.text).to.equal(200);
    expect(deal.body.result.deal).to.include({ name: 'Compiler licence', amount: 1200, stage: 'Lead' });

    const note = await api('/api/actions/attio/notes/create', {
      parentObject: 'people',
      parentRecordId: id,
      title: 'Call',
      content: 'Talked about COBOL',
    });
    expect(note.status, note.text).to.equal(200);
    expect(attio.server.requests.at(-1)!.json).to.deep.equal({
      data: { parent_object: 'people', parent_record_id: id, title: 'Call', format: 'plaintext', content: 'Talked about COBOL' },
    });
    expect(note.body.result.note).to.include({ content: 'Talked about COBOL', contactId: id, accountId: null });
  });

  it('accepts a webhook signed with Attio-Signature (HMAC of the body) for the object in the URL, refuses a wrong signature', async () => {
    const set = await api('/api/connections/update', { id: connectionId, inputs: { webhook_secret: WEBHOOK_SECRET } });
    expect(set.status, set.text).to.equal(200);
    const person = [...attio.records.people.values()][0]!;
    const body = JSON.stringify({
      webhook_id: 'c1c2a4a6-7d39-4b27-9b1b-4b2b4c2c1d55',
      events: [
        {
          event_type: 'record.updated',
          id: { ...(person.id as object), attribute_id: 'a1' },
          actor: { type: 'workspace-member', id: 'm1' },
        },
        { event_type: 'list-entry.created', id: { workspace_id: 'w', list_id: 'l', entry_id: 'e' }, actor: { type: 'system', id: null } },
      ],
    });
    const hook = `/api/inbound-webhooks/attio/${connectionId}?object=people`;
    const send = (secret: string) =>
      call(gw.url, 'POST', hook, {
        raw: body,
        headers: { 'content-type': 'application/json', 'attio-signature': createHmac('sha256', secret).update(body).digest('hex') },
      });
    const ok = await send(WEBHOOK_SECRET);
    expect(ok.status, ok.text).to.equal(202);
    expect(ok.body).to.deep.equal({ result: { accepted: 1 } });
    const wrong = await send('another-secret');
    expect(wrong.status).to.equal(401);
    expect(wrong.body.error.code).to.equal('UNAUTHORIZED');
  });
});
