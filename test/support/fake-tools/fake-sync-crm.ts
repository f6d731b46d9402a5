import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeCrmRecord {
  id: string;
  properties: Record<string, unknown>;
  createdAt: string;
  updatedAt: string;
  /** Deleted, returned as a tombstone by `modified_since` reads only (see `tombstone`). */
  archived?: true;
}

/** Index of the first record whose numeric id is greater than `after` (the list is in id order). */
function firstAfter(list: FakeCrmRecord[], after: number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (Number(list[mid]!.id) > after) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/**
 * A HubSpot-CRM-v3-shaped tool on 127.0.0.1 for the `synccrm` test manifest: `GET /crm/v3/objects/<type>` with
 * `limit`/`after` cursor paging (`paging.next.after`) and `modified_since` (records with updatedAt >= it), bearer
 * token required. Tests change its records between sync runs; `holdFullLists` makes full listings wait for
 * `release()` so intermediate connection states can be observed; `failWith` answers every request with a status;
 * `slowPages(ms)` answers every page that much later (a sync pass then lasts long enough to be killed in the middle);
 * `onPage(fn)` runs `fn` as each page request arrives, before it is answered (a change made in the middle of a pass).
 */
export async function startFakeSyncCrm(opts: { token: string }) {
  const data: Record<string, Map<string, FakeCrmRecord>> = { contacts: new Map(), companies: new Map() };
  const requests: { type: string; since: string | null; after: string | null }[] = [];
  let hold: Promise<void> | undefined;
  let release: () => void = () => undefined;
  let failStatus: number | null = null;
  let pageDelayMs = 0;
  let pageHook: ((request: { type: string; since: string | null; after: string | null }) => void) | undefined;
  const sorted = new Map<string, FakeCrmRecord[]>();
  const sortedOf = (type: string): FakeCrmRecord[] => {
    let list = sorted.get(type);
    if (!list) sorted.set(type, (list = [...data[type]!.values()].sort((a, b) => Number(a.id) - Number(b.id))));
    return list;
  };
  const server = http.createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (req.headers.authorization !== `Bearer ${opts.token}`) {
        send(401, { status: 'error', message: 'bad token' });
        return;
      }
      const m = /^\/crm\/v3\/objects\/(contacts|companies)$/.exec(url.pathname);
      if (req.method !== 'GET' || !m) {
        send(404, { status: 'error', message: 'not found' });
        return;
      }
      const type = m[1]!;
      const since = url.searchParams.get('modified_since');
      const after = url.searchParams.get('after');
      requests.push({ type, since, after });
      pageHook?.({ type, since, after });
      if (failStatus !== null) {
        send(failStatus, { status: 'error', message: 'fake outage' });
        return;
      }
      if (!since && hold) await hold;
      if (pageDelayMs) await new Promise((r) => setTimeout(r, pageDelayMs));
      const limit = Math.min(Number(url.searchParams.get('limit') ?? 100), 100);
      const sinceMs = since ? Date.parse(since) : undefined;
      // Records in id order, from the first after the cursor, kept by updatedAt until the page is full (the sorted
      // list is kept until the next change: sorting 50,000 records per page made the benchmark measure this fake).
      const all = sortedOf(type);
      let i = after ? firstAfter(all, Number(after)) : 0;
      const page: FakeCrmRecord[] = [];
      for (; i < all.length && page.length < limit; i++) {
        const r = all[i]!;
        // A full listing leaves tombstones out; a modified_since read returns them (archived: true).
        if (sinceMs === undefined ? !r.archived : Date.parse(r.updatedAt) >= sinceMs) page.push(r);
      }
      while (i < all.length && sinceMs !== undefined && Date.parse(all[i]!.updatedAt) < sinceMs) i++;
      const more = page.length > 0 && i < all.length;
      send(200, { results: page, ...(more ? { paging: { next: { after: page[page.length - 1]!.id } } } : {}) });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    requests,
    put(type: 'contacts' | 'companies', id: string, properties: Record<string, unknown>, at: Date = new Date()) {
      const prev = data[type]!.get(id);
      data[type]!.set(id, { id, properties, createdAt: prev?.createdAt ?? at.toISOString(), updatedAt: at.toISOString() });
      sorted.delete(type);
    },
    /** Deletes a record the way a change feed shows it: kept as `archived: true`, changed now. */
    tombstone(type: 'contacts' | 'companies', id: string, at: Date = new Date()) {
      const prev = data[type]!.get(id);
      if (!prev) throw new Error(`no ${type} ${id}`);
      data[type]!.set(id, { ...prev, archived: true, updatedAt: at.toISOString() });
      sorted.delete(type);
    },
    remove(type: 'contacts' | 'companies', id: string) {
      data[type]!.delete(id);
      sorted.delete(type);
    },
    holdFullLists() {
      hold = new Promise<void>((r) => (release = r));
    },
    release() {
      hold = undefined;
      release();
    },
    failWith(status: number | null) {
      failStatus = status;
    },
    slowPages(ms: number) {
      pageDelayMs = ms;
    },
    onPage(fn: typeof pageHook) {
      pageHook = fn;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
}
