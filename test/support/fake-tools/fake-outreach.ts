import { createHmac } from 'node:crypto';
import { FailableFakeTool, type FakeReply, type RecordedRequest } from './fake-tool-server.js';

/** A JSON:API resource object as Outreach answers it. */
export interface OutreachResource {
  type: string;
  id: number;
  attributes: Record<string, unknown>;
  relationships: Record<string, unknown>;
  links: { self: string };
}

/** Outreach's real origin: `links` carry absolute URLs on it (the gateway rewrites them to the override). */
const OUTREACH_ORIGIN = 'https://api.outreach.io';
const MEDIA = 'application/vnd.api+json';

/** URL collection name -> JSON:API `type` (camelCase singular), per docs/vendors/outreach.md §2 and §6. */
const TYPES: Record<string, string> = { users: 'user', prospects: 'prospect', accounts: 'account', sequences: 'sequence' };
/** Which collections take POST/PATCH/DELETE here (users and sequences are read-only for this fake). */
const WRITABLE = new Set(['prospects', 'accounts']);
const DELETABLE = new Set(['prospects', 'accounts']);
/** Attributes the API computes; writing them is a validation error. */
const READ_ONLY_ATTRS: Record<string, string[]> = {
  prospect: ['name', 'openCount', 'replyCount', 'engagedAt', 'touchedAt', 'createdAt', 'updatedAt'],
  account: ['createdAt', 'updatedAt'],
};
const ARRAY_ATTRS: Record<string, string[]> = {
  prospect: ['emails', 'workPhones', 'mobilePhones', 'homePhones', 'otherPhones', 'voipPhones', 'tags'],
  account: ['tags'],
};
const RELATIONSHIP_TYPES: Record<string, Record<string, string>> = {
  prospect: { account: 'account', owner: 'user' },
  account: { owner: 'user' },
};

const err = (status: number, id: string, title: string, detail: string, source?: { pointer: string }): FakeReply => ({
  status,
  headers: { 'content-type': MEDIA },
  json: { errors: [{ id, title, detail, ...(source ? { source } : {}) }] },
});

/**
 * Outreach REST API v2 as docs/vendors/outreach.md documents it, on 127.0.0.1: JSON:API documents under
 * `/api/v2/<collection>` (integer ids, camelCase attributes, ISO-8601 UTC datetimes with milliseconds),
 * `page[size]` + opaque `page[after]` cursor paging with an absolute `links.next`, `count=false` dropping
 * `meta.count`, 415 without the JSON:API media type, 406 when Accept excludes it, 201 on create, PATCH requiring `data.type` and `data.id`,
 * 204 on delete and `{"errors":[{id,title,detail}]}` error bodies. Bearer token required. `failNext` answers
 * one canned reply.
 */
export class FakeOutreach extends FailableFakeTool {
  readonly store: Record<string, Map<number, OutreachResource>> = Object.fromEntries(Object.keys(TYPES).map((c) => [c, new Map()]));
  private nextId = 100;
  /** Webhooks (`POST /api/v2/webhooks`, JSON:API type `webhook`), by id. */
  readonly webhooks = new Map<number, OutreachResource>();

  constructor(readonly token: string) {
    super();
  }

  /**
   * Sends one event to every active webhook whose resource and action match (`*` matches all), as Outreach does:
   * a JSON:API body `{data, meta: {deliveredAt, eventName}}` and `Outreach-Webhook-Signature`, the hex HMAC-SHA256
   * of the body keyed by the webhook's secret.
   */
  async push(resource: string, action: 'created' | 'updated' | 'destroyed', id: number): Promise<number[]> {
    const statuses: number[] = [];
    for (const hook of this.webhooks.values()) {
      const a = hook.attributes;
      if (a.active !== true || (a.resource !== '*' && a.resource !== resource) || (a.action !== '*' && a.action !== action)) continue;
      const body = JSON.stringify({
        data: { type: resource, id, attributes: {}, relationships: {} },
        meta: { deliveredAt: new Date().toISOString(), eventName: `${resource}.${action}` },
      });
      const headers: Record<string, string> = { 'content-type': MEDIA, 'outreach-webhook-id': crypto.randomUUID() };
      if (typeof a.secret === 'string' && a.secret)
        headers['outreach-webhook-signature'] = createHmac('sha256', a.secret).update(body).digest('hex');
      const res = await fetch(String(a.url), { method: 'POST', headers, body });
      statuses.push(res.status);
    }
    return statuses;
  }

  /** `/api/v2/webhooks`: create (`data.type` webhook, `attributes.url` required; 201), delete (204). */
  private webhook(req: RecordedRequest, id: string | undefined): FakeReply {
    if (!id && req.method === 'POST') {
      const data = (req.json as { data?: { type?: unknown; attributes?: Record<string, unknown> } } | undefined)?.data;
      if (data?.type !== 'webhook')
        return err(422, 'validationError', 'Validation Error', "Expected data.type to be 'webhook'.", { pointer: '/data/type' });
      const attrs = data.attributes ?? {};
      if (typeof attrs.url !== 'string' || !/^https?:\/\//.test(attrs.url))
        return err(422, 'validationError', 'Validation Error', 'Url is invalid.', { pointer: '/data/attributes/url' });
      const at = new Date().toISOString();
      const hookId = this.nextId++;
      const rec: OutreachResource = {
        type: 'webhook',
        id: hookId,
        attributes: {
          action: attrs.action ?? '*',
          active: true,
          resource: attrs.resource ?? '*',
          secret: attrs.secret ?? null,
          url: attrs.url,
          payloadVersion: 1,
          createdAt: at,
          updatedAt: at,
        },
        relationships: {},
        links: { self: `${OUTREACH_ORIGIN}/api/v2/webhooks/${hookId}` },
      };
      this.webhooks.set(hookId, rec);
      return { status: 201, headers: { 'content-type': MEDIA }, json: { data: rec } };
    }
    if (id && req.method === 'DELETE') {
      if (!this.webhooks.delete(Number(id)))
        return err(404, 'resourceNotFound', 'Resource Not Found', `Could not find 'webhook' with ID '${id}'.`);
      return { status: 204 };
    }
    return err(405, 'methodNotAllowed', 'Method Not Allowed', `${req.method} is not allowed on /webhooks.`);
  }

  add(
    collection: keyof typeof TYPES,
    attributes: Record<string, unknown>,
    relationships: Record<string, unknown> = {},
    at = '2024-03-05T17:22:10.000Z',
  ): OutreachResource {
    const id = this.nextId++;
    const rec: OutreachResource = {
      type: TYPES[collection]!,
      id,
      attributes: { ...attributes, createdAt: attributes.createdAt ?? at, updatedAt: attributes.updatedAt ?? at },
      relationships,
      links: { self: `${OUTREACH_ORIGIN}/api/v2/${collection}/${id}` },
    };
    if (rec.type === 'prospect') rec.attributes.name = [attributes.firstName, attributes.lastName].filter(Boolean).join(' ');
    this.store[collection]!.set(id, rec);
    return rec;
  }

  protected handle(req: RecordedRequest): FakeReply {
    if (req.headers.authorization !== `Bearer ${this.token}`)
      return err(401, 'unauthorized', 'Unauthorized', 'The access token is missing, expired or revoked.');
    if (req.headers['content-type'] !== MEDIA) {
      // The docs' example literally says `details` here, unlike every other error item.
      return {
        status: 415,
        headers: { 'content-type': MEDIA },
        json: {
          errors: [
            { id: 'unsupportedMediaType', title: 'Unsupported Media Type', details: `Expected Content-Type header to be '${MEDIA}'.` },
          ],
        },
      };
    }
    // Outreach's API description serves only the JSON:API media type: an Accept that excludes it is answered 406.
    const accept = req.headers.accept ?? '*/*';
    if (!accept.split(',').some((t) => [MEDIA, '*/*', 'application/*'].includes(t.split(';')[0]!.trim()))) {
      return err(406, 'notAcceptable', 'Not Acceptable', `Expected Accept header to include '${MEDIA}'.`);
    }
    const failure = this.nextFailure();
    if (failure) return failure;
    const hook = /^\/api\/v2\/webhooks(?:\/(\d+))?$/.exec(req.path);
    if (hook) return this.webhook(req, hook[1]);
    let m = /^\/api\/v2\/([a-zA-Z]+)$/.exec(req.path);
    if (m && this.store[m[1]!]) {
      const collection = m[1]!;
      if (req.method === 'GET') return this.list(collection, req.query);
      if (req.method === 'POST' && WRITABLE.has(collection)) return this.create(collection, req.json);
      return err(405, 'methodNotAllowed', 'Method Not Allowed', `${req.method} is not allowed on /${collection}.`);
    }
    m = /^\/api\/v2\/([a-zA-Z]+)\/([^/]+)$/.exec(req.path);
    if (m && this.store[m[1]!]) {
      const collection = m[1]!;
      const type = TYPES[collection]!;
      const rec = /^\d+$/.test(m[2]!) ? this.store[collection]!.get(Number(m[2])) : undefined;
      if (!rec) return err(404, 'resourceNotFound', 'Resource Not Found', `Could not find '${type}' with ID '${m[2]}'.`);
      if (req.method === 'GET') return { headers: { 'content-type': MEDIA }, json: { data: rec } };
      if (req.method === 'PATCH' && WRITABLE.has(collection)) return this.update(collection, rec, req.json);
      if (req.method === 'DELETE' && DELETABLE.has(collection)) {
        this.store[collection]!.delete(rec.id);
        return { status: 204 };
      }
      return err(405, 'methodNotAllowed', 'Method Not Allowed', `${req.method} is not allowed on /${collection}/{id}.`);
    }
    return err(404, 'resourceNotFound', 'Resource Not Found', `No route for ${req.path}.`);
  }

  /** Ascending by id; `page[after]` is an opaque cursor (base64 of the last id served). */
  private list(collection: string, q: Record<string, string>): FakeReply {
    const size = q['page[size]'] === undefined ? 50 : Number(q['page[size]']);
    if (!Number.isInteger(size) || size < 1 || size > 1000)
      return err(400, 'badRequest', 'Bad Request', 'page[size] must be an integer between 1 and 1000.');
    let after = 0;
    if (q['page[after]'] !== undefined) {
      after = Number(Buffer.from(q['page[after]'], 'base64url').toString('utf8'));
      if (!Number.isInteger(after)) return err(400, 'badRequest', 'Bad Request', 'page[after] is not a valid cursor.');
    }
    const all = [...this.store[collection]!.values()].sort((a, b) => a.id - b.id);
    const rest = all.filter((r) => r.id > after);
    const data = rest.slice(0, size);
    const links: Record<string, string> = {
      first: `${OUTREACH_ORIGIN}/api/v2/${collection}?page%5Bsize%5D=${size}${q.count === 'false' ? '&count=false' : ''}`,
    };
    if (rest.length > size) {
      const cursor = Buffer.from(String(data.at(-1)!.id)).toString('base64url');
      links.next = `${OUTREACH_ORIGIN}/api/v2/${collection}?count=${q.count ?? 'true'}&page%5Bafter%5D=${cursor}&page%5Bsize%5D=${size}`;
    }
    const meta = q.count === 'false' ? {} : { count: all.length, count_truncated: false };
    return { headers: { 'content-type': MEDIA }, json: { data, links, meta } };
  }

  /** Checks a JSON:API document's attributes and relationships; an error reply, or undefined when valid. */
  private invalid(type: string, data: Record<string, unknown>): FakeReply | undefined {
    const attrs = (data.attributes ?? {}) as Record<string, unknown>;
    if (typeof attrs !== 'object' || Array.isArray(attrs))
      return err(422, 'validationError', 'Validation Error', 'attributes must be an object.', { pointer: '/data/attributes' });
    for (const [k, v] of Object.entries(attrs)) {
      if ((READ_ONLY_ATTRS[type] ?? []).includes(k))
        return err(422, 'validationError', 'Validation Error', `${k} is read-only.`, { pointer: `/data/attributes/${k}` });
      if ((ARRAY_ATTRS[type] ?? []).includes(k) && (!Array.isArray(v) || v.some((x) => typeof x !== 'string'))) {
        return err(422, 'validationError', 'Validation Error', `${k} must be an array of strings.`, { pointer: `/data/attributes/${k}` });
      }
    }
    const rels = (data.relationships ?? {}) as Record<string, { data?: { type?: unknown; id?: unknown } | null }>;
    for (const [k, v] of Object.entries(rels)) {
      const want = RELATIONSHIP_TYPES[type]?.[k];
      const d = v?.data;
      if (!want || (d !== null && (d?.type !== want || typeof d?.id !== 'number'))) {
        return err(
          422,
          'validationError',
          'Validation Error',
          `relationship ${k} must be {data: {type: '${want ?? '?'}', id: <integer>}}.`,
          { pointer: `/data/relationships/${k}` },
        );
      }
    }
    return undefined;
  }

  private create(collection: string, body: unknown): FakeReply {
    const type = TYPES[collection]!;
    const data = (body as { data?: Record<string, unknown> } | undefined)?.data;
    if (data?.type !== type)
      return err(422, 'validationError', 'Validation Error', `data.type must be '${type}'.`, { pointer: '/data/type' });
    if ('id' in data)
      return err(422, 'validationError', 'Validation Error', 'data.id must not be sent on create.', { pointer: '/data/id' });
    const bad = this.invalid(type, data);
    if (bad) return bad;
    const now = new Date().toISOString();
    const rec = this.add(
      collection,
      { ...(data.attributes as object), createdAt: now, updatedAt: now },
      (data.relationships ?? {}) as Record<string, unknown>,
    );
    return { status: 201, headers: { 'content-type': MEDIA }, json: { data: rec } };
  }

  private update(collection: string, rec: OutreachResource, body: unknown): FakeReply {
    const data = (body as { data?: Record<string, unknown> } | undefined)?.data;
    if (data?.type !== rec.type)
      return err(422, 'validationError', 'Validation Error', `data.type must be '${rec.type}'.`, { pointer: '/data/type' });
    if (data.id !== rec.id)
      return err(422, 'validationError', 'Validation Error', `data.id must be the integer ${rec.id}.`, { pointer: '/data/id' });
    const bad = this.invalid(rec.type, data);
    if (bad) return bad;
    Object.assign(rec.attributes, data.attributes ?? {}, { updatedAt: new Date().toISOString() });
    Object.assign(rec.relationships, data.relationships ?? {});
    if (rec.type === 'prospect') rec.attributes.name = [rec.attributes.firstName, rec.attributes.lastName].filter(Boolean).join(' ');
    return { headers: { 'content-type': MEDIA }, json: { data: rec } };
  }
}
