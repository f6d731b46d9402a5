import { expect } from 'chai';
import { COLLECTIONS } from '../../../src/store/collections.js';
import { signIn } from '../../support/dashboard-client.js';
import { FakeRingCentral } from '../../support/fake-tools/fake-ringcentral.js';
import { call } from '../../support/http-client.js';
import { seedConnection, seedProject } from '../../support/seed.js';
import { startTestGateway, type TestGateway } from '../../support/start-gateway.js';

const CLIENT = { clientId: 'rc-client-id', clientSecret: 'rc-client-secret' };

/**
 * The dashboard's per-connection sync controls (the service `POST /api/connections/update` uses: bounds and names
 * checked there) and its list of revocations still pending; writes need the CSRF token, another environment's
 * session sees nothing.
 */
describe('http: dashboard sync controls and pending revocations', function () {
  this.timeout(180_000);
  let gw: TestGateway;
  let rc: FakeRingCentral;

  before(async () => {
    rc = await new FakeRingCentral(CLIENT).start();
    gw = await startTestGateway({
      // nothing listens there: a sync run queued by a change fails quietly, no request leaves the machine
      PLUGBOARD_CONNECTOR_HOSTS: JSON.stringify({
        ringcentral: { api: rc.origin, authorize: rc.origin, token: rc.origin },
        hubspot: { api: 'http://127.0.0.1:9' },
      }),
      PLUGBOARD_OAUTH_APPS: JSON.stringify({ ringcentral: CLIENT }),
      PLUGBOARD_SYNC_MIN_INTERVAL_MS: '60000',
      PLUGBOARD_SYNC_MAX_INTERVAL_MS: '86400000',
    });
  });
  after(async () => {
    await gw?.close();
    await rc?.server.stop();
  });

  it('shows and changes the frequency within the bounds, the models and the fields kept', async () => {
    const acme = await seedProject(gw.gateway.core, 'Acme');
    const globex = await seedProject(gw.gateway.core, 'Globex');
    const conn = await seedConnection(gw.gateway.core, acme.dev.env, {
      integrationId: 'hubspot',
      authMethodId: 'private_app',
      credentials: { type: 'bearer', token: 'pat-hubspot' },
    });
    const path = `/environments/${acme.dev.env.id}/connections/${conn.connectionId}/sync`;
    const c = await signIn(gw.url, acme.dev.apiToken);

    const before = await c.get(path);
    expect(before.status).to.equal(200);
    expect(before.body).to.include({ connectionId: conn.connectionId, frequencySeconds: null, minSeconds: 60, maxSeconds: 86400 });
    const contacts = before.body.objects.find((o: { name: string }) => o.name === 'contacts');
    expect(contacts).to.include({ syncing: true, fields: null });
    expect(contacts.availableFields).to.include.members(['email', 'firstName', 'lastName']);

    const noCsrf = await call(gw.url, 'POST', `/dashboard/api${path}`, { headers: { cookie: c.cookie }, body: { frequencySeconds: 300 } });
    expect(noCsrf.status).to.equal(403);
    const other = await signIn(gw.url, globex.dev.apiToken);
    expect((await other.get(path.replace(acme.dev.env.id, globex.dev.env.id))).status).to.equal(404);
    expect((await other.post(path.replace(acme.dev.env.id, globex.dev.env.id), { frequencySeconds: 300 })).status).to.equal(404);

    const tooOften = await c.post(path, { frequencySeconds: 30 });
    expect(tooOften.status).to.equal(400);
    expect(tooOften.body.error.message).to.contain('between 60 and 86400 seconds');
    expect((await c.post(path, { fields: { contacts: ['shoeSize'] } })).status).to.equal(400);
    expect((await c.post(path, {})).status).to.equal(400);

    const changed = await c.post(path, {
      frequencySeconds: 300,
      objects: { contacts: true },
      fields: { contacts: ['email', 'firstName', 'lastName'] },
    });
    expect(changed.status).to.equal(200);
    expect(changed.body.frequencySeconds).to.equal(300);
    const objects = changed.body.objects as { name: string; syncing: boolean; fields: string[] | null }[];
    expect(objects.find((o) => o.name === 'contacts')).to.deep.include({ syncing: true, fields: ['email', 'firstName', 'lastName'] });
    expect(objects.filter((o) => o.name !== 'contacts').every((o) => !o.syncing)).to.equal(true);
    const doc = await gw.gateway.core.database.db.collection(COLLECTIONS.connections).findOne({ id: conn.connectionId });
    expect(doc).to.deep.include({
      syncFrequencySeconds: 300,
      syncObjects: { contacts: true },
      syncFields: { contacts: ['email', 'firstName', 'lastName'] },
    });

    const reset = await c.post(path, { frequencySeconds: null, objects: null, fields: null });
    expect(reset.body.frequencySeconds).to.equal(null);
    expect(reset.body.objects.every((o: { syncing: boolean; fields: unknown }) => o.syncing && o.fields === null)).to.equal(true);
  });

  it('lists the deleted connections whose revocation is still retrying, never their credentials', async () => {
    const acme = await seedProject(gw.gateway.core, 'Initech');
    const globex = await seedProject(gw.gateway.core, 'Hooli');
    const grant = rc.oauth.issue();
    const conn = await seedConnection(gw.gateway.core, acme.dev.env, {
      integrationId: 'ringcentral',
      authMethodId: 'oauth',
      credentials: { type: 'oauth2', method: 'oauth', accessToken: grant.accessToken, refreshToken: grant.refreshToken },
    });
    const c = await signIn(gw.url, acme.dev.apiToken);
    const list = `/environments/${acme.dev.env.id}/revocations`;
    expect((await c.get(list)).body).to.deep.equal({ items: [] });

    rc.oauth.failRevocations = 1000;
    expect((await c.del(`/environments/${acme.dev.env.id}/connections/${conn.connectionId}`)).status).to.equal(204);
    const pending = await c.get(list);
    expect(pending.status).to.equal(200);
    expect(pending.body.items).to.have.length(1);
    expect(pending.body.items[0]).to.include({
      connectionId: conn.connectionId,
      integrationId: 'ringcentral',
      attempts: 1,
      lastError: 'the revocation endpoint answered 503',
    });
    expect(pending.text).to.not.contain(grant.refreshToken).and.not.contain('credentialsSealed');
    const other = await signIn(gw.url, globex.dev.apiToken);
    expect((await other.get(`/environments/${globex.dev.env.id}/revocations`)).body).to.deep.equal({ items: [] });
    expect((await other.get(list)).status).to.equal(404);
    rc.oauth.failRevocations = 0;
  });
});
