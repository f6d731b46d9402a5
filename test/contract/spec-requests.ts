/**
 * Builds requests from openapi.yaml alone: a valid one from the examples (or the schema when there is no
 * example) and, where the schema allows it, one that violates the schema.
 */
type Json = any;

export interface SpecOperation {
  operationId: string;
  method: string;
  path: string;
  security: Record<string, string[]>[];
  parameters: Json[];
  requestSchema: Json;
  requestExample: unknown;
  responses: Record<string, Json>;
}

export function listOperations(spec: Json): SpecOperation[] {
  const ops: SpecOperation[] = [];
  for (const [path, item] of Object.entries<Json>(spec.paths ?? {})) {
    for (const method of ['get', 'post', 'put', 'patch', 'delete']) {
      const op = item[method];
      if (!op) continue;
      const media = op.requestBody?.content?.['application/json'];
      ops.push({
        operationId: op.operationId,
        method,
        path,
        security: op.security ?? spec.security ?? [],
        parameters: [...(item.parameters ?? []), ...(op.parameters ?? [])].map((p: Json) => resolve(spec, p)),
        requestSchema: media?.schema ? resolve(spec, media.schema) : undefined,
        requestExample: media ? exampleOf(spec, media) : undefined,
        responses: op.responses ?? {},
      });
    }
  }
  return ops;
}

export function resolve(spec: Json, node: Json): Json {
  let n = node;
  for (let i = 0; i < 20 && n && typeof n === 'object' && typeof n.$ref === 'string'; i++) {
    n = n.$ref
      .replace(/^#\//, '')
      .split('/')
      .reduce((acc: Json, k: string) => acc?.[k.replace(/~1/g, '/').replace(/~0/g, '~')], spec);
  }
  return n;
}

function exampleOf(spec: Json, media: Json): unknown {
  if (media.example !== undefined) return media.example;
  const first = media.examples && Object.values<Json>(media.examples)[0];
  if (first) return resolve(spec, first).value;
  return media.schema ? sampleFromSchema(spec, media.schema, 0) : undefined;
}

/** A minimal instance of a schema: required properties only, from examples, defaults, enums or types. */
export function sampleFromSchema(spec: Json, schemaIn: Json, depth: number): unknown {
  const schema = resolve(spec, schemaIn);
  if (!schema || depth > 8) return undefined;
  if (schema.examples?.length) return schema.examples[0];
  if (schema.example !== undefined) return schema.example;
  if (schema.default !== undefined) return schema.default;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  for (const key of ['oneOf', 'anyOf', 'allOf']) if (schema[key]?.length) return sampleFromSchema(spec, schema[key][0], depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((t: string) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const name of schema.required ?? []) out[name] = sampleFromSchema(spec, schema.properties?.[name] ?? {}, depth + 1);
      return out;
    }
    case 'array':
      return schema.minItems ? [sampleFromSchema(spec, schema.items ?? {}, depth + 1)] : [];
    case 'string':
      if (schema.format === 'uri') return 'http://127.0.0.1:9/receiver';
      if (schema.format === 'date-time') return new Date(0).toISOString();
      return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    default:
      return undefined;
  }
}

/** A body the schema rejects, or undefined when the schema accepts anything we could send. */
export function violatingBody(spec: Json, schemaIn: Json, valid: unknown): { body: unknown; why: string } | undefined {
  const schema = resolve(spec, schemaIn);
  if (!schema) return undefined;
  const base = valid && typeof valid === 'object' && !Array.isArray(valid) ? { ...valid } : {};
  if (schema.required?.length) {
    const name = schema.required[0];
    const body: Record<string, unknown> = Object.fromEntries(Object.entries(base).filter(([key]) => key !== name));
    return { body, why: `required property "${name}" missing` };
  }
  for (const [name, propIn] of Object.entries<Json>(schema.properties ?? {})) {
    const prop = resolve(spec, propIn);
    const types: string[] = Array.isArray(prop?.type) ? prop.type : prop?.type ? [prop.type] : [];
    if (!types.length) continue;
    const wrong = types.includes('string') ? 12345 : `not-a-${types[0]!}`;
    if (types.includes('string') && types.includes('number')) continue;
    return { body: { ...base, [name]: wrong }, why: `property "${name}" of the wrong type` };
  }
  if (schema.additionalProperties === false) return { body: { ...base, unexpectedProperty: true }, why: 'an undeclared property' };
  return undefined;
}
