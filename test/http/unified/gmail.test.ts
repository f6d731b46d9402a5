import { expect } from 'chai';
import { RecordsRepo } from '../../../src/store/records.repo.js';
import { call } from '../../support/http-client.js';
import { FakeGmail } from '../../support/fake-tools/fake-gmail.js';
import type { SeededProject } from '../../support/seed.js';
import type { TestGateway } from '../../support/start-gateway.js';
import { connectOAuth, listAll, startToolGateway, type ToolHarness } from './support.js';

const CLIENT = { clientId: 'gmail-client-id.apps.googleusercontent.com', clientSecret: 'gmail-client-secret' };

interface LoggedEvent {
  eventType: string;
  data?: { id: string };
}

describe('http: Gmail (fake Gmail API v1 + Google OAuth on 127.0.0.1)', () => {
  let gmail: FakeGmail;
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
    return (res.body.result.events as LoggedEvent[]).filter((e) => e.eventType.startsWith('object.email'));
  };

  const cached = async (id: string): Promise<Record<string, unknown> | undefined> => {
    const doc = await gw.gateway.core.database.db
      .collection<{ json: string }>('records')
      .findOne({ connectionId: h.connectionId, model: 'email.message', nativeId: id });
    return doc ? (JSON.parse(doc.json) as Record<string, unknown>) : undefined;
  };

  /** The fake's message with exactly this subject. */
  const bySubject = (subject: string) =>
    gmail.messages.find((m) =>
      (m.payload as { headers: { name: string; value: string }[] }).headers.some((x) => x.name === 'Subject' && x.value === subject),
    )!;

  const sent = (path: string) => gmail.server.requests.filter((r) => r.path === path);

  before(async function () {
    this.timeout(60_000);
    gmail = await new FakeGmail(CLIENT).start();
    ({ gw, project } = await startToolGateway({ integrationId: 'gmail', origin: gmail.origin, client: CLIENT }));
    gmail.addMessage({
      from: 'Ada Lovelace <ada@acme.example>',
      to: 'Owner <owner@example.com>',
      cc: '"Bee, Bob" <bob@acme.example>',
      subject: 'Pricing for Acme',
      date: 'Sun, 1 Mar 2026 09:59:58 +0100',
      text: 'Our price is 42 per seat',
      html: '<p>Our price is 42 per seat</p>',
      attachment: { name: 'quote.pdf', contentType: 'application/pdf', size: 48213 },
    });
    gmail.addMessage({
      from: 'bob@acme.example',
      to: 'owner@example.com',
      subject: 'Re: intro',
      date: 'Mon, 2 Mar 2026 08:00:00 +0000',
      text: 'Sounds good',
    });
    gmail.addMessage({
      from: 'Carol <carol@example.org>',
      to: 'owner@example.com',
      subject: 'Lunch?',
      date: 'Tue, 3 Mar 2026 12:00:00 +0000',
      text: 'Lunch on Friday?',
      labels: ['INBOX'],
    });
  });
  after(async () => {
    await gw?.close();
    await gmail?.server.stop();
  });

  it('connects through the connect flow: Google sign-in asking gmail.readonly and gmail.send, offline access', async function () {
    this.timeout(30_000);
    const connected = await connectOAuth(gw, project, { integrationId: 'gmail' });
    h = connected.h;
    expect(connected.callback.status, connected.callback.text).to.equal(200);
    expect(connected.authorizeUrl.pathname).to.equal('/o/oauth2/v2/auth');
    expect(connected.authorizeUrl.searchParams.get('scope')).to.equal(
      'https://www.googleapis.com/auth/gmail.readonly https://www.googleapis.com/auth/gmail.send',
    );
    expect(connected.authorizeUrl.searchParams.get('access_type')).to.equal('offline');
    expect(gmail.oauth.tokenRequests.at(-1)!.form).to.include({ grant_type: 'authorization_code', client_secret: CLIENT.clientSecret });
  });

  it('lists over pageToken pages, each listed id read with get (format=full): headers, participants, bodies, attachments as metadata', async () => {
    const before = gmail.server.requests.length;
    const { records, pages } = await listAll(h, '/api/unifications/email/messages/list', 'messages', 2);
    expect(pages).to.equal(2);
    const reqs = gmail.server.requests.slice(before);
    const lists = reqs.filter((r) => r.path === '/gmail/v1/users/me/messages');
    expect(lists.map((r) => r.query)).to.deep.equal([{ maxResults: '2' }, { maxResults: '2', pageToken: lists[1]!.query.pageToken }]);
    const gets = reqs.filter((r) => r.path.startsWith('/gmail/v1/users/me/messages/'));
    expect(gets).to.have.length(3);
    expect(gets.every((r) => r.method === 'GET' && r.query.format === 'full')).to.equal(true);
    expect(records.map((m) => m.subject)).to.deep.equal(['Lunch?', 'Re: intro', 'Pricing for Acme']);
    const pricing = records[2];
    expect(pricing).to.deep.include({
      fromEmail: 'ada@acme.example',
      fromName: 'Ada Lovelace',
      to: [{ email: 'owner@example.com', name: 'Owner' }],
      cc: [{ email: 'bob@acme.example', name: 'Bee, Bob' }],
      sentTime: '2026-03-01T08:59:58.000Z',
      bodyText: 'Our price is 42 per seat',
      bodyHtml: '<p>Our price is 42 per seat</p>',
      isRead: false,
      labels: ['INBOX', 'UNREAD'],
      hasAttachments: true,
    });
    expect(pricing.attachments).to.deep.equal([
      { id: `ANGjdJ${String(pricing.id)}`, name: 'quote.pdf', contentType: 'application/pdf', size: 48213, isInline: false },
    ]);
    expect(pricing.internetMessageId).to.equal(`<${String(pricing.id)}@mail.example.com>`);
    expect(records[0]).to.deep.include({ isRead: true, hasAttachments: false, attachments: [], bodyHtml: null });
    const got = await h.api('/api/unifications/email/messages/get', { id: String(pricing.id) });
    expect(got.status, got.text).to.equal(200);
    expect(got.body.result.message).to.deep.equal(pricing);
    const found = await h.api('/api/unifications/email/messages/search', { filter: { query: 'from:carol@example.org' } });
    expect(found.status, found.text).to.equal(200);
    expect(sent('/gmail/v1/users/me/messages').at(-1)!.query.q).to.equal('from:carol@example.org');
    expect(found.body.result.messages.map((m: { subject: string }) => m.subject)).to.deep.equal(['Lunch?']);
  });

  it('sends: the record composed into an RFC 2822 message, base64url in raw, threadId for a reply; the thread read by the action', async () => {
    const thread = bySubject('Pricing for Acme');
    const res = await h.api('/api/unifications/email/messages/create', {
      message: {
        threadId: thread.threadId,
        subject: 'Re: Pricing for Acme',
        to: [{ email: 'ada@acme.example', name: 'Lovelace, Ada' }],
        bcc: [{ email: 'crm-log@example.com', name: null }],
        bodyText: 'Thanks, 42 it is. Grüße',
        additional: { in_reply_to: `<${String(thread.id)}@mail.example.com>`, references: `<${String(thread.id)}@mail.example.com>` },
      },
    });
    expect(res.status, res.text).to.equal(200);
    const send = gmail.server.requests.at(-1)!;
    expect(send).to.include({ method: 'POST', path: '/gmail/v1/users/me/messages/send' });
    const body = send.json as { raw: string; threadId: string };
    expect(Object.keys(body).sort()).to.deep.equal(['raw', 'threadId']);
    expect(body.threadId).to.equal(thread.threadId);
    expect(body.raw).to.match(/^[A-Za-z0-9_-]+$/);
    const raw = gmail.sent.at(-1)!.raw;
    expect(raw).to.match(/^To: "Lovelace, Ada" <ada@acme\.example>$/m);
    expect(raw).to.match(/^Bcc: crm-log@example\.com$/m);
    expect(raw).to.match(/^Subject: Re: Pricing for Acme$/m);
    expect(raw).to.match(new RegExp(`^In-Reply-To: <${String(thread.id)}@mail\\.example\\.com>$`, 'm'));
    expect(raw).to.include('Gr=C3=BC=C3=9Fe');
    expect(res.body.result.message).to.deep.include({ threadId: thread.threadId, labels: ['SENT'] });

    const noRecipient = await h.api('/api/unifications/email/messages/create', { message: { subject: 'x', bodyText: 'y' } });
    // Gmail refuses it (400 "Recipient address required"): the tool's answer, not a check of the gateway.
    expect(noRecipient.status).to.equal(400);
    expect(noRecipient.body.error.code).to.equal('DOWNSTREAM_BAD_REQUEST');
    const readOnly = await h.api('/api/unifications/email/messages/create', {
      message: { to: [{ email: 'a@x.example' }], fromEmail: 'me@x.example' },
    });
    expect(readOnly.status).to.equal(400);

    const t = await h.api('/api/actions/gmail/threads/get', { id: String(thread.threadId) });
    expect(t.status, t.text).to.equal(200);
    expect(t.body.result.messages.map((m: { subject: string }) => m.subject)).to.deep.equal(['Pricing for Acme', 'Re: Pricing for Acme']);
  });

  it('a 429 RESOURCE_EXHAUSTED is backed off and retried', async () => {
    gmail.failNext({
      status: 429,
      headers: { 'retry-after': '0' },
      json: {
        error: {
          code: 429,
          message: 'Too many concurrent requests for user',
          errors: [{ domain: 'global', reason: 'rateLimitExceeded', message: 'x' }],
          status: 'RESOURCE_EXHAUSTED',
        },
      },
    });
    const before = gmail.server.requests.length;
    const res = await h.api('/api/actions/gmail/labels/list', {});
    expect(res.status, res.text).to.equal(200);
    expect(gmail.server.requests.length - before).to.equal(2);
    expect(res.body.result.labels[1]).to.deep.equal({ id: 'Label_1', name: 'Customers', type: 'user' });
  });

  it('syncs by history ids: the profile historyId before a full listing, then history.list changes (added, relabelled, deleted); 404 means a full read; bodies only when opted in', async function () {
    this.timeout(90_000);
    const { sync } = gw.gateway.core.services;
    const records = new RecordsRepo(gw.gateway.core.database.db);
    await newEvents();
    const mark = gmail.server.requests.length;
    await sync.run(h.connectionId);
    await sync.run(h.connectionId);
    const first = gmail.server.requests.slice(mark);
    // The profile is read before the listing it starts the history from.
    const profileAt = first.findIndex((r) => r.path === '/gmail/v1/users/me/profile');
    const listAt = first.findIndex((r) => r.path === '/gmail/v1/users/me/messages');
    expect(profileAt).to.be.greaterThan(-1);
    expect(profileAt).to.be.lessThan(listAt);
    expect(await records.countByConnection(h.connectionId, 'email.message')).to.equal(4);
    const pricing = bySubject('Pricing for Acme');
    const stored = (await cached(String(pricing.id)))!;
    expect(stored.subject).to.equal('Pricing for Acme');
    expect(stored).to.not.have.any.keys('bodyHtml', 'bodyText', 'snippet');
    expect(JSON.stringify(stored)).to.not.contain('42 per seat');
    await newEvents();

    const added = gmail.addMessage({
      from: 'dan@example.net',
      to: 'owner@example.com',
      subject: 'New lead',
      date: 'Wed, 4 Mar 2026 10:00:00 +0000',
      text: 'Hi',
    });
    gmail.relabel(String(pricing.id), [], ['UNREAD']);
    const gone = bySubject('Re: intro');
    gmail.deleteMessage(String(gone.id));
    const before = gmail.server.requests.length;
    await sync.run(h.connectionId);
    const reqs = gmail.server.requests.slice(before);
    const hist = reqs.filter((r) => r.path === '/gmail/v1/users/me/history');
    expect(hist).to.have.length(1);
    expect(hist[0]!.query).to.have.property('startHistoryId');
    // historyTypes is repeated, one value per parameter (a comma-joined list is refused by Gmail, and by the fake).
    expect(hist[0]!.queryAll.filter(([k]) => k === 'historyTypes').map(([, v]) => v)).to.deep.equal([
      'messageAdded',
      'messageDeleted',
      'labelAdded',
      'labelRemoved',
    ]);
    expect(reqs.some((r) => r.path === '/gmail/v1/users/me/messages')).to.equal(false);
    // Only the changed messages still there are read again; the deleted one is not.
    expect(
      reqs
        .filter((r) => r.path.startsWith('/gmail/v1/users/me/messages/'))
        .map((r) => r.path)
        .sort(),
    ).to.deep.equal([`/gmail/v1/users/me/messages/${String(added.id)}`, `/gmail/v1/users/me/messages/${String(pricing.id)}`].sort());
    expect((await newEvents()).map((e) => [e.eventType, e.data?.id]).sort()).to.deep.equal(
      [
        ['object.email.messages.created', added.id],
        ['object.email.messages.deleted', gone.id],
        ['object.email.messages.updated', pricing.id],
      ].sort(),
    );
    expect(await records.countByConnection(h.connectionId, 'email.message')).to.equal(4);

    // History older than Gmail keeps: 404, then a full read (profile, listing).
    gmail.oldestHistoryId = Number.MAX_SAFE_INTEGER;
    const m2 = gmail.server.requests.length;
    await sync.run(h.connectionId);
    gmail.oldestHistoryId = 0;
    const after = gmail.server.requests.slice(m2).map((r) => r.path);
    expect(after[0]).to.equal('/gmail/v1/users/me/history');
    expect(after).to.include('/gmail/v1/users/me/profile');
    expect(after).to.include('/gmail/v1/users/me/messages');
    expect((await gw.gateway.core.internals.repos.connections.findById(h.connectionId))!.lastSyncError).to.equal(null);

    const set = await h.api('/api/connections/update', { id: h.connectionId, sync: { fields: { messages: ['subject', 'bodyText'] } } });
    expect(set.status, set.text).to.equal(200);
    await sync.run(h.connectionId);
    expect((await cached(String(pricing.id)))!.bodyText).to.equal('Our price is 42 per seat');
  });
});
