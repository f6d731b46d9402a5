import { COMMON_MODELS, type UnifiedType } from '../schema/common-models.js';
import type { ManifestSource } from '../schema/load-manifest-source.js';
import type { Manifest } from '../schema/manifest.gen.js';
import type { ManifestError } from '../manifest-error.js';

const JSON_TYPE: Record<UnifiedType, Record<string, unknown>> = {
  string: { type: ['string', 'null'] },
  enum: { type: ['string', 'null'] },
  number: { type: ['number', 'null'] },
  integer: { type: ['integer', 'null'] },
  boolean: { type: ['boolean', 'null'] },
  datetime: { type: ['string', 'null'], format: 'date-time' },
  date: { type: ['string', 'null'], format: 'date' },
  array: { type: ['array', 'null'] },
};

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/**
 * An action's output may say `{ $model: dialer.user }` where `$unified(x, 'dialer.user')` puts records, instead
 * of restating the record's schema: the fields the manifest maps (and required ones it declares unsupported,
 * always null), typed from the common model, `id` a string.
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
    const model = manifest.models?.[id];
    const common = COMMON_MODELS[id];
    if (!model || !common) {
      errors.push(
        source.error(
          `${at}/$model`,
          `'${id}' is not a model of this manifest`,
          `use one of: ${Object.keys(manifest.models ?? {}).join(', ')}`,
        ),
      );
      return {};
    }
    const names = [
      ...Object.keys(model.fields),
      ...(model.unsupported ?? []).filter((n) => common[n]?.required && !(n in model.fields)),
    ].filter((n) => n in common);
    return {
      type: 'object',
      additionalProperties: false,
      required: [...names].sort(),
      properties: Object.fromEntries(
        [...names].sort().map((n) => [n, n === 'id' ? { type: 'string' } : { ...JSON_TYPE[common[n]!.type] }]),
      ),
    };
  }
  return Object.fromEntries(Object.entries(schema).map(([k, v]) => [k, expandModelSchemas(v, manifest, `${at}/${k}`, source, errors)]));
}
