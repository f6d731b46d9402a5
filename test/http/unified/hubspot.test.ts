import { expect } from 'chai';
import type { FakeHubspot } from '../../support/fake-tools/fake-hubspot.js';
import type { HttpResult } from '../../support/http-client.js';
import { connectFakeHubspot, listAll, type ToolHarness } from './support.js';

const TOKEN = 'pat-na1-fake-hubspot-token';

describe('http: unified API on HubSpot (fake HubSpot CRM v3 on 127.0.0.1)', () => {
  let hs: FakeHubspot;
  let h: ToolHarness;

  before(async function () {
    this.timeout(60_000);
    ({ hs, h } = await connectFakeHubspot(TOKEN));
    for (let i = 0; i < 5; i++)
      hs.add('contacts', {
        firstname: `Ada${i}`,
        lastname: 'Lovelace',
        email: `ada${i}@example.com`,
        phone: `+44 20 7946 095${i}`,
        jobtitle: 'Analyst',
        favourite_colour: 'teal',
      });
    for (let i = 0; i < 3; i++)
      hs.add('companies', { name: `Acme ${i}`, domain: `acme${i}.example`, industry: 'COMPUTER_SOFTWARE', phone: '+1 555 0100' });
    for (let i = 0; i < 3; i++)
      hs.add('deals', {
        dealname: `Deal ${i}`,
        amount: '67340.0',
        dealstage: 'appointmentscheduled',
        closedate: '2025-06-30T00:00:00.000Z',
      });
    for (let i = 0; i < 3; i++) hs.add('notes', { hs_note_body: `<p>Note ${i}</p>` });
    for (let i = 0; i < 3; i++) hs.add('leads', { hs_pipeline_stage: 'new-stage-id' });
    for (let i = 0; i < 3; i++)
      hs.owners.push({
        id: `7${i}`,
        email: `owner${i}@example.com`,
        firstName: 'Owner',
        lastName: String(i),
        userId: 100 + i,
        createdAt: '2024-01-01T00:00:00.000Z',
        updatedAt: '2024-02-01T00:00:00.000Z',
        archived: false,
      });
    for (let i = 0; i < 3; i++)
      hs.lists.push({
        listId: `12${i}`,
        name: `List ${i}`,
        objectTypeId: '0-1',
        processingType: 'MANUAL',
        createdAt: '2025-02-03T12:00:00.000Z',
        updatedAt: '2025-02-10T08:30:00.000Z',
      });
  });
  after(async () => {
    await h?.close();
    await hs?.server.stop();
  });

  it('lists contacts across three pages with the cursor, in the CrmContact shape, sending only the bearer token', async () => {
    hs.server.requests.length = 0;
    const { records, pages } = await listAll(h, '/api/unifications/crm/contacts/list', 'contacts', 2);
    expect(pages).to.equal(3);
    expect(records.map((r) => r.firstName)).to.deep.equal(['Ada0', 'Ada1', 'Ada2', 'Ada3', 'Ada4']);
    expect(records[0]).to.deep.equal({
      id: records[0].nativeId,
      nativeId: records[0].nativeId,
      firstName: 'Ada0',
      lastName: 'Lovelace',
      email: 'ada0@example.com',
      phone: '+44 20 7946 0950',
      jobTitle: 'Analyst',
      accountId: null,
      ownerId: null,
      createdTime: '2025-01-20T16:42:10.000Z',
      modifiedTime: '2025-01-20T16:42:10.000Z',
    });
    const sent = hs.server.requests.filter((r) => r.path === '/crm/v3/objects/contacts');
    expect(sent.map((r) => r.query.after ?? null)).to.deep.equal([null, '2', '4']);
    expect(sent.every((r) => r.query.limit === '2')).to.equal(true);
    for (const r of sent) {
      expect(r.headers.authorization).to.equal(`Bearer ${TOKEN}`);
      expect(Object.keys(r.headers).filter((k) => k.startsWith('x-svc'))).to.deep.equal([]);
    }
  });

  it('searches contacts by free text across pages (POST .../contacts/search, query, limit and after in the body)', async () => {
    hs.add('contacts', { firstname: 'Grace', lastname: 'Adams', email: 'grace@navy.example' });
    hs.server.requests.length = 0;
    const found: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res: HttpResult = await h.api('/api/unifications/crm/contacts/search', {
        filter: { query: 'ADA' },
        pageSize: 2,
        ...(cursor ? { cursor } : {}),
      });
      expect(res.status, res.text).to.equal(200);
      found.push(...res.body.result.contacts.map((c: { firstName: string; lastName: string }) => `${c.firstName} ${c.lastName}`));
      cursor = res.body.result.nextPageCursor;
      pages++;
    } while (cursor && pages < 10);
    // "ada" matches Ada0..Ada4 by first name and Grace Adams by last name, not others.
    expect(found).to.deep.equal(['Ada0 Lovelace', 'Ada1 Lovelace', 'Ada2 Lovelace', 'Ada3 Lovelace', 'Ada4 Lovelace', 'Grace Adams']);
    expect(pages).to.equal(3);
    const sent = hs.server.requests.filter((r) => r.path === '/crm/v3/objects/contacts/search');
    expect(sent.map((r) => r.method)).to.deep.equal(['POST', 'POST', 'POST']);
    expect(sent.map((r) => (r.json as { after?: string }).after ?? null)).to.deep.equal([null, '2', '4']);
    const first = sent[0]!.json as { query: string; limit: number; properties: string[] };
    expect(first.query).to.equal('ADA');
    expect(first.limit).to.equal(2);
    expect(first.properties).to.include.members(['firstname', 'lastname', 'email']);

    const companies = await h.api('/api/unifications/crm/accounts/search', { filter: { query: 'acme1.example' } });
    expect(companies.status, companies.text).to.equal(200);
    expect(companies.body.result.accounts.map((a: { name: string }) => a.name)).to.deep.equal(['Acme 1']);

    const missing = await h.api('/api/unifications/crm/contacts/search', { filter: {} });
    expect(missing.status).to.equal(400);
    expect(missing.body.error.code).to.equal('VALIDATION_FAILED');
    expect(JSON.stringify(missing.body.error.details)).to.contain('query');
    const unsupported = await h.api('/api/unifications/crm/notes/search', { filter: { query: 'x' } });
    expect(unsupported.status).to.equal(404);
  });

  it('gets one contact, with $native and additional (custom properties) on request', async () => {
    const id = [...hs.objects.contacts!.keys()][1]!;
    const res = await h.api('/api/unifications/crm/contacts/get', { id, include: { $native: true, additional: true } });
    expect(res.status, res.text).to.equal(200);
    const c = res.body.result.contact;
    expect(c.firstName).to.equal('Ada1');
    expect(c.$native.id).to.equal(id);
    expect(c.$native.properties.firstname).to.equal('Ada1');
    expect(c.additional).to.be.an('object');
  });

  it('creates and updates a contact through the inverse mapping; the record round-trips unchanged', async () => {
    const input = {
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@example.com',
      phone: '+1 555 0199',
      jobTitle: 'Rear admiral',
      ownerId: '71',
    };
    const created = await h.api('/api/unifications/crm/contacts/create', { contact: input });
    expect(created.status, created.text).to.equal(200);
    const sent = hs.server.requests.at(-1)!;
    expect(sent.method).to.equal('POST');
    expect(sent.json).to.deep.equal({
      properties: {
        firstname: 'Grace',
        lastname: 'Hopper',
        email: 'grace@example.com',
        phone: '+1 555 0199',
        jobtitle: 'Rear admiral',
        hubspot_owner_id: '71',
      },
    });
    const id = created.body.result.contact.id;
    expect(created.body.result.contact).to.include(input);
    const read = await h.api('/api/unifications/crm/contacts/get', { id });
    expect(read.body.result.contact).to.include(input);

    const updated = await h.api('/api/unifications/crm/contacts/update', { id, contact: { jobTitle: 'Commodore', phone: null } });
    expect(updated.status, updated.text).to.equal(200);
    expect(hs.server.requests.at(-1)!.json).to.deep.equal({ properties: { jobtitle: 'Commodore', phone: '' } });
    expect(updated.body.result.contact).to.include({ jobTitle: 'Commodore', firstName: 'Grace' });
    expect(hs.objects.contacts!.get(id)!.properties.jobtitle).to.equal('Commodore');
  });

  it('refuses read-only and API-only fields with 400 naming them, before calling HubSpot', async () => {
    const before = hs.server.requests.length;
    const res = await h.api('/api/unifications/crm/contacts/create', {
      contact: { firstName: 'X', createdTime: '2025-01-01T00:00:00.000Z' },
    });
    expect(res.status).to.equal(400);
    expect(res.body.error.code).to.equal('VALIDATION_FAILED');
    expect(res.body.error.message).to.contain('createdTime');
    const native = await h.api('/api/unifications/crm/contacts/update', { id: '1000', contact: { nativeId: '5' } });
    expect(native.status).to.equal(400);
    expect(native.body.error.message).to.contain('nativeId');
    expect(hs.server.requests.length).to.equal(before);
  });

  it('deletes a contact', async () => {
    const rec = hs.add('contacts', { firstname: 'Tmp' });
    const res = await h.api('/api/unifications/crm/contacts/delete', { id: rec.id });
    expect(res.status, res.text).to.equal(200);
    expect(res.body.result).to.deep.equal({ id: rec.id });
    expect(hs.objects.contacts!.get(rec.id)!.archived).to.equal(true);
  });

  it('accounts: list in two pages, get, create and update round-trip (website is the domain)', async () => {
    const { records, pages } = await listAll(h, '/api/unifications/crm/accounts/list', 'accounts', 2);
    expect(pages).to.equal(2);
    expect(records[0]).to.include({ name: 'Acme 0', website: 'acme0.example', industry: 'COMPUTER_SOFTWARE', numberOfEmployees: null });
    const input = { name: 'Initech', website: 'initech.example', industry: 'COMPUTER_SOFTWARE' };
    const created = await h.api('/api/unifications/crm/accounts/create', { account: input });
    expect(created.status, created.text).to.equal(200);
    expect(hs.server.requests.at(-1)!.json).to.deep.equal({
      properties: { name: 'Initech', domain: 'initech.example', industry: 'COMPUTER_SOFTWARE' },
    });
    const id = created.body.result.account.id;
    const got = await h.api('/api/unifications/crm/accounts/get', { id });
    expect(got.body.result.account).to.include(input);
    const upd = await h.api('/api/unifications/crm/accounts/update', { id, account: { name: 'Initech Ltd' } });
    expect(upd.body.result.account.name).to.equal('Initech Ltd');
  });

  it('deals: list in two pages, get, create and update round-trip (amount as number, closeDate as date-time)', async () => {
    const { records, pages } = await listAll(h, '/api/unifications/crm/deals/list', 'deals', 2);
    expect(pages).to.equal(2);
    expect(records[0]).to.include({
      name: 'Deal 0',
      amount: 67340,
      stage: 'appointmentscheduled',
      closeDate: '2025-06-30T00:00:00.000Z',
      currency: null,
    });
    const created = await h.api('/api/unifications/crm/deals/create', { deal: { name: 'Big one', amount: 1200.5, stage: 'closedwon' } });
    expect(created.status, created.text).to.equal(200);
    expect(hs.server.requests.at(-1)!.json).to.deep.equal({
      properties: { dealname: 'Big one', amount: '1200.5', dealstage: 'closedwon' },
    });
    const id = created.body.result.deal.id;
    expect((await h.api('/api/unifications/crm/deals/get', { id })).body.result.deal).to.include({
      name: 'Big one',
      amount: 1200.5,
      stage: 'closedwon',
    });
    const upd = await h.api('/api/unifications/crm/deals/update', { id, deal: { amount: 99 } });
    expect(upd.body.result.deal.amount).to.equal(99);
  });

  it('notes: list in two pages, get and create round-trip; update is not supported (501)', async () => {
    const { records, pages } = await listAll(h, '/api/unifications/crm/notes/list', 'notes', 2);
    expect(pages).to.equal(2);
    expect(records[0].content).to.equal('<p>Note 0</p>');
    const created = await h.api('/api/unifications/crm/notes/create', { note: { content: 'Called, left a message' } });
    expect(created.status, created.text).to.equal(200);
    const got = await h.api('/api/unifications/crm/notes/get', { id: created.body.result.note.id });
    expect(got.body.result.note.content).to.equal('Called, left a message');
    const upd = await h.api('/api/unifications/crm/notes/update', { id: created.body.result.note.id, note: { content: 'x' } });
    expect(upd.status).to.equal(501);
    expect(upd.body.error.code).to.equal('NOT_SUPPORTED_BY_INTEGRATION');
  });

  it('leads, users (owners) and lists: list in two pages and get', async () => {
    const leads = await listAll(h, '/api/unifications/crm/leads/list', 'leads', 2);
    expect(leads.pages).to.equal(2);
    expect(leads.records[0]).to.include({ status: 'new-stage-id', firstName: null });
    const users = await listAll(h, '/api/unifications/crm/users/list', 'users', 2);
    expect(users.pages).to.equal(2);
    expect(users.records[0]).to.include({ id: '70', nativeId: '70', name: 'Owner 0', email: 'owner0@example.com' });
    expect((await h.api('/api/unifications/crm/users/get', { id: '71' })).body.result.user.email).to.equal('owner1@example.com');
    const lists = await listAll(h, '/api/unifications/crm/lists/list', 'lists', 2);
    expect(lists.pages).to.equal(2);
    expect(lists.records[0]).to.deep.equal({
      id: '120',
      nativeId: '120',
      name: 'List 0',
      createdTime: '2025-02-03T12:00:00.000Z',
      modifiedTime: '2025-02-10T08:30:00.000Z',
      associations: [],
    });
    expect((await h.api('/api/unifications/crm/lists/get', { id: '121' })).body.result.list.name).to.equal('List 1');
  });

  it('answers 501 NOT_SUPPORTED_BY_INTEGRATION for a model HubSpot does not map', async () => {
    const res = await h.api('/api/unifications/dialer/calls/list', {});
    expect(res.status).to.equal(501);
    expect(res.body.error.code).to.equal('NOT_SUPPORTED_BY_INTEGRATION');
  });

  it('maps HubSpot failures: 403 -> DOWNSTREAM_AUTH_FAILED telling to reconnect, 429 -> RATE_LIMITED with Retry-After, 404 -> DOWNSTREAM_NOT_FOUND', async function () {
    this.timeout(30_000);
    hs.failNext({
      status: 403,
      json: { status: 'error', message: "This app hasn't been granted all required scopes", category: 'MISSING_SCOPES' },
    });
    const forbidden = await h.api('/api/unifications/crm/contacts/list', {});
    expect(forbidden.status).to.equal(403);
    expect(forbidden.body.error.code).to.equal('DOWNSTREAM_AUTH_FAILED');
    expect(forbidden.body.error.message).to.match(/reconnect/);
    // The answer says which connection needs its end user, and what to do, beside what HubSpot said.
    expect(forbidden.body.error.details).to.deep.include({ connectionId: h.connectionId, integrationId: 'hubspot', action: 'reconnect' });
    expect(forbidden.body.error.details.downstreamBody).to.deep.include({ category: 'MISSING_SCOPES' });
    // Every attempt (the manifest allows 4) is limited: the caller gets 429 and HubSpot's wait.
    hs.failNext(
      {
        status: 429,
        headers: { 'retry-after': '1' },
        json: { status: 'error', message: 'You have reached your secondly limit.', policyName: 'SECONDLY' },
      },
      4,
    );
    const limited = await h.api('/api/unifications/crm/contacts/list', {});
    expect(limited.status).to.equal(429);
    expect(limited.body.error.code).to.equal('RATE_LIMITED');
    expect(limited.headers.get('retry-after')).to.equal('1');
    const missing = await h.api('/api/unifications/crm/contacts/get', { id: '999999' });
    expect(missing.status).to.equal(404);
    expect(missing.body.error.code).to.equal('DOWNSTREAM_NOT_FOUND');
  });
});
