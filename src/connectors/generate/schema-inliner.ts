/**
 * Turns a schema of a vendor's OpenAPI description into a self-contained JSON Schema an action can declare:
 * local $refs inlined (a reference to a file or URL is never followed: the description is untrusted), a recursive
 * reference cut to an open schema, and the whole bounded in depth and size. Only keywords that ajv (strict mode,
 * the runtime's action validator) knows are kept; OpenAPI's own (nullable, readOnly, example, discriminator, ...)
 * are translated or dropped.
 */
export type Schema = Record<string, unknown>;

const isObject = (v: unknown): v is Schema => !!v && typeof v === 'object' && !Array.isArray(v);
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? (v as unknown[]) : []);

const INLINE_LIMITS = { maxDepth: 8, maxNodes: 400 } as const;

const COPY = ['description', 'minimum', 'maximum', 'minLength', 'maxLength', 'minItems', 'maxItems', 'uniqueItems'] as const;
/** ajv-formats' formats: any other (int64, binary, password, ...) would stop ajv's strict mode. */
const FORMATS = new Set(['date', 'time', 'date-time', 'duration', 'uri', 'uri-reference', 'email', 'hostname', 'ipv4', 'ipv6', 'uuid']);
const JSON_TYPES = new Set(['string', 'number', 'integer', 'boolean', 'object', 'array', 'null']);

export class SchemaInliner {
  private nodes = 0;

  constructor(
    private readonly doc: Schema,
    /** 'input': readOnly properties are left out (the tool sets them); 'output': writeOnly ones. */
    private readonly direction: 'input' | 'output' = 'input',
  ) {}

  /** Follows a local reference (#/components/...); undefined for anything else. */
  deref(v: unknown): { value: unknown; ref?: string } {
    let cur = v;
    let ref: string | undefined;
    for (let hops = 0; isObject(cur) && typeof cur.$ref === 'string'; hops++) {
      if (hops > 16 || !cur.$ref.startsWith('#/')) return { value: undefined };
      ref = cur.$ref;
      let next: unknown = this.doc;
      for (const part of cur.$ref.slice(2).split('/'))
        next = isObject(next) ? next[decodeURIComponent(part).replace(/~1/g, '/').replace(/~0/g, '~')] : undefined;
      cur = next;
    }
    return ref ? { value: cur, ref } : { value: cur };
  }

  inline(schema: unknown): Schema {
    this.nodes = 0;
    return this.walk(schema, 0, []);
  }

  private walk(raw: unknown, depth: number, refs: string[]): Schema {
    const { value, ref } = this.deref(raw);
    if (!isObject(value) || depth > INLINE_LIMITS.maxDepth || ++this.nodes > INLINE_LIMITS.maxNodes) return {};
    if (ref && refs.includes(ref)) return { description: `recursive: ${ref.split('/').pop()}` };
    const chain = ref ? [...refs, ref] : refs;
    const s = this.mergeAllOf(value, depth, chain);
    const out: Schema = {};
    let types = (Array.isArray(s.type) ? s.type : s.type !== undefined ? [s.type] : []).filter(
      (t): t is string => typeof t === 'string' && JSON_TYPES.has(t),
    );
    if (s.nullable === true && types.length && !types.includes('null')) types = [...types, 'null'];
    for (const k of COPY)
      if (s[k] !== undefined && typeof s[k] === (k === 'description' ? 'string' : k === 'uniqueItems' ? 'boolean' : 'number'))
        out[k] = s[k];
    if (typeof s.format === 'string' && FORMATS.has(s.format)) out.format = s.format;
    if (Array.isArray(s.enum) && s.enum.every((e) => e === null || ['string', 'number', 'boolean'].includes(typeof e))) out.enum = s.enum;
    if (s.const !== undefined && (s.const === null || typeof s.const !== 'object')) out.const = s.const;
    if (isObject(s.properties)) {
      const props: Schema = {};
      for (const [name, p] of Object.entries(s.properties)) {
        const target = this.deref(p).value;
        if (isObject(target) && (this.direction === 'input' ? target.readOnly === true : target.writeOnly === true)) continue;
        props[name] = this.walk(p, depth + 1, chain);
      }
      out.properties = props;
      const required = Array.isArray(s.required) ? s.required.filter((r): r is string => typeof r === 'string' && r in props) : [];
      if (required.length && this.direction === 'input') out.required = [...new Set(required)];
    }
    if (s.additionalProperties === false && this.direction === 'input') out.additionalProperties = false;
    else if (isObject(s.additionalProperties)) out.additionalProperties = this.walk(s.additionalProperties, depth + 1, chain);
    if (s.items !== undefined && !Array.isArray(s.items)) out.items = this.walk(s.items, depth + 1, chain);
    const variants: unknown[] = [...arr(s.oneOf), ...arr(s.anyOf)];
    if (variants.length) out.anyOf = variants.slice(0, 16).map((v) => this.walk(v, depth + 1, chain));
    // ajv's strict mode wants the type a keyword applies to stated beside it.
    if (!types.length) {
      if (out.properties || out.additionalProperties !== undefined) types = ['object'];
      else if (out.items) types = ['array'];
      else if (out.format || out.minLength !== undefined || out.maxLength !== undefined) types = ['string'];
      else if (out.minimum !== undefined || out.maximum !== undefined) types = ['number'];
    }
    if (types.length) return { type: types.length === 1 ? types[0] : types, ...out };
    return out;
  }

  /** allOf is merged into one schema (properties and required joined): the common OpenAPI way to extend a model. */
  private mergeAllOf(s: Schema, depth: number, refs: string[]): Schema {
    if (!Array.isArray(s.allOf) || depth > INLINE_LIMITS.maxDepth) return s;
    const merged: Schema = { ...s, allOf: undefined };
    const props: Schema = isObject(s.properties) ? { ...s.properties } : {};
    const required: unknown[] = [...arr(s.required)];
    for (const part of s.allOf.slice(0, 16)) {
      const { value, ref } = this.deref(part);
      if (!isObject(value) || (ref && refs.includes(ref))) continue;
      const sub = this.mergeAllOf(value, depth + 1, ref ? [...refs, ref] : refs);
      if (isObject(sub.properties)) Object.assign(props, sub.properties);
      required.push(...arr(sub.required));
      for (const k of ['type', 'description', 'additionalProperties'] as const)
        if (merged[k] === undefined && sub[k] !== undefined) merged[k] = sub[k];
    }
    if (Object.keys(props).length) merged.properties = props;
    if (required.length) merged.required = required;
    return merged;
  }
}
