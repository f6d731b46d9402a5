import { FailableFakeTool, type FakeReply, type RecordedRequest } from './fake-tool-server.js';

export type MixmaxRecord = Record<string, unknown> & { _id: string };

export interface MixmaxRule {
  _id: string;
  userId: string;
  name: string;
  trigger: { type: string; eventName?: string };
  isPaused: boolean;
  createdAt: string;
  modifiedAt: string;
  actions: { _id: string; type: string; url?: string; isPaused: boolean }[];
}

const USER_ID = 'kZYPwDDiGPTfQDj5n';

/** A MongoDB ObjectId for `seconds` (epoch) and a counter: Mixmax's contact and sequence ids are ObjectIds. */
const objectId = (seconds: number, n: number): string => seconds.toString(16).padStart(8, '0') + n.toString(16).padStart(16, '0');

/**
 * Mixmax REST API v1 as docs/vendors/mixmax.md documents it, on 127.0.0.1: `X-API-Token` (401 otherwise);
 * `GET /v1/users/me`; cursor lists `GET /v1/sequences|contacts|messages` (`limit` default 50, max 300, and `next`,
 * answered as {results, next, hasNext, previous, hasPrevious}); `GET|PUT|DELETE /v1/contacts/{id}`, `POST
 * /v1/contacts` ({email, name}; 409 when the email exists); `GET /v1/messages/{id}`; sequence recipients: `POST
 * /v1/sequences/{id}/recipients` (each success, duplicated or unsubscribed), `GET` (one array, `limit`/`offset`, at
 * most 10,000), `POST /v1/sequences/{id}/cancel` ({emails}); rules: `POST /v1/rules`, `POST /v1/rules/{id}/actions`
 * ({type, url}), `DELETE /v1/rules/{id}` (with its actions). Errors are `{statusCode, error, message}`. A budget of
 * calls answers 429 with X-RateLimit-Limit/-Remaining/-Reset once spent. `fire` posts an event to every webhook action
 * of a rule triggered by it, unsigned.
 */
export class FakeMixmax extends FailableFakeTool {
  readonly sequences = new Map<string, MixmaxRecord>();
  readonly contacts = new Map<string, MixmaxRecord>();
  readonly messages = new Map<string, MixmaxRecord>();
  /** Recipients by sequence id. */
  readonly recipients = new Map<string, MixmaxRecord[]>();
  readonly unsubscribed = new Set<string>();
  readonly rules = new Map<string, MixmaxRule>();
  private n = 1;
  private clock = Date.parse('2024-03-08T10:00:00Z');
  budget: number | undefined;
  /** Refuse every rule action (400), as Mixmax does for an action it rejects. */
  refuseActions = false;

  constructor(readonly token: string) {
    super();
  }

  private tick(): number {
    this.clock += 60_000;
    return this.clock;
  }

  private id(): string {
    return objectId(Math.floor(this.tick() / 1000), this.n++);
  }

  addSequence(name: string): MixmaxRecord {
    const at = new Date(this.tick()).toISOString();
    const rec: MixmaxRecord = { _id: this.id(), userId: USER_ID, name, createdAt: at, updatedAt: at, stages: [], variables: ['Email'] };
    this.sequences.set(rec._id, rec);
    this.recipients.set(rec._id, []);
    return rec;
  }

  addContact(email: string, name: string | null): MixmaxRecord {
    const rec: MixmaxRecord = { _id: this.id(), userId: USER_ID, email: email.toLowerCase(), name, usedCount: 0 };
    this.contacts.set(rec._id, rec);
    return rec;
  }

  addMessage(subject: string, to: string, sent: boolean): MixmaxRecord {
    const at = this.tick();
    const rec: MixmaxRecord = {
      _id: `msg${String(this.n++).padStart(14, '0')}`,
      userId: USER_ID,
      created: at,
      updatedAt: at,
      from: { email: 'rep@acme.example', name: 'Rep' },
      to: [{ email: to, name: null }],
      subject,
      body: `<p>${subject}</p>`,
      trackingEnabled: true,
      ...(sent ? { sent: at } : {}),
    };
    this.messages.set(rec._id, rec);
    return rec;
  }

  /** Posts `event` (with its eventName) to the webhook action of every unpaused rule the event name triggers. */
  async fire(eventName: string, event: Record<string, unknown>): Promise<number[]> {
    const statuses: number[] = [];
    for (const rule of this.rules.values()) {
      if (rule.isPaused || rule.trigger.eventName !== eventName) continue;
      for (const action of rule.actions) {
        if (action.type !== 'webhook' || action.isPaused || !action.url) continue;
        const res = await fetch(action.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ...event, eventName }),
        });
        statuses.push(res.status);
      }
    }
    return statuses;
  }

  private error(status: number, error: string, message: string): FakeReply {
    return { status, json: { statusCode: status, error, message } };
  }

  /** mongo-cursor-pagination: `next` is the last _id of the page, base64url JSON; `limit` 1..300, default 50. */
  private page(req: RecordedRequest, all: MixmaxRecord[]): FakeReply {
    const limit = req.query.limit === undefined ? 50 : Number(req.query.limit);
    if (!Number.isInteger(limit) || limit < 1) return this.error(400, 'Bad Request', 'limit must be a positive integer');
    const size = Math.min(limit, 300);
    let start = 0;
    if (typeof req.query.next === 'string') {
      let after: unknown;
      try {
        after = (JSON.parse(Buffer.from(req.query.next, 'base64url').toString()) as { $oid?: unknown }).$oid;
      } catch {
        return this.error(400, 'Bad Request', 'Invalid next cursor');
      }
      start = all.findIndex((r) => r._id === after) + 1;
      if (start === 0) return this.error(400, 'Bad Request', 'Invalid next cursor');
    }
    const results = all.slice(start, start + size);
    const hasNext = start + size < all.length;
    const cursor = (r: MixmaxRecord | undefined) => (r ? Buffer.from(JSON.stringify({ $oid: r._id })).toString('base64url') : null);
    return {
      headers: { 'x-ratelimit-limit': '120', 'x-ratelimit-remaining': String(this.budget ?? 119) },
      json: {
        results,
        next: hasNext ? cursor(results.at(-1)) : null,
        hasNext,
        previous: start > 0 ? cursor(results[0]) : null,
        hasPrevious: start > 0,
      },
    };
  }

  private contactWrite(req: RecordedRequest, rec: MixmaxRecord | undefined): FakeReply {
    const b = req.json;
    if (!req.headers['content-type']?.startsWith('application/json') || !b || typeof b !== 'object')
      return this.error(400, 'Bad Request', 'Send a JSON body');
    const body = b as Record<string, unknown>;
    const unknown = Object.keys(body).filter((k) => !['email', 'name', 'meta', 'contacts'].includes(k));
    if (unknown.length) return this.error(400, 'Bad Request', `"${unknown[0]}" is not allowed`);
    if (body.email !== undefined && (typeof body.email !== 'string' || !body.email.includes('@')))
      return this.error(400, 'Bad Request', 'email is invalid');
    const email = typeof body.email === 'string' ? body.email.toLowerCase() : undefined;
    if (email && [...this.contacts.values()].some((c) => c.email === email && c !== rec))
      return this.error(409, 'Conflict', 'A contact with this email already exists');
    if (!rec) {
      if (!email) return this.error(400, 'Bad Request', 'email is required');
      return { json: this.addContact(email, typeof body.name === 'string' ? body.name : null) };
    }
    if (email) rec.email = email;
    if (body.name !== undefined) rec.name = body.name;
    return { json: rec };
  }

  /** expand=firstName,lastName fills meta "First Name" / "Last Name" from the name (the first word, the rest). */
  private expanded(req: RecordedRequest, rec: MixmaxRecord): MixmaxRecord {
    const expand = (req.query.expand ?? '').split(',');
    if (!expand.includes('firstName') && !expand.includes('lastName')) return rec;
    const [first, ...rest] = typeof rec.name === 'string' ? rec.name.split(' ') : [];
    const meta: Record<string, string> = {};
    if (first && expand.includes('firstName')) meta['First Name'] = first;
    if (rest.length && expand.includes('lastName')) meta['Last Name'] = rest.join(' ');
    return { ...rec, meta };
  }

  private sequenceRoutes(req: RecordedRequest, id: string, sub: string): FakeReply {
    const seq = this.sequences.get(id);
    if (!seq) return this.error(404, 'Not Found', 'Sequence not found');
    const list = this.recipients.get(id)!;
    if (sub === 'recipients' && req.method === 'GET') {
      const limit = req.query.limit === undefined ? 50 : Number(req.query.limit);
      const offset = req.query.offset === undefined ? 0 : Number(req.query.offset);
      if (offset + limit > 10_000) return this.error(400, 'Bad Request', 'You are limited to 10,000 total records');
      return { json: list.filter((r) => r.state !== 'draft').slice(offset, offset + limit) };
    }
    if (sub === 'recipients' && req.method === 'POST') {
      const body = (req.json ?? {}) as { recipients?: unknown; scheduledAt?: unknown };
      if (!Array.isArray(body.recipients)) return this.error(400, 'Bad Request', '"recipients" is required');
      const out = (body.recipients as { email?: unknown; variables?: unknown }[]).map((r) => {
        const email = typeof r.email === 'string' ? r.email : '';
        if (!email.includes('@')) return { email, status: 'error', errors: ['Invalid email'] };
        if (this.unsubscribed.has(email)) return { email, status: 'unsubscribed' };
        if (list.some((x) => x.email === email)) return { email, status: 'duplicated' };
        const at = new Date(this.tick()).toISOString();
        list.push({
          _id: this.id(),
          userId: USER_ID,
          sequenceId: id,
          email,
          state: body.scheduledAt === false ? 'draft' : 'active',
          createdAt: at,
          updatedAt: at,
        });
        seq.updatedAt = at;
        return { email, status: 'success' };
      });
      return { json: { recipients: out } };
    }
    if (sub === 'cancel' && req.method === 'POST') {
      const emails = (req.json as { emails?: unknown } | undefined)?.emails;
      const exited: string[] = [];
      for (const r of list)
        if (r.state === 'active' && (!Array.isArray(emails) || emails.includes(r.email))) {
          r.state = 'exited';
          exited.push(r.email as string);
        }
      return { json: { recipients: exited } };
    }
    return this.error(404, 'Not Found', `No route ${req.method} ${req.path}`);
  }

  private ruleRoutes(req: RecordedRequest, id: string | undefined, sub: string | undefined): FakeReply {
    if (!id && req.method === 'POST') {
      const b = (req.json ?? {}) as { name?: unknown; trigger?: { type?: unknown; eventName?: unknown } };
      if (!b.trigger || typeof b.trigger.type !== 'string') return this.error(400, 'Bad Request', '"trigger.type" is required');
      const at = new Date().toISOString();
      const rule: MixmaxRule = {
        _id: this.id(),
        userId: USER_ID,
        name: typeof b.name === 'string' ? b.name : '',
        trigger: { type: b.trigger.type, ...(typeof b.trigger.eventName === 'string' ? { eventName: b.trigger.eventName } : {}) },
        isPaused: false,
        createdAt: at,
        modifiedAt: at,
        actions: [],
      };
      this.rules.set(rule._id, rule);
      const { actions: _actions, ...shown } = rule;
      return { json: shown };
    }
    const rule = id ? this.rules.get(id) : undefined;
    if (!rule) return this.error(404, 'Not Found', 'Rule not found');
    if (!sub && req.method === 'DELETE') {
      this.rules.delete(rule._id);
      return { json: {} };
    }
    if (sub === 'actions' && req.method === 'POST') {
      const b = (req.json ?? {}) as { type?: unknown; url?: unknown; isPaused?: unknown };
      if (typeof b.type !== 'string') return this.error(400, 'Bad Request', '"type" is required');
      if (this.refuseActions) return this.error(400, 'Bad Request', 'This action type is not available on your plan');
      if (b.type === 'webhook' && (typeof b.url !== 'string' || !/^https?:\/\//.test(b.url)))
        return this.error(400, 'Bad Request', '"url" must be a valid uri');
      const action = { _id: this.id(), type: b.type, ...(typeof b.url === 'string' ? { url: b.url } : {}), isPaused: b.isPaused === true };
      rule.actions.push(action);
      return { json: { ...action, ruleId: rule._id } };
    }
    if (!sub && req.method === 'GET') return { json: rule };
    return this.error(404, 'Not Found', `No route ${req.method} ${req.path}`);
  }

  protected handle(req: RecordedRequest): FakeReply {
    if (req.headers['x-api-token'] !== this.token) return this.error(401, 'Unauthorized', 'You must be logged in');
    if (this.budget !== undefined) {
      if (this.budget <= 0)
        return {
          status: 429,
          headers: { 'x-ratelimit-limit': '120', 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': '1' },
          json: { statusCode: 429, error: 'Too Many Requests', message: 'Rate limit exceeded' },
        };
      this.budget--;
    }
    const queued = this.nextFailure(req.path);
    if (queued) return queued;
    const m = /^\/v1\/([a-z]+)(?:\/([^/]+))?(?:\/([a-z]+))?$/.exec(req.path);
    if (!m) return this.error(404, 'Not Found', `No route ${req.method} ${req.path}`);
    const [, coll, id, sub] = m;
    if (coll === 'users' && id === 'me' && req.method === 'GET')
      return { json: { _id: USER_ID, email: 'rep@acme.example', name: 'Rep', createdAt: '2016-10-01T00:00:00.000Z' } };
    if (coll === 'rules') return this.ruleRoutes(req, id, sub);
    if (coll === 'sequences' && id && sub) return this.sequenceRoutes(req, id, sub);
    if (coll === 'sequences' && !id && req.method === 'GET') return this.page(req, [...this.sequences.values()]);
    if (coll === 'messages' && !id && req.method === 'GET') return this.page(req, [...this.messages.values()]);
    if (coll === 'messages' && id && !sub && req.method === 'GET') {
      const msg = this.messages.get(id);
      return msg ? { json: msg } : this.error(404, 'Not Found', 'Message not found');
    }
    if (coll === 'contacts' && !id) {
      if (req.method === 'GET') {
        const page = this.page(req, [...this.contacts.values()]);
        const body = page.json as { results: MixmaxRecord[] } | undefined;
        if (body?.results) body.results = body.results.map((r) => this.expanded(req, r));
        return page;
      }
      if (req.method === 'POST') return this.contactWrite(req, undefined);
    }
    if (coll === 'contacts' && id && !sub) {
      const rec = this.contacts.get(id);
      if (!rec) return this.error(404, 'Not Found', 'Contact not found');
      if (req.method === 'GET') return { json: this.expanded(req, rec) };
      if (req.method === 'PUT') return this.contactWrite(req, rec);
      if (req.method === 'DELETE') {
        this.contacts.delete(id);
        return { json: {} };
      }
    }
    return this.error(404, 'Not Found', `No route ${req.method} ${req.path}`);
  }
}
