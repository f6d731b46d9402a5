import type { ManifestOffsetPagination } from '../schema/manifest.gen.js';
import { getPath, parsePath } from '../mapping/paths.js';
import { place, type Paginator } from './paginator.js';

/** offset/limit: advance by the records received; stop on has_more=false, the total, or a short page. */
export function offsetPaginator(spec: ManifestOffsetPagination): Paginator {
  const hasMore = spec.has_more_path ? parsePath(spec.has_more_path) : undefined;
  const total = spec.total_path ? parsePath(spec.total_path) : undefined;
  return {
    maxPages: spec.max_pages ?? 1000,
    first: () => ({ offset: spec.start ?? 0 }),
    apply(state, pageSize, parts) {
      place(spec.offset, state.offset, parts);
      place(spec.page_size.param, pageSize, parts);
    },
    next(state, pageSize, res) {
      const offset = Number(state.offset) + res.recordCount;
      if (res.recordCount === 0) return undefined;
      if (hasMore) return getPath(res.body, hasMore) === true ? { offset } : undefined;
      if (total) {
        const t = Number(getPath(res.body, total));
        return Number.isFinite(t) && offset < t ? { offset } : undefined;
      }
      return res.recordCount < pageSize ? undefined : { offset };
    },
  };
}
