import { FailableFakeTool, type FakeReply, type RecordedRequest } from './fake-tool-server.js';

type Row = Record<string, unknown>;

/**
 * CloudTalk REST API 1.7 as docs/vendors/cloudtalk.md documents it, on 127.0.0.1 under /api: HTTP Basic with the
 * access key id and secret (else 401 in the error envelope `{responseData: {status, message}}`); GET needs
 * `Accept: application/json` (else 406); collections (`agents`, `calls`, `contacts` index.json) take `page` (from
 * 1) and `limit` (1..1000) and answer `{responseData: {itemsCount, pageCount, pageNumber, limit, data}}`, each item a
 * set of named objects (`{Agent}`, `{Cdr, Contact, Agent, ...}`, `{Contact, ContactNumber, ContactEmail}`); calls
 * filter on `date_from` (yyyy-mm-dd hh:mm:ss, read in the company's time zone, `timeZoneOffsetHours`) and `call_id`,
 * agents on `id`; `contacts/show/{id}.json` answers lists of numbers and emails; PUT `contacts/add.json` creates,
 * POST `contacts/edit/{id}.json` updates only what is sent, DELETE `contacts/delete/{id}.json` deletes; PUT
 * `notes/add/{contactId}.json`, PUT `contacts/addTags/{contactId}.json` and POST `calls/create.json` (403 when the
 * agent is not online). Past `rateLimit` requests a 429 with X-CloudTalkAPI-Limit, -Remaining and -ResetTime.
 */
export class FakeCloudTalk extends FailableFakeTool {
  readonly agents: Row[] = [];
  readonly calls: Row[] = [];
  /** Stored as CloudTalk keeps them: the contact and its lists. */
  readonly contacts: { Contact: Row; ContactNumber: Row[]; ContactEmail: Row[]; ContactsTag: Row[] }[] = [];
  readonly notes: Row[] = [];
  readonly placedCalls: Row[] = [];
  timeZoneOffsetHours = 0;
  /** Requests allowed before one 429 (then unlimited again); Infinity: unlimited. */
  rateLimit = Infinity;
  private used = 0;
  private nextId = 5000;

  constructor(
    readonly keyId: string,
    readonly keySecret: string,
  ) {
    super();
  }

  addAgent(i: number, status = 'online'): Row {
    const a = {
      id: String(1070 + i),
      name: String(123450 + i),
      firstname: `Agent${i}`,
      lastname: 'Doe',
      email: `agent${i}@example.com`,
      is_daily_limit_ok: true,
      status_outbound: true,
      availability_status: status,
      extension: String(1000 + i),
      call_number_id: 36,
      default_number: '+421123456789',
      associated_numbers: ['+421123456789'],
    };
    this.agents.push(a);
    return a;
  }

  /** A call of the call history: numbers as E.164 digits (JSON numbers), times in ISO 8601 UTC. */
  addCall(type: 'incoming' | 'outgoing', external: number, at: Date, answered = true): Row {
    const id = 270 + this.calls.length;
    const call = {
      Cdr: {
        id: String(id),
        billsec: answered ? '95' : '0',
        type,
        country_code: '44',
        public_external: external,
        public_internal: 442012345678,
        recorded: answered,
        is_voicemail: false,
        user_id: '1070',
        talking_time: answered ? '90' : '0',
        started_at: at.toISOString(),
        answered_at: answered ? new Date(at.getTime() + 5000).toISOString() : null,
        ended_at: new Date(at.getTime() + 100_000).toISOString(),
        waiting_time: 5,
        wrapup_time: 10,
        recording_link: answered ? `https://my.cloudtalk.io/r/play/${id}` : null,
      },
      Contact: { id: '1234', name: 'Jon Doe', company: 'First ltd.' },
      CallNumber: { id: '12345', internal_name: 'Sales support', caller_id_e164: 442012345678 },
      Agent: { id: '1070', firstname: 'Agent0', lastname: 'Doe', fullname: 'Agent0 Doe' },
      Notes: [],
      Tags: [],
    };
    this.calls.push(call);
    return call;
  }

  addContact(name: string, number: string | undefined, email: string | undefined, company = 'Initech'): Row {
    const contact = {
      id: String(this.nextId++),
      name,
      title: '',
      company,
      favorite_agent: null,
      created: '2024-04-01T08:00:00.000Z',
      modified: '2024-05-10T09:30:00.000Z',
    };
    this.contacts.push({
      Contact: contact,
      ContactNumber: number ? [{ public_number: Number(number.replace('+', '')) }] : [],
      ContactEmail: email ? [{ email }] : [],
      ContactsTag: [],
    });
    return contact;
  }

  /** Posts what a Workflow Automation's API Request action sends: the admin's static header and JSON values. */
  async push(url: string, token: string, values: Row): Promise<number> {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-plugboard-token': token },
      body: JSON.stringify(values),
    });
    return res.status;
  }

  private err(status: number, message: string, data?: Row): FakeReply {
    return { status, json: { responseData: { status, message, ...(data ? { data } : {}) } } };
  }

  private page(req: RecordedRequest, all: Row[]): FakeReply {
    const limit = Number(req.query.limit ?? 1000);
    const page = Number(req.query.page ?? 1);
    if (!Number.isInteger(limit) || limit < 1 || limit > 1000) return this.err(406, 'Invalid input data.', { limit: ['1 to 1000'] });
    if (!Number.isInteger(page) || page < 1) return this.err(406, 'Invalid input data.', { page: ['from 1'] });
    return {
      json: {
        responseData: {
          itemsCount: all.length,
          pageCount: Math.ceil(all.length / limit),
          pageNumber: page,
          limit,
          data: all.slice((page - 1) * limit, page * limit),
        },
      },
    };
  }

  private callHistory(req: RecordedRequest): FakeReply {
    let all = [...this.calls];
    const from = req.query.date_from;
    if (from !== undefined) {
      if (!/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(from))
        return this.err(406, 'Invalid input data.', { date_from: ['yyyy-mm-dd hh:mm:ss'] });
      const ms = Date.parse(`${from.replace(' ', 'T')}Z`) - this.timeZoneOffsetHours * 3_600_000;
      all = all.filter((c) => Date.parse(String((c.Cdr as Row).started_at)) >= ms);
    }
    if (req.query.call_id !== undefined) all = all.filter((c) => (c.Cdr as Row).id === req.query.call_id);
    return this.page(req, all);
  }

  private contactBody(b: Row, into: { Contact: Row; ContactNumber: Row[]; ContactEmail: Row[] }): void {
    for (const k of ['name', 'title', 'company', 'industry', 'website', 'address', 'city', 'zip', 'state', 'favorite_agent'])
      if (b[k] !== undefined) into.Contact[k] = b[k];
    if (Array.isArray(b.ContactNumber)) into.ContactNumber = b.ContactNumber as Row[];
    if (Array.isArray(b.ContactEmail)) into.ContactEmail = b.ContactEmail as Row[];
    into.Contact.modified = '2024-06-01T00:00:00.000Z';
  }

  private contactRoutes(req: RecordedRequest): FakeReply | undefined {
    if (req.method === 'GET' && req.path === '/api/contacts/index.json')
      return this.page(
        req,
        this.contacts.map((c) => ({
          Contact: { id: c.Contact.id, name: c.Contact.name, company: c.Contact.company },
          ContactNumber: c.ContactNumber[0] ?? {},
          ContactEmail: c.ContactEmail[0] ?? {},
        })),
      );
    if (req.method === 'PUT' && req.path === '/api/contacts/add.json') {
      const b = (req.json ?? {}) as Row;
      if (typeof b.name !== 'string' || b.name === '') return this.err(406, 'Invalid input data.', { name: ['This field is required.'] });
      const c = this.addContact(b.name, undefined, undefined, '');
      this.contactBody(b, this.contacts.at(-1)!);
      return { status: 201, json: { responseData: { status: 201, data: { id: c.id } } } };
    }
    const m = /^\/api\/(contacts\/show|contacts\/edit|contacts\/delete|notes\/add|contacts\/addTags)\/(\d+)\.json$/.exec(req.path);
    if (!m) return undefined;
    const i = this.contacts.findIndex((c) => c.Contact.id === m[2]);
    if (i < 0) return this.err(404, 'Not found.');
    const c = this.contacts[i]!;
    const b = (req.json ?? {}) as Row;
    if (m[1] === 'contacts/show' && req.method === 'GET')
      return { json: { responseData: { ...c, ExternalUrl: [], ContactAttribute: [] } } };
    if (m[1] === 'contacts/edit' && req.method === 'POST') {
      this.contactBody(b, c);
      return { json: { responseData: { status: 200 } } };
    }
    if (m[1] === 'contacts/delete' && req.method === 'DELETE') {
      this.contacts.splice(i, 1);
      return { json: { responseData: { status: 200 } } };
    }
    if (m[1] === 'notes/add' && req.method === 'PUT') {
      if (typeof b.note !== 'string' || b.note === '') return this.err(406, 'Invalid input data.', { note: ['This field is required.'] });
      const note = { id: String(this.nextId++), contact_id: c.Contact.id, user_id: b.user_id ?? null, note: b.note };
      this.notes.push(note);
      return { status: 201, json: { responseData: { status: 201, data: { id: note.id } } } };
    }
    if (m[1] === 'contacts/addTags' && req.method === 'PUT') {
      if (!Array.isArray(b.tags)) return this.err(406, 'Invalid input data.');
      for (const name of b.tags as string[])
        if (!c.ContactsTag.some((t) => t.name === name)) c.ContactsTag.push({ id: String(this.nextId++), name });
      const tags = c.ContactsTag.filter((t) => (b.tags as string[]).includes(String(t.name)));
      return { json: { responseData: { status: 200, message: 'Tags were sucessfully added.', data: { tags, contact_id: c.Contact.id } } } };
    }
    return undefined;
  }

  private route(req: RecordedRequest): FakeReply {
    if (req.method === 'GET' && req.path === '/api/agents/index.json') {
      const id = req.query.id;
      return this.page(
        req,
        (id === undefined ? this.agents : this.agents.filter((a) => a.id === id)).map((Agent) => ({ Agent })),
      );
    }
    if (req.method === 'GET' && req.path === '/api/calls/index.json') return this.callHistory(req);
    if (req.method === 'POST' && req.path === '/api/calls/create.json') {
      const b = (req.json ?? {}) as Row;
      if (typeof b.agent_id !== 'number' || typeof b.callee_number !== 'string') return this.err(406, 'Invalid input data.');
      const agent = this.agents.find((a) => a.id === String(b.agent_id));
      if (!agent) return this.err(404, 'Not found.');
      if (agent.availability_status !== 'online') return this.err(403, 'Agent is not online.');
      this.placedCalls.push(b);
      return { json: { responseData: { status: 200 } } };
    }
    return this.contactRoutes(req) ?? this.err(404, 'Not found.');
  }

  protected handle(req: RecordedRequest): FakeReply {
    const basic = `Basic ${Buffer.from(`${this.keyId}:${this.keySecret}`).toString('base64')}`;
    if (req.headers.authorization !== basic) return this.err(401, 'Unauthorized');
    if (req.method === 'GET' && !(req.headers.accept ?? '').includes('application/json')) return this.err(406, 'Not Acceptable');
    const reset = String(Math.floor(Date.now() / 1000) + 1);
    if (this.used >= this.rateLimit) {
      this.used = 0;
      this.rateLimit = Infinity;
      return {
        ...this.err(429, 'Too Many Requests'),
        headers: { 'x-cloudtalkapi-limit': '60', 'x-cloudtalkapi-remaining': '0', 'x-cloudtalkapi-resettime': reset },
      };
    }
    this.used++;
    const reply = this.nextFailure() ?? this.route(req);
    return {
      ...reply,
      headers: {
        'x-cloudtalkapi-limit': '60',
        'x-cloudtalkapi-remaining': '59',
        'x-cloudtalkapi-resettime': reset,
        ...(reply.headers ?? {}),
      },
    };
  }
}
