import { createRequire } from 'node:module';
import { isDeepStrictEqual } from 'node:util';

const require = createRequire(import.meta.url);
const manifestSchema = require('./manifest.schema.json') as Schema;

/** The parts of manifest.schema.json this walk reads (draft-07, closed objects, `$ref` to `#/definitions/<name>`). */
interface Schema {
  $ref?: string;
  type?: string | string[];
  default?: unknown;
  const?: unknown;
  properties?: Record<string, Schema>;
  additionalProperties?: boolean | Schema;
  items?: Schema;
  oneOf?: Schema[];
  required?: string[];
  definitions?: Record<string, Schema>;
}

const escape = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');
const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

function resolve(schema: Schema): Schema {
  let s = schema;
  while (s.$ref) s = manifestSchema.definitions?.[s.$ref.replace('#/definitions/', '')] ?? {};
  return s;
}

const jsonType = (v: unknown) =>
  v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v === 'number' && Number.isInteger(v) ? 'integer' : typeof v;

/** The one branch of a `oneOf` a value is (its JSON type, and the branch's `type` constant), or none when unsure. */
function branch(schema: Schema, value: unknown): Schema | undefined {
  const fits = (schema.oneOf ?? []).map(resolve).filter((b) => {
    const types = b.type === undefined ? [] : Array.isArray(b.type) ? b.type : [b.type];
    const t = jsonType(value);
    if (types.length && !types.includes(t) && !(t === 'integer' && types.includes('number'))) return false;
    const tag = b.properties?.type?.const;
    return tag === undefined || (isObject(value) && value.type === tag);
  });
  return fits.length === 1 ? fits[0] : undefined;
}

/** One mapping of the manifest and the schema describing it. */
interface Visit {
  value: Record<string, unknown>;
  pointer: string;
  schema: Schema;
}

/** Every mapping of a (schema-valid) manifest with its schema, outermost first; a `oneOf` left unsure is not entered. */
function* mappings(schemaIn: Schema, value: unknown, pointer: string): Generator<Visit> {
  let schema = resolve(schemaIn);
  if (schema.oneOf) {
    const only = branch(schema, value);
    if (!only) return;
    schema = only;
  }
  if (Array.isArray(value)) {
    if (schema.items) for (const [i, v] of value.entries()) yield* mappings(schema.items, v, `${pointer}/${i}`);
    return;
  }
  if (!isObject(value)) return;
  yield { value, pointer, schema };
  for (const [key, v] of Object.entries(value)) {
    const sub = schema.properties?.[key] ?? (typeof schema.additionalProperties === 'object' ? schema.additionalProperties : undefined);
    if (sub) yield* mappings(sub, v, `${pointer}/${escape(key)}`);
  }
}

/** The defaults of a mapping's keys; a required key is always written, so its default says nothing. */
const defaultsOf = (schema: Schema) =>
  Object.entries(schema.properties ?? {}).flatMap(([key, sub]) => {
    const d = resolve(sub).default;
    return d === undefined || schema.required?.includes(key) ? [] : [[key, d] as const];
  });

/** Values of a manifest equal to the schema's `default` for their key: pointers in the resolved tree. */
export function valuesEqualToDefault(manifest: unknown): { pointer: string; key: string; value: unknown }[] {
  const out: { pointer: string; key: string; value: unknown }[] = [];
  for (const m of mappings(manifestSchema, manifest, ''))
    for (const [key, d] of defaultsOf(m.schema))
      if (key in m.value && isDeepStrictEqual(m.value[key], d)) out.push({ pointer: `${m.pointer}/${escape(key)}`, key, value: d });
  return out;
}

/**
 * A copy of a (schema-valid) manifest with every schema `default` filled in where the manifest leaves the key out,
 * inside the mappings it writes. The schema is where a default is said (once): the compiled connector is then the
 * same whether a manifest writes a default or not, which is what lets `connectors:migrate` delete such values.
 */
export function withSchemaDefaults<T>(manifest: T): T {
  const copy = structuredClone(manifest);
  for (const m of [...mappings(manifestSchema, copy, '')])
    for (const [key, d] of defaultsOf(m.schema)) if (!(key in m.value)) m.value[key] = structuredClone(d);
  return copy;
}
