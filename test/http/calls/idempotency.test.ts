import { expect } from 'chai';
import type { FakeHubspot } from '../../support/fake-tools/fake-hubspot.js';
import type { FakeReply, RecordedRequest } from '../../support/fake-tools/fake-tool-server.js';
import { connectFakeHubspot, type ToolHarness } from '../unified/support.js';

const TOKEN = 'pat-na1-idempotency-token';
const CREATE = '/api/unifications/crm/contacts/create';

const creates = (hs: FakeHubspot) => hs.server.requests.filter((r) => r.method === 'POST' && r.path === '/crm/v3/objects/contacts');

describe('http: Idempotency-Key on writes (fake HubSpot on 127.0.0.1)', () => {
  let hs: FakeHubspot;
  let h: ToolHarness;

  before(async function () {
    this.timeout(60_000);
    ({ hs, h } = await connectFakeHubspot(TOKEN));
  });
  after(async () => {
    await h?.close();
    await hs?.server.stop();
  });
  beforeEach(() => {
    hs.server.requests.length = 0;
  });

  it('a create retried with the same key writes once at the tool and replays the first answer', async () => {
    const body = { contact: { firstName: 'Ada', email: 'ada.once@example.com' } };
    const first = await h.api(CREATE, body, { 'idempotency-key': 'create-ada-1' });
    const again = await h.api(CREATE, body, { 'idempotency-key': 'create-ada-1' });
    expect(first.status, first.text).to.equal(200);
    expect(first.headers.get('idempotent-replayed')).to.equal(null);
    expect(again.status).to.equal(200);
    expect(again.headers.get('idempotent-replayed')).to.equal('true');
    expect(again.body).to.deep.equal(first.body);
    expect(creates(hs)).to.have.length(1);
    expect([...hs.objects.contacts!.values()].filter((c) => c.properties.email === 'ada.once@example.com')).to.have.length(1);
  });

  it('the same key with a different body is refused with 409 IDEMPOTENCY_KEY_REUSED and nothing is sent', async () => {
    await h.api(CREATE, { contact: { firstName: 'Bo' } }, { 'idempotency-key': 'create-bo' });
    hs.server.requests.length = 0;
    const res = await h.api(CREATE, { contact: { firstName: 'Bob' } }, { 'idempotency-key': 'create-bo' });
    expect(res.status).to.equal(409);
    expect(res.body.error.code).to.equal('IDEMPOTENCY_KEY_REUSED');
    expect(hs.server.requests).to.have.length(0);
  });

  it('keys are per request path and connection: another path with the same key is refused too', async () => {
    await h.api(CREATE, { contact: { firstName: 'Cy' } }, { 'idempotency-key': 'shared-key' });
    const res = await h.api(
      '/api/passthrough',
      { method: 'POST', path: '/crm/v3/objects/contacts', json: {} },
      { 'idempotency-key': 'shared-key' },
    );
    expect(res.status).to.equal(409);
    expect(res.body.error.code).to.equal('IDEMPOTENCY_KEY_REUSED');
  });

  it('two concurrent requests with one key reach the tool once; the second gets the first answer', async () => {
    const handle = (hs as unknown as { handle(r: RecordedRequest): FakeReply }).handle.bind(hs);
    hs.server.setHandler(async (req) => {
      // A slow tool: the second request arrives while the first is still waiting for its answer.
      if (req.method === 'POST') await new Promise((resolve) => setTimeout(resolve, 400));
      return handle(req);
    });
    try {
      const body = { contact: { firstName: 'Dee', email: 'dee@example.com' } };
      const [a, b] = await Promise.all([
        h.api(CREATE, body, { 'idempotency-key': 'concurrent-dee' }),
        h.api(CREATE, body, { 'idempotency-key': 'concurrent-dee' }),
      ]);
      expect(creates(hs)).to.have.length(1);
      const answers = [a, b].map((r) => ({ status: r.status, replayed: r.headers.get('idempotent-replayed') }));
      // Whichever came second waited for the first's answer (PLUGBOARD_IDEMPOTENCY_WAIT_MS) and replays it.
      expect(answers).to.deep.include({ status: 200, replayed: null });
      expect(answers).to.deep.include({ status: 200, replayed: 'true' });
      expect(a.body).to.deep.equal(b.body);
    } finally {
      hs.server.setHandler(handle);
    }
  });

  it('a refusal of the tool (4xx) is kept and replayed; a 5xx is not kept, so the retry reaches the tool again', async () => {
    hs.failNext({ status: 400, json: { status: 'error', category: 'VALIDATION_ERROR', message: 'Property values were not valid' } });
    const body = { contact: { firstName: 'Eve' } };
    const refused = await h.api(CREATE, body, { 'idempotency-key': 'refused-eve' });
    expect(refused.status).to.equal(400);
    const replayed = await h.api(CREATE, body, { 'idempotency-key': 'refused-eve' });
    expect(replayed.status).to.equal(400);
    expect(replayed.headers.get('idempotent-replayed')).to.equal('true');
    expect(replayed.body).to.deep.equal(refused.body);
    expect(creates(hs)).to.have.length(1);

    hs.server.requests.length = 0;
    hs.failNext({ status: 503, json: { status: 'error', message: 'down' } }, 10);
    const down = await h.api(CREATE, { contact: { firstName: 'Flo' } }, { 'idempotency-key': 'down-flo' });
    expect(down.status).to.be.within(500, 599);
    const sentWhileDown = creates(hs).length;
    (hs as unknown as { failures: FakeReply[] }).failures.length = 0;
    const retried = await h.api(CREATE, { contact: { firstName: 'Flo' } }, { 'idempotency-key': 'down-flo' });
    expect(retried.status, retried.text).to.equal(200);
    expect(retried.headers.get('idempotent-replayed')).to.equal(null);
    expect(creates(hs).length).to.equal(sentWhileDown + 1);
  });

  it('non-GET passthrough and actions take a key; a passthrough GET ignores it', async () => {
    const req = { method: 'POST', path: '/crm/v3/objects/contacts', json: { properties: { firstname: 'Gus' } } };
    const one = await h.api('/api/passthrough', req, { 'idempotency-key': 'pt-gus' });
    const two = await h.api('/api/passthrough', req, { 'idempotency-key': 'pt-gus' });
    expect(one.status).to.equal(200);
    expect(two.headers.get('idempotent-replayed')).to.equal('true');
    expect(creates(hs)).to.have.length(1);
    const get = { method: 'GET', path: '/crm/v3/objects/contacts' };
    await h.api('/api/passthrough', get, { 'idempotency-key': 'pt-get' });
    const get2 = await h.api('/api/passthrough', get, { 'idempotency-key': 'pt-get' });
    expect(get2.headers.get('idempotent-replayed')).to.equal(null);
    expect(hs.server.requests.filter((r) => r.method === 'GET')).to.have.length(2);
  });

  it('an empty key is refused by the contract (400)', async () => {
    const res = await h.api(CREATE, { contact: { firstName: 'Hal' } }, { 'idempotency-key': '' });
    expect(res.status).to.equal(400);
  });
});

describe('http: Idempotency-Key expiry (PLUGBOARD_IDEMPOTENCY_TTL_SECONDS=1)', () => {
  let hs: FakeHubspot;
  let h: ToolHarness;

  before(async function () {
    this.timeout(60_000);
    ({ hs, h } = await connectFakeHubspot(TOKEN, { PLUGBOARD_IDEMPOTENCY_TTL_SECONDS: '1' }));
  });
  after(async () => {
    await h?.close();
    await hs?.server.stop();
  });

  it('after the key expired, the same key and body run again', async () => {
    const body = { contact: { firstName: 'Ivy' } };
    const first = await h.api(CREATE, body, { 'idempotency-key': 'expiring' });
    expect(first.status).to.equal(200);
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    const later = await h.api(CREATE, body, { 'idempotency-key': 'expiring' });
    expect(later.status).to.equal(200);
    expect(later.headers.get('idempotent-replayed')).to.equal(null);
    expect(creates(hs)).to.have.length(2);
    expect(later.body.result.contact.id).to.not.equal(first.body.result.contact.id);
    // Housekeeping removes what expired.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const db = h.gw.gateway.core.database.db;
    await h.gw.gateway.core.services.housekeeping.run();
    expect(await db.collection('idempotencyClaims').countDocuments()).to.equal(0);
    expect(await db.collection('idempotencyAnswers').countDocuments()).to.equal(0);
  });
});
