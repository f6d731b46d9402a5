import { expect } from 'chai';
import { COLLECTIONS } from '../../src/store/collections.js';
import { newSession } from '../support/connect-http.js';
import { post } from '../support/http-client.js';
import { seedProject } from '../support/seed.js';
import { startTestGateway, type TestGateway } from '../support/start-gateway.js';

const DAY = 86_400_000;

describe('jobs: housekeeping', () => {
  let gw: TestGateway;
  before(async () => {
    gw = await startTestGateway({ PLUGBOARD_LOG_RETENTION_DAYS: '7' });
  });
  after(async () => gw?.close());

  it('removes sessions expired over a day ago, delivery logs and events older than the retention, and nothing newer', async () => {
    const { core } = gw.gateway;
    const db = core.database.db;
    const project = await seedProject(core);
    const stale = await newSession(gw.url, project.dev.apiToken);
    const fresh = await newSession(gw.url, project.dev.apiToken);
    const sessions = db.collection(COLLECTIONS.authSessions);
    expect(await sessions.countDocuments({})).to.equal(2);
    // Back-date one session: it expired two days ago.
    const [first] = await sessions.find({}).sort({ createdAt: 1 }).limit(1).toArray();
    await sessions.updateOne({ _id: first!._id }, { $set: { expiresAt: new Date(Date.now() - 2 * DAY) } });

    const now = Date.now();
    const delivery = (id: string, finishedAt: Date) => ({
      _id: id,
      webhookId: 'wh',
      projectId: 'p',
      environmentId: 'e',
      connectionId: 'c',
      eventId: `evt_${id}`,
      eventType: 'x',
      url: 'http://127.0.0.1:9/',
      body: '{}',
      status: 'delivered',
      attempts: [],
      createdAt: finishedAt,
      finishedAt,
    });
    await db
      .collection(COLLECTIONS.deliveries)
      .insertMany([delivery('old', new Date(now - 8 * DAY)), delivery('new', new Date(now - 6 * DAY))] as never[]);
    const event = (id: string, createdAt: Date) => ({
      eventId: id,
      projectId: 'p',
      environmentId: 'e',
      connectionId: 'c',
      eventType: 'x',
      eventTime: createdAt,
      data: null,
      createdAt,
    });
    await db.collection(COLLECTIONS.events).insertMany([event('evt_old', new Date(now - 8 * DAY)), event('evt_new', new Date(now - DAY))]);

    expect(await core.services.housekeeping.run()).to.deep.equal({ sessions: 1, deliveries: 1, events: 1, rateLimitWindows: 0 });
    expect((await db.collection(COLLECTIONS.deliveries).find({}).toArray()).map((d) => d._id)).to.deep.equal(['new']);
    expect((await db.collection(COLLECTIONS.events).find({}).toArray()).map((d) => d.eventId)).to.deep.equal(['evt_new']);
    // The fresh session still resolves (Pipedrive's API-token method is offered); the stale one is gone.
    const ok = await post(gw.url, '/api/connect/session', { integrationId: 'pipedrive' }, { 'x-svc-session-token': fresh });
    const gone = await post(gw.url, '/api/connect/session', { integrationId: 'pipedrive' }, { 'x-svc-session-token': stale });
    expect(ok.status, JSON.stringify(ok.body)).to.equal(200);
    expect(ok.body.result.status).to.equal('pending');
    expect(gone.status).to.equal(401);
    expect(gone.body.error.code).to.equal('UNAUTHORIZED');
    expect(await core.services.housekeeping.run()).to.deep.equal({ sessions: 0, deliveries: 0, events: 0, rateLimitWindows: 0 });
  });
});
