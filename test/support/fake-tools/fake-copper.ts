import { FakeTool, type FakeReply, type RecordedRequest } from './fake-tool-server.js';

export type CopperRecord = Record<string, unknown>;

type CopperObject = 'people' | 'companies' | 'leads' | 'opportunities' | 'users';

/** Body keys each create/update takes (developer.copper.com "Person/Company/Lead/Opportunity Properties"). */
const WRITABLE: Record<Exclude<CopperObject, 'users'>, string[]> = {
  people: [
    'name',
    'first_name',
    'last_name',
    'address',
    'assignee_id',
    'company_id',
    'contact_type_id',
    'details',
    'emails',
    'phone_numbers',
    'socials',
    'tags',
    'title',
    'websites',
    'custom_fields',
  ],
  companies: [
    'name',
    'address',
    'assignee_id',
    'contact_type_id',
    'details',
    'email_domain',
    'phone_numbers',
    'socials',
    'tags',
    'websites',
    'custom_fields',
  ],
  leads: [
    'name',
    'first_name',
    'last_name',
    'address',
    'assignee_id',
    'company_name',
    'customer_source_id',
    'details',
    'email',
    'monetary_value',
    'phone_numbers',
    'socials',
    'status',
    'status_id',
    'tags',
    'title',
    'websites',
    'custom_fields',
  ],
  opportunities: [
    'name',
    'assignee_id',
    'close_date',
    'company_id',
    'customer_source_id',
    'details',
    'loss_reason_id',
    'monetary_unit',
    'monetary_value',
    'pipeline_id',
    'pipeline_stage_id',
    'primary_contact_id',
    'priority',
    'status',
    'tags',
    'win_probability',
    'custom_fields',
  ],
};

/** Search body keys the fake understands besides filters it ignores (Copper's "List (Search)" pages). */
const SEARCH_KEYS = [
  'page_number',
  'page_size',
  'sort_by',
  'sort_direction',
  'minimum_modified_date',
  'maximum_modified_date',
  'ids',
  'name',
  'emails',
];
const MAX_PAGE_SIZE = 200;

/**
 * Copper as developer.copper.com documents it, on 127.0.0.1 (standing in for api.copper.com and app.copper.com):
 * paths under /developer_api/v1; every call needs X-PW-Application: developer_api and either X-PW-AccessToken +
 * X-PW-UserEmail (API key) or Authorization: Bearer (OAuth); JSON bodies with Content-Type application/json (else
 * 415); POST /<object>/search with page_number/page_size (at most 200) in the body, answering a bare array and the
 * total in X-PW-TOTAL; minimum_modified_date in Unix seconds; PUT as a partial update; times in Unix seconds; 429
 * after `rateLimit` calls in a window (Copper allows 180 a minute). OAuth: /oauth/token exchanges a code.
 */
export class FakeCopper extends FakeTool {
  readonly objects: Record<CopperObject, Map<string, CopperRecord>> = {
    people: new Map(),
    companies: new Map(),
    leads: new Map(),
    opportunities: new Map(),
    users: new Map(),
  };
  readonly pipelines = [
    {
      id: 213214,
      name: 'Sales',
      stages: [
        { id: 892, name: 'Qualified', win_probability: 5 },
        { id: 893, name: 'Proposal', win_probability: 50 },
      ],
    },
  ];
  /** Calls left before a 429 (undefined: no limit). */
  rateLimit: number | undefined;
  private nextId = 1000;
  private clock = Date.parse('2024-01-05T10:00:00Z') / 1000;

  constructor(
    readonly apiKey: string,
    readonly userEmail: string,
    readonly oauth = {
      clientId: 'copper-client-id',
      clientSecret: 'copper-client-secret',
      code: 'copper-code',
      token: 'copper-oauth-token',
    },
  ) {
    super();
  }

  /** Webhook subscriptions (`/developer_api/v1/webhooks`), by id, as Copper answers them. */
  readonly webhooks = new Map<
    number,
    { id: number; target: string; type: string; event: string; secret: Record<string, string>; created_at: number }
  >();

  /**
   * Sends one notification to every subscription of that type and event, as Copper does (developer.copper.com,
   * webhooks overview): `{subscription_id, type, event, ids, updated_attributes}` with the subscription's secret
   * pairs in the body; not signed. Answers the receivers' statuses.
   */
  async push(type: string, event: 'new' | 'update' | 'delete', ids: number[]): Promise<number[]> {
    const statuses: number[] = [];
    for (const w of this.webhooks.values()) {
      if (w.type !== type || w.event !== event) continue;
      const body = { subscription_id: w.id, type, event, ids, ...(event === 'update' ? { updated_attributes: {} } : {}), ...w.secret };
      const res = await fetch(w.target, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      statuses.push(res.status);
    }
    return statuses;
  }

  /** `POST /developer_api/v1/webhooks` (target, type, event required; 422 otherwise), `DELETE .../:id`. */
  private webhook(req: RecordedRequest, id: string | undefined): FakeReply {
    if (!id && req.method === 'POST') {
      const b = (req.json ?? {}) as Record<string, unknown>;
      const types = ['lead', 'person', 'company', 'opportunity', 'project', 'task', 'activity_log'];
      if (
        typeof b.target !== 'string' ||
        !/^https?:\/\//.test(b.target) ||
        !types.includes(String(b.type)) ||
        !['new', 'update', 'delete'].includes(String(b.event))
      )
        return { status: 422, json: { success: false, status: 422, message: 'Invalid input' } };
      const secret =
        b.secret && typeof b.secret === 'object' ? Object.fromEntries(Object.entries(b.secret).map(([k, v]) => [k, String(v)])) : {};
      const hook = { id: this.nextId++, target: b.target, type: String(b.type), event: String(b.event), secret, created_at: this.tick() };
      this.webhooks.set(hook.id, hook);
      return { json: hook };
    }
    const hook = id ? this.webhooks.get(Number(id)) : undefined;
    if (!hook) return { status: 404, json: { success: false, status: 404, message: 'Resource not found' } };
    if (req.method === 'GET') return { json: hook };
    if (req.method === 'DELETE') {
      this.webhooks.delete(hook.id);
      return { json: { id: hook.id, is_deleted: true } };
    }
    return { status: 405, json: { success: false, status: 405, message: 'Method not allowed' } };
  }

  /** Each write moves the clock one minute, so date_modified orders writes. */
  private tick(): number {
    this.clock += 60;
    return this.clock;
  }

  add(object: CopperObject, fields: CopperRecord): CopperRecord {
    const at = this.tick();
    const rec: CopperRecord = { id: this.nextId++, date_created: at, date_modified: at, ...fields };
    this.objects[object].set(String(rec.id), rec);
    return rec;
  }

  private authorized(req: RecordedRequest): boolean {
    if (req.headers['x-pw-application'] !== 'developer_api') return false;
    if (req.headers.authorization === `Bearer ${this.oauth.token}`) return true;
    return req.headers['x-pw-accesstoken'] === this.apiKey && req.headers['x-pw-useremail'] === this.userEmail;
  }

  protected handle(req: RecordedRequest): FakeReply {
    if (req.path === '/oauth/token') return this.token(req);
    if (this.rateLimit !== undefined && this.rateLimit-- <= 0)
      return { status: 429, json: { success: false, status: 429, message: 'Rate limit exceeded' } };
    if (!this.authorized(req)) return { status: 401, json: { success: false, status: 401, message: 'API Key or User Email is invalid' } };
    if (req.method !== 'GET' && req.method !== 'DELETE' && !(req.headers['content-type'] ?? '').startsWith('application/json'))
      return { status: 415, json: { success: false, status: 415, message: 'Unsupported Media Type' } };
    if (req.path === '/developer_api/v1/account') return { json: { id: 48, name: 'Acme Ltd' } };
    if (req.path === '/developer_api/v1/pipelines' && req.method === 'GET') return { json: this.pipelines };
    const hook = /^\/developer_api\/v1\/webhooks(?:\/(\d+))?$/.exec(req.path);
    if (hook) return this.webhook(req, hook[1]);
    const m = /^\/developer_api\/v1\/(people|companies|leads|opportunities|users)(?:\/(search|\d+))?$/.exec(req.path);
    if (!m) return { status: 404, json: { success: false, status: 404, message: 'Resource not found' } };
    const object = m[1] as CopperObject;
    const rest = m[2];
    if (rest === 'search' && req.method === 'POST') return this.search(object, req);
    if (rest === undefined && req.method === 'POST' && object !== 'users') return this.write(object, undefined, req);
    if (rest === undefined || rest === 'search')
      return { status: 405, json: { success: false, status: 405, message: 'Method Not Allowed' } };
    const rec = this.objects[object].get(rest);
    if (!rec) return { status: 404, json: { success: false, status: 404, message: 'Resource not found' } };
    if (req.method === 'GET') return { json: rec };
    if (req.method === 'PUT' && object !== 'users') return this.write(object, rec, req);
    if (req.method === 'DELETE' && object !== 'users') {
      this.objects[object].delete(rest);
      return { json: { id: rec.id, is_deleted: true } };
    }
    return { status: 405, json: { success: false, status: 405, message: 'Method Not Allowed' } };
  }

  private token(req: RecordedRequest): FakeReply {
    const form = new URLSearchParams(req.body);
    if (form.get('grant_type') !== 'authorization_code' || form.get('code') !== this.oauth.code)
      return { status: 400, json: { error: 'invalid_grant' } };
    if (form.get('client_id') !== this.oauth.clientId || form.get('client_secret') !== this.oauth.clientSecret)
      return { status: 401, json: { error: 'invalid_client' } };
    return { json: { access_token: this.oauth.token, token_type: 'Bearer', scope: 'developer/v1/all' } };
  }

  private search(object: CopperObject, req: RecordedRequest): FakeReply {
    const body = (req.json ?? {}) as Record<string, unknown>;
    const unknown = Object.keys(body).filter((k) => !SEARCH_KEYS.includes(k));
    if (unknown.length)
      return { status: 422, json: { success: false, status: 422, message: `Invalid search parameters: ${unknown.join(', ')}` } };
    const page = Number(body.page_number ?? 1);
    const size = Number(body.page_size ?? 20);
    if (!Number.isInteger(page) || page < 1 || !Number.isInteger(size) || size < 1 || size > MAX_PAGE_SIZE)
      return { status: 422, json: { success: false, status: 422, message: `page_size must be between 1 and ${MAX_PAGE_SIZE}` } };
    let all = [...this.objects[object].values()];
    if (body.minimum_modified_date !== undefined) {
      if (typeof body.minimum_modified_date !== 'number')
        return { status: 422, json: { success: false, status: 422, message: 'minimum_modified_date must be a Unix timestamp' } };
      all = all.filter((r) => Number(r.date_modified) >= (body.minimum_modified_date as number));
    }
    if (body.sort_by === 'date_modified') all.sort((a, b) => Number(a.date_modified) - Number(b.date_modified));
    if (body.sort_direction === 'desc') all.reverse();
    return { headers: { 'X-PW-TOTAL': String(all.length) }, json: all.slice((page - 1) * size, page * size) };
  }

  private write(object: Exclude<CopperObject, 'users'>, current: CopperRecord | undefined, req: RecordedRequest): FakeReply {
    const body = req.json as CopperRecord | undefined;
    if (!body || typeof body !== 'object' || Array.isArray(body))
      return { status: 400, json: { success: false, status: 400, message: 'Invalid input' } };
    const refused = Object.keys(body).filter((k) => !WRITABLE[object].includes(k));
    if (refused.length) return { status: 422, json: { success: false, status: 422, message: `Unknown fields: ${refused.join(', ')}` } };
    if (
      object === 'opportunities' &&
      body.close_date !== undefined &&
      body.close_date !== null &&
      !/^\d{2}\/\d{2}\/\d{4}$/.test(String(body.close_date))
    )
      return { status: 422, json: { success: false, status: 422, message: 'close_date must be MM/DD/YYYY' } };
    for (const id of ['company_id', 'assignee_id', 'pipeline_stage_id'])
      if (body[id] !== undefined && body[id] !== null && typeof body[id] !== 'number')
        return { status: 422, json: { success: false, status: 422, message: `${id} must be a number` } };
    if (current) {
      Object.assign(current, body, { date_modified: this.tick() });
      return { json: current };
    }
    if (object === 'people' && !body.name && !body.first_name)
      return { status: 422, json: { success: false, status: 422, message: 'name is required' } };
    const defaults: CopperRecord =
      object === 'people'
        ? {
            name: [body.first_name, body.last_name].filter(Boolean).join(' '),
            emails: [],
            phone_numbers: [],
            title: null,
            company_id: null,
            assignee_id: null,
          }
        : object === 'opportunities'
          ? { status: 'Open', monetary_unit: 'USD', pipeline_id: 213214, assignee_id: null, company_id: null }
          : {};
    return { json: this.add(object, { ...defaults, ...body }) };
  }
}
