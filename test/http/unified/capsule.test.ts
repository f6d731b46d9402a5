import { expect } from 'chai';
import { RecordsRepo } from '../../../src/store/records.repo.js';
import { FakeCapsule } from '../../support/fake-tools/fake-capsule.js';
import { type SeededProject } from '../../support/seed.js';
import { type TestGateway } from '../../support/start-gateway.js';
import { waitFor } from '../../support/webhook-receiver.js';
import { connectOAuth, formConnect, startToolGateway, waitForSynced, type ToolHarness } from './support.js';

const TOKEN = 'capsule-pat-8c1f4e7a2b5d9c3e6f0a1b4d7e2c5f8a';

describe('http: Capsule end to end (connect with a token or OAuth, list, read, write, sync) on a fake Capsule', function () {
  this.timeout(90_000);
  let capsule: FakeCapsule;
  let gw: TestGateway;
  let project: SeededProject;
  let conn: ToolHarness;
  const api = (path: string, body: unknown = {}) => conn.api(path, body);
  /** The last request to `path` (sync passes run meanwhile: the very last request may be one of theirs). */
  const lastTo = (method: string, path: string) => capsule.server.requests.filter((r) => r.method === method && r.path === path).at(-1)!;

  before(async () => {
    capsule = await new FakeCapsule(TOKEN).start();
    const org = capsule.add('parties', {
      type: 'organisation',
      name: 'Homestead',
      websites: [{ id: 1, type: 'Work', service: 'URL', address: 'https://homestead.example', url: 'https://homestead.example' }],
      phoneNumbers: [{ id: 2, type: null, number: '773-338-0000' }],
      emailAddresses: [],
      owner: { id: 100, username: 'ted', name: 'Ted Danson' },
    });
    for (let i = 0; i < 3; i++)
      capsule.add('parties', {
        type: 'person',
        firstName: `Scott${i}`,
        lastName: 'Spacey',
        jobTitle: 'Creative Director',
        organisation: { id: org.id, name: 'Homestead' },
        emailAddresses: [{ id: 10 + i, type: 'Work', address: `scott${i}@homestead.example` }],
        phoneNumbers: [{ id: 20 + i, type: null, number: `773-338-778${i}` }],
        owner: { id: 100, username: 'ted', name: 'Ted Danson' },
      });
    capsule.add('opportunities', {
      name: 'Consulting',
      party: { id: org.id, type: 'organisation', name: 'Homestead' },
      milestone: { id: 2, name: 'Bid' },
      value: { amount: 500, currency: 'GBP' },
      expectedCloseOn: '2024-06-30',
      closedOn: null,
      lostReason: null,
      owner: { id: 100, username: 'ted', name: 'Ted Danson' },
    });
    capsule.add('milestones', { name: 'Won', probability: 100, complete: true });
    ({ gw, project } = await startToolGateway({
      integrationId: 'capsule',
      origin: capsule.origin,
      client: { clientId: 'capsule-client-id', clientSecret: 'capsule-client-secret' },
      sync: true,
    }));
  });
  after(async () => {
    await gw?.close();
    await capsule?.server.stop();
  });

  it('connects over OAuth: /oauth/authorise with scope "read write", the client credentials in the token form', async () => {
    const { h, authorizeUrl } = await connectOAuth(gw, project, { integrationId: 'capsule' });
    expect(authorizeUrl.pathname).to.equal('/oauth/authorise');
    expect(authorizeUrl.searchParams.get('scope')).to.equal('read write');
    const token = capsule.oauth.tokenRequests.at(-1)!;
    expect(token.form).to.include({
      grant_type: 'authorization_code',
      client_id: 'capsule-client-id',
      client_secret: 'capsule-client-secret',
    });
    const users = await h.api('/api/unifications/crm/users/list', { pageSize: 10 });
    expect(users.status, users.text).to.equal(200);
    expect(users.body.result.users[0]).to.include({ name: 'Ted Danson', email: null });
    expect(lastTo('GET', '/api/v2/users').query).to.deep.equal({});
  });

  it('connects with a personal access token (Bearer); a wrong token is refused by GET /api/v2/parties?perPage=1', async () => {
    const form = await formConnect(gw, project, { integrationId: 'capsule', authMethodId: 'api_token' });
    const wrong = await form.submit({ token: 'not-the-token' });
    expect(wrong.status, wrong.text).to.equal(403);
    expect(wrong.body.error.code).to.equal('DOWNSTREAM_AUTH_FAILED');
    const ok = await form.submit({ token: TOKEN });
    expect(ok.status, ok.text).to.equal(200);
    // The OAuth connection's sync reads GET /api/v2/parties?since= meanwhile: the verify request is the one without since.
    const verify = capsule.server.requests
      .filter((r) => r.path === '/api/v2/parties' && r.method === 'GET' && r.query.since === undefined)
      .at(-1)!;
    expect(verify.headers.authorization).to.equal(`Bearer ${TOKEN}`);
    expect(verify.query).to.deep.equal({ perPage: '1' });
    conn = await form.exchange();
  });

  it('syncs people as contacts and organisations as accounts (a filter on type), and opportunities as deals', async () => {
    const records = new RecordsRepo(gw.gateway.core.database.db);
    await waitForSynced(conn, 'crm.contact', 3);
    await waitForSynced(conn, 'crm.deal', 1);
    expect(await records.countByConnection(conn.connectionId, 'crm.account')).to.equal(1);
  });

  it('an incremental pass asks for opportunities changed since the last pass (since, ISO 8601)', async () => {
    await waitFor('an incremental opportunities pass', () =>
      capsule.server.requests.find((r) => r.path === '/api/v2/opportunities' && r.query.since !== undefined),
    );
    const inc = capsule.server.requests.find((r) => r.path === '/api/v2/opportunities' && r.query.since !== undefined)!;
    expect(Object.keys(inc.query).sort()).to.deep.equal(['page', 'perPage', 'since']);
    expect(Number.isNaN(Date.parse(inc.query.since!))).to.equal(false);
  });

  it('a later pass asks GET /parties?since= (both kinds mixed) and stores the new person as a contact, the new organisation as an account', async () => {
    const records = new RecordsRepo(gw.gateway.core.database.db);
    const sinceReads = () =>
      capsule.server.requests.filter((r) => r.method === 'GET' && r.path === '/api/v2/parties' && r.query.since !== undefined);
    await waitFor('an incremental parties pass', () => sinceReads().length > 0);
    const before = capsule.server.requests.length;
    const person = capsule.add('parties', { type: 'person', firstName: 'Grace', lastName: 'Hopper', emailAddresses: [], phoneNumbers: [] });
    const org = capsule.add('parties', { type: 'organisation', name: 'Eckert-Mauchly', websites: [], phoneNumbers: [] });
    await waitForSynced(conn, 'crm.contact', 4);
    await waitForSynced(conn, 'crm.account', 2);
    expect(await records.get(conn.connectionId, 'crm.contact', String(person.id))).to.include({ firstName: 'Grace', lastName: 'Hopper' });
    expect(await records.get(conn.connectionId, 'crm.contact', String(org.id)), 'an organisation is not a contact').to.equal(null);
    expect(await records.get(conn.connectionId, 'crm.account', String(org.id))).to.include({ name: 'Eckert-Mauchly' });
    expect(await records.get(conn.connectionId, 'crm.account', String(person.id)), 'a person is not an account').to.equal(null);
    // They came from the since reads, Capsule's documented parameters only: no full listing ran meanwhile.
    const later = capsule.server.requests.slice(before).filter((r) => r.path.startsWith('/api/v2/parties'));
    expect(later.length).to.be.greaterThan(0);
    for (const r of later) {
      expect([r.method, r.path]).to.deep.equal(['GET', '/api/v2/parties']);
      expect(Object.keys(r.query).sort()).to.deep.equal(['page', 'perPage', 'since']);
    }
  });

  it('lists contacts through the parties filter in pages of page/perPage, and reads one from its {party} envelope', async () => {
    capsule.server.requests.length = 0;
    const first = await api('/api/unifications/crm/contacts/list', { pageSize: 3 });
    expect(first.status, first.text).to.equal(200);
    const second = await api('/api/unifications/crm/contacts/list', { pageSize: 3, cursor: first.body.result.nextPageCursor });
    expect(second.status, second.text).to.equal(200);
    expect(second.body.result.nextPageCursor).to.equal(null);
    // The sync's incremental reads (GET /parties?since=) run meanwhile: only the list's own requests are compared.
    const sent = capsule.server.requests.filter((r) => r.query.since === undefined).map((r) => [r.method, r.path, r.query, r.json]);
    const filter = { filter: { conditions: [{ field: 'type', operator: 'is', value: 'person' }] } };
    expect(sent).to.deep.equal([
      ['POST', '/api/v2/parties/filters/results', { page: '1', perPage: '3' }, filter],
      ['POST', '/api/v2/parties/filters/results', { page: '2', perPage: '3' }, filter],
    ]);
    const all = [...first.body.result.contacts, ...second.body.result.contacts];
    expect(all.map((c: { firstName: string }) => c.firstName)).to.deep.equal(['Scott0', 'Scott1', 'Scott2', 'Grace']);
    const org = [...capsule.objects.parties.values()].find((p) => p.type === 'organisation')!;
    expect(all[0]).to.include({
      lastName: 'Spacey',
      email: 'scott0@homestead.example',
      phone: '773-338-7780',
      jobTitle: 'Creative Director',
      accountId: String(org.id),
      ownerId: '100',
    });
    const one = await api('/api/unifications/crm/contacts/get', { id: all[1].id });
    expect(one.status, one.text).to.equal(200);
    expect(lastTo('GET', `/api/v2/parties/${all[1].id}`)).to.not.equal(undefined);
    expect(one.body.result.contact).to.include({ firstName: 'Scott1', email: 'scott1@homestead.example' });
  });

  it('creates a person and an organisation (type set on create), updates with PUT {party}, creates and deletes a deal', async () => {
    const created = await api('/api/unifications/crm/contacts/create', {
      contact: { firstName: 'Ada', lastName: 'Byron', email: 'ada@homestead.example' },
    });
    expect(created.status, created.text).to.equal(200);
    expect(lastTo('POST', '/api/v2/parties')).to.deep.include({
      method: 'POST',
      path: '/api/v2/parties',
      json: { party: { firstName: 'Ada', lastName: 'Byron', emailAddresses: [{ address: 'ada@homestead.example' }], type: 'person' } },
    });
    const id = created.body.result.contact.id as string;
    const updated = await api('/api/unifications/crm/contacts/update', { id, contact: { jobTitle: 'Analyst' } });
    expect(updated.status, updated.text).to.equal(200);
    expect(lastTo('PUT', `/api/v2/parties/${id}`)).to.deep.include({
      method: 'PUT',
      path: `/api/v2/parties/${id}`,
      json: { party: { jobTitle: 'Analyst' } },
    });
    expect(updated.body.result.contact).to.include({ firstName: 'Ada', jobTitle: 'Analyst', email: 'ada@homestead.example' });

    const account = await api('/api/unifications/crm/accounts/create', {
      account: { name: 'Analytical Engines', website: 'https://engines.example' },
    });
    expect(account.status, account.text).to.equal(200);
    expect(lastTo('POST', '/api/v2/parties').json).to.deep.equal({
      party: { name: 'Analytical Engines', websites: [{ address: 'https://engines.example' }], type: 'organisation' },
    });
    expect(account.body.result.account).to.include({ name: 'Analytical Engines', website: 'https://engines.example' });

    const deal = await api('/api/unifications/crm/deals/create', {
      deal: { name: 'Difference engine', amount: 1200.5, currency: 'GBP', stage: '2', accountId: account.body.result.account.id },
    });
    expect(deal.status, deal.text).to.equal(200);
    expect(lastTo('POST', '/api/v2/opportunities').json).to.deep.equal({
      opportunity: {
        name: 'Difference engine',
        value: { amount: 1200.5, currency: 'GBP' },
        milestone: { id: 2 },
        party: { id: Number(account.body.result.account.id) },
      },
    });
    expect(deal.body.result.deal).to.include({ name: 'Difference engine', amount: 1200.5, stage: '2', isClosed: false });
    const removed = await api('/api/unifications/crm/deals/delete', { id: deal.body.result.deal.id });
    expect(removed.status, removed.text).to.equal(200);
    expect(capsule.server.requests.filter((r) => r.method === 'DELETE').at(-1)).to.include({
      method: 'DELETE',
      path: `/api/v2/opportunities/${deal.body.result.deal.id}`,
    });
    expect(capsule.objects.opportunities.has(Number(deal.body.result.deal.id))).to.equal(false);
  });

  it("creates a note (entry type note) on a person and reads it back as the contact's note", async () => {
    const person = [...capsule.objects.parties.values()].find((p) => p.type === 'person')!;
    const note = await api('/api/unifications/crm/notes/create', {
      note: { content: 'Met at the fair', additional: { party: { id: person.id } } },
    });
    expect(note.status, note.text).to.equal(200);
    expect(lastTo('POST', '/api/v2/entries').json).to.deep.equal({
      entry: { content: 'Met at the fair', party: { id: person.id }, type: 'note' },
    });
    expect(note.body.result.note).to.include({ content: 'Met at the fair', contactId: String(person.id), accountId: null, ownerId: '1' });
  });

  it('the milestones/list action answers the deal stages; a 429 waits for X-RateLimit-Reset and is retried', async () => {
    capsule.throttle('/api/v2/milestones', 500);
    const res = await api('/api/actions/capsule/milestones/list', {});
    expect(res.status, res.text).to.equal(200);
    expect(capsule.server.requests.filter((r) => r.path === '/api/v2/milestones').length).to.be.greaterThan(1);
    expect(res.body.result.milestones).to.deep.include({
      id: String([...capsule.objects.milestones.keys()][0]),
      name: 'Won',
      probability: 100,
      complete: true,
    });
  });
});
