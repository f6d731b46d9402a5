import { isMap, isScalar, isSeq, parseDocument, type Node, type YAMLMap } from 'yaml';
import { renamedField } from '../schema/common-models.js';
import type { MigrationResult } from './migrate-v1.js';

interface Edit {
  from: number;
  to: number;
  text: string;
}

const keyOf = (n: unknown) => String(isScalar(n) ? n.value : n);

/**
 * Renames the keys of `map` that are a common-model field's former name (title -> jobTitle) to the API's name,
 * as text edits at the keys' source ranges, so comments and layout stay exactly as written.
 */
function renameKeys(map: unknown, model: string, where: string, edits: Edit[], changes: string[]): void {
  if (!isMap(map)) return;
  const present = new Set(map.items.map((p) => keyOf(p.key)));
  for (const pair of map.items) {
    const old = keyOf(pair.key);
    const next = renamedField(model, old);
    const range = (pair.key as Node | null)?.range;
    if (!next || present.has(next) || !range) continue;
    edits.push({ from: range[0], to: range[1], text: next });
    changes.push(`${where}: ${old} -> ${next}`);
  }
}

function renameValue(node: unknown, model: string, where: string, edits: Edit[], changes: string[]): void {
  if (!isScalar(node) || typeof node.value !== 'string' || !node.range) return;
  const next = renamedField(model, node.value);
  if (!next) return;
  edits.push({ from: node.range[0], to: node.range[1], text: next });
  changes.push(`${where}: ${node.value} -> ${next}`);
}

function apply(text: string, edits: Edit[]): string {
  let out = text;
  for (const e of [...edits].sort((a, b) => b.from - a.from)) out = out.slice(0, e.from) + e.text + out.slice(e.to);
  return out;
}

/** A manifest's unified field names (fields, unsupported, the sync cursor field) renamed to the API's names. */
export function renameManifestFields(text: string): MigrationResult {
  const doc = parseDocument(text);
  const edits: Edit[] = [];
  const changes: string[] = [];
  const models = doc.get('models', true);
  for (const m of isMap(models) ? models.items : []) {
    const id = keyOf(m.key);
    const model = m.value as YAMLMap | null;
    if (!isMap(model)) continue;
    renameKeys(model.get('fields', true), id, `models.${id}.fields`, edits, changes);
    const unsupported = model.get('unsupported', true);
    for (const item of isSeq(unsupported) ? unsupported.items : []) renameValue(item, id, `models.${id}.unsupported`, edits, changes);
    renameValue(doc.getIn(['models', id, 'sync', 'incremental', 'cursor_field'], true), id, `models.${id}.sync`, edits, changes);
  }
  return { text: apply(text, edits), changes };
}

/** A fixture's unified record keys (the written record, the expected records, a passthrough's unified form) renamed. */
export function renameFixtureFields(text: string): MigrationResult {
  const doc = parseDocument(text);
  const edits: Edit[] = [];
  const changes: string[] = [];
  const results = (model: unknown, at: string[]) => {
    if (typeof model !== 'string') return;
    renameKeys(doc.getIn([...at, 'record'], true), model, `${at.join('.')}.record`, edits, changes);
    const records = doc.getIn([...at, 'records'], true);
    for (const r of isSeq(records) ? records.items : []) renameKeys(r, model, `${at.join('.')}.records[]`, edits, changes);
  };
  const model = doc.getIn(['call', 'unified', 'model']);
  if (typeof model === 'string')
    renameKeys(doc.getIn(['call', 'unified', 'params', 'record'], true), model, 'call.unified.params.record', edits, changes);
  results(model, ['expect', 'result']);
  // A passthrough answer carries the unified form of a mapped path under `unified`.
  results(doc.getIn(['expect', 'result', 'unified', 'model']), ['expect', 'result', 'unified']);
  return { text: apply(text, edits), changes };
}
