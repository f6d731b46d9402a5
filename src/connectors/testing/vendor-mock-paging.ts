type Obj = Record<string, unknown>;
const isObject = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);

/** Field names of a page's answer that say whether and where the next page is, by what they hold. */
const MORE = /^(has_?more|more|more_?items(_in_collection)?|has_?next(_?page)?|hasNextPage)$/i;
const CURSOR =
  /^(next_?cursor|next_?page_?cursor|cursor|after|end_?cursor|next_?page_?token|next_?token|continuation_?token|starting_after|next_?key|offset_?token|next_?sync_?token)$/i;
const LINK = /^(next|next_?url|next_?link|next_?href|@odata\.nextLink|next_?page_?url|next_?page_?link)$/i;
const NEXT_PAGE = /^next_?page$/i;
const TOTAL_PAGES = /^(total_?pages|page_?count|last_?page|pages)$/i;
const TOTAL = /^(total|total_?count|total_?items|total_?results|total_?entries|total_?records|count)$/i;
const PAGE = /^(page|current_?page|page_?number)$/i;
/** How deep page fields are looked for (`meta.paging.next_cursor`). */
const MAX_DEPTH = 4;

/**
 * Marks a generated (or example) answer as page `page` of two: on the first, a next cursor, link and page and
 * `has_more` where the answer has such fields; on the later ones, none (the last page). Only fields the answer
 * already has are touched, each with a value of the kind it holds.
 */
export function markPage(value: unknown, page: number, nextUrl: string, depth = 0): void {
  if (!isObject(value) || depth > MAX_DEPTH) return;
  const first = page === 1;
  for (const [k, v] of Object.entries(value)) {
    if (isObject(v)) {
      markPage(v, page, nextUrl, depth + 1);
      continue;
    }
    if (Array.isArray(v)) continue;
    if (MORE.test(k) && typeof v === 'boolean') value[k] = first;
    else if (NEXT_PAGE.test(k) && typeof v === 'number') value[k] = first ? 2 : null;
    else if (LINK.test(k) || (NEXT_PAGE.test(k) && typeof v === 'string')) value[k] = first ? nextUrl : null;
    else if (CURSOR.test(k) && (typeof v === 'string' || v === null)) value[k] = first ? 'mock-page-2' : null;
    else if (TOTAL_PAGES.test(k) && typeof v === 'number') value[k] = 2;
    else if (TOTAL.test(k) && typeof v === 'number') value[k] = 4;
    else if (PAGE.test(k) && typeof v === 'number') value[k] = page;
  }
  // A `links: { next: {...} }`-style object or a missing cursor is left as it is: the listing then ends on page one.
}
