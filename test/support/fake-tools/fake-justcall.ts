import { createHmac } from 'node:crypto';
import { FailableFakeTool, type FakeReply, type RecordedRequest } from './fake-tool-server.js';

type Row = Record<string, unknown>;

/**
 * JustCall REST API v2.1 as docs/vendors/justcall.md documents it, on 127.0.0.1: `Authorization: api_key:api_secret`
 * (no scheme, no base64; anything else 401 `{status: error, message}`); lists (`/v2.1/users`, `/v2.1/calls`,
 * `/v2.1/contacts`) take `page` (from 0), `per_page` (users and calls at most 100, contacts 500) and `order`, and
 * answer `{status, count, total_count, current_page, per_page, next_page_link, prev_page_link, data}` with an
 * absolute next link carrying the filters, empty on the last page; calls take `from_datetime` (yyyy-mm-dd
 * hh:mm:ss, read in the account's time zone, `timeZoneOffsetHours`) and `sort=datetime`; one record is `{status,
 * data}`; `POST /v2.1/contacts` and `PUT /v2.1/contacts` (id in the body) answer `{status, id, message}`; `PUT
 * /v2.1/calls/:id` takes notes, disposition_code and rating. Every answer carries the hourly and burst
 * X-Rate-Limit-* headers; past `burstLimit` requests a 429 (no Retry-After). `push` sends a signed webhook as
 * developer.justcall.io/docs/dynamic-webhook-signatures describes.
 */
export class FakeJustCall extends FailableFakeTool {
  readonly users: Row[] = [];
  readonly calls: Row[] = [];
  readonly contacts: Row[] = [];
  /** The account's time zone (hours east of UTC): from_datetime is read in it. */
  timeZoneOffsetHours = 0;
  /** Requests allowed in the current burst window (JustCall's per-minute limit); Infinity: unlimited. */
  burstLimit = Infinity;
  private burstUsed = 0;
  private nextContactId = 9000;

  constructor(
    readonly apiKey: string,
    readonly apiSecret: string,
  ) {
    super();
  }

  addUser(i: number): void {
    this.users.push({
      id: 1300 + i,
      role: i === 0 ? 'Admin' : 'Agent',
      name: `Agent ${i}`,
      email: `agent${i}@example.com`,
      extension: 100 + i,
      groups: [],
      owned_numbers: ['+14155551234'],
      shared_numbers: [],
      created_at: `2024-01-${String(10 + i).padStart(2, '0')}`,
      last_login_timestamp: '2024-03-15 10:30:00',
      timezone: 'America/Los_Angeles',
      working_hours_type: 'Always Open',
      available: i % 2 === 0 ? 'Yes' : 'No',
      unavailability_reason: i % 2 === 0 ? '' : 'Lunch',
      on_call: 'No',
    });
  }

  /** A call as JustCall logs it: call_date and call_time in UTC (the hour not padded), the direction in call_info. */
  addCall(direction: 'Incoming' | 'Outgoing', contactNumber: string, at: Date): Row {
    const id = 328_951_200 + this.calls.length;
    const iso = at.toISOString();
    const call = {
      id,
      call_sid: `CA${String(id).padStart(32, '0')}`,
      contact_number: contactNumber,
      contact_name: 'Rachel G.',
      contact_email: 'rachel@example.com',
      justcall_number: '+12707705000',
      justcall_line_name: 'Sales Line',
      agent_id: 1300,
      agent_name: 'Agent 0',
      agent_email: 'agent0@example.com',
      agent_active: 'Active',
      call_date: iso.slice(0, 10),
      call_user_date: iso.slice(0, 10),
      call_time: `${Number(iso.slice(11, 13))}${iso.slice(13, 19)}`,
      call_user_time: iso.slice(11, 19),
      cost_incurred: 0.005,
      call_info: {
        direction,
        type: 'Answered',
        missed_call_reason: '',
        status: 'Unarchived',
        disposition: '',
        notes: '',
        rating: '',
        recording: `https://justcall.io/rec-redirect/CA${id}`,
        call_traits: [],
      },
      call_duration: {
        ring_time: 5,
        friendly_duration: '00:02:35',
        total_duration: 155,
        queue_wait_time: 0,
        hold_time: 0,
        conversation_time: 155,
        wrap_up_time: 5,
        handle_time: 160,
      },
    };
    this.calls.push(call);
    return call;
  }

  addContact(first: string, last: string, number: string): Row {
    const c = {
      id: this.nextContactId++,
      parent_contact_id: null,
      name: `${first} ${last}`,
      first_name: first,
      last_name: last,
      contact_number: number,
      other_numbers: [],
      email: `${first.toLowerCase()}@example.com`,
      extension: null,
      company: 'Friends.co',
      address: '',
      notes: [],
      status: { blacklist: false, dnd: false, dnm: false },
      status_updated_at: '',
      created_at: '2024-04-01',
      last_updated_at: '2024-05-10',
      agent_id: 1300,
    };
    this.contacts.push(c);
    return c;
  }

  /**
   * Posts one event to `url` as JustCall does: the JSON envelope, and x-justcall-signature = HMAC-SHA256 keyed by the
   * API secret of "<secret>|<urlencoded webhook_url>|<type>|<timestamp>". Answers the receiver's status.
   */
  async push(url: string, type: string, data: Row, secret = this.apiSecret): Promise<number> {
    const body = { request_id: '01HSGZRD0PHRCCHM46JRCRYMC4', webhook_url: url, url_id: '65fc65d6d8b63be90aeee515', type, data };
    const timestamp = new Date().toISOString().slice(0, 19).replace('T', ' ');
    const signature = createHmac('sha256', secret)
      .update(`${secret}|${encodeURIComponent(url)}|${type}|${timestamp}`)
      .digest('hex');
    const res = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-justcall-signature': signature,
        'x-justcall-signature-version': 'v1',
        'x-justcall-request-timestamp': timestamp,
      },
      body: JSON.stringify(body),
    });
    return res.status;
  }

  private limits(): Record<string, string> {
    const reset = String(Math.floor(Date.now() / 1000) + 1);
    return {
      'x-rate-limit-limit': '800',
      'x-rate-limit-remaining': '799',
      'x-rate-limit-reset': String(Math.floor(Date.now() / 1000) + 3600),
      'x-rate-limit-burst-limit': '32',
      'x-rate-limit-burst-remaining': String(Math.max(0, this.burstLimit - this.burstUsed)),
      'x-rate-limit-burst-reset': reset,
    };
  }

  /** One page of `all` as JustCall answers lists; the next link repeats the request's query with the next page. */
  private page(req: RecordedRequest, all: Row[], max: number): FakeReply {
    const perPage = Math.min(Number(req.query.per_page ?? 50), max);
    const page = Number(req.query.page ?? 0);
    const data = all.slice(page * perPage, (page + 1) * perPage);
    const link = (p: number) => {
      const q = new URLSearchParams(req.query);
      q.set('page', String(p));
      q.set('per_page', String(perPage));
      return `${this.origin}${req.path}?${q.toString()}`;
    };
    return {
      json: {
        status: 'success',
        count: data.length,
        total_count: all.length,
        current_page: page,
        per_page: perPage,
        next_page_link: (page + 1) * perPage < all.length ? link(page + 1) : '',
        prev_page_link: page > 0 ? link(page - 1) : '',
        data,
      },
    };
  }

  private callsSince(req: RecordedRequest): Row[] | FakeReply {
    let all = [...this.calls];
    const from = req.query.from_datetime;
    if (from !== undefined) {
      if (!/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}:\d{2})?$/.test(from))
        return { status: 400, json: { status: 'error', message: 'from_datetime must be yyyy-mm-dd hh:mm:ss or yyyy-mm-dd' } };
      // Read in the account's time zone.
      const ms = Date.parse(`${from.replace(' ', 'T')}${from.length === 10 ? 'T00:00:00' : ''}Z`) - this.timeZoneOffsetHours * 3_600_000;
      all = all.filter((c) => Date.parse(`${String(c.call_date)}T${String(c.call_time).padStart(8, '0')}Z`) >= ms);
    }
    if (req.query.sort === 'datetime')
      all.sort((a, b) => String(a.call_date).localeCompare(String(b.call_date)) || Number(a.id) - Number(b.id));
    if (req.query.order === 'desc') all.reverse();
    return all;
  }

  private one(rows: Row[], id: string, what: string): FakeReply {
    const r = rows.find((x) => String(x.id) === id);
    return r ? { json: { status: 'success', data: r } } : { status: 404, json: { status: 'error', message: `${what} not found` } };
  }

  private writeContact(req: RecordedRequest): FakeReply {
    const b = (req.json ?? {}) as Row;
    if (req.method === 'POST') {
      if (typeof b.first_name !== 'string' || typeof b.contact_number !== 'string')
        return { status: 400, json: { status: 'error', message: 'first_name and contact_number are required' } };
      const c = this.addContact(b.first_name, typeof b.last_name === 'string' ? b.last_name : '', b.contact_number);
      Object.assign(c, b);
      return { json: { status: 'success', id: c.id, message: 'Contact created successfully' } };
    }
    const c = this.contacts.find((x) => x.id === b.id);
    if (!c) return { status: 404, json: { status: 'error', message: 'Contact not found' } };
    Object.assign(c, b, { last_updated_at: '2024-06-01' });
    return { json: { status: 'success', id: c.id, message: 'Contact updated successfully' } };
  }

  private route(req: RecordedRequest): FakeReply {
    if (req.method === 'GET' && req.path === '/v2.1/users') {
      const users = req.query.order === 'desc' ? [...this.users].reverse() : this.users;
      return this.page(req, users, 100);
    }
    if (req.method === 'GET' && req.path === '/v2.1/calls') {
      const calls = this.callsSince(req);
      return Array.isArray(calls) ? this.page(req, calls, 100) : calls;
    }
    if (req.method === 'GET' && req.path === '/v2.1/contacts') return this.page(req, this.contacts, 500);
    if ((req.method === 'POST' || req.method === 'PUT') && req.path === '/v2.1/contacts') return this.writeContact(req);
    const m = /^\/v2\.1\/(users|calls|contacts)\/(\d+)$/.exec(req.path);
    if (m && req.method === 'GET') {
      const rows = m[1] === 'users' ? this.users : m[1] === 'calls' ? this.calls : this.contacts;
      return this.one(rows, m[2]!, m[1]!.slice(0, -1));
    }
    if (m?.[1] === 'calls' && req.method === 'PUT') {
      const call = this.calls.find((x) => String(x.id) === m[2]);
      if (!call) return { status: 404, json: { status: 'error', message: 'call not found' } };
      const b = (req.json ?? {}) as Row;
      const info = call.call_info as Row;
      if (typeof b.notes === 'string') info.notes = b.notes;
      if (typeof b.disposition_code === 'string') info.disposition = b.disposition_code;
      if (b.rating !== undefined) info.rating = String(b.rating);
      return { json: { status: 'success', id: call.id, message: 'Call updated successfully' } };
    }
    return { status: 404, json: { status: 'error', message: `No route ${req.method} ${req.path}` } };
  }

  protected handle(req: RecordedRequest): FakeReply {
    if (req.headers.authorization !== `${this.apiKey}:${this.apiSecret}`)
      return { status: 401, json: { status: 'error', message: 'Invalid API key or secret' } };
    if (this.burstUsed >= this.burstLimit) {
      this.burstUsed = 0;
      this.burstLimit = Infinity;
      return {
        status: 429,
        headers: { ...this.limits(), 'x-rate-limit-burst-remaining': '0' },
        json: { status: 'error', message: 'Too many requests' },
      };
    }
    this.burstUsed++;
    const reply = this.nextFailure() ?? this.route(req);
    return { ...reply, headers: { ...this.limits(), ...(reply.headers ?? {}) } };
  }
}
