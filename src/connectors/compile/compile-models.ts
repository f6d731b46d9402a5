import jsonata from 'jsonata';
import { enumCollisions } from '../mapping/codecs.js';
import { compileModel, type CompiledModel } from '../mapping/model-mapper.js';
import { CODECS_FOR_TYPE, COMMON_MODELS, renamedField } from '../schema/common-models.js';
import type { ManifestSource } from '../schema/load-manifest-source.js';
import type { Manifest, ManifestField, ManifestModel } from '../schema/manifest.gen.js';
import { closest } from '../schema/validate-manifest-schema.js';
import type { ManifestError } from '../manifest-error.js';

type ModelOperation = NonNullable<ManifestModel['operations']>[number];
const MODEL_OPERATIONS: ModelOperation[] = ['list', 'get', 'create', 'update', 'delete', 'search'];

const DEFAULT_CODEC = {
  string: 'string',
  number: 'number',
  integer: 'integer',
  boolean: 'boolean',
  datetime: 'datetime',
  date: 'date',
  enum: 'string',
  array: 'list',
} as const;

/** Semantic checks of `models` against the common-model catalogue, then compilation of each mapping. */
export function compileModels(manifest: Manifest, source: ManifestSource, errors: ManifestError[]): Record<string, CompiledModel> {
  const out: Record<string, CompiledModel> = {};
  for (const [id, model] of Object.entries(manifest.models ?? {})) {
    const at = `/models/${id.replace(/\//g, '~1')}`;
    const before = errors.length;
    const common = COMMON_MODELS[id];
    if (!common) {
      const guess = closest(id, Object.keys(COMMON_MODELS));
      errors.push(
        source.error(
          at,
          `unknown common model '${id}'`,
          guess ? `did you mean '${guess}'?` : `use one of: ${Object.keys(COMMON_MODELS).join(', ')}`,
          true,
        ),
      );
      continue;
    }
    const resource = manifest.resources?.[model.resource];
    if (!resource) {
      errors.push(
        source.error(
          `${at}/resource`,
          `unknown resource '${model.resource}'`,
          `declare resources.${model.resource} or use one of: ${Object.keys(manifest.resources ?? {}).join(', ')}`,
        ),
      );
    } else {
      (model.operations ?? []).forEach((op, i) => {
        if (!(op in resource)) {
          errors.push(
            source.error(
              `${at}/operations/${i}`,
              `resource '${model.resource}' has no '${op}' operation`,
              `add resources.${model.resource}.${op} or remove '${op}' from operations`,
            ),
          );
        }
      });
    }
    checkFields(id, at, model, common, source, errors);
    checkSync(id, { at, model, resource, source, errors });
    if (errors.length > before) continue;
    // A field without a codec carries its unified type (a computed boolean stays a boolean, not "true").
    // Operations default to what the resource declares (changed_since stays internal to the sync).
    const operations = model.operations ?? MODEL_OPERATIONS.filter((op) => resource && op in resource);
    const typed: ManifestModel & { operations: ModelOperation[] } = {
      ...model,
      operations,
      // A field the common model makes read-only (id, createdTime, ...) is never written, whatever the manifest says.
      fields: Object.fromEntries(
        Object.entries(model.fields).map(([n, f]) => [
          n,
          {
            ...f,
            ...(f.codec === undefined ? { codec: DEFAULT_CODEC[common[n]!.type] } : {}),
            ...(common[n]!.write === 'never' ? { write: false } : {}),
          },
        ]),
      ),
    };
    try {
      out[id] = compileModel(
        id,
        typed,
        Object.entries(common)
          .filter(([, f]) => f.required)
          .map(([n]) => n),
      );
    } catch (e) {
      errors.push(source.error(at, `cannot compile model: ${(e as Error).message}`));
    }
  }
  return out;
}

function checkFields(
  id: string,
  at: string,
  model: ManifestModel,
  common: (typeof COMMON_MODELS)[string],
  source: ManifestSource,
  errors: ManifestError[],
): void {
  const names = Object.keys(common);
  const writablePaths = new Map<string, string>();
  for (const [name, field] of Object.entries(model.fields)) {
    const fat = `${at}/fields/${name}`;
    const spec = common[name];
    if (!spec) {
      errors.push(source.error(fat, `'${name}' is not a field of ${id}`, unknownFieldHint(id, name, names), true));
      continue;
    }
    checkField(fat, field, spec.type, source, errors);
    // A field the common model makes read-only writes nothing, whether or not the manifest repeats write: false.
    if (field.path !== undefined && field.write !== false && spec.write !== 'never') {
      const other = writablePaths.get(field.path);
      // Alternatives (each with write_with: Graph's body as text or HTML) may share a path; a write sets one of them.
      if (other && !(field.write_with && model.fields[other]?.write_with))
        errors.push(source.error(`${fat}/path`, `'${name}' and '${other}' both write '${field.path}'`, `mark one of them write: false`));
      writablePaths.set(field.path, name);
    }
  }
  (model.unsupported ?? []).forEach((u, i) => {
    if (!common[u]) errors.push(source.error(`${at}/unsupported/${i}`, `'${u}' is not a field of ${id}`, unknownFieldHint(id, u, names)));
    else if (model.fields[u])
      errors.push(source.error(`${at}/unsupported/${i}`, `'${u}' is both mapped and declared unsupported`, 'remove it from unsupported'));
    if (u === 'id') errors.push(source.error(`${at}/unsupported/${i}`, 'id cannot be unsupported', 'map id to the downstream identifier'));
  });
  const missing = names.filter((n) => common[n]!.required && !model.fields[n] && !(model.unsupported ?? []).includes(n));
  if (missing.length) {
    errors.push(
      source.error(
        `${at}/fields`,
        `required fields of ${id} are neither mapped nor declared unsupported: ${missing.join(', ')}`,
        `map them under fields: or add unsupported: [${missing.join(', ')}]`,
        true,
      ),
    );
  }
}

/** The API's name when `name` is a field's former name (title -> jobTitle), else the closest name. */
function unknownFieldHint(id: string, name: string, names: string[]): string {
  const renamed = renamedField(id, name);
  if (renamed) return `did you mean '${renamed}'? Common-model fields use the API's names (src/connectors/schema/common-models.yaml)`;
  const guess = closest(name, names);
  return guess
    ? `did you mean '${guess}'? Unmapped downstream fields are returned under additional`
    : `fields of ${id}: ${names.join(', ')}; anything else is returned under additional`;
}

function checkField(
  fat: string,
  field: ManifestField,
  unifiedType: keyof typeof CODECS_FOR_TYPE,
  source: ManifestSource,
  errors: ManifestError[],
): void {
  if (field.path === undefined && field.read === undefined) {
    errors.push(
      source.error(
        fat,
        'a field needs path (mapped), read (computed JSONata), or both (read that way, written to the path)',
        'write path: downstream.key, or read: "<JSONata>" with write: false',
      ),
    );
  }
  if (field.read !== undefined) {
    if (field.write === true && field.path === undefined)
      errors.push(source.error(`${fat}/write`, 'a computed (read:) field cannot be written', 'write: false, or map it with path:'));
    try {
      jsonata(field.read);
    } catch (e) {
      errors.push(source.error(`${fat}/read`, `JSONata does not compile: ${(e as Error).message}`, 'see https://docs.jsonata.org'));
    }
  }
  const codec = field.codec === undefined ? 'string' : typeof field.codec === 'string' ? field.codec : field.codec.type;
  const allowed = CODECS_FOR_TYPE[unifiedType];
  if (!allowed.includes(codec) && !(field.read !== undefined && field.codec === undefined)) {
    errors.push(
      source.error(
        field.codec === undefined ? fat : `${fat}/codec`,
        `codec '${codec}' cannot carry a unified ${unifiedType}`,
        `use codec: ${allowed[0]}`,
        field.codec === undefined,
      ),
    );
  }
  if (field.codec && typeof field.codec === 'object' && field.codec.type === 'enum') {
    for (const c of enumCollisions(field.codec.values)) {
      errors.push(
        source.error(
          `${fat}/codec/values`,
          `downstream value '${c.downstream}' maps to several unified values (${c.unified.join(', ')}); the inverse is ambiguous`,
          'list each downstream value under one unified value only',
        ),
      );
    }
  }
  if (field.codec && typeof field.codec === 'object' && field.codec.type === 'datetime' && field.codec.format !== undefined) {
    const formats = typeof field.codec.format === 'string' ? [field.codec.format] : field.codec.format;
    formats.forEach((f) => {
      if (!['iso8601', 'epoch_ms', 'epoch_s', 'rfc2822'].includes(f) && !/[yMdHhms]/.test(f)) {
        errors.push(
          source.error(
            `${fat}/codec/format`,
            `'${f}' is not a datetime format`,
            "use iso8601, epoch_ms, epoch_s, rfc2822 or a Luxon pattern like 'yyyy-MM-dd HH:mm:ss'",
          ),
        );
      }
    });
  }
}

/** What a model's sync checks look at: the model at its pointer `at`, the resource it reads, where errors go. */
interface SyncCheck {
  at: string;
  model: ManifestModel;
  /** absent when the model names an unknown resource (reported already) */
  resource: NonNullable<Manifest['resources']>[string] | undefined;
  source: ManifestSource;
  errors: ManifestError[];
}

/** An operation the sync reads (`sync.<path>` names it) must be one the model's resource declares. */
function checkOperation(c: SyncCheck, path: string, op: string): void {
  if (c.resource && !(op in c.resource))
    c.errors.push(
      c.source.error(
        `${c.at}/sync/${path}`,
        `resource '${c.model.resource}' has no '${op}' operation`,
        `add resources.${c.model.resource}.${op}`,
      ),
    );
}

function checkSync(id: string, c: SyncCheck): void {
  checkDeletions(c);
  checkDelta(c);
  checkIncremental(id, c);
}

/** `sync.delta`: delta tokens instead of an incremental cursor, read by operations of the resource. */
function checkDelta(c: SyncCheck): void {
  const delta = c.model.sync?.delta;
  if (!delta) return;
  if (c.model.sync?.incremental)
    c.errors.push(
      c.source.error(
        `${c.at}/sync/delta`,
        'a model syncs by delta tokens or by an incremental cursor, not both',
        'remove sync.incremental',
      ),
    );
  checkOperation(c, 'delta/operation', delta.operation);
  if (delta.full_operation !== undefined) checkOperation(c, 'delta/full_operation', delta.full_operation);
  if (delta.deleted_when !== undefined) {
    try {
      jsonata(delta.deleted_when);
    } catch (e) {
      c.errors.push(
        c.source.error(
          `${c.at}/sync/delta/deleted_when`,
          `JSONata does not compile: ${(e as Error).message}`,
          'see https://docs.jsonata.org',
        ),
      );
    }
  }
}

/** `sync.incremental`: a mapped datetime field as the cursor, read by an operation of the resource. */
function checkIncremental(id: string, c: SyncCheck): void {
  const inc = c.model.sync?.incremental;
  if (!inc) return;
  const f = c.model.fields[inc.cursor_field];
  const codec = f?.codec === undefined ? 'string' : typeof f.codec === 'string' ? f.codec : f.codec.type;
  if (!f || codec !== 'datetime') {
    c.errors.push(
      c.source.error(
        `${c.at}/sync/incremental/cursor_field`,
        `cursor_field '${inc.cursor_field}' must be a mapped datetime field`,
        renamedField(id, inc.cursor_field)
          ? `did you mean '${renamedField(id, inc.cursor_field)}'? Common-model fields use the API's names`
          : 'use the field mapped to the last-modified time, e.g. modifiedTime',
      ),
    );
  }
  checkOperation(c, 'incremental/operation', inc.operation);
}

/** `sync.deletions`: deleted_records reads the resource's deleted_since; tombstones are read in the incremental read. */
function checkDeletions({ at, model, resource, source, errors }: SyncCheck): void {
  const d = model.sync?.deletions;
  if (!d) return;
  if (d.strategy === 'deleted_records' && resource && !resource.deleted_since)
    errors.push(
      source.error(
        `${at}/sync/deletions`,
        `deleted_records reads resource '${model.resource}'s deleted_since`,
        `add resources.${model.resource}.deleted_since`,
      ),
    );
  if (d.strategy !== 'deleted_records' && d.id !== undefined)
    errors.push(source.error(`${at}/sync/deletions/id`, 'id is read with strategy deleted_records', 'remove id'));
  if ((d.strategy === 'tombstones') !== (d.tombstone !== undefined))
    errors.push(
      source.error(`${at}/sync/deletions/tombstone`, 'strategy tombstones and tombstone go together', 'declare both, or neither'),
    );
  if (d.tombstone && (d.tombstone.equals === undefined) === (d.tombstone.present !== true))
    errors.push(source.error(`${at}/sync/deletions/tombstone`, 'a tombstone says equals or present: true', 'write equals: true'));
  if (d.strategy === 'tombstones' && !model.sync?.incremental)
    errors.push(source.error(`${at}/sync/deletions`, 'tombstones are read in the incremental read', 'declare sync.incremental'));
}
