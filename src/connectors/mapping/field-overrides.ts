import { createRequire } from 'node:module';
import type { ValidateFunction } from 'ajv';
import jsonata from 'jsonata';
import { LRUCache } from 'lru-cache';
import { PlugboardError } from '../../errors/plugboard-error.js';
import type { CompiledConnector } from '../compile/compiled-connector.js';
import type { ManifestFieldMappingOverride } from '../schema/manifest.gen.js';
import { compileCodec } from './codecs.js';
import { parsePath, type Path } from './paths.js';
import type { CompiledField, CompiledModel } from './model-mapper.js';

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
    };
    try {
      if (spec.path !== undefined) field.path = parsePath(spec.path);
      if (spec.read !== undefined) field.computed = jsonata(spec.read);
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

/** Connectors as connections with overrides see them, compiled once per distinct set of overrides. */
const derived = new LRUCache<string, { base: CompiledConnector; connector: CompiledConnector }>({ max: 1_000 });

/** The connector with `mappings` applied to its models (the same object when there are none). */
export function withFieldMappings(connector: CompiledConnector, mappings: FieldMappings | undefined): CompiledConnector {
  if (!mappings || !Object.keys(mappings).length) return connector;
  const key = `${connector.id}|${JSON.stringify(mappings)}`;
  const hit = derived.get(key);
  if (hit?.base === connector) return hit.connector;
  const models = { ...connector.models };
  for (const [id, override] of Object.entries(mappings)) {
    const model = models[id];
    if (model) models[id] = applyOverride(model, override);
  }
  const out = { ...connector, models };
  derived.set(key, { base: connector, connector: out });
  return out;
}
