import { commonModelRecordSchema } from '../schema/common-model-schema.js';
import { commonModelById } from '../schema/common-models.js';
import type { ManifestSource } from '../schema/load-manifest-source.js';
import type { Manifest } from '../schema/manifest.gen.js';
import type { ManifestError } from '../manifest-error.js';

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

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
  if (Array.isArray(schema)) return schema.map((s, i) => expandModelSchemas(s, manifest, `${at}/${i}`, source, errors));
  if (!isObject(schema)) return schema;
  if (typeof schema.$model === 'string') {
    const id = schema.$model;
    const common = manifest.models?.[id] ? commonModelById(id) : undefined;
    if (!common) {
      errors.push(
        source.error(
          `${at}/$model`,
          `'${id}' is not a model of this manifest`,
          `use one of: ${Object.keys(manifest.models ?? {}).join(', ')}`,
        ),
      );
      return {};
    }
    return commonModelRecordSchema(common);
  }
  return Object.fromEntries(Object.entries(schema).map(([k, v]) => [k, expandModelSchemas(v, manifest, `${at}/${k}`, source, errors)]));
}
