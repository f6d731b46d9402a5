import type { ManifestPageSize, ManifestParamPlace } from '../schema/manifest.gen.js';
import { setPath, parsePath } from '../mapping/paths.js';

/** Serializable position in a listing; it travels inside the opaque nextPageCursor. */
export type PageState = Record<string, string | number>;

/** The parts of a request a paginator may add to. `url` replaces the operation's URL (link/next-url pages). */
export interface PageRequestParts {
  query: Record<string, unknown>;
  body: Record<string, unknown>;
  /** Header parameters (`in: header`), sent on every page. */
  headers?: Record<string, string>;
  url?: string;
}

export interface PageResponse {
  body: unknown;
  headers: Record<string, string | string[] | undefined>;
  recordCount: number;
}

/** One strategy per file; all share this interface (Airbyte's PaginationStrategy, in TypeScript). */
export interface Paginator {
  readonly maxPages: number;
  first(): PageState;
  apply(state: PageState, pageSize: number, parts: PageRequestParts): void;
  /** The next state, or undefined when this was the last page. */
  next(state: PageState, pageSize: number, res: PageResponse): PageState | undefined;
}

export function clampPageSize(spec: ManifestPageSize | undefined, requested: number | undefined): number {
  if (!spec) return requested ?? 100;
  const n = requested === undefined || !Number.isFinite(requested) ? spec.default : Math.floor(requested);
  return Math.max(1, Math.min(spec.max, n));
}

export function place(p: ManifestParamPlace, value: unknown, parts: PageRequestParts): void {
  if (p.in === 'header') parts.headers = { ...parts.headers, [p.name]: `${p.prefix ?? ''}${String(value)}` };
  else if (p.in === 'query') parts.query[p.name] = value;
  else setPath(parts.body, parsePath(p.name), value);
}

export function headerValue(h: PageResponse['headers'], name: string): string | undefined {
  const v = h[name.toLowerCase()];
  return Array.isArray(v) ? v[0] : v;
}

/**
 * A paginator that follows a next-page URL the answer gives (in a Link header or in the body): `nextUrl` reads it.
 * The first page has no URL of its own; a next-page URL carries the query it needs, but a header parameter is sent
 * on every page all the same.
 */
export function urlFollowingPaginator(
  spec: { page_size?: ManifestPageSize; max_pages?: number },
  nextUrl: (res: PageResponse) => string | undefined,
): Paginator {
  return {
    maxPages: spec.max_pages ?? 1000,
    first: () => ({}),
    apply(state, pageSize, parts) {
      if (state.url !== undefined) parts.url = String(state.url);
      if (spec.page_size && (state.url === undefined || spec.page_size.param.in === 'header')) place(spec.page_size.param, pageSize, parts);
    },
    next(_state, _pageSize, res) {
      const url = nextUrl(res);
      return url ? { url } : undefined;
    },
  };
}
