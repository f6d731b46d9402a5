import { createRequire } from 'node:module';
import { readOpenApiDocument, OpenApiInputError, type OpenApiDoc } from './openapi-document.js';
import { SchemaInliner } from './schema-inliner.js';
import { vendorOperations, type GenOperation } from './vendor-operations.js';
import { PagingGuesser } from './guess-paging.js';
import { guessAuth } from './guess-auth.js';
import { renderManifest, type Comment } from './render-manifest.js';

const require = createRequire(import.meta.url);
const manifestSchema = require('../schema/manifest.schema.json') as {
  required: string[];
  definitions: { Connector: { properties: { categories: { items: { enum: string[] } } } } };
};

type Obj = Record<string, unknown>;
const isObject = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);

export interface GenerateOptions {
  /** integrationId (the folder name) */
  id: string;
  /** operationIds to turn into actions */
  operations?: string[];
  /** tags whose operations become actions */
  tags?: string[];
  /** where the description came from, for the manifest's first comment */
  sourceName?: string;
}

export interface GeneratedManifest {
  text: string;
  /** what a human must decide, in the order the manifest says it */
  todos: string[];
  actions: string[];
  resources: string[];
}

/** A verify request is a cheap GET that needs no argument and answers for the signed-in account. */
const VERIFY_PATHS = [
  /\/users?\/me$/i,
  /\/me$/i,
  /\/whoami$/i,
  /\/myself$/i,
  /\/userinfo$/i,
  /\/self$/i,
  /\/account$/i,
  /\/user$/i,
  /\/ping$/i,
];

const snake = (s: string) =>
  s
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
const kebab = (s: string) => snake(s).replace(/_/g, '-');
const ident = (s: string) => {
  const x = snake(s);
  return /^[a-z]/.test(x) ? x : `p_${x || 'x'}`;
};

/**
 * Writes a manifest skeleton from a vendor's OpenAPI 3.0/3.1 description: sign-in from its security schemes,
 * the host from its first server (server variables become connection inputs), a verify request, resources with
 * paging guessed from the parameters and answers of the chosen list operations, and one action per chosen
 * operation (input schema from its parameters and body). What needs a human is marked `TODO` (comments and values);
 * `plugboard connectors check` lists those as warnings. The result validates as it is.
 */
// eslint-disable-next-line max-lines-per-function -- builds the manifest document section by section from the guesses; to be split into stages (not done yet)
export function generateManifest(text: string, opts: GenerateOptions): GeneratedManifest {
  if (!/^[a-z][a-z0-9-]{1,40}$/.test(opts.id))
    throw new OpenApiInputError(`'${opts.id}' is not an integration id (lower case letters, digits and -, 2 to 41 characters)`);
  const doc = readOpenApiDocument(text, opts.sourceName);
  const inliner = new SchemaInliner(doc);
  const ops = vendorOperations(doc, inliner);
  const picked = pick(ops, opts);
  const comments: Comment[] = [];
  const todo = (path: (string | number)[], text: string) => comments.push({ path, text: `TODO: ${text}` });
  const note = (path: (string | number)[], text: string) => comments.push({ path, text });

  const info = isObject(doc.info) ? doc.info : {};
  const title = typeof info.title === 'string' && info.title.trim() ? info.title.trim() : opts.id;
  const displayName = title.replace(/\s+((public|open|rest|web)\s+)*api(\s+v?\d[\w.]*)?$/i, '').trim() || title;
  const categories = manifestSchema.definitions.Connector.properties.categories.items.enum;
  const category = categories.includes('other') ? 'other' : categories[0]!;
  const docsUrl = isObject(doc.externalDocs) && typeof doc.externalDocs.url === 'string' ? doc.externalDocs.url : undefined;

  const server = serverOf(doc);
  const candidates = ops.filter((o) => o.method === 'GET' && !o.params.some((p) => p.required && p.in !== 'header'));
  const bestVerify = VERIFY_PATHS.map((re) => candidates.find((o) => re.test(o.path))).find((o) => o !== undefined);

  const auth = guessAuth(doc, displayName, [...picked, ...(bestVerify ? [bestVerify] : [])]);
  const authMethods = auth.filter((a) => Object.keys(a.method).length);
  const authHeaders = new Set(
    authMethods.filter((a) => a.method.type === 'api_key' && a.method.in === 'header').map((a) => String(a.method.name).toLowerCase()),
  );
  authHeaders.add('authorization');

  const manifest: Obj = {
    manifest_version: 2,
    connector: {
      id: opts.id,
      version: '0.1.0',
      display_name: displayName,
      categories: [category],
      ...(docsUrl?.startsWith('https://') ? { docs: docsUrl } : {}),
      status: 'alpha',
    },
    connection: {
      ...(Object.keys(server.inputs).length ? { inputs: server.inputs } : {}),
      auth: authMethods.length
        ? authMethods.map((a) => a.method)
        : [{ type: 'bearer', id: 'token', label: 'Access token', field: { name: 'access_token', label: 'Access token' } }],
      ...(bestVerify ? { verify: { method: 'GET', path: server.basePath + bestVerify.path } } : {}),
    },
    http: { base_url: server.origin },
  };
  note(['connector', 'categories'], `TODO: the category (one of: ${categories.join(', ')})`);
  auth.forEach((a) => {
    const at = authMethods.indexOf(a);
    for (const t of a.todos) todo(at >= 0 ? ['connection', 'auth', at] : ['connection', 'auth'], t);
  });
  if (!authMethods.length)
    todo(['connection', 'auth'], 'the description declares no security scheme the generator knows: write the sign-in');
  if (bestVerify)
    note(
      ['connection', 'verify'],
      `verify: ${bestVerify.method} ${bestVerify.path} (${bestVerify.operationId}), a cheap call that needs the credentials`,
    );
  else todo(['connection'], 'no "me"/"whoami" operation found: add verify, a cheap GET that fails with wrong credentials');
  for (const t of server.todos) todo(['http', 'base_url'], t);

  // Resources: the chosen list and single-record reads, where paging is declared (models can map them later).
  const resources: Obj = {};
  const pager = new PagingGuesser(inliner);
  for (const op of picked) {
    const pathParams = op.params.filter((p) => p.in === 'path');
    const name = resourceName(op.path);
    if (!name || op.method !== 'GET') continue;
    const guess = pathParams.length === 0 ? pager.guess(op) : undefined;
    const res: Obj = isObject(resources[name]) ? resources[name] : {};
    if (guess && !res.list) {
      res.list = {
        method: 'GET',
        path: server.basePath + op.path,
        records: guess.records,
        ...(guess.paginate ? { paginate: guess.paginate } : {}),
      };
      note(['resources', name, 'list'], `${op.operationId}: ${guess.why}`);
      if (guess.todo) todo(['resources', name, 'list'], guess.todo);
    } else if (pathParams.length === 1 && op.path.endsWith(`{${pathParams[0]!.name}}`) && !res.get) {
      res.get = { method: 'GET', path: server.basePath + op.path.replace(`{${pathParams[0]!.name}}`, '{{ params.id }}'), record: '$' };
      note(['resources', name, 'get'], op.operationId);
    }
    if (Object.keys(res).length) resources[name] = res;
  }
  if (!Object.keys(resources).length && manifestSchema.required.includes('resources')) {
    const fallback = bestVerify ?? ops.find((o) => o.method === 'GET' && !o.params.some((p) => p.in === 'path'));
    if (fallback) {
      const name = resourceName(fallback.path) ?? 'root';
      resources[name] = { get: { method: 'GET', path: server.basePath + fallback.path, record: '$' } };
      note(['resources'], `the manifest needs one resource: ${fallback.operationId}, until models are mapped`);
    } else {
      resources.todo = { get: { method: 'GET', path: '/' } };
      todo(['resources'], 'the description has no GET operation without arguments: declare a resource');
    }
  }
  if (Object.keys(resources).length) manifest.resources = resources;

  const actions = buildActions(picked, inliner, server.basePath, authHeaders, todo);
  if (Object.keys(actions).length) manifest.actions = actions;
  else todo([], 'no operation was chosen: pass --operations <operationId,...> or --tags <tag,...> to add actions');

  const header = [
    ` Generated by \`plugboard connectors new ${opts.id}\` from ${opts.sourceName ?? 'an OpenAPI description'} (${title}${typeof info.version === 'string' ? ` ${info.version}` : ''}).`,
    ' Lines marked TODO need a human: `plugboard connectors check` lists them; then `plugboard connectors conform`.',
  ].join('\n');
  const rendered = renderManifest(manifest, comments, header);
  return {
    text: rendered,
    todos: rendered
      .split('\n')
      .filter((l) => l.includes('TODO'))
      .map((l) => l.trim()),
    actions: Object.values(actions).map((a) => String((a as Obj).path)),
    resources: Object.keys(resources),
  };
}

function pick(ops: GenOperation[], opts: GenerateOptions): GenOperation[] {
  const wanted = new Set(opts.operations ?? []);
  const tags = new Set((opts.tags ?? []).map((t) => t.toLowerCase()));
  const unknown = [...wanted].filter((id) => !ops.some((o) => o.operationId === id));
  if (unknown.length)
    throw new OpenApiInputError(
      `no operation ${unknown.join(', ')} in the description (it has: ${ops
        .slice(0, 12)
        .map((o) => o.operationId)
        .join(', ')}${ops.length > 12 ? ', ...' : ''})`,
    );
  const unknownTags = [...tags].filter((t) => !ops.some((o) => o.tags.some((x) => x.toLowerCase() === t)));
  if (unknownTags.length) throw new OpenApiInputError(`no operation is tagged ${unknownTags.join(', ')}`);
  return ops.filter((o) => wanted.has(o.operationId) || o.tags.some((t) => tags.has(t.toLowerCase())));
}

/** The last literal segment of a path, as a resource name (`/v1/contacts/{id}` -> contacts). */
function resourceName(p: string): string | undefined {
  const seg = p
    .split('/')
    .filter((s) => s && !s.includes('{'))
    .pop();
  const name = seg ? snake(seg.replace(/\.\w+$/, '')) : '';
  return /^[a-z][a-z0-9_]*$/.test(name) ? name : undefined;
}

interface Server {
  origin: string;
  basePath: string;
  inputs: Obj;
  todos: string[];
}

/** The first server: variables in the host become connection inputs; ones in the path take their default. */
function serverOf(doc: OpenApiDoc): Server {
  const servers = Array.isArray(doc.servers) ? doc.servers.filter(isObject) : [];
  const first = servers[0];
  const todos: string[] = [];
  if (servers.length > 1)
    todos.push(
      `the description lists ${servers.length} servers; the first is used (others: ${servers
        .slice(1, 5)
        .map((s) => String(s.url))
        .join(', ')})`,
    );
  const raw = first && typeof first.url === 'string' ? first.url : '';
  const vars = first && isObject(first.variables) ? first.variables : {};
  const m = /^(https?:\/\/[^/]+)(\/.*)?$/i.exec(raw);
  if (!m) {
    todos.push(`the server URL '${raw || '(none)'}' is not absolute: write the tool's API origin`);
    return { origin: 'https://api.example.com', basePath: raw.startsWith('/') ? raw.replace(/\/$/, '') : '', inputs: {}, todos };
  }
  const inputs: Obj = {};
  const origin = m[1]!.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const v = isObject(vars[name]) ? vars[name] : {};
    const key = ident(name);
    const options = Array.isArray(v.enum) ? v.enum.filter((e): e is string => typeof e === 'string') : [];
    inputs[key] = {
      label: name.replace(/[_-]+/g, ' ').replace(/^\w/, (c) => c.toUpperCase()),
      ...(typeof v.description === 'string' ? { description: v.description.slice(0, 300) } : {}),
      // A default makes the input optional in the connect modal (the vendor's usual value).
      ...(typeof v.default === 'string' && v.default ? { default: v.default } : { required: true }),
      pattern: options.length ? `^(?:${options.map((o) => o.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})$` : '^[A-Za-z0-9-]+$',
    };
    return `{{ inputs.${key} }}`;
  });
  if (Object.keys(inputs).length)
    todos.push('server variables became connection inputs: give each a help text saying where the end user finds it');
  const basePath = (m[2] ?? '').replace(/\{([^}]+)\}/g, (_, name: string) => {
    const v = isObject(vars[name]) ? vars[name] : {};
    todos.push(`the server path variable '${name}' took its default`);
    return typeof v.default === 'string' ? v.default : name;
  });
  return { origin, basePath: basePath.replace(/\/$/, ''), inputs, todos };
}

function buildActions(
  picked: GenOperation[],
  inliner: SchemaInliner,
  basePath: string,
  authHeaders: Set<string>,
  todo: (path: (string | number)[], text: string) => void,
): Obj {
  const actions: Obj = {};
  const paths = new Set<string>();
  for (const op of picked) {
    let name = ident(op.operationId).slice(0, 60);
    while (name in actions) name = `${name}_2`;
    const tag = op.tags[0] ? kebab(op.tags[0]) : '';
    let path = [tag, kebab(op.operationId) || 'call'].filter((s) => /^[a-z][a-z0-9-]*$/.test(s)).join('/') || `call-${paths.size + 1}`;
    while (paths.has(path)) path = `${path}-2`;
    paths.add(path);
    const props: Obj = {};
    const required: string[] = [];
    const names = new Set<string>(['body']);
    const query: Obj = {};
    const headers: Obj = {};
    let reqPath = basePath + op.path;
    for (const p of op.params) {
      if (p.in === 'cookie' || (p.in === 'header' && authHeaders.has(p.name.toLowerCase()))) continue;
      let key = ident(p.name);
      while (names.has(key)) key = `${key}_${p.in}`;
      names.add(key);
      const schema = inliner.inline(p.schema);
      props[key] = { ...schema, ...(p.description && !schema.description ? { description: p.description.slice(0, 300) } : {}) };
      if (p.required) required.push(key);
      const ref = p.required ? `{{ input.${key} }}` : `{{ input.${key} | default }}`;
      if (p.in === 'path') reqPath = reqPath.replace(`{${p.name}}`, `{{ input.${key} }}`);
      else if (p.in === 'query') query[p.name] = ref;
      else headers[p.name] = ref;
    }
    if (op.requestSchema !== undefined) {
      props.body = inliner.inline(op.requestSchema);
      if (op.requestRequired) required.push('body');
    }
    const out = inliner.deref(op.responseSchema).value;
    const outType =
      isObject(out) && typeof out.type === 'string' ? out.type : isObject(out) && isObject(out.properties) ? 'object' : undefined;
    actions[name] = {
      path,
      description: (op.summary ?? `${op.method} ${op.path}`).slice(0, 300),
      input: { type: 'object', additionalProperties: false, ...(required.length ? { required } : {}), properties: props },
      output: outType ? { type: outType } : {},
      request: {
        method: op.method,
        path: reqPath,
        ...(Object.keys(query).length ? { query } : {}),
        ...(Object.keys(headers).length ? { headers } : {}),
        ...(op.requestSchema !== undefined ? { body: '{{ input.body }}' } : {}),
      },
    };
    todo(
      ['actions', name, 'output'],
      `describe the output (the answer is passed through as it is; the vendor documents ${op.operationId}'s answer)`,
    );
    if (op.requestMediaTypes.length && !op.requestMediaTypes.some((t) => /json/i.test(t)))
      todo(
        ['actions', name, 'request'],
        `the tool takes ${op.requestMediaTypes.join(', ')}, not JSON: check the body is sent as it expects`,
      );
  }
  return actions;
}
