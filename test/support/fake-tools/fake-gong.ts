import { FailableFakeTool, type FakeReply, type RecordedRequest } from './fake-tool-server.js';

export interface GongCall {
  metaData: Record<string, unknown> & { id: string; started: string };
  parties: Record<string, unknown>[];
}

const PAGE = 2;

/**
 * Gong API v2 as docs/vendors/gong.md documents it, on 127.0.0.1: HTTP Basic `accessKey:secret` (401 otherwise);
 * `POST /v2/calls/extensive` (`filter` {fromDateTime, callIds}, `contentSelector.exposedFields.parties`, `cursor` in the
 * body) answering `{requestId, records: {totalRecords, currentPageSize, currentPageNumber, cursor?}, calls: [{metaData,
 * parties?}]}`; `GET /v2/users` (cursor in the query) and `GET /v2/users/{id}` (`{user}`); `POST /v2/calls/transcript`
 * (`filter.callIds`) answering `callTranscripts`. The page size is fixed by Gong (100; 2 here so paging shows).
 * Errors are `{requestId, errors: [..]}`; 404 for an unknown call id in a filter.
 */
export class FakeGong extends FailableFakeTool {
  readonly calls: GongCall[] = [];
  readonly users: Record<string, unknown>[] = [];

  constructor(
    readonly accessKey: string,
    readonly secret: string,
  ) {
    super();
  }

  addUser(i: number): Record<string, unknown> {
    const u = {
      id: String(234599484848423 + i),
      emailAddress: `rep${i}@acme.example`,
      firstName: `Rep${i}`,
      lastName: 'Smith',
      active: i !== 2,
      created: `2024-01-0${i + 1}T09:00:00Z`,
      title: 'AE',
    };
    this.users.push(u);
    return u;
  }

  addCall(direction: string, started: string, parties: Record<string, unknown>[]): GongCall {
    const id = String(7782342274025937895n + BigInt(this.calls.length));
    const c: GongCall = {
      metaData: {
        id,
        url: `https://app.gong.io/call?id=${id}`,
        title: `Call ${this.calls.length}`,
        started,
        duration: 460,
        primaryUserId: String(this.users[0]?.id ?? ''),
        direction,
        system: 'Zoom',
        scope: 'External',
        media: 'Video',
        language: 'eng',
      },
      parties,
    };
    this.calls.push(c);
    return c;
  }

  private cursorPage<T>(all: T[], cursor: unknown): { page: T[]; records: Record<string, unknown> } | undefined {
    const start = cursor === undefined ? 0 : Number(Buffer.from(String(cursor), 'base64url').toString());
    if (!Number.isInteger(start) || start < 0) return undefined;
    const page = all.slice(start, start + PAGE);
    const more = start + PAGE < all.length;
    return {
      page,
      records: {
        totalRecords: all.length,
        currentPageSize: page.length,
        currentPageNumber: start / PAGE,
        ...(more ? { cursor: Buffer.from(String(start + PAGE)).toString('base64url') } : {}),
      },
    };
  }

  private error(status: number, message: string): FakeReply {
    return { status, json: { requestId: 'req-fake', errors: [message] } };
  }

  private extensive(req: RecordedRequest): FakeReply {
    const b = (req.json ?? {}) as {
      filter?: { fromDateTime?: string; callIds?: string[] };
      contentSelector?: { exposedFields?: { parties?: boolean } };
      cursor?: string;
    };
    let all = this.calls;
    if (b.filter?.fromDateTime) all = all.filter((c) => Date.parse(c.metaData.started) >= Date.parse(b.filter!.fromDateTime!));
    if (b.filter?.callIds) {
      all = all.filter((c) => b.filter!.callIds!.includes(c.metaData.id));
      if (!all.length) return this.error(404, 'No calls found corresponding to the provided filters');
    }
    const p = this.cursorPage(all, b.cursor);
    if (!p) return this.error(400, 'cursor is not valid');
    const withParties = b.contentSelector?.exposedFields?.parties === true;
    return { json: { requestId: 'req-fake', records: p.records, calls: p.page.map((c) => (withParties ? c : { metaData: c.metaData })) } };
  }

  protected handle(req: RecordedRequest): FakeReply {
    if (req.headers.authorization !== `Basic ${Buffer.from(`${this.accessKey}:${this.secret}`).toString('base64')}`)
      return this.error(401, 'Authentication failed');
    const queued = this.nextFailure();
    if (queued) return queued;
    if (req.method === 'POST' && req.path === '/v2/calls/extensive') return this.extensive(req);
    if (req.method === 'POST' && req.path === '/v2/calls/transcript') {
      const ids = ((req.json ?? {}) as { filter?: { callIds?: string[] } }).filter?.callIds ?? [];
      const calls = this.calls.filter((c) => ids.includes(c.metaData.id));
      if (!calls.length) return this.error(404, 'No calls found corresponding to the provided filters');
      return {
        json: {
          requestId: 'req-fake',
          records: { totalRecords: calls.length, currentPageSize: calls.length, currentPageNumber: 0 },
          callTranscripts: calls.map((c) => ({
            callId: c.metaData.id,
            transcript: [
              {
                speakerId: '6432345678555530067',
                topic: 'Call Setup',
                sentences: [{ start: 460230, end: 462343, text: 'Hello, can you hear me?' }],
              },
              {
                speakerId: '6432345678555530068',
                topic: 'Pricing',
                sentences: [{ start: 463000, end: 465100, text: 'Yes, let us talk pricing.' }],
              },
            ],
          })),
        },
      };
    }
    if (req.method === 'GET' && req.path === '/v2/users') {
      const p = this.cursorPage(this.users, req.query.cursor);
      if (!p) return this.error(400, 'cursor is not valid');
      return { json: { requestId: 'req-fake', records: p.records, users: p.page } };
    }
    const user = /^\/v2\/users\/(\d+)$/.exec(req.path);
    if (req.method === 'GET' && user) {
      const u = this.users.find((x) => x.id === user[1]);
      return u ? { json: { requestId: 'req-fake', user: u } } : this.error(404, 'User not found');
    }
    return this.error(404, `No route ${req.method} ${req.path}`);
  }
}
