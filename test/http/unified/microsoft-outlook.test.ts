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
    ({ gw, project } = await startToolGateway({
      integrationId: 'microsoft-outlook',
      origin: graph.origin,
      client: CLIENT,
      // Loopback fakes reach the loopback gateway: subscribe although PUBLIC_BASE_URL is not public.
      env: { PLUGBOARD_TOOL_SUBSCRIPTIONS: 'on' },
    }));
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

  it('sends mail through sendMail (an empty 202 answers the message as null) and replies in the thread', async function () {
    this.timeout(30_000);
    const sent = await h.api('/api/unifications/email/messages/create', {
      message: {
        subject: 'Proposal for Acme',
        bodyHtml: '<p>Hello Ada</p>',
        to: [{ email: 'ada@acme.example', name: 'Ada Lovelace' }],
        bcc: [{ email: 'crm@example.com', name: null }],
      },
    });
    expect(sent.status, sent.text).to.equal(200);
    expect(sent.body).to.deep.equal({ result: { message: null } });
    const request = graph.server.requests.at(-1)!;
    expect(request).to.deep.include({ method: 'POST', path: '/v1.0/me/sendMail' });
    // Parameter names as Graph's OpenAPI description writes them (Message, SaveToSentItems).
    expect(request.json).to.deep.equal({
      Message: {
        subject: 'Proposal for Acme',
        body: { contentType: 'html', content: '<p>Hello Ada</p>' },
        toRecipients: [{ emailAddress: { address: 'ada@acme.example', name: 'Ada Lovelace' } }],
        bccRecipients: [{ emailAddress: { address: 'crm@example.com' } }],
      },
      SaveToSentItems: true,
    });
    // Graph's refusal stays Graph's (400 -> the gateway's downstream error), and two bodies in one send are refused here.
    const none = await h.api('/api/unifications/email/messages/create', { message: { subject: 'No one' } });
    expect(none.status, none.text).to.equal(400);
    expect(none.text).to.contain('At least one recipient is required');
    const both = await h.api('/api/unifications/email/messages/create', {
      message: { to: [{ email: 'ada@acme.example' }], bodyText: 'a', bodyHtml: '<p>a</p>' },
    });
    expect(both.status, both.text).to.equal(400);
    expect(both.body.error.code).to.equal('VALIDATION_FAILED');
    // The thread id cannot be set at Graph (replies go through the reply actions): refused, naming it.
    const thread = await h.api('/api/unifications/email/messages/create', { message: { threadId: 'x', to: [{ email: 'a@b.example' }] } });
    expect(thread.status, thread.text).to.equal(400);
    expect(thread.text).to.contain('threadId');

    const original = graph.messages.find((m) => m.subject === 'Pricing for Acme')!;
    const replied = await h.api('/api/actions/microsoft-outlook/messages/reply-all', {
      messageId: original.id,
      comment: 'Thanks, see you Tuesday.',
    });
    expect(replied.status, replied.text).to.equal(200);
    expect(replied.body.result).to.deep.equal({ sent: true, messageId: original.id });
    expect(graph.server.requests.at(-1)).to.deep.include({
      method: 'POST',
      path: `/v1.0/me/messages/${String(original.id)}/replyAll`,
      json: { Comment: 'Thanks, see you Tuesday.' },
    });
    const reply = graph.messages.at(-1)!;
    expect(reply).to.deep.include({ subject: 'RE: Pricing for Acme', conversationId: original.conversationId });
    const missing = await h.api('/api/actions/microsoft-outlook/messages/reply', { messageId: 'AAMkAGnope', comment: 'x' });
    expect(missing.status, missing.text).to.equal(404);
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

  it('change notifications: subscribed after the validation handshake, notified in real time, renewed, made again when removed, deleted with the connection', async function () {
    this.timeout(60_000);
    const subs = gw.gateway.core.services.toolSubscriptions;
    const inbound = `${gw.url}/api/inbound-webhooks/microsoft-outlook/${h.connectionId}`;
    await subs.maintain(h.connectionId);
    const made = [...graph.subscriptions.values()];
    expect(made.map((x) => x.resource).sort()).to.deep.equal(['me/events', 'me/messages']);
    const mail = made.find((x) => x.resource === 'me/messages')!;
    const cal = made.find((x) => x.resource === 'me/events')!;
    expect(mail).to.include({
      changeType: 'created,updated,deleted',
      notificationUrl: `${inbound}?object=messages`,
      lifecycleNotificationUrl: `${inbound}?object=messages`,
    });
    expect(cal.notificationUrl).to.equal(`${inbound}?object=events`);
    expect(mail.clientState).to.match(/^[0-9a-f]{64}$/);
    expect(cal.clientState).to.not.equal(mail.clientState);
    // Graph validated both URLs of both subscriptions before answering 201: 200, text/plain, the token echoed.
    expect(graph.validations).to.have.length(4);
    expect(graph.validations.every((v) => v.echoed && v.status === 200 && v.contentType!.startsWith('text/plain'))).to.equal(true);
    const stored = await subs.list(h.connectionId);
    expect(stored.map((x) => [x.name, x.state, x.remoteId]).sort()).to.deep.equal(
      [
        ['events', 'active', cal.id],
        ['messages', 'active', mail.id],
      ].sort(),
    );
    const expires = stored.find((x) => x.name === 'messages')!.expiresAt!;
    expect(expires.toISOString().replace(/\.\d+Z$/, 'Z')).to.equal(mail.expirationDateTime);
    expect(expires.getTime() - Date.now()).to.be.within(6 * 86_400_000, 10_070 * 60_000);

    // The handshake itself: the token comes back decoded as text/plain, whatever it holds.
    const token = 'Validation: Testing <b>reachability</b> Request-Id: 1f2e';
    const hs = await fetch(`${inbound}?validationToken=${encodeURIComponent(token)}`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
    });
    expect(hs.status).to.equal(200);
    expect(hs.headers.get('content-type')).to.match(/^text\/plain/);
    expect(hs.headers.get('x-content-type-options')).to.equal('nosniff');
    expect(await hs.text()).to.equal(token);

    await newEvents();
    const message = graph.addMessage({ subject: 'Pushed' });
    expect(await graph.notify('messages', 'created', String(message.id))).to.deep.equal([202]);
    const event = graph.events[0]!;
    expect(await graph.notify('events', 'updated', String(event.id))).to.deep.equal([202]);
    expect((await newEvents()).map((e) => [e.eventType, e.data?.id])).to.deep.equal([
      ['object.email.messages.created', message.id],
      ['object.calendar.events.updated', event.id],
    ]);
    // A clientState that is not the subscription's is refused and publishes nothing.
    expect(await graph.notify('messages', 'updated', String(message.id), 'f'.repeat(64))).to.deep.equal([401]);
    const forged = await fetch(`${inbound}?object=messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ value: [] }),
    });
    expect(forged.status).to.equal(401);
    expect(await newEvents()).to.deep.equal([]);

    // reauthorizationRequired: renewed at once by PATCH with a new expiry.
    expect(await graph.lifecycle(mail.id, 'reauthorizationRequired')).to.equal(202);
    const mark = graph.server.requests.length;
    await subs.maintain(h.connectionId);
    const patch = graph.server.requests.slice(mark).find((r) => r.method === 'PATCH')!;
    expect(patch.path).to.equal(`/v1.0/subscriptions/${mail.id}`);
    expect(Object.keys(patch.json as object)).to.deep.equal(['expirationDateTime']);

    // subscriptionRemoved: Graph dropped it; a new one is made (validated again), the sync reads what was missed.
    expect(await graph.lifecycle(cal.id, 'subscriptionRemoved')).to.equal(202);
    expect((await subs.list(h.connectionId)).find((x) => x.name === 'events')).to.deep.include({ state: 'pending', remoteId: null });
    await subs.maintain(h.connectionId);
    const again = [...graph.subscriptions.values()].find((x) => x.resource === 'me/events')!;
    expect(again.id).to.not.equal(cal.id);
    expect(graph.validations).to.have.length(6);
    expect((await subs.list(h.connectionId)).find((x) => x.name === 'events')).to.deep.include({ state: 'active', remoteId: again.id });

    // Deleting the connection deletes both subscriptions at Graph.
    const del = await h.api('/api/connections/delete', { id: h.connectionId });
    expect(del.status, del.text).to.equal(200);
    expect(graph.subscriptions.size).to.equal(0);
    expect(
      graph.server.requests
        .filter((r) => r.method === 'DELETE' && r.path.startsWith('/v1.0/subscriptions/'))
        .map((r) => r.path)
        .sort(),
    ).to.deep.equal([`/v1.0/subscriptions/${mail.id}`, `/v1.0/subscriptions/${again.id}`].sort());
  });
});
