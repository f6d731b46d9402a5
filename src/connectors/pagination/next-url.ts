import type { ManifestNextUrlPagination } from '../schema/manifest.gen.js';
import { getPath, parsePath } from '../mapping/paths.js';
import { place, type Paginator } from './paginator.js';

/** The body names the next page's URL (absolute on the API origin, or an origin-relative path). */
export function nextUrlPaginator(spec: ManifestNextUrlPagination): Paginator {
  const path = parsePath(spec.path);
  return {
    maxPages: spec.max_pages ?? 1000,
    first: () => ({}),
    apply(state, pageSize, parts) {
      if (state.url !== undefined) parts.url = String(state.url);
      // A next-page link carries the query it needs; a header parameter is sent on every page all the same.
      if (spec.page_size && (state.url === undefined || spec.page_size.param.in === 'header')) place(spec.page_size.param, pageSize, parts);
    },
    next(_state, _pageSize, res) {
      const url = getPath(res.body, path);
      return typeof url === 'string' && url !== '' ? { url } : undefined;
    },
  };
}
