import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Plugboard, PlugboardError, followPages } from '../src/index.js';
import { actionNext, itemsOf } from '../src/paging.js';
import { loopback } from './loopback.js';

describe('paging: followPages', () => {
  it('follows markers until a page names none, and honours maxPages', async () => {
    const pages: Record<string, { items: number[]; next: string | null }> = {
      start: { items: [1, 2], next: 'b' },
      b: { items: [3], next: 'c' },
      c: { items: [4], next: null },
    };
    const asked: (string | undefined)[] = [];
    const fetchPage = async (m: string | undefined) => {
      asked.push(m);
      const p = pages[m ?? 'start']!;
      return { page: p, next: p.next };
    };
    const all = [];
    for await (const p of followPages(fetchPage, undefined)) all.push(...p.items);
    assert.deepEqual(all, [1, 2, 3, 4]);
    assert.deepEqual(asked, [undefined, 'b', 'c']);
    let n = 0;
    for await (const _ of followPages(fetchPage, undefined, { maxPages: 2 })) n++;
    assert.equal(n, 2);
  });

  it('stops with PAGINATION_LOOP when a page names itself or an earlier page', async () => {
    const loop = async (m: string | undefined) => ({ page: m, next: m === undefined ? 'a' : m === 'a' ? 'b' : 'a' });
    await assert.rejects(
      (async () => {
        for await (const _ of followPages(loop, undefined)) assert.ok(true);
      })(),
      (e: unknown) => e instanceof PlugboardError && e.code === 'PAGINATION_LOOP',
    );
  });

  it("finds a page's records and an action's next-page marker in either form", () => {
    assert.deepEqual(itemsOf({ contacts: [1, 2], nextPageCursor: 'x' }), [1, 2]);
    assert.deepEqual(itemsOf(null), []);
    assert.deepEqual(actionNext({ ids: [], nextCursor: 'NTEz' }), { field: 'cursor', next: 'NTEz' });
    assert.deepEqual(actionNext({ ids: [], nextCursor: null }), { field: 'cursor', next: null });
    assert.deepEqual(actionNext({ users: [], meta: { nextPageLink: 'https://api.aircall.io/v1/users?page=2' } }), {
      field: 'nextPageLink',
      next: 'https://api.aircall.io/v1/users?page=2',
    });
    assert.equal(actionNext({ ok: true }), undefined);
  });
});

describe('paging: the API styles over HTTP', () => {
  it('unified lists send the cursor in the body; the older interface in the query; actions their own field', async () => {
    const srv = await loopback((req) => {
      if (req.path.startsWith('/crm/contacts')) {
        const cursor = new URL(req.path, 'http://x').searchParams.get('cursor');
        return {
          json: cursor
            ? { contacts: [{ id: 'c3' }], nextPageCursor: null }
            : { contacts: [{ id: 'c1' }, { id: 'c2' }], nextPageCursor: 'p2' },
        };
      }
      const body = JSON.parse(req.body || '{}') as { cursor?: string; nextPageLink?: string };
      if (req.path === '/api/actions/aircall/users/list')
        return {
          json: {
            result: body.nextPageLink
              ? { users: [{ id: 2 }], meta: { count: 1, currentPage: 2, nextPageLink: null, previousPageLink: 'p1' } }
              : { users: [{ id: 1 }], meta: { count: 1, currentPage: 1, nextPageLink: 'https://next', previousPageLink: null } },
          },
        };
      return {
        json: {
          result: body.cursor
            ? { contacts: [{ id: '3' }], nextPageCursor: null }
            : { contacts: [{ id: '1' }, { id: '2' }], nextPageCursor: 'cur2' },
        },
      };
    });
    try {
      const conn = new Plugboard({ baseUrl: srv.url, apiToken: 'tok' }).connection('acc');
      const unified = [];
      for await (const c of conn.list('/api/unifications/crm/contacts/list', { pageSize: 2 })) unified.push(c.id);
      assert.deepEqual(unified, ['1', '2', '3']);
      assert.deepEqual(JSON.parse(srv.seen[1]!.body), { pageSize: 2, cursor: 'cur2' });

      const legacy = [];
      for await (const c of conn.legacyContacts()) legacy.push(c.id);
      assert.deepEqual(legacy, ['c1', 'c2', 'c3']);
      const legacyReq = srv.seen.find((s) => s.path.includes('cursor=p2'))!;
      assert.equal(legacyReq.headers['svc-api-token'], 'tok');
      assert.match(legacyReq.path, /accessToken=acc/);

      const users = [];
      for await (const page of conn.actionPages('/api/actions/aircall/users/list', { perPage: 1 }))
        users.push(...page.users.map((u) => u.id));
      assert.deepEqual(users, [1, 2]);
      assert.equal((JSON.parse(srv.seen.at(-1)!.body) as { nextPageLink: string }).nextPageLink, 'https://next');
    } finally {
      await srv.close();
    }
  });

  it('the event log: after / nextCursor until hasMore is false; catchUp hands pages over and returns the cursor', async () => {
    const log = ['e1', 'e2', 'e3', 'e4', 'e5'].map((id) => ({
      connectionId: 'c',
      eventId: id,
      eventTime: '2026-11-27T06:00:00.000Z',
      eventType: 't',
    }));
    const srv = await loopback((req) => {
      const q = new URL(req.path, 'http://x').searchParams;
      const from = Number((q.get('after') ?? 'evl.0').split('.')[1]);
      const limit = Number(q.get('limit') ?? 100);
      const events = log.slice(from, from + limit);
      return { json: { result: { events, nextCursor: `evl.${from + events.length}`, hasMore: from + events.length < log.length } } };
    });
    try {
      const pb = new Plugboard({ baseUrl: srv.url, apiToken: 'tok' });
      const handled: string[][] = [];
      const cursors: string[] = [];
      const r = await pb.events.catchUp({
        cursor: 'evl.1',
        limit: 2,
        handle: (ev) => handled.push(ev.map((e) => e.eventId)),
        onCursor: (c) => cursors.push(c),
      });
      assert.deepEqual(handled, [
        ['e2', 'e3'],
        ['e4', 'e5'],
      ]);
      assert.deepEqual(cursors, ['evl.3', 'evl.5']);
      assert.deepEqual(r, { cursor: 'evl.5', count: 4 });
      const again = await pb.events.catchUp({ cursor: r.cursor, handle: () => assert.fail('nothing new') });
      assert.deepEqual(again, { cursor: 'evl.5', count: 0 });
    } finally {
      await srv.close();
    }
  });
});
