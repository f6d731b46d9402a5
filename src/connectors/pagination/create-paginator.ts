import type { ManifestPagination } from '../schema/manifest.gen.js';
import { cursorPaginator } from './cursor.js';
import { linkHeaderPaginator } from './link-header.js';
import { nextUrlPaginator } from './next-url.js';
import { offsetPaginator } from './offset.js';
import { pageNumberPaginator } from './page-number.js';
import type { Paginator } from './paginator.js';

/** One table from the manifest's `type` tag to its strategy. */
export function createPaginator(spec: ManifestPagination): Paginator {
  switch (spec.type) {
    case 'cursor':
      return cursorPaginator(spec);
    case 'offset':
      return offsetPaginator(spec);
    case 'page_number':
      return pageNumberPaginator(spec);
    case 'link_header':
      return linkHeaderPaginator(spec);
    case 'next_url':
      return nextUrlPaginator(spec);
  }
}
