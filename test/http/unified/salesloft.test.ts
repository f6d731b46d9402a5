import { expect } from 'chai';
import { FakeSalesloft, SALESLOFT_ORIGIN } from '../../support/fake-tools/fake-salesloft.js';
import { connectTool, listAll, type ToolHarness } from './support.js';

const KEY = `ak_${'5e'.repeat(32)}`;
const userRef = (id: number) => ({ _href: `${SALESLOFT_ORIGIN}/v2/users/${id}`, id });
const ISO_MS = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

describe('http: unified engagement API on Salesloft (fake API v2 on 127.0.0.1)', () => {
  let sl: FakeSalesloft;
  let h: ToolHarness;
  const calls = (path: string) => sl.server.requests.filter((r) => r.path === path);

  before(async function () {
    this.timeout(60_000);
    sl = await new FakeSalesloft(KEY).start();
    h = await connectTool({
      integrationId: 'salesloft',
      origin: sl.origin,
      authMethodId: 'api_key',
      credentials: { type: 'bearer', token: KEY },
    });
    // Users 1000..1004: the newest first under Salesloft's default sort (updated_at DESC).
    for (let i = 0; i < 5; i++) {
      sl.add('users', {
        guid: `9cc6da15-d403-4f5b-aeed-c4b8463cf9a${i}`,
        name: `Benjamin${i} Franklin`,
        first_name: `Benjamin${i}`,
        last_name: 'Franklin',
        email: `ben${i}@acme.example`,
        active: i !== 3,
        time_zone: 'US/Eastern',
        job_role: 'SDR / BDR',
        team_admin: false,
        team: { _href: `${SALESLOFT_ORIGIN}/v2/team`, id: 1 },
        group: null,
        role: { id: 'Admin' },
        created_at: '2023-01-01T00:00:00.000000-05:00',
        updated_at: `2024-01-0${9 - i}T00:00:00.000000-05:00`,
      });
    }
    // Accounts 1005..1007.
    for (let i = 0; i < 3; i++) {
      sl.add('accounts', {
        name: `Acme ${i}`,
        domain: `acme${i}.example`,
        website: `https://acme${i}.example`,
        industry: 'Software',
        owner: userRef(1000),
        archived_at: null,
        tags: [],
        created_at: '2023-11-01T08:00:00.000000-05:00',
        updated_at: `2024-03-0${5 - i}T08:00:00.000000-05:00`,
      });
    }
    // People 1008..1012, created in order (the manifest lists people by created_at ASC).
    for (let i = 0; i < 5; i++) {
      sl.add('people', {
        first_name: `Pat${i}`,
        last_name: 'Johnson',
        email_address: `pat${i}@acme.example`,
        phone: `+1 444 555 666${i}`,
        title: 'SDR',
        city: 'Atlanta',
        tags: ['dreamforce'],
        custom_fields: { MyField: 'A Value' },
        do_not_contact: false,
        account: i === 0 ? null : { _href: `${SALESLOFT_ORIGIN}/v2/accounts/1005`, id: 1005 },
        owner: userRef(1001),
        counts: { emails_sent: 3, calls: 4 },
        created_at: `2024-01-0${2 + i}T10:00:00.000000-05:00`,
        updated_at: '2024-03-05T12:22:10.123456-05:00',
      });
    }
    // Cadences 1013..1015: live, draft, archived.
    const cadence = (name: string, extra: Record<string, unknown>) =>
      sl.add('cadences', {
        name,
        draft: false,
        shared: true,
        team_cadence: false,
        cadence_function: 'outbound',
        tags: [],
        archived_at: null,
        owner: userRef(1000),
        creator: userRef(1000),
        counts: { cadence_people: 59, target_daily_people: 10 },
        created_at: '2024-01-10T00:00:00.000000-05:00',
        ...extra,
      });
    cadence('Prospecting - VP of Sales', { updated_at: '2024-03-07T00:00:00.000000-05:00' });
    cadence('Draft cadence', { draft: true, updated_at: '2024-03-06T00:00:00.000000-05:00' });
    cadence('Old cadence', { archived_at: '2024-02-01T00:00:00.000000-05:00', updated_at: '2024-03-05T00:00:00.000000-05:00' });
  });
  after(async () => {
    await h?.close();
    await sl?.server.stop();
  });

  it('users: lists across three pages by page/per_page on the .json path until metadata.paging.next_page is null', async () => {
    sl.server.requests.length = 0;
    const { records, pages } = await listAll(h, '/api/unifications/engagement/users/list', 'users', 2);
    expect(pages).to.equal(3);
    expect(records.map((r) => r.id)).to.deep.equal(['1000', '1001', '1002', '1003', '1004']);
    // Microsecond datetimes with a -05:00 offset read as UTC with milliseconds.
    expect(records[0]).to.deep.equal({
      id: '1000',
      firstName: 'Benjamin0',
      lastName: 'Franklin',
      email: 'ben0@acme.example',
      createdTime: '2023-01-01T05:00:00.000Z',
      modifiedTime: '2024-01-09T05:00:00.000Z',
    });
    const sent = calls('/v2/users.json');
    expect(sent.map((r) => r.query)).to.deep.equal([1, 2, 3].map((p) => ({ page: String(p), per_page: '2' })));
    for (const r of sent) {
      expect(r.method).to.equal('GET');
      expect(r.headers.authorization).to.equal(`Bearer ${KEY}`);
      expect(Object.keys(r.headers).filter((k) => k.startsWith('x-svc'))).to.deep.equal([]);
    }
  });

  it('users: gets one; name and isActive (active) come under additional with the unmapped fields', async () => {
    const res = await h.api('/api/unifications/engagement/users/get', { id: '1003', include: { additional: true } });
    expect(res.status, res.text).to.equal(200);
    const u = res.body.result.user;
    expect(u).to.include({ id: '1003', firstName: 'Benjamin3', email: 'ben3@acme.example', modifiedTime: '2024-01-06T05:00:00.000Z' });
    expect(u.additional).to.include({
      name: 'Benjamin3 Franklin',
      isActive: false,
      guid: '9cc6da15-d403-4f5b-aeed-c4b8463cf9a3',
      job_role: 'SDR / BDR',
    });
    expect(u.additional.team).to.deep.equal({ _href: `${SALESLOFT_ORIGIN}/v2/team`, id: 1 });
    expect(calls('/v2/users/1003.json')).to.have.length(1);
  });

  it('contacts (people): list across three pages sorted by a documented key (created_at ASC), refs read as ids', async () => {
    sl.server.requests.length = 0;
    const { records, pages } = await listAll(h, '/api/unifications/engagement/contacts/list', 'contacts', 2);
    expect(pages).to.equal(3);
    expect(records.map((r) => r.firstName)).to.deep.equal(['Pat0', 'Pat1', 'Pat2', 'Pat3', 'Pat4']);
    expect(records[0]).to.deep.equal({
      id: '1008',
      firstName: 'Pat0',
      lastName: 'Johnson',
      email: 'pat0@acme.example',
      phone: '+1 444 555 6660',
      jobTitle: 'SDR',
      accountId: null,
      ownerId: '1001',
      createdTime: '2024-01-02T15:00:00.000Z',
      modifiedTime: '2024-03-05T17:22:10.123Z',
    });
    expect(records[1]).to.include({ accountId: '1005', ownerId: '1001' });
    expect(calls('/v2/people.json').map((r) => r.query)).to.deep.equal(
      [1, 2, 3].map((p) => ({ sort_by: 'created_at', sort_direction: 'ASC', page: String(p), per_page: '2' })),
    );
  });

  it('contacts: get with additional (no account/owner refs, no display_name) and $native', async () => {
    const res = await h.api('/api/unifications/engagement/contacts/get', { id: '1009', include: { additional: true, $native: true } });
    expect(res.status, res.text).to.equal(200);
    const c = res.body.result.contact;
    expect(c).to.include({ id: '1009', firstName: 'Pat1', accountId: '1005' });
    expect(c.additional).to.deep.equal({
      city: 'Atlanta',
      tags: ['dreamforce'],
      custom_fields: { MyField: 'A Value' },
      do_not_contact: false,
      counts: { emails_sent: 3, calls: 4 },
    });
    expect(c.$native).to.deep.equal(sl.store.people.get(1009));
  });

  it('contacts: create POSTs a JSON person to /v2/people.json and the record round-trips', async () => {
    const input = { firstName: 'Grace', lastName: 'Hopper', email: 'grace@navy.example', phone: '+1 555 0199', jobTitle: 'Rear admiral' };
    const created = await h.api('/api/unifications/engagement/contacts/create', {
      contact: { ...input, additional: { city: 'Arlington', tags: ['navy'] } },
    });
    expect(created.status, created.text).to.equal(200);
    const sent = sl.server.requests.at(-1)!;
    expect(sent).to.include({ method: 'POST', path: '/v2/people.json' });
    expect(sent.headers['content-type']).to.match(/^application\/json/);
    expect(sent.json).to.deep.equal({
      first_name: 'Grace',
      last_name: 'Hopper',
      email_address: 'grace@navy.example',
      phone: '+1 555 0199',
      title: 'Rear admiral',
      city: 'Arlington',
      tags: ['navy'],
    });
    const c = created.body.result.contact;
    expect(c).to.include({ ...input, accountId: null, ownerId: null });
    expect(c.createdTime).to.match(ISO_MS);
    const stored = sl.store.people.get(Number(c.id))!;
    expect(stored).to.include({ display_name: 'Grace Hopper', city: 'Arlington' });
    expect(String(stored.created_at)).to.match(/\.\d{6}-05:00$/);
    expect(new Date(String(stored.created_at)).toISOString()).to.equal(c.createdTime);
    const read = await h.api('/api/unifications/engagement/contacts/get', { id: c.id });
    expect(read.status, read.text).to.equal(200);
    expect(read.body.result.contact).to.deep.equal(c);
  });

  it('contacts: update PUTs only the given fields to /v2/people/{id}.json', async () => {
    const rec = sl.add('people', {
      first_name: 'Ada',
      last_name: 'Lovelace',
      email_address: 'ada@example.com',
      phone: '+44 20 7946 0000',
      title: 'Analyst',
      account: null,
      owner: userRef(1000),
    });
    const res = await h.api('/api/unifications/engagement/contacts/update', {
      id: String(rec.id),
      contact: { jobTitle: 'Countess', lastName: 'King', phone: null },
    });
    expect(res.status, res.text).to.equal(200);
    const sent = sl.server.requests.at(-1)!;
    expect(sent).to.include({ method: 'PUT', path: `/v2/people/${rec.id}.json` });
    expect(sent.json).to.deep.equal({ title: 'Countess', last_name: 'King', phone: null });
    expect(res.body.result.contact).to.include({
      id: String(rec.id),
      firstName: 'Ada',
      lastName: 'King',
      jobTitle: 'Countess',
      email: 'ada@example.com',
      phone: null,
      ownerId: '1000',
    });
    expect(rec).to.include({ display_name: 'Ada King', title: 'Countess', phone: null });
    const read = await h.api('/api/unifications/engagement/contacts/get', { id: String(rec.id) });
    expect(read.body.result.contact).to.deep.equal(res.body.result.contact);
  });

  it('contacts: account and owner refs are read-only; refused with 400 before calling Salesloft', async () => {
    const before = sl.server.requests.length;
    const res = await h.api('/api/unifications/engagement/contacts/create', {
      contact: { email: 'x@acme.example', accountId: '1005', ownerId: '1000' },
    });
    expect(res.status).to.equal(400);
    expect(res.body.error.code).to.equal('VALIDATION_FAILED');
    // A field no connector writes is not in the write schema: openapi.yaml's validation refuses it by name.
    expect((res.body.error.details as { field: string }[]).map((d) => d.field)).to.include.members(['body.contact.ownerId']);
    // accountId is writable for another tool (Apollo), so the spec lets it through: this connector's inverse mapping
    // (write: false) refuses it, still before any request.
    const account = await h.api('/api/unifications/engagement/contacts/create', {
      contact: { email: 'x@acme.example', accountId: '1005' },
    });
    expect(account.status, account.text).to.equal(400);
    expect(account.body.error.code).to.equal('VALIDATION_FAILED');
    expect(account.text).to.contain('accountId');
    expect(sl.server.requests.length).to.equal(before);
  });

  it('contacts: a 422 field error map is DOWNSTREAM_BAD_REQUEST with the body; a deleted person is DOWNSTREAM_NOT_FOUND', async () => {
    const dup = await h.api('/api/unifications/engagement/contacts/create', { contact: { email: 'pat2@acme.example', lastName: 'Again' } });
    expect(dup.status, dup.text).to.equal(400);
    expect(dup.body.error.code).to.equal('DOWNSTREAM_BAD_REQUEST');
    expect(dup.body.error.details).to.include({ integrationId: 'salesloft', downstreamStatus: 422 });
    expect(dup.body.error.details.downstreamBody).to.deep.equal({ errors: { email_address: ['has already been taken'] } });

    const rec = sl.add('people', { first_name: 'Tmp', email_address: 'tmp@acme.example' });
    const del = await h.api('/api/unifications/engagement/contacts/delete', { id: String(rec.id) });
    expect(del.status, del.text).to.equal(200);
    expect(del.body.result).to.deep.equal({ id: String(rec.id) });
    expect(sl.server.requests.at(-1)).to.include({ method: 'DELETE', path: `/v2/people/${rec.id}.json` });
    const gone = await h.api('/api/unifications/engagement/contacts/get', { id: String(rec.id) });
    expect(gone.status).to.equal(404);
    expect(gone.body.error.code).to.equal('DOWNSTREAM_NOT_FOUND');
    expect(gone.body.error.details.downstreamBody).to.deep.equal({ error: 'Not Found' });
  });

  it('accounts: list in two pages, get, create and update round-trip (JSON bodies on .json paths)', async () => {
    sl.server.requests.length = 0;
    const { records, pages } = await listAll(h, '/api/unifications/engagement/accounts/list', 'accounts', 2);
    expect(pages).to.equal(2);
    expect(records.map((r) => r.name)).to.deep.equal(['Acme 0', 'Acme 1', 'Acme 2']);
    expect(records[0]).to.deep.equal({
      id: '1005',
      name: 'Acme 0',
      domain: 'acme0.example',
      ownerId: '1000',
      createdTime: '2023-11-01T13:00:00.000Z',
      modifiedTime: '2024-03-05T13:00:00.000Z',
    });
    expect(calls('/v2/accounts.json').map((r) => r.query)).to.deep.equal([
      { page: '1', per_page: '2' },
      { page: '2', per_page: '2' },
    ]);
    const got = await h.api('/api/unifications/engagement/accounts/get', { id: '1006', include: { additional: true } });
    expect(got.status, got.text).to.equal(200);
    expect(got.body.result.account).to.include({ id: '1006', name: 'Acme 1', domain: 'acme1.example', ownerId: '1000' });
    expect(got.body.result.account.additional).to.deep.equal({
      website: 'https://acme1.example',
      industry: 'Software',
      archived_at: null,
      tags: [],
    });

    const input = { name: 'Initech', domain: 'initech.example' };
    const created = await h.api('/api/unifications/engagement/accounts/create', {
      account: { ...input, additional: { industry: 'Software' } },
    });
    expect(created.status, created.text).to.equal(200);
    let sent = sl.server.requests.at(-1)!;
    expect(sent).to.include({ method: 'POST', path: '/v2/accounts.json' });
    expect(sent.json).to.deep.equal({ name: 'Initech', domain: 'initech.example', industry: 'Software' });
    const id = created.body.result.account.id;
    expect(created.body.result.account).to.include({ ...input, ownerId: null });
    expect((await h.api('/api/unifications/engagement/accounts/get', { id })).body.result.account).to.deep.equal(
      created.body.result.account,
    );

    // A partial update: Salesloft requires name and domain in every account PUT, so the manifest's
    // read_before_write reads the account first and fills the domain the caller did not send.
    const before = sl.server.requests.length;
    const upd = await h.api('/api/unifications/engagement/accounts/update', { id, account: { name: 'Initech Ltd' } });
    expect(upd.status, upd.text).to.equal(200);
    const updCalls = sl.server.requests.slice(before);
    expect(updCalls.map((r) => `${r.method} ${r.path}`)).to.deep.equal([`GET /v2/accounts/${id}.json`, `PUT /v2/accounts/${id}.json`]);
    sent = sl.server.requests.at(-1)!;
    expect(sent.json).to.deep.equal({ name: 'Initech Ltd', domain: 'initech.example' });
    expect(upd.body.result.account).to.include({ id, name: 'Initech Ltd', domain: 'initech.example' });
    expect(sl.store.accounts.get(Number(id))!.name).to.equal('Initech Ltd');

    // Salesloft wants a bare domain: its 422 reaches the caller as DOWNSTREAM_BAD_REQUEST.
    const scheme = await h.api('/api/unifications/engagement/accounts/update', { id, account: { domain: 'https://initech.example' } });
    expect(scheme.status).to.equal(400);
    expect(scheme.body.error.details.downstreamBody).to.deep.equal({ errors: { domain: ['must not include a scheme'] } });
  });

  it('sequences (cadences): list in two pages (draft or archived -> not enabled) and get', async () => {
    sl.server.requests.length = 0;
    const { records, pages } = await listAll(h, '/api/unifications/engagement/sequences/list', 'sequences', 2);
    expect(pages).to.equal(2);
    const common = { ownerId: '1000', createdTime: '2024-01-10T05:00:00.000Z' };
    expect(records).to.deep.equal([
      { id: '1013', name: 'Prospecting - VP of Sales', isEnabled: true, ...common, modifiedTime: '2024-03-07T05:00:00.000Z' },
      { id: '1014', name: 'Draft cadence', isEnabled: false, ...common, modifiedTime: '2024-03-06T05:00:00.000Z' },
      { id: '1015', name: 'Old cadence', isEnabled: false, ...common, modifiedTime: '2024-03-05T05:00:00.000Z' },
    ]);
    expect(calls('/v2/cadences.json').map((r) => r.query)).to.deep.equal([
      { page: '1', per_page: '2' },
      { page: '2', per_page: '2' },
    ]);
    const got = await h.api('/api/unifications/engagement/sequences/get', { id: '1013', include: { additional: true } });
    expect(got.status, got.text).to.equal(200);
    expect(got.body.result.sequence).to.include({ id: '1013', name: 'Prospecting - VP of Sales', isEnabled: true });
    expect(got.body.result.sequence.additional).to.include({ draft: false, cadence_function: 'outbound', archived_at: null });
    expect(got.body.result.sequence.additional.counts).to.deep.equal({ cadence_people: 59, target_daily_people: 10 });
    expect(calls('/v2/cadences/1013.json')).to.have.length(1);
  });

  it('answers 501 NOT_SUPPORTED_BY_INTEGRATION for a model Salesloft does not map, without calling it', async () => {
    const before = sl.server.requests.length;
    const res = await h.api('/api/unifications/crm/contacts/list', {});
    expect(res.status).to.equal(501);
    expect(res.body.error.code).to.equal('NOT_SUPPORTED_BY_INTEGRATION');
    expect(sl.server.requests.length).to.equal(before);
  });
});
