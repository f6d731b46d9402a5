import { expect } from 'chai';
import { FakeOutreach } from '../../support/fake-tools/fake-outreach.js';
import { connectTool, listAll, type ToolHarness } from './support.js';

const TOKEN = 'outreach-oauth-access-token-fixture';
const MEDIA = 'application/vnd.api+json';
const user = (id: number) => ({ data: { type: 'user', id } });

describe('http: unified engagement API on Outreach (fake JSON:API v2 on 127.0.0.1)', () => {
  let ot: FakeOutreach;
  let h: ToolHarness;
  const calls = (path: string) => ot.server.requests.filter((r) => r.path === path);

  before(async function () {
    this.timeout(60_000);
    ot = await new FakeOutreach(TOKEN).start();
    h = await connectTool({
      integrationId: 'outreach',
      origin: ot.origin,
      authMethodId: 'oauth',
      credentials: { type: 'oauth2', accessToken: TOKEN, expiresAt: '2999-01-01T00:00:00.000Z' },
    });
    for (let i = 0; i < 5; i++) {
      ot.add(
        'users',
        {
          email: `rep${i}@acme.example`,
          firstName: `Rita${i}`,
          lastName: 'Rep',
          name: `Rita${i} Rep`,
          username: `rrep${i}`,
          title: 'AE',
          locked: i === 4,
          createdAt: '2023-05-01T09:00:00.000Z',
          updatedAt: '2024-02-01T12:00:00.000Z',
        },
        { mailbox: { data: { type: 'mailbox', id: 3 } } },
      );
    }
    for (let i = 0; i < 3; i++)
      ot.add(
        'accounts',
        {
          name: `Acme ${i}`,
          domain: `acme${i}.example`,
          industry: 'Software',
          createdAt: '2023-11-01T08:00:00.000Z',
          updatedAt: '2024-03-01T08:00:00.000Z',
        },
        { owner: user(100) },
      );
    for (let i = 0; i < 5; i++) {
      ot.add(
        'prospects',
        {
          firstName: `Sally${i}`,
          lastName: 'Jones',
          title: 'VP Sales',
          company: 'Acme',
          emails: [`sally${i}@acme.example`, `s${i}@home.example`],
          workPhones: [`+1415555010${i}`],
          mobilePhones: [],
          tags: ['Expo 2024'],
          addressCity: 'Seattle',
          optedOut: false,
          openCount: 0,
          createdAt: '2024-01-02T10:00:00.000Z',
          updatedAt: '2024-03-05T17:22:10.000Z',
          engagedAt: null,
        },
        { account: i === 0 ? { data: null } : { data: { type: 'account', id: 105 } }, owner: user(101), creator: user(101) },
      );
    }
    for (let i = 0; i < 3; i++)
      ot.add(
        'sequences',
        {
          name: `Q${i + 1} outbound`,
          enabled: i !== 1,
          sequenceStepCount: 4,
          tags: [],
          shareType: 'shared',
          createdAt: '2024-01-10T00:00:00.000Z',
          updatedAt: '2024-03-05T00:00:00.000Z',
        },
        { owner: user(100) },
      );
  });
  after(async () => {
    await h?.close();
    await ot?.server.stop();
  });

  it('users: lists across three pages by following links.next (on the real origin, rewritten to the override)', async () => {
    ot.server.requests.length = 0;
    const { records, pages } = await listAll(h, '/api/unifications/engagement/users/list', 'users', 2);
    expect(pages).to.equal(3);
    expect(records.map((r) => r.id)).to.deep.equal(['100', '101', '102', '103', '104']);
    expect(records[0]).to.deep.equal({
      id: '100',
      firstName: 'Rita0',
      lastName: 'Rep',
      email: 'rep0@acme.example',
      createdTime: '2023-05-01T09:00:00.000Z',
      modifiedTime: '2024-02-01T12:00:00.000Z',
    });
    const sent = calls('/api/v2/users');
    expect(sent).to.have.length(3);
    expect(sent[0]!.query).to.deep.equal({ count: 'false', 'page[size]': '2' });
    // The later pages are links.next verbatim: the opaque page[after] cursor of the last id served, size repeated.
    expect(sent.slice(1).map((r) => r.query)).to.deep.equal([
      { count: 'false', 'page[after]': Buffer.from('101').toString('base64url'), 'page[size]': '2' },
      { count: 'false', 'page[after]': Buffer.from('103').toString('base64url'), 'page[size]': '2' },
    ]);
    for (const r of sent) {
      expect(r.method).to.equal('GET');
      expect(r.headers.authorization).to.equal(`Bearer ${TOKEN}`);
      expect(r.headers['content-type']).to.equal(MEDIA);
      expect(Object.keys(r.headers).filter((k) => k.startsWith('x-svc'))).to.deep.equal([]);
    }
  });

  it('users: gets one; name and isActive (locked) come under additional with the other attributes', async () => {
    const res = await h.api('/api/unifications/engagement/users/get', { id: '104', include: { additional: true, $native: true } });
    expect(res.status, res.text).to.equal(200);
    const u = res.body.result.user;
    expect(u).to.include({ id: '104', firstName: 'Rita4', lastName: 'Rep', email: 'rep4@acme.example' });
    expect(u.additional).to.deep.equal({ name: 'Rita4 Rep', isActive: false, username: 'rrep4', title: 'AE', locked: true });
    expect(u.$native).to.deep.equal(JSON.parse(JSON.stringify(ot.store.users!.get(104))));
    expect(calls('/api/v2/users/104').at(-1)!.query).to.deep.equal({});
  });

  it('contacts (prospects): list across three pages, first email and work phone, relationships as ids', async () => {
    const { records, pages } = await listAll(h, '/api/unifications/engagement/contacts/list', 'contacts', 2);
    expect(pages).to.equal(3);
    expect(records.map((r) => r.firstName)).to.deep.equal(['Sally0', 'Sally1', 'Sally2', 'Sally3', 'Sally4']);
    expect(records[0]).to.deep.equal({
      id: '108',
      firstName: 'Sally0',
      lastName: 'Jones',
      email: 'sally0@acme.example',
      phone: '+14155550100',
      jobTitle: 'VP Sales',
      accountId: null,
      ownerId: '101',
      createdTime: '2024-01-02T10:00:00.000Z',
      modifiedTime: '2024-03-05T17:22:10.000Z',
    });
    expect(records[1]).to.include({ accountId: '105', ownerId: '101', email: 'sally1@acme.example' });
  });

  it('contacts: get with additional (attributes but the mapped ones and name) and $native', async () => {
    const res = await h.api('/api/unifications/engagement/contacts/get', { id: '109', include: { additional: true, $native: true } });
    expect(res.status, res.text).to.equal(200);
    const c = res.body.result.contact;
    expect(c).to.include({ id: '109', firstName: 'Sally1', jobTitle: 'VP Sales', accountId: '105' });
    expect(c.additional).to.deep.equal({
      company: 'Acme',
      mobilePhones: [],
      tags: ['Expo 2024'],
      addressCity: 'Seattle',
      optedOut: false,
      openCount: 0,
      engagedAt: null,
    });
    expect(c.$native.relationships.account).to.deep.equal({ data: { type: 'account', id: 105 } });
  });

  it('contacts: create sends a JSON:API document (vnd.api+json, 201) and the record round-trips', async () => {
    const input = { firstName: 'Grace', lastName: 'Hopper', email: 'grace@navy.example', phone: '+1 555 0199', jobTitle: 'Rear admiral' };
    const created = await h.api('/api/unifications/engagement/contacts/create', { contact: input });
    expect(created.status, created.text).to.equal(200);
    const sent = ot.server.requests.at(-1)!;
    expect(sent.method).to.equal('POST');
    expect(sent.path).to.equal('/api/v2/prospects');
    expect(sent.headers['content-type']).to.equal(MEDIA);
    expect(sent.json).to.deep.equal({
      data: {
        type: 'prospect',
        attributes: {
          firstName: 'Grace',
          lastName: 'Hopper',
          emails: ['grace@navy.example'],
          workPhones: ['+1 555 0199'],
          title: 'Rear admiral',
        },
      },
    });
    const c = created.body.result.contact;
    expect(c).to.include({ ...input, accountId: null, ownerId: null });
    expect(c.createdTime).to.match(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    const stored = ot.store.prospects!.get(Number(c.id))!;
    expect(stored.attributes).to.include({ name: 'Grace Hopper', title: 'Rear admiral' });
    const read = await h.api('/api/unifications/engagement/contacts/get', { id: c.id });
    expect(read.status, read.text).to.equal(200);
    expect(stored.attributes.emails).to.deep.equal(['grace@navy.example']);
    expect(read.body.result.contact).to.deep.equal(c);
  });

  it('contacts: update PATCHes data.type and the integer data.id with only the fields given', async () => {
    const rec = ot.add('prospects', {
      firstName: 'Ada',
      lastName: 'Lovelace',
      emails: ['ada@example.com'],
      workPhones: ['+44 20 7946 0000'],
      title: 'Analyst',
    });
    const res = await h.api('/api/unifications/engagement/contacts/update', {
      id: String(rec.id),
      contact: { jobTitle: 'Countess', lastName: 'King' },
    });
    expect(res.status, res.text).to.equal(200);
    const sent = ot.server.requests.at(-1)!;
    expect(sent.method).to.equal('PATCH');
    expect(sent.path).to.equal(`/api/v2/prospects/${rec.id}`);
    expect(sent.headers['content-type']).to.equal(MEDIA);
    expect(sent.json).to.deep.equal({ data: { type: 'prospect', id: rec.id, attributes: { title: 'Countess', lastName: 'King' } } });
    expect(res.body.result.contact).to.include({
      id: String(rec.id),
      firstName: 'Ada',
      lastName: 'King',
      jobTitle: 'Countess',
      email: 'ada@example.com',
      phone: '+44 20 7946 0000',
    });
    expect(rec.attributes).to.include({ name: 'Ada King', title: 'Countess' });
    const read = await h.api('/api/unifications/engagement/contacts/get', { id: String(rec.id) });
    expect(read.body.result.contact).to.deep.equal(res.body.result.contact);
  });

  it('contacts: owner and account relationships are read-only; refused with 400 before calling Outreach', async () => {
    const before = ot.server.requests.length;
    const res = await h.api('/api/unifications/engagement/contacts/create', {
      contact: { firstName: 'X', accountId: '105', ownerId: '101' },
    });
    expect(res.status).to.equal(400);
    expect(res.body.error.code).to.equal('VALIDATION_FAILED');
    // A field no connector writes is not in the write schema: openapi.yaml's validation refuses it by name.
    expect((res.body.error.details as { field: string }[]).map((d) => d.field)).to.include.members(['body.contact.ownerId']);
    // accountId is writable for another tool (Apollo), so the spec lets it through: this connector's inverse mapping
    // (write: false) refuses it, still before any request.
    const account = await h.api('/api/unifications/engagement/contacts/create', { contact: { firstName: 'X', accountId: '105' } });
    expect(account.status, account.text).to.equal(400);
    expect(account.body.error.code).to.equal('VALIDATION_FAILED');
    expect(account.text).to.contain('accountId');
    const upd = await h.api('/api/unifications/engagement/contacts/update', {
      id: '108',
      contact: { createdTime: '2025-01-01T00:00:00.000Z' },
    });
    expect(upd.status).to.equal(400);
    expect(upd.body.error.message).to.contain('createdTime');
    expect(ot.server.requests.length).to.equal(before);
  });

  it('contacts: delete answers the id (Outreach 204), then get is DOWNSTREAM_NOT_FOUND with the errors envelope', async () => {
    const rec = ot.add('prospects', { firstName: 'Tmp', emails: [] });
    const res = await h.api('/api/unifications/engagement/contacts/delete', { id: String(rec.id) });
    expect(res.status, res.text).to.equal(200);
    expect(res.body.result).to.deep.equal({ id: String(rec.id) });
    expect(ot.server.requests.at(-1)).to.include({ method: 'DELETE', path: `/api/v2/prospects/${rec.id}` });
    expect(ot.store.prospects!.has(rec.id)).to.equal(false);
    const gone = await h.api('/api/unifications/engagement/contacts/get', { id: String(rec.id) });
    expect(gone.status).to.equal(404);
    expect(gone.body.error.code).to.equal('DOWNSTREAM_NOT_FOUND');
    expect(gone.body.error.details.downstreamStatus).to.equal(404);
    expect(gone.body.error.details.downstreamBody).to.deep.equal({
      errors: [{ id: 'resourceNotFound', title: 'Resource Not Found', detail: `Could not find 'prospect' with ID '${rec.id}'.` }],
    });
  });

  it('contacts: an Outreach 422 validation error is DOWNSTREAM_BAD_REQUEST with the JSON:API errors', async () => {
    const body = {
      errors: [
        {
          id: 'validationError',
          title: 'Validation Error',
          detail: 'Emails has already been taken',
          source: { pointer: '/data/attributes/emails' },
        },
      ],
    };
    ot.failNext({ status: 422, headers: { 'content-type': MEDIA }, json: body });
    const res = await h.api('/api/unifications/engagement/contacts/create', { contact: { email: 'dup@acme.example' } });
    expect(res.status, res.text).to.equal(400);
    expect(res.body.error.code).to.equal('DOWNSTREAM_BAD_REQUEST');
    expect(res.body.error.details.downstreamBody).to.deep.equal(body);
  });

  it('accounts: list in two pages, get, create and update round-trip (JSON:API bodies)', async () => {
    const { records, pages } = await listAll(h, '/api/unifications/engagement/accounts/list', 'accounts', 2);
    expect(pages).to.equal(2);
    expect(records).to.have.length(3);
    expect(records[0]).to.deep.equal({
      id: '105',
      name: 'Acme 0',
      domain: 'acme0.example',
      ownerId: '100',
      createdTime: '2023-11-01T08:00:00.000Z',
      modifiedTime: '2024-03-01T08:00:00.000Z',
    });
    expect(calls('/api/v2/accounts').map((r) => r.query['page[size]'])).to.deep.equal(['2', '2']);
    const got = await h.api('/api/unifications/engagement/accounts/get', { id: '106', include: { additional: true } });
    expect(got.status, got.text).to.equal(200);
    expect(got.body.result.account).to.include({ id: '106', name: 'Acme 1', domain: 'acme1.example' });
    expect(got.body.result.account.additional).to.deep.equal({ industry: 'Software' });

    const input = { name: 'Initech', domain: 'initech.example' };
    const created = await h.api('/api/unifications/engagement/accounts/create', {
      account: { ...input, additional: { industry: 'Software', numberOfEmployees: 120 } },
    });
    expect(created.status, created.text).to.equal(200);
    let sent = ot.server.requests.at(-1)!;
    expect(sent).to.include({ method: 'POST', path: '/api/v2/accounts' });
    expect(sent.headers['content-type']).to.equal(MEDIA);
    expect(sent.json).to.deep.equal({
      data: { type: 'account', attributes: { name: 'Initech', domain: 'initech.example', industry: 'Software', numberOfEmployees: 120 } },
    });
    const id = created.body.result.account.id;
    expect(created.body.result.account).to.include({ ...input, ownerId: null });
    expect((await h.api('/api/unifications/engagement/accounts/get', { id })).body.result.account).to.deep.equal(
      created.body.result.account,
    );

    const upd = await h.api('/api/unifications/engagement/accounts/update', { id, account: { name: 'Initech Ltd' } });
    expect(upd.status, upd.text).to.equal(200);
    sent = ot.server.requests.at(-1)!;
    expect(sent).to.include({ method: 'PATCH', path: `/api/v2/accounts/${id}` });
    expect(sent.json).to.deep.equal({ data: { type: 'account', id: Number(id), attributes: { name: 'Initech Ltd' } } });
    expect(upd.body.result.account).to.include({ id, name: 'Initech Ltd', domain: 'initech.example' });
    expect(ot.store.accounts!.get(Number(id))!.attributes.name).to.equal('Initech Ltd');
  });

  it('sequences: list in two pages (enabled -> isEnabled) and get; there is no route for sequence writes', async () => {
    const { records, pages } = await listAll(h, '/api/unifications/engagement/sequences/list', 'sequences', 2);
    expect(pages).to.equal(2);
    expect(records).to.deep.equal([
      {
        id: '113',
        name: 'Q1 outbound',
        isEnabled: true,
        ownerId: '100',
        createdTime: '2024-01-10T00:00:00.000Z',
        modifiedTime: '2024-03-05T00:00:00.000Z',
      },
      {
        id: '114',
        name: 'Q2 outbound',
        isEnabled: false,
        ownerId: '100',
        createdTime: '2024-01-10T00:00:00.000Z',
        modifiedTime: '2024-03-05T00:00:00.000Z',
      },
      {
        id: '115',
        name: 'Q3 outbound',
        isEnabled: true,
        ownerId: '100',
        createdTime: '2024-01-10T00:00:00.000Z',
        modifiedTime: '2024-03-05T00:00:00.000Z',
      },
    ]);
    const got = await h.api('/api/unifications/engagement/sequences/get', { id: '114', include: { additional: true } });
    expect(got.status, got.text).to.equal(200);
    expect(got.body.result.sequence).to.include({ id: '114', name: 'Q2 outbound', isEnabled: false });
    expect(got.body.result.sequence.additional).to.deep.equal({ sequenceStepCount: 4, tags: [], shareType: 'shared' });
    // No engagement tool maps sequence writes, so the spec has no such route at all.
    const create = await h.api('/api/unifications/engagement/sequences/create', { sequence: { name: 'x' } });
    expect(create.status).to.equal(404);
    expect(create.body.error.code).to.equal('NOT_FOUND');
  });

  it('answers 501 NOT_SUPPORTED_BY_INTEGRATION for a model Outreach does not map, without calling it', async () => {
    const before = ot.server.requests.length;
    const res = await h.api('/api/unifications/crm/contacts/list', {});
    expect(res.status).to.equal(501);
    expect(res.body.error.code).to.equal('NOT_SUPPORTED_BY_INTEGRATION');
    expect(ot.server.requests.length).to.equal(before);
  });
});
