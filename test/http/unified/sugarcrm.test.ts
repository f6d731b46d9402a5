import { expect } from 'chai';
import { RecordsRepo } from '../../../src/store/records.repo.js';
import { FakeSugarCRM } from '../../support/fake-tools/fake-sugarcrm.js';
import { type SeededProject } from '../../support/seed.js';
import { type TestGateway } from '../../support/start-gateway.js';
import { waitFor } from '../../support/webhook-receiver.js';
import { formConnect, startToolGateway, waitForSynced, type ToolHarness } from './support.js';

const INPUTS = { instance_url: 'https://acme.sugarondemand.com', platform: 'plugboard' };

describe('http: SugarCRM end to end (password grant, list, read, write, sync, refresh) on a fake Sugar instance', function () {
  this.timeout(120_000);
  let sugar: FakeSugarCRM;
  let gw: TestGateway;
  let project: SeededProject;
  let conn: ToolHarness;
  const api = (path: string, body: unknown = {}) => conn.api(path, body);
  /** The requests to `path` (sync passes run meanwhile: filter by path, never take the very last request). */
  const to = (method: string, path: string) => sugar.server.requests.filter((r) => r.method === method && r.path === path);

  before(async () => {
    sugar = await new FakeSugarCRM('sally', 'sally-password-1').start();
    const account = sugar.add('Accounts', {
      name: 'Slender Broadband Inc',
      website: 'https://slender.example',
      industry: 'Telecom',
      employees: '250',
    });
    for (let i = 0; i < 3; i++)
      sugar.add('Contacts', {
        first_name: `Gus${i}`,
        last_name: 'Dales',
        title: 'Director Operations',
        email1: `gus${i}@slender.example`,
        phone_work: `(036) 247-336${i}`,
        account_id: account.id,
        assigned_user_id: sugar.adminId,
      });
    sugar.add('Opportunities', {
      name: 'Slender - 1000 units',
      amount: '25000',
      sales_stage: 'Closed Won',
      date_closed: '2024-02-27',
      account_id: account.id,
    });
    ({ gw, project } = await startToolGateway({
      integrationId: 'sugarcrm',
      origin: sugar.origin,
      sync: true,
      // The instance URL's origin (api) and the token endpoint on it (token) both point at the fake.
      env: { PLUGBOARD_CONNECTOR_HOSTS: JSON.stringify({ sugarcrm: { api: sugar.origin, token: sugar.origin } }) },
    }));
  });
  after(async () => {
    await gw?.close();
    await sugar?.server.stop();
  });

  it('connects through the connect form: the password is exchanged at once (JSON, client sugar, platform); a wrong one is refused', async () => {
    const form = await formConnect(gw, project, { integrationId: 'sugarcrm', authMethodId: 'password', inputs: INPUTS });
    const wrong = await form.submit({ username: 'sally', password: 'not-it' });
    expect(wrong.status, wrong.text).to.equal(403);
    expect(wrong.body.error.code).to.equal('DOWNSTREAM_AUTH_FAILED');
    const ok = await form.submit({ username: 'sally', password: 'sally-password-1' });
    expect(ok.status, ok.text).to.equal(200);
    expect(sugar.tokenRequests.map((t) => t.grant_type)).to.deep.equal(['password', 'password']);
    expect(sugar.tokenRequests[1]).to.deep.equal({
      grant_type: 'password',
      username: 'sally',
      password: 'sally-password-1',
      platform: 'plugboard',
      client_id: 'sugar',
      client_secret: '',
    });
    // The verify request (GET /me) ran with the token Sugar answered, in the OAuth-Token header.
    const me = to('GET', '/rest/v11/me').at(-1)!;
    expect(me.headers['oauth-token']).to.be.a('string');
    expect(me.headers.authorization).to.equal(undefined);
    conn = await form.exchange();
  });

  it('syncs contacts, accounts, deals and users (first pass)', async () => {
    await waitForSynced(conn, 'crm.contact', 3);
    await waitForSynced(conn, 'crm.deal', 1);
    await waitForSynced(conn, 'crm.account', 1);
    await waitForSynced(conn, 'crm.user', 1);
  });

  it('lists contacts across pages (max_num, next_offset as the offset) and reads one', async () => {
    const first = await api('/api/unifications/crm/contacts/list', { pageSize: 2 });
    expect(first.status, first.text).to.equal(200);
    const second = await api('/api/unifications/crm/contacts/list', { pageSize: 2, cursor: first.body.result.nextPageCursor });
    expect(second.status, second.text).to.equal(200);
    expect(second.body.result.nextPageCursor).to.equal(null);
    const lists = to('GET', '/rest/v11/Contacts').slice(-2);
    expect(lists.map((r) => r.query)).to.deep.equal([
      { order_by: 'date_entered:ASC', max_num: '2' },
      { order_by: 'date_entered:ASC', max_num: '2', offset: '2' },
    ]);
    const all = [...first.body.result.contacts, ...second.body.result.contacts];
    expect(all.map((c: { firstName: string }) => c.firstName)).to.deep.equal(['Gus0', 'Gus1', 'Gus2']);
    const account = [...sugar.records.Accounts.values()][0]!;
    expect(all[0]).to.include({
      lastName: 'Dales',
      email: 'gus0@slender.example',
      phone: '(036) 247-3360',
      jobTitle: 'Director Operations',
      accountId: account.id,
      ownerId: sugar.adminId,
    });
    const one = await api('/api/unifications/crm/contacts/get', { id: all[1].id });
    expect(one.status, one.text).to.equal(200);
    expect(to('GET', `/rest/v11/Contacts/${all[1].id}`)).to.have.length(1);
    expect(one.body.result.contact).to.include({ firstName: 'Gus1', email: 'gus1@slender.example' });
  });

  it('creates a contact (POST), updates it (PUT), deletes it (DELETE); a deal reads as closed and won', async () => {
    const created = await api('/api/unifications/crm/contacts/create', {
      contact: { firstName: 'Ada', lastName: 'Byron', email: 'ada@slender.example' },
    });
    expect(created.status, created.text).to.equal(200);
    expect(to('POST', '/rest/v11/Contacts').at(-1)!.json).to.deep.equal({
      first_name: 'Ada',
      last_name: 'Byron',
      email1: 'ada@slender.example',
    });
    const id = created.body.result.contact.id as string;
    const updated = await api('/api/unifications/crm/contacts/update', { id, contact: { jobTitle: 'Analyst' } });
    expect(updated.status, updated.text).to.equal(200);
    expect(to('PUT', `/rest/v11/Contacts/${id}`).at(-1)!.json).to.deep.equal({ title: 'Analyst' });
    expect(updated.body.result.contact).to.include({ firstName: 'Ada', jobTitle: 'Analyst', ownerId: sugar.adminId });
    const removed = await api('/api/unifications/crm/contacts/delete', { id });
    expect(removed.status, removed.text).to.equal(200);
    expect(to('DELETE', `/rest/v11/Contacts/${id}`)).to.have.length(1);
    expect(sugar.records.Contacts.get(id)!.deleted).to.equal(true);
    const deals = await api('/api/unifications/crm/deals/list', { pageSize: 10 });
    expect(deals.status, deals.text).to.equal(200);
    expect(deals.body.result.deals[0]).to.include({
      amount: 25000,
      stage: 'Closed Won',
      isClosed: true,
      isWon: true,
      closeDate: '2024-02-27T00:00:00.000Z',
    });
  });

  it('an incremental pass asks /Contacts/filter for date_modified after the cursor with deleted records, and applies a change and a deletion', async () => {
    const records = new RecordsRepo(gw.gateway.core.database.db);
    const [a, b] = [...sugar.records.Contacts.values()].filter((r) => !r.deleted);
    Object.assign(a!, { title: 'Chief Operations', date_modified: sugar.tick() });
    Object.assign(b!, { deleted: true, date_modified: sugar.tick() });
    await waitFor('the change and the deletion synced', async () => {
      const changed = (await records.get(conn.connectionId, 'crm.contact', a!.id)) as { jobTitle?: string } | null;
      const gone = (await records.get(conn.connectionId, 'crm.contact', b!.id)) === null;
      return changed?.jobTitle === 'Chief Operations' && gone;
    });
    const inc = to('POST', '/rest/v11/Contacts/filter').at(-1)!;
    expect(Object.keys(inc.json as object).sort()).to.deep.equal(['deleted', 'filter', 'max_num', 'order_by']);
    const body = inc.json as { filter: [{ date_modified: { $gt: string } }]; order_by: string; deleted: boolean };
    expect(body.order_by).to.equal('date_modified:ASC');
    expect(body.deleted).to.equal(true);
    expect(body.filter[0].date_modified.$gt).to.match(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+00:00$/);
  });

  it('the sales-stages/list action answers the dropdown; a 429 is retried after Retry-After', async () => {
    sugar.throttle('/rest/v11/Opportunities/enum', 1);
    const res = await api('/api/actions/sugarcrm/sales-stages/list', {});
    expect(res.status, res.text).to.equal(200);
    expect(to('GET', '/rest/v11/Opportunities/enum/sales_stage')).to.have.length(2);
    expect(res.body.result.stages.map((s: { id: string }) => s.id)).to.deep.equal([
      'Prospecting',
      'Qualification',
      'Needs Analysis',
      'Closed Won',
      'Closed Lost',
    ]);
  });

  it('an expired access token is refreshed with the refresh token grant (no password); a dead refresh token needs re-authorization', async () => {
    sugar.expireAccessTokens();
    const res = await api('/api/unifications/crm/users/list', { pageSize: 10 });
    expect(res.status, res.text).to.equal(200);
    const refresh = sugar.tokenRequests.filter((t) => t.grant_type === 'refresh_token').at(-1)!;
    expect(Object.keys(refresh).sort()).to.deep.equal(['client_id', 'client_secret', 'grant_type', 'platform', 'refresh_token']);
    expect(sugar.tokenRequests.filter((t) => t.grant_type === 'password')).to.have.length(2);

    sugar.expireAccessTokens();
    sugar.revokeRefreshTokens();
    const dead = await api('/api/unifications/crm/users/list', { pageSize: 10 });
    expect(dead.status, dead.text).to.equal(403);
    expect(dead.body.error.code).to.equal('CONNECTION_NEEDS_REAUTH');
    const listed = await api('/api/connections/list', {});
    expect(listed.status, listed.text).to.equal(200);
    const mine = (listed.body.result.connections as { id: string; healthState: { reasons: { code: string }[] } }[]).find(
      (c) => c.id === conn.connectionId,
    )!;
    expect(mine.healthState.reasons.map((r) => r.code)).to.include('needs_reauth');
  });
});
