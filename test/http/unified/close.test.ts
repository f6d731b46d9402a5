import { createHmac } from 'node:crypto';
import { expect } from 'chai';
import { RecordsRepo } from '../../../src/store/records.repo.js';
import { sessionHeaders } from '../../support/connect-http.js';
import { FakeClose } from '../../support/fake-tools/fake-close.js';
import { call, post } from '../../support/http-client.js';
import { type SeededProject } from '../../support/seed.js';
import { type TestGateway } from '../../support/start-gateway.js';
import { waitFor } from '../../support/webhook-receiver.js';
import { formConnect, startToolGateway, waitForSynced, type ToolHarness } from './support.js';

const API_KEY = 'api_4yvBcS2BvTk0dGm8d2p1Lq.3Xb5vqJ8wZrT0kHy';
const SIGNATURE_KEY = '9f4c2b7a1e5d8c3f6a0b9e2d7c4f1a8b3e6d9c2f5a8b1e4d7c0f3a6b9e2d5c8f';

describe('http: Close end to end (connect with an API key, list, read, write, sync, signed webhooks) on a fake Close', function () {
  this.timeout(90_000);
  let close: FakeClose;
  let gw: TestGateway;
  let project: SeededProject;
  let connectionId: string;
  let conn: ToolHarness;
  const api = (path: string, body: unknown = {}) => conn.api(path, body);

  before(async () => {
    close = await new FakeClose(API_KEY).start();
    const lead = close.add('lead', {
      name: 'Wayne Enterprises',
      url: 'https://wayne.example',
      description: '',
      contacts: [],
      opportunities: [],
      tasks: [],
    });
    for (let i = 0; i < 3; i++)
      close.add('contact', {
        name: `Bruce${i} Wayne`,
        title: 'CEO',
        lead_id: lead.id,
        emails: [{ email: `bruce${i}@wayne.example`, type: 'office', is_unsubscribed: false }],
        phones: [{ phone: `+1650333444${i}`, phone_formatted: `+1 650-333-444${i}`, type: 'office' }],
      });
    close.add('opportunity', {
      lead_id: lead.id,
      note: 'Bat Cave software',
      value: 300000,
      value_currency: 'USD',
      status_id: 'stat_active',
      user_id: 'user_me',
      date_won: null,
    });
    ({ gw, project } = await startToolGateway({ integrationId: 'close', origin: close.origin, sync: true }));
  });
  after(async () => {
    await gw?.close();
    await close?.server.stop();
  });

  it('connects through the connect API with an API key (HTTP Basic username); a wrong key is refused by the verify call', async () => {
    const form = await formConnect(gw, project, { integrationId: 'close', authMethodId: 'api_key' });
    const view = await post(gw.url, '/api/connect/session', {}, sessionHeaders(form.session));
    expect(view.status, view.text).to.equal(200);
    expect(view.body.result.authMethods.map((m: { id: string }) => m.id)).to.deep.equal(['api_key']);
    const submit = (key: string) => form.submit({ api_key: key });
    const wrong = await submit('api_wrong');
    expect(wrong.status, wrong.text).to.equal(403);
    expect(wrong.body.error.code).to.equal('DOWNSTREAM_AUTH_FAILED');
    const ok = await submit(API_KEY);
    expect(ok.status, ok.text).to.equal(200);
    const verify = close.server.requests.filter((r) => r.path === '/api/v1/me/').at(-1)!;
    expect(verify.headers.authorization).to.equal(`Basic ${Buffer.from(`${API_KEY}:`).toString('base64')}`);
    conn = await form.exchange();
    connectionId = conn.connectionId;
  });

  it('syncs contacts, accounts and deals into the cache after connecting', async () => {
    const records = new RecordsRepo(gw.gateway.core.database.db);
    await waitForSynced(conn, 'crm.contact', 3);
    await waitForSynced(conn, 'crm.deal', 1);
    expect(await records.countByConnection(connectionId, 'crm.account')).to.equal(1);
  });

  it('lists contacts in pages of _skip/_limit while has_more, and reads one', async () => {
    close.server.requests.length = 0;
    const first = await api('/api/unifications/crm/contacts/list', { pageSize: 2 });
    expect(first.status, first.text).to.equal(200);
    const second = await api('/api/unifications/crm/contacts/list', { pageSize: 2, cursor: first.body.result.nextPageCursor });
    expect(second.body.result.nextPageCursor).to.equal(null);
    const sent = close.server.requests.map((r) => [r.path, r.query]);
    expect(sent).to.deep.equal([
      ['/api/v1/contact/', { _skip: '0', _limit: '2' }],
      ['/api/v1/contact/', { _skip: '2', _limit: '2' }],
    ]);
    const all = [...first.body.result.contacts, ...second.body.result.contacts];
    expect(all.map((c: { firstName: string }) => c.firstName)).to.deep.equal(['Bruce0', 'Bruce1', 'Bruce2']);
    expect(all[0]).to.include({ lastName: 'Wayne', email: 'bruce0@wayne.example', phone: '+16503334440', jobTitle: 'CEO' });
    const one = await api('/api/unifications/crm/contacts/get', { id: all[1].id });
    expect(one.status, one.text).to.equal(200);
    expect(close.server.requests.at(-1)!.path).to.equal(`/api/v1/contact/${all[1].id}/`);
    expect(one.body.result.contact.email).to.equal('bruce1@wayne.example');
  });

  it('creates a contact (name under additional) and a deal in cents; PUT updates only the fields given', async () => {
    const lead = [...close.objects.lead.values()][0]!;
    const created = await api('/api/unifications/crm/contacts/create', {
      contact: { email: 'alfred@wayne.example', accountId: lead.id, additional: { name: 'Alfred Pennyworth' } },
    });
    expect(created.status, created.text).to.equal(200);
    const postReq = close.server.requests.at(-1)!;
    expect(postReq).to.include({ method: 'POST', path: '/api/v1/contact/' });
    expect(postReq.json).to.deep.equal({ emails: [{ email: 'alfred@wayne.example' }], lead_id: lead.id, name: 'Alfred Pennyworth' });
    expect(created.body.result.contact).to.include({ firstName: 'Alfred', lastName: 'Pennyworth' });
    const id = created.body.result.contact.id as string;
    const updated = await api('/api/unifications/crm/contacts/update', { id, contact: { jobTitle: 'Butler' } });
    expect(updated.status, updated.text).to.equal(200);
    expect(close.server.requests.at(-1)).to.deep.include({ method: 'PUT', path: `/api/v1/contact/${id}/`, json: { title: 'Butler' } });
    expect(close.objects.contact.get(id)).to.include({ name: 'Alfred Pennyworth', title: 'Butler' });

    const deal = await api('/api/unifications/crm/deals/create', {
      deal: { name: 'Batmobile tyres', amount: 1234.56, accountId: lead.id },
    });
    expect(deal.status, deal.text).to.equal(200);
    expect(close.server.requests.at(-1)!.json).to.deep.equal({ note: 'Batmobile tyres', value: 123456, lead_id: lead.id });
    expect(deal.body.result.deal).to.include({ name: 'Batmobile tyres', amount: 1234.56, accountId: lead.id });
  });

  it('the opportunity-statuses/list action answers the deal stages', async () => {
    const res = await api('/api/actions/close/opportunity-statuses/list', {});
    expect(res.status, res.text).to.equal(200);
    expect(close.server.requests.at(-1)!.path).to.equal('/api/v1/status/opportunity/');
    expect(res.body.result.statuses).to.deep.equal([
      { id: 'stat_active', label: 'Active', type: 'active', pipelineId: 'pipe_sales' },
      { id: 'stat_won', label: 'Won', type: 'won', pipelineId: 'pipe_sales' },
    ]);
  });

  it('an incremental sync pass asks for opportunities changed since the last pass (date_updated__gt)', async () => {
    await waitFor('an incremental opportunity pass', () =>
      close.server.requests.find((r) => r.path === '/api/v1/opportunity/' && r.query.date_updated__gt !== undefined),
    );
    const inc = close.server.requests.find((r) => r.query.date_updated__gt !== undefined)!;
    expect(inc.query._order_by).to.equal('date_updated');
    expect(Number.isNaN(Date.parse(inc.query.date_updated__gt!))).to.equal(false);
  });

  it('accepts a webhook signed with the hex signature_key (HMAC of timestamp + body) and refuses a wrong signature', async () => {
    const set = await api('/api/connections/update', { id: connectionId, inputs: { webhook_signature_key: SIGNATURE_KEY } });
    expect(set.status, set.text).to.equal(200);
    const contact = [...close.objects.contact.values()][0]!;
    const body = JSON.stringify({
      subscription_id: 'whsub_1',
      event: { id: 'ev_1', object_type: 'contact', action: 'updated', object_id: contact.id, lead_id: contact.lead_id, data: contact },
    });
    const hook = `/api/inbound-webhooks/close/${connectionId}`;
    const send = (key: Buffer, ts = Math.floor(Date.now() / 1000)) =>
      call(gw.url, 'POST', hook, {
        raw: body,
        headers: {
          'content-type': 'application/json',
          'close-sig-timestamp': String(ts),
          'close-sig-hash': createHmac('sha256', key).update(`${ts}${body}`).digest('hex'),
        },
      });
    const ok = await send(Buffer.from(SIGNATURE_KEY, 'hex'));
    expect(ok.status, ok.text).to.equal(202);
    expect(ok.body).to.deep.equal({ result: { accepted: 1 } });
    // The key's text used as is (not hex-decoded), another key, or a stale timestamp: refused.
    for (const res of [
      await send(Buffer.from(SIGNATURE_KEY)),
      await send(Buffer.from('00'.repeat(32), 'hex')),
      await send(Buffer.from(SIGNATURE_KEY, 'hex'), Math.floor(Date.now() / 1000) - 600),
    ]) {
      expect(res.status).to.equal(401);
      expect(res.body.error.code).to.equal('UNAUTHORIZED');
    }
  });
});
