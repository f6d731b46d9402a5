import { isAlias, isMap, isPair, isScalar, isSeq, LineCounter, parseDocument, type Document, type Node } from 'yaml';
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
 * (resource templates written once, e.g. HubSpot's contacts, companies and deals).
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

export function loadManifestSource(file: string, text: string): ManifestSource {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const positions = new Map<string, SourcePos>();
  const keyPositions = new Map<string, SourcePos>();
  const errors: ManifestError[] = [];
  const posOf = (node: { range?: [number, number, number] | null } | null | undefined): SourcePos => {
    const offset = node?.range?.[0] ?? 0;
    const p = lineCounter.linePos(offset);
    return { line: p.line, column: p.col };
  };

  const source: ManifestSource = {
    file,
    value: undefined,
    positions,
    keyPositions,
    errors,
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

  for (const e of doc.errors) {
    const p = lineCounter.linePos(e.pos[0]);
    errors.push(new ManifestError({ file, line: p.line, column: p.col, pointer: '', message: `YAML: ${e.message.split('\n')[0]}` }));
  }
  if (errors.length > 0) return source;

  const definitions = findDefinitions(doc);
  const resolving: string[] = [];

  const walk = (node: unknown, pointer: string): unknown => {
    if (node === null || node === undefined) return null;
    if (isAlias(node)) return walk(node.resolve(doc), pointer);
    positions.set(pointer, posOf(node));
    if (isScalar(node)) return node.value;
    if (isSeq(node)) return node.items.map((item, i) => walk(item, `${pointer}/${i}`));
    if (isMap(node)) {
      const refPair = node.items.find((p) => isScalar(p.key) && p.key.value === '$ref');
      const withPair = refPair ? node.items.find((p) => isScalar(p.key) && p.key.value === 'with') : undefined;
      let base: Record<string, unknown> = {};
      if (refPair) base = resolveRef(refPair, pointer);
      if (withPair) base = applyParameters(base, walk(withPair.value, `${pointer}/with`), `${pointer}/with`);
      const out: Record<string, unknown> = base;
      for (const pair of node.items) {
        if (!isPair(pair) || pair === refPair || pair === withPair) continue;
        const key = isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
        const child = `${pointer}/${escapePointer(key)}`;
        keyPositions.set(child, posOf(pair.key as Node));
        const value = walk(pair.value, child);
        out[key] = deepMerge(out[key], value);
      }
      return out;
    }
    return null;
  };

  /**
   * A template with parameters: `{ $ref: '#/definitions/crm_object', with: { object: contacts } }` replaces
   * `{{ with.object }}` in every string of the definition (a string that is exactly one parameter takes its value
   * and type). Parameters the definition does not use, and uses of parameters not given, are errors.
   */
  const applyParameters = (target: Record<string, unknown>, params: unknown, at: string): Record<string, unknown> => {
    if (!isPlainObject(params)) {
      errors.push(source.error(at, 'with must be a mapping of parameter names to values', 'write with: { object: contacts }'));
      return target;
    }
    const used = new Set<string>();
    const missing = new Set<string>();
    const PARAM = /\{\{\s*with\.([A-Za-z0-9_]+)\s*\}\}/g;
    const subst = (v: unknown): unknown => {
      if (typeof v === 'string') {
        const whole = /^\{\{\s*with\.([A-Za-z0-9_]+)\s*\}\}$/.exec(v);
        if (whole) {
          const name = whole[1]!;
          used.add(name);
          if (!(name in params)) missing.add(name);
          return params[name];
        }
        return v.replace(PARAM, (_m, name: string) => {
          used.add(name);
          if (!(name in params)) missing.add(name);
          return String(params[name] ?? '');
        });
      }
      if (Array.isArray(v)) return v.map(subst);
      if (isPlainObject(v)) return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, subst(x)]));
      return v;
    };
    const out = subst(target) as Record<string, unknown>;
    for (const name of missing)
      errors.push(
        source.error(at, `the template uses {{ with.${name} }} but with: does not give '${name}'`, `add ${name}: <value> under with:`),
      );
    for (const name of Object.keys(params))
      if (!used.has(name))
        errors.push(
          source.error(
            `${at}/${escapePointer(name)}`,
            `the template has no parameter '${name}'`,
            `parameters it uses: ${[...used].join(', ') || 'none'}`,
          ),
        );
    return out;
  };

  const resolveRef = (pair: { key: unknown; value: unknown }, pointer: string): Record<string, unknown> => {
    const ref = isScalar(pair.value) ? pair.value.value : undefined;
    const m = typeof ref === 'string' ? /^#\/definitions\/([A-Za-z0-9_-]+)$/.exec(ref) : null;
    const at = `${pointer}/$ref`;
    positions.set(at, posOf(pair.value as Node));
    if (!m) {
      errors.push(
        source.error(at, `$ref must be '#/definitions/<name>', got ${JSON.stringify(ref)}`, "write $ref: '#/definitions/my_fragment'"),
      );
      return {};
    }
    const name = m[1]!;
    const target = definitions.get(name);
    if (!target) {
      const known = [...definitions.keys()];
      errors.push(
        source.error(
          at,
          `$ref points to unknown definition '${name}'`,
          known.length
            ? `define it under definitions: or use one of: ${known.join(', ')}`
            : `add definitions: { ${name}: ... } at the top level`,
        ),
      );
      return {};
    }
    if (resolving.includes(name)) {
      errors.push(
        source.error(at, `circular $ref: ${[...resolving, name].join(' -> ')}`, 'break the cycle; a definition may not reference itself'),
      );
      return {};
    }
    resolving.push(name);
    const value = walk(target, pointer);
    resolving.pop();
    if (!value || typeof value !== 'object' || Array.isArray(value)) {
      errors.push(source.error(at, `$ref target '${name}' must be a mapping to be used with sibling keys`));
      return {};
    }
    return structuredClone(value) as Record<string, unknown>;
  };

  source.value = walk(doc.contents, '');
  return source;
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

/** Sibling keys win; mappings merge key by key; sequences and scalars replace. */
function deepMerge(base: unknown, over: unknown): unknown {
  if (over === undefined) return base;
  if (isPlainObject(base) && isPlainObject(over)) {
    const out: Record<string, unknown> = { ...base };
    for (const [k, v] of Object.entries(over)) out[k] = deepMerge(base[k], v);
    return out;
  }
  return over;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
