/**
 * Following the API's paging styles, as async iterators. Every style is "send back what the last page named":
 * - the unified API: `cursor` in the body, `result.nextPageCursor` (null on the last page);
 * - the older interface (`/crm/contacts`, `/crm/list`): `cursor` in the query, `nextPageCursor` at the top level;
 * - the event log: `after` in the query, `result.nextCursor` with `hasMore`;
 * - actions that page: `cursor` / `result.nextCursor` (HubSpot lists/members...) or `nextPageLink` /
 *   `result.meta.nextPageLink` (Aircall users/list).
 * A page naming itself (or a cursor seen before) as the next one stops the iteration with PAGINATION_LOOP.
 */
import { PlugboardError } from './errors.js';

/** One page as the iterator sees it: what it holds and the marker of the next page (null or undefined: last page). */
export interface Page<P> {
  page: P;
  next: string | null | undefined;
}

export interface PagingOptions {
  /** Stop after this many pages (default: none). */
  maxPages?: number | undefined;
  signal?: AbortSignal | undefined;
}

/** Pages from `first` (undefined: the first page) until one names no next page. */
export async function* followPages<P>(
  fetchPage: (marker: string | undefined) => Promise<Page<P>>,
  first: string | undefined,
  opts: PagingOptions = {},
): AsyncGenerator<P, void, undefined> {
  const seen = new Set<string>();
  let marker = first;
  for (let n = 0; opts.maxPages === undefined || n < opts.maxPages; n++) {
    if (opts.signal?.aborted) throw opts.signal.reason;
    const { page, next } = await fetchPage(marker);
    yield page;
    if (next === null || next === undefined || next === '') return;
    if (next === marker || seen.has(next)) {
      throw new PlugboardError({
        status: 0,
        code: 'PAGINATION_LOOP',
        message: 'The API named a page already read as the next one: stopped to avoid an endless loop',
        details: { cursor: next },
      });
    }
    if (marker !== undefined) seen.add(marker);
    marker = next;
  }
}

/** The records of a page: its one array field (`contacts`, `events`, `ids`, `users`...). */
export function itemsOf<T>(page: unknown): T[] {
  if (page === null || typeof page !== 'object') return [];
  for (const value of Object.values(page)) if (Array.isArray(value)) return value as T[];
  return [];
}

/** Every record of every page, in order. */
export async function* flatten<T>(pages: AsyncIterable<unknown>): AsyncGenerator<T, void, undefined> {
  for await (const page of pages) yield* itemsOf<T>(page);
}

/** The next-page marker of an action's result: `nextCursor`, or `meta.nextPageLink` / `nextPageLink`. */
export function actionNext(result: unknown): { field: 'cursor' | 'nextPageLink'; next: string | null } | undefined {
  const r = result as { nextCursor?: unknown; nextPageLink?: unknown; meta?: { nextPageLink?: unknown } } | null;
  if (r === null || typeof r !== 'object') return undefined;
  const asMarker = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);
  if ('nextCursor' in r) return { field: 'cursor', next: asMarker(r.nextCursor) };
  if (r.meta && typeof r.meta === 'object' && 'nextPageLink' in r.meta)
    return { field: 'nextPageLink', next: asMarker(r.meta.nextPageLink) };
  if ('nextPageLink' in r) return { field: 'nextPageLink', next: asMarker(r.nextPageLink) };
  return undefined;
}
