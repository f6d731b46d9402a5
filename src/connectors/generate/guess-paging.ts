import type { SchemaInliner } from './schema-inliner.js';
import type { GenOperation, VendorParam } from './vendor-operations.js';

type Obj = Record<string, unknown>;
const isObject = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);

/** A list operation's records and paging, as far as the description tells; `todo` says what a human must check. */
export interface PagingGuess {
  records: string;
  paginate?: Obj;
  todo?: string;
  /** how the guess was made, for the manifest's comment */
  why: string;
}

const CURSOR_PARAM = /^(cursor|after|starting_after|page_?token|next_?token|continuation(_?token)?|page\[(cursor|after)\])$/i;
const PAGE_PARAM = /^(page|page_?number|page\[number\])$/i;
const OFFSET_PARAM = /^(offset|skip|start|page\[offset\])$/i;
const SIZE_PARAM = /^(limit|per_?page|page_?size|count|max_?results|size|page\[(size|limit)\]|\$?top|pagelen)$/i;
const CURSOR_FIELD = /^(next_?cursor|next_?page_?token|next_?token|end_?cursor|cursor|after|next)$/i;
const NEXT_URL_FIELD = /^(next|next_?url|next_?page_?url|next_?page_?link|next_?link|@odata\.nextlink)$/i;
const HAS_MORE_FIELD = /^(has_?more|more|more_?records|has_?next(_?page)?)$/i;
const TOTAL_FIELD = /^(total|total_?count|total_?results)$/i;
const TOTAL_PAGES_FIELD = /^(total_?pages|page_?count)$/i;
const RECORDS_FIELD = /^(data|items|results|records|values|entries|elements)$/i;

export class PagingGuesser {
  constructor(private readonly schemas: SchemaInliner) {}

  /** undefined when the operation does not answer a list */
  // eslint-disable-next-line max-lines-per-function -- one case per paging style, tried in order of precedence
  guess(op: GenOperation): PagingGuess | undefined {
    if (op.method !== 'GET') return undefined;
    const records = this.recordsPath(op.responseSchema);
    if (records === undefined) return undefined;
    const q = op.params.filter((p) => p.in === 'query');
    const find = (re: RegExp) => q.find((p) => re.test(p.name));
    const size = find(SIZE_PARAM);
    const pageSize = size ? this.pageSize(size) : undefined;
    const fields = this.fields(op.responseSchema);
    const field = (re: RegExp, type?: string) =>
      fields.find((f) => re.test(f.key) && (!type || f.type === type || f.type === undefined))?.path;
    const withSize = (p: Obj) => (pageSize ? { ...p, page_size: pageSize } : p);

    if (op.responseHeaders.includes('link'))
      return { records, paginate: withSize({ type: 'link_header' }), why: 'the answer carries a Link header' };
    const cursor = find(CURSOR_PARAM);
    if (cursor) {
      const from = field(CURSOR_FIELD, 'string');
      const header = op.responseHeaders.find((h) => /cursor|continuation|next/.test(h));
      const cursorFrom = from ? { in: 'body', path: from } : header ? { in: 'header', header } : { in: 'body', path: 'next_cursor' };
      const hasMore = field(HAS_MORE_FIELD, 'boolean');
      return {
        records,
        paginate: withSize({
          type: 'cursor',
          cursor_from: cursorFrom,
          send: { in: 'query', name: cursor.name },
          ...(hasMore ? { stop_when: { path: hasMore, equals: false } } : {}),
        }),
        why: `query parameter '${cursor.name}' takes a cursor`,
        ...(from || header ? {} : { todo: `where the next cursor is in the answer (guessed: next_cursor)` }),
      };
    }
    const nextUrl = field(NEXT_URL_FIELD, 'string');
    if (nextUrl)
      return {
        records,
        paginate: withSize({ type: 'next_url', path: nextUrl }),
        why: `the answer's '${nextUrl}' is the next page's address`,
      };
    const page = find(PAGE_PARAM);
    const offset = find(OFFSET_PARAM);
    const hasMore = field(HAS_MORE_FIELD, 'boolean');
    if ((page || offset) && !pageSize)
      return {
        records,
        why: 'no page size parameter',
        todo: `paging: '${(page ?? offset)!.name}' pages, but no page size parameter was found; add paginate by hand`,
      };
    if (page) {
      const totalPages = field(TOTAL_PAGES_FIELD, 'integer') ?? field(TOTAL_PAGES_FIELD, 'number');
      const schema = this.schemas.deref(page.schema).value;
      const min = isObject(schema) && typeof schema.minimum === 'number' ? schema.minimum : undefined;
      return {
        records,
        paginate: {
          type: 'page_number',
          page: { in: 'query', name: page.name },
          ...(min === 0 ? { start: 0 } : {}),
          ...(hasMore ? { has_more_path: hasMore } : totalPages ? { total_pages_path: totalPages } : {}),
          page_size: pageSize,
        },
        why: `query parameter '${page.name}' numbers pages`,
        ...(hasMore || totalPages ? {} : { todo: 'paging stops on a short page: check the tool says when there are no more' }),
      };
    }
    if (offset) {
      const total = field(TOTAL_FIELD, 'integer') ?? field(TOTAL_FIELD, 'number');
      return {
        records,
        paginate: {
          type: 'offset',
          offset: { in: 'query', name: offset.name },
          ...(hasMore ? { has_more_path: hasMore } : total ? { total_path: total } : {}),
          page_size: pageSize,
        },
        why: `query parameter '${offset.name}' is an offset`,
        ...(hasMore || total ? {} : { todo: 'paging stops on a short page: check the tool says when there are no more' }),
      };
    }
    return { records, why: 'no paging parameter', todo: 'no paging parameter found: check the list is never paged' };
  }

  private pageSize(p: VendorParam): Obj {
    const s = this.schemas.deref(p.schema).value;
    const max = isObject(s) && typeof s.maximum === 'number' && s.maximum >= 1 ? Math.floor(s.maximum) : 100;
    const dflt =
      isObject(s) && typeof s.default === 'number' && s.default >= 1 && s.default <= max ? Math.floor(s.default) : Math.min(25, max);
    return { param: { in: 'query', name: p.name }, default: dflt, max };
  }

  /** '$' when the body is the array, else the dot path of its array property (one or two levels down). */
  private recordsPath(schema: unknown): string | undefined {
    const isArray = (s: unknown) => {
      const v = this.schemas.deref(s).value;
      return isObject(v) && (v.type === 'array' || (Array.isArray(v.type) && v.type.includes('array')) || v.items !== undefined);
    };
    if (schema === undefined) return undefined;
    if (isArray(schema)) return '$';
    const arrays = this.fields(schema).filter((f) => f.depth <= 2 && isArray(f.schema));
    return (arrays.find((f) => RECORDS_FIELD.test(f.key)) ?? arrays.find((f) => f.depth === 1) ?? arrays[0])?.path;
  }

  /** The properties of an answer down to three levels (breadth first), with their dot paths and types. */
  private fields(schema: unknown): { path: string; key: string; type?: string; depth: number; schema: unknown }[] {
    const out: { path: string; key: string; type?: string; depth: number; schema: unknown }[] = [];
    const queue: { s: unknown; prefix: string; depth: number }[] = [{ s: schema, prefix: '', depth: 1 }];
    while (queue.length && out.length < 500) {
      const { s, prefix, depth } = queue.shift()!;
      const v = this.schemas.deref(s).value;
      if (!isObject(v) || depth > 3) continue;
      const parts = [v, ...(Array.isArray(v.allOf) ? v.allOf.slice(0, 8).map((x) => this.schemas.deref(x).value) : [])];
      for (const part of parts) {
        if (!isObject(part) || !isObject(part.properties)) continue;
        for (const [key, sub] of Object.entries(part.properties)) {
          const t = this.schemas.deref(sub).value;
          const types: unknown[] = isObject(t) ? (Array.isArray(t.type) ? t.type : [t.type]) : [];
          const type = types.find((x) => x !== 'null');
          const path = prefix ? `${prefix}.${key}` : key;
          out.push({ path, key, ...(typeof type === 'string' ? { type } : {}), depth, schema: sub });
          if (type === 'object' || (isObject(t) && isObject(t.properties))) queue.push({ s: sub, prefix: path, depth: depth + 1 });
        }
      }
    }
    return out;
  }
}
