import { createHmac } from 'node:crypto';
import { FailableFakeTool, type FakeReply, type RecordedRequest } from './fake-tool-server.js';

type Call = Record<string, unknown> & { sid: string; status: string };

const rfc2822 = (d: Date) => d.toUTCString().replace('GMT', '+0000');

/**
 * Twilio's REST API 2010-04-01 (Voice calls) as twilio-oai's twilio_api_v2010 describes it, on 127.0.0.1: HTTP
 * Basic with the account SID and auth token (else 401 `{code: 20003, message, more_info, status}`); every path under
 * `/2010-04-01/Accounts/{AccountSid}` (another account's SID: 404 20404); `GET .../Calls.json` with `PageSize` (at
 * most 1000), `Page`, `PageToken` and the `StartTime>` / `StartTime<` / `Status` / `To` / `From` filters, answering
 * `{calls, page, page_size, start, end, uri, first_page_uri, next_page_uri, previous_page_uri}` with origin-relative
 * URIs (next null on the last page); `GET|DELETE .../Calls/{Sid}.json`; writes only as
 * application/x-www-form-urlencoded (else 415): `POST .../Calls.json` (To, From and one of Url, Twiml,
 * ApplicationSid; StatusCallbackEvent repeated) answers 201 with the call, `POST .../Calls/{Sid}.json` (Status
 * completed|canceled) updates it. Dates are RFC 2822 in UTC, durations strings. `statusCallback` posts a status
 * change to the call's StatusCallback, form-encoded and signed with X-Twilio-Signature as Twilio does.
 */
export class FakeTwilio extends FailableFakeTool {
  readonly calls: Call[] = [];
  /** Forms received by the create and update endpoints, parsed (repeated keys as lists). */
  readonly forms: Record<string, string | string[]>[] = [];
  private seq = 0;

  constructor(
    readonly accountSid: string,
    readonly authToken: string,
  ) {
    super();
  }

  private newSid(): string {
    return `CA${(++this.seq).toString(16).padStart(32, '0')}`;
  }

  addCall(direction: 'inbound' | 'outbound-api' | 'outbound-dial', from: string, to: string, start: Date, seconds = 65): Call {
    const call: Call = {
      sid: this.newSid(),
      account_sid: this.accountSid,
      api_version: '2010-04-01',
      date_created: rfc2822(start),
      date_updated: rfc2822(new Date(start.getTime() + seconds * 1000)),
      parent_call_sid: null,
      to,
      to_formatted: to,
      from,
      from_formatted: from,
      phone_number_sid: 'PN00000000000000000000000000000001',
      status: 'completed',
      start_time: rfc2822(start),
      end_time: rfc2822(new Date(start.getTime() + seconds * 1000)),
      duration: String(seconds),
      price: '-0.01300',
      price_unit: 'USD',
      direction,
      answered_by: null,
      forwarded_from: null,
      group_sid: null,
      caller_name: null,
      queue_time: '0',
      trunk_sid: null,
      subresource_uris: {},
    };
    call.uri = `/2010-04-01/Accounts/${this.accountSid}/Calls/${call.sid}.json`;
    this.calls.push(call);
    return call;
  }

  /**
   * Posts a status change of `call` to its StatusCallback as Twilio does: form-encoded, X-Twilio-Signature =
   * base64(HMAC-SHA1(auth token, URL + each parameter sorted by name, name then value)). Answers the receiver's status.
   */
  async statusCallback(call: Call, status: string, token = this.authToken): Promise<number> {
    const url = String(call.status_callback);
    call.status = status;
    const params: Record<string, string> = {
      AccountSid: this.accountSid,
      ApiVersion: '2010-04-01',
      CallSid: call.sid,
      CallStatus: status,
      Called: String(call.to),
      Caller: String(call.from),
      Direction: String(call.direction),
      From: String(call.from),
      To: String(call.to),
      Timestamp: rfc2822(new Date()),
      SequenceNumber: '0',
      CallbackSource: 'call-progress-events',
      ...(status === 'completed' ? { CallDuration: '12' } : {}),
    };
    const signed =
      url +
      Object.keys(params)
        .sort()
        .map((k) => k + (params[k] ?? ''))
        .join('');
    const signature = createHmac('sha1', token).update(signed).digest('base64');
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature },
      body: new URLSearchParams(params).toString(),
    });
    return res.status;
  }

  private error(status: number, code: number, message: string): FakeReply {
    return { status, json: { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status } };
  }

  private form(req: RecordedRequest): Record<string, string | string[]> | undefined {
    if (!(req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')) return undefined;
    const out: Record<string, string | string[]> = {};
    for (const [k, v] of new URLSearchParams(req.body)) {
      const prev = out[k];
      out[k] = prev === undefined ? v : Array.isArray(prev) ? [...prev, v] : [prev, v];
    }
    this.forms.push(out);
    return out;
  }

  private list(req: RecordedRequest, base: string): FakeReply {
    const size = Math.min(Number(req.query.PageSize ?? 50), 1000);
    const page = Number(req.query.Page ?? 0);
    let all = [...this.calls].sort((a, b) => Date.parse(String(b.start_time)) - Date.parse(String(a.start_time)));
    const after = req.query['StartTime>'];
    if (after !== undefined) {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(after)) return this.error(400, 20001, 'StartTime> must be YYYY-MM-DD');
      all = all.filter((c) => Date.parse(String(c.start_time)) >= Date.parse(`${after}T00:00:00Z`));
    }
    if (req.query.Status) all = all.filter((c) => c.status === req.query.Status);
    const calls = all.slice(page * size, (page + 1) * size);
    const uri = (p: number) => `${base}?PageSize=${size}&Page=${p}${p > 0 ? `&PageToken=PA${calls[0]?.sid ?? ''}` : ''}`;
    return {
      json: {
        calls,
        page,
        page_size: size,
        start: page * size,
        end: page * size + Math.max(0, calls.length - 1),
        uri: uri(page),
        first_page_uri: uri(0),
        previous_page_uri: page > 0 ? uri(page - 1) : null,
        next_page_uri: (page + 1) * size < all.length ? uri(page + 1) : null,
      },
    };
  }

  private create(req: RecordedRequest): FakeReply {
    const f = this.form(req);
    if (!f) return this.error(415, 20415, 'Unsupported Media Type');
    if (!f.To || !f.From) return this.error(400, 21201, "A 'To' and a 'From' phone number are required.");
    if (!f.Url && !f.Twiml && !f.ApplicationSid) return this.error(400, 21205, 'Url, Twiml or ApplicationSid is required.');
    const call = this.addCall('outbound-api', String(f.From), String(f.To), new Date(), 0);
    Object.assign(call, { status: 'queued', start_time: null, end_time: null, duration: null });
    if (f.StatusCallback) call.status_callback = String(f.StatusCallback);
    return { status: 201, json: call };
  }

  private route(req: RecordedRequest): FakeReply {
    if (req.method === 'GET' && req.path === '/2010-04-01/Accounts.json')
      return { json: { accounts: [{ sid: this.accountSid, friendly_name: 'Fake account', status: 'active' }], next_page_uri: null } };
    const m = /^\/2010-04-01\/Accounts\/(AC[0-9a-f]{32})\/Calls(?:\/(CA[0-9a-f]{32}))?\.json$/.exec(req.path);
    if (!m) return this.error(404, 20404, `The requested resource ${req.path} was not found`);
    if (m[1] !== this.accountSid) return this.error(404, 20404, `The requested resource ${req.path} was not found`);
    if (!m[2]) {
      if (req.method === 'GET') return this.list(req, req.path);
      if (req.method === 'POST') return this.create(req);
      return this.error(405, 20004, 'Method not allowed');
    }
    const i = this.calls.findIndex((c) => c.sid === m[2]);
    if (i < 0) return this.error(404, 20404, `The requested resource ${req.path} was not found`);
    const call = this.calls[i]!;
    if (req.method === 'GET') return { json: call };
    if (req.method === 'DELETE') {
      this.calls.splice(i, 1);
      return { status: 204 };
    }
    if (req.method === 'POST') {
      const f = this.form(req);
      if (!f) return this.error(415, 20415, 'Unsupported Media Type');
      if (f.Status !== undefined && f.Status !== 'completed' && f.Status !== 'canceled')
        return this.error(400, 21218, 'Invalid call status: must be completed or canceled');
      if (typeof f.Status === 'string') call.status = f.Status;
      return { json: call };
    }
    return this.error(405, 20004, 'Method not allowed');
  }

  protected handle(req: RecordedRequest): FakeReply {
    const expected = `Basic ${Buffer.from(`${this.accountSid}:${this.authToken}`).toString('base64')}`;
    if (req.headers.authorization !== expected) return this.error(401, 20003, 'Authenticate');
    return this.nextFailure() ?? this.route(req);
  }
}
