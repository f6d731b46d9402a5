import { randomUUID } from 'node:crypto';
import { FailableFakeTool, type FakeReply, type RecordedRequest } from './fake-tool-server.js';

export type ReplyRecord = Record<string, unknown> & { id: number };

/** Fields a contact create (POST) or update (PATCH) body may carry (docs.reply.io, "Create/Update a contact"). */
const CONTACT_FIELDS = [
  'email',
  'firstName',
  'lastName',
  'phone',
  'secondaryPhone',
  'title',
  'company',
  'companySize',
  'industry',
  'city',
  'state',
  'country',
  'timeZoneId',
  'linkedInUrl',
  'linkedInSalesNavigatorUrl',
  'linkedInRecruiterUrl',
  'notes',
  'isOptedOut',
  'callStatus',
  'meetingStatus',
  'ownerUserId',
  'accountId',
  'customFields',
];

/** Event types a subscription may name (docs.reply.io, "Webhook event payloads"; a subset). */
const EVENT_TYPES = [
  'email_sent',
  'email_opened',
  'email_replied',
  'email_bounced',
  'contact_finished',
  'contact_opted_out',
  'contact_called',
];

/** Reply's timestamps: seconds precision, no offset (createdAt, lastModifiedAt). */
const stamp = (ms: number): string => new Date(ms).toISOString().slice(0, 19);

/**
 * Reply.io API v3 as docs/vendors/reply-io.md documents it, on 127.0.0.1: `Authorization: Bearer <api key>` (401
 * otherwise), lists `GET /v3/contacts` and `GET /v3/sequences` paged by `top` (default 25, max 1000) and `skip`,
 * answered as `{items, hasMore}`; `GET|PATCH|DELETE /v3/contacts/{id}`, `POST /v3/contacts` (201; 409 when the
 * email exists; 400 with an unknown field), `GET /v3/sequences/{id}`; webhook subscriptions `POST /v3/webhooks`
 * ({eventType, url}: one event type each, 201) and `GET|DELETE /v3/webhooks/{id}`, fired unsigned by `push`. Errors are `{"error": {"code", "message"}}`.
 * A budget of `budget` calls answers 429 with Retry-After once spent (`limitAfter`). Raw replies: `failNext`.
 */
export class FakeReplyIo extends FailableFakeTool {
  readonly contacts = new Map<number, ReplyRecord>();
  readonly sequences = new Map<number, ReplyRecord>();
  private nextId = 5000;
  private clock = Date.parse('2024-03-08T10:00:00Z');
  /** Webhook subscriptions by id, as POST /v3/webhooks made them. */
  readonly webhooks = new Map<number, { id: number; eventType: string; url: string; scope: string; enabled: boolean; createdAt: string }>();
  /** Calls left before a 429 (undefined: no limit). */
  budget: number | undefined;

  constructor(readonly apiKey: string) {
    super();
  }

  /** Each write moves the clock one minute, so lastModifiedAt orders changes. */
  private tick(): string {
    this.clock += 60_000;
    return stamp(this.clock);
  }

  addContact(fields: Record<string, unknown>): ReplyRecord {
    const at = this.tick();
    const id = this.nextId++;
    const rec: ReplyRecord = {
      id,
      email: null,
      firstName: null,
      lastName: null,
      phone: null,
      title: null,
      company: null,
      ownerUserId: 42,
      accountId: null,
      isOptedOut: false,
      addingDate: `${at}+00:00`,
      createdAt: at,
      lastModifiedAt: at,
      customFields: [],
      ...fields,
    };
    if (typeof rec.email === 'string') rec.domain = rec.email.split('@')[1];
    this.contacts.set(id, rec);
    return rec;
  }

  addSequence(fields: Record<string, unknown>): ReplyRecord {
    const id = this.nextId++;
    const rec: ReplyRecord = {
      id,
      ownerUserId: 42,
      status: 'new',
      created: `${this.tick()}+00:00`,
      isArchived: false,
      health: 'healthy',
      ...fields,
    };
    this.sequences.set(id, rec);
    return rec;
  }

  /**
   * Fires one event as Reply does: a POST of the JSON envelope (`event` + flat event fields, snake_case, the prospect
   * under `contact_fields`) to every enabled subscription of that event type, to its url exactly as given, unsigned.
   */
  async push(eventType: string, contact: ReplyRecord): Promise<number[]> {
    const statuses: number[] = [];
    for (const hook of this.webhooks.values()) {
      if (!hook.enabled || hook.eventType !== eventType) continue;
      const body = {
        event: { date: new Date().toISOString(), id: randomUUID(), type: eventType, user_id: 42, team_id: 100, subscription_id: hook.id },
        contact_fields: { id: contact.id, email: contact.email, first_name: contact.firstName, last_name: contact.lastName },
        sequence_fields: {},
      };
      const res = await fetch(hook.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      statuses.push(res.status);
    }
    return statuses;
  }

  private webhook(req: RecordedRequest, id: string | undefined): FakeReply {
    if (!id && req.method === 'POST') {
      const b = (req.json ?? {}) as Record<string, unknown>;
      const unknown = Object.keys(b).filter((k) => !['eventType', 'url', 'scope', 'enabled', 'payloadConfig'].includes(k));
      if (unknown.length) return this.error(400, 'validation.unknownFields', `Unknown fields: ${unknown.join(', ')}`);
      if (typeof b.eventType !== 'string' || !EVENT_TYPES.includes(b.eventType))
        return this.error(400, 'webHook.unknownEventType', 'eventType must be one of GET /v3/webhooks/events');
      if (typeof b.url !== 'string' || !/^https?:\/\//.test(b.url) || b.url.length > 1024)
        return this.error(400, 'validation.url', 'url must be an absolute http/https URL of at most 1024 characters');
      if (b.scope === 'Organization') return this.error(400, 'webHook.organizationScopeNotImplemented', 'Organization scope is reserved');
      const hook = {
        id: this.nextId++,
        eventType: b.eventType,
        url: b.url,
        scope: typeof b.scope === 'string' ? b.scope : 'Personal',
        enabled: b.enabled !== false,
        createdAt: new Date().toISOString(),
      };
      this.webhooks.set(hook.id, hook);
      return { status: 201, json: hook };
    }
    const hook = id && /^\d+$/.test(id) ? this.webhooks.get(Number(id)) : undefined;
    if (!hook) return this.error(404, 'webHook.notFound', 'Webhook subscription not found');
    if (req.method === 'GET') return { json: hook };
    if (req.method === 'DELETE') {
      this.webhooks.delete(hook.id);
      return { status: 204 };
    }
    return this.error(405, 'route.methodNotAllowed', `${req.method} is not allowed here`);
  }

  private error(status: number, code: string, message: string): FakeReply {
    return { status, json: { error: { code, message } } };
  }

  private page(req: RecordedRequest, all: ReplyRecord[]): FakeReply {
    const top = req.query.top === undefined ? 25 : Number(req.query.top);
    const skip = req.query.skip === undefined ? 0 : Number(req.query.skip);
    if (!Number.isInteger(top) || top < 1 || top > 1000 || !Number.isInteger(skip) || skip < 0)
      return this.error(400, 'validation.invalidParameters', 'top must be 1..1000 and skip >= 0');
    const items = all.slice(skip, skip + top);
    return { json: { items, hasMore: skip + items.length < all.length } };
  }

  private writeContact(req: RecordedRequest, rec: ReplyRecord | undefined): FakeReply {
    const body = req.json;
    if (!req.headers['content-type']?.startsWith('application/json') || !body || typeof body !== 'object')
      return this.error(415, 'request.unsupportedMediaType', 'Send a JSON body');
    const unknown = Object.keys(body).filter((k) => !CONTACT_FIELDS.includes(k));
    if (unknown.length) return this.error(400, 'validation.unknownFields', `Unknown fields: ${unknown.join(', ')}`);
    const b = body as Record<string, unknown>;
    if (!rec) {
      if (typeof b.email !== 'string' || !b.email.includes('@')) return this.error(400, 'validation.email', 'email is required');
      if ([...this.contacts.values()].some((c) => c.email === b.email))
        return this.error(409, 'contact.alreadyExists', `A contact with email ${b.email} already exists`);
      return { status: 201, json: this.addContact(b) };
    }
    Object.assign(rec, b, { lastModifiedAt: this.tick() });
    return { json: rec };
  }

  protected handle(req: RecordedRequest): FakeReply {
    if (req.headers.authorization !== `Bearer ${this.apiKey}`) return this.error(401, 'auth.unauthorized', 'Invalid API key');
    if (this.budget !== undefined) {
      if (this.budget <= 0)
        return { status: 429, headers: { 'retry-after': '1' }, json: { error: { code: 'rateLimit', message: 'Too many requests' } } };
      this.budget--;
    }
    const queued = this.nextFailure();
    if (queued) return queued;
    const hook = /^\/v3\/webhooks(?:\/([^/]+))?$/.exec(req.path);
    if (hook) return this.webhook(req, hook[1]);
    const byId = <T>(map: Map<number, T>, raw: string | undefined) => (raw && /^\d+$/.test(raw) ? map.get(Number(raw)) : undefined);
    if (req.path === '/v3/contacts') {
      if (req.method === 'GET') return this.page(req, [...this.contacts.values()]);
      if (req.method === 'POST') return this.writeContact(req, undefined);
    }
    const contact = /^\/v3\/contacts\/([^/]+)$/.exec(req.path);
    if (contact) {
      const rec = byId(this.contacts, contact[1]);
      if (!rec) return this.error(404, 'contact.notFound', 'Contact not found');
      if (req.method === 'GET') return { json: rec };
      if (req.method === 'PATCH') return this.writeContact(req, rec);
      if (req.method === 'DELETE') {
        this.contacts.delete(rec.id);
        return { status: 204 };
      }
    }
    if (req.method === 'GET' && req.path === '/v3/sequences') return this.page(req, [...this.sequences.values()]);
    const sequence = /^\/v3\/sequences\/([^/]+)$/.exec(req.path);
    if (req.method === 'GET' && sequence) {
      const rec = byId(this.sequences, sequence[1]);
      return rec ? { json: rec } : this.error(404, 'sequence.notFound', 'Sequence not found');
    }
    return this.error(404, 'route.notFound', `No route ${req.method} ${req.path}`);
  }
}
