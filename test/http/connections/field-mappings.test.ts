import { expect } from 'chai';
import { FakeHubspot } from '../../support/fake-tools/fake-hubspot.js';
import { post, type HttpResult } from '../../support/http-client.js';
import { seedConnection, seedProject } from '../../support/seed.js';
import { startTestGateway, type TestGateway } from '../../support/start-gateway.js';

interface Contact {
  id: string;
  jobTitle: string | null;
  additional?: Record<string, unknown>;
}

describe('http: per-connection field mappings and custom-field discovery', function () {
  this.timeout(60_000);
  let hs: FakeHubspot;
  let gw: TestGateway;
  let api: (path: string, body: unknown, conn: { accessToken: string }) => Promise<HttpResult>;
  let mapped: { connectionId: string; accessToken: string };
  let plain: { connectionId: string; accessToken: string };

  before(async () => {
    hs = await new FakeHubspot('pat-good').start();
    hs.properties.contacts!.push(
      { name: 'favorite_color', label: 'Favorite color', type: 'enumeration', fieldType: 'select', groupName: 'custom' },
      { name: 'custom_title', label: 'Title (custom)', type: 'string', fieldType: 'text', groupName: 'custom' },
    );
    hs.add('contacts', { firstname: 'Ada', lastname: 'Lovelace', jobtitle: 'Analyst', custom_title: 'Countess', favorite_color: 'green' });
    gw = await startTestGateway({ PLUGBOARD_CONNECTOR_HOSTS: JSON.stringify({ hubspot: { api: hs.origin } }) });
    const project = await seedProject(gw.gateway.core);
    const make = () =>
      seedConnection(gw.gateway.core, project.dev.env, {
        integrationId: 'hubspot',
        authMethodId: 'private_app',
        credentials: { type: 'bearer', method: 'private_app', token: 'pat-good' },
      });
    mapped = await make();
    plain = await make();
    api = (path, body, conn) =>
      post(gw.url, path, body, { 'x-svc-api-token': project.dev.apiToken, 'x-svc-access-token': conn.accessToken });
  });
  after(async () => {
    await gw?.close();
    await hs?.server.stop();
  });

  it("lists the tool's fields of a model from the manifest's metadata endpoint (HubSpot properties)", async () => {
    const res = await api('/api/connections/fields/list', { id: mapped.connectionId, model: 'crm.contact' }, mapped);
    expect(res.status, res.text).to.equal(200);
    expect(res.body.result.fields).to.deep.include({
      name: 'favorite_color',
      label: 'Favorite color',
      type: 'enumeration',
      path: 'properties.favorite_color',
    });
    expect(res.body.result.fields.map((f: { name: string }) => f.name)).to.include.members(['email', 'custom_title']);
    expect(hs.server.requests.some((r) => r.path === '/crm/v3/properties/contacts')).to.equal(true);
    const none = await api('/api/connections/fields/list', { id: mapped.connectionId, model: 'crm.user' }, mapped);
    expect(none.status).to.equal(501);
    expect(none.body.error.code).to.equal('NOT_SUPPORTED_BY_INTEGRATION');
  });

  it("a custom property mapped for one connection appears in that connection's unified contacts only (reads and writes)", async () => {
    const set = await api(
      '/api/connections/field-mappings/set',
      {
        id: mapped.connectionId,
        model: 'crm.contact',
        mapping: { fields: { jobTitle: { path: 'properties.custom_title' } }, expose: ['properties.favorite_color'] },
      },
      mapped,
    );
    expect(set.status, set.text).to.equal(200);
    const read = await api('/api/connections/field-mappings/get', { id: mapped.connectionId }, mapped);
    expect(read.body.result.fieldMappings).to.deep.equal({
      'crm.contact': { fields: { jobTitle: { path: 'properties.custom_title' } }, expose: ['properties.favorite_color'] },
    });

    const list = (conn: typeof mapped) => api('/api/unifications/crm/contacts/list', { include: { additional: true } }, conn);
    const mine = (await list(mapped)).body.result.contacts as Contact[];
    expect(mine[0]!.jobTitle).to.equal('Countess');
    expect(mine[0]!.additional).to.include({ favorite_color: 'green' });
    const theirs = (await list(plain)).body.result.contacts as Contact[];
    expect(theirs[0]!.jobTitle).to.equal('Analyst');
    expect(theirs[0]!.additional ?? {}).to.not.have.property('favorite_color');
    expect(theirs[0]!.additional ?? {}).to.not.have.property('custom_title');

    // Writes follow the same mapping: jobTitle lands in the custom property for this connection only.
    const created = await api('/api/unifications/crm/contacts/create', { contact: { lastName: 'Hopper', jobTitle: 'Admiral' } }, mapped);
    expect(created.status, created.text).to.equal(200);
    const stored = hs.objects.contacts!.get(created.body.result.contact.id as string)!;
    expect(stored.properties).to.include({ custom_title: 'Admiral' });
    expect(stored.properties).to.not.have.property('jobtitle');
    const other = await api('/api/unifications/crm/contacts/create', { contact: { lastName: 'Curie', jobTitle: 'Chemist' } }, plain);
    expect(hs.objects.contacts!.get(other.body.result.contact.id as string)!.properties).to.include({ jobtitle: 'Chemist' });

    // Removing the override brings the manifest's mapping back.
    await api('/api/connections/field-mappings/set', { id: mapped.connectionId, model: 'crm.contact', mapping: null }, mapped);
    const back = (await list(mapped)).body.result.contacts as Contact[];
    expect(back.find((c) => c.id === mine[0]!.id)!.jobTitle).to.equal('Analyst');
  });

  it('refuses mappings the manifest schema or the model refuses, with the problem named', async () => {
    const bad = async (mapping: unknown, model = 'crm.contact') => {
      const res = await api('/api/connections/field-mappings/set', { id: mapped.connectionId, model, mapping }, mapped);
      expect(res.status, res.text).to.equal(400);
      expect(res.body.error.code).to.equal('VALIDATION_FAILED');
      return JSON.stringify(res.body.error);
    };
    expect(await bad({ fields: { jobTitle: { path: 'properties.x', codec: 'colour' } } })).to.match(/codec/);
    expect(await bad({ fields: { jobTitle: { path: 'properties.x', colour: 'red' } } })).to.match(/additional properties|colour/);
    expect(await bad({ fields: { shoeSize: { path: 'properties.shoe_size' } } })).to.match(/shoeSize.*not a field/);
    expect(await bad({ fields: { jobTitle: { read: '$$$(' } } })).to.match(/jobTitle/);
    expect(await bad({ fields: {} }, 'crm.spaceship')).to.match(/no model/);
    const untouched = await api('/api/connections/field-mappings/get', { id: mapped.connectionId }, mapped);
    expect(untouched.body.result.fieldMappings).to.deep.equal({});
  });
});
