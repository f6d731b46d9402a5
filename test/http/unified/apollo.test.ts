import { expect } from 'chai';
import { newSession, startOAuth } from '../../support/connect-http.js';
import { FakeApollo } from '../../support/fake-tools/fake-apollo.js';
import { type SeededProject } from '../../support/seed.js';
import { type TestGateway } from '../../support/start-gateway.js';
import { waitFor } from '../../support/webhook-receiver.js';
import { formConnect, startToolGateway, waitForSynced, type ToolHarness } from './support.js';

const API_KEY = 'apollo-master-key-0123456789';

describe('http: Apollo end to end (OAuth consent URL, connect with an API key, list, read, write, sync, action) on a fake Apollo', function () {
  this.timeout(90_000);
  let apollo: FakeApollo;
  let gw: TestGateway;
  let project: SeededProject;
  let conn: ToolHarness;
  const api = (path: string, body: unknown = {}) => conn.api(path, body);

  before(async () => {
    apollo = await new FakeApollo(API_KEY).start();
    const account = apollo.add('accounts', { name: 'Books Ltd', domain: 'books.example', owner_id: 'u1' });
    for (const [first, last] of [
      ['Fyodor', 'Dostoevsky'],
      ['Leo', 'Tolstoy'],
      ['Anton', 'Chekhov'],
    ])
      apollo.add('contacts', {
        first_name: first,
        last_name: last,
        name: `${first} ${last}`,
        title: 'Writer',
        email: `${first!.toLowerCase()}@books.example`,
        account_id: account.id,
        owner_id: 'u1',
        phone_numbers: [{ raw_number: '+1 555-303-1234', sanitized_number: '+15553031234', type: 'work_direct', position: 0 }],
      });
    apollo.add('sequences', { name: 'Welcome', active: true, archived: false, user_id: 'u1' });
    apollo.add('users', { first_name: 'Ada', last_name: 'Owner', email: 'ada@books.example' });
    ({ gw, project } = await startToolGateway({
      integrationId: 'apollo',
      origin: apollo.origin,
      client: { clientId: 'apollo-client-id', clientSecret: 'apollo-client-secret' },
      sync: true,
    }));
  });
  after(async () => {
    await gw?.close();
    await apollo?.server.stop();
  });

  // Found by method and path: a sync pass running in the background may have called in between.
  const lastTo = (method: string, path: string) => apollo.server.requests.filter((r) => r.method === method && r.path === path).at(-1);

  it('sends the user to the consent route of the Apollo web app (#/oauth/authorize, the query after the route)', async () => {
    const session = await newSession(gw.url, project.dev.apiToken, { integrationId: 'apollo' });
    const started = await startOAuth(gw.url, session, { integrationId: 'apollo' });
    expect(started.status, started.text).to.equal(200);
    const url = started.body.result.authorizeUrl as string;
    expect(url.startsWith(`${apollo.origin}/#/oauth/authorize?response_type=code&client_id=apollo-client-id&redirect_uri=`), url).to.equal(
      true,
    );
    const query = new URLSearchParams(url.split('?')[1]);
    // Apollo's own scope names (each endpoint's "OAuth scopes" on docs.apollo.io), not guesses like contacts_update.
    expect(query.get('scope')!.split(' ')).to.have.members([
      'read_user_profile',
      'app_scopes',
      'contacts_search',
      'contact_write',
      'contact_update',
      'contact_read',
      'accounts_search',
      'account_write',
      'account_update',
      'emailer_campaigns_search',
      'emailer_campaigns_add_contact_ids',
      'users_list',
    ]);
    expect(query.get('state')).to.be.a('string').and.not.equal('');
  });

  it('connects with an API key in x-api-key; a wrong key is refused by the verify call (users/search)', async () => {
    const form = await formConnect(gw, project, { integrationId: 'apollo', authMethodId: 'api_key' });
    const submit = (key: string) => form.submit({ api_key: key });
    const wrong = await submit('nope');
    expect(wrong.status, wrong.text).to.equal(403);
    expect(wrong.body.error.code).to.equal('DOWNSTREAM_AUTH_FAILED');
    const ok = await submit(API_KEY);
    expect(ok.status, ok.text).to.equal(200);
    const verify = apollo.server.requests.filter((r) => r.path === '/api/v1/users/search').at(-1)!;
    expect(verify.query).to.deep.equal({ per_page: '1' });
    expect(verify.headers['x-api-key']).to.equal(API_KEY);
    conn = await form.exchange();
  });

  it('syncs contacts and accounts into the cache after connecting', async () => {
    await waitForSynced(conn, 'engagement.contact', 3);
    await waitForSynced(conn, 'engagement.account', 1);
  });

  it('lists contacts through POST /contacts/search with page/per_page in the body until total_pages, reads and searches', async () => {
    apollo.server.requests.length = 0;
    const first = await api('/api/unifications/engagement/contacts/list', { pageSize: 2 });
    expect(first.status, first.text).to.equal(200);
    const second = await api('/api/unifications/engagement/contacts/list', { pageSize: 2, cursor: first.body.result.nextPageCursor });
    expect(second.body.result.nextPageCursor).to.equal(null);
    expect(apollo.server.requests.map((r) => [r.method, r.path, r.json])).to.deep.equal([
      ['POST', '/api/v1/contacts/search', { sort_by_field: 'contact_created_at', sort_ascending: true, page: 1, per_page: 2 }],
      ['POST', '/api/v1/contacts/search', { sort_by_field: 'contact_created_at', sort_ascending: true, page: 2, per_page: 2 }],
    ]);
    const all = [...first.body.result.contacts, ...second.body.result.contacts];
    expect(all.map((c: { lastName: string }) => c.lastName)).to.deep.equal(['Dostoevsky', 'Tolstoy', 'Chekhov']);
    expect(all[0]).to.include({
      firstName: 'Fyodor',
      email: 'fyodor@books.example',
      phone: '+15553031234',
      jobTitle: 'Writer',
      ownerId: 'u1',
    });
    const one = await api('/api/unifications/engagement/contacts/get', { id: all[1].id });
    expect(one.status, one.text).to.equal(200);
    expect(apollo.server.requests.at(-1)!.path).to.equal(`/api/v1/contacts/${all[1].id}`);
    expect(one.body.result.contact.firstName).to.equal('Leo');
    const found = await api('/api/unifications/engagement/contacts/search', { filter: { query: 'chekhov' } });
    expect(found.status, found.text).to.equal(200);
    expect(apollo.server.requests.at(-1)!.json).to.deep.include({ q_keywords: 'chekhov' });
    expect(found.body.result.contacts.map((c: { lastName: string }) => c.lastName)).to.deep.equal(['Chekhov']);
  });

  it('creates a contact and an account, and updates only the fields given (PATCH, as Apollo documents)', async () => {
    const account = [...apollo.accounts.values()][0]!;
    const created = await api('/api/unifications/engagement/contacts/create', {
      contact: { firstName: 'Anna', lastName: 'Karenina', email: 'anna@books.example', accountId: account.id },
    });
    expect(created.status, created.text).to.equal(200);
    expect(apollo.server.requests.at(-1)).to.deep.include({
      method: 'POST',
      path: '/api/v1/contacts',
      json: { first_name: 'Anna', last_name: 'Karenina', email: 'anna@books.example', account_id: account.id },
    });
    const id = created.body.result.contact.id as string;
    const updated = await api('/api/unifications/engagement/contacts/update', { id, contact: { jobTitle: 'Editor' } });
    expect(updated.status, updated.text).to.equal(200);
    expect(apollo.server.requests.at(-1)).to.deep.include({ method: 'PATCH', path: `/api/v1/contacts/${id}`, json: { title: 'Editor' } });
    expect(updated.body.result.contact).to.include({ firstName: 'Anna', jobTitle: 'Editor' });
    const acc = await api('/api/unifications/engagement/accounts/create', {
      account: { name: 'Pushkin Press', domain: 'pushkin.example' },
    });
    expect(acc.status, acc.text).to.equal(200);
    expect(lastTo('POST', '/api/v1/accounts')!.json).to.deep.equal({ name: 'Pushkin Press', domain: 'pushkin.example' });
    expect(acc.body.result.account).to.include({ name: 'Pushkin Press', domain: 'pushkin.example' });
    const accId = acc.body.result.account.id as string;
    const accUpdated = await api('/api/unifications/engagement/accounts/update', { id: accId, account: { domain: 'pushkin.example.org' } });
    expect(accUpdated.status, accUpdated.text).to.equal(200);
    expect(lastTo('PATCH', `/api/v1/accounts/${accId}`)!.json).to.deep.equal({ domain: 'pushkin.example.org' });
  });

  it('an incremental sync pass reads the most recently updated contacts first (sort_by_field contact_updated_at)', async () => {
    await waitFor('an incremental contacts pass', () =>
      apollo.server.requests.find((r) => (r.json as { sort_by_field?: string } | undefined)?.sort_by_field === 'contact_updated_at'),
    );
    const inc = apollo.server.requests.find(
      (r) => (r.json as { sort_by_field?: string } | undefined)?.sort_by_field === 'contact_updated_at',
    )!;
    expect(inc.json).to.deep.include({ sort_ascending: false });
  });

  it('lists users and sequences, and adds contacts to a sequence through the sequences/add-contacts action', async () => {
    const users = await api('/api/unifications/engagement/users/list', {});
    expect(users.status, users.text).to.equal(200);
    expect(users.body.result.users[0]).to.include({ firstName: 'Ada', lastName: 'Owner', email: 'ada@books.example' });
    const seqs = await api('/api/unifications/engagement/sequences/list', {});
    expect(seqs.status, seqs.text).to.equal(200);
    const seq = seqs.body.result.sequences[0];
    expect(seq).to.include({ name: 'Welcome', isEnabled: true, ownerId: 'u1' });
    // Search for Sequences: page and per_page in the query, no body.
    expect(lastTo('POST', '/api/v1/emailer_campaigns/search')!.body).to.equal('');
    expect(lastTo('POST', '/api/v1/emailer_campaigns/search')!.query).to.deep.equal({ page: '1', per_page: '100' });
    const contactIds = [...apollo.contacts.keys()].slice(0, 2);
    const added = await api('/api/actions/apollo/sequences/add-contacts', { sequenceId: seq.id, contactIds, emailAccountId: 'mbox1' });
    expect(added.status, added.text).to.equal(200);
    expect(added.body.result).to.deep.equal({ sequenceId: seq.id, contactIds });
    const add = lastTo('POST', `/api/v1/emailer_campaigns/${seq.id}/add_contact_ids`)!;
    expect(add.body).to.equal('');
    // Every parameter in the query, contact_ids[] once per contact.
    expect(add.queryAll).to.deep.equal([
      ['emailer_campaign_id', seq.id],
      ...contactIds.map((c) => ['contact_ids[]', c]),
      ['send_email_from_email_account_id', 'mbox1'],
    ]);
    expect(apollo.sequenceMembers.get(seq.id)).to.deep.equal(contactIds);
  });
});
