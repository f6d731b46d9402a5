import { PlugboardError } from '../../errors/plugboard-error.js';
import { compileManifestExpression, ExpressionLimitError, ExpressionRun, type BoundedExpression } from './bounded-expression.js';
import type { ManifestModel } from '../schema/manifest.gen.js';
import { compileApiRecordShape, type ApiRecordShape } from './api-record.js';
import { CodecError, compileCodec, type Codec } from './codecs.js';
import { getPath, parsePath, pathKey, setPath, type Path } from './paths.js';

export type UnifiedRecord = Record<string, unknown>;

export interface CompiledField {
  name: string;
  path?: Path;
  codec: Codec;
  computed?: BoundedExpression;
  /** Set by a connection's field mapping (a tenant's expression, answered differently when it fails). */
  tenant?: boolean;
  writable: boolean;
  /** Constants written beside the field's value whenever it is written (`write_with`). */
  writeWith?: [Path, string | number | boolean][];
}

export interface CompiledModel {
  id: string;
  resource: string;
  operations: string[];
  fields: CompiledField[];
  nullAs: unknown;
  /** Constants a create sends at these downstream paths unless the mapped record sets them (`write.on_create`). */
  onCreate: [Path, string | number | boolean][];
  additionalPath: Path;
  additionalExclude: Set<string>;
  unsupported: string[];
  /** Unsupported common fields that are required: always present in output, as null, for a stable shape. */
  nullFields: string[];
  /** Top-level keys under `additionalPath` consumed by mapped fields (e.g. HubSpot `properties` to request). */
  downstreamFields: string[];
  sync?: ManifestModel['sync'];
  /** The record the API documents, from a mapped one (the unified answers and passthrough reads are in this shape). */
  toApi: ApiRecordShape;
}

/** Compiles a model's mapping once; throws on a bad JSONata or codec (the compiler reports it with a position). */
export function compileModel(id: string, spec: ManifestModel & { operations: string[] }, requiredCommon: string[]): CompiledModel {
  const fields: CompiledField[] = Object.entries(spec.fields).map(([name, f]) => {
    // A field with both a path and a read expression is read by the expression and written to the path (Google
    // Calendar's start: start.dateTime or, all day, start.date; written as start.dateTime).
    const field: CompiledField = {
      name,
      codec: compileCodec(f.codec),
      writable: f.write !== false && (f.read === undefined || f.path !== undefined),
    };
    if (f.path !== undefined) field.path = parsePath(f.path);
    if (f.read !== undefined) field.computed = compileManifestExpression(f.read);
    if (f.write_with) field.writeWith = Object.entries(f.write_with).map(([path, value]) => [parsePath(path), value]);
    return field;
  });
  const additionalPath = parsePath(spec.additional?.path);
  const consumed = fields.filter((f) => f.path && startsWith(f.path, additionalPath)).map((f) => f.path![additionalPath.length]);
  const unsupported = spec.unsupported ?? [];
  const model: CompiledModel = {
    id,
    resource: spec.resource,
    operations: spec.operations,
    fields,
    nullAs: spec.write && 'null_as' in spec.write ? spec.write.null_as : null,
    onCreate: Object.entries(spec.write?.on_create ?? {}).map(([path, value]) => [parsePath(path), value]),
    additionalPath,
    additionalExclude: new Set(spec.additional?.exclude ?? []),
    unsupported,
    nullFields: unsupported.filter((u) => requiredCommon.includes(u)),
    downstreamFields: [...new Set(consumed.filter((c): c is string => c !== undefined))],
    toApi: compileApiRecordShape(id),
  };
  if (spec.sync) model.sync = spec.sync;
  return model;
}

const startsWith = (p: Path, prefix: Path) => prefix.every((k, i) => p[i] === k) && p.length > prefix.length;

export interface ReadOptions {
  includeAdditional?: boolean;
  includeNative?: boolean;
}

/**
 * Downstream record -> unified record. `run` is the budget of the read the record belongs to (a page's records share
 * one: see ExpressionRun); a record read alone gets its own.
 */
export async function readRecord(
  model: CompiledModel,
  raw: unknown,
  opts: ReadOptions = {},
  run: ExpressionRun = new ExpressionRun(),
): Promise<UnifiedRecord> {
  const out: UnifiedRecord = {};
  for (const f of model.fields) {
    if (f.computed) {
      let v: unknown;
      try {
        v = await f.computed.evaluate(raw, undefined, run);
      } catch (e) {
        const failed = mappingFailed(model, f, e);
        run.failure ??= failed;
        throw failed;
      }
      out[f.name] = v === undefined ? null : f.codec.read(v);
    } else {
      out[f.name] = f.codec.read(getPath(raw, f.path!));
    }
  }
  for (const n of model.nullFields) out[n] = null;
  if (opts.includeAdditional) out.additional = additionalOf(model, raw);
  if (opts.includeNative) out.$native = raw;
  return out;
}

/**
 * A read expression that failed on a record: a connection's own mapping is the caller's to fix (422, with the
 * bound it exceeded or the expression's error); a manifest mapping failing on the tool's data is a bad answer of the
 * tool as far as the caller can tell (502), never an internal error.
 */
function mappingFailed(model: CompiledModel, f: CompiledField, e: unknown): PlugboardError {
  // jsonata throws plain objects with a `message` (and a `code`), not Errors.
  const reason = typeof e === 'object' && e !== null && 'message' in e ? String(e.message) : String(e);
  const details = { model: model.id, field: f.name, ...(e instanceof ExpressionLimitError ? { limit: e.limit, max: e.value } : {}) };
  if (f.tenant) {
    return e instanceof ExpressionLimitError
      ? new PlugboardError(
          'FIELD_MAPPING_LIMIT_EXCEEDED',
          `This connection's field mapping of ${model.id}.${f.name} was stopped: ${reason}. Simplify the expression (see docs/security.md).`,
          { details, cause: e },
        )
      : new PlugboardError(
          'FIELD_MAPPING_FAILED',
          `This connection's field mapping of ${model.id}.${f.name} failed on a record: ${reason}`,
          {
            details,
            cause: e,
          },
        );
  }
  return new PlugboardError('DOWNSTREAM_MAPPING_FAILED', `A record of the tool could not be mapped to ${model.id}.${f.name}: ${reason}`, {
    details,
    cause: e,
  });
}

/** Downstream fields not consumed by a mapped field (keyed by their downstream name). */
function additionalOf(model: CompiledModel, raw: unknown): Record<string, unknown> {
  const container = getPath(raw, model.additionalPath);
  const out: Record<string, unknown> = {};
  if (!container || typeof container !== 'object' || Array.isArray(container)) return out;
  const consumed = new Set<string>();
  for (const f of model.fields) {
    if (f.path && f.path.length > model.additionalPath.length && model.additionalPath.every((k, i) => f.path![i] === k)) {
      consumed.add(f.path[model.additionalPath.length]!);
    }
  }
  for (const [k, v] of Object.entries(container)) {
    if (!consumed.has(k) && !model.additionalExclude.has(k)) out[k] = v;
  }
  return out;
}

/**
 * Unified record -> downstream body, touching only the fields present in the input. `null` clears a field
 * (sent as the model's `null_as`). Read-only, unsupported and unknown fields are refused with one
 * VALIDATION_FAILED naming all of them.
 */
/** Field lookup per compiled model, built once (writes are on the hot path of unified create/update and sync). */
const fieldIndex = new WeakMap<CompiledModel, Map<string, CompiledField>>();
function fieldsByName(model: CompiledModel): Map<string, CompiledField> {
  let index = fieldIndex.get(model);
  if (!index) {
    index = new Map(model.fields.map((f) => [f.name, f]));
    fieldIndex.set(model, index);
  }
  return index;
}

/**
 * `record` is the caller's JSON body: checked here, not trusted to be the type it should be. A create also gets the
 * model's `on_create` constants where the mapped record left their paths unset.
 */
export function writeRecord(model: CompiledModel, record: unknown, operation: 'create' | 'update' = 'update'): Record<string, unknown> {
  if (!record || typeof record !== 'object' || Array.isArray(record)) {
    throw new PlugboardError('VALIDATION_FAILED', 'record must be an object', { details: { model: model.id } });
  }
  const byName = fieldsByName(model);
  const readOnly: string[] = [];
  const unsupported: string[] = [];
  const unknown: string[] = [];
  const invalid: { field: string; reason: string }[] = [];
  const body: Record<string, unknown> = {};
  // Fields that share a path as alternatives (`write_with`: Graph's body as text or as HTML): one per write.
  const writtenBy = new Map<string, string>();
  for (const [name, value] of Object.entries(record)) {
    if (value === undefined) continue;
    if (name === 'additional') {
      writeAdditional(model, value, body, invalid);
      continue;
    }
    const f = byName.get(name);
    if (!f) {
      (model.unsupported.includes(name) ? unsupported : unknown).push(name);
      continue;
    }
    if (!f.writable || !f.path) {
      readOnly.push(name);
      continue;
    }
    const other = f.writeWith ? writtenBy.get(pathKey(f.path)) : undefined;
    if (other) {
      invalid.push({ field: name, reason: `cannot be written with ${other} (both write the same field of the tool): send one of them` });
      continue;
    }
    if (f.writeWith) writtenBy.set(pathKey(f.path), name);
    try {
      const encoded = value === null ? model.nullAs : f.codec.write(value);
      setPath(body, f.path, encoded);
      for (const [path, constant] of f.writeWith ?? []) setPath(body, path, constant);
    } catch (e) {
      invalid.push({ field: name, reason: e instanceof CodecError ? e.message : String(e) });
    }
  }
  const problems = [
    readOnly.length ? `read-only fields: ${readOnly.join(', ')}` : '',
    unsupported.length ? `fields not supported by this integration: ${unsupported.join(', ')}` : '',
    unknown.length ? `unknown fields: ${unknown.join(', ')}` : '',
    ...invalid.map((i) => `${i.field}: ${i.reason}`),
  ].filter(Boolean);
  if (problems.length) {
    throw new PlugboardError('VALIDATION_FAILED', `Cannot write ${model.id}: ${problems.join('; ')}`, {
      details: { model: model.id, readOnly, unsupported, unknown, invalid },
    });
  }
  if (operation === 'create') for (const [path, value] of model.onCreate) if (getPath(body, path) === undefined) setPath(body, path, value);
  return body;
}

function writeAdditional(
  model: CompiledModel,
  value: unknown,
  body: Record<string, unknown>,
  invalid: { field: string; reason: string }[],
): void {
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    invalid.push({ field: 'additional', reason: 'must be an object' });
    return;
  }
  const mapped = new Map<string, string>();
  for (const f of model.fields) if (f.path) mapped.set(pathKey(f.path), f.name);
  for (const [k, v] of Object.entries(value)) {
    const full = [...model.additionalPath, k];
    const owner = mapped.get(pathKey(full));
    if (owner) {
      invalid.push({ field: `additional.${k}`, reason: `mapped to the unified field '${owner}'; write that instead` });
      continue;
    }
    try {
      setPath(body, full, v === null ? model.nullAs : v);
    } catch (e) {
      invalid.push({ field: `additional.${k}`, reason: (e as Error).message });
    }
  }
}
