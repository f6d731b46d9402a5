import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeCrmRecord {
  id: string;
  properties: Record<string, unknown>;
  createdAt: string;
  updatedAt: string;
}

/**
 * A HubSpot-CRM-v3-shaped tool on 127.0.0.1 for the `synccrm` test manifest: `GET /crm/v3/objects/<type>` with
 * `limit`/`after` cursor paging (`paging.next.after`) and `modified_since` (records with updatedAt >= it), bearer
 * token required. Tests change its records between sync runs; `holdFullLists` makes full listings wait for
 * `release()` so intermediate connection states can be observed; `failWith` answers every request with a status;
 * `slowPages(ms)` answers every page that much later (a sync pass then lasts long enough to be killed in the middle).
 */
export async function startFakeSyncCrm(opts: { token: string }) {
  const data: Record<string, Map<string, FakeCrmRecord>> = { contacts: new Map(), companies: new Map() };
  const requests: { type: string; since: string | null; after: string | null }[] = [];
  let hold: Promise<void> | undefined;
  let release: () => void = () => undefined;
  let failStatus: number | null = null;
  let pageDelayMs = 0;
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
      if (failStatus !== null) {
        send(failStatus, { status: 'error', message: 'fake outage' });
        return;
      }
      if (!since && hold) await hold;
      if (pageDelayMs) await new Promise((r) => setTimeout(r, pageDelayMs));
      const limit = Math.min(Number(url.searchParams.get('limit') ?? 100), 100);
      const sinceMs = since ? Date.parse(since) : undefined;
      const all = [...data[type]!.values()]
        .filter((r) => sinceMs === undefined || Date.parse(r.updatedAt) >= sinceMs)
        .sort((a, b) => Number(a.id) - Number(b.id));
      const start = after ? all.findIndex((r) => Number(r.id) > Number(after)) : 0;
      const page = start < 0 ? [] : all.slice(start, start + limit);
      const more = start >= 0 && start + limit < all.length;
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
    },
    remove(type: 'contacts' | 'companies', id: string) {
      data[type]!.delete(id);
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
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
}
