/**
 * A vendor's OpenAPI description (3.x, YAML or JSON already parsed), read for conformance: its operations by
 * method and path (server base path included), and JSON Schema walks that follow $ref, allOf/oneOf/anyOf and arrays.
 */
export type Schema = Record<string, unknown>;

export interface VendorOperation {
  method: string;
  /** full path on the origin, e.g. /v2/accounts/{id}.json */
  path: string;
  operationId?: string;
  /** `explode`: a query parameter whose schema is an array, sent once per item (OpenAPI's default form style) or not */
  parameters: { name: string; in: string; required: boolean; explode?: boolean }[];
  requestMediaTypes: string[];
  requestSchema?: Schema;
  responseMediaTypes: string[];
  responseSchema?: Schema;
  matcher: RegExp;
  /** the description's own operation object and its path item's parameters (a mock server answers from them) */
  definition: { operation: Record<string, unknown>; pathParameters: unknown[] };
}

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

export class VendorSpec {
  readonly operations: VendorOperation[] = [];

  constructor(readonly doc: Record<string, unknown>) {
    const servers = Array.isArray(doc.servers) ? (doc.servers as { url?: string; variables?: unknown }[]) : [];
    const bases = servers.length ? servers.map((s) => basePath(s.url ?? '', s.variables)) : [''];
    for (const [p, item] of Object.entries(isObject(doc.paths) ? doc.paths : {})) {
      if (!isObject(item)) continue;
      const shared: unknown[] = Array.isArray(item.parameters) ? item.parameters : [];
      for (const method of ['get', 'post', 'put', 'patch', 'delete']) {
        const op = item[method];
        if (!isObject(op)) continue;
        const own: unknown[] = Array.isArray(op.parameters) ? op.parameters : [];
        const params = [...shared, ...own]
          .map((x) => this.resolve(x))
          .filter(isObject)
          .flatMap((x) => this.exploded(x))
          .map((x) => ({ name: String(x.name), in: String(x.in), required: x.required === true, ...this.listStyle(x) }));
        const body = this.resolve(op.requestBody);
        const content = isObject(body) && isObject(body.content) ? body.content : {};
        const ok = Object.entries(isObject(op.responses) ? op.responses : {}).find(([code]) => code.startsWith('2'));
        const res = ok ? this.resolve(ok[1]) : undefined;
        const resContent = isObject(res) && isObject(res.content) ? res.content : {};
        const firstSchema = (c: Record<string, unknown>) => {
          const v = Object.values(c).find((m) => isObject(m) && m.schema !== undefined) as Record<string, unknown> | undefined;
          return v ? (v.schema as Schema) : undefined;
        };
        for (const base of bases) {
          const full = `${base}${p}`;
          this.operations.push({
            method: method.toUpperCase(),
            path: full,
            ...(typeof op.operationId === 'string' ? { operationId: op.operationId } : {}),
            parameters: params,
            requestMediaTypes: Object.keys(content),
            ...(firstSchema(content) ? { requestSchema: firstSchema(content)! } : {}),
            responseMediaTypes: Object.keys(resContent),
            ...(firstSchema(resContent) ? { responseSchema: firstSchema(resContent)! } : {}),
            matcher: new RegExp(
              `^${full
                .split(/\{[^}]+\}/)
                .map(escapeRe)
                .join('[^/]+')}$`,
            ),
            definition: { operation: op, pathParameters: shared },
          });
        }
      }
    }
  }

  /** How an array query parameter takes a list: OpenAPI's default style `form` explodes (one `name=item` per item). */
  /**
   * A query parameter whose schema is an object, in form style with explode (OpenAPI's default for the query), is
   * sent as its properties, one query parameter each (`?limit=10&offset=0` for a `contactQueryCommand` object:
   * Spring-generated descriptions such as Keap's declare every list's filters this way). A property is required when
   * the object is and its schema lists the property as required.
   */
  private exploded(p: Record<string, unknown>): Record<string, unknown>[] {
    if (p.in !== 'query' || (p.style !== undefined && p.style !== 'form') || p.explode === false) return [p];
    const objects = this.variants(p.schema).filter((v) => isObject(v.properties));
    if (!objects.length) return [p];
    return objects.flatMap((v) =>
      Object.entries(v.properties as Record<string, unknown>).map(([name, schema]) => ({
        name,
        in: 'query',
        required: p.required === true && Array.isArray(v.required) && v.required.includes(name),
        schema,
      })),
    );
  }

  private listStyle(p: Record<string, unknown>): { explode?: boolean } {
    if (p.in !== 'query' || !this.variants(p.schema).some((v) => v.type === 'array' || v.items !== undefined)) return {};
    const style = typeof p.style === 'string' ? p.style : 'form';
    return { explode: typeof p.explode === 'boolean' ? p.explode : style === 'form' };
  }

  /** Follows a local $ref (#/components/...). */
  resolve(v: unknown, depth = 0): unknown {
    if (!isObject(v) || typeof v.$ref !== 'string' || depth > 32) return v;
    const ref = v.$ref;
    if (!ref.startsWith('#/')) return v;
    let cur: unknown = this.doc;
    for (const part of ref.slice(2).split('/')) cur = isObject(cur) ? cur[part.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined;
    return this.resolve(cur, depth + 1);
  }

  /** The operation serving a concrete path (placeholders already replaced by a sample segment). */
  find(method: string, path: string): VendorOperation | undefined {
    const hits = this.operations.filter((o) => o.method === method && o.matcher.test(path));
    // The most literal path wins (/v2/users/me before /v2/users/{id}).
    return hits.sort((a, b) => (a.path.match(/\{/g)?.length ?? 0) - (b.path.match(/\{/g)?.length ?? 0))[0];
  }

  /** Sub-schemas a schema stands for: $ref followed, allOf/oneOf/anyOf flattened. */
  variants(schema: unknown, depth = 0): Schema[] {
    const s = this.resolve(schema);
    if (!isObject(s) || depth > 16) return [];
    const out: Schema[] = [s];
    for (const k of ['allOf', 'oneOf', 'anyOf'])
      if (Array.isArray(s[k])) for (const sub of s[k] as unknown[]) out.push(...this.variants(sub, depth + 1));
    return out;
  }

  /** The schema at a property, or 'open' when any key is allowed there, or undefined when the key is unknown. */
  property(schema: unknown, key: string): unknown {
    const vs = this.variants(schema);
    if (vs.length === 0) return 'open';
    let open = false;
    for (const v of vs) {
      if (/^\d+$/.test(key) && (v.type === 'array' || v.items !== undefined)) return v.items ?? 'open';
      if (isObject(v.properties) && key in v.properties) return v.properties[key];
      if (v.additionalProperties === true || isObject(v.additionalProperties)) open = true;
    }
    const typed = vs.some((v) => v.properties !== undefined || v.type !== undefined || v.items !== undefined);
    return open || !typed ? 'open' : undefined;
  }

  /** The schema of an array's items (the records of a list). */
  items(schema: unknown): unknown {
    for (const v of this.variants(schema)) if (v.items !== undefined) return v.items;
    return undefined;
  }

  /** Whether a dot path exists in a schema; returns the first missing key, or undefined when it all exists. */
  missingKey(schema: unknown, path: readonly string[]): string | undefined {
    let cur: unknown = schema;
    for (const key of path) {
      if (cur === 'open') return undefined;
      const next = this.property(cur, key);
      if (next === undefined) return key;
      cur = next;
    }
    return undefined;
  }

  /** required properties of a request body */
  required(schema: unknown): string[] {
    return this.variants(schema).flatMap((v) => (Array.isArray(v.required) ? (v.required as string[]) : []));
  }
}

/** The server's path on its origin; a variable in it takes its default (`https://{region}.x.com/{basePath}`). */
function basePath(url: string, variables: unknown): string {
  const vars = isObject(variables) ? variables : {};
  const withDefaults = url.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const v = vars[name];
    return isObject(v) && typeof v.default === 'string' ? v.default : 'x';
  });
  try {
    const p = new URL(withDefaults.replace(/\{[^}]+\}/g, 'x')).pathname;
    return p === '/' ? '' : p.replace(/\/$/, '');
  } catch {
    return withDefaults.startsWith('/') ? withDefaults.replace(/\/$/, '') : '';
  }
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
