import { createHmac } from 'node:crypto';
import { FailableFakeTool, type FakeReply, type RecordedRequest } from './fake-tool-server.js';

export type SalesloftRecord = Record<string, unknown> & { id: number };

/** Salesloft's real origin: embedded refs carry `_href` on it. */
export const SALESLOFT_ORIGIN = 'https://api.salesloft.com';

const COLLECTIONS = ['users', 'people', 'accounts', 'cadences'] as const;
type Collection = (typeof COLLECTIONS)[number];

/** Fields a create/update body may carry (OAS upsert bodies, docs/vendors/salesloft.md §6). */
const WRITABLE: Partial<Record<Collection, string[]>> = {
  people: [
    'email_address',
    'first_name',
    'last_name',
    'phone',
    'phone_extension',
    'mobile_phone',
    'home_phone',
    'secondary_email_address',
    'personal_email_address',
    'title',
    'city',
    'state',
    'country',
    'work_city',
    'work_state',
    'work_country',
    'linkedin_url',
    'person_company_name',
    'person_company_website',
    'person_company_industry',
    'job_seniority',
    'do_not_contact',
    'locale',
    'tags',
    'custom_fields',
    'account_id',
    'owner_id',
    'import_id',
    'person_stage_id',
    'crm_id',
    'crm_id_type',
  ],
  accounts: [
    'name',
    'domain',
    'conversational_name',
    'description',
    'phone',
    'website',
    'linkedin_url',
    'twitter_handle',
    'street',
    'city',
    'state',
    'postal_code',
    'country',
    'locale',
    'industry',
    'company_type',
    'founded',
    'revenue_range',
    'size',
    'do_not_contact',
    'tags',
    'custom_fields',
    'owner_id',
    'company_stage_id',
    'account_tier_id',
    'crm_id',
    'crm_id_type',
  ],
};
/** `sort_by` values the list endpoints accept (people per OAS; the others take the timestamps). */
const SORT_BY: Record<Collection, string[]> = {
  people: [
    'created_at',
    'updated_at',
    'last_contacted_at',
    'name',
    'title',
    'job_seniority',
    'call_count',
    'sent_emails',
    'clicked_emails',
    'replied_emails',
    'viewed_emails',
    'account',
    'cadence_stage_name',
  ],
  users: ['created_at', 'updated_at'],
  accounts: ['created_at', 'updated_at', 'last_contacted_at', 'name', 'domain'],
  cadences: ['created_at', 'updated_at', 'name'],
};

const ref = (type: string, id: number | null | undefined) =>
  id === null || id === undefined ? null : { _href: `${SALESLOFT_ORIGIN}/v2/${type}/${id}`, id };
const unprocessable = (errors: Record<string, string[]>): FakeReply => ({ status: 422, json: { errors } });

/** Salesloft's datetime form: microseconds and the account's offset (US/Eastern in winter here, -05:00). */
function salesloftTime(d: Date): string {
  const shifted = new Date(d.getTime() - 5 * 3600_000).toISOString(); // wall clock at -05:00
  return `${shifted.slice(0, 23)}000-05:00`;
}

/**
 * Salesloft API v2 as docs/vendors/salesloft.md documents it, on 127.0.0.1: only the `.json` paths the OAS
 * routes (`/v2/people.json`, `/v2/people/{id}.json`), the live envelope (`{metadata:{paging,...}, data:[...]}`,
 * `{data:{...}}`), `page`/`per_page` (1..100, default 25) with `metadata.paging.next_page` (null on the last
 * page), `sort_by`/`sort_direction` (default updated_at DESC), integer ids, microsecond datetimes with offsets,
 * embedded refs `{_href, id}` read back for `account_id`/`owner_id` writes, JSON create (200, full record) and
 * partial PUT (accounts: name and domain required in every PUT body), 204 on delete, `{"error":"Not Found"}` and 422 `{"errors":{field:[msg]}}`. Bearer token required.
 */
export class FakeSalesloft extends FailableFakeTool {
  readonly store: Record<Collection, Map<number, SalesloftRecord>> = Object.fromEntries(COLLECTIONS.map((c) => [c, new Map()])) as Record<
    Collection,
    Map<number, SalesloftRecord>
  >;
  private nextId = 1000;

  constructor(readonly token: string) {
    super();
  }

  add(collection: Collection, fields: Record<string, unknown>, at = '2024-03-05T12:22:10.123456-05:00'): SalesloftRecord {
    const id = this.nextId++;
    const rec: SalesloftRecord = { ...fields, id, created_at: fields.created_at ?? at, updated_at: fields.updated_at ?? at };
    if (collection === 'people') rec.display_name = [rec.first_name, rec.last_name].filter(Boolean).join(' ');
    this.store[collection].set(id, rec);
    return rec;
  }

  /** Webhook subscriptions (`/v2/webhook_subscriptions`), by id, as Salesloft answers them. */
  readonly subscriptions = new Map<
    number,
    { id: number; callback_url: string; callback_token: string; event_type: string; enabled: boolean }
  >();
  private nextSubscriptionId = 900;

  /**
   * Delivers one event to every enabled subscription of its type, as Salesloft does ("Delivery Headers"): a POST of
   * the record with x-salesloft-event and x-salesloft-signature, the hex HMAC-SHA1 of the body keyed by the
   * subscription's callback_token. Answers the receivers' statuses.
   */
  async push(eventType: string, record: Record<string, unknown>): Promise<number[]> {
    const statuses: number[] = [];
    for (const s of this.subscriptions.values()) {
      if (!s.enabled || s.event_type !== eventType) continue;
      const body = JSON.stringify(record);
      const res = await fetch(s.callback_url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-salesloft-event': eventType,
          'x-salesloft-signature': createHmac('sha1', s.callback_token).update(body).digest('hex'),
        },
        body,
      });
      statuses.push(res.status);
    }
    return statuses;
  }

  /** `POST /v2/webhook_subscriptions` (callback_url and event_type required; 201 `{data}`), `DELETE .../:id` (204). */
  private subscription(req: RecordedRequest, id: string | undefined): FakeReply {
    if (!id && req.method === 'POST') {
      const b = (req.json ?? {}) as Record<string, unknown>;
      const errors: Record<string, string[]> = {};
      if (typeof b.callback_url !== 'string' || !/^https?:\/\//.test(b.callback_url)) errors.callback_url = ["can't be blank"];
      if (typeof b.event_type !== 'string' || b.event_type === '') errors.event_type = ["can't be blank"];
      if (Object.keys(errors).length) return { status: 422, json: { errors } };
      const sub = {
        id: this.nextSubscriptionId++,
        callback_url: String(b.callback_url),
        callback_token: typeof b.callback_token === 'string' ? b.callback_token : '',
        event_type: String(b.event_type),
        enabled: true,
        user_guid: 'a1b2c3d4-0000-4000-8000-000000000001',
        tenant_id: 1,
      };
      this.subscriptions.set(sub.id, sub);
      return { status: 201, json: { data: sub } };
    }
    const sub = id ? this.subscriptions.get(Number(id)) : undefined;
    if (!sub) return { status: 404, json: { error: 'Not Found' } };
    if (req.method === 'GET') return { json: { data: sub } };
    if (req.method === 'DELETE') {
      this.subscriptions.delete(sub.id);
      return { status: 204 };
    }
    return { status: 405, json: { error: 'Method Not Allowed' } };
  }

  protected handle(req: RecordedRequest): FakeReply {
    if (req.headers.authorization !== `Bearer ${this.token}`) return { status: 401, json: { error: 'Not authorized' } };
    const failure = this.nextFailure();
    if (failure) return failure;
    const headers = { 'x-ratelimit-endpoint-cost': '1', 'x-ratelimit-remaining-minute': '599' };
    const withHeaders = (r: FakeReply): FakeReply => ({ ...r, headers: { ...headers, ...(r.headers ?? {}) } });
    const hook = /^\/v2\/webhook_subscriptions(?:\/(\d+))?(?:\.json)?$/.exec(req.path);
    if (hook) return withHeaders(this.subscription(req, hook[1]));
    let m = /^\/v2\/([a-z_]+)\.json$/.exec(req.path);
    if (m && (COLLECTIONS as readonly string[]).includes(m[1]!)) {
      const c = m[1] as Collection;
      if (req.method === 'GET') return withHeaders(this.list(c, req.query));
      if (req.method === 'POST' && WRITABLE[c]) return withHeaders(this.create(c, req));
      return { status: 405, json: { error: 'Method Not Allowed' } };
    }
    m = /^\/v2\/([a-z_]+)\/(\d+)\.json$/.exec(req.path);
    if (m && (COLLECTIONS as readonly string[]).includes(m[1]!)) {
      const c = m[1] as Collection;
      const rec = this.store[c].get(Number(m[2]));
      if (!rec) return { status: 404, json: { error: 'Not Found' } };
      if (req.method === 'GET') return withHeaders({ json: { data: rec } });
      if (req.method === 'PUT' && WRITABLE[c]) return withHeaders(this.update(c, rec, req));
      if (req.method === 'DELETE' && c === 'people') {
        this.store[c].delete(rec.id);
        return withHeaders({ status: 204 });
      }
      return { status: 405, json: { error: 'Method Not Allowed' } };
    }
    return { status: 404, json: { error: 'Not Found' } };
  }

  private list(c: Collection, q: Record<string, string>): FakeReply {
    const page = q.page === undefined ? 1 : Number(q.page);
    const perPage = q.per_page === undefined ? 25 : Number(q.per_page);
    if (!Number.isInteger(page) || page < 1) return unprocessable({ page: ['must be greater than 0'] });
    if (!Number.isInteger(perPage) || perPage < 1 || perPage > 100) return unprocessable({ per_page: ['must be in 1..100'] });
    const sortBy = q.sort_by ?? 'updated_at';
    const dir = q.sort_direction ?? 'DESC';
    if (!SORT_BY[c].includes(sortBy)) return unprocessable({ sort_by: ['is not included in the list'] });
    if (dir !== 'ASC' && dir !== 'DESC') return unprocessable({ sort_direction: ['is not included in the list'] });
    const key = (r: SalesloftRecord) => String(r[sortBy] ?? '');
    // Salesloft sorts on the instant; ties fall back to id so pages never overlap.
    const instant = (r: SalesloftRecord) => (sortBy.endsWith('_at') ? Date.parse(key(r)) : 0);
    const all = [...this.store[c].values()].sort((a, b) => {
      const d = sortBy.endsWith('_at') ? instant(a) - instant(b) : key(a).localeCompare(key(b));
      return (dir === 'ASC' ? d : -d) || a.id - b.id;
    });
    const data = all.slice((page - 1) * perPage, page * perPage);
    const more = page * perPage < all.length;
    const paging: Record<string, unknown> = {
      per_page: perPage,
      current_page: page,
      next_page: more ? page + 1 : null,
      prev_page: page > 1 ? page - 1 : null,
    };
    if (q.include_paging_counts === 'true')
      Object.assign(paging, { total_pages: Math.ceil(all.length / perPage), total_count: all.length });
    return { json: { metadata: { filtering: {}, paging, sorting: { sort_by: sortBy, sort_direction: dir } }, data } };
  }

  /** Applies a JSON body; an error reply when a field is unknown or badly typed. */
  private apply(c: Collection, rec: Record<string, unknown>, body: unknown): FakeReply | undefined {
    if (!body || typeof body !== 'object' || Array.isArray(body))
      return { status: 400, json: { error: 'Request body must be a JSON object' } };
    for (const [k, v] of Object.entries(body)) {
      if (!WRITABLE[c]!.includes(k)) return unprocessable({ [k]: ['is not a permitted attribute'] });
      if (k === 'tags' && (!Array.isArray(v) || v.some((t) => typeof t !== 'string')))
        return unprocessable({ tags: ['must be an array of strings'] });
      if (k === 'domain' && typeof v === 'string' && v.includes('://')) return unprocessable({ domain: ['must not include a scheme'] });
      if (k === 'account_id') rec.account = ref('accounts', v as number | null);
      else if (k === 'owner_id') rec.owner = ref('users', v as number | null);
      else rec[k] = v;
    }
    return undefined;
  }

  private create(c: Collection, req: RecordedRequest): FakeReply {
    if (!(req.headers['content-type'] ?? '').startsWith('application/json'))
      return { status: 400, json: { error: 'Expected a JSON body' } };
    const now = salesloftTime(new Date());
    const rec: Record<string, unknown> = { created_at: now, updated_at: now };
    if (c === 'people') Object.assign(rec, { account: null, owner: null, do_not_contact: false, tags: [], custom_fields: {} });
    if (c === 'accounts') Object.assign(rec, { owner: null, archived_at: null, tags: [], custom_fields: {} });
    const bad = this.apply(c, rec, req.json);
    if (bad) return bad;
    if (c === 'people') {
      if (!rec.email_address && !(rec.phone && rec.last_name)) return unprocessable({ email_address: ["can't be blank"] });
      const taken = [...this.store.people.values()].some((p) => p.email_address === rec.email_address);
      if (rec.email_address && taken) return unprocessable({ email_address: ['has already been taken'] });
    }
    if (c === 'accounts') {
      if (!rec.name) return unprocessable({ name: ["can't be blank"] });
      if (!rec.domain) return unprocessable({ domain: ["can't be blank"] });
    }
    return { json: { data: this.add(c, rec) } };
  }

  private update(c: Collection, rec: SalesloftRecord, req: RecordedRequest): FakeReply {
    if (!(req.headers['content-type'] ?? '').startsWith('application/json'))
      return { status: 400, json: { error: 'Expected a JSON body' } };
    // Salesloft's API description lists name and domain as required in the account PUT body: a body without
    // them is refused, whatever the stored record holds.
    if (c === 'accounts') {
      const body = (req.json ?? {}) as Record<string, unknown>;
      const missing = ['name', 'domain'].filter((k) => body[k] === undefined);
      if (missing.length) return unprocessable(Object.fromEntries(missing.map((k) => [k, ["can't be blank"]])));
    }
    const next: Record<string, unknown> = { ...rec };
    const bad = this.apply(c, next, req.json);
    if (bad) return bad;
    Object.assign(rec, next, { updated_at: salesloftTime(new Date()) });
    if (c === 'people') rec.display_name = [rec.first_name, rec.last_name].filter(Boolean).join(' ');
    return { json: { data: rec } };
  }
}
