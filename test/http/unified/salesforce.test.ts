import { expect } from 'chai';
import { FakeSalesforce } from '../../support/fake-tools/fake-salesforce.js';
import { connectTool, listAll, type ToolHarness } from './support.js';

const TOKEN = '00Dxx0000001gPL!fake-salesforce-access-token';
const API = '/services/data/v62.0';
const OWNER = '005xx000001SwiUAAS';

describe('http: unified API on Salesforce (fake Salesforce REST v62.0 on 127.0.0.1)', () => {
  let sf: FakeSalesforce;
  let h: ToolHarness;
  const ids: Record<string, string[]> = {};

  before(async function () {
    this.timeout(60_000);
    sf = await new FakeSalesforce(TOKEN).start();
    // The instance URL is the org's real host, captured from the token response; the host override reaches the fake.
    h = await connectTool({
      integrationId: 'salesforce',
      origin: sf.origin,
      authMethodId: 'oauth',
      credentials: { type: 'oauth2', accessToken: TOKEN, captured: { instance_url: 'https://acme.my.salesforce.com' } },
    });
    // The server answers in batches of two whatever batch size is asked for (Salesforce may return fewer rows).
    sf.maxBatch = 2;
    const put = (type: string, n: number, f: (i: number) => Record<string, unknown>) =>
      (ids[type] = Array.from({ length: n }, (_, i) => sf.add(type, f(i)).Id as string));
    put('Account', 3, (i) => ({
      Name: `Analytical Engines ${i}`,
      Website: `engines${i}.example`,
      Phone: '+44 20 0000',
      Industry: 'Technology',
      OwnerId: OWNER,
    }));
    put('Contact', 5, (i) => ({
      FirstName: `Ada${i}`,
      LastName: 'Lovelace',
      Email: `ada${i}@example.com`,
      Phone: '+1 555 0100',
      Title: 'Engineer',
      AccountId: ids.Account![0],
      OwnerId: OWNER,
      Department: 'R&D',
    }));
    put('Opportunity', 3, (i) => ({
      Name: `Engine order ${i}`,
      StageName: 'Prospecting',
      CloseDate: '2024-03-31',
      Amount: 25000.0,
      AccountId: ids.Account![0],
      OwnerId: OWNER,
      Probability: 10,
    }));
    put('Lead', 3, (i) => ({
      FirstName: 'Grace',
      LastName: `Hopper${i}`,
      Company: 'Navy Labs',
      Email: `grace${i}@example.com`,
      Phone: '+1 555 0199',
      Status: 'Open - Not Contacted',
      OwnerId: OWNER,
      IsConverted: false,
    }));
    put('Note', 3, (i) => ({ ParentId: ids.Contact![0], Title: 'Call', Body: `Left voicemail ${i}`, IsPrivate: false, OwnerId: OWNER }));
    put('User', 3, (i) => ({
      Username: `user${i}@acme.example`,
      FirstName: 'User',
      LastName: String(i),
      Name: `User ${i}`,
      Email: `user${i}@example.com`,
      IsActive: true,
    }));
    put('ListView', 3, (i) => ({ Name: `List ${i}`, DeveloperName: `List${i}`, SobjectType: 'Contact', IsSoqlCompatible: true }));
    sf.add('ListView', { Name: 'All Accounts', DeveloperName: 'AllAccounts', SobjectType: 'Account', IsSoqlCompatible: true });
  });
  after(async () => {
    await h?.close();
    await sf?.server.stop();
  });

  it('lists contacts across three SOQL batches (nextRecordsUrl until done), on the instance URL, with the bearer token only', async () => {
    sf.server.requests.length = 0;
    const { records, pages } = await listAll(h, '/api/unifications/crm/contacts/list', 'contacts', 2);
    expect(pages).to.equal(3);
    expect(records.map((r) => r.firstName)).to.deep.equal(['Ada0', 'Ada1', 'Ada2', 'Ada3', 'Ada4']);
    const c0 = ids.Contact![0]!;
    expect(records[0]).to.deep.equal({
      id: c0,
      nativeId: c0,
      firstName: 'Ada0',
      lastName: 'Lovelace',
      email: 'ada0@example.com',
      phone: '+1 555 0100',
      jobTitle: 'Engineer',
      accountId: ids.Account![0],
      ownerId: OWNER,
      createdTime: '2024-01-05T10:00:00.000Z',
      modifiedTime: '2024-01-05T10:00:00.000Z',
    });
    const sent = sf.server.requests;
    expect(sent).to.have.length(3);
    expect(sent[0]!.path).to.equal(`${API}/query`);
    expect(sent[0]!.query).to.deep.equal({
      q: 'SELECT Id, FirstName, LastName, Email, Phone, Title, AccountId, OwnerId, CreatedDate, LastModifiedDate FROM Contact ORDER BY Id',
    });
    expect(sent[0]!.headers['sforce-query-options']).to.equal('batchSize=200');
    // The follow-up batches are the relative nextRecordsUrl, with no parameters.
    for (const r of sent.slice(1)) {
      expect(r.path).to.match(new RegExp(`^${API}/query/01g[0-9a-f]+-[24]$`));
      expect(r.query).to.deep.equal({});
    }
    for (const r of sent) {
      expect(r.method).to.equal('GET');
      expect(r.headers.authorization).to.equal(`Bearer ${TOKEN}`);
      expect(Object.keys(r.headers).filter((k) => k.startsWith('x-svc'))).to.deep.equal([]);
    }
  });

  it('gets one contact, with $native (attributes included) and additional (unmapped fields, attributes excluded)', async () => {
    const id = ids.Contact![1]!;
    const res = await h.api('/api/unifications/crm/contacts/get', { id, include: { $native: true, additional: true } });
    expect(res.status, res.text).to.equal(200);
    const c = res.body.result.contact;
    expect(sf.server.requests.at(-1)!.path).to.equal(`${API}/sobjects/Contact/${id}`);
    expect(c).to.include({ id, firstName: 'Ada1', email: 'ada1@example.com' });
    expect(c.$native.attributes).to.deep.equal({ type: 'Contact', url: `${API}/sobjects/Contact/${id}` });
    expect(c.additional).to.deep.equal({ IsDeleted: false, SystemModstamp: '2024-01-05T10:00:00.000+0000', Department: 'R&D' });
  });

  it('creates a contact (201 {id, success}) and reads it back; updates it (204) and reads it back; the record round-trips', async () => {
    const input = {
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@example.com',
      phone: '+1 555 0199',
      jobTitle: 'Rear admiral',
      accountId: ids.Account![1]!,
      ownerId: OWNER,
    };
    const n = sf.server.requests.length;
    const created = await h.api('/api/unifications/crm/contacts/create', { contact: input });
    expect(created.status, created.text).to.equal(200);
    const [post, get] = sf.server.requests.slice(n);
    expect(post!.method).to.equal('POST');
    expect(post!.path).to.equal(`${API}/sobjects/Contact`);
    expect(post!.json).to.deep.equal({
      FirstName: 'Grace',
      LastName: 'Hopper',
      Email: 'grace@example.com',
      Phone: '+1 555 0199',
      Title: 'Rear admiral',
      AccountId: ids.Account![1],
      OwnerId: OWNER,
    });
    const id = created.body.result.contact.id as string;
    expect(id).to.match(/^003/);
    expect(get!.method).to.equal('GET');
    expect(get!.path).to.equal(`${API}/sobjects/Contact/${id}`);
    expect(created.body.result.contact).to.include({ ...input, id, nativeId: id });
    expect((await h.api('/api/unifications/crm/contacts/get', { id })).body.result.contact).to.include(input);

    const m = sf.server.requests.length;
    const updated = await h.api('/api/unifications/crm/contacts/update', { id, contact: { jobTitle: 'Commodore', phone: null } });
    expect(updated.status, updated.text).to.equal(200);
    const patch = sf.server.requests[m]!;
    expect(patch.method).to.equal('PATCH');
    expect(patch.path).to.equal(`${API}/sobjects/Contact/${id}`);
    expect(patch.json).to.deep.equal({ Title: 'Commodore', Phone: null });
    expect(updated.body.result.contact).to.include({ id, jobTitle: 'Commodore', phone: null, firstName: 'Grace' });
    expect(sf.objects.Contact!.get(id)).to.include({ Title: 'Commodore', Phone: null });
  });

  it('refuses read-only fields with 400 naming them, before calling Salesforce', async () => {
    const before = sf.server.requests.length;
    const res = await h.api('/api/unifications/crm/contacts/create', {
      contact: { lastName: 'X', createdTime: '2025-01-01T00:00:00.000Z' },
    });
    expect(res.status).to.equal(400);
    expect(res.body.error.code).to.equal('VALIDATION_FAILED');
    expect(res.body.error.message).to.contain('createdTime');
    expect(sf.server.requests.length).to.equal(before);
  });

  it('deletes a contact (204), after which get is 404 DOWNSTREAM_NOT_FOUND with the Salesforce error array', async () => {
    const id = sf.add('Contact', { LastName: 'Tmp' }).Id as string;
    const res = await h.api('/api/unifications/crm/contacts/delete', { id });
    expect(res.status, res.text).to.equal(200);
    expect(res.body.result).to.deep.equal({ id });
    expect(sf.server.requests.at(-1)).to.include({ method: 'DELETE', path: `${API}/sobjects/Contact/${id}` });
    const gone = await h.api('/api/unifications/crm/contacts/get', { id });
    expect(gone.status).to.equal(404);
    expect(gone.body.error.code).to.equal('DOWNSTREAM_NOT_FOUND');
    expect(gone.body.error.details.downstreamBody).to.deep.equal([
      { message: 'The requested resource does not exist', errorCode: 'NOT_FOUND' },
    ]);
  });

  it('accounts: list in two batches, get, create and update round-trip (website is Website, phone under additional)', async () => {
    sf.server.requests.length = 0;
    const { records, pages } = await listAll(h, '/api/unifications/crm/accounts/list', 'accounts', 2);
    expect(pages).to.equal(2);
    expect(sf.server.requests[0]!.query.q).to.equal(
      'SELECT Id, Name, Website, Industry, Phone, OwnerId, CreatedDate, LastModifiedDate FROM Account ORDER BY Id',
    );
    const a0 = ids.Account![0]!;
    expect(records[0]).to.deep.equal({
      id: a0,
      nativeId: a0,
      name: 'Analytical Engines 0',
      website: 'engines0.example',
      industry: 'Technology',
      numberOfEmployees: null,
      ownerId: OWNER,
      createdTime: '2024-01-05T10:00:00.000Z',
      modifiedTime: '2024-01-05T10:00:00.000Z',
    });
    const got = await h.api('/api/unifications/crm/accounts/get', { id: a0, include: { additional: true } });
    expect(got.body.result.account.additional).to.include({ phone: '+44 20 0000', BillingCity: null });

    const input = { name: 'Initech', website: 'initech.example', industry: 'Software', ownerId: OWNER };
    const created = await h.api('/api/unifications/crm/accounts/create', { account: input });
    expect(created.status, created.text).to.equal(200);
    expect(sf.server.requests.at(-2)!.json).to.deep.equal({
      Name: 'Initech',
      Website: 'initech.example',
      Industry: 'Software',
      OwnerId: OWNER,
    });
    const id = created.body.result.account.id as string;
    expect((await h.api('/api/unifications/crm/accounts/get', { id })).body.result.account).to.include(input);
    const upd = await h.api('/api/unifications/crm/accounts/update', { id, account: { name: 'Initech Ltd' } });
    expect(upd.status, upd.text).to.equal(200);
    expect(sf.server.requests.at(-2)!).to.include({ method: 'PATCH', path: `${API}/sobjects/Account/${id}` });
    expect(sf.server.requests.at(-2)!.json).to.deep.equal({ Name: 'Initech Ltd' });
    expect(upd.body.result.account).to.include({ ...input, name: 'Initech Ltd' });
  });

  it('deals (Opportunity): list in two batches, get, create and update round-trip (CloseDate as yyyy-MM-dd, Amount as a number)', async () => {
    sf.server.requests.length = 0;
    const { records, pages } = await listAll(h, '/api/unifications/crm/deals/list', 'deals', 2);
    expect(pages).to.equal(2);
    expect(sf.server.requests[0]!.query.q).to.equal(
      'SELECT Id, Name, Amount, StageName, CloseDate, AccountId, OwnerId, CreatedDate, LastModifiedDate FROM Opportunity ORDER BY Id',
    );
    const d0 = ids.Opportunity![0]!;
    expect(records[0]).to.deep.equal({
      id: d0,
      nativeId: d0,
      name: 'Engine order 0',
      amount: 25000,
      currency: null,
      stage: 'Prospecting',
      closeDate: '2024-03-31T00:00:00.000Z',
      isWon: null,
      isClosed: null,
      accountId: ids.Account![0],
      ownerId: OWNER,
      createdTime: '2024-01-05T10:00:00.000Z',
      modifiedTime: '2024-01-05T10:00:00.000Z',
    });
    const input = {
      name: 'Big one',
      amount: 1200.5,
      stage: 'Closed Won',
      closeDate: '2024-06-30T00:00:00.000Z',
      accountId: ids.Account![2]!,
    };
    const created = await h.api('/api/unifications/crm/deals/create', { deal: input });
    expect(created.status, created.text).to.equal(200);
    expect(sf.server.requests.at(-2)!.json).to.deep.equal({
      Name: 'Big one',
      Amount: 1200.5,
      StageName: 'Closed Won',
      CloseDate: '2024-06-30',
      AccountId: ids.Account![2],
    });
    const id = created.body.result.deal.id as string;
    expect((await h.api('/api/unifications/crm/deals/get', { id })).body.result.deal).to.include(input);
    const upd = await h.api('/api/unifications/crm/deals/update', { id, deal: { amount: 99, closeDate: '2024-07-01T00:00:00.000Z' } });
    expect(upd.status, upd.text).to.equal(200);
    expect(sf.server.requests.at(-2)!.json).to.deep.equal({ Amount: 99, CloseDate: '2024-07-01' });
    expect(upd.body.result.deal).to.include({ ...input, amount: 99, closeDate: '2024-07-01T00:00:00.000Z' });
  });

  it('leads: list in two batches, get, create and update round-trip', async () => {
    sf.server.requests.length = 0;
    const { records, pages } = await listAll(h, '/api/unifications/crm/leads/list', 'leads', 2);
    expect(pages).to.equal(2);
    expect(sf.server.requests[0]!.query.q).to.equal(
      'SELECT Id, FirstName, LastName, Email, Phone, Company, Status, OwnerId, CreatedDate, LastModifiedDate FROM Lead ORDER BY Id',
    );
    const l0 = ids.Lead![0]!;
    expect(records[0]).to.deep.equal({
      id: l0,
      nativeId: l0,
      firstName: 'Grace',
      lastName: 'Hopper0',
      email: 'grace0@example.com',
      phone: '+1 555 0199',
      company: 'Navy Labs',
      status: 'Open - Not Contacted',
      ownerId: OWNER,
      createdTime: '2024-01-05T10:00:00.000Z',
      modifiedTime: '2024-01-05T10:00:00.000Z',
    });
    const input = { firstName: 'Katherine', lastName: 'Johnson', company: 'NACA', email: 'kj@example.com', status: 'Working - Contacted' };
    const created = await h.api('/api/unifications/crm/leads/create', { lead: input });
    expect(created.status, created.text).to.equal(200);
    expect(sf.server.requests.at(-2)!.json).to.deep.equal({
      FirstName: 'Katherine',
      LastName: 'Johnson',
      Company: 'NACA',
      Email: 'kj@example.com',
      Status: 'Working - Contacted',
    });
    const id = created.body.result.lead.id as string;
    expect(id).to.match(/^00Q/);
    expect((await h.api('/api/unifications/crm/leads/get', { id })).body.result.lead).to.include(input);
    const upd = await h.api('/api/unifications/crm/leads/update', { id, lead: { status: 'Closed - Converted', phone: '+1 555 0123' } });
    expect(upd.status, upd.text).to.equal(200);
    expect(sf.server.requests.at(-2)!.json).to.deep.equal({ Status: 'Closed - Converted', Phone: '+1 555 0123' });
    expect(upd.body.result.lead).to.include({ ...input, status: 'Closed - Converted', phone: '+1 555 0123' });
  });

  it('notes (classic Note): list in two batches, get, and create round-trip with the required Title under additional; update is 501', async () => {
    sf.server.requests.length = 0;
    const { records, pages } = await listAll(h, '/api/unifications/crm/notes/list', 'notes', 2);
    expect(pages).to.equal(2);
    expect(sf.server.requests[0]!.query.q).to.equal(
      'SELECT Id, Body, ParentId, OwnerId, CreatedDate, LastModifiedDate FROM Note ORDER BY Id',
    );
    const n0 = ids.Note![0]!;
    expect(records[0]).to.deep.equal({
      id: n0,
      nativeId: n0,
      content: 'Left voicemail 0',
      contactId: ids.Contact![0],
      accountId: null,
      dealId: null,
      ownerId: OWNER,
      createdTime: '2024-01-05T10:00:00.000Z',
      modifiedTime: '2024-01-05T10:00:00.000Z',
    });
    // Salesforce requires a Title on a Note; without one it says so and the caller gets 400 with Salesforce's answer.
    const untitled = await h.api('/api/unifications/crm/notes/create', { note: { content: 'x', contactId: ids.Contact![1] } });
    expect(untitled.status).to.equal(400);
    expect(untitled.body.error.code).to.equal('DOWNSTREAM_BAD_REQUEST');
    expect(untitled.body.error.details.downstreamBody).to.deep.equal([
      { message: 'Required fields are missing: [Title]', errorCode: 'REQUIRED_FIELD_MISSING', fields: ['Title'] },
    ]);

    const input = { content: 'Called, left a message', contactId: ids.Contact![1]!, ownerId: OWNER };
    const created = await h.api('/api/unifications/crm/notes/create', { note: { ...input, additional: { Title: 'Call' } } });
    expect(created.status, created.text).to.equal(200);
    expect(sf.server.requests.at(-2)!.json).to.deep.equal({
      Body: 'Called, left a message',
      ParentId: ids.Contact![1],
      OwnerId: OWNER,
      Title: 'Call',
    });
    const id = created.body.result.note.id as string;
    const got = await h.api('/api/unifications/crm/notes/get', { id, include: { additional: true } });
    expect(got.body.result.note).to.include(input);
    expect(got.body.result.note.additional).to.include({ Title: 'Call' });
    const upd = await h.api('/api/unifications/crm/notes/update', { id, note: { content: 'x' } });
    expect(upd.status).to.equal(501);
    expect(upd.body.error.code).to.equal('NOT_SUPPORTED_BY_INTEGRATION');
  });

  it('users: list in two batches and get (read-only)', async () => {
    sf.server.requests.length = 0;
    const users = await listAll(h, '/api/unifications/crm/users/list', 'users', 2);
    expect(users.pages).to.equal(2);
    expect(sf.server.requests[0]!.query.q).to.equal(
      'SELECT Id, Name, Email, IsActive, CreatedDate, LastModifiedDate FROM User ORDER BY Id',
    );
    const u0 = ids.User![0]!;
    expect(users.records[0]).to.deep.equal({
      id: u0,
      nativeId: u0,
      name: 'User 0',
      email: 'user0@example.com',
      createdTime: '2024-01-05T10:00:00.000Z',
      modifiedTime: '2024-01-05T10:00:00.000Z',
    });
    const got = await h.api('/api/unifications/crm/users/get', { id: ids.User![2], include: { additional: true } });
    expect(got.status, got.text).to.equal(200);
    expect(got.body.result.user).to.include({ name: 'User 2', email: 'user2@example.com' });
    expect(got.body.result.user.additional).to.include({ isActive: true, Username: 'user2@acme.example' });
  });

  it('lists (Contact list views): list in two batches and get, with their created and modified times', async () => {
    sf.server.requests.length = 0;
    const lists = await listAll(h, '/api/unifications/crm/lists/list', 'lists', 2);
    expect(lists.pages).to.equal(2);
    expect(sf.server.requests[0]!.path).to.equal(`${API}/query`);
    expect(sf.server.requests[0]!.query.q).to.equal(
      "SELECT Id, Name, SobjectType, CreatedDate, LastModifiedDate FROM ListView WHERE SobjectType = 'Contact' ORDER BY Id",
    );
    const v0 = ids.ListView![0]!;
    expect(lists.records.map((r) => r.name)).to.deep.equal(['List 0', 'List 1', 'List 2']);
    expect(lists.records[0]).to.deep.equal({
      id: v0,
      nativeId: v0,
      name: 'List 0',
      createdTime: '2024-01-05T10:00:00.000Z',
      modifiedTime: '2024-01-05T10:00:00.000Z',
      associations: [],
    });
    const got = await h.api('/api/unifications/crm/lists/get', { id: ids.ListView![1] });
    expect(got.status, got.text).to.equal(200);
    expect(sf.server.requests.at(-1)!.path).to.equal(`${API}/sobjects/ListView/${ids.ListView![1]}`);
    expect(got.body.result.list).to.include({ id: ids.ListView![1], name: 'List 1' });
  });

  it('maps Salesforce failures: 403 REQUEST_LIMIT_EXCEEDED -> 429 RATE_LIMITED at once, a bad SOQL field -> 400 DOWNSTREAM_BAD_REQUEST', async () => {
    sf.failNext({ status: 403, json: [{ message: 'TotalRequests Limit exceeded.', errorCode: 'REQUEST_LIMIT_EXCEEDED' }] });
    const n = sf.server.requests.length;
    const limited = await h.api('/api/unifications/crm/contacts/list', {});
    expect(limited.status).to.equal(429);
    expect(limited.body.error.code).to.equal('RATE_LIMITED');
    expect(sf.server.requests.length - n).to.equal(1);
    sf.failNext({ status: 400, json: [{ message: "No such column 'Idd' on entity 'Contact'.", errorCode: 'INVALID_FIELD' }] });
    const bad = await h.api('/api/unifications/crm/contacts/list', {});
    expect(bad.status).to.equal(400);
    expect(bad.body.error.code).to.equal('DOWNSTREAM_BAD_REQUEST');
  });
});
