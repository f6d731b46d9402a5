import { createHmac, randomBytes } from 'node:crypto';
import { FakeTool, type FakeReply, type RecordedRequest } from './fake-tool-server.js';

export type CloseRecord = Record<string, unknown>;

type CloseObject = 'contact' | 'lead' | 'opportunity' | 'activity/note' | 'user';

const PREFIX: Record<CloseObject, string> = { contact: 'cont', lead: 'lead', opportunity: 'oppo', 'activity/note': 'acti', user: 'user' };

/** Body keys each create/update accepts (developer.close.com resource pages); `custom.cf_*` keys are accepted too. */
const WRITABLE: Record<Exclude<CloseObject, 'user'>, string[]> = {
  contact: ['name', 'title', 'lead_id', 'emails', 'phones', 'urls'],
  lead: ['name', 'url', 'description', 'status_id', 'status', 'contacts', 'addresses'],
  opportunity: [
    'lead_id',
    'contact_id',
    'user_id',
    'status_id',
    'status',
    'note',
    'confidence',
    'value',
    'value_period',
    'value_currency',
    'date_won',
  ],
  'activity/note': ['lead_id', 'contact_id', 'note', 'note_html'],
};

/** Query parameters each list takes besides _skip/_limit/_fields (Close's API description). */
const LIST_PARAMS: Record<CloseObject, string[]> = {
  contact: ['lead_id'],
  lead: [],
  opportunity: ['lead_id', 'user_id', 'status_id', 'status_type', 'date_updated__gt', 'date_updated__gte', 'date_created__gt', '_order_by'],
  'activity/note': ['lead_id', 'contact_id', 'user_id', 'date_created__gt', 'date_created__lt'],
  user: [],
};

const MAX_LIMIT = 100;
const closeTime = (d: Date) => d.toISOString().replace(/\.(\d{3})Z$/, '.$1000+00:00');
const error = (status: number, message: string, extra: Record<string, unknown> = {}): FakeReply => ({
  status,
  json: { error: message, ...extra },
});

/**
 * Close as developer.close.com documents it, on 127.0.0.1 (standing in for api.close.com): paths under /api/v1 with
 * their trailing slash, `_skip`/`_limit` (at most 100, else 400) answered as `{data, has_more}`, PUT as a partial
 * update, values in cents, times as `2013-02-01T00:54:51.337000+00:00`. Auth: HTTP Basic with the API key as the
 * username and an empty password, or `Authorization: Bearer` (OAuth). Unknown query parameters and body fields are
 * refused with 400, as the API's validation does.
 */
export class FakeClose extends FakeTool {
  readonly objects: Record<CloseObject, Map<string, CloseRecord>> = {
    contact: new Map(),
    lead: new Map(),
    opportunity: new Map(),
    'activity/note': new Map(),
    user: new Map(),
  };
  readonly statuses = [
    { id: 'stat_active', label: 'Active', type: 'active', pipeline_id: 'pipe_sales' },
    { id: 'stat_won', label: 'Won', type: 'won', pipeline_id: 'pipe_sales' },
  ];
  private clock = Date.parse('2024-01-05T10:00:00Z');
  /** Webhook subscriptions (`POST /api/v1/webhook/`), by id; each has the hex `signature_key` Close signs with. */
  readonly webhooks = new Map<
    string,
    CloseRecord & { url: string; signature_key: string; events: { object_type: string; action: string }[] }
  >();

  constructor(
    readonly apiKey: string,
    readonly oauthToken = 'close-oauth-access-token',
  ) {
    super();
  }

  /** Each write moves the clock one minute, so date_updated orders writes. */
  private tick(): string {
    this.clock += 60_000;
    return closeTime(new Date(this.clock));
  }

  add(object: CloseObject, fields: CloseRecord): CloseRecord {
    const id = `${PREFIX[object]}_${randomBytes(16).toString('hex')}`;
    const at = this.tick();
    const rec: CloseRecord = { id, organization_id: 'orga_fake', date_created: at, date_updated: at, ...fields };
    this.objects[object].set(id, rec);
    return rec;
  }

  private authorized(req: RecordedRequest): boolean {
    const auth = req.headers.authorization ?? '';
    return auth === `Basic ${Buffer.from(`${this.apiKey}:`).toString('base64')}` || auth === `Bearer ${this.oauthToken}`;
  }

  /**
   * Sends one event to every subscription asking for it, signed as Close signs: `close-sig-hash` is the hex
   * HMAC-SHA256 of `close-sig-timestamp` (seconds) + the body, keyed by the hex-decoded `signature_key`.
   */
  async push(objectType: string, action: string, objectId: string): Promise<number[]> {
    const statuses: number[] = [];
    for (const hook of this.webhooks.values()) {
      if (!hook.events.some((e) => e.object_type === objectType && e.action === action)) continue;
      const body = JSON.stringify({
        subscription_id: hook.id,
        event: {
          id: `ev_${randomBytes(8).toString('hex')}`,
          organization_id: 'orga_fake',
          object_type: objectType,
          action,
          object_id: objectId,
          date_created: closeTime(new Date()),
          changed_fields: [],
          data: {},
          previous_data: {},
        },
      });
      const ts = String(Math.floor(Date.now() / 1000));
      const sig = createHmac('sha256', Buffer.from(hook.signature_key, 'hex'))
        .update(ts + body)
        .digest('hex');
      const res = await fetch(hook.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'close-sig-hash': sig, 'close-sig-timestamp': ts },
        body,
      });
      statuses.push(res.status);
    }
    return statuses;
  }

  /** `/api/v1/webhook/`: create (url and events required; the answer carries the signature_key), list, delete. */
  private webhook(req: RecordedRequest, id: string | undefined): FakeReply {
    if (!id && req.method === 'POST') {
      const b = (req.json ?? {}) as { url?: unknown; events?: unknown };
      if (typeof b.url !== 'string' || !/^https?:\/\//.test(b.url))
        return error(400, 'Invalid URL.', { 'field-errors': { url: 'Enter a valid URL.' } });
      const events = b.events;
      if (
        !Array.isArray(events) ||
        !events.length ||
        !events.every((e) => e && typeof e === 'object' && 'object_type' in e && 'action' in e)
      )
        return error(400, 'Invalid events.', { 'field-errors': { events: 'This field is required.' } });
      const at = closeTime(new Date());
      const hook = {
        id: `whsub_${randomBytes(11).toString('hex')}`,
        url: b.url,
        events: events as { object_type: string; action: string }[],
        status: 'active',
        verify_ssl: true,
        signature_key: randomBytes(32).toString('hex'),
        organization_id: 'orga_fake',
        date_created: at,
        date_updated: at,
      };
      this.webhooks.set(hook.id, hook);
      return { json: hook };
    }
    if (!id && req.method === 'GET') return { json: { data: [...this.webhooks.values()], has_more: false } };
    if (id && req.method === 'DELETE') {
      if (!this.webhooks.delete(id)) return error(404, 'Empty query: webhook matching query does not exist.');
      return { json: {} };
    }
    return error(405, 'Method not allowed.');
  }

  /** The event log's `deleted` entries (`GET /api/v1/event/`): one per object deleted, at the real time. */
  readonly deletedEvents: CloseRecord[] = [];

  /** Deletes an object as a user would in Close: gone from its listing, logged in the event log. */
  remove(object: Exclude<CloseObject, 'user'>, id: string): void {
    if (!this.objects[object].delete(id)) throw new Error(`no ${object} ${id}`);
    const at = closeTime(new Date());
    const type = object === 'activity/note' ? 'activity.note' : object;
    this.deletedEvents.push({
      id: `ev_${String(this.deletedEvents.length + 1)}`,
      object_type: type,
      object_id: id,
      action: 'deleted',
      date_created: at,
      date_updated: at,
    });
  }

  /**
   * The event log (developer.close.com/api/resources/events/list): `object_type` + `action` (a supported combination),
   * `date_updated__gte` / `__lte`; newest first, paged with `_cursor` / `cursor_next` (here: deleted events only).
   */
  private events(req: RecordedRequest): FakeReply {
    const q = req.query;
    const unknown = Object.keys(q).filter(
      (k) => !['object_type', 'action', 'date_updated__gte', 'date_updated__lte', '_cursor', '_limit'].includes(k),
    );
    if (unknown.length) return error(400, `Unknown query parameters: ${unknown.join(', ')}`);
    if (q.action && !q.object_type) return error(400, 'Unsupported filter combination.');
    let all = this.deletedEvents.filter((e) => (!q.object_type || e.object_type === q.object_type) && (!q.action || e.action === q.action));
    for (const [k, cmp] of [
      ['date_updated__gte', (a: number, b: number) => a >= b],
      ['date_updated__lte', (a: number, b: number) => a <= b],
    ] as const) {
      if (!q[k]) continue;
      const t = Date.parse(q[k]);
      if (Number.isNaN(t)) return error(400, `${k}: not a valid date.`);
      all = all.filter((e) => cmp(Date.parse(String(e.date_updated)), t));
    }
    all = [...all].reverse();
    const start = q._cursor ? Number(Buffer.from(q._cursor, 'base64url').toString()) : 0;
    const limit = Math.min(Number(q._limit ?? 50), 50);
    const data = all.slice(start, start + limit);
    const more = start + limit < all.length;
    return { json: { data, cursor_next: more ? Buffer.from(String(start + limit)).toString('base64url') : null, cursor_previous: null } };
  }

  protected handle(req: RecordedRequest): FakeReply {
    if (!this.authorized(req)) return error(401, 'Unauthorized: the API key or access token is invalid.');
    if (req.path === '/api/v1/event/' && req.method === 'GET') return this.events(req);
    const hook = /^\/api\/v1\/webhook\/(?:(whsub_[A-Za-z0-9]+)\/)?$/.exec(req.path);
    if (hook) return this.webhook(req, hook[1]);
    const m = /^\/api\/v1\/(me|contact|lead|opportunity|activity\/note|user|status\/opportunity)\/(?:([A-Za-z0-9_]+)\/)?$/.exec(req.path);
    if (!m) return error(404, 'Not found.');
    const [, kind, id] = m;
    if (kind === 'me') return { json: { id: 'user_me', email: 'me@example.com', first_name: 'Me', last_name: 'Myself' } };
    if (kind === 'status/opportunity') return { json: { data: this.statuses, has_more: false } };
    const object = kind as CloseObject;
    const store = this.objects[object];
    if (!id) {
      if (req.method === 'GET') return this.list(object, req);
      if (req.method === 'POST' && object !== 'user') return this.write(object, undefined, req);
      return error(405, 'Method not allowed.');
    }
    const rec = store.get(id);
    if (!rec) return error(404, `Empty query: ${object} matching query does not exist.`);
    if (req.method === 'GET') return { json: rec };
    if (req.method === 'PUT' && object !== 'user') return this.write(object, rec, req);
    if (req.method === 'DELETE' && object !== 'user') {
      this.remove(object, id);
      return { json: {} };
    }
    return error(405, 'Method not allowed.');
  }

  private list(object: CloseObject, req: RecordedRequest): FakeReply {
    const q = req.query;
    const unknown = Object.keys(q).filter((k) => !['_skip', '_limit', '_fields', ...LIST_PARAMS[object]].includes(k));
    if (unknown.length) return error(400, `Unknown query parameters: ${unknown.join(', ')}`);
    const skip = Number(q._skip ?? 0);
    const limit = Number(q._limit ?? MAX_LIMIT);
    if (!Number.isInteger(skip) || skip < 0 || !Number.isInteger(limit) || limit < 1) return error(400, 'Invalid _skip or _limit.');
    if (limit > MAX_LIMIT) return error(400, `_limit cannot be greater than ${MAX_LIMIT}.`);
    let all = [...this.objects[object].values()];
    if (q.lead_id) all = all.filter((r) => r.lead_id === q.lead_id);
    if (q.date_updated__gt) {
      const since = Date.parse(q.date_updated__gt);
      if (Number.isNaN(since)) return error(400, 'date_updated__gt: not a valid date.');
      all = all.filter((r) => Date.parse(String(r.date_updated)) > since);
    }
    if (q._order_by === 'date_updated') all.sort((a, b) => Date.parse(String(a.date_updated)) - Date.parse(String(b.date_updated)));
    const data = all.slice(skip, skip + limit);
    return { json: { data, has_more: skip + limit < all.length, ...(object === 'opportunity' ? { total_results: all.length } : {}) } };
  }

  private write(object: Exclude<CloseObject, 'user'>, current: CloseRecord | undefined, req: RecordedRequest): FakeReply {
    if (!(req.headers['content-type'] ?? '').startsWith('application/json')) return error(415, 'Use Content-Type: application/json.');
    const body = req.json as CloseRecord | undefined;
    if (!body || typeof body !== 'object' || Array.isArray(body)) return error(400, 'The body must be a JSON object.');
    const refused = Object.keys(body).filter((k) => !WRITABLE[object].includes(k) && !k.startsWith('custom.cf_'));
    if (refused.length)
      return error(400, 'Invalid fields.', { 'field-errors': Object.fromEntries(refused.map((k) => [k, 'This field cannot be set.'])) });
    if (object === 'opportunity' && body.value !== undefined && body.value !== null && !Number.isInteger(body.value))
      return error(400, 'Invalid fields.', { 'field-errors': { value: 'Value must be an integer number of cents.' } });
    if (object === 'lead' && !current && typeof body.name !== 'string')
      return error(400, 'Invalid fields.', { 'field-errors': { name: 'This field is required.' } });
    if (object === 'activity/note' && !current && typeof body.lead_id !== 'string')
      return error(400, 'Invalid fields.', { 'field-errors': { lead_id: 'This field is required.' } });
    if (current) {
      Object.assign(current, body, { date_updated: this.tick() });
      return { json: current };
    }
    const defaults: CloseRecord =
      object === 'contact'
        ? { name: null, title: null, lead_id: null, emails: [], phones: [], urls: [] }
        : object === 'opportunity'
          ? {
              note: '',
              value: null,
              value_currency: 'USD',
              value_period: 'one_time',
              status_id: 'stat_active',
              user_id: 'user_me',
              date_won: null,
              confidence: 0,
            }
          : object === 'lead'
            ? { url: null, description: '', status_id: 'stat_lead', contacts: [], opportunities: [], tasks: [] }
            : { user_id: 'user_me', contact_id: null, note_html: null };
    return { json: this.add(object, { ...defaults, ...body }) };
  }
}
