import path from 'node:path';
import { expect } from 'chai';
import { PACKAGE_ROOT } from '../../../src/config/package-root.js';
import { EventLogService } from '../../../src/services/events/event-log-service.js';
import { COLLECTIONS } from '../../../src/store/collections.js';
import { EventsRepo } from '../../../src/store/events.repo.js';
import { call, post } from '../../support/http-client.js';
import { seedConnection, seedProject } from '../../support/seed.js';
import { startTestGateway, type TestGateway } from '../../support/start-gateway.js';
import { startWebhookReceiver, waitFor } from '../../support/webhook-receiver.js';

interface LoggedEvent {
  connectionId: string;
  eventId: string;
  eventType: string;
  eventTime: string;
  data?: { id: string };
}

/** Reads the whole log from `after` page by page, as a receiver catching up would. */
async function readLog(url: string, token: string, after: string, query = '', limit = 7) {
  const events: LoggedEvent[] = [];
  let cursor = after;
  for (let page = 0; page < 100; page++) {
    const res = await call(url, 'GET', `/api/events/list?limit=${limit}&after=${encodeURIComponent(cursor)}${query}`, {
      headers: { 'x-svc-api-token': token },
    });
    expect(res.status, res.text).to.equal(200);
    events.push(...(res.body.result.events as LoggedEvent[]));
    cursor = res.body.result.nextCursor as string;
    if (!res.body.result.hasMore) break;
  }
  return { events, cursor };
}

describe('http: the replayable event log (/api/events/list)', function () {
  this.timeout(60_000);
  let gw: TestGateway;

  before(async () => {
    gw = await startTestGateway({
      PLUGBOARD_JOBS: 'true',
      PLUGBOARD_JOBS_POLL_MS: '100',
      PLUGBOARD_WEBHOOK_BACKOFF_MS: '100',
      // Every delivery must fail for good here: a parked webhook's deliveries would wait for the receiver instead.
      PLUGBOARD_WEBHOOK_PARK_AFTER_FAILURES: '1000',
      PLUGBOARD_CONNECTORS_DIR: path.join(PACKAGE_ROOT, 'test/fixtures/connect-connectors'),
    });
  });
  after(async () => {
    await gw?.close();
  });

  it('a receiver down through every retry catches up from the log: every event once, in order, the bodies it missed', async () => {
    const { core } = gw.gateway;
    const project = await seedProject(core);
    const token = project.dev.apiToken;
    const headers = { 'x-svc-api-token': token };
    const receiver = await startWebhookReceiver({ status: 503 });
    try {
      const start = await call(gw.url, 'GET', '/api/events/list', { headers });
      expect(start.status).to.equal(200);
      expect(start.body.result.events).to.deep.equal([]);
      const kept = start.body.result.nextCursor as string; // what the receiver remembers while it is down

      const wh = (await post(gw.url, '/webhooks/create', { url: receiver.url }, headers)).body.webhook;
      const conn = await seedConnection(core, project.dev.env, {
        integrationId: 'keydialer',
        authMethodId: 'basic',
        credentials: { type: 'basic', username: 'u', password: 'p' },
      });
      const target = { id: conn.connectionId, projectId: project.projectId, environmentId: project.dev.env.id };
      // Twelve writers at once, three events each: the log must still hold one order without holes.
      await Promise.all(
        Array.from({ length: 12 }, (_, w) =>
          core.services.events.publish(
            target,
            [0, 1, 2].map((i) => ({ eventType: 'object.crm.contacts.updated', data: { id: `w${w}-${i}` } })),
          ),
        ),
      );
      const published = 36 + 1; // and the sync's system.sync.initial.complete
      const failed = await waitFor(
        'every delivery failed for good',
        async () => {
          const res = await post(gw.url, '/webhooks/deliveries/list', { webhookId: wh.id, limit: 200 }, headers);
          const list = res.body.deliveries as { status: string; eventId: string; attempts: unknown[] }[];
          return list.length === published && list.every((d) => d.status === 'failed') ? list : undefined;
        },
        40_000,
      );
      expect(failed.every((d) => d.attempts.length === 4)).to.equal(true);

      const { events, cursor } = await readLog(gw.url, token, kept);
      const ids = events.map((e) => e.eventId);
      expect(ids).to.have.length(published);
      expect(new Set(ids).size).to.equal(published);
      expect(new Set(ids)).to.deep.equal(new Set(failed.map((d) => d.eventId)));
      // The same bodies the webhook would have received.
      const sent = new Map(receiver.received.map((r) => [r.body.eventId, r.body]));
      for (const e of events) expect(e).to.deep.equal(sent.get(e.eventId));
      // Each writer's batch stays together and in its order.
      for (let w = 0; w < 12; w++) {
        const mine = events.map((e, i) => ({ id: e.data?.id ?? '', i })).filter((x) => x.id.startsWith(`w${w}-`));
        expect(mine.map((x) => x.id)).to.deep.equal([`w${w}-0`, `w${w}-1`, `w${w}-2`]);
        expect(mine[2]!.i - mine[0]!.i).to.equal(2);
      }

      // Reading on from the last cursor: nothing new, the same cursor back; a new event then comes alone.
      const again = await readLog(gw.url, token, cursor);
      expect(again.events).to.deep.equal([]);
      expect(again.cursor).to.equal(cursor);
      await core.services.events.publish(target, [{ eventType: 'object.crm.contacts.deleted', data: { id: 'late' } }]);
      const next = await readLog(gw.url, token, cursor);
      expect(next.events.map((e) => e.data?.id)).to.deep.equal(['late']);
    } finally {
      await receiver.close();
    }
  });

  it('a position reserved but not written yet holds the page back until it is written (no skipped event)', async () => {
    const { core } = gw.gateway;
    const project = await seedProject(core);
    const headers = { 'x-svc-api-token': project.dev.apiToken };
    const conn = { id: 'conn_log_hole', projectId: project.projectId, environmentId: project.dev.env.id };
    await core.services.events.publish(conn, [{ eventType: 'object.crm.deals.created', data: { id: 'd1' } }]);
    // A slow writer: it has its position (2) but has not inserted yet; a faster one writes position 3.
    const repo = new EventsRepo(core.database.db);
    const slowSeq = await repo.allocateSeq(project.dev.env.id, 1);
    expect(slowSeq).to.equal(2);
    await core.services.events.publish(conn, [{ eventType: 'object.crm.deals.created', data: { id: 'd3' } }]);

    const held = await call(gw.url, 'GET', '/api/events/list', { headers });
    expect(held.body.result.events.map((e: LoggedEvent) => e.data?.id)).to.deep.equal(['d1']);
    const now = new Date();
    await repo.insertMany([
      {
        eventId: 'evt_slow_writer',
        projectId: project.projectId,
        environmentId: project.dev.env.id,
        connectionId: conn.id,
        eventType: 'object.crm.deals.created',
        eventTime: now,
        data: { id: 'd2' },
        seq: slowSeq,
        createdAt: now,
      },
    ]);
    const rest = await call(gw.url, 'GET', `/api/events/list?after=${held.body.result.nextCursor as string}`, { headers });
    expect(rest.body.result.events.map((e: LoggedEvent) => e.data?.id)).to.deep.equal(['d2', 'd3']);
  });

  it('refuses every cursor it did not issue to this environment (forged positions, other spellings, another environment)', async () => {
    const { core } = gw.gateway;
    const project = await seedProject(core);
    const headers = { 'x-svc-api-token': project.dev.apiToken };
    const conn = { id: 'conn_cursor', projectId: project.projectId, environmentId: project.dev.env.id };
    for (let i = 1; i <= 3; i++)
      await core.services.events.publish(conn, [{ eventType: 'object.crm.contacts.updated', data: { id: String(i) } }]);
    const page = await call(gw.url, 'GET', '/api/events/list?limit=1', { headers });
    const issued = page.body.result.nextCursor as string;
    const list = (after: string, h = headers) => call(gw.url, 'GET', `/api/events/list?after=${encodeURIComponent(after)}`, { headers: h });
    expect((await list(issued)).body.result.events.map((e: LoggedEvent) => e.data?.id)).to.deep.equal(['2', '3']);
    const b64 = (s: string) => Buffer.from(s).toString('base64url');
    const [prefix, seq, mac] = issued.split('.');
    const forged = [
      `evl1.${b64('999999')}`, // a position the log never reached: it skips every event to come
      `evl1.${b64('1 ')}`, // another spelling of a position
      `evl1.${b64('01')}`,
      `evl1.${b64('-1')}`,
      `${prefix}.${b64('2')}.${mac}`, // the hash of another position
      `${prefix}.${seq}.${mac!.slice(0, -1)}x`,
      `${prefix}.${seq}`,
      `${issued}.x`,
      '12',
    ];
    for (const after of forged) {
      const res = await list(after);
      expect(res.status, `${after}: ${res.text}`).to.equal(400);
      expect(res.body.error.code).to.equal('VALIDATION_FAILED');
      expect(res.body.error.details[0]).to.include({ field: 'query.after', rule: 'cursor' });
    }
    // Another environment's cursor is not this one's, even at a position this log has.
    const prodRes = await list(issued, { 'x-svc-api-token': project.prod.apiToken });
    expect(prodRes.status, prodRes.text).to.equal(400);
    // A cursor of the earlier version, at a position the log has reached, is still read (receivers keep theirs).
    const old = await list(`evl1.${b64('1')}`);
    expect(old.status, old.text).to.equal(200);
    expect(old.body.result.events.map((e: LoggedEvent) => e.data?.id)).to.deep.equal(['2', '3']);
    expect(old.body.result.nextCursor).to.match(/^evl2\./);
  });

  it('filters by type and by connection, and refuses a cursor it did not issue', async () => {
    const { core } = gw.gateway;
    const project = await seedProject(core);
    const token = project.dev.apiToken;
    const a = { id: 'conn_log_a', projectId: project.projectId, environmentId: project.dev.env.id };
    const b = { id: 'conn_log_b', projectId: project.projectId, environmentId: project.dev.env.id };
    await core.services.events.publish(a, [{ eventType: 'object.crm.contacts.created', data: { id: '1' } }]);
    await core.services.events.publish(b, [{ eventType: 'object.crm.contacts.created', data: { id: '2' } }]);
    await core.services.events.publish(a, [{ eventType: 'object.crm.deals.created', data: { id: '3' } }]);
    const byConn = await readLog(gw.url, token, '', `&connectionId=${a.id}`, 1);
    expect(byConn.events.map((e) => e.data?.id)).to.deep.equal(['1', '3']);
    const byType = await readLog(gw.url, token, '', '&type=object.crm.contacts.created', 1);
    expect(byType.events.map((e) => e.data?.id)).to.deep.equal(['1', '2']);
    // Another environment's log is its own.
    const prod = await readLog(gw.url, project.prod.apiToken, '');
    expect(prod.events).to.deep.equal([]);

    const bad = await call(gw.url, 'GET', '/api/events/list?after=12', { headers: { 'x-svc-api-token': token } });
    expect(bad.status).to.equal(400);
    expect(bad.body.error.code).to.equal('VALIDATION_FAILED');
    const noToken = await call(gw.url, 'GET', '/api/events/list');
    expect(noToken.status).to.equal(401);
  });

  it('an event the log lacks (its writer stopped between the two writes) is read in its place; a position never written is passed', async () => {
    const { core } = gw.gateway;
    const db = core.database.db;
    const project = await seedProject(core);
    const env = project.dev.env;
    const conn = { id: 'conn_log_repair', projectId: project.projectId, environmentId: env.id };
    const repo = new EventsRepo(db);
    const publish = (id: string) => core.services.events.publish(conn, [{ eventType: 'object.crm.deals.created', data: { id } }]);
    await publish('r1');
    // Position 2: in the events only, as a writer that stopped after storing the event leaves it.
    const seq2 = await repo.allocateSeq(env.id, 1);
    const at = new Date();
    await db.collection(COLLECTIONS.events).insertOne({
      eventId: 'evt_no_log_entry',
      projectId: project.projectId,
      environmentId: env.id,
      connectionId: conn.id,
      eventType: 'object.crm.deals.created',
      eventTime: at,
      data: { id: 'r2' },
      seq: seq2,
      createdAt: at,
    });
    // Position 3: reserved by a writer that stopped before writing anything.
    await repo.allocateSeq(env.id, 1);
    await publish('r4');
    // Within the grace both positions may still be being written: the page ends before them.
    const now = new EventLogService(repo, core.internals.box);
    expect((await now.list(env, {})).events.map((e) => e.data?.id)).to.deep.equal(['r1']);
    // Past it, the event is found and read in its place, and the empty position is passed.
    const later = new EventLogService(repo, core.internals.box, () => Date.now() + 60_000);
    const page = await later.list(env, {});
    expect(page.events.map((e) => e.data?.id)).to.deep.equal(['r1', 'r2', 'r4']);
    // Both are in the log now (the event, and a mark for the empty position): the next reader reads the log alone.
    const block = await db
      .collection<{ seq: number; hole?: boolean }>(`eventLog_${env.id}_000000000`)
      .find({}, { projection: { _id: 0, seq: 1, hole: 1 } })
      .sort({ seq: 1 })
      .toArray();
    expect(block.map((b) => [b.seq, b.hole ?? false])).to.deep.equal([
      [1, false],
      [2, false],
      [3, true],
      [4, false],
    ]);
    expect((await later.list(env, {})).events.map((e) => e.data?.id)).to.deep.equal(['r1', 'r2', 'r4']);
  });

  it('retention drops whole blocks of the log; a cursor older than what is kept resumes at the oldest entry kept', async function () {
    this.timeout(120_000);
    const { core } = gw.gateway;
    const db = core.database.db;
    const project = await seedProject(core);
    const env = project.dev.env;
    const conn = { id: 'conn_log_retention', projectId: project.projectId, environmentId: env.id };
    const repo = new EventsRepo(db);
    const log = new EventLogService(repo, core.internals.box);
    const ids = (from: number, n: number) => Array.from({ length: n }, (_, i) => String(from + i));
    await core.services.events.publish(
      conn,
      ids(1, 600).map((id) => ({ eventType: 'object.crm.deals.created', data: { id } })),
    );
    const first = await log.list(env, { limit: 10 });
    expect(first.events.map((e) => e.data?.id)).to.deep.equal(ids(1, 10));
    // Everything is older than the cut: the first block (positions 1-500) goes, the last one stays.
    await repo.deleteBefore(new Date(Date.now() + 1_000));
    const names = (await db.listCollections({}, { nameOnly: true }).toArray()).map((c) => c.name);
    expect(names.filter((n) => n.startsWith(`eventLog_${env.id}_`)).sort()).to.deep.equal([`eventLog_${env.id}_000000001`]);
    const resumed = await log.list(env, { after: first.nextCursor, limit: 10 });
    expect(resumed.events.map((e) => e.data?.id)).to.deep.equal(ids(501, 10));
  });
});
