import type { VendorSpec } from '../conform/vendor-spec.js';

type Obj = Record<string, unknown>;
const isObject = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);

/** Bounds of one sample: descriptions are the vendor's, a recursive or huge schema must not run away. */
const MAX_DEPTH = 6;
const MAX_NODES = 2000;

export interface SampleOptions {
  /** 'all' properties (a response, an action's input) or only the 'required' ones */
  properties: 'all' | 'required';
  /** use `example`/`examples`/`default` where the schema gives them (answers: yes; inputs: also yes) */
  examples: boolean;
  /** where the generated numbering starts: each page of a listing gets other ids than the one before */
  seed?: number;
  /** counts the objects generated from an open schema (no properties listed): what the vendor left unsaid */
  stats?: { open: number };
}

/**
 * A deterministic value for a JSON Schema of a vendor's description: examples first, then generated: strings named
 * by their key (ids are digit strings so they also fit integer path parameters), formats (date-time, date, email,
 * uri, uuid) honoured, arrays of 2 items, required fields always present, depth and size bounded.
 */
export function sampleSchema(vendor: VendorSpec, schema: unknown, opts: SampleOptions): unknown {
  const state: SampleState = { nodes: 0, n: opts.seed ?? 0, stats: opts.stats ?? { open: 0 } };
  return sample(vendor, schema, opts, state, 0, '');
}

/** A schema's variants as one: $ref followed, allOf merged, the first oneOf/anyOf taken. */
export function flatten(vendor: VendorSpec, schema: unknown, depth = 0): Obj {
  const s = vendor.resolve(schema);
  if (!isObject(s) || depth > 16) return {};
  const out: Obj = { ...s };
  delete out.allOf;
  delete out.oneOf;
  delete out.anyOf;
  const parts: unknown[] = Array.isArray(s.allOf) ? [...(s.allOf as unknown[])] : [];
  for (const k of ['oneOf', 'anyOf']) {
    const alts = Array.isArray(s[k]) ? (s[k] as unknown[]) : [];
    // A nullable written as anyOf [X, {type: null}] takes X.
    const first = alts.find((a) => !(isObject(a) && a.type === 'null'));
    if (first !== undefined) parts.push(first);
  }
  for (const part of parts) {
    const p = flatten(vendor, part, depth + 1);
    for (const [k, v] of Object.entries(p)) {
      if (k === 'properties' && isObject(v)) out.properties = { ...(isObject(out.properties) ? out.properties : {}), ...v };
      else if (k === 'required' && Array.isArray(v))
        out.required = [...(Array.isArray(out.required) ? (out.required as unknown[]) : []), ...(v as unknown[])];
      else if (!(k in out)) out[k] = v;
    }
  }
  return out;
}

const ID_KEY = /(^id|Id|_id|ID)$/;

interface SampleState {
  nodes: number;
  n: number;
  stats: { open: number };
}

function sample(vendor: VendorSpec, schema: unknown, opts: SampleOptions, st: SampleState, depth: number, key: string): unknown {
  st.nodes++;
  const s = flatten(vendor, schema);
  if (opts.examples) {
    if (s.example !== undefined) return s.example;
    if (Array.isArray(s.examples) && s.examples.length) return s.examples[0];
    if (s.default !== undefined) return s.default;
  }
  if (s.const !== undefined) return s.const;
  if (Array.isArray(s.enum)) {
    const v: unknown = (s.enum as unknown[]).find((x) => x !== null);
    if (v !== undefined) return v;
  }
  const type = typeOf(s);
  if (type === 'object') return sampleObject(vendor, s, opts, st, depth);
  if (type === 'array') {
    if (depth >= MAX_DEPTH || st.nodes > MAX_NODES) return [];
    const min = typeof s.minItems === 'number' ? s.minItems : 0;
    const max = typeof s.maxItems === 'number' ? s.maxItems : 2;
    const count = Math.min(Math.max(2, min), max, 10);
    return Array.from({ length: count }, () => sample(vendor, s.items, opts, st, depth + 1, key));
  }
  st.n++;
  if (type === 'integer' || type === 'number') {
    const min = typeof s.minimum === 'number' ? s.minimum : typeof s.exclusiveMinimum === 'number' ? s.exclusiveMinimum + 1 : 1;
    const max = typeof s.maximum === 'number' ? s.maximum : Number.MAX_SAFE_INTEGER;
    // Ids differ from record to record (a listing's pages must not look like the same page again).
    const v = type === 'integer' ? Math.ceil(ID_KEY.test(key) ? Math.max(min, 1000 + st.n) : min) : min + 0.5;
    return Math.min(v, max);
  }
  if (type === 'boolean') return true;
  if (type === 'null') return null;
  return sampleString(s, key, st.n);
}

function typeOf(s: Obj): string {
  const t = Array.isArray(s.type) ? (s.type as unknown[]).find((x) => x !== 'null') : s.type;
  if (typeof t === 'string') return t;
  if (s.properties !== undefined || s.additionalProperties !== undefined) return 'object';
  if (s.items !== undefined) return 'array';
  return 'string';
}

function sampleObject(vendor: VendorSpec, s: Obj, opts: SampleOptions, st: SampleState, depth: number): Obj {
  const out: Obj = {};
  const props = isObject(s.properties) ? s.properties : {};
  if (!Object.keys(props).length && s.additionalProperties !== false) st.stats.open++;
  const required = new Set(Array.isArray(s.required) ? s.required.map(String) : []);
  const shallow = depth >= MAX_DEPTH || st.nodes > MAX_NODES;
  for (const [k, ps] of Object.entries(props)) {
    const p = vendor.resolve(ps);
    // A required field is always there; past the bounds, only those, as shallow as possible.
    if (!required.has(k) && (opts.properties === 'required' || shallow)) continue;
    if (opts.properties === 'required' && isObject(p) && p.readOnly === true) continue;
    out[k] = shallow ? shallowValue(vendor, p) : sample(vendor, p, opts, st, depth + 1, k);
  }
  return out;
}

function shallowValue(vendor: VendorSpec, schema: unknown): unknown {
  const s = flatten(vendor, schema);
  const t = typeOf(s);
  return t === 'object' ? {} : t === 'array' ? [] : t === 'integer' || t === 'number' ? 1 : t === 'boolean' ? true : 'x';
}

function sampleString(s: Obj, key: string, n: number): string {
  const format = typeof s.format === 'string' ? s.format : '';
  const byFormat: Record<string, string> = {
    'date-time': `2024-01-${String((n % 27) + 2).padStart(2, '0')}T03:04:05Z`,
    date: '2024-01-02',
    time: '03:04:05',
    email: `user${n}@example.com`,
    uri: `https://example.com/${n}`,
    url: `https://example.com/${n}`,
    'uri-reference': `/r/${n}`,
    uuid: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    ipv4: '192.0.2.1',
    hostname: 'example.com',
    byte: 'bW9jaw==',
    int64: String(1000 + n),
    int32: String(1000 + n),
  };
  const patterned = typeof s.pattern === 'string' ? sampleForPattern(s.pattern) : undefined;
  if (patterned !== undefined) return patterned;
  let v = byFormat[format] ?? (ID_KEY.test(key) ? String(1000 + n) : `${key || 'text'}-${n}`);
  if (typeof s.minLength === 'number' && v.length < s.minLength) v = v.padEnd(s.minLength, 'x');
  if (typeof s.maxLength === 'number' && v.length > s.maxLength) v = v.slice(0, Math.max(1, s.maxLength));
  return v;
}

/**
 * A string matching a simple regular expression (anchors, literals, escapes, character classes, {n}, {n,m}, +, *, ?),
 * e.g. a connection input's pattern `^AC[0-9a-f]{32}$`; undefined for one it cannot follow (groups, alternatives).
 */
export function sampleForPattern(pattern: string): string | undefined {
  let out = '';
  let i = pattern.startsWith('^') ? 1 : 0;
  const end = pattern.endsWith('$') && !pattern.endsWith('\\$') ? pattern.length - 1 : pattern.length;
  while (i < end) {
    let unit: string;
    const c = pattern[i]!;
    if (c === '[') {
      const close = pattern.indexOf(']', i + 1);
      if (close < 0 || pattern[i + 1] === '^') return undefined;
      const body = pattern.slice(i + 1, close);
      unit = body.startsWith('\\') ? (CLASS_ESCAPES[body[1]!] ?? body[1]!) : body[0]!;
      i = close + 1;
    } else if (c === '\\') {
      unit = CLASS_ESCAPES[pattern[i + 1]!] ?? pattern[i + 1]!;
      i += 2;
    } else if ('()|.'.includes(c)) return undefined;
    else {
      unit = c;
      i++;
    }
    const q = /^(\{(\d+)(,\d*)?\}|[+*?])/.exec(pattern.slice(i, end));
    const count = !q ? 1 : q[2] !== undefined ? Number(q[2]) : q[1] === '+' ? 1 : 0;
    if (q) i += q[1]!.length;
    if (count > 256) return undefined;
    out += unit.repeat(count);
  }
  return out;
}

const CLASS_ESCAPES: Record<string, string> = { d: '0', w: 'a', s: ' ' };
