/**
 * Generates src/generated/api.gen.ts from openapi.yaml with json-schema-to-typescript: one type per
 * components.schemas entry, plus `<OperationId>Request` / `<OperationId>Response` per operation.
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

export async function generate(): Promise<string> {
  const spec = parse(await readFile(specPath, 'utf8')) as Json;
  const components = (spec['components'] as Json | undefined) ?? {};
  const definitions: Json = { ...((components['schemas'] as Json | undefined) ?? {}) };
  const operations: string[] = [];
  for (const [, item] of Object.entries((spec['paths'] as Json | undefined) ?? {})) {
    for (const [method, op] of Object.entries(item as Json)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const o = op as Json;
      const id = o['operationId'] as string | undefined;
      if (!id) continue;
      operations.push(id);
      const reqSchema = jsonSchemaOf((o['requestBody'] as Json | undefined)?.['content']);
      if (reqSchema) definitions[`${pascal(id)}Request`] = reqSchema;
      const responses = (o['responses'] as Json | undefined) ?? {};
      const success = Object.keys(responses).find((s) => /^2\d\d$/.test(s));
      const resSchema = success ? jsonSchemaOf((responses[success] as Json)['content']) : undefined;
      if (resSchema) definitions[`${pascal(id)}Response`] = resSchema;
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
    strictIndexSignatures: true,
    format: false,
  });
  return `${ts}\n/** Every operationId of openapi.yaml. */\nexport type OperationId =\n${operations.map((o) => `  | '${o}'`).join('\n')};\n`;
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
