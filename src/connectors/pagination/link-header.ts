import LinkHeader from 'http-link-header';
import type { ManifestLinkHeaderPagination } from '../schema/manifest.gen.js';
import { headerValue, place, type Paginator } from './paginator.js';

/** RFC 8288 `Link: <url>; rel="next"`. The URL is followed only on the API origin (checked by the runtime). */
export function linkHeaderPaginator(spec: ManifestLinkHeaderPagination): Paginator {
  const rel = spec.rel ?? 'next';
  return {
    maxPages: spec.max_pages ?? 1000,
    first: () => ({}),
    apply(state, pageSize, parts) {
      if (state.url !== undefined) parts.url = String(state.url);
      // A next-page link carries the query it needs; a header parameter is sent on every page all the same.
      if (spec.page_size && (state.url === undefined || spec.page_size.param.in === 'header')) place(spec.page_size.param, pageSize, parts);
    },
    next(_state, _pageSize, res) {
      const link = headerValue(res.headers, 'link');
      const url = link ? linkTarget(link, rel) : undefined;
      return url ? { url } : undefined;
    },
  };
}

/** The target of the first link with this relation (RFC 8288, parsed by http-link-header); none when unreadable. */
function linkTarget(value: string, rel: string): string | undefined {
  try {
    return LinkHeader.parse(value).rel(rel)[0]?.uri;
  } catch {
    return undefined; // a Link header that is not RFC 8288: no next page, as when there is none
  }
}
