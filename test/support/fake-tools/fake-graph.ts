import { FailableFakeTool, type FakeReply, type RecordedRequest } from './fake-tool-server.js';
import { FakeVendorOAuth } from './fake-vendor-oauth.js';

type Row = Record<string, unknown>;

/**
 * Microsoft Graph v1.0 (Outlook mail and calendar of `/me`) as docs/vendors/microsoft-outlook.md describes it, on
 * 127.0.0.1: the Microsoft identity platform's `/common/oauth2/v2.0/authorize` and `/token` (client id and secret
 * in the form, rotating refresh tokens); `GET /v1.0/me`; messages (`$top`, `$select`, `$expand=attachments(...)`,
 * `$search`, `@odata.nextLink` with `$skip`), one message, `messages/delta()`; events list/get/create/update/delete
 * and `events/delta()` (page size from `Prefer: odata.maxpagesize`, rounds ending with `@odata.deltaLink`,
 * removals as `{id, "@removed": {reason}}`, `410` for a delta token that expired). Every change bumps a sequence: a
 * delta token is the sequence of its round. Errors are `{"error":{"code","message"}}`; `throttleNext` answers 429
 * with Retry-After.
 */
export class FakeGraph extends FailableFakeTool {
  readonly oauth: FakeVendorOAuth;
  readonly messages: Row[] = [];
  readonly events: Row[] = [];
  private readonly changedAt = new Map<string, number>();
  private readonly removed = new Map<string, number>();
  private seq = 1;
  private made = 0;
  /** Delta tokens issued before this sequence are expired (410). */
  expiredBefore = 0;

  constructor(client: { clientId: string; clientSecret: string }) {
    super();
    this.oauth = new FakeVendorOAuth({
      authorizePath: /^\/common\/oauth2\/v2\.0\/authorize$/,
      tokenPath: /^\/common\/oauth2\/v2\.0\/token$/,
      ...client,
      clientAuth: 'body',
      rotateRefreshTokens: true,
      checkScope: (scope) => (scope === null || scope.split(' ').includes('offline_access') ? undefined : 'offline_access is required'),
    });
  }

  private touch(id: string): void {
    this.changedAt.set(id, ++this.seq);
  }

  addMessage(fields: Row): Row {
    const id = `AAMkAG${String(++this.made).padStart(4, '0')}`;
    const now = new Date().toISOString().replace(/\.\d+Z$/, 'Z');
    const m: Row = {
      '@odata.etag': `W/"${this.seq}"`,
      id,
      createdDateTime: now,
      lastModifiedDateTime: now,
      receivedDateTime: now,
      sentDateTime: now,
      hasAttachments: false,
      internetMessageId: `<${id}@mail.example>`,
      subject: 'Hello',
      bodyPreview: 'Hello',
      importance: 'normal',
      conversationId: `AAQkAG-conv-${id}`,
      isRead: false,
      isDraft: false,
      webLink: `https://outlook.office365.com/owa/?ItemID=${id}`,
      body: { contentType: 'html', content: '<p>Hello</p>' },
      from: { emailAddress: { name: 'Ada Lovelace', address: 'ada@acme.example' } },
      toRecipients: [{ emailAddress: { name: 'Owner', address: 'owner@example.com' } }],
      ccRecipients: [],
      bccRecipients: [],
      categories: [],
      attachments: [],
      ...fields,
    };
    this.messages.push(m);
    this.touch(id);
    return m;
  }

  editMessage(id: string, fields: Row): void {
    Object.assign(
      this.messages.find((m) => m.id === id)!,
      fields,
      { lastModifiedDateTime: new Date().toISOString() },
    );
    this.touch(id);
  }

  removeMessage(id: string): void {
    this.messages.splice(
      this.messages.findIndex((m) => m.id === id),
      1,
    );
    this.removed.set(id, ++this.seq);
  }

  addEvent(fields: Row): Row {
    const id = `AAMkEV${String(++this.made).padStart(4, '0')}`;
    const now = new Date().toISOString();
    const e: Row = {
      id,
      createdDateTime: now,
      lastModifiedDateTime: now,
      subject: 'Meeting',
      bodyPreview: '',
      isAllDay: false,
      isCancelled: false,
      showAs: 'busy',
      originalStartTimeZone: 'UTC',
      iCalUId: `040000008200E00074C5B7101A82E008${id}`,
      webLink: `https://outlook.office365.com/owa/?itemid=${id}`,
      location: { displayName: '' },
      organizer: { emailAddress: { name: 'Owner', address: 'owner@example.com' } },
      attendees: [],
      onlineMeeting: null,
      seriesMasterId: null,
      ...fields,
    };
    this.events.push(e);
    this.touch(id);
    return e;
  }

  private error(status: number, code: string, message: string, headers?: Record<string, string>): FakeReply {
    return {
      status,
      json: { error: { code, message, innerError: { 'request-id': 'f0f0f0f0', date: new Date().toISOString() } } },
      ...(headers ? { headers } : {}),
    };
  }

  /** `$select` applied to a row (Graph always returns id and @odata.etag). */
  private select(row: Row, select: string | undefined, expandAttachments: boolean): Row {
    let out: Row = { ...row };
    if (select) {
      const keep = new Set(['id', '@odata.etag', ...select.split(',')]);
      out = Object.fromEntries(Object.entries(row).filter(([k]) => keep.has(k)));
    }
    if (!expandAttachments) delete out.attachments;
    else out.attachments = ((row.attachments as Row[] | undefined) ?? []).map(({ contentBytes: _omit, ...meta }) => meta);
    return out;
  }

  private page(req: RecordedRequest, rows: Row[], path: string): FakeReply {
    const top = req.query.$top === undefined ? 10 : Number(req.query.$top);
    const skip = req.query.$skip === undefined ? 0 : Number(req.query.$skip);
    if (!Number.isInteger(top) || top < 1 || top > 1000) return this.error(400, 'BadRequest', "Invalid value for '$top'");
    const more = skip + top < rows.length;
    const next = new URL(`${this.origin}${path}`);
    for (const [k, v] of Object.entries(req.query)) if (k !== '$skip') next.searchParams.set(k, v);
    next.searchParams.set('$skip', String(skip + top));
    return {
      json: {
        '@odata.context': `https://graph.microsoft.com/v1.0/$metadata#users('me')${path.slice('/v1.0/me'.length)}`,
        value: rows.slice(skip, skip + top),
        ...(more ? { '@odata.nextLink': next.toString() } : {}),
      },
    };
  }

  /** A delta round: `$deltatoken` (a finished round) or `$skiptoken` (a page inside one). */
  private delta(req: RecordedRequest, rows: Row[], path: string): FakeReply {
    const size = Number(/odata\.maxpagesize=(\d+)/.exec(String(req.headers.prefer ?? ''))?.[1] ?? 10);
    let since: number | undefined;
    let offset = 0;
    if (req.query.$deltatoken !== undefined) {
      since = Number(req.query.$deltatoken);
      if (!Number.isInteger(since)) return this.error(400, 'BadRequest', 'Invalid delta token');
      if (since < this.expiredBefore)
        return this.error(410, 'SyncStateNotFound', 'The sync state generation is not found. Please restart sync without a state token.');
    }
    if (req.query.$skiptoken !== undefined) {
      const [s, o] = req.query.$skiptoken.split('.');
      since = s === 'full' ? undefined : Number(s);
      offset = Number(o);
    }
    const ids = new Set(rows.map((r) => String(r.id)));
    const changed: Row[] =
      since === undefined
        ? rows.map((r) => this.select(r, req.query.$select, false))
        : [
            ...rows.filter((r) => (this.changedAt.get(String(r.id)) ?? 0) > since).map((r) => this.select(r, req.query.$select, false)),
            ...[...this.removed]
              .filter(([id, at]) => at > since && !ids.has(id) && path.includes(id.startsWith('AAMkAG') ? 'messages' : 'events'))
              .map(([id]) => ({ id, '@removed': { reason: 'deleted' } })),
          ];
    const slice = changed.slice(offset, offset + size);
    const more = offset + size < changed.length;
    const link = new URL(`${this.origin}${path}`);
    if (req.query.$select) link.searchParams.set('$select', req.query.$select);
    if (more) link.searchParams.set('$skiptoken', `${since ?? 'full'}.${offset + size}`);
    else link.searchParams.set('$deltatoken', String(this.seq));
    return { json: { value: slice, ...(more ? { '@odata.nextLink': link.toString() } : { '@odata.deltaLink': link.toString() }) } };
  }

  private writeEvent(req: RecordedRequest, id?: string): FakeReply {
    const body = req.json as Row | undefined;
    if (!body || typeof body !== 'object') return this.error(400, 'BadRequest', 'Empty Payload. JSON content expected.');
    const tz = (v: unknown) => (v as { timeZone?: unknown } | undefined)?.timeZone;
    if (!id) {
      if (!body.start || !body.end) return this.error(400, 'ErrorInvalidRequest', 'Start and End are required.');
      if (!tz(body.start) || !tz(body.end))
        return this.error(400, 'TimeZoneNotSupportedException', 'A valid TimeZone value must be specified.');
      return { status: 201, json: this.addEvent(body) };
    }
    const ev = this.events.find((e) => e.id === id);
    if (!ev) return this.error(404, 'ErrorItemNotFound', 'The specified object was not found in the store.');
    for (const [k, v] of Object.entries(body))
      ev[k] = v && typeof v === 'object' && !Array.isArray(v) ? { ...(ev[k] as Row), ...(v as Row) } : v;
    ev.lastModifiedDateTime = new Date().toISOString();
    this.touch(id);
    return { json: ev };
  }

  protected handle(req: RecordedRequest): FakeReply {
    const oauth = this.oauth.handle(req);
    if (oauth) return oauth;
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!this.oauth.acceptsAccessToken(token))
      return this.error(401, 'InvalidAuthenticationToken', 'Access token has expired or is not yet valid.');
    const queued = this.nextFailure();
    if (queued) return queued;
    const expand = req.query.$expand === 'attachments($select=id,name,contentType,size,isInline)';
    if (req.query.$expand !== undefined && !expand) return this.error(400, 'BadRequest', 'Unsupported $expand');
    if (req.method === 'GET' && req.path === '/v1.0/me') return { json: { id: 'u-1', displayName: 'Owner', mail: 'owner@example.com' } };
    if (req.method === 'GET' && req.path === '/v1.0/me/messages') {
      let rows = [...this.messages].sort((a, b) => String(b.receivedDateTime).localeCompare(String(a.receivedDateTime)));
      if (req.query.$search !== undefined) {
        const q = /^"(.*)"$/.exec(req.query.$search)?.[1];
        if (q === undefined) return this.error(400, 'BadRequest', 'Syntax error: $search must be quoted');
        rows = rows.filter((m) => JSON.stringify([m.subject, m.bodyPreview, m.from]).toLowerCase().includes(q.toLowerCase()));
      }
      return this.page(
        req,
        rows.map((m) => this.select(m, req.query.$select, expand)),
        req.path,
      );
    }
    if (req.method === 'GET' && req.path === '/v1.0/me/messages/delta()') return this.delta(req, this.messages, req.path);
    const msg = /^\/v1\.0\/me\/messages\/([^/]+)$/.exec(req.path);
    if (req.method === 'GET' && msg) {
      const m = this.messages.find((x) => x.id === decodeURIComponent(msg[1]!));
      return m
        ? { json: this.select(m, req.query.$select, expand) }
        : this.error(404, 'ErrorItemNotFound', 'The specified object was not found in the store.');
    }
    if (req.method === 'GET' && req.path === '/v1.0/me/events')
      return this.page(
        req,
        this.events.map((e) => this.select(e, req.query.$select, false)),
        req.path,
      );
    if (req.method === 'GET' && req.path === '/v1.0/me/events/delta()') return this.delta(req, this.events, req.path);
    if (req.method === 'POST' && req.path === '/v1.0/me/events') return this.writeEvent(req);
    const ev = /^\/v1\.0\/me\/events\/([^/]+)$/.exec(req.path);
    if (ev) {
      const id = decodeURIComponent(ev[1]!);
      const e = this.events.find((x) => x.id === id);
      if (req.method === 'GET')
        return e ? { json: e } : this.error(404, 'ErrorItemNotFound', 'The specified object was not found in the store.');
      if (req.method === 'PATCH') return this.writeEvent(req, id);
      if (req.method === 'DELETE') {
        if (!e) return this.error(404, 'ErrorItemNotFound', 'The specified object was not found in the store.');
        this.events.splice(this.events.indexOf(e), 1);
        this.removed.set(id, ++this.seq);
        return { status: 204 };
      }
    }
    return this.error(400, 'BadRequest', `Resource not found for the segment '${req.path}'.`);
  }
}
