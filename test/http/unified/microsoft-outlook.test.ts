import { expect } from 'chai';
import { RecordsRepo } from '../../../src/store/records.repo.js';
import { call } from '../../support/http-client.js';
import { FakeGraph } from '../../support/fake-tools/fake-graph.js';
import type { SeededProject } from '../../support/seed.js';
import type { TestGateway } from '../../support/start-gateway.js';
import { connectOAuth, listAll, startToolGateway, type ToolHarness } from './support.js';

const CLIENT = { clientId: '0f8fad5b-d9cb-469f-a165-70867728950e', clientSecret: 'graph-client-secret' };

interface LoggedEvent {
  eventType: string;
  data?: { id: string };
}

describe('http: Microsoft 365 (fake Microsoft Graph v1.0 + Microsoft identity platform on 127.0.0.1)', () => {
  let graph: FakeGraph;
  let gw: TestGateway;
  let project: SeededProject;
  let h: ToolHarness;
  let logCursor = '';

  const newEvents = async (): Promise<LoggedEvent[]> => {
    const res = await call(gw.url, 'GET', `/api/events/list?limit=100${logCursor ? `&after=${encodeURIComponent(logCursor)}` : ''}`, {
      headers: { 'x-svc-api-token': project.dev.apiToken },
    });
    expect(res.status, res.text).to.equal(200);
    logCursor = res.body.result.nextCursor as string;
    return (res.body.result.events as LoggedEvent[]).filter((e) => e.eventType.startsWith('object.'));
  };

  /** The JSON the synced cache stores for a record. */
  const cached = async (model: string, id: string): Promise<Record<string, unknown> | undefined> => {
    const doc = await gw.gateway.core.database.db
      .collection<{ json: string }>('records')
      .findOne({ connectionId: h.connectionId, model, nativeId: id });
    return doc ? (JSON.parse(doc.json) as Record<string, unknown>) : undefined;
  };

  before(async function () {
    this.timeout(60_000);
    graph = await new FakeGraph(CLIENT).start();
    ({ gw, project } = await startToolGateway({ integrationId: 'microsoft-outlook', origin: graph.origin, client: CLIENT }));
    graph.addMessage({
      subject: 'Pricing for Acme',
      receivedDateTime: '2026-03-01T09:00:00Z',
      sentDateTime: '2026-03-01T08:59:58Z',
      bodyPreview: 'Our price is 42 per seat',
      body: { contentType: 'html', content: '<p>Our price is 42 per seat</p>' },
      ccRecipients: [{ emailAddress: { name: 'Bob', address: 'bob@acme.example' } }],
      categories: ['Customer'],
      hasAttachments: true,
      attachments: [
        {
          '@odata.type': '#microsoft.graph.fileAttachment',
          id: 'att-1',
          name: 'quote.pdf',
          contentType: 'application/pdf',
          size: 48213,
          isInline: false,
          contentBytes: 'JVBERi0xLjQK',
        },
      ],
    });
    graph.addMessage({ subject: 'Re: intro', receivedDateTime: '2026-02-28T09:00:00Z' });
    graph.addMessage({
      subject: 'Lunch?',
      receivedDateTime: '2026-02-27T09:00:00Z',
      body: { contentType: 'text', content: 'Lunch on Friday?' },
    });
    graph.addEvent({
      subject: 'Discovery call',
      start: { dateTime: '2026-03-02T14:00:00.0000000', timeZone: 'UTC' },
      end: { dateTime: '2026-03-02T14:30:00.0000000', timeZone: 'UTC' },
      onlineMeeting: { joinUrl: 'https://teams.microsoft.com/l/meetup-join/19%3ameeting' },
      attendees: [
        {
          type: 'required',
          status: { response: 'tentativelyAccepted', time: '2026-02-20T10:00:00Z' },
          emailAddress: { name: 'Ada', address: 'ada@acme.example' },
        },
        {
          type: 'optional',
          status: { response: 'none', time: '0001-01-01T00:00:00Z' },
          emailAddress: { name: 'Bob', address: 'bob@acme.example' },
        },
      ],
    });
  });
  after(async () => {
    await gw?.close();
    await graph?.server.stop();
  });

  it('connects through the connect flow (Microsoft sign-in with offline_access)', async function () {
    this.timeout(30_000);
    const connected = await connectOAuth(gw, project, { integrationId: 'microsoft-outlook' });
    h = connected.h;
    expect(connected.callback.status, connected.callback.text).to.equal(200);
    expect(connected.authorizeUrl.pathname).to.equal('/common/oauth2/v2.0/authorize');
    expect(graph.oauth.tokenRequests.at(-1)!.form).to.include({ grant_type: 'authorization_code', client_secret: CLIENT.clientSecret });
  });

  it('lists messages over @odata.nextLink pages with participants, and attachments as metadata only', async () => {
    const { records, pages } = await listAll(h, '/api/unifications/email/messages/list', 'messages', 2);
    expect(pages).to.equal(2);
    const first = graph.server.requests.find((r) => r.path === '/v1.0/me/messages')!;
    expect(first.query).to.include({ $top: '2', $expand: 'attachments($select=id,name,contentType,size,isInline)' });
    expect(records.map((m) => m.subject)).to.deep.equal(['Pricing for Acme', 'Re: intro', 'Lunch?']);
    expect(records[0]).to.deep.include({
      fromEmail: 'ada@acme.example',
      fromName: 'Ada Lovelace',
      to: [{ email: 'owner@example.com', name: 'Owner' }],
      cc: [{ email: 'bob@acme.example', name: 'Bob' }],
      sentTime: '2026-03-01T08:59:58.000Z',
      snippet: 'Our price is 42 per seat',
      bodyHtml: '<p>Our price is 42 per seat</p>',
      bodyText: null,
      labels: ['Customer'],
      hasAttachments: true,
      attachments: [{ id: 'att-1', name: 'quote.pdf', contentType: 'application/pdf', size: 48213, isInline: false }],
    });
    expect(records[2]).to.deep.include({ bodyText: 'Lunch on Friday?', bodyHtml: null });
    expect(JSON.stringify(records)).to.not.contain('JVBERi0xLjQK');
    const got = await h.api('/api/unifications/email/messages/get', { id: String(records[0].id) });
    expect(got.status, got.text).to.equal(200);
    expect(got.body.result.message.attachments).to.deep.equal(records[0].attachments);
    const found = await h.api('/api/unifications/email/messages/search', { filter: { query: 'lunch' } });
    expect(found.status, found.text).to.equal(200);
    expect(graph.server.requests.at(-1)!.query.$search).to.equal('"lunch"');
    expect(found.body.result.messages.map((m: { subject: string }) => m.subject)).to.deep.equal(['Lunch?']);
  });

  it('syncs messages by delta links: no body in the cache unless the connection opts in; changes and removals as events', async function () {
    this.timeout(60_000);
    const { sync } = gw.gateway.core.services;
    const records = new RecordsRepo(gw.gateway.core.database.db);
    await sync.run(h.connectionId);
    await sync.run(h.connectionId);
    expect(await records.countByConnection(h.connectionId, 'email.message')).to.equal(3);
    const pricing = graph.messages[0]!;
    const stored = (await cached('email.message', String(pricing.id)))!;
    expect(stored.subject).to.equal('Pricing for Acme');
    expect(stored).to.not.have.any.keys('bodyHtml', 'bodyText', 'snippet');
    expect(JSON.stringify(stored)).to.not.contain('42 per seat');
    await newEvents();

    graph.editMessage(String(pricing.id), { isRead: true });
    const gone = graph.messages[1]!;
    graph.removeMessage(String(gone.id));
    const added = graph.addMessage({ subject: 'New lead' });
    const before = graph.server.requests.length;
    await sync.run(h.connectionId);
    const deltaReads = graph.server.requests.slice(before).filter((r) => r.path === '/v1.0/me/messages/delta()');
    expect(deltaReads.length).to.be.greaterThan(0);
    expect(deltaReads[0]!.query).to.have.property('$deltatoken');
    expect(
      (await newEvents())
        .filter((e) => e.eventType.startsWith('object.email'))
        .map((e) => [e.eventType, e.data?.id])
        .sort(),
    ).to.deep.equal(
      [
        ['object.email.messages.created', added.id],
        ['object.email.messages.deleted', gone.id],
        ['object.email.messages.updated', pricing.id],
      ].sort(),
    );

    // The connection opts in to bodies: the cache is loaded again with them.
    const set = await h.api('/api/connections/update', {
      id: h.connectionId,
      sync: { fields: { messages: ['subject', 'bodyHtml', 'bodyText'] } },
    });
    expect(set.status, set.text).to.equal(200);
    await sync.run(h.connectionId);
    expect((await cached('email.message', String(pricing.id)))!.bodyHtml).to.equal('<p>Our price is 42 per seat</p>');
  });

  it('events: list, create (times in UTC with their time zone), rename, delete; delta sync with @removed and the 410 rule', async function () {
    this.timeout(60_000);
    const list = await h.api('/api/unifications/calendar/events/list', {});
    expect(list.status, list.text).to.equal(200);
    expect(list.body.result.events[0]).to.deep.include({
      title: 'Discovery call',
      startTime: '2026-03-02T14:00:00.000Z',
      endTime: '2026-03-02T14:30:00.000Z',
      status: 'confirmed',
      conferenceUrl: 'https://teams.microsoft.com/l/meetup-join/19%3ameeting',
      attendees: [
        { email: 'ada@acme.example', name: 'Ada', responseStatus: 'tentative', isOptional: false },
        { email: 'bob@acme.example', name: 'Bob', responseStatus: 'needsAction', isOptional: true },
      ],
    });
    const created = await h.api('/api/unifications/calendar/events/create', {
      event: {
        title: 'Follow-up',
        startTime: '2026-03-05T16:00:00.000Z',
        endTime: '2026-03-05T16:30:00.000Z',
        attendees: [{ email: 'ada@acme.example', name: 'Ada', isOptional: false }],
      },
    });
    expect(created.status, created.text).to.equal(200);
    expect(graph.server.requests.at(-1)!.json).to.deep.equal({
      subject: 'Follow-up',
      start: { dateTime: '2026-03-05T16:00:00.000Z', timeZone: 'UTC' },
      end: { dateTime: '2026-03-05T16:30:00.000Z', timeZone: 'UTC' },
      attendees: [{ emailAddress: { address: 'ada@acme.example', name: 'Ada' }, type: 'required' }],
    });
    const id = created.body.result.event.id as string;
    const renamed = await h.api('/api/unifications/calendar/events/update', { id, event: { title: 'Follow-up (moved)' } });
    expect(renamed.status, renamed.text).to.equal(200);
    expect(graph.server.requests.at(-1)).to.deep.include({ method: 'PATCH', json: { subject: 'Follow-up (moved)' } });

    const { sync } = gw.gateway.core.services;
    await sync.run(h.connectionId);
    await newEvents();
    const del = await h.api('/api/unifications/calendar/events/delete', { id });
    expect(del.status, del.text).to.equal(200);
    await sync.run(h.connectionId);
    expect((await newEvents()).map((e) => [e.eventType, e.data?.id])).to.deep.equal([['object.calendar.events.deleted', id]]);

    graph.expiredBefore = Number.MAX_SAFE_INTEGER;
    const mark = graph.server.requests.length;
    await sync.run(h.connectionId);
    graph.expiredBefore = 0;
    const reads = graph.server.requests.slice(mark).filter((r) => r.path === '/v1.0/me/events/delta()');
    expect(reads.map((r) => r.query.$deltatoken !== undefined)).to.deep.equal([true, false]);
    expect((await gw.gateway.core.internals.repos.connections.findById(h.connectionId))!.lastSyncError).to.equal(null);
  });

  it("Graph's 429 with Retry-After is waited out and retried", async () => {
    graph.failNext({
      status: 429,
      headers: { 'Retry-After': '1' },
      json: { error: { code: 'TooManyRequests', message: 'Please retry again later.' } },
    });
    const before = graph.server.requests.length;
    const res = await h.api('/api/unifications/email/messages/get', { id: String(graph.messages[0]!.id) });
    expect(res.status, res.text).to.equal(200);
    expect(graph.server.requests.length - before).to.equal(2);
  });
});
