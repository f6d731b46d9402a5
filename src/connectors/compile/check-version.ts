import type { ManifestSource } from '../schema/load-manifest-source.js';
import type { ManifestError } from '../manifest-error.js';

const MIGRATE = 'run `npm run connectors:migrate -- <folder>` to rewrite it (comments and layout are kept)';

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/**
 * Checks that run before the JSON Schema so their message says how to move from manifest_version 1: the version
 * itself, '' where v2 writes '$' (the whole body), and `sync.syncable` (v2 syncs every model unless
 * `sync: { enabled: false }`).
 */
export function checkManifestVersion(source: ManifestSource): ManifestError[] {
  const m = source.value;
  if (!isObject(m)) return [];
  if (m.manifest_version === 1) {
    return [
      source.error(
        '/manifest_version',
        'manifest_version 1 is no longer read',
        `${MIGRATE}. Version 2: '$' names the whole body instead of ''; every model is synced unless sync: { enabled: false } (sync.syncable goes); a model's operations default to its resource's; $ref takes with: parameters for resource templates`,
      ),
    ];
  }
  const errors: ManifestError[] = [];
  const emptyPath = (pointer: string, v: unknown) => {
    if (v === '') errors.push(source.error(pointer, "'' is not a path in manifest_version 2", "write '$' for the whole body"));
  };
  for (const [rname, ops] of Object.entries(isObject(m.resources) ? m.resources : {})) {
    for (const [op, spec] of Object.entries(isObject(ops) ? ops : {})) {
      if (!isObject(spec)) continue;
      emptyPath(`/resources/${rname}/${op}/records`, spec.records);
      emptyPath(`/resources/${rname}/${op}/record`, spec.record);
    }
  }
  for (const [mname, model] of Object.entries(isObject(m.models) ? m.models : {})) {
    if (!isObject(model)) continue;
    if (isObject(model.additional)) emptyPath(`/models/${mname}/additional/path`, model.additional.path);
    if (isObject(model.sync) && 'syncable' in model.sync)
      errors.push(
        source.error(
          `/models/${mname}/sync/syncable`,
          'sync.syncable is gone in manifest_version 2',
          'every model is synced; write sync: { enabled: false } to opt out',
          true,
        ),
      );
  }
  const hooks = m.webhooks;
  if (isObject(hooks) && isObject(hooks.events)) emptyPath('/webhooks/events/records', hooks.events.records);
  return errors;
}
