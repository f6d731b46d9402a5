import { isMap, isScalar, isSeq, parseDocument, type Document, type YAMLMap } from 'yaml';

const MODEL_OPERATIONS = ['list', 'get', 'create', 'update', 'delete', 'search'];

/** What one rewrite changed, for the command's report. */
export interface MigrationResult {
  text: string;
  changes: string[];
}

const mapAt = (doc: Document | YAMLMap, key: string): YAMLMap | undefined => {
  const v = doc.get(key, true);
  return isMap(v) ? v : undefined;
};

/**
 * Rewrites a manifest_version 1 manifest as version 2, keeping comments and layout (yaml's document API):
 * '' paths become '$' (the whole body); `sync: { syncable: true }` goes (v2 syncs every model), a model that was
 * not syncable gets `sync: { enabled: false }`; `operations` equal to the resource's (the v2 default) go.
 * Resource templates (`$ref` + `with:`) are left to the author: they change the layout.
 */
export function migrateManifestV1(text: string): MigrationResult {
  const doc = parseDocument(text);
  const changes: string[] = [];
  if (doc.get('manifest_version') !== 1) return { text, changes };
  doc.set('manifest_version', 2);
  changes.push('manifest_version: 2');
  const emptyToDollar = (map: YAMLMap | undefined, key: string, where: string) => {
    const node = map?.get(key, true);
    if (isScalar(node) && node.value === '') {
      node.value = '$';
      changes.push(`${where}.${key}: '' -> '$'`);
    }
  };
  const resources = mapAt(doc, 'resources');
  const resourceOps = new Map<string, string[]>();
  for (const r of resources?.items ?? []) {
    const rname = String(isScalar(r.key) ? r.key.value : r.key);
    const ops = isMap(r.value) ? r.value : undefined;
    resourceOps.set(
      rname,
      (ops?.items ?? []).map((o) => String(isScalar(o.key) ? o.key.value : o.key)),
    );
    for (const o of ops?.items ?? []) {
      const spec = isMap(o.value) ? o.value : undefined;
      const oname = String(isScalar(o.key) ? o.key.value : o.key);
      emptyToDollar(spec, 'records', `resources.${rname}.${oname}`);
      emptyToDollar(spec, 'record', `resources.${rname}.${oname}`);
    }
  }
  for (const m of mapAt(doc, 'models')?.items ?? []) {
    const mname = String(isScalar(m.key) ? m.key.value : m.key);
    const model = isMap(m.value) ? m.value : undefined;
    if (!model) continue;
    emptyToDollar(mapAt(model, 'additional'), 'path', `models.${mname}.additional`);
    const sync = mapAt(model, 'sync');
    const syncable = sync?.get('syncable') === true;
    if (sync) sync.delete('syncable');
    if (!syncable) {
      if (sync) sync.set('enabled', false);
      else model.set('sync', doc.createNode({ enabled: false }, { flow: true }));
      changes.push(`models.${mname}: sync: { enabled: false } (it was not syncable)`);
    } else if (sync.items.length === 0) {
      model.delete('sync');
      changes.push(`models.${mname}: sync.syncable goes (v2 syncs every model)`);
    } else changes.push(`models.${mname}: sync.syncable goes`);
    const ops = model.get('operations', true);
    const resource = String(model.get('resource'));
    if (isSeq(ops)) {
      const listed = ops.items.map((i) => String(isScalar(i) ? i.value : i));
      const inferred = MODEL_OPERATIONS.filter((o) => (resourceOps.get(resource) ?? []).includes(o));
      if (listed.length === inferred.length && inferred.every((o) => listed.includes(o))) {
        model.delete('operations');
        changes.push(`models.${mname}: operations go (the resource's, the v2 default)`);
      }
    }
  }
  emptyToDollar(mapAt(mapAt(doc, 'webhooks') ?? doc, 'events'), 'records', 'webhooks.events');
  // yaml pads flow sequences ('[ a ]'); the manifests write them '[a]' (and flow maps '{ a: b }', which it keeps).
  const out = doc.toString({ lineWidth: 0 }).replace(/\[ ([^[\]\n]*?) \]/g, '[$1]');
  return { text: out, changes };
}
