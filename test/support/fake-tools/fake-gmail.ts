import { FailableFakeTool, type FakeReply, type RecordedRequest } from './fake-tool-server.js';
import { FakeVendorOAuth } from './fake-vendor-oauth.js';

type Row = Record<string, unknown>;

/** One change of the mailbox, as users.history.list answers it. */
interface HistoryEntry {
  id: number;
  kind: 'messagesAdded' | 'messagesDeleted' | 'labelsAdded' | 'labelsRemoved';
  message: { id: string; threadId: string; labelIds: string[] };
  labelIds?: string[];
}

/** history.list's historyTypes values and the entry key each one selects. */
const HISTORY_KINDS: Record<string, HistoryEntry['kind']> = {
  messageAdded: 'messagesAdded',
  messageDeleted: 'messagesDeleted',
  labelAdded: 'labelsAdded',
  labelRemoved: 'labelsRemoved',
};

export interface FakeMessageInput {
  from: string;
  to: string;
  cc?: string;
  subject: string;
  date: string;
  text?: string;
  html?: string;
  labels?: string[];
  threadId?: string;
  attachment?: { name: string; contentType: string; size: number };
}

const b64url = (s: string) => Buffer.from(s, 'utf8').toString('base64url');

/**
 * The Gmail API v1 as docs/vendors/gmail.md describes it, on 127.0.0.1, for the signed-in user (`me`): Google OAuth
 * (`/o/oauth2/v2/auth`, `/token`, client id and secret in the form; gmail.readonly needed to read, gmail.send to send);
 * users.getProfile (historyId); messages.list (ids only: `{messages: [{id, threadId}], nextPageToken,
 * resultSizeEstimate}`, no `messages` key when nothing matches; `maxResults` default 100, at most 500; `pageToken`;
 * `q` as a small subset of Gmail search: `from:`, `to:`, `subject:` or words); messages.get (`format=full`: the MIME
 * tree in `payload`, headers as `[{name, value}]`, bodies base64url in `body.data`, attachments as `attachmentId`);
 * messages.send (`{raw, threadId}`; raw base64url RFC 2822, 400 without a recipient); users.history.list
 * (`startHistoryId`, the mailbox's `historyId` on every page, `404` for a start older than the kept history);
 * threads.get; labels.list. Errors are Google's `{"error":{"code","message","errors":[{domain,reason,message}],"status"}}`.
 */
export class FakeGmail extends FailableFakeTool {
  readonly oauth: FakeVendorOAuth;
  readonly messages: Row[] = [];
  readonly history: HistoryEntry[] = [];
  private historyId = 1000;
  /** history.list answers 404 for a startHistoryId below this (Google keeps about a week). */
  oldestHistoryId = 0;
  /** Raw messages received by messages.send, decoded. */
  readonly sent: { raw: string; threadId?: string }[] = [];

  constructor(client: { clientId: string; clientSecret: string }) {
    super();
    this.oauth = new FakeVendorOAuth({
      authorizePath: /^\/o\/oauth2\/v2\/auth$/,
      tokenPath: /^\/token$/,
      ...client,
      clientAuth: 'body',
      checkScope: (scope) =>
        scope === null || scope.split(' ').includes('https://www.googleapis.com/auth/gmail.readonly')
          ? undefined
          : 'gmail.readonly required',
    });
  }

  private record(kind: HistoryEntry['kind'], m: Row, labelIds?: string[]): void {
    this.historyId++;
    m.historyId = String(this.historyId);
    const message = { id: String(m.id), threadId: String(m.threadId), labelIds: [...(m.labelIds as string[])] };
    this.history.push({ id: this.historyId, kind, message, ...(labelIds ? { labelIds } : {}) });
  }

  addMessage(input: FakeMessageInput): Row {
    const id = (0x18c1a0f0a1b00000 + this.messages.length * 7919).toString(16);
    const headers = [
      { name: 'Date', value: input.date },
      { name: 'From', value: input.from },
      { name: 'To', value: input.to },
      ...(input.cc ? [{ name: 'Cc', value: input.cc }] : []),
      { name: 'Subject', value: input.subject },
      { name: 'Message-ID', value: `<${id}@mail.example.com>` },
    ];
    const bodies: Row[] = [];
    if (input.text !== undefined)
      bodies.push({ mimeType: 'text/plain', filename: '', headers: [], body: { size: input.text.length, data: b64url(input.text) } });
    if (input.html !== undefined)
      bodies.push({ mimeType: 'text/html', filename: '', headers: [], body: { size: input.html.length, data: b64url(input.html) } });
    const alt: Row = { mimeType: 'multipart/alternative', filename: '', headers: [], body: { size: 0 }, parts: bodies };
    const parts: Row[] = input.attachment
      ? [
          alt,
          {
            mimeType: input.attachment.contentType,
            filename: input.attachment.name,
            headers: [{ name: 'Content-Disposition', value: `attachment; filename="${input.attachment.name}"` }],
            body: { attachmentId: `ANGjdJ${id}`, size: input.attachment.size },
          },
        ]
      : bodies;
    const m: Row = {
      id,
      threadId: input.threadId ?? id,
      labelIds: input.labels ?? ['INBOX', 'UNREAD'],
      snippet: (input.text ?? '').slice(0, 100),
      sizeEstimate: 2048,
      internalDate: String(Date.parse(input.date)),
      payload: {
        partId: '',
        mimeType: input.attachment ? 'multipart/mixed' : 'multipart/alternative',
        filename: '',
        headers,
        body: { size: 0 },
        parts,
      },
    };
    // Newest first, as Gmail lists.
    this.messages.unshift(m);
    this.record('messagesAdded', m);
    return m;
  }

  /** A change in the Gmail UI: labels added or removed (read, archived, starred). */
  relabel(id: string, add: string[], remove: string[]): void {
    const m = this.messages.find((x) => x.id === id)!;
    const labels = (m.labelIds as string[]).filter((l) => !remove.includes(l));
    m.labelIds = [...labels, ...add.filter((l) => !labels.includes(l))];
    if (add.length) this.record('labelsAdded', m, add);
    if (remove.length) this.record('labelsRemoved', m, remove);
  }

  /** Deleted for good (emptied from the trash). */
  deleteMessage(id: string): void {
    const i = this.messages.findIndex((x) => x.id === id);
    const [m] = this.messages.splice(i, 1);
    this.record('messagesDeleted', m!);
  }

  private error(status: number, reason: string, message: string): FakeReply {
    const codes: Record<number, string> = { 400: 'INVALID_ARGUMENT', 401: 'UNAUTHENTICATED', 403: 'PERMISSION_DENIED', 404: 'NOT_FOUND' };
    return {
      status,
      json: { error: { code: status, message, errors: [{ message, domain: 'global', reason }], status: codes[status] ?? 'UNKNOWN' } },
    };
  }

  private page(req: RecordedRequest, max = 500): { start: number; size: number } | FakeReply {
    const q = req.query;
    const size = q.maxResults === undefined ? 100 : Number(q.maxResults);
    if (!Number.isInteger(size) || size < 1) return this.error(400, 'invalidArgument', 'Invalid maxResults');
    const start = q.pageToken ? Number(Buffer.from(q.pageToken, 'base64url').toString()) : 0;
    if (!Number.isInteger(start) || start < 0) return this.error(400, 'invalidArgument', 'Invalid pageToken');
    return { start, size: Math.min(size, max) };
  }

  private matches(m: Row, q: string): boolean {
    const headers = (m.payload as { headers: { name: string; value: string }[] }).headers;
    const h = (n: string) => headers.find((x) => x.name.toLowerCase() === n)?.value.toLowerCase() ?? '';
    return q
      .toLowerCase()
      .split(/\s+/)
      .every((term) => {
        const [op, value] = term.includes(':') ? (term.split(':', 2) as [string, string]) : ['', term];
        if (op === 'from' || op === 'to' || op === 'subject') return h(op).includes(value);
        return `${h('subject')} ${String(m.snippet).toLowerCase()}`.includes(value);
      });
  }

  private list(req: RecordedRequest): FakeReply {
    const p = this.page(req);
    if (!('start' in p)) return p;
    const q = req.query.q;
    const rows = this.messages.filter((m) => q === undefined || this.matches(m, q));
    const more = p.start + p.size < rows.length;
    const ids = rows.slice(p.start, p.start + p.size).map((m) => ({ id: m.id, threadId: m.threadId }));
    return {
      json: {
        ...(ids.length ? { messages: ids } : {}),
        ...(more ? { nextPageToken: Buffer.from(String(p.start + p.size)).toString('base64url') } : {}),
        resultSizeEstimate: rows.length,
      },
    };
  }

  private historyList(req: RecordedRequest): FakeReply {
    const start = Number(req.query.startHistoryId);
    if (!req.query.startHistoryId || !Number.isInteger(start)) return this.error(400, 'invalidArgument', 'Missing startHistoryId');
    if (start < this.oldestHistoryId) return this.error(404, 'notFound', 'Requested entity was not found.');
    const p = this.page(req);
    if (!('start' in p)) return p;
    // historyTypes is a repeated parameter (discovery: `repeated: true`): one enum value per occurrence; a
    // comma-joined list is one unknown value, refused as Google refuses a value outside the enum.
    const types = req.queryAll.filter(([k]) => k === 'historyTypes').map(([, v]) => v);
    const bad = types.find((t) => !(t in HISTORY_KINDS));
    if (bad !== undefined) return this.error(400, 'invalidArgument', `Invalid value at 'history_types' (${bad})`);
    const kinds = new Set(types.map((t) => HISTORY_KINDS[t]));
    const entries = this.history.filter((e) => e.id > start && (kinds.size === 0 || kinds.has(e.kind)));
    const more = p.start + p.size < entries.length;
    const history = entries.slice(p.start, p.start + p.size).map((e) => ({
      id: String(e.id),
      messages: [{ id: e.message.id, threadId: e.message.threadId }],
      [e.kind]: [{ message: e.message, ...(e.labelIds ? { labelIds: e.labelIds } : {}) }],
    }));
    return {
      json: {
        ...(history.length ? { history } : {}),
        ...(more ? { nextPageToken: Buffer.from(String(p.start + p.size)).toString('base64url') } : {}),
        historyId: String(this.historyId),
      },
    };
  }

  private send(req: RecordedRequest): FakeReply {
    const body = req.json as { raw?: unknown; threadId?: unknown } | undefined;
    if (typeof body?.raw !== 'string' || !/^[A-Za-z0-9_-]+={0,2}$/.test(body.raw))
      return this.error(400, 'invalidArgument', 'Invalid value for ByteString');
    const raw = Buffer.from(body.raw, 'base64url').toString('utf8');
    const head = raw.split(/\r?\n\r?\n/, 1)[0]!.replace(/\r?\n[ \t]+/g, ' ');
    const headers = head.split(/\r?\n/).map((l) => ({ name: l.slice(0, l.indexOf(':')), value: l.slice(l.indexOf(':') + 1).trim() }));
    if (!headers.some((x) => ['to', 'cc', 'bcc'].includes(x.name.toLowerCase())))
      return this.error(400, 'invalidArgument', 'Recipient address required');
    const threadId = typeof body.threadId === 'string' ? body.threadId : undefined;
    if (threadId !== undefined && !this.messages.some((m) => m.threadId === threadId))
      return this.error(404, 'notFound', 'Requested entity was not found.');
    this.sent.push({ raw, ...(threadId ? { threadId } : {}) });
    const h = (n: string) => headers.find((x) => x.name.toLowerCase() === n)?.value ?? '';
    const m = this.addMessage({
      from: 'owner@example.com',
      to: h('to'),
      subject: h('subject'),
      date: new Date().toUTCString(),
      labels: ['SENT'],
      ...(threadId ? { threadId } : {}),
    });
    m.payload = {
      ...(m.payload as Row),
      headers: [...headers.filter((x) => x.name.toLowerCase() !== 'bcc'), { name: 'From', value: 'owner@example.com' }],
    };
    return { json: { id: m.id, threadId: m.threadId, labelIds: m.labelIds } };
  }

  protected handle(req: RecordedRequest): FakeReply {
    const oauth = this.oauth.handle(req);
    if (oauth) return oauth;
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!this.oauth.acceptsAccessToken(token)) return this.error(401, 'authError', 'Invalid Credentials');
    const queued = this.nextFailure();
    if (queued) return queued;
    const base = '/gmail/v1/users/me';
    if (req.method === 'GET' && req.path === `${base}/profile`)
      return {
        json: {
          emailAddress: 'owner@example.com',
          messagesTotal: this.messages.length,
          threadsTotal: this.messages.length,
          historyId: String(this.historyId),
        },
      };
    if (req.method === 'GET' && req.path === `${base}/messages`) return this.list(req);
    if (req.method === 'POST' && req.path === `${base}/messages/send`) return this.send(req);
    if (req.method === 'GET' && req.path === `${base}/history`) return this.historyList(req);
    if (req.method === 'GET' && req.path === `${base}/labels`)
      return {
        json: {
          labels: [
            { id: 'INBOX', name: 'INBOX', type: 'system' },
            { id: 'Label_1', name: 'Customers', type: 'user' },
          ],
        },
      };
    const one = /^\/gmail\/v1\/users\/me\/(messages|threads)\/([^/]+)$/.exec(req.path);
    if (one && req.method === 'GET') {
      const id = decodeURIComponent(one[2]!);
      if (req.query.format !== undefined && !['full', 'metadata', 'minimal', 'raw'].includes(req.query.format))
        return this.error(400, 'invalidArgument', 'Invalid format');
      if (one[1] === 'messages') {
        const m = this.messages.find((x) => x.id === id);
        return m ? { json: m } : this.error(404, 'notFound', 'Requested entity was not found.');
      }
      const thread = this.messages.filter((x) => x.threadId === id).reverse();
      if (!thread.length) return this.error(404, 'notFound', 'Requested entity was not found.');
      return { json: { id, historyId: String(this.historyId), messages: thread } };
    }
    return this.error(404, 'notFound', `No route ${req.method} ${req.path}`);
  }
}
