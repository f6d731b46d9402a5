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
      else if (spec.page_size) place(spec.page_size.param, pageSize, parts);
    },
    next(_state, _pageSize, res) {
      const url = getPath(res.body, path);
      return typeof url === 'string' && url !== '' ? { url } : undefined;
    },
  };
}
