import { isDeepStrictEqual } from 'node:util';
import { LineCounter, parseDocument, visit, type Node, type Pair, type YAMLMap } from 'yaml';
import { loadManifestSource, type ManifestSource, type SourcePos } from '../schema/load-manifest-source.js';
import { repeatedFacts } from '../schema/repeated-facts.js';
import type { MigrationResult } from './migrate-v1.js';

/** A key written in the YAML, with its mapping (block or flow) and how many keys that mapping has. */
interface WrittenPair {
  pair: Pair<Node, Node | null>;
  map: YAMLMap;
  flow: boolean;
}

/** Every pair of the document by the offset of its key. */
function pairsByKeyOffset(text: string): Map<number, WrittenPair> {
  const out = new Map<number, WrittenPair>();
  visit(parseDocument(text), {
    Map(_key, map) {
      for (const pair of map.items) {
        const start = (pair.key as Node | null)?.range?.[0];
        if (start !== undefined) out.set(start, { pair: pair as Pair<Node, Node | null>, map, flow: map.flow === true });
      }
    },
  });
  return out;
}

/** `{ a: 1, b: 2 }` without `b: 2` (and its comma); a block pair without its line(s), trailing comment included. */
function deletePair(text: string, { pair, flow }: WrittenPair): string {
  const from = pair.key.range![0];
  const to = pair.value?.range?.[1] ?? pair.key.range![1];
  if (flow) {
    const after = /^\s*,\s*/.exec(text.slice(to));
    if (after) return text.slice(0, from) + text.slice(to + after[0].length);
    const before = /,\s*$/.exec(text.slice(0, from));
    return text.slice(0, from - (before?.[0].length ?? 0)) + text.slice(to);
  }
  const lineStart = text.lastIndexOf('\n', from - 1) + 1;
  const lineEnd = text.indexOf('\n', Math.max(to - 1, from));
  return text.slice(0, lineStart) + text.slice(lineEnd === -1 ? text.length : lineEnd + 1);
}

/** `key: <all of its keys gone>` written as `key: {}` (a mapping left empty is not the same as none). */
function emptyMap(text: string, map: YAMLMap): string {
  const [start, end] = map.range!;
  if (map.flow) return text.slice(0, start) + '{}' + text.slice(end);
  let from = start;
  while (from > 0 && /\s/.test(text[from - 1]!)) from--;
  const last = map.items.at(-1)!;
  const lastEnd = (last.value as Node | null)?.range?.[1] ?? (last.key as Node).range![1];
  const lineEnd = text.indexOf('\n', lastEnd - 1);
  return text.slice(0, from) + ' {}' + text.slice(lineEnd === -1 ? text.length : lineEnd);
}

/** The written keys that repeat a fact: every use of the key repeats one, and the YAML writes the value itself. */
function keysToDelete(text: string, source: ManifestSource): { at: number; target: WrittenPair; change: string }[] {
  const lines = new LineCounter();
  parseDocument(text, { lineCounter: lines });
  const offset = (p: SourcePos) => lines.lineStarts[p.line - 1]! + p.column - 1;
  const repeated = new Map(repeatedFacts(source.value).map((f) => [f.pointer, f]));
  // Every resolved pointer per written key: a key a $ref makes appear in several places goes only if all repeat
  // (`/definitions/...` itself is a store of fragments, read only through the $refs).
  const uses = new Map<number, string[]>();
  for (const [pointer, pos] of source.keyPositions)
    if (!pointer.startsWith('/definitions/')) uses.set(offset(pos), [...(uses.get(offset(pos)) ?? []), pointer]);
  const written = pairsByKeyOffset(text);
  const out: { at: number; target: WrittenPair; change: string }[] = [];
  for (const [at, pointers] of [...uses].sort((a, b) => a[0] - b[0])) {
    const target = written.get(at);
    if (!target || !pointers.every((p) => repeated.has(p))) continue;
    // A value a `with:` parameter filled in is written as the parameter, not as the repeated value.
    if (!pointers.every((p) => isDeepStrictEqual(valueAt(source.value, p), target.pair.value?.toJSON()))) continue;
    const pos = source.keyPositions.get(pointers[0]!)!;
    out.push({ at, target, change: `${pos.line}:${pos.column} ${pointers[0]}: ${repeated.get(pointers[0]!)!.message}` });
  }
  return out;
}

const valueAt = (root: unknown, pointer: string) =>
  pointer
    .split('/')
    .slice(1)
    .reduce<unknown>((v, k) => (v as Record<string, unknown>)[k.replace(/~1/g, '/').replace(/~0/g, '~')], root);

/**
 * Deletes what a manifest says that is already said elsewhere (src/connectors/schema/repeated-facts.ts): values equal
 * to their schema default, `write: false` on a field the common model makes read-only. Text edits at the keys'
 * source ranges, so comments and layout stay as written. A value reached through a `$ref` is deleted only when every
 * use of it repeats a fact; a mapping whose every key goes stays, as `{}` (an empty mapping is not the same as none).
 */
export function stripRepeatedFacts(text: string, file = 'manifest.yaml'): MigrationResult {
  const source = loadManifestSource(file, text);
  if (source.value === undefined || source.errors.length) return { text, changes: [] };
  const keys = keysToDelete(text, source);
  const byMap = new Map<YAMLMap, number>();
  for (const k of keys) byMap.set(k.target.map, (byMap.get(k.target.map) ?? 0) + 1);
  const edits: { at: number; apply: (t: string) => string }[] = [];
  for (const k of keys)
    if (byMap.get(k.target.map) !== k.target.map.items.length) edits.push({ at: k.at, apply: (t) => deletePair(t, k.target) });
  for (const [map, n] of byMap) if (n === map.items.length) edits.push({ at: map.range![0], apply: (t) => emptyMap(t, map) });
  let out = text;
  for (const e of edits.sort((a, b) => b.at - a.at)) out = e.apply(out);
  return { text: out, changes: keys.map((k) => k.change) };
}
