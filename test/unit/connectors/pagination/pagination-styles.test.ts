import { expect } from 'chai';
import { createConnectorRuntime, type ConnectionContext, type ConnectorRegistry } from '../../../../src/connectors/index.js';
import { PlugboardError } from '../../../../src/errors/plugboard-error.js';
import { FakeToolServer, type FakeReply, type RecordedRequest } from '../../../support/fake-tools/fake-tool-server.js';
import { manifest, recordingClock, recordingPorts, registryFrom } from '../support.js';

const ROWS = [1, 2, 3, 4, 5].map((i) => ({
  id: i,
  first: `F${i}`,
  last: `L${i}`,
  mail: `u${i}@x.io`,
  created: 1700000000000 + i,
  updated: 1700000000000 + i,
}));
const slice = (from: number, n: number) => ROWS.slice(from, from + n);

const PAGINATE: Record<string, string> = {
  cursor:
    '{ type: cursor, cursor_from: { in: body, path: paging.next }, send: { in: query, name: after }, page_size: { param: { in: query, name: limit }, default: 2, max: 2 } }',
  header_cursor:
    '{ type: cursor, cursor_from: { in: header, header: X-Next-Cursor }, send: { in: body, name: page.after }, page_size: { param: { in: body, name: page.size }, default: 2, max: 2 } }',
  offset:
    '{ type: offset, offset: { in: query, name: start }, total_path: total, page_size: { param: { in: query, name: limit }, default: 2, max: 2 } }',
  page_number:
    '{ type: page_number, page: { in: query, name: page }, next_page_path: meta.next_page, page_size: { param: { in: query, name: per_page }, default: 2, max: 2 } }',
  link_header: '{ type: link_header, page_size: { param: { in: query, name: per_page }, default: 2, max: 2 } }',
  next_url: '{ type: next_url, path: links.next, page_size: { param: { in: query, name: per_page }, default: 2, max: 2 } }',
  loop: '{ type: cursor, cursor_from: { in: body, path: paging.next }, send: { in: query, name: after }, max_pages: 10 }',
  foreign: '{ type: next_url, path: links.next }',
  // Tools that ignore the page asked for and answer the first page again, saying there is more: the position
  // moves (page 2, 3, ... or offset 2, 4, ...), so only the records show the loop.
  repeat_page:
    '{ type: page_number, page: { in: query, name: page }, next_page_path: meta.next_page, page_size: { param: { in: query, name: per_page }, default: 2, max: 2 } }',
  repeat_offset:
    '{ type: offset, offset: { in: query, name: start }, has_more_path: has_more, page_size: { param: { in: query, name: limit }, default: 2, max: 2 } }',
  short_page:
    '{ type: page_number, page: { in: query, name: page }, page_size: { param: { in: query, name: per_page }, default: 2, max: 2 } }',
};

const manifestFor = (style: string) =>
  manifest({
    id: style.replace(/_/g, '-'),
    resources: `  contacts:
    list: { method: ${style === 'header_cursor' ? 'POST' : 'GET'}, path: /${style}, records: data, paginate: ${PAGINATE[style]} }`,
    models: `models:
  crm.contact:
    resource: contacts
    operations: [list]
    fields:
      id: { path: id }
      firstName: { path: first }
      lastName: { path: last }
      email: { path: mail }
      createdTime: { path: created, codec: { type: datetime, format: epoch_ms }, write: false }
      modifiedTime: { path: updated, codec: { type: datetime, format: epoch_ms }, write: false }
    unsupported: [phone]`,
  });

function handler(req: RecordedRequest, s: FakeToolServer): FakeReply {
  const style = req.path.slice(1);
  const q = req.query;
  switch (style) {
    case 'cursor': {
      const from = q.after ? Number(q.after) : 0;
      const n = Number(q.limit);
      return { json: { data: slice(from, n), paging: from + n < ROWS.length ? { next: String(from + n) } : {} } };
    }
    case 'header_cursor': {
      const b = req.json as { page: { after?: string; size: number } };
      const from = b.page.after ? Number(b.page.after) : 0;
      return {
        json: { data: slice(from, b.page.size) },
        headers: from + b.page.size < ROWS.length ? { 'x-next-cursor': String(from + b.page.size) } : {},
      };
    }
    case 'offset':
      return { json: { data: slice(Number(q.start), Number(q.limit)), total: ROWS.length } };
    case 'page_number':
    case 'short_page': {
      const p = Number(q.page);
      const per = Number(q.per_page);
      return { json: { data: slice((p - 1) * per, per), meta: { next_page: p * per < ROWS.length ? p + 1 : null } } };
    }
    case 'link_header':
    case 'next_url': {
      const p = Number(q.page ?? 1);
      const per = Number(q.per_page);
      const next = p * per < ROWS.length ? `https://api.demo.example/${style}?page=${p + 1}&per_page=${per}` : undefined;
      if (style === 'link_header')
        return {
          json: { data: slice((p - 1) * per, per) },
          headers: next
            ? { link: `<${next.replace('https://api.demo.example', s.origin)}>; rel="next", <${s.origin}/x>; rel="first"` }
            : {},
        };
      return { json: { data: slice((p - 1) * per, per), links: { next: next ?? null } } };
    }
    case 'loop':
      return { json: { data: slice(0, 1), paging: { next: 'same-cursor' } } };
    case 'repeat_page':
      return { json: { data: slice(0, 2), meta: { next_page: Number(q.page) + 1 } } };
    case 'repeat_offset':
      return { json: { data: slice(0, 2), has_more: true } };
    case 'foreign':
      return { json: { data: slice(0, 1), links: { next: 'https://evil.example/steal?page=2' } } };
    default:
      return { status: 404 };
  }
}

describe('connectors/pagination: every style, through the runtime', () => {
  let api: FakeToolServer;
  let registry: ConnectorRegistry;
  let runtime: ReturnType<typeof createConnectorRuntime>;
  const conn = (style: string): ConnectionContext => ({
    connectionId: `c-${style}`,
    integrationId: style.replace(/_/g, '-'),
    inputs: {},
    credentials: { type: 'bearer', token: 't' },
  });

  before(async () => {
    api = await new FakeToolServer(handler).start();
    const styles = Object.keys(PAGINATE);
    registry = await registryFrom(
      Object.fromEntries(styles.map((s) => [s.replace(/_/g, '-'), manifestFor(s)])),
      Object.fromEntries(styles.map((s) => [s.replace(/_/g, '-'), { api: api.origin }])),
    );
    runtime = createConnectorRuntime({ registry, ports: recordingPorts(), clock: recordingClock() });
  });
  after(() => api.stop());
  beforeEach(() => (api.requests.length = 0));

  async function walk(style: string): Promise<string[][]> {
    const pages: string[][] = [];
    let cursor: string | undefined;
    do {
      const r = await runtime.unified(conn(style), 'crm.contact', 'list', cursor ? { cursor } : {});
      pages.push(r.records!.map((x) => String(x.id)));
      cursor = r.nextPageCursor;
    } while (cursor && pages.length < 10);
    return pages;
  }

  const EXPECTED = [['1', '2'], ['3', '4'], ['5']];

  it('cursor in the body, sent as a query parameter', async () => {
    expect(await walk('cursor')).to.deep.equal(EXPECTED);
    expect(api.requests.map((r) => r.query)).to.deep.equal([{ limit: '2' }, { limit: '2', after: '2' }, { limit: '2', after: '4' }]);
  });

  it('cursor in a header, sent in the JSON body', async () => {
    expect(await walk('header_cursor')).to.deep.equal(EXPECTED);
    expect(api.requests.map((r) => r.json)).to.deep.equal([
      { page: { size: 2 } },
      { page: { size: 2, after: '2' } },
      { page: { size: 2, after: '4' } },
    ]);
  });

  it('offset/limit with a total', async () => {
    expect(await walk('offset')).to.deep.equal(EXPECTED);
    expect(api.requests.map((r) => r.query)).to.deep.equal([
      { start: '0', limit: '2' },
      { start: '2', limit: '2' },
      { start: '4', limit: '2' },
    ]);
  });

  it('page numbers with the next page in the body', async () => {
    expect(await walk('page_number')).to.deep.equal(EXPECTED);
    expect(api.requests.map((r) => r.query)).to.deep.equal([
      { page: '1', per_page: '2' },
      { page: '2', per_page: '2' },
      { page: '3', per_page: '2' },
    ]);
  });

  it('page numbers stopping on a short page', async () => {
    expect(await walk('short_page')).to.deep.equal(EXPECTED);
  });

  it('Link header rel=next', async () => {
    expect(await walk('link_header')).to.deep.equal(EXPECTED);
    expect(api.requests.map((r) => r.query)).to.deep.equal([{ per_page: '2' }, { page: '2', per_page: '2' }, { page: '3', per_page: '2' }]);
  });

  it('next URL in the body on the declared origin is rewritten to the override origin', async () => {
    expect(await walk('next_url')).to.deep.equal(EXPECTED);
    expect(api.requests.map((r) => `${r.path}?${new URLSearchParams(r.query).toString()}`)).to.deep.equal([
      '/next_url?per_page=2',
      '/next_url?page=2&per_page=2',
      '/next_url?page=3&per_page=2',
    ]);
    expect(api.requests.every((r) => r.headers.authorization === 'Bearer t')).to.equal(true);
  });

  it('a repeated cursor fails PAGINATION_LOOP (unified list and listAll)', async () => {
    const first = await runtime.unified(conn('loop'), 'crm.contact', 'list');
    const e = await runtime
      .unified(conn('loop'), 'crm.contact', 'list', { cursor: first.nextPageCursor! })
      .catch((x: unknown) => x as PlugboardError);
    expect((e as PlugboardError).code).to.equal('PAGINATION_LOOP');
    api.requests.length = 0;
    const seen: number[] = [];
    const err = await (async () => {
      for await (const page of runtime.listAll(conn('loop'), 'crm.contact')) seen.push(page.length);
    })().catch((x: unknown) => x as PlugboardError);
    expect((err as PlugboardError).code).to.equal('PAGINATION_LOOP');
    expect(api.requests).to.have.length(2);
    // The repeated page is not handed to the sync: it stops on the page, before the position is looked at.
    expect(seen).to.deep.equal([1]);
  });

  for (const style of ['repeat_page', 'repeat_offset']) {
    it(`a tool answering the same page again fails PAGINATION_LOOP with ${style === 'repeat_page' ? 'page numbers' : 'offsets'} (unified list and listAll)`, async () => {
      const first = await runtime.unified(conn(style), 'crm.contact', 'list');
      expect(first.records!.map((r) => r.id)).to.deep.equal(['1', '2']);
      const e = await runtime
        .unified(conn(style), 'crm.contact', 'list', { cursor: first.nextPageCursor! })
        .catch((x: unknown) => x as PlugboardError);
      expect(e).to.be.instanceOf(PlugboardError);
      expect((e as PlugboardError).code).to.equal('PAGINATION_LOOP');
      expect((e as PlugboardError).status).to.equal(502);
      api.requests.length = 0;
      const seen: number[] = [];
      const err = await (async () => {
        for await (const page of runtime.listAll(conn(style), 'crm.contact')) seen.push(page.length);
      })().catch((x: unknown) => x as PlugboardError);
      expect((err as PlugboardError).code).to.equal('PAGINATION_LOOP');
      expect(api.requests).to.have.length(2);
      expect(seen).to.deep.equal([2]);
    });
  }

  it('a next URL on another host is refused: credentials never leave the API origin', async () => {
    const first = await runtime.unified(conn('foreign'), 'crm.contact', 'list');
    expect(first.nextPageCursor).to.be.a('string');
    const e = await runtime
      .unified(conn('foreign'), 'crm.contact', 'list', { cursor: first.nextPageCursor! })
      .catch((x: unknown) => x as PlugboardError);
    expect((e as PlugboardError).code).to.equal('DOWNSTREAM_ERROR');
    expect((e as PlugboardError).message).to.contain('another host (evil.example)');
    expect(api.requests).to.have.length(1);
  });

  it('a forged cursor is refused; a cursor of another model too', async () => {
    const forged = Buffer.from(JSON.stringify({ v: 1, m: 'crm.contact.list', ps: 2, n: 1, s: { url: 'https://evil.example/x' } })).toString(
      'base64url',
    );
    const e = await runtime.unified(conn('next_url'), 'crm.contact', 'list', { cursor: forged }).catch((x: unknown) => x as PlugboardError);
    expect((e as PlugboardError).message).to.contain('another host');
    const other = Buffer.from(JSON.stringify({ v: 1, m: 'crm.deal.list', ps: 2, n: 1, s: {} })).toString('base64url');
    const e2 = await runtime.unified(conn('cursor'), 'crm.contact', 'list', { cursor: other }).catch((x: unknown) => x as PlugboardError);
    expect((e2 as PlugboardError).code).to.equal('VALIDATION_FAILED');
    expect(api.requests).to.have.length(0);
  });

  it('page size is bounded by the manifest max', async () => {
    await runtime.unified(conn('cursor'), 'crm.contact', 'list', { pageSize: 500 });
    expect(api.requests[0]!.query.limit).to.equal('2');
  });

  it('listAll yields every page, mapped', async () => {
    const pages = [];
    for await (const page of runtime.listAll(conn('offset'), 'crm.contact')) pages.push(page);
    expect(pages.map((p) => p.map((r) => r.id))).to.deep.equal(EXPECTED);
    expect(pages[0]![0]).to.deep.equal({
      id: '1',
      firstName: 'F1',
      lastName: 'L1',
      email: 'u1@x.io',
      createdTime: '2023-11-14T22:13:20.001Z',
      modifiedTime: '2023-11-14T22:13:20.001Z',
      phone: null,
    });
  });
});
