import { expect } from 'chai';
import { COLLECTIONS } from '../../../src/store/collections.js';
import { FakeHubspot } from '../../support/fake-tools/fake-hubspot.js';
import { call, post } from '../../support/http-client.js';
import { seedConnection, seedProject, type SeededProject } from '../../support/seed.js';
import { startTestGateway, type TestGateway } from '../../support/start-gateway.js';

/**
 * Per-connection sync controls through /api/connections/update, against a fake HubSpot: a connection set to sync
 * contacts only, every 5 minutes, keeping three fields, stores only those (no companies, no deals, no other field),
 * is scheduled 5 minutes apart, and a change to a dropped field is no change (no event). Runs are driven one by one
 * (jobs off), so what each run stored is known.
 */
describe('http: per-connection sync controls (frequency, object types, kept fields)', () => {
  let hs: FakeHubspot;
  let gw: TestGateway;
  let project: SeededProject;

  before(async function () {
    this.timeout(60_000);
    hs = await new FakeHubspot('pat-sync-controls').start();
    for (const [first, last] of [
      ['Ada', 'Lovelace'],
      ['Alan', 'Turing'],
      ['Grace', 'Hopper'],
    ])
      hs.add('contacts', {
        firstname: first!,
        lastname: last!,
        email: `${first!.toLowerCase()}@example.com`,
        phone: '+44 20 7946 0958',
        jobtitle: 'Engineer',
      });
    hs.add('companies', { name: 'Analytical Engines', domain: 'engines.example.com' });
    hs.add('deals', { dealname: 'Difference engine', amount: '1000' });
    gw = await startTestGateway({
      PLUGBOARD_CONNECTOR_HOSTS: JSON.stringify({ hubspot: { api: hs.origin } }),
      PLUGBOARD_SYNC_MIN_INTERVAL_MS: '60000',
    });
    project = await seedProject(gw.gateway.core);
  });
  after(async () => {
    await gw?.close();
    await hs?.server.stop();
  });

  it('contacts only, every 5 minutes, three fields: only those are stored, runs come 5 minutes apart, a dropped field changing is no event', async function () {
    this.timeout(60_000);
    const conn = await seedConnection(gw.gateway.core, project.dev.env, {
      integrationId: 'hubspot',
      authMethodId: 'private_app',
      credentials: { type: 'bearer', token: 'pat-sync-controls' },
    });
    const headers = { 'x-svc-api-token': project.dev.apiToken, 'x-svc-access-token': conn.accessToken };
    const updated = await post(
      gw.url,
      '/api/connections/update',
      {
        id: conn.connectionId,
        sync: { objects: { contacts: true }, frequencySeconds: 300, fields: { contacts: ['email', 'firstName', 'lastName'] } },
      },
      headers,
    );
    expect(updated.status, updated.text).to.equal(200);
    expect(updated.body.result.connection.sync).to.deep.equal({
      objects: { contacts: true },
      frequencySeconds: 300,
      fields: { contacts: ['email', 'firstName', 'lastName'] },
      retentionDays: null,
    });

    const sync = gw.gateway.core.services.sync;
    await sync.run(conn.connectionId); // initial 30 days
    await sync.run(conn.connectionId); // backfill
    const before = Date.now();
    const next = await sync.run(conn.connectionId); // a READY run: the next one is due at the connection's pace
    expect(next!.getTime() - before).to.be.within(299_000, 305_000);

    const records = await gw.gateway.core.database.db.collection(COLLECTIONS.records).find({ connectionId: conn.connectionId }).toArray();
    expect(records.map((r) => r.model as string).sort()).to.deep.equal(['crm.contact', 'crm.contact', 'crm.contact']);
    for (const r of records)
      expect(Object.keys(JSON.parse(r.json as string) as object).sort()).to.deep.equal(['email', 'firstName', 'id', 'lastName']);
    const ada = records.map((r) => JSON.parse(r.json as string) as Record<string, string>).find((r) => r.firstName === 'Ada');
    expect(ada).to.include({ email: 'ada@example.com', lastName: 'Lovelace' });

    // A field the connection does not keep changes at the tool: no event. A kept one: `updated`.
    const events = async () =>
      (
        await call(gw.url, 'GET', `/api/events/list?limit=500&connectionId=${conn.connectionId}`, {
          headers: { 'x-svc-api-token': project.dev.apiToken },
        })
      ).body.result.events as { eventType: string; data?: { id: string } }[];
    const contact = [...hs.objects.contacts!.values()].find((c) => c.properties.firstname === 'Ada')!;
    const touch = (changes: Record<string, string>) => {
      const at = new Date().toISOString();
      Object.assign(contact.properties, changes, { lastmodifieddate: at });
      contact.updatedAt = at;
    };
    touch({ phone: '+1 650 555 0100', jobtitle: 'Countess' });
    await sync.run(conn.connectionId);
    expect((await events()).filter((e) => e.eventType.startsWith('object.'))).to.deep.equal([]);
    touch({ email: 'countess@example.com' });
    await sync.run(conn.connectionId);
    expect((await events()).filter((e) => e.eventType.startsWith('object.')).map((e) => [e.eventType, e.data?.id])).to.deep.equal([
      ['object.crm.contacts.updated', contact.id],
    ]);
  });

  it('settings changed while a run reads the tool: that run is followed at once by one with the new fields, and no record is lost', async function () {
    this.timeout(60_000);
    const conn = await seedConnection(gw.gateway.core, project.dev.env, {
      integrationId: 'hubspot',
      authMethodId: 'private_app',
      credentials: { type: 'bearer', token: 'pat-sync-controls' },
    });
    const headers = { 'x-svc-api-token': project.dev.apiToken, 'x-svc-access-token': conn.accessToken };
    const setFields = async (fields: string[]) => {
      const res = await post(
        gw.url,
        '/api/connections/update',
        { id: conn.connectionId, sync: { objects: { contacts: true }, frequencySeconds: 300, fields: { contacts: fields } } },
        headers,
      );
      expect(res.status, res.text).to.equal(200);
    };
    const stored = async () =>
      (await gw.gateway.core.database.db.collection(COLLECTIONS.records).find({ connectionId: conn.connectionId }).toArray()).map(
        (r) => JSON.parse(r.json as string) as Record<string, string>,
      );
    await setFields(['email', 'firstName']);
    const sync = gw.gateway.core.services.sync;
    await sync.run(conn.connectionId); // initial
    await sync.run(conn.connectionId); // backfill: READY
    expect((await stored()).map((r) => Object.keys(r).sort())).to.deep.equal(Array(3).fill(['email', 'firstName', 'id']));

    // The next run's first call to the tool is held; the job title is asked for meanwhile.
    const hold = hs.holdNext('/crm/v3/objects/contacts');
    const running = sync.run(conn.connectionId);
    await hold.entered;
    await setFields(['email', 'firstName', 'jobTitle']);
    hold.release();
    const next = await running;
    expect(next!.getTime(), 'the run that read with the old fields asks for another at once').to.be.at.most(Date.now());

    await sync.run(conn.connectionId); // reloads contacts quietly with the new fields
    await sync.run(conn.connectionId);
    const records = await stored();
    expect(records.map((r) => Object.keys(r).sort())).to.deep.equal(Array(3).fill(['email', 'firstName', 'id', 'jobTitle']));
    const titles = [...hs.objects.contacts!.values()].map((c) => c.properties.jobtitle);
    expect(records.map((r) => r.jobTitle).sort()).to.deep.equal(titles.sort());
  });

  it('refuses a frequency outside the gateway bounds and a field the object type does not have (400 naming them)', async () => {
    const conn = await seedConnection(gw.gateway.core, project.dev.env, {
      integrationId: 'hubspot',
      authMethodId: 'private_app',
      credentials: { type: 'bearer', token: 'pat-sync-controls' },
    });
    const headers = { 'x-svc-api-token': project.dev.apiToken, 'x-svc-access-token': conn.accessToken };
    const res = await post(
      gw.url,
      '/api/connections/update',
      { id: conn.connectionId, sync: { frequencySeconds: 10, fields: { contacts: ['email', 'shoeSize'], widgets: ['id'] } } },
      headers,
    );
    expect(res.status, res.text).to.equal(400);
    expect(res.body.error.code).to.equal('VALIDATION_FAILED');
    expect(res.body.error.details.map((d: { field: string; rule: string }) => [d.field, d.rule])).to.deep.equal([
      ['body.sync.frequencySeconds', 'bounds'],
      ['body.sync.fields.contacts', 'unknown'],
      ['body.sync.fields.widgets', 'unknown'],
    ]);
    expect(res.body.error.message).to.contain('between 60 and 86400 seconds');
  });
});
