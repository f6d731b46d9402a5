import { randomUUID } from 'node:crypto';
import { FailableFakeTool, type FakeReply, type RecordedRequest } from './fake-tool-server.js';

export type PdRecord = Record<string, unknown>;

const INFO = 'Please check developers.pipedrive.com for more information about Pipedrive API.';
/** v1 error envelope (docs/vendors/pipedrive.md §4); v2 errors share `success:false` + `error`. */
const fail = (status: number, error: string, extra: Record<string, unknown> = {}): FakeReply => ({
  status,
  json: { success: false, error, ...extra, error_info: INFO, data: null, additional_data: null },
});

/** v2 timestamps are RFC 3339 UTC without milliseconds; most v1 ones are `YYYY-MM-DD HH:MM:SS` UTC. */
const v2Time = (d: Date | string) => new Date(d).toISOString().replace(/\.\d{3}Z$/, 'Z');
const v1Time = (d: Date | string) =>
  new Date(d)
    .toISOString()
    .replace('T', ' ')
    .replace(/\.\d{3}Z$/, '');

interface V2Spec {
  required: string;
  /** body keys the v2 endpoint accepts, with a check of each value */
  writable: Record<string, (v: unknown) => boolean>;
}
const int = (v: unknown) => v === null || Number.isInteger(v);
const str = (v: unknown) => v === null || typeof v === 'string';
const num = (v: unknown) => v === null || typeof v === 'number';
const contacts = (v: unknown) =>
  Array.isArray(v) && v.every((x) => x && typeof x === 'object' && typeof (x as PdRecord).value === 'string');
const ymd = (v: unknown) => v === null || (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v));
const V2: Record<string, V2Spec> = {
  persons: {
    required: 'name',
    writable: {
      name: str,
      owner_id: int,
      org_id: int,
      job_title: str,
      emails: contacts,
      phones: contacts,
      visible_to: int,
      label_ids: Array.isArray,
      add_time: str,
      custom_fields: (v) => typeof v === 'object',
    },
  },
  organizations: {
    required: 'name',
    writable: {
      name: str,
      owner_id: int,
      website: str,
      address: (v) => typeof v === 'object',
      visible_to: int,
      label_ids: Array.isArray,
      add_time: str,
      custom_fields: (v) => typeof v === 'object',
    },
  },
  deals: {
    required: 'title',
    writable: {
      title: str,
      owner_id: int,
      person_id: int,
      org_id: int,
      pipeline_id: int,
      stage_id: int,
      value: num,
      currency: str,
      status: str,
      expected_close_date: ymd,
      probability: num,
      lost_reason: str,
      visible_to: int,
      label_ids: Array.isArray,
      add_time: str,
      custom_fields: (v) => typeof v === 'object',
    },
  },
};
const NOTE_WRITABLE: Record<string, (v: unknown) => boolean> = {
  content: str,
  lead_id: str,
  deal_id: int,
  person_id: int,
  org_id: int,
  project_id: int,
  user_id: int,
  add_time: str,
  pinned_to_lead_flag: int,
  pinned_to_deal_flag: int,
  pinned_to_organization_flag: int,
  pinned_to_person_flag: int,
};

/**
 * Pipedrive as docs/vendors/pipedrive.md documents it, on 127.0.0.1 (standing in for the company `api_domain` or
 * api.pipedrive.com): v2 persons/organizations/deals (`{success, data}`, `limit` ≤ 500 and an opaque `cursor`,
 * `additional_data.next_cursor` null at the end, PATCH updates, RFC 3339 times), v1 leads and notes (`start`/`limit`
 * offset paging in `additional_data.pagination`, `data: null` when empty), v1 users and filters (one page, no
 * paging). Auth: `Authorization: Bearer` (OAuth) or `x-api-token`. Errors are `{success:false, error, …}`.
 */
export class FakePipedrive extends FailableFakeTool {
  readonly v2: Record<string, Map<number, PdRecord>> = { persons: new Map(), organizations: new Map(), deals: new Map() };
  readonly leads = new Map<string, PdRecord>();
  readonly notes = new Map<number, PdRecord>();
  readonly users: PdRecord[] = [];
  readonly filters: PdRecord[] = [];
  /** Person fields (`GET /api/v1/personFields`): custom ones have a 40-character hash as `key`. */
  readonly personFields: { id: number; key: string; name: string; field_type: string; edit_flag: boolean }[] = [
    { id: 9001, key: 'name', name: 'Name', field_type: 'varchar', edit_flag: false },
    { id: 9002, key: 'job_title', name: 'Job title', field_type: 'varchar', edit_flag: false },
  ];
  /** Webhooks made with `POST /api/v1/webhooks` (docs/vendors/pipedrive.md §8), by id. */
  readonly webhooks = new Map<number, PdRecord>();
  /** Pipedrive's documented limit: 40 webhooks per user. */
  webhookLimit = 40;
  private nextId = 100;

  constructor(readonly token: string) {
    super();
  }

  /**
   * Sends a webhooks v2 delivery of one change to every active webhook whose event matches (`*` matches all), with
   * the webhook's http_auth_user / http_auth_password as HTTP Basic credentials, as Pipedrive does. Answers the
   * receivers' statuses.
   */
  async push(entity: string, action: 'create' | 'change' | 'delete', id: number, data: PdRecord = {}): Promise<number[]> {
    const statuses: number[] = [];
    for (const hook of this.webhooks.values()) {
      const matches = (want: unknown, got: string) => want === '*' || want === got;
      if (hook.is_active !== 1 || !matches(hook.event_object, entity) || !matches(hook.event_action, action)) continue;
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (hook.http_auth_user || hook.http_auth_password)
        headers.authorization = `Basic ${Buffer.from(`${String(hook.http_auth_user ?? '')}:${String(hook.http_auth_password ?? '')}`).toString('base64')}`;
      const body = {
        data: action === 'delete' ? null : { id, ...data },
        previous: null,
        meta: {
          action,
          entity,
          entity_id: String(id),
          company_id: '12882925',
          correlation_id: randomUUID(),
          id: randomUUID(),
          is_bulk_edit: false,
          timestamp: new Date().toISOString(),
          type: 'general',
          user_id: '123',
          version: '2.0',
          webhook_id: String(hook.id),
          webhook_owner_id: '123',
          attempt: 1,
          host: 'company.pipedrive.com',
        },
      };
      const res = await fetch(String(hook.subscription_url), { method: 'POST', headers, body: JSON.stringify(body) });
      statuses.push(res.status);
    }
    return statuses;
  }

  /** `POST /api/v1/webhooks`: subscription_url, event_action and event_object are required. */
  private createWebhook(body: unknown): FakeReply {
    const b = (body && typeof body === 'object' ? body : {}) as PdRecord;
    for (const k of ['subscription_url', 'event_action', 'event_object'])
      if (typeof b[k] !== 'string' || b[k] === '') return fail(400, `Validation failed: ${k}: Parameter is required`);
    if (!/^https?:\/\//.test(String(b.subscription_url))) return fail(400, 'Validation failed: subscription_url: Invalid URL');
    const version = b.version ?? '1.0';
    const actions = version === '2.0' ? ['create', 'change', 'delete', '*'] : ['added', 'updated', 'merged', 'deleted', '*'];
    if (!actions.includes(String(b.event_action))) return fail(400, 'Validation failed: event_action');
    // The error text is the fake's own; the limit is Pipedrive's (40 webhooks per user).
    if (this.webhooks.size >= this.webhookLimit) return fail(400, `Webhooks limit reached: at most ${this.webhookLimit} webhooks per user`);
    const id = this.nextId++;
    const hook: PdRecord = {
      id,
      company_id: 12882925,
      owner_id: 123,
      user_id: 123,
      event_action: b.event_action,
      event_object: b.event_object,
      subscription_url: b.subscription_url,
      is_active: 1,
      add_time: v1Time(new Date()),
      remove_time: null,
      type: 'general',
      http_auth_user: b.http_auth_user ?? null,
      http_auth_password: b.http_auth_password ?? null,
      admin_id: 123,
      last_delivery_time: null,
      last_http_status: null,
      version,
    };
    this.webhooks.set(id, hook);
    return { status: 201, json: { status: 'ok', success: true, data: hook } };
  }

  /** A v2 record as Pipedrive stores it; a person's first/last name derive from `name`. */
  addV2(type: 'persons' | 'organizations' | 'deals', fields: PdRecord, at = '2024-01-05T10:00:00Z'): PdRecord {
    const id = this.nextId++;
    const base: PdRecord =
      type === 'persons'
        ? {
            id,
            name: null,
            first_name: null,
            last_name: null,
            owner_id: 123,
            org_id: null,
            job_title: null,
            emails: [],
            phones: [],
            is_deleted: false,
            visible_to: 3,
            label_ids: [],
            picture_id: null,
            custom_fields: {},
          }
        : type === 'organizations'
          ? {
              id,
              name: null,
              owner_id: 123,
              website: null,
              is_deleted: false,
              visible_to: 3,
              label_ids: [],
              address: null,
              custom_fields: {},
            }
          : {
              id,
              title: null,
              owner_id: 123,
              person_id: null,
              org_id: null,
              pipeline_id: 1,
              stage_id: 1,
              value: 0,
              currency: 'EUR',
              status: 'open',
              expected_close_date: null,
              is_deleted: false,
              is_archived: false,
              visible_to: 3,
              label_ids: [],
              custom_fields: {},
            };
    const rec: PdRecord = { ...base, ...fields, add_time: v2Time(at), update_time: v2Time(at) };
    if (type === 'persons') this.deriveNames(rec);
    this.v2[type]!.set(id, rec);
    return rec;
  }

  addLead(fields: PdRecord, at = '2024-01-05T10:00:00.000Z'): PdRecord {
    const id = randomUUID();
    const rec: PdRecord = {
      id,
      title: null,
      owner_id: 123,
      creator_id: 123,
      label_ids: [],
      person_id: null,
      organization_id: null,
      source_name: 'API',
      origin: 'API',
      is_archived: false,
      was_seen: false,
      value: null,
      expected_close_date: null,
      next_activity_id: null,
      ...fields,
      add_time: new Date(at).toISOString(),
      update_time: new Date(at).toISOString(),
      visible_to: '3',
      cc_email: 'co+lead@pipedrivemail.com',
    };
    this.leads.set(id, rec);
    return rec;
  }

  addNote(fields: PdRecord, at = '2024-01-05T10:00:00Z'): PdRecord {
    const id = this.nextId++;
    const rec: PdRecord = {
      id,
      user_id: 123,
      person_id: null,
      org_id: null,
      deal_id: null,
      lead_id: null,
      content: '',
      ...fields,
      add_time: v1Time(at),
      update_time: v1Time(at),
      active_flag: true,
      pinned_to_person_flag: false,
      pinned_to_deal_flag: false,
      pinned_to_organization_flag: false,
      pinned_to_lead_flag: false,
      last_update_user_id: null,
    };
    this.notes.set(id, rec);
    return rec;
  }

  private deriveNames(rec: PdRecord): void {
    const parts = String(rec.name ?? '')
      .trim()
      .split(/\s+/);
    rec.first_name = parts[0] || null;
    rec.last_name = parts.slice(1).join(' ') || null;
  }

  protected handle(req: RecordedRequest): FakeReply {
    if (req.headers.authorization !== `Bearer ${this.token}` && req.headers['x-api-token'] !== this.token)
      return fail(401, 'unauthorized access', { errorCode: 401 });
    const failure = this.nextFailure();
    if (failure) return failure;
    const p = req.path;
    let m = /^\/api\/v2\/(persons|organizations|deals)$/.exec(p);
    if (m) {
      if (req.method === 'GET') return this.v2List(m[1]!, req.query);
      if (req.method === 'POST') return this.v2Write(m[1]!, undefined, req.json);
    }
    m = /^\/api\/v2\/(persons|organizations|deals)\/([^/]+)$/.exec(p);
    if (m) {
      const rec = this.v2[m[1]!]!.get(Number(m[2]));
      if (!rec || rec.is_deleted === true) return fail(404, `${m[1]!.replace(/s$/, '').replace(/^./, (c) => c.toUpperCase())} not found`);
      if (req.method === 'GET') return { json: { success: true, data: rec } };
      if (req.method === 'PATCH') return this.v2Write(m[1]!, rec, req.json);
      if (req.method === 'DELETE') {
        rec.is_deleted = true;
        return { json: { success: true, data: { id: rec.id } } };
      }
    }
    if (p === '/api/v1/leads' && req.method === 'GET')
      return this.v1Page(
        [...this.leads.values()].filter((l) => l.is_archived !== true),
        req.query,
      );
    m = /^\/api\/v1\/leads\/([^/]+)$/.exec(p);
    if (m && req.method === 'GET') {
      const l = this.leads.get(m[1]!);
      return l ? { json: { success: true, data: l } } : fail(404, 'Lead not found');
    }
    if (p === '/api/v1/notes') {
      if (req.method === 'GET')
        return this.v1Page(
          [...this.notes.values()].filter((n) => n.active_flag === true),
          req.query,
        );
      if (req.method === 'POST') return this.noteWrite(undefined, req.json);
    }
    m = /^\/api\/v1\/notes\/(\d+)$/.exec(p);
    if (m) {
      const n = this.notes.get(Number(m[1]));
      if (n?.active_flag !== true) return fail(404, 'Note not found');
      if (req.method === 'GET') return { json: { success: true, data: n } };
      if (req.method === 'PUT') return this.noteWrite(n, req.json);
      if (req.method === 'DELETE') {
        n.active_flag = false;
        return { json: { success: true, data: { id: n.id } } };
      }
    }
    if (p === '/api/v1/webhooks' && req.method === 'POST') return this.createWebhook(req.json);
    if (p === '/api/v1/webhooks' && req.method === 'GET')
      return { json: { status: 'ok', success: true, data: [...this.webhooks.values()] } };
    m = /^\/api\/v1\/webhooks\/(\d+)$/.exec(p);
    if (m && req.method === 'DELETE') {
      if (!this.webhooks.delete(Number(m[1]))) return fail(404, 'Webhook not found');
      return { json: { status: 'ok', success: true } };
    }
    if (p === '/api/v1/personFields' && req.method === 'GET') return { json: { success: true, data: this.personFields } };
    if (p === '/api/v1/users' && req.method === 'GET') return { json: { success: true, data: this.users } };
    // "Get current user data" (GET /v1/users/me): the token's own user, what the connect form's verify reads.
    if (p === '/api/v1/users/me' && req.method === 'GET') return { json: { success: true, data: this.users[0] ?? null } };
    m = /^\/api\/v1\/users\/(\d+|me)$/.exec(p);
    if (m && req.method === 'GET') {
      const u = m[1] === 'me' ? this.users.find((x) => x.is_you === true) : this.users.find((x) => x.id === Number(m![1]));
      return u ? { json: { success: true, data: u } } : fail(404, 'User not found');
    }
    if (p === '/api/v1/filters' && req.method === 'GET') {
      const type = req.query.type;
      return { json: { success: true, data: this.filters.filter((f) => !type || f.type === type) } };
    }
    m = /^\/api\/v1\/filters\/(\d+)$/.exec(p);
    if (m && req.method === 'GET') {
      const f = this.filters.find((x) => x.id === Number(m[1]));
      return f ? { json: { success: true, data: { ...f, conditions: { glue: 'and', conditions: [] } } } } : fail(404, 'Filter not found');
    }
    return fail(404, 'Unknown method .');
  }

  /** v2 cursor paging: `limit` 1..500 (default 100), an opaque cursor naming the last id seen. */
  private v2List(type: string, q: Record<string, string>): FakeReply {
    const limit = Number(q.limit ?? 100);
    if (!Number.isInteger(limit) || limit < 1 || limit > 500)
      return fail(400, 'Validation failed: limit: Parameter must be an integer between 1 and 500', {
        code: 'ERR_SCHEMA_VALIDATION_FAILED',
      });
    if (q.sort_by !== undefined && !['id', 'update_time', 'add_time'].includes(q.sort_by))
      return fail(400, 'Validation failed: sort_by', { code: 'ERR_SCHEMA_VALIDATION_FAILED' });
    let after = -Infinity;
    if (q.cursor !== undefined) {
      try {
        after = (JSON.parse(Buffer.from(q.cursor, 'base64').toString('utf8')) as { fieldValue: number }).fieldValue;
      } catch {
        return fail(400, 'Invalid cursor', { code: 'ERR_SCHEMA_VALIDATION_FAILED' });
      }
    }
    const all = [...this.v2[type]!.values()].filter((r) => r.is_deleted !== true).sort((a, b) => Number(a.id) - Number(b.id));
    const rest = all.filter((r) => Number(r.id) > after);
    const data = rest.slice(0, limit);
    const next = rest.length > limit ? Buffer.from(JSON.stringify({ field: 'id', fieldValue: data.at(-1)!.id })).toString('base64') : null;
    return { json: { success: true, data, additional_data: { next_cursor: next } } };
  }

  private v2Write(type: string, rec: PdRecord | undefined, body: unknown): FakeReply {
    const spec = V2[type]!;
    if (!body || typeof body !== 'object' || Array.isArray(body))
      return fail(400, 'Validation failed: body must be object', { code: 'ERR_SCHEMA_VALIDATION_FAILED' });
    for (const [k, v] of Object.entries(body)) {
      const check = spec.writable[k];
      if (!check)
        return fail(400, `Validation failed: ${k}: Parameter is not allowed for this request`, { code: 'ERR_SCHEMA_VALIDATION_FAILED' });
      if (!check(v)) return fail(400, `Validation failed: ${k}: Parameter has an invalid value`, { code: 'ERR_SCHEMA_VALIDATION_FAILED' });
    }
    const b = body as PdRecord;
    if (!rec) {
      if (typeof b[spec.required] !== 'string' || b[spec.required] === '')
        return fail(400, `Validation failed: ${spec.required}: Parameter is required`, { code: 'ERR_SCHEMA_VALIDATION_FAILED' });
      return { json: { success: true, data: this.addV2(type as 'persons', b, new Date().toISOString()) } };
    }
    Object.assign(rec, b, { update_time: v2Time(new Date()) });
    if (type === 'persons' && 'name' in b) this.deriveNames(rec);
    return { json: { success: true, data: rec } };
  }

  /** v1 offset paging: `start` (default 0), `limit` (default 100, max 500); `data` is null on an empty page. */
  private v1Page(all: PdRecord[], q: Record<string, string>): FakeReply {
    const start = Number(q.start ?? 0);
    const limit = Number(q.limit ?? 100);
    if (!Number.isInteger(start) || start < 0 || !Number.isInteger(limit) || limit < 1 || limit > 500)
      return fail(400, 'Invalid start or limit');
    const data = all.slice(start, start + limit);
    const more = start + limit < all.length;
    return {
      json: {
        success: true,
        data: data.length ? data : null,
        additional_data: { pagination: { start, limit, more_items_in_collection: more, ...(more ? { next_start: start + limit } : {}) } },
      },
    };
  }

  private noteWrite(rec: PdRecord | undefined, body: unknown): FakeReply {
    if (!body || typeof body !== 'object' || Array.isArray(body)) return fail(400, 'Invalid body');
    const b = body as PdRecord;
    for (const [k, v] of Object.entries(b)) {
      if (!NOTE_WRITABLE[k]) continue; // v1 ignores unknown fields
      if (!NOTE_WRITABLE[k](v)) return fail(400, `Invalid ${k}`);
    }
    if (!rec) {
      if (typeof b.content !== 'string' || b.content === '') return fail(400, 'Content must be given.');
      if (!['lead_id', 'deal_id', 'person_id', 'org_id', 'project_id'].some((k) => b[k] !== undefined && b[k] !== null))
        return fail(400, 'Note must be attached to a lead, deal, person, organization or project.');
      const known = Object.fromEntries(Object.entries(b).filter(([k]) => NOTE_WRITABLE[k]));
      return { status: 201, json: { success: true, data: this.addNote(known, new Date().toISOString()) } };
    }
    for (const [k, v] of Object.entries(b)) if (NOTE_WRITABLE[k]) rec[k] = v;
    rec.update_time = v1Time(new Date());
    return { json: { success: true, data: rec } };
  }
}
