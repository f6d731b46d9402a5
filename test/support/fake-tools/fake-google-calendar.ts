import { randomBytes } from 'node:crypto';
import { FailableFakeTool, type FakeReply, type RecordedRequest } from './fake-tool-server.js';
import { FakeVendorOAuth } from './fake-vendor-oauth.js';

type Row = Record<string, unknown>;

/** A watch channel as events.watch made it. */
export interface FakeChannel {
  id: string;
  resourceId: string;
  token?: string;
  address: string;
  expiration: number;
  stopped: boolean;
}

/**
 * Google Calendar API v3 as docs/vendors/google-calendar.md describes it, on 127.0.0.1, for the primary calendar:
 * Google OAuth (`/o/oauth2/v2/auth`, `/token`, client id and secret in the form); events.list
 * (`GET /calendar/v3/calendars/primary/events`: `maxResults` (default 250, at most 2500), `pageToken` /
 * `nextPageToken`, `q`, `syncToken` / `nextSyncToken` on the last page, deleted events as `status: cancelled` in an
 * incremental read, `410 fullSyncRequired` for a token that expired, `400` for a syncToken beside `q`), get,
 * insert, patch, delete (`204`, `410 deleted` when gone already), events.watch and channels.stop. Every change
 * bumps a sequence number: a sync token is the sequence it was issued at. Errors are Google's
 * `{"error":{"code","message","errors":[{domain,reason,message}],"status"}}`.
 */
export class FakeGoogleCalendar extends FailableFakeTool {
  readonly oauth: FakeVendorOAuth;
  readonly events: Row[] = [];
  readonly channels: FakeChannel[] = [];
  /** Sequence of each event's last change (and of deletions), to answer sync tokens. */
  private readonly changedAt = new Map<string, number>();
  private seq = 1;
  /** Tokens issued before this sequence are expired (410). */
  expiredBefore = 0;
  /** Shown to tests: the largest maxResults the fake honours (Google's is 2500). */
  readonly maxPageSize = 2500;

  constructor(client: { clientId: string; clientSecret: string }) {
    super();
    this.oauth = new FakeVendorOAuth({
      authorizePath: /^\/o\/oauth2\/v2\/auth$/,
      tokenPath: /^\/token$/,
      ...client,
      clientAuth: 'body',
      checkScope: (scope) =>
        scope === null || scope.split(' ').includes('https://www.googleapis.com/auth/calendar') ? undefined : 'calendar scope required',
    });
  }

  private touch(id: string): void {
    this.changedAt.set(id, ++this.seq);
  }

  addEvent(fields: Row): Row {
    const id = `evt${String(this.events.length + 1).padStart(4, '0')}`;
    const now = new Date().toISOString();
    const ev: Row = {
      kind: 'calendar#event',
      etag: `"${this.seq}"`,
      id,
      status: 'confirmed',
      htmlLink: `https://www.google.com/calendar/event?eid=${id}`,
      created: now,
      updated: now,
      iCalUID: `${id}@google.com`,
      organizer: { email: 'owner@example.com', displayName: 'Owner', self: true },
      creator: { email: 'owner@example.com' },
      ...fields,
    };
    this.events.push(ev);
    this.touch(id);
    return ev;
  }

  /** A change made in Google Calendar by the user (not through the API under test). */
  editEvent(id: string, fields: Row): void {
    const ev = this.events.find((e) => e.id === id)!;
    Object.assign(ev, fields, { updated: new Date().toISOString() });
    this.touch(id);
  }

  deleteEvent(id: string): void {
    const ev = this.events.find((e) => e.id === id)!;
    ev.status = 'cancelled';
    this.touch(id);
  }

  /** The POST Google sends to a channel's address when the calendar changed (headers only, no body). */
  notify(channel: FakeChannel, state: 'sync' | 'exists', token = channel.token): Promise<Response> {
    return fetch(channel.address, {
      method: 'POST',
      headers: {
        'X-Goog-Channel-ID': channel.id,
        ...(token ? { 'X-Goog-Channel-Token': token } : {}),
        'X-Goog-Channel-Expiration': new Date(channel.expiration).toUTCString(),
        'X-Goog-Resource-ID': channel.resourceId,
        'X-Goog-Resource-URI': 'https://www.googleapis.com/calendar/v3/calendars/primary/events?alt=json',
        'X-Goog-Resource-State': state,
        'X-Goog-Message-Number': String(Date.now()),
      },
    });
  }

  private error(status: number, reason: string, message: string): FakeReply {
    const codes: Record<number, string> = {
      400: 'INVALID_ARGUMENT',
      401: 'UNAUTHENTICATED',
      403: 'PERMISSION_DENIED',
      404: 'NOT_FOUND',
      410: 'FAILED_PRECONDITION',
    };
    return {
      status,
      json: { error: { code: status, message, errors: [{ domain: 'global', reason, message }], status: codes[status] ?? 'UNKNOWN' } },
    };
  }

  private list(req: RecordedRequest): FakeReply {
    const q = req.query;
    const max = q.maxResults === undefined ? 250 : Number(q.maxResults);
    if (!Number.isInteger(max) || max < 1) return this.error(400, 'invalid', 'Invalid value for maxResults');
    const size = Math.min(max, this.maxPageSize);
    let since: number | undefined;
    if (q.syncToken !== undefined) {
      if (q.q !== undefined || q.timeMin !== undefined || q.updatedMin !== undefined || q.orderBy !== undefined)
        return this.error(400, 'invalid', 'Sync token cannot be used with other filtering parameters');
      since = Number(Buffer.from(q.syncToken, 'base64url').toString().replace(/^seq:/, ''));
      if (!Number.isInteger(since)) return this.error(400, 'invalid', 'Invalid sync token value.');
      if (since < this.expiredBefore) return this.error(410, 'fullSyncRequired', 'Sync token is no longer valid, a full sync is required.');
    }
    let rows = this.events.filter((e) =>
      since !== undefined ? (this.changedAt.get(String(e.id)) ?? 0) > since : e.status !== 'cancelled' || q.showDeleted === 'true',
    );
    if (q.q)
      rows = rows.filter((e) =>
        JSON.stringify([e.summary, e.description, e.location, e.attendees]).toLowerCase().includes(q.q!.toLowerCase()),
      );
    const start = q.pageToken ? Number(Buffer.from(q.pageToken, 'base64url').toString()) : 0;
    if (!Number.isInteger(start) || start < 0) return this.error(400, 'invalid', 'Invalid page token');
    // A tombstone in an incremental read carries its id and status only (and etag).
    const items = rows
      .slice(start, start + size)
      .map((e) => (e.status === 'cancelled' ? { kind: 'calendar#event', etag: e.etag, id: e.id, status: 'cancelled' } : e));
    const more = start + size < rows.length;
    return {
      json: {
        kind: 'calendar#events',
        summary: 'owner@example.com',
        updated: new Date().toISOString(),
        timeZone: 'Europe/Paris',
        accessRole: 'owner',
        items,
        ...(more
          ? { nextPageToken: Buffer.from(String(start + size)).toString('base64url') }
          : q.q === undefined
            ? { nextSyncToken: Buffer.from(`seq:${this.seq}`).toString('base64url') }
            : {}),
      },
    };
  }

  private write(req: RecordedRequest, id?: string): FakeReply {
    const body = req.json as Row | undefined;
    if (!body || typeof body !== 'object') return this.error(400, 'parseError', 'Parse Error');
    const when = (v: unknown) => v && typeof v === 'object' && ('dateTime' in v || 'date' in v);
    if (!id) {
      if (!when(body.start) || !when(body.end)) return this.error(400, 'required', 'Missing end time.');
      return { json: this.addEvent(body) };
    }
    const ev = this.events.find((e) => e.id === id && e.status !== 'cancelled');
    if (!ev) return this.error(404, 'notFound', 'Not Found');
    for (const [k, v] of Object.entries(body))
      ev[k] = v && typeof v === 'object' && !Array.isArray(v) ? { ...(ev[k] as Row), ...(v as Row) } : v;
    ev.updated = new Date().toISOString();
    this.touch(id);
    return { json: ev };
  }

  private watch(req: RecordedRequest): FakeReply {
    const body = req.json as { id?: unknown; type?: unknown; address?: unknown; token?: unknown; params?: { ttl?: unknown } } | undefined;
    if (typeof body?.id !== 'string' || !/^[A-Za-z0-9\-_+/=]{1,64}$/.test(body.id)) return this.error(400, 'invalid', 'Invalid channel id');
    if (body.type !== 'web_hook' && body.type !== 'webhook') return this.error(400, 'invalid', 'Invalid channel type');
    if (typeof body.address !== 'string') return this.error(400, 'required', 'Required address');
    if (body.token !== undefined && (typeof body.token !== 'string' || body.token.length > 256))
      return this.error(400, 'invalid', 'Invalid token');
    const ttl = body.params?.ttl === undefined ? 604800 : Number(body.params.ttl);
    const channel: FakeChannel = {
      id: body.id,
      resourceId: randomBytes(12).toString('base64url'),
      ...(typeof body.token === 'string' ? { token: body.token } : {}),
      address: body.address,
      expiration: Date.now() + ttl * 1000,
      stopped: false,
    };
    this.channels.push(channel);
    return {
      json: {
        kind: 'api#channel',
        id: channel.id,
        resourceId: channel.resourceId,
        resourceUri: 'https://www.googleapis.com/calendar/v3/calendars/primary/events?alt=json',
        ...(channel.token ? { token: channel.token } : {}),
        expiration: String(channel.expiration),
      },
    };
  }

  protected handle(req: RecordedRequest): FakeReply {
    const oauth = this.oauth.handle(req);
    if (oauth) return oauth;
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!this.oauth.acceptsAccessToken(token)) return this.error(401, 'authError', 'Invalid Credentials');
    const queued = this.nextFailure();
    if (queued) return queued;
    const base = '/calendar/v3/calendars/primary/events';
    if (req.method === 'GET' && req.path === '/calendar/v3/users/me/calendarList/primary')
      return { json: { kind: 'calendar#calendarListEntry', id: 'owner@example.com', primary: true, accessRole: 'owner' } };
    if (req.method === 'GET' && req.path === base) return this.list(req);
    if (req.method === 'POST' && req.path === base) return this.write(req);
    if (req.method === 'POST' && req.path === `${base}/watch`) return this.watch(req);
    if (req.method === 'POST' && req.path === '/calendar/v3/channels/stop') {
      const body = req.json as { id?: string; resourceId?: string } | undefined;
      const ch = this.channels.find((c) => c.id === body?.id && c.resourceId === body.resourceId && !c.stopped);
      if (!ch) return this.error(404, 'notFound', `Channel '${String(body?.id)}' not found for project`);
      ch.stopped = true;
      return { status: 204 };
    }
    const one = new RegExp(`^${base}/([^/]+)$`).exec(req.path);
    if (one) {
      const id = decodeURIComponent(one[1]!);
      const ev = this.events.find((e) => e.id === id);
      if (req.method === 'GET') return ev ? { json: ev } : this.error(404, 'notFound', 'Not Found');
      if (req.method === 'PATCH') return this.write(req, id);
      if (req.method === 'DELETE') {
        if (!ev) return this.error(404, 'notFound', 'Not Found');
        if (ev.status === 'cancelled') return this.error(410, 'deleted', 'Resource has been deleted');
        this.deleteEvent(id);
        return { status: 204 };
      }
    }
    return this.error(404, 'notFound', `No route ${req.method} ${req.path}`);
  }
}
