import { expect } from 'chai';
import { FakePipedrive } from '../../support/fake-tools/fake-pipedrive.js';
import { FakeSalesforce } from '../../support/fake-tools/fake-salesforce.js';
import { connectTool, type ToolHarness } from '../unified/support.js';

describe('http: custom-field discovery (Salesforce describe, Pipedrive person fields)', function () {
  this.timeout(60_000);

  describe('Salesforce', () => {
    let sf: FakeSalesforce;
    let h: ToolHarness;
    before(async () => {
      sf = await new FakeSalesforce('sf-token').start();
      sf.describeFields.Contact!.push({ name: 'Favorite_Color__c', label: 'Favorite color', type: 'picklist', custom: true });
      sf.add('Contact', { FirstName: 'Ada', LastName: 'Lovelace', Title: 'Analyst', Favorite_Color__c: 'green' });
      h = await connectTool({
        integrationId: 'salesforce',
        origin: sf.origin,
        authMethodId: 'oauth',
        credentials: { type: 'oauth2', accessToken: 'sf-token', captured: { instance_url: 'https://acme.my.salesforce.com' } },
      });
    });
    after(async () => {
      await h?.close();
      await sf?.server.stop();
    });

    it('lists Contact fields from sObject Describe, and an exposed custom field is selected and returned', async () => {
      const res = await h.api('/api/connections/fields/list', { id: h.connectionId, model: 'crm.contact' });
      expect(res.status, res.text).to.equal(200);
      expect(res.body.result.fields).to.deep.include({
        name: 'Favorite_Color__c',
        label: 'Favorite color',
        type: 'picklist',
        path: 'Favorite_Color__c',
      });
      expect(sf.server.requests.some((r) => r.path === '/services/data/v62.0/sobjects/Contact/describe')).to.equal(true);

      const set = await h.api('/api/connections/field-mappings/set', {
        id: h.connectionId,
        model: 'crm.contact',
        mapping: { expose: ['Favorite_Color__c'] },
      });
      expect(set.status, set.text).to.equal(200);
      const list = await h.api('/api/unifications/crm/contacts/list', { include: { additional: true } });
      expect(list.status, list.text).to.equal(200);
      expect(list.body.result.contacts[0].additional).to.include({ Favorite_Color__c: 'green' });
      const soql = sf.server.requests.filter((r) => r.path === '/services/data/v62.0/query').at(-1)!.query.q!;
      expect(soql).to.match(/SELECT .*Favorite_Color__c.* FROM Contact/);
    });
  });

  describe('Pipedrive', () => {
    let pd: FakePipedrive;
    let h: ToolHarness;
    before(async () => {
      pd = await new FakePipedrive('pd-token').start();
      pd.personFields.push({
        id: 9100,
        key: 'a1b2c3d4e5f60718293a4b5c6d7e8f9012345678',
        name: 'Favorite color',
        field_type: 'enum',
        edit_flag: true,
      });
      h = await connectTool({
        integrationId: 'pipedrive',
        origin: pd.origin,
        authMethodId: 'oauth',
        credentials: { type: 'oauth2', accessToken: 'pd-token', captured: { api_domain: 'https://acme.pipedrive.com' } },
      });
    });
    after(async () => {
      await h?.close();
      await pd?.server.stop();
    });

    it('lists person fields; a custom one is addressed under custom_fields by its key', async () => {
      const res = await h.api('/api/connections/fields/list', { id: h.connectionId, model: 'crm.contact' });
      expect(res.status, res.text).to.equal(200);
      expect(res.body.result.fields).to.deep.include({
        name: 'a1b2c3d4e5f60718293a4b5c6d7e8f9012345678',
        label: 'Favorite color',
        type: 'enum',
        path: 'custom_fields.a1b2c3d4e5f60718293a4b5c6d7e8f9012345678',
      });
      expect(pd.server.requests.some((r) => r.path === '/api/v1/personFields')).to.equal(true);
    });
  });
});
