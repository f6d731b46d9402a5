import { createRequire } from 'node:module';
import type { ValidateFunction } from 'ajv';
import { LRUCache } from 'lru-cache';
import { PlugboardError } from '../../errors/plugboard-error.js';
import type { CompiledConnector } from './compiled-connector.js';
import type { ManifestFieldMappingOverride } from '../schema/manifest.gen.js';
import { compileCodec } from '../mapping/codecs.js';
import { parsePath, type Path } from '../mapping/paths.js';
import { compileTenantExpression } from '../mapping/tenant-expression.js';
import type { CompiledField, CompiledModel } from '../mapping/model-mapper.js';

/** One connection's overrides, by model id (`crm.contact`). */
export type FieldMappings = Record<string, ManifestFieldMappingOverride>;

const require = createRequire(import.meta.url);
const Ajv = require('ajv') as typeof import('ajv').default;
const manifestSchema = require('../schema/manifest.schema.json') as { $id: string };

let validator: ValidateFunction | undefined;

/**
 * Checks an override against the manifest schema's own `FieldMappingOverride` definition (its fields are the
 * manifest's `Field`: the same path, codec, read and write rules as a manifest's model mappings).
 */
function overrideValidator(): ValidateFunction {
  if (!validator) {
    const ajv = new Ajv({ strict: true, allErrors: true, allowUnionTypes: true, discriminator: true });
    ajv.addSchema(manifestSchema);
    validator = ajv.compile({ $ref: `${manifestSchema.$id}#/definitions/FieldMappingOverride` });
  }
  return validator;
}

const invalid = (message: string, details: Record<string, unknown>) => new PlugboardError('VALIDATION_FAILED', message, { details });

/** Validates an override for `modelId` of `connector` (schema, then meaning); throws VALIDATION_FAILED naming each problem. */
export function checkFieldMappingOverride(connector: CompiledConnector, modelId: string, value: unknown): ManifestFieldMappingOverride {
  const model = connector.models[modelId];
  if (!model)
    throw invalid(`${connector.info.display.name} has no model '${modelId}'`, { model: modelId, models: Object.keys(connector.models) });
  const validate = overrideValidator();
  if (!validate(value)) {
    throw invalid(`Invalid field mapping for ${modelId}`, {
      errors: (validate.errors ?? []).map((e) => ({ path: e.instancePath || '/', message: e.message ?? 'invalid' })),
    });
  }
  const override = value as ManifestFieldMappingOverride;
  applyOverride(model, override);
  return override;
}

/**
 * The model as one connection sees it: a unified field mapped elsewhere (a custom field of the tool), an
 * unsupported field given a mapping, and chosen downstream fields requested and returned under `additional`.
 */
function applyOverride(model: CompiledModel, override: ManifestFieldMappingOverride): CompiledModel {
  const fields = new Map(model.fields.map((f) => [f.name, f]));
  const problems: string[] = [];
  for (const [name, spec] of Object.entries(override.fields ?? {})) {
    const base = fields.get(name);
    if (!base && !model.unsupported.includes(name)) {
      problems.push(`'${name}' is not a field of ${model.id}`);
      continue;
    }
    if (spec.path === undefined && spec.read === undefined) {
      problems.push(`'${name}' needs a path or a read expression`);
      continue;
    }
    const field: CompiledField = {
      name,
      codec: spec.codec !== undefined ? compileCodec(spec.codec) : (base?.codec ?? compileCodec(undefined)),
      // A field read-only in the manifest (id, times) stays read-only.
      writable: (base?.writable ?? true) && spec.write !== false && spec.read === undefined,
      tenant: true,
    };
    try {
      if (spec.path !== undefined) field.path = parsePath(spec.path);
      // The tenant's JSONata: the safe subset only, run within TENANT_LIMITS (tenant-expression.ts).
      if (spec.read !== undefined) field.computed = compileTenantExpression(spec.read);
    } catch (e) {
      problems.push(`'${name}': ${(e as Error).message}`);
      continue;
    }
    fields.set(name, field);
  }
  const exposed: string[] = [];
  for (const p of override.expose ?? []) {
    const path = parsePath(p);
    if (!under(path, model.additionalPath)) {
      problems.push(`expose '${p}' is not under the model's additional path '${model.additionalPath.join('.') || '$'}'`);
      continue;
    }
    exposed.push(path[model.additionalPath.length]!);
  }
  if (problems.length) throw invalid(`Invalid field mapping for ${model.id}: ${problems.join('; ')}`, { model: model.id, problems });
  const all = [...fields.values()];
  const consumed = all.filter((f) => f.path && under(f.path, model.additionalPath)).map((f) => f.path![model.additionalPath.length]!);
  const mappedNames = new Set(all.map((f) => f.name));
  return {
    ...model,
    fields: all,
    unsupported: model.unsupported.filter((u) => !mappedNames.has(u)),
    nullFields: model.nullFields.filter((u) => !mappedNames.has(u)),
    additionalExclude: new Set([...model.additionalExclude].filter((k) => !exposed.includes(k))),
    downstreamFields: [...new Set([...consumed, ...exposed])],
  };
}

const under = (p: Path, prefix: Path) => p.length > prefix.length && prefix.every((k, i) => p[i] === k);

/** Largest mapping of one model, as JSON (the API refuses bigger ones with 413; see FieldMappingsService). */
export const MAX_FIELD_MAPPING_CHARS = 16_384;

/**
 * Memory a cached connector with overrides is counted for: its key (the mappings' JSON) and the compiled
 * expressions, whose parsed trees take a few dozen bytes per character of source, plus the copied model objects.
 */
const cachedBytes = (key: string) => 4_096 + key.length * 48;

/**
 * Connectors as connections with overrides see them, compiled once per distinct set of overrides; bounded by the
 * memory they take (CACHE_BYTES), not by their number, since one entry may be a thousand times bigger than another.
 */
const CACHE_BYTES = 32 * 1024 * 1024;
const derived = new LRUCache<string, { base: CompiledConnector; connector: CompiledConnector }>({
  maxSize: CACHE_BYTES,
  sizeCalculation: (_value, key) => cachedBytes(key),
});

/** What the cache of connectors with overrides holds now (tests, metrics). */
export function fieldMappingsCacheUsage(): { entries: number; bytes: number; maxBytes: number } {
  return { entries: derived.size, bytes: derived.calculatedSize, maxBytes: CACHE_BYTES };
}

/**
 * The connector with `mappings` applied to its models (the same object when there are none). A stored mapping the
 * current rules refuse (one set before the tenant expression subset existed, or a model's fields changed since) is
 * refused here, at use, with FIELD_MAPPING_FAILED naming the problem: the connection's reads fail until it is set
 * again or removed.
 */
export function withFieldMappings(connector: CompiledConnector, mappings: FieldMappings | undefined): CompiledConnector {
  if (!mappings || !Object.keys(mappings).length) return connector;
  const key = `${connector.id}|${JSON.stringify(mappings)}`;
  const hit = derived.get(key);
  if (hit?.base === connector) return hit.connector;
  const models = { ...connector.models };
  for (const [id, override] of Object.entries(mappings)) {
    const model = models[id];
    if (!model) continue;
    try {
      // Stored before the API bounded mappings: refused before anything is compiled (and kept) for it.
      const chars = JSON.stringify(override).length;
      if (chars > MAX_FIELD_MAPPING_CHARS)
        throw invalid(`the mapping is ${chars} characters, more than ${MAX_FIELD_MAPPING_CHARS}`, { chars });
      models[id] = applyOverride(model, override);
    } catch (e) {
      if (!(e instanceof PlugboardError)) throw e;
      throw new PlugboardError(
        'FIELD_MAPPING_FAILED',
        `This connection's stored field mapping of ${id} is no longer accepted: ${e.message}. Set it again (POST /api/connections/field-mappings/set) or remove it.`,
        { details: { model: id, ...(e.details as object | undefined) }, cause: e },
      );
    }
  }
  const out = { ...connector, models };
  derived.set(key, { base: connector, connector: out });
  return out;
}
