import { randomUUID } from 'node:crypto';
import { FakeTool, type FakeReply, type RecordedRequest } from './fake-tool-server.js';

export type AttioRecord = Record<string, unknown>;
type Obj = Record<string, unknown>;

const WORKSPACE = '14beef7a-99f7-4534-a87e-70b564330a4c';
const OBJECTS = ['people', 'companies', 'deals'] as const;
type ObjectSlug = (typeof OBJECTS)[number];

/** Attribute types of the standard attributes (docs.attio.com, "Standard objects"). */
const ATTRIBUTES: Record<ObjectSlug, Record<string, string>> = {
  people: {
    name: 'personal-name',
    email_addresses: 'email-address',
    phone_numbers: 'phone-number',
    job_title: 'text',
    description: 'text',
    company: 'record-reference',
  },
  companies: { name: 'text', domains: 'domain', description: 'text' },
  deals: { name: 'text', value: 'currency', stage: 'status', owner: 'actor-reference', associated_company: 'record-reference' },
};
const STATUSES = ['Lead', 'In Progress', 'Won 🎉', 'Lost'];

const fail = (status: number, code: string, message: string): FakeReply => ({
  status,
  json: { status_code: status, type: status === 401 ? 'auth_error' : 'invalid_request_error', code, message },
});

class WriteError extends Error {}
/** A refusal other than a value error (media type, body shape). */
class Refusal extends Error {
  constructor(readonly reply: FakeReply) {
    super('refused');
  }
}

/** A value as Attio writes it (one item) -> the item as Attio reads it back. */
function readForm(type: string, item: unknown, at: string): Obj {
  const meta = { active_from: at, active_until: null, created_by_actor: { type: 'api-token', id: null }, attribute_type: type };
  const obj = (item && typeof item === 'object' ? item : undefined) as Obj | undefined;
  switch (type) {
    case 'personal-name': {
      if (typeof item === 'string') {
        const [last, first] = item.includes(',') ? item.split(',').map((s) => s.trim()) : ['', item];
        return { ...meta, first_name: first, last_name: last, full_name: `${first} ${last}`.trim() };
      }
      // "When writing values using the object syntax, all three properties must be set."
      if (!obj || typeof obj.first_name !== 'string' || typeof obj.last_name !== 'string' || typeof obj.full_name !== 'string')
        throw new WriteError('A personal-name value needs first_name, last_name and full_name.');
      return { ...meta, first_name: obj.first_name, last_name: obj.last_name, full_name: obj.full_name };
    }
    case 'email-address': {
      const email = typeof item === 'string' ? item : obj?.email_address;
      if (typeof email !== 'string' || !email.includes('@')) throw new WriteError('An email-address value needs email_address.');
      return { ...meta, original_email_address: email, email_address: email, email_domain: email.split('@')[1] };
    }
    case 'phone-number': {
      const phone = typeof item === 'string' ? item : obj?.original_phone_number;
      if (typeof phone !== 'string') throw new WriteError('A phone-number value needs original_phone_number.');
      return { ...meta, original_phone_number: phone, country_code: obj?.country_code ?? 'US', phone_number: phone };
    }
    case 'text': {
      const value = typeof item === 'string' ? item : obj?.value;
      if (typeof value !== 'string') throw new WriteError('A text value needs value.');
      return { ...meta, value };
    }
    case 'domain': {
      const domain = typeof item === 'string' ? item : obj?.domain;
      if (typeof domain !== 'string') throw new WriteError('A domain value needs domain.');
      return { ...meta, domain, root_domain: domain };
    }
    case 'currency': {
      const v = typeof item === 'number' ? item : obj?.currency_value;
      if (typeof v !== 'number') throw new WriteError('A currency value needs currency_value.');
      return { ...meta, currency_value: v, currency_code: 'USD' };
    }
    case 'status': {
      const title = typeof item === 'string' ? item : obj?.status;
      if (typeof title !== 'string' || !STATUSES.includes(title)) throw new WriteError(`Unknown status ${JSON.stringify(title)}.`);
      return {
        ...meta,
        status: { id: { workspace_id: WORKSPACE, status_id: `status-${STATUSES.indexOf(title)}` }, title, is_archived: false },
      };
    }
    case 'record-reference': {
      if (!obj || typeof obj.target_object !== 'string' || typeof obj.target_record_id !== 'string')
        throw new WriteError('A record-reference value needs target_object and target_record_id.');
      return { ...meta, target_object: obj.target_object, target_record_id: obj.target_record_id };
    }
    case 'actor-reference': {
      if (obj?.referenced_actor_type !== 'workspace-member' || typeof obj.referenced_actor_id !== 'string')
        throw new WriteError('An actor-reference value needs referenced_actor_type and referenced_actor_id.');
      return { ...meta, referenced_actor_type: 'workspace-member', referenced_actor_id: obj.referenced_actor_id };
    }
    default:
      throw new WriteError(`Unsupported attribute type ${type}.`);
  }
}

/**
 * Attio as docs.attio.com and its OpenAPI description document it, on 127.0.0.1 (standing in for api.attio.com):
 * records of people, companies and deals under /v2/objects/{object}/records (list with POST .../records/query and
 * `limit`/`offset` in the JSON body, create/update with `{data: {values}}`, values read back as arrays of value
 * objects with their metadata), notes (`limit` ≤ 50 and `offset` in the query), workspace members, GET /v2/self.
 * Auth: `Authorization: Bearer <token>`. Errors: `{status_code, type, code, message}`.
 */
export class FakeAttio extends FakeTool {
  readonly records: Record<ObjectSlug, Map<string, AttioRecord>> = { people: new Map(), companies: new Map(), deals: new Map() };
  readonly notes = new Map<string, AttioRecord>();
  readonly members: AttioRecord[] = [];
  readonly objectIds: Record<ObjectSlug, string> = { people: randomUUID(), companies: randomUUID(), deals: randomUUID() };
  private clock = Date.parse('2024-01-05T10:00:00Z');

  constructor(readonly tokens: string[]) {
    super();
  }

  private now(): string {
    this.clock += 60_000;
    // Attio writes nanoseconds: 2022-11-21T13:22:49.061281000Z.
    return new Date(this.clock).toISOString().replace('Z', '000000Z');
  }

  /** Adds a record from values written as the API takes them. */
  add(object: ObjectSlug, values: Obj): AttioRecord {
    const recordId = randomUUID();
    const at = this.now();
    const rec: AttioRecord = {
      id: { workspace_id: WORKSPACE, object_id: this.objectIds[object], record_id: recordId },
      created_at: at,
      web_url: `https://app.attio.com/acme/${object}/${recordId}`,
      values: {},
    };
    this.applyValues(object, rec, values, at);
    this.records[object].set(recordId, rec);
    return rec;
  }

  private applyValues(object: ObjectSlug, rec: AttioRecord, values: Obj, at: string): void {
    const out = rec.values as Obj;
    for (const [slug, v] of Object.entries(values)) {
      const type = ATTRIBUTES[object][slug];
      if (!type) throw new WriteError(`Cannot find attribute with slug/ID "${slug}".`);
      const items = Array.isArray(v) ? v : [v];
      out[slug] = items.map((i) => readForm(type, i, at));
    }
  }

  protected handle(req: RecordedRequest): FakeReply | Promise<FakeReply> {
    const auth = req.headers.authorization ?? '';
    if (!this.tokens.some((t) => auth === `Bearer ${t}`)) return fail(401, 'unauthorized', 'Authentication failed: invalid token.');
    try {
      return this.route(req);
    } catch (e) {
      if (e instanceof WriteError) return fail(400, 'validation_type', e.message);
      if (e instanceof Refusal) return e.reply;
      throw e;
    }
  }

  private route(req: RecordedRequest): FakeReply {
    const { method, path } = req;
    if (method === 'GET' && path === '/v2/self')
      return {
        json: {
          active: true,
          scope: 'record_permission:read-write',
          token_type: 'Bearer',
          workspace_id: WORKSPACE,
          workspace_name: 'Acme',
          workspace_slug: 'acme',
        },
      };
    if (method === 'GET' && path === '/v2/workspace_members') return { json: { data: this.members } };
    const member = /^\/v2\/workspace_members\/([^/]+)$/.exec(path);
    if (method === 'GET' && member) {
      const m = this.members.find((x) => (x.id as Obj).workspace_member_id === member[1]);
      return m ? { json: { data: m } } : fail(404, 'not_found', 'Workspace member not found.');
    }
    if (path === '/v2/notes' && method === 'GET') return this.listNotes(req);
    if (path === '/v2/notes' && method === 'POST') return this.createNote(req);
    const note = /^\/v2\/notes\/([^/]+)$/.exec(path);
    if (note && method === 'GET') {
      const n = this.notes.get(note[1]!);
      return n ? { json: { data: n } } : fail(404, 'not_found', 'Note not found.');
    }
    const m = /^\/v2\/objects\/([a-z_]+)\/records(?:\/(query|[0-9a-f-]{36}))?$/.exec(path);
    if (!m || !OBJECTS.includes(m[1] as ObjectSlug)) return fail(404, 'not_found', `No route ${method} ${path}.`);
    const object = m[1] as ObjectSlug;
    const store = this.records[object];
    if (m[2] === 'query') return method === 'POST' ? this.query(object, req) : fail(405, 'method_not_allowed', 'Use POST.');
    if (!m[2]) {
      if (method !== 'POST') return fail(405, 'method_not_allowed', 'Use POST.');
      return { json: { data: this.add(object, this.valuesOf(req)) } };
    }
    const rec = store.get(m[2]);
    if (!rec) return fail(404, 'not_found', `Record with ID "${m[2]}" not found.`);
    if (method === 'GET') return { json: { data: rec } };
    if (method === 'PATCH' || method === 'PUT') {
      this.applyValues(object, rec, this.valuesOf(req), this.now());
      return { json: { data: rec } };
    }
    if (method === 'DELETE') {
      store.delete(m[2]);
      return { json: {} };
    }
    return fail(405, 'method_not_allowed', `${method} is not allowed.`);
  }

  private valuesOf(req: RecordedRequest): Obj {
    if (!(req.headers['content-type'] ?? '').startsWith('application/json'))
      throw new Refusal(fail(415, 'unsupported_media_type', 'Send JSON.'));
    const body = req.json as Obj | undefined;
    const data = body?.data as Obj | undefined;
    if (
      !body ||
      Object.keys(body).some((k) => k !== 'data') ||
      !data ||
      typeof data.values !== 'object' ||
      Object.keys(data).some((k) => k !== 'values')
    )
      throw new Refusal(fail(400, 'validation_type', 'Body must be {"data": {"values": {...}}}.'));
    return data.values as Obj;
  }

  private query(object: ObjectSlug, req: RecordedRequest): FakeReply {
    const body = (req.json ?? {}) as Obj;
    const unknown = Object.keys(body).filter((k) => !['filter', 'sorts', 'limit', 'offset'].includes(k));
    if (unknown.length) return fail(400, 'validation_type', `Unrecognized keys: ${unknown.join(', ')}.`);
    const limit = body.limit ?? 500;
    const offset = body.offset ?? 0;
    if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 1 || limit > 500)
      return fail(400, 'validation_type', 'limit must be 1..500.');
    if (typeof offset !== 'number' || !Number.isInteger(offset) || offset < 0) return fail(400, 'validation_type', 'offset must be ≥ 0.');
    return { json: { data: [...this.records[object].values()].slice(offset, offset + limit) } };
  }

  private listNotes(req: RecordedRequest): FakeReply {
    const unknown = Object.keys(req.query).filter((k) => !['limit', 'offset', 'parent_object', 'parent_record_id'].includes(k));
    if (unknown.length) return fail(400, 'validation_type', `Unrecognized query parameters: ${unknown.join(', ')}.`);
    const limit = Number(req.query.limit ?? 10);
    const offset = Number(req.query.offset ?? 0);
    if (!Number.isInteger(limit) || limit < 1 || limit > 50) return fail(400, 'validation_type', 'limit must be 1..50.');
    return { json: { data: [...this.notes.values()].slice(offset, offset + limit) } };
  }

  private createNote(req: RecordedRequest): FakeReply {
    const data = (req.json as Obj | undefined)?.data as Obj | undefined;
    const need = ['parent_object', 'parent_record_id', 'title', 'format', 'content'];
    if (!data || need.some((k) => typeof data[k] !== 'string') || !['plaintext', 'markdown'].includes(String(data.format)))
      return fail(400, 'validation_type', `A note needs ${need.join(', ')} (format plaintext or markdown).`);
    const noteId = randomUUID();
    const n: AttioRecord = {
      id: { workspace_id: WORKSPACE, note_id: noteId },
      parent_object: data.parent_object,
      parent_record_id: data.parent_record_id,
      title: data.title,
      content_plaintext: data.content,
      content_markdown: data.content,
      tags: [],
      created_by_actor: { type: 'api-token', id: null },
      created_at: this.now(),
    };
    this.notes.set(noteId, n);
    return { json: { data: n } };
  }
}
