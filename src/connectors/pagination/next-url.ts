import type { ManifestNextUrlPagination } from '../schema/manifest.gen.js';
import { getPath, parsePath } from '../mapping/paths.js';
import { urlFollowingPaginator, type Paginator } from './paginator.js';

/** The body names the next page's URL (absolute on the API origin, or an origin-relative path). */
export function nextUrlPaginator(spec: ManifestNextUrlPagination): Paginator {
  const path = parsePath(spec.path);
  return urlFollowingPaginator(spec, (res) => {
    const url = getPath(res.body, path);
    return typeof url === 'string' && url !== '' ? url : undefined;
  });
}
