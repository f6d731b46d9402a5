import { commonModelRecordSchema } from '../schema/common-model-schema.js';
import { commonModelById } from '../schema/common-models.js';
import type { ManifestSource } from '../schema/load-manifest-source.js';
import type { Manifest } from '../schema/manifest.gen.js';
import type { ManifestError } from '../manifest-error.js';

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/**
 * `schema` (a manifest action's JSON Schema) with every `{ $model: <id> }` in it replaced by `replace(id, at)`, `at`
 * being its JSON pointer below `at`. Said once for the two readers of `$model`: the runtime expands it into the
 * record's schema (expandModelSchemas), openapi.yaml's generator links it to the model's component schema.
 */
export function replaceModelSchemas(schema: unknown, replace: (id: string, at: string) => unknown, at = ''): unknown {
  if (Array.isArray(schema)) return schema.map((s, i) => replaceModelSchemas(s, replace, `${at}/${i}`));
  if (!isObject(schema)) return schema;
  if (typeof schema.$model === 'string') return replace(schema.$model, at);
  return Object.fromEntries(Object.entries(schema).map(([k, v]) => [k, replaceModelSchemas(v, replace, `${at}/${k}`)]));
}

/**
 * An action's output may say `{ $model: dialer.user }` where `$unified(x, 'dialer.user')` puts records, instead
 * of restating the record's schema: the record as the API shows it on the unified endpoints (openapi.yaml's
 * component schema for the model, without the `additional` and `$native` an action never asks for), since
 * `$unified` answers the model's API records.
 */
export function expandModelSchemas(
  schema: unknown,
  manifest: Manifest,
  at: string,
  source: ManifestSource,
  errors: ManifestError[],
): unknown {
  return replaceModelSchemas(
    schema,
    (id, where) => {
      const common = manifest.models?.[id] ? commonModelById(id) : undefined;
      if (common) return commonModelRecordSchema(common);
      errors.push(
        source.error(
          `${where}/$model`,
          `'${id}' is not a model of this manifest`,
          `use one of: ${Object.keys(manifest.models ?? {}).join(', ')}`,
        ),
      );
      return {};
    },
    at,
  );
}
