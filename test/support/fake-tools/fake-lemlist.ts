import { randomBytes } from 'node:crypto';
import { FailableFakeTool, type FakeReply, type RecordedRequest } from './fake-tool-server.js';

export type LemRecord = Record<string, unknown> & { _id: string };

/** lemlist ids: a type prefix and 17 characters (`cam_4HrZbi8xsez4QlrnL`). */
const lemId = (prefix: string): string => `${prefix}_${randomBytes(12).toString('base64url').slice(0, 17)}`;

/** Contact fields POST /contacts takes besides its identity keys (v2.json "Add and update contact"). */
const CONTACT_FIELDS = ['firstName', 'lastName', 'phone', 'jobTitle', 'jobDescription', 'picture', 'timezone', 'industry', 'location'];

/**
 * lemlist's API as docs/vendors/lemlist.md documents it (developer.lemlist.com, OpenAPI v2.json), on 127.0.0.1 under
 * `/api`: HTTP Basic with an empty login and the API key as password (401 text/plain otherwise); 20 requests per 2
 * seconds (`X-RateLimit-*` on every answer, 429 with Retry-After past the budget); `GET /team` (with `version=v2`:
 * `users`); `GET /campaigns` (offset, limit <= 100, sortBy, sortOrder, version) answering a bare array;
 * `GET /campaigns/{id}`; `GET /contacts` (offset, limit), `GET|DELETE /contacts/{idOrEmail}`, `POST /contacts`
 * (upsert: by `contactId`, else by email; 201 created / 200 updated, `{success, data}`); `POST /hooks`
 * (`targetUrl`, `type`, `secret`) and `DELETE /hooks/{hookId}`; `push` delivers an activity with the hook's secret.
 */
export class FakeLemlist extends FailableFakeTool {
  readonly team = {
    _id: 'tea_8GdMrBZ3gf4p2rj2h',
    name: 'Acme',
    createdAt: '2023-01-02T09:00:00.000Z',
    users: [] as Record<string, unknown>[],
  };
  readonly campaigns: LemRecord[] = [];
  readonly contacts: LemRecord[] = [];
  readonly hooks = new Map<string, { _id: string; targetUrl: string; type?: string; secret?: string; createdAt: string }>();
  /** Requests left in the current 2-second window (the fake does not refill it by itself). */
  budget = 20;
  private clock = Date.parse('2025-02-01T10:00:00.000Z');

  constructor(readonly apiKey: string) {
    super();
  }

  private tick(): string {
    this.clock += 60_000;
    return new Date(this.clock).toISOString();
  }

  addUser(name: string, email: string): Record<string, unknown> {
    const u = { userId: lemId('usr'), name, email, role: 'admin' };
    this.team.users.push(u);
    return u;
  }

  addCampaign(name: string, status: string, createdBy: string): LemRecord {
    const c: LemRecord = {
      _id: lemId('cam'),
      name,
      labels: [],
      createdAt: this.tick(),
      createdBy,
      status,
      emoji: '🚀',
      timezone: 'Europe/Paris',
    };
    this.campaigns.push(c);
    return c;
  }

  addContact(email: string, fields: Record<string, unknown>, ownerId: string): LemRecord {
    const c: LemRecord = {
      _id: lemId('ctc'),
      teamId: this.team._id,
      email,
      fullName: [fields.firstName, fields.lastName].filter(Boolean).join(' '),
      fields: { ...fields },
      campaigns: [],
      ownerId,
      createdAt: this.tick(),
      createdBy: ownerId,
    };
    this.contacts.push(c);
    return c;
  }

  /** Fires an activity at every hook listening to its type (or to every type), with the hook's secret in the body. */
  async push(activity: Record<string, unknown> & { type: string }): Promise<number[]> {
    const statuses: number[] = [];
    for (const hook of this.hooks.values()) {
      if (hook.type && hook.type !== activity.type) continue;
      const body = {
        _id: lemId('act'),
        teamId: this.team._id,
        createdAt: new Date().toISOString(),
        ...activity,
        ...(hook.secret ? { secret: hook.secret } : {}),
      };
      const res = await fetch(hook.targetUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      statuses.push(res.status);
    }
    return statuses;
  }

  private text(status: number, text: string): FakeReply {
    return { status, headers: { 'content-type': 'text/plain' }, text };
  }

  private page(req: RecordedRequest, all: LemRecord[]): FakeReply {
    const offset = Number(req.query.offset ?? 0);
    const limit = Number(req.query.limit ?? 100);
    if (!Number.isInteger(offset) || offset < 0 || !Number.isInteger(limit) || limit < 1 || limit > 100)
      return this.text(400, 'Bad params (offset/limit)');
    return { json: all.slice(offset, offset + limit) };
  }

  private findContact(idOrEmail: string): LemRecord | undefined {
    return this.contacts.find((c) => c._id === idOrEmail || c.email === idOrEmail);
  }

  private upsertContact(req: RecordedRequest): FakeReply {
    const b = req.json as Record<string, unknown> | undefined;
    if (!b || typeof b !== 'object') return this.text(400, 'Body must be JSON');
    const fields = Object.fromEntries(
      CONTACT_FIELDS.filter((k) => b[k] !== undefined && b[k] !== null && b[k] !== '').map((k) => [k, b[k]]),
    );
    let existing: LemRecord | undefined;
    if (typeof b.contactId === 'string') {
      existing = this.contacts.find((c) => c._id === b.contactId);
      if (!existing)
        return {
          status: 400,
          json: { success: false, error: { code: 'CONTACT_NOT_FOUND_BY_ID', message: 'No contact with this contactId' } },
        };
    } else if (typeof b.email === 'string') existing = this.findContact(b.email);
    else
      return {
        status: 400,
        json: {
          success: false,
          error: { code: 'MISSING_IDENTIFIER', message: 'At least one identifier is required: email, linkedinUrl or contactId' },
        },
      };
    if (typeof b.email === 'string' && !b.email.includes('@'))
      return { status: 400, json: { success: false, error: { code: 'INVALID_EMAIL', message: 'email is not valid' } } };
    const shape = (c: LemRecord, created: boolean) => ({
      success: true,
      data: {
        _id: c._id,
        teamId: c.teamId,
        emails: [{ value: c.email }],
        fields: c.fields,
        ownerId: c.ownerId,
        source: 'api',
        createdAt: c.createdAt,
        createdBy: c.createdBy,
        unsubscribed: false,
        created,
        ...(created ? {} : { updated: true }),
        companyLinked: false,
      },
    });
    if (existing) {
      // Null or empty values are ignored on update.
      Object.assign(existing.fields as object, fields);
      if (typeof b.email === 'string') existing.email = b.email;
      return { json: shape(existing, false) };
    }
    return { status: 201, json: shape(this.addContact(b.email as string, fields, String(this.team.users[0]?.userId ?? 'usr_api')), true) };
  }

  private hook(req: RecordedRequest, id: string | undefined): FakeReply {
    if (!id && req.method === 'POST') {
      const b = (req.json ?? {}) as Record<string, unknown>;
      if (typeof b.targetUrl !== 'string' || !/^https?:\/\//.test(b.targetUrl)) return this.text(400, 'targetUrl is required');
      const hook = {
        _id: lemId('hoo'),
        targetUrl: b.targetUrl,
        createdAt: new Date().toISOString(),
        ...(typeof b.type === 'string' ? { type: b.type } : {}),
        ...(typeof b.secret === 'string' ? { secret: b.secret } : {}),
      };
      this.hooks.set(hook._id, hook);
      // The secret is never returned.
      return { json: { _id: hook._id, targetUrl: hook.targetUrl, createdAt: hook.createdAt, ...(hook.type ? { type: hook.type } : {}) } };
    }
    if (req.method === 'GET' && !id) return { json: [...this.hooks.values()].map(({ secret: _s, ...h }) => h) };
    const hook = id ? this.hooks.get(id) : undefined;
    if (req.method === 'DELETE' && hook) {
      this.hooks.delete(hook._id);
      return { json: { _id: hook._id, targetUrl: hook.targetUrl, createdAt: hook.createdAt } };
    }
    return this.text(404, 'Not found');
  }

  protected handle(req: RecordedRequest): FakeReply {
    const auth = req.headers.authorization;
    if (auth !== `Basic ${Buffer.from(`:${this.apiKey}`).toString('base64')}`)
      return this.text(401, 'The authentication you supplied is incorrect');
    if (this.budget <= 0)
      return {
        status: 429,
        headers: { 'retry-after': '1', 'x-ratelimit-limit': '20', 'x-ratelimit-remaining': '0' },
        text: 'Too many requests',
      };
    this.budget--;
    const queued = this.nextFailure();
    if (queued) return queued;
    const reply = this.route(req);
    return { ...reply, headers: { 'x-ratelimit-limit': '20', 'x-ratelimit-remaining': String(this.budget), ...(reply.headers ?? {}) } };
  }

  private route(req: RecordedRequest): FakeReply {
    const p = req.path;
    if (req.method === 'GET' && p === '/api/team') {
      const { users, ...team } = this.team;
      return { json: req.query.version === 'v2' ? { ...team, users } : { ...team, userIds: users.map((u) => u.userId) } };
    }
    if (req.method === 'GET' && p === '/api/campaigns') {
      const sorted = [...this.campaigns].sort((a, b) => String(a.createdAt).localeCompare(String(b.createdAt)));
      if (req.query.sortOrder === 'desc') sorted.reverse();
      return this.page(req, sorted);
    }
    const campaign = /^\/api\/campaigns\/([^/]+)$/.exec(p);
    if (req.method === 'GET' && campaign) {
      const c = this.campaigns.find((x) => x._id === campaign[1]);
      if (!c) return this.text(404, 'Campaign not found');
      const { createdBy, ...rest } = c;
      const user = this.team.users.find((u) => u.userId === createdBy);
      return { json: { ...rest, creator: { userId: createdBy, userEmail: user?.email } } };
    }
    if (p === '/api/contacts' && req.method === 'GET') return this.page(req, this.contacts);
    if (p === '/api/contacts' && req.method === 'POST') return this.upsertContact(req);
    const contact = /^\/api\/contacts\/([^/]+)$/.exec(p);
    if (contact) {
      const c = this.findContact(decodeURIComponent(contact[1]!));
      if (!c)
        return {
          status: 404,
          json: { success: false, error: { code: 'CONTACT_NOT_FOUND', message: 'No contact found with the provided id or email' } },
        };
      if (req.method === 'GET') return { json: c };
      if (req.method === 'DELETE') {
        this.contacts.splice(this.contacts.indexOf(c), 1);
        return { json: { success: true, deletedContactId: c._id } };
      }
    }
    const hook = /^\/api\/hooks(?:\/([^/]+))?$/.exec(p);
    if (hook) return this.hook(req, hook[1]);
    return { status: 405, text: 'Method not allowed' };
  }
}
