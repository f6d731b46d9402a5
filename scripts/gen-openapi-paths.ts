/**
 * Generates the unified and action path items of openapi.yaml from the connector manifests:
 *   - one per (common model, operation) that at least one manifest supports, at
 *     `/api/unifications/<category>/<plural model>/<operation>` (operationId `crmContactsList`, ...);
 *   - one per action of every manifest, at `/api/actions/<integrationId>/<action path>`, with the action's own
 *     input and output JSON Schemas (operationId `aircallUsersList`, ...).
 * Generated path items carry `x-generated: gen-openapi-paths`; hand-written items without the marker under
 * /api/unifications/ are left alone (e.g. listEngagementUsers). The yaml Document API keeps the rest of the file,
 * comments included. The common models' component schemas (CrmContact, ...) are generated too, from
 * src/connectors/schema/common-models.yaml (scripts/openapi-model-schemas.ts). `--check` exits 1 when openapi.yaml
 * is stale (run by scripts/test-all.sh).
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Document, isMap, parseDocument, type YAMLMap } from 'yaml';
import { commonModelById, commonModels, loadConnectorRegistry, replaceModelSchemas, type CommonModel } from '../src/connectors/index.js';
import { UNIFIED_OPERATIONS } from '../src/services/tool-calls/unified-call.js';
import { spliceModelSchemas } from './openapi-model-schemas.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const specPath = path.join(root, 'openapi.yaml');
const MARK = 'gen-openapi-paths';
/** Generated items go right after this path (document order matters to the contract tests). */
const ANCHOR = '/api/unifications/engagement/users/list';

type Json = any;
const pascal = (s: string) =>
  s
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((p) => p[0]!.toUpperCase() + p.slice(1))
    .join('');
const camel = (s: string) => {
  const p = pascal(s);
  return p[0]!.toLowerCase() + p.slice(1);
};

/** JSON Schema as the manifest writes it -> what openapi.yaml's house rules accept (no type arrays, no examples). */
export function portable(schema: Json): Json {
  if (Array.isArray(schema)) return schema.map(portable);
  if (!schema || typeof schema !== 'object') return schema;
  const out: Json = {};
  for (const [k, v] of Object.entries<Json>(schema)) {
    if (k === 'examples' || k === 'example' || k === '$schema' || k === '$id') continue;
    // OpenAPI 3.0's Schema Object has no `const` (openapi-backend's strict load refuses it): a one-value enum of the
    // value's type says the same (the SDK generators skip an enum without a type).
    if (k === 'const') {
      out.enum = [v];
      if (schema.type === undefined && v !== null)
        out.type = typeof v === 'number' ? (Number.isInteger(v) ? 'integer' : 'number') : typeof v;
      continue;
    }
    if (k === 'properties' || k === 'patternProperties' || k === 'definitions' || k === '$defs') {
      out[k] = Object.fromEntries(Object.entries<Json>(v).map(([n, s]) => [n, portable(s)]));
    } else out[k] = typeof v === 'object' ? portable(v) : v;
  }
  if (Array.isArray(out.type)) {
    const { type, description, ...rest } = out;
    const anyOf = (type as string[]).map((t) => (t === 'null' ? { type: 'null' } : { type: t, ...rest }));
    return { ...(description ? { description } : {}), anyOf };
  }
  return out;
}

/** A value valid against `schema` (for the examples openapi.yaml requires on every success response); the manifest's own schema, examples kept. */
export function sample(schema: Json, spec: Json, name = ''): Json {
  if (!schema || typeof schema !== 'object') return null;
  if (schema.$ref) return sample(resolve(spec, schema.$ref), spec, name);
  // A value the manifest author gave wins (a pattern may describe ids no generic guess matches).
  if (Array.isArray(schema.examples) && schema.examples.length) return schema.examples[0];
  if (schema.example !== undefined) return schema.example;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum) return schema.enum[0];
  if (schema.const !== undefined) return schema.const;
  if (Array.isArray(schema.type)) {
    const types = schema.type as string[];
    return sample({ ...schema, type: types.find((t) => t !== 'null') ?? 'null' }, spec, name);
  }
  if (schema.anyOf || schema.oneOf) {
    const opts = (schema.anyOf ?? schema.oneOf) as Json[];
    return sample(opts.find((o) => o.type !== 'null') ?? opts[0], spec, name);
  }
  switch (schema.type) {
    case 'object': {
      const out: Json = {};
      for (const key of schema.required ?? []) out[key] = sample(schema.properties?.[key] ?? {}, spec, key);
      return out;
    }
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sample(schema.items ?? {}, spec, name));
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'string':
      if (schema.format === 'date-time') return '2025-01-20T16:42:10.000Z';
      if (schema.format === 'date') return '2025-01-20';
      return sampleString(schema, name);
    default:
      return null;
  }
}

/** Common shapes of ids and names, tried in order: the first that fits the schema's pattern and length is the example. */
const STRING_CANDIDATES = ['string', '1024', '6f1c2a7e-3b4d-4e5f-8a9b-0c1d2e3f4a5b', 'ada@example.com', 'https://example.com/'];

function sampleString(schema: Json, name: string): string {
  const preferred = name === 'id' || name === 'nativeId' ? ['1024'] : [];
  const fits = (v: string) =>
    (!schema.pattern || new RegExp(schema.pattern as string, 'u').test(v)) &&
    v.length >= ((schema.minLength as number | undefined) ?? 0) &&
    v.length <= ((schema.maxLength as number | undefined) ?? Infinity);
  const found = [...preferred, ...STRING_CANDIDATES].find(fits);
  // An example that fails its own schema breaks strict validators of the spec (the Go SDK's kin-openapi refused one).
  if (found === undefined)
    throw new Error(
      `no example fits the string "${name}" (pattern ${String(schema.pattern)}): give it \`examples: [...]\` in the manifest`,
    );
  return found;
}

function resolve(spec: Json, ref: string): Json {
  return ref
    .replace(/^#\//, '')
    .split('/')
    .reduce((n: Json, k) => n?.[k], spec);
}

const errorResponses = (extra: string[] = []) => {
  const all: Record<string, string> = {
    '400': 'BadRequest',
    '401': 'Unauthorized',
    '403': 'Forbidden',
    '404': 'NotFound',
    '429': 'RateLimited',
    '501': 'NotImplemented',
    '502': 'DownstreamError',
    '503': 'ServiceUnavailable',
    '504': 'GatewayTimeout',
  };
  const out: Json = {};
  for (const [code, name] of Object.entries(all))
    if (!extra.length || extra.includes(code)) out[code] = { $ref: `#/components/responses/${name}` };
  out.default = { $ref: '#/components/responses/Error' };
  return out;
};

/** Plugboard-Dry-Run and Plugboard-Retry on every tool call; Idempotency-Key on the ones that write. */
const callModeParameters = (writes: boolean): Json[] => [
  { $ref: '#/components/parameters/DryRun' },
  { $ref: '#/components/parameters/Retry' },
  ...(writes ? [{ $ref: '#/components/parameters/IdempotencyKey' }] : []),
];

/** The 200 answer: the operation's result, or with Plugboard-Dry-Run the requests it would send (DryRunAnswer). */
const success = (description: string, schema: Json, example: Json, writes: boolean): Json => ({
  description: `${description} With \`Plugboard-Dry-Run: true\`, a \`DryRunAnswer\` instead (nothing is sent to the tool).`,
  ...(writes ? { headers: { 'Idempotent-Replayed': { $ref: '#/components/headers/IdempotentReplayed' } } } : {}),
  content: {
    'application/json': {
      schema: { anyOf: [schema, { $ref: '#/components/schemas/DryRunAnswer' }] },
      examples: { example: { value: example } },
    },
  },
});

const envelope = (props: Json, required: string[]) => ({
  type: 'object',
  additionalProperties: false,
  required: ['result'],
  properties: { result: { type: 'object', additionalProperties: false, required, properties: props } },
});

const includeSchema = {
  type: 'object',
  additionalProperties: false,
  description: 'Extra data per record.',
  properties: {
    $native: { type: 'boolean', description: "Add the record's raw form from the tool as `$native`." },
    additional: { type: 'boolean', description: 'Add non-unifiable and custom fields as `additional`.' },
  },
};

/**
 * The writable shape of a model: only fields some connector supporting the operation can write (a field every
 * manifest marks read-only, computed or unsupported, e.g. `createdTime`, is refused at run time, so the contract
 * does not offer it), plus `additional`; none required (each manifest decides what it writes).
 */
function writeSchema(m: CommonModel, spec: Json, writable: Set<string>): Json {
  const comp = spec.components.schemas[m.schema];
  const props: Json = {};
  for (const [k, v] of Object.entries<Json>(comp.properties)) {
    const f = m.fields[k];
    if (k === '$native' || f?.write === 'never' || f?.fixed !== undefined || f?.copy_of !== undefined) continue;
    if (k !== 'additional' && !writable.has(k)) continue;
    props[k] = v;
  }
  return {
    type: 'object',
    additionalProperties: false,
    description: `Fields of the ${m.singular} to set (those at least one integration can write); a field the connected tool cannot write is refused with 400 naming it.`,
    properties: props,
  };
}

/**
 * `accepting`: integrations whose create is accepted without a record (`answer: none`, Graph's sendMail); the
 * created record may then be null.
 */
function unifiedItem(
  m: CommonModel,
  op: string,
  integrations: string[],
  spec: Json,
  writable: Set<string>,
  accepting: string[] = [],
): Json {
  const ref = { $ref: `#/components/schemas/${m.schema}` };
  const record = sample(ref, spec);
  const id = { type: 'string', minLength: 1, description: `The ${m.singular}'s id.` };
  let body: Json;
  let result: Json;
  let exampleBody: Json;
  let exampleResult: Json;
  let summary: string;
  let description: string;
  switch (op) {
    case 'list':
    case 'search':
      body =
        op === 'list'
          ? { $ref: '#/components/schemas/UnifiedListRequest' }
          : {
              type: 'object',
              additionalProperties: false,
              required: ['filter'],
              properties: {
                filter: {
                  type: 'object',
                  required: ['query'],
                  description: 'What to search for.',
                  properties: {
                    query: {
                      type: 'string',
                      minLength: 1,
                      description:
                        "Free text, matched by the tool over its searchable fields (HubSpot: its default searchable properties, e.g. a contact's name, email and phone).",
                    },
                  },
                  additionalProperties: false,
                },
                cursor: { type: 'string', minLength: 1, description: 'The `nextPageCursor` of the previous page.' },
                pageSize: {
                  type: 'integer',
                  minimum: 1,
                  maximum: 100,
                  description: "Records per page (the connector's default when absent).",
                },
                include: includeSchema,
              },
            };
      result = envelope({ [m.plural]: { type: 'array', items: ref }, nextPageCursor: { $ref: '#/components/schemas/NextPageCursor' } }, [
        m.plural,
        'nextPageCursor',
      ]);
      exampleBody = op === 'list' ? {} : { filter: { query: 'ada' } };
      exampleResult = { [m.plural]: [record], nextPageCursor: null };
      summary = `${op === 'list' ? 'List' : 'Search'} ${m.plural} (${m.category})`;
      description = `One page of ${m.plural} in the unified \`${m.schema}\` model. Pass \`nextPageCursor\` back as \`cursor\` for the next page; it is null on the last page.`;
      break;
    case 'get':
      body = { type: 'object', additionalProperties: false, required: ['id'], properties: { id, include: includeSchema } };
      result = envelope({ [m.singular]: ref }, [m.singular]);
      exampleBody = { id: '1024' };
      exampleResult = { [m.singular]: record };
      summary = `Get a ${m.singular} (${m.category})`;
      description = `One ${m.singular} by id in the unified \`${m.schema}\` model.`;
      break;
    case 'create':
    case 'update':
      body = {
        type: 'object',
        additionalProperties: false,
        required: op === 'update' ? ['id', m.singular] : [m.singular],
        properties: { ...(op === 'update' ? { id } : {}), [m.singular]: writeSchema(m, spec, writable) },
      };
      result = envelope({ [m.singular]: accepting.length ? { anyOf: [ref, { type: 'null' }] } : ref }, [m.singular]);
      exampleBody = { ...(op === 'update' ? { id: '1024' } : {}), [m.singular]: {} };
      exampleResult = { [m.singular]: record };
      summary = `${op === 'create' ? 'Create' : 'Update'} a ${m.singular} (${m.category})`;
      description = `${op === 'create' ? 'Creates' : 'Updates'} a ${m.singular} through the manifest's inverse mapping and answers the ${m.singular} as the tool stored it. Only the fields sent are touched; \`null\` clears a field.`;
      if (accepting.length)
        description += ` The ${m.singular} is null where the tool accepts the write without answering it (${accepting.join(', ')}): it shows in the next sync.`;
      break;
    default:
      body = { $ref: '#/components/schemas/IdRequest' };
      result = envelope({ id: { type: 'string', description: "The deleted record's id." } }, ['id']);
      exampleBody = { id: '1024' };
      exampleResult = { id: '1024' };
      summary = `Delete a ${m.singular} (${m.category})`;
      description = `Deletes a ${m.singular} at the tool.`;
  }
  const optional = op === 'list';
  const writes = op === 'create' || op === 'update' || op === 'delete';
  return {
    post: {
      operationId: `${m.category}${pascal(m.plural)}${pascal(op)}`,
      summary,
      description: `${description}\n\nSupported by: ${integrations.join(', ')}. Other integrations answer 501 \`NOT_SUPPORTED_BY_INTEGRATION\`.\n`,
      tags: ['Unified'],
      security: [{ ApiToken: [], AccessToken: [] }],
      // The API-key scope it needs (docs/security.md): reads take `read`, changes at the tool `write`.
      'x-plugboard-scope': writes ? 'write' : 'read',
      parameters: callModeParameters(writes),
      requestBody: {
        required: !optional,
        content: { 'application/json': { schema: body, examples: { example: { value: exampleBody } } } },
      },
      responses: {
        '200': success('Success.', result, { result: exampleResult }, writes),
        ...(writes ? { '409': { $ref: '#/components/responses/Conflict' } } : {}),
        ...errorResponses(),
      },
    },
  };
}

/**
 * An action's output schema as openapi.yaml says it: the manifest's own, where each `{ $model: <id> }` is a `$ref` to
 * the model's component schema (CrmNote, ...), so a record type is said once and the SDKs make one type of it. The
 * component also lists the optional `additional` and `$native` that only the unified endpoints answer (with
 * include): an action never answers them, and the runtime checks its answers against the expanded record schema
 * without them (compile/model-schema.ts).
 */
export function linkedOutputSchema(declared: unknown): Json {
  return portable(
    replaceModelSchemas(declared, (id, at) => {
      const model = commonModelById(id);
      if (!model) throw new Error(`output${at}: '${id}' is not a common model`);
      return { $ref: `#/components/schemas/${model.schema}` };
    }),
  );
}

function actionItem(
  integrationId: string,
  a: { path: string; inputSchema: Json; outputSchema: Json; description?: string },
  declaredOutput: unknown,
  spec: Json,
  reads: boolean,
): Json {
  const input = portable(a.inputSchema);
  const output = linkedOutputSchema(declaredOutput);
  const required = Array.isArray(input.required) && input.required.length > 0;
  return {
    post: {
      // An identifier: a hyphenated integration id (zendesk-sell) is camel-cased (zendeskSellStagesList).
      operationId: `${camel(integrationId)}${pascal(a.path)}`,
      summary: `${integrationId} ${a.path} (action)`,
      description: `${a.description ?? `The ${integrationId} manifest's \`${a.path}\` action.`}\n\nNeeds a ${integrationId} connection: 501 \`NOT_SUPPORTED_BY_INTEGRATION\` for a connection of another integration.\n`,
      tags: ['Actions'],
      security: [{ ApiToken: [], AccessToken: [] }],
      // An action that GETs from the tool reads (as for agent tools: tool-catalog.ts); any other may change it.
      'x-plugboard-scope': reads ? 'read' : 'write',
      parameters: callModeParameters(true),
      requestBody: {
        required,
        content: { 'application/json': { schema: input, examples: { example: { value: sample(a.inputSchema, spec) ?? {} } } } },
      },
      responses: {
        '200': success(
          "The action's result.",
          { type: 'object', additionalProperties: false, required: ['result'], properties: { result: output } },
          { result: sample(a.outputSchema, spec) },
          true,
        ),
        '409': { $ref: '#/components/responses/Conflict' },
        ...errorResponses(),
      },
    },
  };
}

export async function generate(text: string): Promise<string> {
  const registry = await loadConnectorRegistry({ dir: path.join(root, 'connectors') });
  text = await spliceModelSchemas(text);
  const doc = parseDocument(text);
  const spec = doc.toJS();
  const items = new Map<string, Json>();
  const infos = registry.list();
  for (const m of commonModels()) {
    for (const op of UNIFIED_OPERATIONS) {
      const by = infos.filter((i) => i.capabilities.models[m.id]?.includes(op)).map((i) => i.integrationId);
      // Runtime field names some connector supporting this operation maps to a downstream path it may write.
      const writable = new Set(
        by.flatMap(
          (id) =>
            registry
              .get(id)
              ?.models[m.id]?.fields.filter((f) => f.writable && f.path)
              .map((f) => f.name) ?? [],
        ),
      );
      const accepting = by.filter((id) => {
        const c = registry.get(id);
        const resource = c?.models[m.id]?.resource;
        return resource !== undefined && c?.resources[resource]?.[op]?.answersNothing === true;
      });
      if (by.length) items.set(`/api/unifications/${m.category}/${m.plural}/${op}`, unifiedItem(m, op, by, spec, writable, accepting));
    }
  }
  for (const info of infos) {
    const connector = registry.get(info.integrationId);
    const compiled = Object.values(connector?.actions ?? {});
    for (const a of info.capabilities.actions) {
      const reads = compiled.find((c) => c.path === a.path)?.request.method === 'GET';
      // The output as the manifest wrote it, `{ $model }` included (the compiled one has it expanded).
      const declared = connector?.manifest.actions?.[a.name]?.output ?? a.outputSchema;
      items.set(
        `/api/actions/${info.integrationId}/${a.path.replace(/^\//, '')}`,
        actionItem(info.integrationId, a, declared, spec, reads),
      );
    }
  }
  const paths = doc.get('paths') as YAMLMap;
  // Drop what an earlier run generated; keep hand-written unified items (they win over generation).
  const drop = new Set<string>();
  for (const pair of paths.items) {
    const key = String((pair.key as { value?: unknown }).value ?? pair.key);
    const marked = isMap(pair.value) && pair.value.get('x-generated') === MARK;
    if (marked || (key.startsWith('/api/actions/') && items.has(key))) drop.add(key);
    else if (key.startsWith('/api/unifications/') && items.has(key)) items.delete(key);
  }
  const block = new Document(Object.fromEntries([...items.entries()].map(([p, item]) => [p, { 'x-generated': MARK, ...item }])));
  const rendered = items.size
    ? block
        .toString({ lineWidth: 0, indent: 2 })
        .trimEnd()
        .split('\n')
        .map((l) => (l ? `  ${l}` : l))
    : [];
  return splicePaths(text, drop, rendered);
}

/**
 * Line-level edit of the `paths:` section, so every byte outside the generated items stays as written (the yaml
 * printer would restyle flow collections and comments elsewhere in the file). Items are the 2-space keys.
 */
function splicePaths(text: string, drop: Set<string>, rendered: string[]): string {
  const lines = text.split('\n');
  const start = lines.findIndex((l) => l === 'paths:');
  let end = lines.findIndex((l, i) => i > start && /^\S/.test(l));
  if (end < 0) end = lines.length;
  const out: string[] = lines.slice(0, start + 1);
  let insertAt = -1;
  let i = start + 1;
  while (i < end) {
    const m = /^ {2}(\/\S*):\s*$/.exec(lines[i]!);
    let j = i + 1;
    while (j < end && !/^ {2}\S/.test(lines[j]!)) j++;
    const item = lines.slice(i, j);
    const key = m?.[1];
    if (key && drop.has(key)) {
      i = j;
      continue;
    }
    out.push(...item);
    if (key === ANCHOR) insertAt = out.length;
    i = j;
  }
  if (insertAt < 0) insertAt = out.length;
  // Keep one blank line between the anchor's item and the generated block, and after it.
  const before = out.slice(0, insertAt);
  const after = out.slice(insertAt);
  const block = rendered.length ? [...(before.at(-1) === '' ? [] : ['']), ...rendered, ...(after[0] === '' ? [] : [''])] : [];
  return [...before, ...block, ...after, ...lines.slice(end)].join('\n');
}

async function main() {
  const check = process.argv.includes('--check');
  const text = await readFile(specPath, 'utf8');
  const next = await generate(text);
  if (check) {
    if (next !== text) {
      process.stderr.write('openapi.yaml is stale: run `npx tsx scripts/gen-openapi-paths.ts`\n');
      process.exit(1);
    }
    return;
  }
  if (next !== text) await writeFile(specPath, next);
  process.stdout.write(`openapi.yaml: ${next === text ? 'up to date' : 'regenerated'}\n`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) await main();
