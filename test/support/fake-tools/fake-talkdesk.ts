import { randomBytes } from 'node:crypto';
import { FakeTool, type FakeReply, type RecordedRequest } from './fake-tool-server.js';
import { FakeVendorOAuth } from './fake-vendor-oauth.js';

export type TalkdeskRecord = Record<string, unknown> & { id: string };

/** The Talkdesk API host the fake stands in for (HAL links are absolute on it). */
const API = 'https://api.talkdeskapp.com';
/** Talkdesk's error body: `{code, message, description?, fields?: [{name, description}]}`. */
const error = (status: number, code: string, message: string, fields?: { name: string; description: string }[]): FakeReply => ({
  status,
  json: { code, message, ...(fields ? { fields } : {}) },
});
const MAX_PER_PAGE = 50;
/** The bucket of the presigned report files (its host is s3.amazonaws.com's; a host override points it here). */
const BUCKET = 'td-explore-reports';

interface ReportJob {
  id: string;
  name?: string | undefined;
  timezone?: string | undefined;
  status: string;
  format?: string | undefined;
  timespan: { from: string; to: string };
}

/**
 * The Talkdesk APIs as docs.talkdesk.com documents them, on 127.0.0.1 (standing in for api.talkdeskapp.com and
 * <account>.talkdeskid.com): HAL lists (`{total, count, page, per_page, total_pages, _embedded: {<resource>: [...]},
 * _links: {self, first, last, next?}}`) of users and contacts with `page`/`per_page`, one user as itself and one
 * contact as `{contact}`, a call's recordings, callbacks (POST /calls/callback), Explore report jobs
 * (POST /data/reports/calls/jobs, 202), error bodies `{code, message, fields?}`, and /oauth/authorize + /oauth/token
 * with the client as HTTP Basic. Auth: `Authorization: Bearer` with an OAuth access token.
 */
export class FakeTalkdesk extends FakeTool {
  readonly users = new Map<string, TalkdeskRecord>();
  readonly contacts = new Map<string, TalkdeskRecord>();
  readonly recordings = new Map<string, TalkdeskRecord[]>();
  readonly callbacks: unknown[] = [];
  readonly reportJobs = new Map<string, ReportJob>();
  /** The calls the Explore calls report covers (entries as the report writes them: call_id, type, start_at, end_at, ...). */
  readonly calls: Record<string, unknown>[] = [];
  /** Polls of a job answered `processing` before it is done; `never`: it never is; `failed`: it ends failed. */
  jobBehaviour: { pollsBeforeDone: number; outcome: 'done' | 'never' | 'failed' } = { pollsBeforeDone: 1, outcome: 'done' };
  /** Requests for report files at the storage host (S3 in production), with the headers they came with. */
  readonly fileRequests: RecordedRequest[] = [];
  readonly oauth = new FakeVendorOAuth({
    authorizePath: /^\/oauth\/authorize$/,
    tokenPath: /^\/oauth\/token$/,
    clientId: 'talkdesk-client-id',
    clientSecret: 'talkdesk-client-secret',
    clientAuth: 'basic',
    checkScope: (scope) =>
      scope === null || scope === 'users:read contacts:read recordings:read callback:write data-reports:write data-reports:read'
        ? undefined
        : `unexpected scope ${scope}`,
    expiresIn: 600,
  });
  /** The next requests to paths starting with `prefix` that answer 429 (counted, not timed: CI is loaded). */
  private throttled: { prefix: string; left: number } | undefined;

  /** The next `times` requests to paths starting with `prefix` answer 429 {code, message}. */
  throttle(prefix: string, times: number): void {
    this.throttled = { prefix, left: times };
  }

  add(kind: 'users' | 'contacts', fields: Record<string, unknown>): TalkdeskRecord {
    const rec: TalkdeskRecord = { id: randomBytes(12).toString('hex'), ...fields };
    rec._links = { self: { href: `${API}/${kind}/${rec.id}` } };
    this[kind].set(rec.id, rec);
    return rec;
  }

  /** Client credentials token requests (grant, scope and the client's HTTP Basic header), in order. */
  readonly clientCredentialsRequests: { form: Record<string, string>; authorization: string | undefined }[] = [];

  /**
   * The client credentials grant of /oauth/token (Client Credentials - Basic): the client as HTTP Basic, `scope`
   * optional; the answer has no refresh token. Other grants go to the authorization-code half.
   */
  private clientCredentials(req: RecordedRequest): FakeReply | undefined {
    if (req.method !== 'POST' || req.path !== '/oauth/token') return undefined;
    const form = Object.fromEntries(new URLSearchParams(req.body));
    if (form.grant_type !== 'client_credentials') return undefined;
    this.clientCredentialsRequests.push({ form, authorization: req.headers.authorization });
    const basic = `Basic ${Buffer.from('talkdesk-service-id:talkdesk-service-secret').toString('base64')}`;
    if (req.headers.authorization !== basic)
      return { status: 401, json: { error: 'invalid_client', error_description: 'Client authentication failed' } };
    const { accessToken } = this.oauth.issue();
    return { json: { access_token: accessToken, token_type: 'Bearer', expires_in: 600, scope: form.scope ?? '' } };
  }

  protected handle(req: RecordedRequest): FakeReply {
    // The presigned file (S3): authenticated by its signature alone; S3 refuses a second mechanism (400).
    if (req.path.startsWith(`/${BUCKET}/`)) return this.file(req);
    const service = this.clientCredentials(req);
    if (service) return service;
    const oauth = this.oauth.handle(req);
    if (oauth) return oauth;
    if (!this.oauth.acceptsAccessToken((req.headers.authorization ?? '').replace(/^Bearer /, '')))
      return error(401, '1001', 'Unauthorized');
    if (this.throttled && this.throttled.left > 0 && req.path.startsWith(this.throttled.prefix)) {
      this.throttled.left--;
      return error(429, '1029', 'Too Many Requests');
    }
    if (req.method === 'POST' && req.path === '/calls/callback') return this.callback(req);
    if (req.method === 'POST' && req.path === '/data/reports/calls/jobs') return this.reportJob(req);
    const rj = /^\/data\/reports\/calls\/(jobs|files)\/([0-9a-f]+)$/.exec(req.path);
    if (req.method === 'GET' && rj) return rj[1] === 'jobs' ? this.jobStatus(rj[2]!) : this.jobFiles(rj[2]!);
    const m = /^\/(users|contacts)(?:\/([0-9a-f]+))?$/.exec(req.path);
    if (req.method === 'GET' && m) {
      const kind = m[1] as 'users' | 'contacts';
      if (!m[2]) return this.list(kind, req, [...this[kind].values()]);
      const rec = this[kind].get(m[2]);
      if (!rec) return error(404, '1004', `${kind === 'users' ? 'User' : 'Contact'} not found`);
      return { json: kind === 'contacts' ? { contact: rec } : rec };
    }
    const r = /^\/calls\/([0-9a-f]+)\/recordings$/.exec(req.path);
    if (req.method === 'GET' && r) return this.list('recordings', req, this.recordings.get(r[1]!) ?? []);
    return error(404, '1004', 'Not found');
  }

  private list(kind: string, req: RecordedRequest, all: TalkdeskRecord[]): FakeReply {
    const unknown = Object.keys(req.query).filter((k) => k !== 'page' && k !== 'per_page');
    if (unknown.length)
      return error(
        400,
        '1000',
        'Invalid parameters',
        unknown.map((name) => ({ name, description: 'unknown parameter' })),
      );
    const page = Number(req.query.page ?? 1);
    const perPage = Number(req.query.per_page ?? MAX_PER_PAGE);
    if (!Number.isInteger(page) || page < 1 || !Number.isInteger(perPage) || perPage < 1 || perPage > MAX_PER_PAGE)
      return error(400, '1000', 'Invalid parameters', [{ name: 'per_page', description: `between 1 and ${MAX_PER_PAGE}` }]);
    const pages = Math.max(1, Math.ceil(all.length / perPage));
    const slice = all.slice((page - 1) * perPage, page * perPage);
    const href = (p: number) => ({ href: `${API}${req.path}?page=${p}&per_page=${perPage}` });
    return {
      headers: { 'content-type': 'application/hal+json' },
      json: {
        total: all.length,
        count: slice.length,
        page,
        per_page: perPage,
        total_pages: pages,
        _embedded: { [kind]: slice },
        _links: { self: href(page), first: href(1), last: href(pages), ...(page < pages ? { next: href(page + 1) } : {}) },
      },
    };
  }

  private callback(req: RecordedRequest): FakeReply {
    const body = req.json as Record<string, unknown> | undefined;
    const e164 = /^\+[1-9][0-9]{5,14}$/;
    const bad = ['talkdesk_phone_number', 'contact_phone_number'].filter((k) => typeof body?.[k] !== 'string' || !e164.test(body[k]));
    if (bad.length)
      return error(
        400,
        '1000',
        'Invalid parameters',
        bad.map((name) => ({ name, description: 'an E.164 phone number' })),
      );
    this.callbacks.push(body);
    return { status: 200, text: '' };
  }

  private reportJob(req: RecordedRequest): FakeReply {
    const body = req.json as { name?: string; timezone?: string; format?: string; timespan?: { from?: string; to?: string } } | undefined;
    if (
      !body?.timespan?.from ||
      !body.timespan.to ||
      Number.isNaN(Date.parse(body.timespan.from)) ||
      Number.isNaN(Date.parse(body.timespan.to)) ||
      !['csv', 'json', 'json_bulk'].includes(body.format ?? '')
    )
      return error(400, '1000', 'Invalid parameters', [{ name: 'timespan', description: 'from and to are required' }]);
    const id = randomBytes(12).toString('hex');
    const timespan = { from: body.timespan.from, to: body.timespan.to };
    // "Up to a month of data per request".
    if (Date.parse(timespan.to) - Date.parse(timespan.from) > 31 * 86_400_000)
      return error(400, '1000', 'Invalid parameters', [{ name: 'timespan', description: 'at most a month' }]);
    const job: ReportJob = { id, name: body.name, timezone: body.timezone, status: 'created', format: body.format, timespan };
    this.reportJobs.set(id, job);
    this.polls.set(id, 0);
    return { status: 202, json: this.jobBody(job) };
  }

  private readonly polls = new Map<string, number>();

  private jobBody(job: ReportJob) {
    return {
      job,
      _links: { self: { href: `${API}/data/reports/calls/jobs/${job.id}` }, files: { href: `${API}/data/reports/calls/files/${job.id}` } },
    };
  }

  /**
   * Check a Report Status: 200 with the job while it runs; once done a redirect to the files endpoint (the body
   * unchanged but for the status). The job moves on with each poll: `processing` for `pollsBeforeDone` polls.
   */
  private jobStatus(id: string): FakeReply {
    const job = this.reportJobs.get(id);
    if (!job) return error(404, '1004', 'Report job not found');
    const n = (this.polls.get(id) ?? 0) + 1;
    this.polls.set(id, n);
    const { pollsBeforeDone, outcome } = this.jobBehaviour;
    if (job.status !== 'done' && job.status !== 'failed')
      job.status = outcome === 'never' || n <= pollsBeforeDone ? 'processing' : outcome === 'failed' ? 'failed' : 'done';
    if (job.status !== 'done') return { json: this.jobBody(job) };
    return { status: 303, headers: { location: `/data/reports/calls/files/${id}` }, json: this.jobBody(job) };
  }

  /** Download a Report: the job (200) until it is done, then a 303 to the presigned file at the storage host. */
  private jobFiles(id: string): FakeReply {
    const job = this.reportJobs.get(id);
    if (!job) return error(404, '1004', 'Report job not found');
    if (job.status !== 'done') return { json: this.jobBody(job) };
    return {
      status: 303,
      headers: { location: `https://s3.amazonaws.com/${BUCKET}/calls/${id}.json?X-Amz-Expires=60&X-Amz-Signature=${id}` },
      json: this.jobBody(job),
    };
  }

  /** The report file: the calls that ended in the job's span, `{type, version, entries, total}`. */
  private file(req: RecordedRequest): FakeReply {
    this.fileRequests.push(req);
    if (req.headers.authorization !== undefined)
      return { status: 400, text: '<Error><Code>InvalidArgument</Code><Message>Only one auth mechanism allowed</Message></Error>' };
    const m = /^\/[^/]+\/calls\/([0-9a-f]+)\.json$/.exec(req.path);
    const job = m ? this.reportJobs.get(m[1]!) : undefined;
    if (!job || req.query['X-Amz-Signature'] !== job.id) return { status: 403, text: '<Error><Code>AccessDenied</Code></Error>' };
    const from = Date.parse(job.timespan.from);
    const to = Date.parse(job.timespan.to);
    const entries = this.calls.filter((c) => {
      const end = Date.parse(String(c.end_at));
      return end >= from && end < to;
    });
    return { json: { type: 'calls', version: 'v1', entries, total: entries.length } };
  }
}
