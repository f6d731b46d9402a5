import type { ManifestPageNumberPagination } from '../schema/manifest.gen.js';
import { getPath, parsePath } from '../mapping/paths.js';
import { place, type Paginator } from './paginator.js';

/**
 * page=1,2,...: the body's next page number when declared, else its "more records" flag, else total pages, else
 * a short page stops (a tool that may answer a short page before the last, like Zoho, declares the flag).
 */
export function pageNumberPaginator(spec: ManifestPageNumberPagination): Paginator {
  const nextPath = spec.next_page_path ? parsePath(spec.next_page_path) : undefined;
  const totalPath = spec.total_pages_path ? parsePath(spec.total_pages_path) : undefined;
  const hasMore = spec.has_more_path ? parsePath(spec.has_more_path) : undefined;
  return {
    maxPages: spec.max_pages ?? 1000,
    first: () => ({ page: spec.start ?? 1 }),
    apply(state, pageSize, parts) {
      place(spec.page, state.page, parts);
      place(spec.page_size.param, pageSize, parts);
    },
    next(state, pageSize, res) {
      const page = Number(state.page);
      if (nextPath) {
        const n = getPath(res.body, nextPath);
        return typeof n === 'number' || (typeof n === 'string' && /^\d+$/.test(n)) ? { page: Number(n) } : undefined;
      }
      if (res.recordCount === 0) return undefined;
      if (hasMore) return getPath(res.body, hasMore) === true ? { page: page + 1 } : undefined;
      if (totalPath) {
        const t = Number(getPath(res.body, totalPath));
        return Number.isFinite(t) && page + 1 - (spec.start ?? 1) < t ? { page: page + 1 } : undefined;
      }
      return res.recordCount < pageSize ? undefined : { page: page + 1 };
    },
  };
}
