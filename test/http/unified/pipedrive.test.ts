import { expect } from 'chai';
import { FakePipedrive } from '../../support/fake-tools/fake-pipedrive.js';
import { connectTool, listAll, type ToolHarness } from './support.js';

const TOKEN = '53:179:fake-pipedrive-oauth-access-token';
const T0 = '2024-01-05T10:00:00.000Z';

describe('http: unified API on Pipedrive (fake Pipedrive v1 + v2 on 127.0.0.1)', () => {
  let pd: FakePipedrive;
  let h: ToolHarness;
  const ids: Record<string, (string | number)[]> = {};
  const sentTo = (path: string) => pd.server.requests.filter((r) => r.path === path);

  before(async function () {
    this.timeout(60_000);
    pd = await new FakePipedrive(TOKEN).start();
    // An OAuth connection calls the company domain captured from the token response; the host override reaches the fake.
    h = await connectTool({
      integrationId: 'pipedrive',
      origin: pd.origin,
      authMethodId: 'oauth',
      credentials: { type: 'oauth2', accessToken: TOKEN, captured: { api_domain: 'https://acme.pipedrive.com' } },
    });
    ids.org = [0, 1, 2].map(
      (i) => pd.addV2('organizations', { name: `Analytical Engines ${i}`, address: { value: '1 Engine St, London' } }).id as number,
    );
    ids.person = [0, 1, 2, 3, 4].map(
      (i) =>
        pd.addV2('persons', {
          name: `Ada${i} Lovelace`,
          org_id: ids.org![0],
          emails: [{ value: `ada${i}@example.com`, primary: true, label: 'work' }],
          phones: [{ value: `+1555010${i}`, primary: true, label: 'mobile' }],
        }).id as number,
    );
    ids.deal = [0, 1, 2].map(
      (i) =>
        pd.addV2('deals', {
          title: `Engine order ${i}`,
          person_id: ids.person![0],
          org_id: ids.org![0],
          stage_id: 2,
          value: 25000,
          expected_close_date: '2024-03-31',
        }).id as number,
    );
    ids.note = [0, 1, 2].map(
      (i) => pd.addNote({ content: `<p>Left voicemail ${i}</p>`, person_id: ids.person![0], org_id: ids.org![0] }).id as number,
    );
    ids.lead = [0, 1, 2].map(
      (i) => pd.addLead({ title: `Engine lead ${i}`, person_id: ids.person![0], value: { amount: 5000, currency: 'EUR' } }).id as string,
    );
    for (let i = 0; i < 3; i++) {
      pd.users.push({
        id: 123 + i,
        name: `Owner ${i}`,
        email: `owner${i}@example.com`,
        active_flag: i < 2,
        is_admin: 1,
        role_id: 1,
        created: '2019-11-21 08:45:56',
        modified: '2023-08-22 13:40:26',
        timezone_name: 'Europe/Tallinn',
        is_you: i === 0,
      });
      pd.filters.push({
        id: 7 + i,
        name: `Filter ${i}`,
        active_flag: true,
        type: 'people',
        temporary_flag: null,
        user_id: 123,
        add_time: '2024-02-01 08:00:00',
        update_time: '2024-02-02 09:30:00',
        visible_to: '3',
        custom_view_id: null,
      });
    }
    pd.filters.push({
      id: 20,
      name: 'Big deals',
      active_flag: true,
      type: 'deals',
      temporary_flag: null,
      user_id: 123,
      add_time: '2024-02-01 08:00:00',
      update_time: '2024-02-01 08:00:00',
      visible_to: '3',
      custom_view_id: null,
    });
  });
  after(async () => {
    await h?.close();
    await pd?.server.stop();
  });

  it('lists contacts (v2 persons) across three pages of the next_cursor, on the company domain, with the bearer token only', async () => {
    pd.server.requests.length = 0;
    const { records, pages } = await listAll(h, '/api/unifications/crm/contacts/list', 'contacts', 2);
    expect(pages).to.equal(3);
    expect(records.map((r) => r.firstName)).to.deep.equal(['Ada0', 'Ada1', 'Ada2', 'Ada3', 'Ada4']);
    const p0 = String(ids.person![0]);
    expect(records[0]).to.deep.equal({
      id: p0,
      nativeId: p0,
      firstName: 'Ada0',
      lastName: 'Lovelace',
      email: 'ada0@example.com',
      phone: '+15550100',
      jobTitle: null,
      accountId: String(ids.org![0]),
      ownerId: '123',
      createdTime: T0,
      modifiedTime: T0,
    });
    const sent = pd.server.requests;
    expect(sent.map((r) => r.path)).to.deep.equal(['/api/v2/persons', '/api/v2/persons', '/api/v2/persons']);
    expect(sent[0]!.query).to.deep.equal({ sort_by: 'id', limit: '2' });
    const cursors = sent.slice(1).map((r) => JSON.parse(Buffer.from(r.query.cursor!, 'base64').toString('utf8')));
    expect(cursors).to.deep.equal([
      { field: 'id', fieldValue: ids.person![1] },
      { field: 'id', fieldValue: ids.person![3] },
    ]);
    for (const r of sent) {
      expect(r.headers.authorization).to.equal(`Bearer ${TOKEN}`);
      expect(r.headers['x-api-token']).to.equal(undefined);
      expect(Object.keys(r.headers).filter((k) => k.startsWith('x-svc'))).to.deep.equal([]);
    }
  });

  it('gets one contact, with $native and additional (unmapped fields; emails/phones excluded)', async () => {
    const id = String(ids.person![1]);
    const res = await h.api('/api/unifications/crm/contacts/get', { id, include: { $native: true, additional: true } });
    expect(res.status, res.text).to.equal(200);
    expect(pd.server.requests.at(-1)!.path).to.equal(`/api/v2/persons/${id}`);
    const c = res.body.result.contact;
    expect(c).to.include({ id, firstName: 'Ada1', lastName: 'Lovelace', email: 'ada1@example.com' });
    expect(c.$native.emails).to.deep.equal([{ value: 'ada1@example.com', primary: true, label: 'work' }]);
    expect(c.additional).to.include({ name: 'Ada1 Lovelace', visible_to: 3 });
    expect(c.additional).to.not.have.any.keys('emails', 'phones', 'first_name');
  });

  it('creates a contact with the person name under additional (v2 takes `name`, not first/last name), updates it with PATCH; round-trips', async () => {
    const input = { email: 'grace@example.com', phone: '+15550199', accountId: String(ids.org![1]), ownerId: '124' };
    const n = pd.server.requests.length;
    const created = await h.api('/api/unifications/crm/contacts/create', { contact: { ...input, additional: { name: 'Grace Hopper' } } });
    expect(created.status, created.text).to.equal(200);
    const post = pd.server.requests[n]!;
    expect(post).to.include({ method: 'POST', path: '/api/v2/persons' });
    expect(post.json).to.deep.equal({
      emails: [{ value: 'grace@example.com' }],
      phones: [{ value: '+15550199' }],
      org_id: ids.org![1],
      owner_id: 124,
      name: 'Grace Hopper',
    });
    // The v2 answer carries the record: no read-back.
    expect(pd.server.requests.length - n).to.equal(1);
    const id = created.body.result.contact.id as string;
    expect(created.body.result.contact).to.include({ ...input, id, nativeId: id, firstName: 'Grace', lastName: 'Hopper' });
    expect((await h.api('/api/unifications/crm/contacts/get', { id })).body.result.contact).to.include({
      ...input,
      firstName: 'Grace',
      lastName: 'Hopper',
    });

    const m = pd.server.requests.length;
    const updated = await h.api('/api/unifications/crm/contacts/update', {
      id,
      contact: { email: 'grace.hopper@example.com', accountId: null, jobTitle: 'Rear Admiral' },
    });
    expect(updated.status, updated.text).to.equal(200);
    const patch = pd.server.requests[m]!;
    expect(patch).to.include({ method: 'PATCH', path: `/api/v2/persons/${id}` });
    // The person's job_title is the unified jobTitle.
    expect(patch.json).to.deep.equal({ emails: [{ value: 'grace.hopper@example.com' }], org_id: null, job_title: 'Rear Admiral' });
    expect(updated.body.result.contact).to.include({
      id,
      jobTitle: 'Rear Admiral',
      email: 'grace.hopper@example.com',
      accountId: null,
      phone: '+15550199',
      firstName: 'Grace',
    });
  });

  it('refuses first/last name (derived by Pipedrive from `name`) and read-only fields with 400 naming them, before calling Pipedrive', async () => {
    const before = pd.server.requests.length;
    const res = await h.api('/api/unifications/crm/contacts/create', {
      contact: { firstName: 'Grace', lastName: 'Hopper', createdTime: '2025-01-01T00:00:00.000Z' },
    });
    expect(res.status).to.equal(400);
    expect(res.body.error.code).to.equal('VALIDATION_FAILED');
    // createdTime is in no write schema (openapi.yaml refuses it); first/last name are writable elsewhere, so the
    // Pipedrive mapping refuses them as read-only.
    expect((res.body.error.details as { field: string }[]).map((d) => d.field)).to.include('body.contact.createdTime');
    const names = await h.api('/api/unifications/crm/contacts/create', { contact: { firstName: 'Grace', lastName: 'Hopper' } });
    expect(names.status).to.equal(400);
    expect(names.body.error.code).to.equal('VALIDATION_FAILED');
    expect(names.body.error.details.readOnly).to.have.members(['firstName', 'lastName']);
    const bad = await h.api('/api/unifications/crm/contacts/update', {
      id: String(ids.person![0]),
      contact: { ownerId: 'not-a-number' },
    });
    expect(bad.status).to.equal(400);
    expect(bad.body.error.message).to.contain('ownerId');
    expect(pd.server.requests.length).to.equal(before);
  });

  it("deletes a contact; a later get is 404 DOWNSTREAM_NOT_FOUND with Pipedrive's error body", async () => {
    const id = String(pd.addV2('persons', { name: 'Tmp Person' }).id);
    const res = await h.api('/api/unifications/crm/contacts/delete', { id });
    expect(res.status, res.text).to.equal(200);
    expect(res.body.result).to.deep.equal({ id });
    expect(pd.server.requests.at(-1)).to.include({ method: 'DELETE', path: `/api/v2/persons/${id}` });
    const gone = await h.api('/api/unifications/crm/contacts/get', { id });
    expect(gone.status).to.equal(404);
    expect(gone.body.error.code).to.equal('DOWNSTREAM_NOT_FOUND');
    expect(gone.body.error.details.downstreamBody).to.include({ success: false, error: 'Person not found' });
  });

  it('accounts (v2 organizations): list in two pages, get, create and PATCH update round-trip', async () => {
    pd.server.requests.length = 0;
    const { records, pages } = await listAll(h, '/api/unifications/crm/accounts/list', 'accounts', 2);
    expect(pages).to.equal(2);
    expect(sentTo('/api/v2/organizations').map((r) => Object.keys(r.query).sort())).to.deep.equal([['limit'], ['cursor', 'limit']]);
    const o0 = String(ids.org![0]);
    expect(records[0]).to.deep.equal({
      id: o0,
      nativeId: o0,
      name: 'Analytical Engines 0',
      website: null,
      industry: null,
      numberOfEmployees: null,
      ownerId: '123',
      createdTime: T0,
      modifiedTime: T0,
    });
    const got = await h.api('/api/unifications/crm/accounts/get', { id: o0, include: { additional: true } });
    expect(got.body.result.account.additional).to.include({ is_deleted: false });
    expect(got.body.result.account.additional.address).to.deep.equal({ value: '1 Engine St, London' });

    const created = await h.api('/api/unifications/crm/accounts/create', { account: { name: 'Initech', ownerId: '125' } });
    expect(created.status, created.text).to.equal(200);
    expect(pd.server.requests.at(-1)!.json).to.deep.equal({ name: 'Initech', owner_id: 125 });
    const id = created.body.result.account.id as string;
    expect((await h.api('/api/unifications/crm/accounts/get', { id })).body.result.account).to.include({ name: 'Initech', ownerId: '125' });
    const upd = await h.api('/api/unifications/crm/accounts/update', { id, account: { name: 'Initech Ltd' } });
    expect(upd.status, upd.text).to.equal(200);
    expect(pd.server.requests.at(-1)).to.include({ method: 'PATCH', path: `/api/v2/organizations/${id}` });
    expect(pd.server.requests.at(-1)!.json).to.deep.equal({ name: 'Initech Ltd' });
    expect(upd.body.result.account).to.include({ id, name: 'Initech Ltd', ownerId: '125' });
    // Pipedrive's organization `website` is the unified account's website (domain in the runtime's vocabulary).
    const website = await h.api('/api/unifications/crm/accounts/update', { id, account: { website: 'initech.example' } });
    expect(website.status, website.text).to.equal(200);
    expect(pd.server.requests.at(-1)!.json).to.deep.equal({ website: 'initech.example' });
    expect(website.body.result.account).to.include({ id, name: 'Initech Ltd', website: 'initech.example' });
    expect((await h.api('/api/unifications/crm/accounts/get', { id })).body.result.account.website).to.equal('initech.example');
  });

  it('deals (v2): list in two pages, get, create and PATCH update round-trip (stage_id and ids as integers, expected_close_date as yyyy-MM-dd)', async () => {
    pd.server.requests.length = 0;
    const { records, pages } = await listAll(h, '/api/unifications/crm/deals/list', 'deals', 2);
    expect(pages).to.equal(2);
    const d0 = String(ids.deal![0]);
    expect(records[0]).to.deep.equal({
      id: d0,
      nativeId: d0,
      name: 'Engine order 0',
      amount: 25000,
      currency: null,
      stage: '2',
      closeDate: '2024-03-31T00:00:00.000Z',
      isWon: null,
      isClosed: null,
      accountId: String(ids.org![0]),
      ownerId: '123',
      createdTime: T0,
      modifiedTime: T0,
    });
    const input = {
      name: 'Big one',
      amount: 1200.5,
      stage: '3',
      closeDate: '2024-06-30T00:00:00.000Z',
      accountId: String(ids.org![2]),
      ownerId: '124',
    };
    const created = await h.api('/api/unifications/crm/deals/create', { deal: input });
    expect(created.status, created.text).to.equal(200);
    expect(pd.server.requests.at(-1)!).to.include({ method: 'POST', path: '/api/v2/deals' });
    expect(pd.server.requests.at(-1)!.json).to.deep.equal({
      title: 'Big one',
      value: 1200.5,
      stage_id: 3,
      expected_close_date: '2024-06-30',
      org_id: ids.org![2],
      owner_id: 124,
    });
    const id = created.body.result.deal.id as string;
    expect(created.body.result.deal).to.include(input);
    expect((await h.api('/api/unifications/crm/deals/get', { id })).body.result.deal).to.include(input);
    const upd = await h.api('/api/unifications/crm/deals/update', { id, deal: { amount: 99, stage: '4' } });
    expect(upd.status, upd.text).to.equal(200);
    expect(pd.server.requests.at(-1)!).to.include({ method: 'PATCH', path: `/api/v2/deals/${id}` });
    expect(pd.server.requests.at(-1)!.json).to.deep.equal({ value: 99, stage_id: 4 });
    expect(upd.body.result.deal).to.include({ ...input, amount: 99, stage: '4' });
  });

  it('notes (v1): list in two pages of start/limit, get, create (201) and PUT update round-trip, v1 times read as UTC', async () => {
    pd.server.requests.length = 0;
    const { records, pages } = await listAll(h, '/api/unifications/crm/notes/list', 'notes', 2);
    expect(pages).to.equal(2);
    expect(sentTo('/api/v1/notes').map((r) => r.query)).to.deep.equal([{ limit: '2' }, { limit: '2', start: '2' }]);
    const n0 = String(ids.note![0]);
    expect(records[0]).to.deep.equal({
      id: n0,
      nativeId: n0,
      content: '<p>Left voicemail 0</p>',
      contactId: String(ids.person![0]),
      accountId: String(ids.org![0]),
      dealId: null,
      ownerId: '123',
      createdTime: T0,
      modifiedTime: T0,
    });
    const input = {
      content: '<p>Called, left a message</p>',
      contactId: String(ids.person![2]),
      dealId: String(ids.deal![1]),
      ownerId: '124',
    };
    const created = await h.api('/api/unifications/crm/notes/create', { note: input });
    expect(created.status, created.text).to.equal(200);
    expect(pd.server.requests.at(-1)!).to.include({ method: 'POST', path: '/api/v1/notes' });
    expect(pd.server.requests.at(-1)!.json).to.deep.equal({
      content: '<p>Called, left a message</p>',
      person_id: ids.person![2],
      deal_id: ids.deal![1],
      user_id: 124,
    });
    const id = created.body.result.note.id as string;
    expect(created.body.result.note).to.include(input);
    expect((await h.api('/api/unifications/crm/notes/get', { id })).body.result.note).to.include(input);
    const upd = await h.api('/api/unifications/crm/notes/update', { id, note: { content: '<p>Call back Tuesday</p>' } });
    expect(upd.status, upd.text).to.equal(200);
    expect(pd.server.requests.at(-1)!).to.include({ method: 'PUT', path: `/api/v1/notes/${id}` });
    expect(pd.server.requests.at(-1)!.json).to.deep.equal({ content: '<p>Call back Tuesday</p>' });
    expect(upd.body.result.note).to.include({ ...input, content: '<p>Call back Tuesday</p>' });
    // A note attached to nothing is refused by Pipedrive; the caller sees its message.
    const loose = await h.api('/api/unifications/crm/notes/create', { note: { content: 'x' } });
    expect(loose.status).to.equal(400);
    expect(loose.body.error.code).to.equal('DOWNSTREAM_BAD_REQUEST');
    expect(loose.body.error.details.downstreamBody.error).to.match(/attached/);
  });

  it('leads (v1, UUID ids): list in two pages of start/limit and get; writes are not offered (501)', async () => {
    pd.server.requests.length = 0;
    const { records, pages } = await listAll(h, '/api/unifications/crm/leads/list', 'leads', 2);
    expect(pages).to.equal(2);
    expect(sentTo('/api/v1/leads').map((r) => r.query)).to.deep.equal([{ limit: '2' }, { limit: '2', start: '2' }]);
    const l0 = String(ids.lead![0]);
    expect(records[0]).to.deep.equal({
      id: l0,
      nativeId: l0,
      firstName: null,
      lastName: null,
      email: null,
      phone: null,
      company: null,
      status: null,
      ownerId: '123',
      createdTime: T0,
      modifiedTime: T0,
    });
    const got = await h.api('/api/unifications/crm/leads/get', { id: ids.lead![1], include: { additional: true } });
    expect(got.status, got.text).to.equal(200);
    expect(pd.server.requests.at(-1)!.path).to.equal(`/api/v1/leads/${ids.lead![1]}`);
    expect(got.body.result.lead.additional).to.include({ title: 'Engine lead 1', origin: 'API' });
    const create = await h.api('/api/unifications/crm/leads/create', { lead: { ownerId: '123' } });
    expect(create.status).to.equal(501);
  });

  it('users (v1, one unpaged list) and lists (v1 people filters, one unpaged list): list and get', async () => {
    pd.server.requests.length = 0;
    const users = await h.api('/api/unifications/crm/users/list', { pageSize: 2 });
    expect(users.status, users.text).to.equal(200);
    // GET /v1/users has no paging parameters: every user comes in one answer.
    expect(sentTo('/api/v1/users').map((r) => r.query)).to.deep.equal([{}]);
    expect(users.body.result.nextPageCursor).to.equal(null);
    expect(users.body.result.users).to.have.length(3);
    expect(users.body.result.users[0]).to.deep.equal({
      id: '123',
      nativeId: '123',
      name: 'Owner 0',
      email: 'owner0@example.com',
      createdTime: '2019-11-21T08:45:56.000Z',
      modifiedTime: '2023-08-22T13:40:26.000Z',
    });
    const user = await h.api('/api/unifications/crm/users/get', { id: '125', include: { additional: true } });
    expect(user.body.result.user).to.include({ name: 'Owner 2' });
    expect(user.body.result.user.additional).to.include({ isActive: false, timezone_name: 'Europe/Tallinn' });

    const lists = await h.api('/api/unifications/crm/lists/list', { pageSize: 2 });
    expect(lists.status, lists.text).to.equal(200);
    expect(sentTo('/api/v1/filters').map((r) => r.query)).to.deep.equal([{ type: 'people' }]);
    expect(lists.body.result.nextPageCursor).to.equal(null);
    expect(lists.body.result.lists.map((l: { name: string }) => l.name)).to.deep.equal(['Filter 0', 'Filter 1', 'Filter 2']);
    expect(lists.body.result.lists[0]).to.deep.equal({
      id: '7',
      nativeId: '7',
      name: 'Filter 0',
      createdTime: '2024-02-01T08:00:00.000Z',
      modifiedTime: '2024-02-02T09:30:00.000Z',
      associations: [],
    });
    const list = await h.api('/api/unifications/crm/lists/get', { id: '8' });
    expect(list.status, list.text).to.equal(200);
    expect(pd.server.requests.at(-1)!.path).to.equal('/api/v1/filters/8');
    expect(list.body.result.list).to.include({ id: '8', name: 'Filter 1' });
  });

  it('maps Pipedrive failures: 429 (after retries, waiting x-ratelimit-reset) -> RATE_LIMITED', async function () {
    this.timeout(30_000);
    pd.failNext(
      {
        status: 429,
        headers: { 'x-ratelimit-reset': '1', 'x-ratelimit-remaining': '0' },
        json: {
          success: false,
          error: 'Request over limit',
          errorCode: 429,
          error_info: 'Please check developers.pipedrive.com for more information about Pipedrive API.',
          data: null,
          additional_data: null,
        },
      },
      4,
    );
    const n = pd.server.requests.length;
    const limited = await h.api('/api/unifications/crm/deals/list', {});
    expect(limited.status).to.equal(429);
    expect(limited.body.error.code).to.equal('RATE_LIMITED');
    expect(pd.server.requests.length - n).to.equal(4);
    expect(limited.headers.get('retry-after')).to.equal('1');
  });
});
