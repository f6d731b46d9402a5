import { FakeTool, type FakeReply, type RecordedRequest } from './fake-tool-server.js';

export type InsightlyRecord = Record<string, unknown>;

type InsightlyObject = 'Contacts' | 'Organisations' | 'Leads' | 'Opportunities' | 'Notes' | 'Users' | 'PipelineStages';

/** The id field of each object (PUT /{Object} carries it in the body). */
const ID_FIELD: Record<InsightlyObject, string> = {
  Contacts: 'CONTACT_ID',
  Organisations: 'ORGANISATION_ID',
  Leads: 'LEAD_ID',
  Opportunities: 'OPPORTUNITY_ID',
  Notes: 'NOTE_ID',
  Users: 'USER_ID',
  PipelineStages: 'STAGE_ID',
};
const WRITABLE = new Set<InsightlyObject>(['Contacts', 'Organisations', 'Leads', 'Opportunities', 'Notes']);
/** Fields a create requires (the API answers 400 without them). */
const REQUIRED: Partial<Record<InsightlyObject, string[]>> = {
  Organisations: ['ORGANISATION_NAME'],
  Opportunities: ['OPPORTUNITY_NAME'],
  Leads: ['LAST_NAME'],
};
const LIST_PARAMS = ['brief', 'skip', 'top', 'count_total'];
const SEARCH_PARAMS = [...LIST_PARAMS, 'field_name', 'field_value', 'updated_after_utc'];
const MAX_TOP = 500;
/** Insightly's times: "2018-05-21 04:03:31", UTC. */
const insightlyTime = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
const error = (status: number, message: string): FakeReply => ({ status, json: { Message: message } });

/**
 * Insightly's API v3.1 as its API help pages describe it, on 127.0.0.1 (standing in for api.<pod>.insightly.com):
 * `/v3.1/{Object}` answered as a bare array with `skip`/`top` (top at most 500, else 400), `/v3.1/{Object}/Search`
 * with `updated_after_utc`, `PUT /v3.1/{Object}` with the id in the body (only the fields sent change), times as
 * `2018-05-21 04:03:31` UTC. Auth: HTTP Basic, the API key as the user name and an empty password. Unknown query
 * parameters are refused with 400.
 */
export class FakeInsightly extends FakeTool {
  readonly objects: Record<InsightlyObject, Map<number, InsightlyRecord>> = {
    Contacts: new Map(),
    Organisations: new Map(),
    Leads: new Map(),
    Opportunities: new Map(),
    Notes: new Map(),
    Users: new Map(),
    PipelineStages: new Map(),
  };
  private nextId = 1000;
  private clock = Date.parse('2024-03-01T09:00:00Z');
  private throttled: { prefix: string; ms: number; until?: number } | undefined;

  constructor(readonly apiKey: string) {
    super();
    this.add('Users', { FIRST_NAME: 'Ina', LAST_NAME: 'Sight', EMAIL_ADDRESS: 'ina@insightly.example', ACTIVE: true, ADMINISTRATOR: true });
  }

  /**
   * Requests to paths starting with `prefix` answer 429 with Retry-After: 1 for `ms`, counted from the first such
   * request (not from this call: on a loaded machine the request may come later than `ms`, and nothing is tested).
   */
  throttle(prefix: string, ms: number): void {
    this.throttled = { prefix, ms };
  }

  /** Each write moves the clock one minute, so DATE_UPDATED_UTC orders writes. */
  private tick(): string {
    return insightlyTime((this.clock += 60_000));
  }

  add(object: InsightlyObject, fields: InsightlyRecord): InsightlyRecord {
    const at = this.tick();
    const rec: InsightlyRecord = { [ID_FIELD[object]]: this.nextId++, DATE_CREATED_UTC: at, DATE_UPDATED_UTC: at, ...fields };
    this.objects[object].set(rec[ID_FIELD[object]] as number, rec);
    return rec;
  }

  protected handle(req: RecordedRequest): FakeReply {
    if (req.headers.authorization !== `Basic ${Buffer.from(`${this.apiKey}:`).toString('base64')}`)
      return error(401, 'Authorization has been denied for this request.');
    if (
      this.throttled &&
      req.path.startsWith(this.throttled.prefix) &&
      Date.now() < (this.throttled.until ??= Date.now() + this.throttled.ms)
    )
      return { ...error(429, 'API rate limit exceeded.'), headers: { 'retry-after': '1' } };
    if (req.method === 'GET' && req.path === '/v3.1/Users/Me') return { json: this.objects.Users.values().next().value };
    const m = /^\/v3\.1\/(Contacts|Organisations|Leads|Opportunities|Notes|Users|PipelineStages)(?:\/(Search|\d+))?$/.exec(req.path);
    if (!m) return error(404, 'No HTTP resource was found that matches the request URI.');
    const object = m[1] as InsightlyObject;
    const tail = m[2];
    if (tail === 'Search' && req.method === 'GET') return this.list(object, req, SEARCH_PARAMS);
    if (tail === undefined) {
      if (req.method === 'GET') return this.list(object, req, LIST_PARAMS);
      if (req.method === 'POST' && WRITABLE.has(object)) return this.create(object, req);
      if (req.method === 'PUT' && WRITABLE.has(object)) return this.update(object, req);
      return error(405, 'The requested resource does not support this HTTP method.');
    }
    const rec = this.objects[object].get(Number(tail));
    if (!rec) return error(404, `${object.slice(0, -1)} not found`);
    if (req.method === 'GET') return { json: rec };
    if (req.method === 'DELETE' && WRITABLE.has(object)) {
      this.objects[object].delete(Number(tail));
      return { status: 202, text: '' };
    }
    return error(405, 'The requested resource does not support this HTTP method.');
  }

  private list(object: InsightlyObject, req: RecordedRequest, params: string[]): FakeReply {
    const q = req.query;
    const unknown = Object.keys(q).filter((k) => !params.includes(k));
    if (unknown.length) return error(400, `Unknown query parameters: ${unknown.join(', ')}`);
    const skip = Number(q.skip ?? 0);
    const top = Number(q.top ?? 100);
    if (!Number.isInteger(skip) || skip < 0 || !Number.isInteger(top) || top < 1 || top > MAX_TOP)
      return error(400, `top must be between 1 and ${MAX_TOP}, skip at least 0`);
    let rows = [...this.objects[object].values()];
    if (q.updated_after_utc !== undefined) {
      const since = Date.parse(q.updated_after_utc);
      if (Number.isNaN(since)) return error(400, 'updated_after_utc is not a valid date');
      rows = rows.filter((r) => Date.parse(`${String(r.DATE_UPDATED_UTC).replace(' ', 'T')}Z`) > since);
    }
    return { json: rows.slice(skip, skip + top) };
  }

  /** The JSON object sent (a copy: the recorded request keeps what was sent), or the refusal. */
  private body(req: RecordedRequest): { body: InsightlyRecord } | { refused: FakeReply } {
    if (!(req.headers['content-type'] ?? '').startsWith('application/json'))
      return { refused: error(415, 'Use Content-Type: application/json') };
    const body = req.json;
    if (!body || typeof body !== 'object' || Array.isArray(body)) return { refused: error(400, 'The request body must be a JSON object.') };
    return { body: structuredClone(body) as InsightlyRecord };
  }

  private create(object: InsightlyObject, req: RecordedRequest): FakeReply {
    const sent = this.body(req);
    if ('refused' in sent) return sent.refused;
    const { body } = sent;
    const missing = (REQUIRED[object] ?? []).filter((k) => typeof body[k] !== 'string');
    if (missing.length) return error(400, `Required fields missing: ${missing.join(', ')}`);
    if (ID_FIELD[object] in body) return error(400, `${ID_FIELD[object]} must not be set on create`);
    const defaults: InsightlyRecord = { OWNER_USER_ID: 1000, CUSTOMFIELDS: [], TAGS: [] };
    if (object === 'Opportunities')
      Object.assign(defaults, { OPPORTUNITY_STATE: 'OPEN', BID_CURRENCY: 'USD', PIPELINE_ID: null, STAGE_ID: null });
    return { json: this.add(object, { ...defaults, ...body }) };
  }

  private update(object: InsightlyObject, req: RecordedRequest): FakeReply {
    const sent = this.body(req);
    if ('refused' in sent) return sent.refused;
    const { body } = sent;
    const id = body[ID_FIELD[object]];
    if (typeof id !== 'number') return error(400, `${ID_FIELD[object]} is required`);
    const rec = this.objects[object].get(id);
    if (!rec) return error(404, `${object.slice(0, -1)} not found`);
    Object.assign(rec, body, { DATE_UPDATED_UTC: this.tick() });
    return { json: rec };
  }
}
