import { isAlias, isMap, isPair, isScalar, isSeq, LineCounter, parseDocument, type Document, type Node, type YAMLMap } from 'yaml';
import { ManifestError } from '../manifest-error.js';

export interface SourcePos {
  line: number;
  column: number;
}

/**
 * A manifest read from YAML with source positions: `positions` maps a JSON pointer of the resolved tree to
 * the position of its value, `keyPositions` to the position of its key. `$ref: '#/definitions/x'` is resolved
 * here (explicitly, siblings deep-merge over the target), so validation sees the tree the runtime will use
 * while errors still point at the YAML that produced each value. A `$ref` may carry `with:` parameters
 * (resource templates written once, e.g. HubSpot's CRM objects), and a sibling `null` drops a part of the template.
 */
export interface ManifestSource {
  file: string;
  value: unknown;
  positions: Map<string, SourcePos>;
  keyPositions: Map<string, SourcePos>;
  errors: ManifestError[];
  /** Best position for a pointer: the nearest ancestor that has one. */
  locate(pointer: string, preferKey?: boolean): SourcePos;
  error(pointer: string, message: string, hint?: string, preferKey?: boolean): ManifestError;
}

const escapePointer = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

/** Stages: parse (YAML errors end it there), then resolve the tree, `$ref`s and `with:` parameters included. */
export function loadManifestSource(file: string, text: string): ManifestSource {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const source = emptySource(file);
  for (const e of doc.errors) {
    const p = lineCounter.linePos(e.pos[0]);
    source.errors.push(new ManifestError({ file, line: p.line, column: p.col, pointer: '', message: `YAML: ${e.message.split('\n')[0]}` }));
  }
  if (source.errors.length > 0) return source;
  source.value = new Resolver(doc, lineCounter, source).walk(doc.contents, '');
  return source;
}

/** A source with no value yet: its position maps, its errors, and how to point at a pointer's YAML. */
function emptySource(file: string): ManifestSource {
  const positions = new Map<string, SourcePos>();
  const keyPositions = new Map<string, SourcePos>();
  const source: ManifestSource = {
    file,
    value: undefined,
    positions,
    keyPositions,
    errors: [],
    locate(pointer, preferKey = false) {
      let p = pointer;
      for (;;) {
        const hit = (preferKey ? keyPositions.get(p) : undefined) ?? positions.get(p) ?? keyPositions.get(p);
        if (hit) return hit;
        if (p === '') return { line: 1, column: 1 };
        p = p.slice(0, p.lastIndexOf('/'));
      }
    },
    error(pointer, message, hint, preferKey) {
      const pos = source.locate(pointer, preferKey);
      return new ManifestError({ file, line: pos.line, column: pos.column, pointer, message, ...(hint ? { hint } : {}) });
    },
  };
  return source;
}

/** Walks the YAML tree into plain values, recording positions and resolving `$ref` (with `with:` parameters). */
class Resolver {
  private readonly definitions: Map<string, unknown>;
  /** The definitions being resolved, outermost first: a cycle is an error, not a stack overflow. */
  private readonly resolving: string[] = [];

  constructor(
    private readonly doc: Document,
    private readonly lineCounter: LineCounter,
    private readonly source: ManifestSource,
  ) {
    this.definitions = findDefinitions(doc);
  }

  private posOf(node: { range?: [number, number, number] | null } | null | undefined): SourcePos {
    const p = this.lineCounter.linePos(node?.range?.[0] ?? 0);
    return { line: p.line, column: p.col };
  }

  walk(node: unknown, pointer: string): unknown {
    if (node === null || node === undefined) return null;
    if (isAlias(node)) return this.walk(node.resolve(this.doc), pointer);
    this.source.positions.set(pointer, this.posOf(node));
    if (isScalar(node)) return node.value;
    if (isSeq(node)) return node.items.map((item, i) => this.walk(item, `${pointer}/${i}`));
    if (isMap(node)) return this.walkMap(node, pointer);
    return null;
  }

  /** A mapping: its `$ref` target (parameters applied) first, then its own keys deep-merged over it. */
  private walkMap(node: YAMLMap, pointer: string): Record<string, unknown> {
    const refPair = node.items.find((p) => isScalar(p.key) && p.key.value === '$ref');
    const withPair = refPair ? node.items.find((p) => isScalar(p.key) && p.key.value === 'with') : undefined;
    let out: Record<string, unknown> = {};
    if (refPair) out = this.resolveRef(refPair, pointer);
    if (withPair) out = this.applyParameters(out, this.walk(withPair.value, `${pointer}/with`), `${pointer}/with`);
    for (const pair of node.items) {
      if (!isPair(pair) || pair === refPair || pair === withPair) continue;
      const key = isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
      const child = `${pointer}/${escapePointer(key)}`;
      this.source.keyPositions.set(child, this.posOf(pair.key as Node));
      const value = this.walk(pair.value, child);
      mergeInto(out, key, value);
    }
    return out;
  }

  /**
   * A template with parameters: `{ $ref: '#/definitions/crm_object', with: { object: contacts } }` replaces
   * `{{ with.object }}` in every string of the definition (a string that is exactly one parameter takes its value
   * and type). Parameters the definition does not use, and uses of parameters not given, are errors.
   */
  private applyParameters(target: Record<string, unknown>, params: unknown, at: string): Record<string, unknown> {
    const { errors } = this.source;
    if (!isPlainObject(params)) {
      errors.push(this.source.error(at, 'with must be a mapping of parameter names to values', 'write with: { object: contacts }'));
      return target;
    }
    const { value, used, missing } = substituteParameters(target, params);
    for (const name of missing)
      errors.push(
        this.source.error(at, `the template uses {{ with.${name} }} but with: does not give '${name}'`, `add ${name}: <value> under with:`),
      );
    for (const name of Object.keys(params))
      if (!used.has(name))
        errors.push(
          this.source.error(
            `${at}/${escapePointer(name)}`,
            `the template has no parameter '${name}'`,
            `parameters it uses: ${[...used].join(', ') || 'none'}`,
          ),
        );
    return value as Record<string, unknown>;
  }

  /** The mapping a `$ref` names, resolved and copied (siblings then merge over the copy); `{}` with an error if none. */
  private resolveRef(pair: { key: unknown; value: unknown }, pointer: string): Record<string, unknown> {
    const ref = isScalar(pair.value) ? pair.value.value : undefined;
    const m = typeof ref === 'string' ? /^#\/definitions\/([A-Za-z0-9_-]+)$/.exec(ref) : null;
    const at = `${pointer}/$ref`;
    this.source.positions.set(at, this.posOf(pair.value as Node));
    const fail = (message: string, hint?: string) => {
      this.source.errors.push(this.source.error(at, message, hint));
      return {};
    };
    if (!m) return fail(`$ref must be '#/definitions/<name>', got ${JSON.stringify(ref)}`, "write $ref: '#/definitions/my_fragment'");
    const name = m[1]!;
    const target = this.definitions.get(name);
    if (!target) {
      const known = [...this.definitions.keys()];
      return fail(
        `$ref points to unknown definition '${name}'`,
        known.length
          ? `define it under definitions: or use one of: ${known.join(', ')}`
          : `add definitions: { ${name}: ... } at the top level`,
      );
    }
    if (this.resolving.includes(name))
      return fail(`circular $ref: ${[...this.resolving, name].join(' -> ')}`, 'break the cycle; a definition may not reference itself');
    this.resolving.push(name);
    const value = this.walk(target, pointer);
    this.resolving.pop();
    if (!isPlainObject(value)) return fail(`$ref target '${name}' must be a mapping to be used with sibling keys`);
    return structuredClone(value);
  }
}

const PARAM = /\{\{\s*with\.([A-Za-z0-9_]+)\s*\}\}/g;
const WHOLE_PARAM = /^\{\{\s*with\.([A-Za-z0-9_]+)\s*\}\}$/;

/** `{{ with.x }}` replaced in every string of `target`: the parameters it used, and those it used but were not given. */
function substituteParameters(
  target: unknown,
  params: Record<string, unknown>,
): { value: unknown; used: Set<string>; missing: Set<string> } {
  const used = new Set<string>();
  const missing = new Set<string>();
  const use = (name: string) => {
    used.add(name);
    if (!(name in params)) missing.add(name);
  };
  const subst = (v: unknown): unknown => {
    if (typeof v === 'string') {
      const whole = WHOLE_PARAM.exec(v);
      if (whole) {
        use(whole[1]!);
        return params[whole[1]!];
      }
      return v.replace(PARAM, (_m, name: string) => {
        use(name);
        return String(params[name] ?? '');
      });
    }
    if (Array.isArray(v)) return v.map(subst);
    if (isPlainObject(v)) return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, subst(x)]));
    return v;
  };
  return { value: subst(target), used, missing };
}

function findDefinitions(doc: Document): Map<string, unknown> {
  const out = new Map<string, unknown>();
  const root = doc.contents;
  if (!isMap(root)) return out;
  const defs = root.items.find((p) => isScalar(p.key) && p.key.value === 'definitions');
  if (defs && isMap(defs.value)) {
    for (const pair of defs.value.items) if (isScalar(pair.key)) out.set(String(pair.key.value), pair.value);
  }
  return out;
}

/**
 * Sibling keys win; mappings merge key by key; sequences and scalars replace; `null` over a key the template has
 * removes it (as in JSON Merge Patch, RFC 7386): a use of a template overrides one part and drops what its tool lacks.
 */
function mergeInto(out: Record<string, unknown>, key: string, value: unknown): void {
  if (value === null && key in out) Reflect.deleteProperty(out, key);
  else out[key] = deepMerge(out[key], value);
}

function deepMerge(base: unknown, over: unknown): unknown {
  if (over === undefined) return base;
  if (isPlainObject(base) && isPlainObject(over)) {
    const out: Record<string, unknown> = { ...base };
    for (const [k, v] of Object.entries(over)) mergeInto(out, k, v);
    return out;
  }
  return over;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
