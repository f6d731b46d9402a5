import { expect } from 'chai';
import { FakeClose } from '../../support/fake-tools/fake-close.js';
import { FakeDialpad } from '../../support/fake-tools/fake-dialpad.js';
import { connectFakeHubspot, connectTool, type ToolHarness } from './support.js';
import type { FakeHubspot } from '../../support/fake-tools/fake-hubspot.js';

/**
 * Issue 23, item 12: a tool's data is never a reason for a 500, nor for a 200 that breaks the API's own schema. A
 * record that is not one answers 502 DOWNSTREAM_INVALID_RESPONSE; a manifest mapping that fails on a record answers
 * 502 DOWNSTREAM_MAPPING_FAILED; and the user name mappings read a null first or last name as the other part.
 */
describe('http: unexpected tool data answers a clear 502, null name parts map (fake HubSpot, Close, Dialpad)', function () {
  this.timeout(90_000);

  describe('a get answered with something that is not a record', () => {
    let hs: FakeHubspot;
    let h: ToolHarness;
    before(async () => {
      ({ hs, h } = await connectFakeHubspot('pat-shapes'));
    });
    after(async () => {
      await h?.close();
      await hs?.server.stop();
    });

    it('answers 502 DOWNSTREAM_INVALID_RESPONSE for a list, a string or a record without an id; never 200 with id null', async () => {
      const contact = hs.add('contacts', { firstname: 'Ada', lastname: 'Lovelace' });
      for (const json of [[{ id: contact.id }], 'maintenance', { properties: { firstname: 'Ada' } }]) {
        hs.failNext({ status: 200, json });
        const res = await h.api('/api/unifications/crm/contacts/get', { id: contact.id });
        expect(res.status, `${JSON.stringify(json)}: ${res.text}`).to.equal(502);
        expect(res.body.error.code).to.equal('DOWNSTREAM_INVALID_RESPONSE');
        expect(res.body.error.message).to.match(/HubSpot answered .*crm\.contact/);
      }
      const ok = await h.api('/api/unifications/crm/contacts/get', { id: contact.id });
      expect(ok.status, ok.text).to.equal(200);
      expect(ok.body.result.contact).to.include({ id: contact.id, firstName: 'Ada' });
    });

    // A mock built from a description with open schemas answers records without ids: a list, a create or an update
    // answered so is a 502 naming it, never a 500 (the unified answer's schema requires the id).
    it('answers 502 DOWNSTREAM_INVALID_RESPONSE for a listed, created or changed record without an id', async () => {
      const contact = hs.add('contacts', { firstname: 'Grace', lastname: 'Hopper' });
      const calls: [string, unknown, unknown][] = [
        ['list', { pageSize: 10 }, { results: [{ properties: { firstname: 'Ada' } }] }],
        ['create', { contact: { firstName: 'Ada' } }, { properties: { firstname: 'Ada' } }],
        ['update', { id: contact.id, contact: { firstName: 'Ada' } }, { properties: { firstname: 'Ada' } }],
      ];
      for (const [op, body, json] of calls) {
        hs.failNext({ status: 200, json });
        const res = await h.api(`/api/unifications/crm/contacts/${op}`, body);
        expect(res.status, `${op}: ${res.text}`).to.equal(502);
        expect(res.body.error.code).to.equal('DOWNSTREAM_INVALID_RESPONSE');
        expect(res.body.error.message).to.match(/HubSpot answered a (listed|created|changed) record without an id \(crm\.contact\)/);
      }
    });
  });

  describe('a record the tool gives no creation time (HubSpot)', () => {
    let hs: FakeHubspot;
    let h: ToolHarness;
    before(async () => {
      ({ hs, h } = await connectFakeHubspot('pat-no-created'));
    });
    after(async () => {
      await h?.close();
      await hs?.server.stop();
    });

    // A tool may hold records without a creation date (imports, old records): a null createdTime is the record as
    // the tool has it, answered with 200 and in the API's schema (the test gateway checks every answer against it).
    it('lists and gets it with createdTime null, in the API schema', async () => {
      const raw = { id: '901', properties: { firstname: 'Ada' }, updatedAt: '2026-11-27T10:00:00.000Z' };
      hs.failNext({ status: 200, json: { results: [raw] } });
      const list = await h.api('/api/unifications/crm/contacts/list', { pageSize: 10 });
      expect(list.status, list.text).to.equal(200);
      expect(list.body.result.contacts[0]).to.include({ id: '901', firstName: 'Ada', createdTime: null });
      hs.failNext({ status: 200, json: raw });
      const one = await h.api('/api/unifications/crm/contacts/get', { id: '901' });
      expect(one.status, one.text).to.equal(200);
      expect(one.body.result.contact).to.include({ id: '901', createdTime: null, modifiedTime: '2026-11-27T10:00:00.000Z' });
    });
  });

  describe('user names with a null part (Close)', () => {
    let close: FakeClose;
    let h: ToolHarness;
    const users: Record<string, string> = {};
    before(async () => {
      close = await new FakeClose('api_shapes').start();
      users.first = String(close.add('user', { first_name: 'Ada', last_name: null, email: 'ada@example.com' }).id);
      users.last = String(close.add('user', { first_name: null, last_name: 'Hopper', email: 'grace@example.com' }).id);
      users.none = String(close.add('user', { first_name: null, last_name: null, email: 'anon@example.com' }).id);
      users.both = String(close.add('user', { first_name: 'Alan', last_name: 'Turing', email: 'alan@example.com' }).id);
      h = await connectTool({
        integrationId: 'close',
        origin: close.origin,
        authMethodId: 'api_key',
        credentials: { type: 'api_key', apiKey: 'api_shapes' },
      });
    });
    after(async () => {
      await h?.close();
      await close?.server.stop();
    });

    it('lists and gets users whose first or last name is null: the name is the part that is there', async () => {
      const list = await h.api('/api/unifications/crm/users/list', {});
      expect(list.status, list.text).to.equal(200);
      const names = Object.fromEntries((list.body.result.users as { id: string; name: string | null }[]).map((u) => [u.id, u.name]));
      expect(names).to.deep.equal({ [users.first!]: 'Ada', [users.last!]: 'Hopper', [users.none!]: null, [users.both!]: 'Alan Turing' });
      const one = await h.api('/api/unifications/crm/users/get', { id: users.last });
      expect(one.status, one.text).to.equal(200);
      expect(one.body.result.user).to.include({ id: users.last, name: 'Hopper' });
    });
  });

  describe('a manifest mapping that fails on a record (Dialpad call duration that is not a number)', () => {
    let dp: FakeDialpad;
    let h: ToolHarness;
    before(async () => {
      dp = await new FakeDialpad('dp-key', { clientId: 'dp-client', clientSecret: 'dp-secret' }).start();
      h = await connectTool({
        integrationId: 'dialpad',
        origin: dp.origin,
        authMethodId: 'api_key',
        credentials: { type: 'api_key', apiKey: 'dp-key' },
        inputs: { host: 'dialpad.com' },
      });
    });
    after(async () => {
      await h?.close();
      await dp?.server.stop();
    });

    it('answers 502 DOWNSTREAM_MAPPING_FAILED naming the field, not 500', async () => {
      dp.failNext({ status: 200, json: { call_id: 5789384023932928, direction: 'inbound', duration: 'about a minute' } });
      const res = await h.api('/api/unifications/dialer/calls/get', { id: '5789384023932928' });
      expect(res.status, res.text).to.equal(502);
      expect(res.body.error.code).to.equal('DOWNSTREAM_MAPPING_FAILED');
      expect(res.body.error.details).to.include({ model: 'dialer.call', field: 'durationSeconds' });
    });
  });
});
