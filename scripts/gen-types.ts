/**
 * Generates src/generated/api.gen.ts from openapi.yaml with json-schema-to-typescript: one type per
 * components.schemas entry; per operation `<OperationId>Request` (JSON body), `<OperationId>Query` and
 * `<OperationId>Params` (query and path parameters), `<OperationId>Response` (every 2xx body: JSON schemas, or
 * string for text bodies); and the `Operations` map from operationId to those four, which types the handlers
 * (src/http/handler-context.ts), so a schema change breaks the build of the handler that relies on it.
 * `--check` exits 1 when the committed file is stale (run by `npm test`).
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile, type JSONSchema } from 'json-schema-to-typescript';
import { parse } from 'yaml';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const specPath = path.join(root, 'openapi.yaml');
const outPath = path.join(root, 'src/generated/api.gen.ts');

type Json = Record<string, unknown>;

const pascal = (s: string) => s.replace(/(^|[^A-Za-z0-9]+)([A-Za-z0-9])/g, (_m, _p, c: string) => c.toUpperCase());

function rewriteRefs(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(rewriteRefs);
  if (node && typeof node === 'object') {
    const out: Json = {};
    for (const [k, v] of Object.entries(node as Json)) {
      if (k === '$ref' && typeof v === 'string') out[k] = v.replace('#/components/schemas/', '#/definitions/');
      else if (k === 'examples' || k === 'example') continue;
      else out[k] = rewriteRefs(v);
    }
    return out;
  }
  return node;
}

function jsonSchemaOf(content: unknown): unknown {
  const c = content as Record<string, { schema?: unknown }> | undefined;
  return c?.['application/json']?.schema;
}

/** Schemas of every media type of a response: JSON ones as written, any other (HTML, scripts, images) a string. */
function bodySchemasOf(content: unknown): unknown[] {
  const c = (content ?? {}) as Record<string, { schema?: unknown }>;
  return Object.entries(c).map(([type, media]) => (type.includes('json') ? (media.schema ?? {}) : { type: 'string' }));
}

/**
 * The TypeScript name of definition `name`: json-schema-to-typescript emits no alias for a schema that is only a
 * `$ref`, so such an operation type is the referenced component's type.
 */
function typeName(name: string, schema: unknown): string {
  const ref = (schema as { $ref?: unknown } | undefined)?.$ref;
  const keys = Object.keys(schema ?? {}).filter((k) => k !== 'description' && k !== 'example' && k !== 'examples');
  return typeof ref === 'string' && keys.length === 1 ? ref.replace('#/components/schemas/', '') : name;
}

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: unknown;
}

/** An object schema of the parameters of one location (`query`, `path`), `$ref`s to components.parameters resolved. */
function parametersSchema(spec: Json, params: unknown[], where: 'query' | 'path'): Json {
  const shared = ((spec.components as Json | undefined)?.parameters ?? {}) as Record<string, Parameter>;
  const resolved = params.map((p) => {
    const ref = (p as { $ref?: string }).$ref;
    return ref ? shared[ref.replace('#/components/parameters/', '')]! : (p as Parameter);
  });
  const mine = resolved.filter((p) => p.in === where);
  return {
    type: 'object',
    additionalProperties: false,
    properties: Object.fromEntries(mine.map((p) => [p.name, p.schema ?? { type: 'string' }])),
    required: mine.filter((p) => p.required === true || where === 'path').map((p) => p.name),
  };
}

export async function generate(): Promise<string> {
  const spec = parse(await readFile(specPath, 'utf8')) as Json;
  const components = (spec.components as Json | undefined) ?? {};
  const definitions: Json = { ...((components.schemas as Json | undefined) ?? {}) };
  const operations: string[] = [];
  const entries: string[] = [];
  for (const [, item] of Object.entries((spec.paths as Json | undefined) ?? {})) {
    const pathParams = ((item as Json).parameters ?? []) as unknown[];
    for (const [method, op] of Object.entries(item as Json)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const o = op as Json;
      const id = o.operationId as string | undefined;
      if (!id) continue;
      operations.push(id);
      const name = pascal(id);
      const requestBody = o.requestBody as Json | undefined;
      const reqSchema = jsonSchemaOf(requestBody?.content);
      if (reqSchema) definitions[`${name}Request`] = reqSchema;
      const params = [...pathParams, ...((o.parameters ?? []) as unknown[])];
      definitions[`${name}Query`] = parametersSchema(spec, params, 'query');
      definitions[`${name}Params`] = parametersSchema(spec, params, 'path');
      const responses = (o.responses as Json | undefined) ?? {};
      const bodies = Object.entries(responses)
        .filter(([status]) => /^2\d\d$/.test(status))
        .flatMap(([, r]) => bodySchemasOf((r as Json).content));
      const resSchema = bodies.length === 1 ? bodies[0] : { anyOf: bodies };
      if (bodies.length) definitions[`${name}Response`] = resSchema;
      // Without a request body the gateway passes `{}`; an optional one may be absent (also `{}`).
      const reqType = typeName(`${name}Request`, reqSchema);
      const body = !reqSchema ? 'Record<string, never>' : requestBody?.required === true ? reqType : `${reqType} | Record<string, never>`;
      const response = bodies.length ? typeName(`${name}Response`, resSchema) : 'null | undefined';
      entries.push(`  ${id}: { body: ${body}; query: ${name}Query; params: ${name}Params; response: ${response} };`);
    }
  }
  const schema = rewriteRefs({
    title: 'PlugboardApi',
    type: 'object',
    additionalProperties: false,
    properties: Object.fromEntries(Object.keys(definitions).map((k) => [k, { $ref: `#/definitions/${k}` }])),
    definitions,
  }) as JSONSchema;
  const ts = await compile(schema, 'PlugboardApi', {
    bannerComment: '/* Generated from openapi.yaml by scripts/gen-types.ts. Do not edit: run `npm run gen`. */',
    additionalProperties: false,
    unreachableDefinitions: true,
    // tsconfig has noUncheckedIndexedAccess: reading an index signature is already `T | undefined`.
    strictIndexSignatures: false,
    format: false,
  });
  return (
    `${ts}\n/** Every operationId of openapi.yaml. */\nexport type OperationId =\n${operations.map((o) => `  | '${o}'`).join('\n')};\n` +
    `\n/** Per operation: its JSON body, query and path parameters, and the union of its 2xx bodies. */\n` +
    `export interface Operations {\n${entries.join('\n')}\n}\n`
  );
}

const check = process.argv.includes('--check');
const fresh = await generate();
if (check) {
  const current = await readFile(outPath, 'utf8').catch(() => '');
  if (current !== fresh) {
    process.stderr.write('src/generated/api.gen.ts is stale: run `npm run gen` and commit the result.\n');
    process.exit(1);
  }
  process.stderr.write('src/generated/api.gen.ts is up to date.\n');
} else {
  await writeFile(outPath, fresh);
  process.stderr.write(`wrote ${path.relative(root, outPath)}\n`);
}
