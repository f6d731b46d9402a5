import { expect } from 'chai';
import { RecordsRepo } from '../../../src/store/records.repo.js';
import { call } from '../../support/http-client.js';
import { FakeGoogleCalendar } from '../../support/fake-tools/fake-google-calendar.js';
import type { SeededProject } from '../../support/seed.js';
import type { TestGateway } from '../../support/start-gateway.js';
import { connectOAuth, listAll, startToolGateway, type ToolHarness } from './support.js';

const CLIENT = { clientId: 'gcal-client-id.apps.googleusercontent.com', clientSecret: 'gcal-client-secret' };

interface LoggedEvent {
  eventType: string;
  connectionId?: string;
  data?: { id: string };
}

describe('http: Google Calendar (fake Calendar API v3 + Google OAuth on 127.0.0.1)', () => {
  let cal: FakeGoogleCalendar;
  let gw: TestGateway;
  let project: SeededProject;
  let h: ToolHarness;
  let logCursor = '';

  /** The events of the environment's log since the last read. */
  const newEvents = async (): Promise<LoggedEvent[]> => {
    const res = await call(gw.url, 'GET', `/api/events/list?limit=100${logCursor ? `&after=${encodeURIComponent(logCursor)}` : ''}`, {
      headers: { 'x-svc-api-token': project.dev.apiToken },
    });
    expect(res.status, res.text).to.equal(200);
    logCursor = res.body.result.nextCursor as string;
    return (res.body.result.events as LoggedEvent[]).filter((e) => e.eventType.startsWith('object.'));
  };

  before(async function () {
    this.timeout(60_000);
    cal = await new FakeGoogleCalendar(CLIENT).start();
    ({ gw, project } = await startToolGateway({
      integrationId: 'google-calendar',
      origin: cal.origin,
      client: CLIENT,
      // Loopback fakes reach the loopback gateway: subscribe although PUBLIC_BASE_URL is not public.
      env: { PLUGBOARD_TOOL_SUBSCRIPTIONS: 'on' },
    }));
    cal.addEvent({
      summary: 'Discovery call with Acme',
      start: { dateTime: '2026-03-02T15:00:00+01:00', timeZone: 'Europe/Paris' },
      end: { dateTime: '2026-03-02T15:30:00+01:00', timeZone: 'Europe/Paris' },
      hangoutLink: 'https://meet.google.com/abc-defg-hij',
      attendees: [
        { email: 'owner@example.com', displayName: 'Owner', organizer: true, self: true, responseStatus: 'accepted' },
        { email: 'ada@acme.example', displayName: 'Ada', responseStatus: 'needsAction' },
        { email: 'bob@acme.example', optional: true, responseStatus: 'tentative' },
      ],
    });
    cal.addEvent({ summary: 'Offsite', start: { date: '2026-03-10' }, end: { date: '2026-03-12' } });
    cal.addEvent({
      summary: 'Demo (Zoom)',
      start: { dateTime: '2026-03-03T09:00:00Z' },
      end: { dateTime: '2026-03-03T10:00:00Z' },
      conferenceData: {
        entryPoints: [
          { entryPointType: 'phone', uri: 'tel:+1-555-0100' },
          { entryPointType: 'video', uri: 'https://zoom.us/j/123' },
        ],
      },
    });
  });
  after(async () => {
    await gw?.close();
    await cal?.server.stop();
  });

  it('connects through the connect flow: Google sign-in with offline access, the code exchanged with the client secret in the form', async function () {
    this.timeout(30_000);
    const connected = await connectOAuth(gw, project, { integrationId: 'google-calendar' });
    h = connected.h;
    expect(connected.callback.status, connected.callback.text).to.equal(200);
    expect(connected.authorizeUrl.pathname).to.equal('/o/oauth2/v2/auth');
    expect(connected.authorizeUrl.searchParams.get('access_type')).to.equal('offline');
    expect(connected.authorizeUrl.searchParams.get('scope')).to.equal('https://www.googleapis.com/auth/calendar');
    expect(cal.oauth.tokenRequests.at(-1)!.form).to.include({ grant_type: 'authorization_code', client_secret: CLIENT.clientSecret });
  });

  it('lists events over pageToken pages: times, all-day events, attendees with their answers, the conferencing link', async () => {
    const { records, pages } = await listAll(h, '/api/unifications/calendar/events/list', 'events', 2);
    expect(pages).to.equal(2);
    const sent = cal.server.requests.filter((r) => r.path === '/calendar/v3/calendars/primary/events' && r.method === 'GET');
    expect(sent[0]!.query).to.deep.equal({ maxResults: '2' });
    expect(sent[1]!.query).to.have.property('pageToken');
    const [call1, offsite, demo] = records;
    expect(call1).to.deep.include({
      title: 'Discovery call with Acme',
      startTime: '2026-03-02T14:00:00.000Z',
      endTime: '2026-03-02T14:30:00.000Z',
      isAllDay: false,
      timeZone: 'Europe/Paris',
      status: 'confirmed',
      organizerEmail: 'owner@example.com',
      conferenceUrl: 'https://meet.google.com/abc-defg-hij',
    });
    expect(call1.attendees).to.deep.equal([
      { email: 'owner@example.com', name: 'Owner', responseStatus: 'accepted', isOptional: null },
      { email: 'ada@acme.example', name: 'Ada', responseStatus: 'needsAction', isOptional: null },
      { email: 'bob@acme.example', name: null, responseStatus: 'tentative', isOptional: true },
    ]);
    expect(offsite).to.deep.include({
      isAllDay: true,
      startTime: '2026-03-10T00:00:00.000Z',
      endTime: '2026-03-12T00:00:00.000Z',
      attendees: null,
    });
    expect(demo.conferenceUrl).to.equal('https://zoom.us/j/123');
    const got = await h.api('/api/unifications/calendar/events/get', { id: String(call1.id) });
    expect(got.status, got.text).to.equal(200);
    expect(got.body.result.event).to.deep.include({ id: call1.id, iCalUid: `${String(call1.id)}@google.com` });
    const found = await h.api('/api/unifications/calendar/events/search', { filter: { query: 'acme' } });
    expect(found.status, found.text).to.equal(200);
    expect(found.body.result.events.map((e: { title: string }) => e.title)).to.deep.equal(['Discovery call with Acme']);
  });

  it('creates an event with attendees (insert), renames it (patch, only the title) and deletes it', async () => {
    const created = await h.api('/api/unifications/calendar/events/create', {
      event: {
        title: 'Follow-up with Acme',
        startTime: '2026-03-05T16:00:00.000Z',
        endTime: '2026-03-05T16:30:00.000Z',
        attendees: [{ email: 'ada@acme.example', name: 'Ada', isOptional: false }],
      },
    });
    expect(created.status, created.text).to.equal(200);
    const insert = cal.server.requests.at(-1)!;
    expect(insert).to.include({ method: 'POST', path: '/calendar/v3/calendars/primary/events' });
    expect(insert.json).to.deep.equal({
      summary: 'Follow-up with Acme',
      start: { dateTime: '2026-03-05T16:00:00.000Z' },
      end: { dateTime: '2026-03-05T16:30:00.000Z' },
      attendees: [{ email: 'ada@acme.example', displayName: 'Ada', optional: false }],
    });
    const id = created.body.result.event.id as string;
    expect(created.body.result.event).to.deep.include({ title: 'Follow-up with Acme', status: 'confirmed' });
    const renamed = await h.api('/api/unifications/calendar/events/update', { id, event: { title: 'Follow-up (moved)' } });
    expect(renamed.status, renamed.text).to.equal(200);
    expect(cal.server.requests.at(-1)).to.deep.include({ method: 'PATCH', json: { summary: 'Follow-up (moved)' } });
    expect(renamed.body.result.event.title).to.equal('Follow-up (moved)');
    const bad = await h.api('/api/unifications/calendar/events/create', { event: { title: 'x', attendees: [{ mail: 'a@b.c' }] } });
    expect(bad.status).to.equal(400);
    expect(bad.body.error.code).to.equal('VALIDATION_FAILED');
    const del = await h.api('/api/unifications/calendar/events/delete', { id });
    expect(del.status, del.text).to.equal(200);
    expect(cal.server.requests.at(-1)).to.include({ method: 'DELETE', path: `/calendar/v3/calendars/primary/events/${id}` });
  });

  it("Google's 403 rateLimitExceeded is retried like a 429", async () => {
    cal.failNext({
      status: 403,
      json: {
        error: {
          code: 403,
          message: 'Rate Limit Exceeded',
          errors: [{ domain: 'usageLimits', reason: 'rateLimitExceeded', message: 'Rate Limit Exceeded' }],
        },
      },
    });
    const before = cal.server.requests.length;
    const res = await h.api('/api/unifications/calendar/events/list', { pageSize: 1 });
    expect(res.status, res.text).to.equal(200);
    expect(cal.server.requests.length - before).to.equal(2);
  });

  it('syncs with sync tokens: a full read keeps nextSyncToken, later runs read only changes (cancelled = deleted), 410 means a full read', async function () {
    this.timeout(60_000);
    const { sync } = gw.gateway.core.services;
    const records = new RecordsRepo(gw.gateway.core.database.db);
    await newEvents();
    await sync.run(h.connectionId); // initial: the full read
    await sync.run(h.connectionId); // backfill: nothing left for a delta model
    expect(await records.countByConnection(h.connectionId, 'calendar.event')).to.equal(3);
    const reads = () => cal.server.requests.filter((r) => r.method === 'GET' && r.path === '/calendar/v3/calendars/primary/events');
    expect(reads().some((r) => r.query.syncToken !== undefined)).to.equal(false);

    const added = cal.addEvent({
      summary: 'Added in Google',
      start: { dateTime: '2026-04-01T10:00:00Z' },
      end: { dateTime: '2026-04-01T11:00:00Z' },
    });
    const [first, second] = cal.events;
    cal.editEvent(String(first!.id), { summary: 'Discovery call with Acme (edited)' });
    cal.deleteEvent(String(second!.id));
    const before = reads().length;
    await sync.run(h.connectionId);
    const changes = reads().slice(before);
    expect(changes).to.have.length(1);
    expect(changes[0]!.query).to.have.property('syncToken');
    expect(changes[0]!.query).to.not.have.property('showDeleted');
    expect(await records.countByConnection(h.connectionId, 'calendar.event')).to.equal(3);
    const events = await newEvents();
    expect(events.map((e) => [e.eventType, e.data?.id]).sort()).to.deep.equal(
      [
        ['object.calendar.events.created', added.id],
        ['object.calendar.events.deleted', second!.id],
        ['object.calendar.events.updated', first!.id],
      ].sort(),
    );

    // The token expired at Google: 410 fullSyncRequired, then a full read (without a token) that finds everything.
    cal.expiredBefore = Number.MAX_SAFE_INTEGER;
    const mark = reads().length;
    await sync.run(h.connectionId);
    cal.expiredBefore = 0;
    const after = reads().slice(mark);
    expect(after.map((r) => r.query.syncToken !== undefined)).to.deep.equal([true, false]);
    const conn = await gw.gateway.core.internals.repos.connections.findById(h.connectionId);
    expect(conn!.lastSyncError).to.equal(null);
    expect(await newEvents()).to.deep.equal([]);
  });

  it('watch channel: made on connect, its body-less notification runs the sync at once, a forged token is refused; stopped on delete', async function () {
    this.timeout(60_000);
    const subs = gw.gateway.core.services.toolSubscriptions;
    await subs.maintain(h.connectionId);
    expect(cal.channels).to.have.length(1);
    const channel = cal.channels[0]!;
    expect(channel.address).to.equal(`${gw.url}/api/inbound-webhooks/google-calendar/${h.connectionId}`);
    expect(channel.id).to.match(/^[0-9a-f]{32}$/);
    expect(channel.token).to.match(/^[0-9a-f]{48}$/);
    const [stored] = await subs.list(h.connectionId);
    expect(stored).to.deep.include({ state: 'active', remoteId: channel.id });
    expect(stored!.expiresAt!.getTime()).to.equal(channel.expiration);

    // Google's first message on a channel (state sync) is accepted and changes nothing.
    const hello = await cal.notify(channel, 'sync');
    expect(hello.status).to.equal(202);
    expect(await hello.json()).to.deep.equal({ result: { accepted: 0 } });
    expect((await cal.notify(channel, 'exists', 'not-the-token')).status).to.equal(401);

    await newEvents();
    const moved = cal.events.find((e) => e.status !== 'cancelled')!;
    cal.editEvent(String(moved.id), { location: 'Room 4' });
    const before = cal.server.requests.length;
    const ping = await cal.notify(channel, 'exists');
    expect(ping.status).to.equal(202);
    // The notification scheduled the connection's sync now; run it as the job would.
    await gw.gateway.core.services.sync.run(h.connectionId);
    expect(cal.server.requests.slice(before).some((r) => r.query.syncToken !== undefined)).to.equal(true);
    expect((await newEvents()).map((e) => [e.eventType, e.data?.id])).to.deep.equal([['object.calendar.events.updated', moved.id]]);

    const del = await h.api('/api/connections/delete', { id: h.connectionId });
    expect(del.status, del.text).to.equal(200);
    expect(channel.stopped).to.equal(true);
    const stop = cal.server.requests.find((r) => r.path === '/calendar/v3/channels/stop')!;
    expect(stop.json).to.deep.equal({ id: channel.id, resourceId: channel.resourceId });
  });
});
