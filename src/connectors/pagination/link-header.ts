import LinkHeader from 'http-link-header';
import type { ManifestLinkHeaderPagination } from '../schema/manifest.gen.js';
import { headerValue, urlFollowingPaginator, type Paginator } from './paginator.js';

/** RFC 8288 `Link: <url>; rel="next"`. The URL is followed only on the API origin (checked by the runtime). */
export function linkHeaderPaginator(spec: ManifestLinkHeaderPagination): Paginator {
  const rel = spec.rel ?? 'next';
  return urlFollowingPaginator(spec, (res) => {
    const link = headerValue(res.headers, 'link');
    return link ? linkTarget(link, rel) : undefined;
  });
}

/** The target of the first link with this relation (RFC 8288, parsed by http-link-header); none when unreadable. */
function linkTarget(value: string, rel: string): string | undefined {
  try {
    return LinkHeader.parse(value).rel(rel)[0]?.uri;
  } catch {
    return undefined; // a Link header that is not RFC 8288: no next page, as when there is none
  }
}
