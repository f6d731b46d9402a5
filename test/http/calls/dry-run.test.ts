import { expect } from 'chai';
import type { FakeHubspot } from '../../support/fake-tools/fake-hubspot.js';
import { FakeSalesloft } from '../../support/fake-tools/fake-salesloft.js';
import type { RecordedRequest } from '../../support/fake-tools/fake-tool-server.js';
import { connectFakeHubspot, connectTool, type ToolHarness } from '../unified/support.js';

const TOKEN = 'pat-na1-dry-run-secret-token';
const DRY = { 'plugboard-dry-run': 'true' };

/** What the fake tool received, in the shape of a planned request (the credentials redacted as a dry run shows them). */
function asPlanned(origin: string, r: RecordedRequest, token = TOKEN) {
  const url = new URL(r.path, origin);
  for (const [k, v] of Object.entries(r.query)) url.searchParams.set(k, v);
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(r.headers)) {
    if (['host', 'connection', 'content-length', 'accept-encoding'].includes(k)) continue;
    headers[k] = k === 'authorization' ? String(v).replace(token, '[REDACTED]') : String(v);
  }
  return { method: r.method, url: url.toString(), headers, ...(r.json !== undefined ? { body: r.json } : {}) };
}

describe('http: Plugboard-Dry-Run shows the exact downstream request without sending it (fake HubSpot)', () => {
  let hs: FakeHubspot;
  let h: ToolHarness;

  before(async function () {
    this.timeout(60_000);
    ({ hs, h } = await connectFakeHubspot(TOKEN));
    for (let i = 0; i < 3; i++) hs.add('contacts', { firstname: `Ada${i}`, email: `ada${i}@example.com` });
  });
  after(async () => {
    await h?.close();
    await hs?.server.stop();
  });
  beforeEach(() => {
    hs.server.requests.length = 0;
  });

  it('a unified create: the dry run names the request and mapping, sends nothing, and the real call sends exactly that', async () => {
    const body = { contact: { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com', jobTitle: 'Admiral' } };
    const dry = await h.api('/api/unifications/crm/contacts/create', body, DRY);
    expect(dry.status, dry.text).to.equal(200);
    expect(hs.server.requests).to.have.length(0);
    expect(dry.text).to.not.include(TOKEN);
    const plan = dry.body.dryRun;
    expect(plan.requests).to.have.length(1);
    expect(plan.requests[0].headers.authorization).to.equal('Bearer [REDACTED]');
    expect(plan.mapping).to.deep.equal({
      model: 'crm.contact',
      operation: 'create',
      fields: [
        { field: 'firstName', path: 'properties.firstname' },
        { field: 'lastName', path: 'properties.lastname' },
        { field: 'email', path: 'properties.email' },
        { field: 'jobTitle', path: 'properties.jobtitle' },
      ],
    });

    const real = await h.api('/api/unifications/crm/contacts/create', body);
    expect(real.status, real.text).to.equal(200);
    const sent = hs.server.requests.filter((r) => r.method === 'POST');
    expect(sent).to.have.length(1);
    expect(asPlanned(hs.origin, sent[0]!)).to.deep.equal(plan.requests[0]);
  });

  it('a unified list: the first page request matches the real one; the notes say how later pages are asked for', async () => {
    const dry = await h.api('/api/unifications/crm/contacts/list', { pageSize: 2 }, DRY);
    expect(dry.status, dry.text).to.equal(200);
    expect(hs.server.requests).to.have.length(0);
    const plan = dry.body.dryRun;
    expect(plan.notes.join(' ')).to.match(/Later pages .* paging\.next\.after is sent back as after \(query\)/);
    const real = await h.api('/api/unifications/crm/contacts/list', { pageSize: 2 });
    expect(real.status).to.equal(200);
    expect(hs.server.requests).to.have.length(1);
    expect(asPlanned(hs.origin, hs.server.requests[0]!)).to.deep.equal(plan.requests[0]);
  });

  it('a unified get: the dry run plans the read (there is no answer to check yet) and the real call sends exactly that', async () => {
    const { id } = hs.add('contacts', { firstname: 'Grace', email: 'grace@example.com' });
    const dry = await h.api('/api/unifications/crm/contacts/get', { id }, DRY);
    expect(dry.status, dry.text).to.equal(200);
    expect(hs.server.requests).to.have.length(0);
    const plan = dry.body.dryRun;
    expect(plan.requests).to.have.length(1);
    const real = await h.api('/api/unifications/crm/contacts/get', { id });
    expect(real.status, real.text).to.equal(200);
    expect(hs.server.requests).to.have.length(1);
    expect(asPlanned(hs.origin, hs.server.requests[0]!)).to.deep.equal(plan.requests[0]);
  });

  it('a passthrough POST and an action: the planned request is what the real call sends', async () => {
    const pt = {
      method: 'POST',
      path: '/crm/v3/objects/contacts',
      query: { validate: true },
      json: { properties: { firstname: 'Linus' } },
    };
    const dry = await h.api('/api/passthrough', pt, DRY);
    expect(dry.status, dry.text).to.equal(200);
    expect(dry.body.dryRun.mapping).to.equal(null);
    expect(hs.server.requests).to.have.length(0);
    await h.api('/api/passthrough', pt);
    expect(asPlanned(hs.origin, hs.server.requests[0]!)).to.deep.equal(dry.body.dryRun.requests[0]);

    hs.server.requests.length = 0;
    const input = { listId: '12', objectType: 'contact' };
    const dryAction = await h.api('/api/actions/hubspot/lists/members', input, DRY);
    expect(dryAction.status, dryAction.text).to.equal(200);
    expect(hs.server.requests).to.have.length(0);
    await h.api('/api/actions/hubspot/lists/members', input);
    expect(asPlanned(hs.origin, hs.server.requests[0]!)).to.deep.equal(dryAction.body.dryRun.requests[0]);
  });

  it('Plugboard-Dry-Run: false runs the call; any other value is refused by the contract', async () => {
    const res = await h.api('/api/unifications/crm/contacts/list', {}, { 'plugboard-dry-run': 'false' });
    expect(res.status).to.equal(200);
    expect(res.body.result.contacts).to.be.an('array');
    const bad = await h.api('/api/unifications/crm/contacts/list', {}, { 'plugboard-dry-run': 'yes' });
    expect(bad.status).to.equal(400);
  });
});

describe('http: Plugboard-Dry-Run of an update that reads first (fake Salesloft, read_before_write)', () => {
  const KEY = `ak_${'7d'.repeat(32)}`;
  let sl: FakeSalesloft;
  let h: ToolHarness;

  before(async function () {
    this.timeout(60_000);
    sl = await new FakeSalesloft(KEY).start();
    h = await connectTool({
      integrationId: 'salesloft',
      origin: sl.origin,
      authMethodId: 'api_key',
      credentials: { type: 'bearer', token: KEY },
    });
    sl.add('accounts', { name: 'Acme', domain: 'acme.example', website: 'https://acme.example', industry: 'Software', archived_at: null });
  });
  after(async () => {
    await h?.close();
    await sl?.server.stop();
  });

  it('lists the GET that a real update sends first, then the PUT, and says which fields are copied', async () => {
    const list = await h.api('/api/unifications/engagement/accounts/list', {});
    const id = list.body.result.accounts[0].id as string;
    sl.server.requests.length = 0;
    const body = { id, account: { name: 'Acme Corp' } };
    const dry = await h.api('/api/unifications/engagement/accounts/update', body, DRY);
    expect(dry.status, dry.text).to.equal(200);
    expect(sl.server.requests).to.have.length(0);
    const plan = dry.body.dryRun;
    expect(plan.requests.map((r: { method: string }) => r.method)).to.deep.equal(['GET', 'PUT']);
    expect(plan.notes.join(' ')).to.match(/Read before write: .* domain are copied/);
    const real = await h.api('/api/unifications/engagement/accounts/update', body);
    expect(real.status, real.text).to.equal(200);
    const [get, put] = sl.server.requests;
    expect(asPlanned(sl.origin, get!, KEY)).to.deep.equal(plan.requests[0]);
    // The real PUT also carries the copied domain, which the dry run could not read.
    expect(asPlanned(sl.origin, put!, KEY)).to.deep.equal({
      ...plan.requests[1],
      body: { ...plan.requests[1].body, domain: 'acme.example' },
    });
  });
});
