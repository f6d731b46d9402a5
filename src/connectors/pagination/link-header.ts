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
      const url = link ? parseLinkHeader(link)[rel] : undefined;
      return url ? { url } : undefined;
    },
  };
}

function parseLinkHeader(value: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of value.split(/,(?=\s*<)/)) {
    const m = /<([^>]*)>(.*)/.exec(part.trim());
    if (!m) continue;
    const rels = /;\s*rel\s*=\s*"?([^";]+)"?/i.exec(m[2]!);
    if (!rels) continue;
    for (const r of rels[1]!.trim().split(/\s+/)) out[r.toLowerCase()] = m[1]!;
  }
  return out;
}
