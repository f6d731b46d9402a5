import { randomUUID } from 'node:crypto';
import { FailableFakeTool, type FakeReply, type RecordedRequest } from './fake-tool-server.js';
import { FakeVendorOAuth } from './fake-vendor-oauth.js';

type Row = Record<string, unknown>;

interface GraphSubscription {
  id: string;
  resource: string;
  changeType: string;
  notificationUrl: string;
  lifecycleNotificationUrl?: string;
  clientState?: string;
  expirationDateTime: string;
}

/** Outlook messages, events and contacts: a subscription lives at most 10,080 minutes; Graph refuses more than 10,070 ahead. */
const MAX_OUTLOOK_MINUTES = 10_070;
const OUTLOOK_RESOURCES = [/^me\/messages$/, /^me\/mailFolders\('[A-Za-z]+'\)\/messages$/, /^me\/events$/, /^me\/contacts$/];
const TENANT = '72f988bf-86f1-41af-91ab-2d7cd011db47';

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
  /** Change notification subscriptions (`POST /subscriptions`), by id. */
  readonly subscriptions = new Map<string, GraphSubscription>();
  /** The validation requests sent (to the notification and lifecycle URLs) and what each got back. */
  readonly validations: { url: string; status: number; contentType: string | null; echoed: boolean }[] = [];

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

  /** Recipients as Graph writes them: `[{emailAddress: {address, name?}}]`; undefined when one has no address. */
  private static recipients(v: unknown): Row[] | undefined {
    if (v === undefined) return [];
    if (!Array.isArray(v)) return undefined;
    const ok = v.every((r: unknown) => typeof (r as { emailAddress?: { address?: unknown } }).emailAddress?.address === 'string');
    return ok ? (v as Row[]) : undefined;
  }

  /**
   * `POST /me/sendMail` {Message, SaveToSentItems} (parameter names in any case, as Graph reads them): 202 with no body; the sent copy is kept (Sent Items) unless
   * saveToSentItems is false. A message without any recipient is refused as Graph refuses it.
   */
  private sendMail(req: RecordedRequest): FakeReply {
    const body = req.json as Row | undefined;
    const message = actionParameter(body, 'message') as Row | undefined;
    if (!body || !message || typeof message !== 'object')
      return this.error(400, 'ErrorInvalidRequest', 'Empty Payload. JSON content expected.');
    const to = FakeGraph.recipients(message.toRecipients);
    const cc = FakeGraph.recipients(message.ccRecipients);
    const bcc = FakeGraph.recipients(message.bccRecipients);
    if (!to || !cc || !bcc)
      return this.error(400, 'ErrorInvalidRecipients', 'Invalid recipient: every recipient needs an emailAddress.address.');
    if (to.length + cc.length + bcc.length === 0)
      return this.error(400, 'ErrorInvalidRecipients', 'At least one recipient is required, but none were found.');
    const itemBody = message.body as { contentType?: unknown; content?: unknown } | undefined;
    if (itemBody && !['text', 'html'].includes(String(itemBody.contentType).toLowerCase()))
      return this.error(400, 'ErrorInvalidRequest', "Invalid body contentType: use 'Text' or 'HTML'.");
    if (actionParameter(body, 'saveToSentItems') !== false)
      this.addMessage({
        subject: message.subject ?? '',
        from: { emailAddress: { name: 'Owner', address: 'owner@example.com' } },
        toRecipients: to,
        ccRecipients: cc,
        bccRecipients: bcc,
        body: itemBody
          ? { contentType: String(itemBody.contentType).toLowerCase(), content: itemBody.content }
          : { contentType: 'text', content: '' },
        bodyPreview: String(itemBody?.content ?? '')
          .replace(/<[^>]*>/g, '')
          .slice(0, 255),
        isRead: true,
      });
    return { status: 202 };
  }

  /** `POST /me/messages/{id}/reply` and `/replyAll` with {comment}: the reply joins the message's conversation; 202, no body. */
  private reply(req: RecordedRequest, id: string, all: boolean): FakeReply {
    const original = this.messages.find((m) => m.id === id);
    if (!original) return this.error(404, 'ErrorItemNotFound', 'The specified object was not found in the store.');
    const body = req.json as Row | undefined;
    if (actionParameter(body, 'comment') === undefined && actionParameter(body, 'message') === undefined)
      return this.error(400, 'ErrorInvalidRequest', 'Empty Payload. JSON content expected.');
    const others = all
      ? ((original.toRecipients as Row[]) ?? []).filter((r) => (r.emailAddress as Row).address !== 'owner@example.com')
      : [];
    this.addMessage({
      subject: `RE: ${String(original.subject)}`,
      conversationId: original.conversationId,
      from: { emailAddress: { name: 'Owner', address: 'owner@example.com' } },
      toRecipients: [original.from, ...others],
      ccRecipients: all ? original.ccRecipients : [],
      body: { contentType: 'html', content: `<p>${String(actionParameter(body, 'comment') ?? '')}</p>` },
      bodyPreview: String(actionParameter(body, 'comment') ?? ''),
      isRead: true,
    });
    return { status: 202 };
  }

  /**
   * Graph's validation of a notification URL: `POST url?validationToken=<token>` with a text/plain content type and
   * no body; the endpoint must answer 200, text/plain, the token (decoded) as its body, within 10 seconds.
   */
  private async validate(url: string): Promise<boolean> {
    const token = `Validation: Testing client application reachability for subscription Request-Id: ${randomUUID()}`;
    const target = new URL(url);
    target.searchParams.set('validationToken', token);
    const res = await fetch(target, {
      method: 'POST',
      headers: { 'content-type': 'text/plain; charset=utf-8' },
      signal: AbortSignal.timeout(10_000),
    }).catch(() => undefined);
    const body = res ? await res.text() : '';
    const contentType = res?.headers.get('content-type') ?? null;
    const echoed = res?.status === 200 && (contentType ?? '').startsWith('text/plain') && body === token;
    this.validations.push({ url, status: res?.status ?? 0, contentType, echoed });
    return echoed;
  }

  private view(sub: GraphSubscription): Row {
    return {
      '@odata.context': 'https://graph.microsoft.com/v1.0/$metadata#subscriptions/$entity',
      applicationId: '24d3b144-21ae-4080-943f-7067b395b913',
      creatorId: 'u-1',
      latestSupportedTlsVersion: 'v1_2',
      encryptionCertificate: null,
      encryptionCertificateId: null,
      includeResourceData: null,
      notificationContentType: null,
      ...sub,
    };
  }

  /** `expirationDateTime`: a time in the future within Graph's maximum for Outlook resources, or Graph's refusal. */
  private checkExpiry(v: unknown): FakeReply | undefined {
    const at = typeof v === 'string' ? Date.parse(v) : NaN;
    if (!Number.isFinite(at)) return this.error(400, 'ExtensionError', 'Invalid expirationDateTime.');
    if (at <= Date.now()) return this.error(400, 'ExtensionError', 'Subscription expiration must be in the future.');
    if (at > Date.now() + MAX_OUTLOOK_MINUTES * 60_000)
      return this.error(400, 'ExtensionError', `Subscription expiration can only be ${MAX_OUTLOOK_MINUTES} minutes in the future.`);
    return undefined;
  }

  /** `POST /subscriptions`: checked, then both URLs validated before the 201 (as Graph does). */
  private async subscribe(req: RecordedRequest): Promise<FakeReply> {
    const b = (req.json ?? {}) as Row;
    const types = typeof b.changeType === 'string' ? b.changeType.split(',') : [];
    if (!types.length || !types.every((t) => ['created', 'updated', 'deleted'].includes(t)))
      return this.error(400, 'ExtensionError', 'Invalid changeType.');
    if (typeof b.resource !== 'string' || !OUTLOOK_RESOURCES.some((r) => r.test(b.resource as string)))
      return this.error(400, 'ExtensionError', `Invalid resource '${String(b.resource)}'.`);
    if (b.clientState !== undefined && (typeof b.clientState !== 'string' || b.clientState.length > 128))
      return this.error(400, 'ExtensionError', 'clientState is limited to 128 characters.');
    const urls = [b.notificationUrl, ...(b.lifecycleNotificationUrl === undefined ? [] : [b.lifecycleNotificationUrl])];
    for (const u of urls) {
      // Graph wants HTTPS; the fake lets the gateway on loopback answer over HTTP.
      let parsed: URL | undefined;
      try {
        parsed = typeof u === 'string' ? new URL(u) : undefined;
      } catch {
        parsed = undefined;
      }
      if (!parsed || (parsed.protocol !== 'https:' && parsed.hostname !== '127.0.0.1'))
        return this.error(400, 'ExtensionError', 'The notification URL must use HTTPS.');
    }
    const refused = this.checkExpiry(b.expirationDateTime);
    if (refused) return refused;
    for (const u of urls)
      if (!(await this.validate(u as string)))
        return this.error(
          400,
          'ValidationError',
          'Subscription validation request failed. Notification endpoint must respond with 200 OK to validation request.',
        );
    const sub: GraphSubscription = {
      id: randomUUID(),
      resource: b.resource,
      changeType: b.changeType as string,
      notificationUrl: b.notificationUrl as string,
      ...(typeof b.lifecycleNotificationUrl === 'string' ? { lifecycleNotificationUrl: b.lifecycleNotificationUrl } : {}),
      ...(typeof b.clientState === 'string' ? { clientState: b.clientState } : {}),
      expirationDateTime: new Date(Date.parse(b.expirationDateTime as string)).toISOString().replace(/\.\d+Z$/, 'Z'),
    };
    this.subscriptions.set(sub.id, sub);
    return { status: 201, json: this.view(sub) };
  }

  /** A subscription that has not expired (Graph deletes expired ones). */
  private live(id: string): GraphSubscription | undefined {
    const sub = this.subscriptions.get(id);
    if (sub && Date.parse(sub.expirationDateTime) <= Date.now()) this.subscriptions.delete(id);
    return this.subscriptions.get(id);
  }

  /** Expires a subscription now (as time passing would): Graph then knows it no more. */
  expire(id: string): void {
    this.subscriptions.delete(id);
  }

  private async post(url: string, value: Row[]): Promise<number> {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: JSON.stringify({ value }),
      signal: AbortSignal.timeout(10_000),
    });
    await res.arrayBuffer();
    return res.status;
  }

  /**
   * Sends a change notification for a message or event to every live subscription of its kind (`created`,
   * `updated`, `deleted`) asking for that change type, as Graph does (no resource data: the id in resourceData).
   * Answers the receivers' statuses.
   */
  async notify(
    kind: 'messages' | 'events',
    changeType: 'created' | 'updated' | 'deleted',
    id: string,
    clientState?: string,
  ): Promise<number[]> {
    const statuses: number[] = [];
    for (const sub of [...this.subscriptions.values()]) {
      if (!this.live(sub.id) || !sub.resource.endsWith(kind) || !sub.changeType.split(',').includes(changeType)) continue;
      const odataType = kind === 'messages' ? '#Microsoft.Graph.Message' : '#Microsoft.Graph.Event';
      statuses.push(
        await this.post(sub.notificationUrl, [
          {
            subscriptionId: sub.id,
            subscriptionExpirationDateTime: sub.expirationDateTime,
            changeType,
            resource: `Users/u-1/${kind === 'messages' ? 'Messages' : 'Events'}/${id}`,
            resourceData: { '@odata.type': odataType, '@odata.id': `Users/u-1/${kind}/${id}`, '@odata.etag': 'W/"1"', id },
            clientState: clientState ?? sub.clientState ?? null,
            tenantId: TENANT,
          },
        ]),
      );
    }
    return statuses;
  }

  /**
   * A lifecycle notification to the subscription's lifecycleNotificationUrl. `subscriptionRemoved` also removes
   * the subscription, as Graph has when it sends it.
   */
  async lifecycle(id: string, lifecycleEvent: 'reauthorizationRequired' | 'subscriptionRemoved' | 'missed'): Promise<number> {
    const sub = this.subscriptions.get(id);
    if (!sub?.lifecycleNotificationUrl) throw new Error(`no subscription ${id} with a lifecycleNotificationUrl`);
    if (lifecycleEvent === 'subscriptionRemoved') this.subscriptions.delete(id);
    return this.post(sub.lifecycleNotificationUrl, [
      {
        subscriptionId: sub.id,
        subscriptionExpirationDateTime: sub.expirationDateTime,
        tenantId: TENANT,
        clientState: sub.clientState ?? null,
        lifecycleEvent,
      },
    ]);
  }

  private subscriptionRequest(req: RecordedRequest, id: string): FakeReply {
    const sub = this.live(id);
    if (!sub)
      return this.error(
        404,
        'ResourceNotFound',
        `Resource '${id}' does not exist or one of its queried reference-property objects are not present.`,
      );
    if (req.method === 'GET') return { json: this.view(sub) };
    if (req.method === 'DELETE') {
      this.subscriptions.delete(id);
      return { status: 204 };
    }
    if (req.method === 'PATCH') {
      const b = (req.json ?? {}) as Row;
      const refused = this.checkExpiry(b.expirationDateTime);
      if (refused) return refused;
      sub.expirationDateTime = new Date(Date.parse(b.expirationDateTime as string)).toISOString().replace(/\.\d+Z$/, 'Z');
      return { json: this.view(sub) };
    }
    return this.error(405, 'MethodNotAllowed', 'The method is not allowed.');
  }

  protected handle(req: RecordedRequest): FakeReply | Promise<FakeReply> {
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
    if (req.method === 'POST' && req.path === '/v1.0/me/sendMail') return this.sendMail(req);
    if (req.method === 'POST' && req.path === '/v1.0/subscriptions') return this.subscribe(req);
    const subscription = /^\/v1\.0\/subscriptions\/([0-9a-f-]+)$/.exec(req.path);
    if (subscription) return this.subscriptionRequest(req, subscription[1]!);
    const replying = /^\/v1\.0\/me\/messages\/([^/]+)\/(reply|replyAll)$/.exec(req.path);
    if (req.method === 'POST' && replying) return this.reply(req, decodeURIComponent(replying[1]!), replying[2] === 'replyAll');
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

/** An action parameter of a JSON body, its name compared case-insensitively as Graph compares it (Message = message). */
function actionParameter(body: Row | undefined, name: string): unknown {
  const key = Object.keys(body ?? {}).find((k) => k.toLowerCase() === name.toLowerCase());
  return key === undefined ? undefined : body![key];
}
