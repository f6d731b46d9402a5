import type { ManifestPagination, ManifestParamPlace } from '../schema/manifest.gen.js';
import { getPath, parsePath, setPath } from '../mapping/paths.js';

/** A listing request as the simulated tool sees it. */
export interface PagedRequest {
  url: URL;
  headers: Record<string, string>;
  json: unknown;
}

/** The query parameters the sandbox puts in the next-page URLs it gives (next_url and link_header paging). */
const OFFSET_PARAM = 'sandbox_offset';
const SIZE_PARAM = 'sandbox_size';
const CURSOR_PREFIX = 'sbx-';
/** Page size when the request names none and the manifest declares no default. */
const DEFAULT_PAGE_SIZE = 20;

function readParam(p: ManifestParamPlace, req: PagedRequest): string | undefined {
  let v: unknown;
  if (p.in === 'query') v = req.url.searchParams.get(p.name) ?? undefined;
  else if (p.in === 'header') v = req.headers[p.name.toLowerCase()] ?? req.headers[p.name];
  else v = getPath(req.json, parsePath(p.name));
  if (v === undefined || v === null) return undefined;
  const s = typeof v === 'string' ? v : JSON.stringify(v);
  return p.prefix && s.startsWith(p.prefix) ? s.slice(p.prefix.length) : s;
}

/** Which slice of the listing a request asks for, read the way the manifest's paginator sends it. */
export function askedPage(spec: ManifestPagination | undefined, req: PagedRequest): { offset: number; size: number } {
  const fromUrl = req.url.searchParams.get(OFFSET_PARAM);
  const sizeParam = spec && 'page_size' in spec && spec.page_size ? spec.page_size : undefined;
  const askedSize = Number(req.url.searchParams.get(SIZE_PARAM) ?? (sizeParam ? readParam(sizeParam.param, req) : undefined));
  const size = Math.max(
    1,
    Math.min(Number.isFinite(askedSize) && askedSize > 0 ? askedSize : (sizeParam?.default ?? DEFAULT_PAGE_SIZE), sizeParam?.max ?? 1000),
  );
  let offset = fromUrl !== null ? Number(fromUrl) : 0;
  if (spec?.type === 'cursor') {
    const c = readParam(spec.send, req);
    offset = c?.startsWith(CURSOR_PREFIX) ? Number(c.slice(CURSOR_PREFIX.length)) : 0;
  } else if (spec?.type === 'offset') offset = Number(readParam(spec.offset, req) ?? spec.start ?? 0) - (spec.start ?? 0);
  else if (spec?.type === 'page_number') offset = (Number(readParam(spec.page, req) ?? spec.start ?? 1) - (spec.start ?? 1)) * size;
  return { offset: Number.isFinite(offset) && offset > 0 ? Math.floor(offset) : 0, size };
}

/**
 * Writes the next-page markers the manifest's paginator reads into a page the sandbox answers: a cursor (in the
 * body or a header), has-more / total / total-pages, a next page number, a next URL in the body or a Link header.
 */
export function markPage(
  spec: ManifestPagination,
  body: Record<string, unknown>,
  headers: Record<string, string>,
  req: PagedRequest,
  page: { offset: number; size: number; total: number },
): void {
  const next = page.offset + page.size;
  const more = next < page.total;
  const nextUrl = () => {
    const u = new URL(req.url);
    u.searchParams.set(OFFSET_PARAM, String(next));
    u.searchParams.set(SIZE_PARAM, String(page.size));
    return u.toString();
  };
  const set = (path: string, value: unknown) => {
    const p = parsePath(path);
    if (p.length) setPath(body, p, value);
  };
  switch (spec.type) {
    case 'cursor':
      if (spec.cursor_from.in === 'header' && spec.cursor_from.header) {
        if (more) headers[spec.cursor_from.header.toLowerCase()] = `${CURSOR_PREFIX}${next}`;
      } else if (spec.cursor_from.path) set(spec.cursor_from.path, more ? `${CURSOR_PREFIX}${next}` : null);
      if (spec.stop_when) {
        const eq = spec.stop_when.equals;
        if (!more) set(spec.stop_when.path, eq);
        else if (typeof eq === 'boolean') set(spec.stop_when.path, !eq);
      }
      break;
    case 'offset':
      if (spec.has_more_path) set(spec.has_more_path, more);
      if (spec.total_path) set(spec.total_path, page.total);
      break;
    case 'page_number': {
      const number = Math.floor(page.offset / page.size) + (spec.start ?? 1);
      if (spec.next_page_path) set(spec.next_page_path, more ? number + 1 : null);
      if (spec.has_more_path) set(spec.has_more_path, more);
      if (spec.total_pages_path) set(spec.total_pages_path, Math.max(1, Math.ceil(page.total / page.size)));
      break;
    }
    case 'next_url':
      set(spec.path, more ? nextUrl() : null);
      break;
    case 'link_header':
      if (more) headers.link = `<${nextUrl()}>; rel="${spec.rel ?? 'next'}"`;
      break;
  }
}
