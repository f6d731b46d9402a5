import { randomBytes, randomUUID } from 'node:crypto';
import { FailableFakeTool, type FakeReply, type RecordedRequest } from './fake-tool-server.js';

/**
 * Aircall Public API v1 as docs/vendors/aircall.md documents it, on 127.0.0.1: Basic auth (api_id:api_token),
 * `GET /v1/users` with `page`/`per_page` (max 50) and `from` (UNIX seconds), answering `users[]` in snake_case and
 * `meta.{count,total,current_page,per_page,next_page_link,previous_page_link}` with absolute links; one user under
 * `user`; `GET /v1/calls` (same paging, `calls[]`) and `GET /v1/calls/:id` (`call`). Webhooks as
 * developer.aircall.io/docs/setup-webhooks documents them: `POST /v1/webhooks` (url required and https, custom_name,
 * events; 201 with `{webhook: {webhook_id (UUID), direct_link, created_at, url, active, events, token}}`), `GET` and
 * `DELETE /v1/webhooks/:webhook_id`; `push` delivers `{resource, event, timestamp, token, data}` (no signature: the
 * body's token is the proof). Anything else is 404. Raw replies can be queued with `failNext`.
 */
export class FakeAircall extends FailableFakeTool {
  readonly users: Record<string, unknown>[] = [];
  readonly calls: Record<string, unknown>[] = [];
  /** Webhooks by webhook_id, as the create answered them. */
  readonly webhooks = new Map<
    string,
    { webhook_id: string; url: string; active: boolean; events: string[]; token: string; custom_name: string }
  >();

  constructor(
    readonly apiId: string,
    readonly apiToken: string,
  ) {
    super();
  }

  addUser(i: number): void {
    this.users.push({
      id: 1000 + i,
      direct_link: `${this.origin}/v1/users/${1000 + i}`,
      name: `Agent ${i}`,
      email: `agent${i}@example.com`,
      available: i % 2 === 0,
      availability_status: i % 2 === 0 ? 'available' : 'custom',
      created_at: `2024-06-${String(10 + i).padStart(2, '0')}T08:00:00.000Z`,
      time_zone: 'Europe/Paris',
      language: i === 0 ? null : 'fr-FR',
      wrap_up_time: 30,
      numbers: [],
    });
  }

  /**
   * A call as Aircall answers it: `raw_digits` is the other party's number, `number` the Aircall line (with its
   * `digits`) that received (inbound) or placed (outbound) the call.
   */
  addCall(direction: 'inbound' | 'outbound', rawDigits: string, lineDigits: string): Record<string, unknown> {
    const id = 1_234_567 + this.calls.length;
    const started = 1_709_650_930 + this.calls.length * 600;
    const call = {
      id,
      direct_link: `${this.origin}/v1/calls/${id}`,
      direction,
      status: 'done',
      missed_call_reason: null,
      started_at: started,
      answered_at: started + 5,
      ended_at: started + 305,
      duration: 300,
      raw_digits: rawDigits,
      voicemail: null,
      recording: null,
      archived: false,
      user: { id: 1000, name: 'Agent 0' },
      contact: null,
      number: { id: 77, name: 'Paris office', digits: lineDigits, created_at: '2024-01-02T08:00:00.000Z' },
      participants: [],
    };
    this.calls.push(call);
    return call;
  }

  /**
   * Sends one event to every active webhook listening to it (no `events` at creation: all events), as Aircall does:
   * a POST with the JSON envelope whose `token` is the webhook's. Answers the receivers' statuses.
   */
  async push(event: string, data: Record<string, unknown>): Promise<number[]> {
    const statuses: number[] = [];
    for (const hook of this.webhooks.values()) {
      if (!hook.active || (hook.events.length > 0 && !hook.events.includes(event))) continue;
      const body = { resource: event.split('.')[0], event, timestamp: Math.floor(Date.now() / 1000), token: hook.token, data };
      const res = await fetch(hook.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      statuses.push(res.status);
    }
    return statuses;
  }

  private webhook(req: RecordedRequest, id: string | undefined): FakeReply {
    if (!id && req.method === 'POST') {
      const b = (req.json ?? {}) as { url?: unknown; custom_name?: unknown; events?: unknown };
      // Aircall also refuses URLs that are not https; loopback gateways are http, so only the presence is checked.
      if (typeof b.url !== 'string' || !/^https?:\/\//.test(b.url))
        return { status: 400, json: { error: 'Bad Request', troubleshoot: 'url is mandatory and must be a valid HTTPS URL' } };
      if (this.webhooks.size >= 100) return { status: 400, json: { error: 'Bad Request', troubleshoot: 'Webhooks limit reached (100)' } };
      const events = Array.isArray(b.events) ? b.events.map(String) : [];
      const hook = {
        webhook_id: randomUUID(),
        url: b.url,
        active: true,
        events,
        token: randomBytes(10).toString('hex'),
        custom_name: typeof b.custom_name === 'string' ? b.custom_name : 'Webhook',
      };
      this.webhooks.set(hook.webhook_id, hook);
      return {
        status: 201,
        json: { webhook: { ...hook, direct_link: `${this.origin}/v1/webhooks/${hook.webhook_id}`, created_at: new Date().toISOString() } },
      };
    }
    const hook = id ? this.webhooks.get(id) : undefined;
    if (!hook) return { status: 404, json: { error: 'Not found', troubleshoot: 'No such webhook' } };
    if (req.method === 'GET') return { json: { webhook: hook } };
    if (req.method === 'DELETE') {
      this.webhooks.delete(hook.webhook_id);
      return { status: 204 };
    }
    return { status: 404, json: { error: 'Not found', troubleshoot: `No route ${req.method} ${req.path}` } };
  }

  protected handle(req: RecordedRequest): FakeReply {
    const expected = `Basic ${Buffer.from(`${this.apiId}:${this.apiToken}`).toString('base64')}`;
    if (req.headers.authorization !== expected) return { status: 401, json: { error: 'Unauthorized', troubleshoot: 'Check your API key' } };
    const queued = this.nextFailure(req.path);
    if (queued) return queued;
    // GET /v1/ping checks the credentials (the manifest's connection.verify); Aircall answers {"ping":"pong"}.
    if (req.method === 'GET' && req.path === '/v1/ping') return { status: 200, json: { ping: 'pong' } };
    const hook = /^\/v1\/webhooks(?:\/([0-9a-f-]+))?$/.exec(req.path);
    if (hook) return this.webhook(req, hook[1]);
    if (req.method === 'GET' && req.path === '/v1/users') {
      const perPage = Math.min(Number(req.query.per_page ?? 20), 50);
      const page = Number(req.query.page ?? 1);
      const from = req.query.from ? Number(req.query.from) * 1000 : undefined;
      const all = this.users.filter((u) => from === undefined || Date.parse(String(u.created_at)) >= from);
      const users = all.slice((page - 1) * perPage, page * perPage);
      const link = (p: number) => `${this.origin}/v1/users?page=${p}&per_page=${perPage}${req.query.from ? `&from=${req.query.from}` : ''}`;
      return {
        json: {
          users,
          meta: {
            count: users.length,
            total: all.length,
            current_page: page,
            per_page: perPage,
            next_page_link: page * perPage < all.length ? link(page + 1) : null,
            previous_page_link: page > 1 ? link(page - 1) : null,
          },
        },
      };
    }
    if (req.method === 'GET' && req.path === '/v1/calls') {
      const perPage = Math.min(Number(req.query.per_page ?? 20), 50);
      const page = Number(req.query.page ?? 1);
      const calls = this.calls.slice((page - 1) * perPage, page * perPage);
      const more = page * perPage < this.calls.length;
      return {
        json: {
          calls,
          meta: {
            count: calls.length,
            total: this.calls.length,
            current_page: page,
            per_page: perPage,
            next_page_link: more ? `${this.origin}/v1/calls?page=${page + 1}&per_page=${perPage}` : null,
            previous_page_link: null,
          },
        },
      };
    }
    const call = /^\/v1\/calls\/(\d+)$/.exec(req.path);
    if (req.method === 'GET' && call) {
      const c = this.calls.find((x) => String(x.id) === call[1]);
      return c ? { json: { call: c } } : { status: 404, json: { error: 'Not found', troubleshoot: 'No such call' } };
    }
    const one = /^\/v1\/users\/(\d+)$/.exec(req.path);
    if (req.method === 'GET' && one) {
      const u = this.users.find((x) => String(x.id) === one[1]);
      return u ? { json: { user: u } } : { status: 404, json: { error: 'Not found', troubleshoot: 'No such user' } };
    }
    return { status: 404, json: { error: 'Not found', troubleshoot: `No route ${req.method} ${req.path}` } };
  }
}
