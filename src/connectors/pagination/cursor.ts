import type { ManifestCursorPagination } from '../schema/manifest.gen.js';
import { getPath, parsePath } from '../mapping/paths.js';
import { headerValue, place, type Paginator } from './paginator.js';

/** Opaque cursor read from the body (or a header) and sent back as a query or body parameter. */
export function cursorPaginator(spec: ManifestCursorPagination): Paginator {
  const path = parsePath(spec.cursor_from.path);
  const stopPath = spec.stop_when ? parsePath(spec.stop_when.path) : undefined;
  return {
    maxPages: spec.max_pages ?? 1000,
    first: () => ({}),
    apply(state, pageSize, parts) {
      if (spec.page_size) place(spec.page_size.param, pageSize, parts);
      if (state.cursor !== undefined) place(spec.send, state.cursor, parts);
    },
    next(_state, _pageSize, res) {
      if (stopPath && getPath(res.body, stopPath) === spec.stop_when!.equals) return undefined;
      const raw = spec.cursor_from.in === 'header' ? headerValue(res.headers, spec.cursor_from.header!) : getPath(res.body, path);
      if (raw === undefined || raw === null || raw === '' || raw === false) return undefined;
      if (typeof raw !== 'string' && typeof raw !== 'number') return undefined;
      return { cursor: raw };
    },
  };
}
