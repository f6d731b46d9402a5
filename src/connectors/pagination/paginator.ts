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
