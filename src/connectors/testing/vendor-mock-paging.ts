type Obj = Record<string, unknown>;
const isObject = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);

/** Field names of a page's answer that say whether and where the next page is, by what they hold. */
const MORE = /^(has_?more|more|more_?items(_in_collection)?|has_?next(_?page)?|hasNextPage)$/i;
const CURSOR =
  /^(next_?cursor|next_?page_?cursor|cursor|after|end_?cursor|next_?page_?token|next_?token|continuation_?token|starting_after|next_?key|offset_?token)$/i;
const LINK = /^(next|next_?url|next_?link|next_?href|@odata\.nextLink|next_?page_?url|next_?page_?link|next_?page_?uri|next_?page_?path)$/i;
/** A link named a URI or a path is the path and query on the API's origin (Twilio's next_page_uri). */
const RELATIVE = /(uri|path)$/i;
const NEXT_PAGE = /^next_?page$/i;
const TOTAL_PAGES = /^(total_?pages|page_?count|last_?page|pages)$/i;
const TOTAL = /^(total|total_?count|total_?items|total_?results|total_?entries|total_?records|count)$/i;
const PAGE = /^(page|current_?page|page_?number)$/i;
/** What a sync's last page ends with for the next changes read (Calendar's nextSyncToken, Graph's deltaLink). */
const SYNC_TOKEN = /^(next_?sync_?token|sync_?token|delta_?token|history_?id)$/i;
const DELTA_LINK = /^(@odata\.deltaLink|delta_?link)$/i;
/** How deep page fields are looked for (`meta.paging.next_cursor`). */
const MAX_DEPTH = 4;

/**
 * Marks a generated (or example) answer as page `page` of two: on the first, a next cursor, link and page and
 * `has_more` where the answer has such fields; on the later ones, none (the last page). The last page carries the
 * sync token or delta link a changes read starts from. Only fields the answer already has are touched, each with a
 * value of the kind it holds.
 */
export function markPage(value: unknown, page: number, nextUrl: string): void {
  mark(value, page, nextUrl, 0, page > 1 || !namesNext(value, 0));
}

function mark(value: unknown, page: number, nextUrl: string, depth: number, last: boolean): void {
  if (!isObject(value) || depth > MAX_DEPTH) return;
  const first = page === 1;
  for (const [k, v] of Object.entries(value)) {
    if (isObject(v)) {
      mark(v, page, nextUrl, depth + 1, last);
      continue;
    }
    if (Array.isArray(v)) continue;
    if (DELTA_LINK.test(k)) value[k] = last ? nextUrl : null;
    else if (SYNC_TOKEN.test(k) && (typeof v === 'string' || typeof v === 'number' || v === null))
      value[k] = last ? 'mock-sync-token' : null;
    else if (MORE.test(k) && typeof v === 'boolean') value[k] = first;
    else if (NEXT_PAGE.test(k) && typeof v === 'number') value[k] = first ? 2 : null;
    else if (LINK.test(k) || (NEXT_PAGE.test(k) && typeof v === 'string'))
      value[k] = first ? (RELATIVE.test(k) ? nextUrl.replace(/^https?:\/\/[^/]+/, '') : nextUrl) : null;
    else if (CURSOR.test(k) && (typeof v === 'string' || v === null)) value[k] = first ? 'mock-page-2' : null;
    else if (TOTAL_PAGES.test(k) && typeof v === 'number') value[k] = 2;
    else if (TOTAL.test(k) && typeof v === 'number') value[k] = 4;
    else if (PAGE.test(k) && typeof v === 'number') value[k] = page;
  }
  // A `links: { next: {...} }`-style object or a missing cursor is left as it is: the listing then ends on page one.
}

/** Whether an answer has a field that can name a next page: then its first page is not its last. */
function namesNext(value: unknown, depth: number): boolean {
  if (!isObject(value) || depth > MAX_DEPTH) return false;
  return Object.entries(value).some(
    ([k, v]) => MORE.test(k) || CURSOR.test(k) || LINK.test(k) || NEXT_PAGE.test(k) || namesNext(v, depth + 1),
  );
}
