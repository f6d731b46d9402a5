import { expect } from 'chai';
import { FakeHubspot } from '../../support/fake-tools/fake-hubspot.js';
import { FakePipedriveFilters } from '../../support/fake-tools/fake-pipedrive-filters.js';
import { FakeSalesforceListViews } from '../../support/fake-tools/fake-salesforce-list-views.js';
import { call } from '../../support/http-client.js';
import { seedConnection, seedProject, type SeededProject } from '../../support/seed.js';
import { startTestGateway, type TestGateway } from '../../support/start-gateway.js';

const HS_TOKEN = 'hubspot-private-app-token';
const SF_TOKEN = 'salesforce-access-token';
const PD_TOKEN = 'pipedrive-api-token';

/**
 * GET /crm/list through the real HubSpot, Salesforce and Pipedrive manifests (crm.list get + the `lists/members`
 * action), each against a loopback fake of the vendor API reached through PLUGBOARD_CONNECTOR_HOSTS.
 */
describe('http: GET /crm/list on the real HubSpot, Salesforce and Pipedrive connectors', () => {
  let hs: FakeHubspot;
  let sf: FakeSalesforceListViews;
  let pd: FakePipedriveFilters;
  let gw: TestGateway;
  let project: SeededProject;
  const tokens: Record<'hubspot' | 'salesforce' | 'pipedrive', string> = { hubspot: '', salesforce: '', pipedrive: '' };
  const getList = (accessToken: string, q: Record<string, string>) =>
    call(gw.url, 'GET', `/crm/list?${new URLSearchParams({ accessToken, ...q }).toString()}`, {
      headers: { 'svc-api-token': project.dev.apiToken },
    });

  /** Follows nextPageCursor to the end; every page must answer 200 with the same list header. */
  async function allPages(accessToken: string, q: Record<string, string>) {
    const pages: any[] = [];
    let cursor: string | null = null;
    do {
      const res = await getList(accessToken, { ...q, ...(cursor ? { cursor } : {}) });
      expect(res.status, res.text).to.equal(200);
      expect(Object.keys(res.body).sort()).to.deep.equal(['list', 'nextPageCursor']);
      pages.push(res.body);
      cursor = res.body.nextPageCursor;
      expect(pages.length, 'pages').to.be.below(10);
    } while (cursor);
    return pages;
  }

  before(async function () {
    this.timeout(60_000);
    hs = await new FakeHubspot(HS_TOKEN).start();
    hs.lists.push({
      listId: '12',
      name: 'Q2 webinar attendees',
      objectTypeId: '0-1',
      processingType: 'MANUAL',
      createdAt: '2025-02-03T12:00:00.000Z',
      updatedAt: '2025-02-10T08:30:00.000Z',
      size: 130,
    });
    hs.memberships.set(
      '12',
      Array.from({ length: 130 }, (_, i) => String(5000 + i)),
    );
    sf = await new FakeSalesforceListViews(SF_TOKEN).start();
    sf.views.push({
      id: '00BD0000005WcBeMAK',
      sobjectType: 'Contact',
      developerName: 'NewThisWeek',
      label: 'New This Week',
      createdDate: '2024-01-05T10:00:00.000+0000',
      lastModifiedDate: '2024-01-06T09:30:12.000+0000',
      memberIds: Array.from({ length: 2003 }, (_, i) => `003xx00000${String(i).padStart(4, '0')}AAS`),
    });
    sf.views.push({
      id: '00BD0000005WcCNMA0',
      sobjectType: 'Lead',
      developerName: 'OpenLeads',
      label: 'Open Leads',
      createdDate: '2024-02-01T08:00:00.000+0000',
      lastModifiedDate: '2024-02-01T08:00:00.000+0000',
      memberIds: ['00Qxx000001AbCdEAF', '00Qxx000001AbCdFAF'],
    });
    pd = await new FakePipedriveFilters(PD_TOKEN).start();
    pd.filters.push({
      id: 7,
      name: 'Berlin customers',
      type: 'people',
      add_time: '2024-01-05 10:00:00',
      update_time: '2024-02-01 08:15:00',
      personIds: Array.from({ length: 503 }, (_, i) => 100 + i),
    });
    pd.filters.push({
      id: 8,
      name: 'Nobody yet',
      type: 'people',
      add_time: '2024-03-01 09:00:00',
      update_time: '2024-03-01 09:00:00',
      personIds: [],
    });
    gw = await startTestGateway({
      PLUGBOARD_CONNECTOR_HOSTS: JSON.stringify({
        hubspot: { api: hs.origin },
        salesforce: { api: sf.origin },
        pipedrive: { api: pd.origin },
      }),
    });
    project = await seedProject(gw.gateway.core);
    const env = project.dev.env;
    const seeded = {
      hubspot: await seedConnection(gw.gateway.core, env, {
        integrationId: 'hubspot',
        authMethodId: 'private_app',
        credentials: { type: 'bearer', token: HS_TOKEN },
      }),
      salesforce: await seedConnection(gw.gateway.core, env, {
        integrationId: 'salesforce',
        authMethodId: 'oauth',
        credentials: {
          type: 'oauth2',
          accessToken: SF_TOKEN,
          refreshToken: 'salesforce-refresh-token',
          captured: { instance_url: 'https://acme.my.salesforce.com' },
        },
      }),
      pipedrive: await seedConnection(gw.gateway.core, env, {
        integrationId: 'pipedrive',
        authMethodId: 'api_token',
        credentials: { type: 'api_key', apiKey: PD_TOKEN },
      }),
    };
    for (const [id, c] of Object.entries(seeded) as [keyof typeof tokens, { connectionId: string; accessToken: string }][]) {
      await gw.gateway.core.internals.repos.connections.update(c.connectionId, { status: 'READY' });
      tokens[id] = c.accessToken;
    }
  });
  after(async () => {
    await gw?.close();
    await Promise.all([hs?.server.stop(), sf?.server.stop(), pd?.server.stop()]);
  });

  it('HubSpot: the list from lists v3 and its memberships over 2 pages of the after cursor', async () => {
    const before = hs.server.requests.length;
    const pages = await allPages(tokens.hubspot, { objectType: 'contact', id: '12' });
    expect(pages).to.have.length(2);
    expect(pages[0].list).to.deep.equal({
      id: '12',
      nativeId: '12',
      name: 'Q2 webinar attendees',
      createdTime: '2025-02-03T12:00:00.000Z',
      modifiedTime: '2025-02-10T08:30:00.000Z',
      associations: [{ contactIds: Array.from({ length: 100 }, (_, i) => String(5000 + i)) }],
    });
    expect(pages[1].list.associations).to.deep.equal([{ contactIds: Array.from({ length: 30 }, (_, i) => String(5100 + i)) }]);
    expect(pages[1].nextPageCursor).to.equal(null);
    const members = hs.server.requests.slice(before).filter((r) => r.path === '/crm/v3/lists/12/memberships');
    expect(members.map((r) => r.query)).to.deep.equal([{ limit: '250' }, { after: '100', limit: '250' }]);
    expect(members.every((r) => r.headers.authorization === `Bearer ${HS_TOKEN}`)).to.equal(true);
  });

  it("HubSpot: allFields=true adds the list's other fields under additional", async () => {
    const res = await getList(tokens.hubspot, { objectType: 'contact', id: '12', allFields: 'true' });
    expect(res.status, res.text).to.equal(200);
    expect(res.body.list.additional).to.include({ processingType: 'MANUAL', size: 130 });
    expect(res.body.list.associations[0].contactIds).to.have.length(100);
  });

  it('Salesforce: the Contact list view and its results over 2 pages of limit/offset', async () => {
    const before = sf.server.requests.length;
    const pages = await allPages(tokens.salesforce, { objectType: 'contact', id: '00BD0000005WcBeMAK' });
    expect(pages).to.have.length(2);
    const { associations, ...header } = pages[0].list;
    expect(header).to.deep.equal({
      id: '00BD0000005WcBeMAK',
      nativeId: '00BD0000005WcBeMAK',
      name: 'New This Week',
      createdTime: '2024-01-05T10:00:00.000Z',
      modifiedTime: '2024-01-06T09:30:12.000Z',
    });
    expect(associations[0].contactIds).to.have.length(2000);
    expect(associations[0].contactIds.slice(0, 2)).to.deep.equal(['003xx000000000AAS', '003xx000000001AAS']);
    expect(pages[1].list.associations).to.deep.equal([{ contactIds: ['003xx000002000AAS', '003xx000002001AAS', '003xx000002002AAS'] }]);
    expect(pages[1].nextPageCursor).to.equal(null);
    const results = sf.server.requests.slice(before).filter((r) => r.path.endsWith('/results'));
    expect(results.map((r) => [r.path, r.query])).to.deep.equal([
      ['/services/data/v62.0/sobjects/Contact/listviews/00BD0000005WcBeMAK/results', { limit: '2000' }],
      ['/services/data/v62.0/sobjects/Contact/listviews/00BD0000005WcBeMAK/results', { limit: '2000', offset: '2000' }],
    ]);
  });

  it("Salesforce: allFields=true adds the list view's other fields under additional", async () => {
    const res = await getList(tokens.salesforce, { objectType: 'contact', id: '00BD0000005WcBeMAK', allFields: 'true' });
    expect(res.status, res.text).to.equal(200);
    expect(res.body.list.additional).to.include({
      DeveloperName: 'NewThisWeek',
      IsSoqlCompatible: true,
      LastModifiedById: '005xx000001SwiUAAS',
    });
    expect(res.body.list.additional).to.not.have.property('attributes');
  });

  it('Salesforce: a Lead list view (objectType=lead) reads its results under /sobjects/Lead', async () => {
    const before = sf.server.requests.length;
    const res = await getList(tokens.salesforce, { objectType: 'lead', id: '00BD0000005WcCNMA0' });
    expect(res.status, res.text).to.equal(200);
    expect(res.body).to.deep.equal({
      list: {
        id: '00BD0000005WcCNMA0',
        nativeId: '00BD0000005WcCNMA0',
        name: 'Open Leads',
        createdTime: '2024-02-01T08:00:00.000Z',
        modifiedTime: '2024-02-01T08:00:00.000Z',
        associations: [{ contactIds: ['00Qxx000001AbCdEAF', '00Qxx000001AbCdFAF'] }],
      },
      nextPageCursor: null,
    });
    expect(sf.server.requests.slice(before).map((r) => r.path)).to.deep.equal([
      '/services/data/v62.0/sobjects/ListView/00BD0000005WcCNMA0',
      '/services/data/v62.0/sobjects/Lead/listviews/00BD0000005WcCNMA0/results',
    ]);
  });

  it('Salesforce: an unknown list view is 404 DOWNSTREAM_NOT_FOUND', async () => {
    const res = await getList(tokens.salesforce, { objectType: 'contact', id: '00BD000000NOPE' });
    expect(res.status, res.text).to.equal(404);
    expect(res.body.error.code).to.equal('DOWNSTREAM_NOT_FOUND');
  });

  it('Pipedrive: the filter and its persons over 2 pages of the v2 cursor', async () => {
    const before = pd.server.requests.length;
    const pages = await allPages(tokens.pipedrive, { objectType: 'contact', id: '7' });
    expect(pages).to.have.length(2);
    const { associations, ...header } = pages[0].list;
    expect(header).to.deep.equal({
      id: '7',
      nativeId: '7',
      name: 'Berlin customers',
      createdTime: '2024-01-05T10:00:00.000Z',
      modifiedTime: '2024-02-01T08:15:00.000Z',
    });
    expect(associations).to.deep.equal([{ contactIds: Array.from({ length: 500 }, (_, i) => String(100 + i)) }]);
    expect(pages[1].list.associations).to.deep.equal([{ contactIds: ['600', '601', '602'] }]);
    expect(pages[1].nextPageCursor).to.equal(null);
    const persons = pd.server.requests.slice(before).filter((r) => r.path === '/api/v2/persons');
    expect(persons).to.have.length(2);
    expect(persons[0]!.query).to.deep.equal({ filter_id: '7', limit: '500' });
    expect(persons[1]!.query).to.have.keys(['filter_id', 'limit', 'cursor']);
    expect(persons.every((r) => r.headers['x-api-token'] === PD_TOKEN)).to.equal(true);
  });

  it("Pipedrive: allFields=true adds the filter's other fields; an empty filter is one page with no members", async () => {
    const res = await getList(tokens.pipedrive, { objectType: 'contact', id: '7', allFields: 'true' });
    expect(res.status, res.text).to.equal(200);
    expect(res.body.list.additional).to.include({ active_flag: true, user_id: 123 });
    const empty = await getList(tokens.pipedrive, { objectType: 'contact', id: '8' });
    expect(empty.status, empty.text).to.equal(200);
    expect(empty.body).to.deep.include({ nextPageCursor: null });
    expect(empty.body.list.associations).to.deep.equal([{ contactIds: [] }]);
  });

  it("a members cursor of one connector's list is refused on another list", async () => {
    const first = await getList(tokens.pipedrive, { objectType: 'contact', id: '7' });
    expect(first.status, first.text).to.equal(200);
    const replayed = await getList(tokens.pipedrive, { objectType: 'contact', id: '8', cursor: first.body.nextPageCursor });
    expect(replayed.status).to.equal(400);
    expect(replayed.body.error.code).to.equal('VALIDATION_FAILED');
  });
});
