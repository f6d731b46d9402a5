import path from 'node:path';
import jsonata from 'jsonata';
import { compileManifestExpression } from '../mapping/bounded-expression.js';
import { compileValue, type CompiledTemplate, type Scope } from '../mapping/template.js';
import { parsePath } from '../mapping/paths.js';
import type { CompiledRecordsFilter } from '../mapping/records-filter.js';
import { loadManifestSource, type ManifestSource } from '../schema/load-manifest-source.js';
import type { Manifest, ManifestOperation, ManifestRecordsFilter } from '../schema/manifest.gen.js';
import { validateManifestSchema } from '../schema/validate-manifest-schema.js';
import { withImpliedFacts } from '../schema/repeated-facts.js';
import { compileActions, compileRequest } from './compile-actions.js';
import { checkManifestVersion } from './check-version.js';
import { checkWebhooks } from './check-webhooks.js';
import { compileLookups } from './compile-lookups.js';
import { lookupsScope } from './lookups-scope.js';
import { compileModels } from './compile-models.js';
import { compileReportJob } from './compile-report-job.js';
import { compileSubscriptions } from './compile-subscriptions.js';
import type {
  CompiledAuthMethod,
  CompiledConnector,
  CompiledFieldsMetadata,
  CompiledOperation,
  CompiledRequest,
  HostOverride,
  PassthroughRead,
  RetryPolicy,
} from './compiled-connector.js';
import { connectorInfo } from './connector-info.js';
import type { ManifestError } from '../manifest-error.js';
import { pathPattern, TemplateChecker } from './template-checker.js';

/** What every compile stage of one manifest reads and reports into. */
interface Stage {
  manifest: Manifest;
  source: ManifestSource;
  /** Every stage adds its errors here: all are reported, never only the first. */
  errors: ManifestError[];
  checker: TemplateChecker;
  /** The connection's inputs, as templates see them. */
  inputsScope: Scope;
  /** `{ inputs }`: the scope of templates that are not per operation. */
  baseScope: Scope;
}

/**
 * Pipeline for one manifest: YAML with positions + $ref resolution -> JSON Schema (ajv strict) -> semantic
 * checks -> compiled templates, JSONata, codecs and validators. Returns every error found, never only the first.
 */
export function compileConnector(opts: {
  file: string;
  displayFile?: string;
  text: string;
  folderName?: string;
  hostOverride?: HostOverride;
}): { connector?: CompiledConnector; errors: ManifestError[] } {
  const source = loadManifestSource(opts.displayFile ?? opts.file, opts.text);
  // YAML syntax errors leave no tree; unresolved $refs leave holes that the schema pass reports further.
  if (source.value === undefined) return { errors: source.errors };
  const versionErrors = checkManifestVersion(source);
  if (versionErrors.length) return { errors: [...source.errors, ...versionErrors] };
  const errors: ManifestError[] = [...source.errors, ...validateManifestSchema(source)];
  if (errors.length) return { errors };
  // Defaults (the schema's) and read-only fields (the common model's) are said once: the compiled connector is the
  // same whether a manifest repeats them or not.
  const manifest = withImpliedFacts(source.value) as Manifest;
  const inputsScope: Scope = Object.fromEntries(Object.keys(manifest.connection.inputs ?? {}).map((k) => [k, 'any' as const]));
  const stage: Stage = {
    manifest,
    source,
    errors,
    checker: new TemplateChecker(source, errors),
    inputsScope,
    baseScope: { inputs: inputsScope },
  };
  checkConnection(stage, opts.folderName);
  const parts = compileParts(stage);
  if (errors.length) return { errors };
  return { connector: assemble(manifest, parts, opts), errors };
}

/** The connector's id against its folder, and its inputs (sources only OAuth gives, patterns). */
function checkConnection({ manifest, source, errors }: Stage, folderName: string | undefined): void {
  if (folderName !== undefined && manifest.connector.id !== folderName) {
    errors.push(
      source.error(
        '/connector/id',
        `connector id '${manifest.connector.id}' differs from its folder '${folderName}'`,
        `write id: ${folderName}`,
      ),
    );
  }
  const hasOAuthCode = manifest.connection.auth.some((a) => a.type === 'oauth2_authorization_code');
  for (const [name, input] of Object.entries(manifest.connection.inputs ?? {})) {
    if ((input.from_token_response !== undefined || input.from_callback_query !== undefined) && !hasOAuthCode) {
      const key = input.from_token_response !== undefined ? 'from_token_response' : 'from_callback_query';
      errors.push(
        source.error(
          `/connection/inputs/${name}/${key}`,
          `${key} needs an oauth2_authorization_code auth method`,
          'remove it, or add an OAuth method',
        ),
      );
    }
    if (input.from_credentials !== undefined && !manifest.connection.auth.some((a) => a.type === 'basic')) {
      errors.push(
        source.error(
          `/connection/inputs/${name}/from_credentials`,
          'from_credentials needs a basic auth method',
          'remove it, or add a basic method',
        ),
      );
    }
    if (input.pattern !== undefined) {
      try {
        new RegExp(input.pattern);
      } catch {
        errors.push(source.error(`/connection/inputs/${name}/pattern`, 'pattern is not a valid regular expression'));
      }
    }
  }
}

/** Every compiled part of the connector, each stage reporting its errors (in this order, as before the split). */
function compileParts(stage: Stage) {
  const { manifest, source, errors, checker, inputsScope, baseScope } = stage;
  const auth = compileAuth(manifest, source, errors, checker, baseScope);
  const baseUrl = checker.template('/http/base_url', manifest.http.base_url, baseScope) ?? { kind: 'literal' as const, value: '' };
  const headers: Record<string, CompiledTemplate> = {};
  for (const [k, v] of Object.entries(manifest.http.headers ?? {})) {
    const t = checker.template(`/http/headers/${k}`, v, baseScope);
    if (t) headers[k.toLowerCase()] = t;
  }
  checkErrorRuleActions(stage);
  const resources = compileResources(stage);
  const models = compileModels(manifest, source, errors);
  const fieldsMetadata = compileFieldsMetadata(stage);
  const actions = compileActions(manifest, source, errors, checker, inputsScope);
  const lookups = compileLookups(manifest, source, errors, checker, baseScope);
  checkWebhooks(manifest, source, errors);
  const subscriptions = compileSubscriptions(manifest, source, errors, checker, inputsScope);
  const verify = manifest.connection.verify
    ? compileRequest('/connection/verify', manifest.connection.verify, baseScope, checker)
    : undefined;
  // `sync.delta.start_token`: the request whose answer holds the token a full read ends with (Gmail's profile).
  const deltaStart: Record<string, CompiledRequest> = {};
  for (const [id, m] of Object.entries(manifest.models ?? {})) {
    const st = m.sync?.delta?.start_token;
    if (st) deltaStart[id] = compileRequest(`/models/${id}/sync/delta/start_token/request`, st.request, baseScope, checker);
  }
  return { auth, baseUrl, headers, resources, models, fieldsMetadata, actions, lookups, subscriptions, verify, deltaStart };
}

/** A `refresh_then_retry` error rule needs a token to refresh. */
function checkErrorRuleActions({ manifest, source, errors }: Stage): void {
  const hasOAuth = manifest.connection.auth.some(
    (a) => a.type === 'oauth2_authorization_code' || a.type === 'oauth2_client_credentials' || a.type === 'oauth2_password',
  );
  (manifest.http.errors ?? []).forEach((r, i) => {
    if (r.action === 'refresh_then_retry' && !hasOAuth) {
      errors.push(source.error(`/http/errors/${i}/action`, 'refresh_then_retry needs an OAuth auth method', 'use action: fail'));
    }
  });
}

/** The compiled connector from its checked manifest and compiled parts: defaults of the HTTP settings applied. */
function assemble(
  manifest: Manifest,
  parts: ReturnType<typeof compileParts>,
  opts: { file: string; hostOverride?: HostOverride },
): CompiledConnector {
  const { verify } = parts;
  return {
    id: manifest.connector.id,
    dir: path.dirname(opts.file),
    manifest,
    info: connectorInfo(manifest, parts.models, parts.actions),
    inputs: manifest.connection.inputs ?? {},
    baseUrl: parts.baseUrl,
    headers: parts.headers,
    timeoutMs: manifest.http.timeout_ms ?? 30_000,
    retry: retryPolicy(manifest),
    rateLimit: manifest.http.rate_limit ?? {},
    errorRules: manifest.http.errors ?? [],
    auth: parts.auth,
    resources: parts.resources,
    models: parts.models,
    passthroughReads: passthroughReads(parts.resources, parts.models),
    fieldsMetadata: parts.fieldsMetadata,
    deltaStartRequests: parts.deltaStart,
    actions: parts.actions,
    lookups: parts.lookups,
    ...(verify ? { verify } : {}),
    ...(manifest.webhooks ? { webhooks: manifest.webhooks } : {}),
    subscriptions: parts.subscriptions,
    ...(opts.hostOverride ? { hostOverride: opts.hostOverride } : {}),
    ...(manifest.tests ? { fixturesDir: path.join(path.dirname(opts.file), manifest.tests.fixtures_dir) } : {}),
  };
}

/** Per model, in model order, the GET operations of `get` and `list` the model offers. */
function passthroughReads(resources: CompiledConnector['resources'], models: CompiledConnector['models']): PassthroughRead[] {
  const reads: PassthroughRead[] = [];
  for (const model of Object.values(models)) {
    const ops = resources[model.resource] ?? {};
    for (const name of ['get', 'list'] as const) {
      const op = ops[name];
      if (op?.method === 'GET' && model.operations.includes(name)) reads.push({ model, name, op });
    }
  }
  return reads;
}

/** The manifest's `http.retry` with the runtime's defaults for what it leaves out. */
function retryPolicy(manifest: Manifest): RetryPolicy {
  const r = manifest.http.retry ?? {};
  return {
    statuses: r.statuses ?? [429, 502, 503, 504],
    onNetworkError: r.on_network_error ?? true,
    onTimeout: r.on_timeout ?? false,
    maxAttempts: r.max_attempts ?? 4,
    initialMs: r.initial_ms ?? 500,
    maxBackoffMs: r.max_backoff_ms ?? 30_000,
    factor: r.factor ?? 2,
    jitter: r.jitter ?? 'full',
    maxWaitMs: r.max_wait_ms ?? 60_000,
  };
}

/** Every resource operation: its request compiled, its records and pagination checked. */
function compileResources(stage: Stage): Record<string, Record<string, CompiledOperation>> {
  const resources: Record<string, Record<string, CompiledOperation>> = {};
  for (const [rname, resource] of Object.entries(stage.manifest.resources ?? {})) {
    resources[rname] = {};
    for (const [op, spec] of Object.entries(resource) as [string, ManifestOperation][])
      resources[rname][op] = compileOperation(stage, `/resources/${rname}/${op}`, op, spec, resource.get !== undefined);
  }
  return resources;
}

function compileOperation(
  { manifest, source, errors, checker, inputsScope }: Stage,
  at: string,
  op: string,
  spec: ManifestOperation,
  resourceHasGet: boolean,
): CompiledOperation {
  const scope: Scope = {
    inputs: inputsScope,
    // until: the time a deleted-records read started (deleted_since: the end of its window, Salesforce's end).
    params: { id: 'any', since: 'any', until: 'any', filter: 'any', delta_token: 'any' },
    model: { downstream_fields: 'any' },
    ...lookupsScope(manifest),
    ...(op === 'create' || op === 'update' ? { record: 'any' as const } : {}),
    ...(spec.compose ? { message: { raw: 'any' as const, base64url: 'any' as const } } : {}),
  };
  const req = compileRequest(at, spec, scope, checker);
  checkListShape(source, errors, at, op, spec, resourceHasGet);
  const reportJob = compileReportJob(at, op, spec, scope, checker, source, errors);
  // create/update send the mapped record as the body unless the manifest shapes it.
  if ((op === 'create' || op === 'update') && spec.body === undefined) req.body = compileValue('{{ record }}');
  if (
    (op === 'list' || op === 'search' || op === 'changed_since' || op === 'deleted_since') &&
    spec.records === undefined &&
    spec.records_select === undefined
  ) {
    errors.push(
      source.error(
        at,
        `'${op}' needs records: the path of the record array in the response`,
        "add records: results (or records: '$' when the body is the array)",
        true,
      ),
    );
  }
  if (spec.paginate) checkPagination(`${at}/paginate`, spec, source, errors);
  if (spec.answer === 'none' && (op !== 'create' || spec.record !== undefined)) {
    errors.push(source.error(`${at}/answer`, 'answer: none belongs on a create that reads no record', 'remove answer, or record'));
  }
  if (spec.read_before_write && (op !== 'update' || !resourceHasGet)) {
    errors.push(
      source.error(
        `${at}/read_before_write`,
        'read_before_write belongs on an update whose resource has a get',
        'declare get on the resource, or remove read_before_write',
      ),
    );
  }
  return {
    ...req,
    name: op,
    ...(spec.records !== undefined ? { records: parsePath(spec.records) } : {}),
    ...(spec.record !== undefined ? { record: parsePath(spec.record) } : {}),
    ...(spec.paginate ? { paginate: spec.paginate } : {}),
    ...(spec.read_before_write ? { fillBeforeWrite: spec.read_before_write.fill.map(parsePath) } : {}),
    ...(spec.records_select !== undefined && compiles(spec.records_select)
      ? { recordsSelect: compileManifestExpression(spec.records_select) }
      : {}),
    ...(spec.records_filter ? { recordsFilter: compileRecordsFilter(spec.records_filter) } : {}),
    ...(spec.hydrate
      ? {
          hydrate: {
            id: parsePath(spec.hydrate.id ?? 'id'),
            concurrency: spec.hydrate.concurrency ?? 4,
            ...(spec.hydrate.unless !== undefined && compiles(spec.hydrate.unless)
              ? { unless: compileManifestExpression(spec.hydrate.unless) }
              : {}),
          },
        }
      : {}),
    ...(spec.compose ? { compose: spec.compose.type } : {}),
    ...(spec.answer === 'none' ? { answersNothing: true } : {}),
    ...(reportJob ? { reportJob } : {}),
    pathPattern: pathPattern(req.path),
  };
}

/** `records_filter`: the path parsed once, `equals` as a list of one (the check above refused neither or both). */
const compileRecordsFilter = (f: ManifestRecordsFilter): CompiledRecordsFilter => ({
  path: parsePath(f.path),
  values: f.in ?? (f.equals === undefined ? [] : [f.equals]),
});

const compiles = (expr: string): boolean => {
  try {
    jsonata(expr);
    return true;
  } catch {
    return false;
  }
};

/** `records_select`, `hydrate` and `compose`: where each belongs, and their JSONata compiling. */
function checkListShape(
  source: ManifestSource,
  errors: ManifestError[],
  at: string,
  op: string,
  spec: ManifestOperation,
  hasGet: boolean,
): void {
  const lists = op === 'list' || op === 'search' || op === 'changed_since' || op === 'deleted_since';
  if (spec.records_select !== undefined) {
    if (!lists)
      errors.push(source.error(`${at}/records_select`, `'${op}' reads one record: records_select belongs on a listing`, 'use record:'));
    if (spec.records !== undefined)
      errors.push(source.error(`${at}/records_select`, 'records and records_select both say where the records are', 'keep one'));
    if (!compiles(spec.records_select))
      errors.push(source.error(`${at}/records_select`, 'JSONata does not compile', 'see https://docs.jsonata.org'));
  }
  if (spec.records_filter) {
    const f = spec.records_filter;
    if (!lists || op === 'deleted_since')
      errors.push(
        source.error(
          `${at}/records_filter`,
          `'${op}' does not list the model's records: records_filter belongs on a list, search or changed_since`,
          'move it to the listing',
        ),
      );
    if ((f.equals === undefined) === (f.in === undefined))
      errors.push(
        source.error(`${at}/records_filter`, 'records_filter needs one of equals and in', 'write equals: <value> or in: [<values>]'),
      );
  }
  if (spec.hydrate) {
    if (!lists || op === 'deleted_since' || !hasGet)
      errors.push(
        source.error(
          `${at}/hydrate`,
          'hydrate belongs on a list, search or changed_since of a resource with a get',
          'declare get on the resource',
        ),
      );
    if (spec.hydrate.unless !== undefined && !compiles(spec.hydrate.unless))
      errors.push(source.error(`${at}/hydrate/unless`, 'JSONata does not compile', 'see https://docs.jsonata.org'));
  }
  if (spec.compose && op !== 'create')
    errors.push(source.error(`${at}/compose`, 'compose belongs on a create (a message sent)', 'move it to create'));
}

/** Each model's `fields_metadata` (custom field discovery): its request and the paths of what it answers. */
function compileFieldsMetadata({ manifest, checker, baseScope }: Stage): Record<string, CompiledFieldsMetadata> {
  const fieldsMetadata: Record<string, CompiledFieldsMetadata> = {};
  for (const [id, model] of Object.entries(manifest.models ?? {})) {
    const meta = model.fields_metadata;
    if (!meta) continue;
    fieldsMetadata[id] = {
      request: compileRequest(`/models/${id}/fields_metadata/request`, meta.request, baseScope, checker),
      records: parsePath(meta.records),
      name: parsePath(meta.name),
      ...(meta.label !== undefined ? { label: parsePath(meta.label) } : {}),
      ...(meta.type !== undefined ? { type: parsePath(meta.type) } : {}),
      pathPrefix: meta.path_prefix ?? '',
    };
  }
  return fieldsMetadata;
}

function compileAuth(
  manifest: Manifest,
  source: ManifestSource,
  errors: ManifestError[],
  checker: TemplateChecker,
  scope: Scope,
): CompiledAuthMethod[] {
  const ids = new Set<string>();
  return manifest.connection.auth.map((spec, i) => {
    const at = `/connection/auth/${i}`;
    if (ids.has(spec.id))
      errors.push(source.error(`${at}/id`, `auth method id '${spec.id}' is used twice`, 'give each auth method its own id'));
    ids.add(spec.id);
    const out: CompiledAuthMethod = { spec };
    if (spec.type === 'oauth2_authorization_code') {
      const a = checker.template(`${at}/authorize_url`, spec.authorize_url, scope);
      if (a) out.authorizeUrl = a;
      if (spec.authorize_params) out.authorizeParams = checker.value(`${at}/authorize_params`, spec.authorize_params, scope);
      if (spec.revoke) {
        const r = checker.template(`${at}/revoke/url`, spec.revoke.url, scope);
        if (r) out.revokeUrl = r;
      }
    }
    if (spec.type === 'oauth2_password') {
      // The grant's OAuth client is the manifest's (SugarCRM's built-in `sugar`), never an OAuth app of the environment.
      out.passwordClient = checker.value(at, { clientId: spec.client_id, clientSecret: spec.client_secret ?? '' }, scope);
    }
    if (spec.type === 'oauth2_authorization_code' || spec.type === 'oauth2_client_credentials' || spec.type === 'oauth2_password') {
      const t = checker.template(`${at}/token_url`, spec.token_url, scope);
      if (t) out.tokenUrl = t;
      if (spec.token_params) out.tokenParams = checker.value(`${at}/token_params`, spec.token_params, scope);
      if (spec.refresh?.params) out.refreshParams = checker.value(`${at}/refresh/params`, spec.refresh.params, scope);
    }
    return out;
  });
}

function checkPagination(at: string, op: ManifestOperation, source: ManifestSource, errors: ManifestError[]): void {
  const p = op.paginate!;
  if ('page_size' in p && p.page_size && p.page_size.default > p.page_size.max) {
    errors.push(
      source.error(
        `${at}/page_size/default`,
        `default page size ${p.page_size.default} exceeds max ${p.page_size.max}`,
        `write default: ${p.page_size.max} or less`,
      ),
    );
  }
  if (p.type === 'cursor') {
    if (p.cursor_from.in === 'body' && !p.cursor_from.path)
      errors.push(source.error(`${at}/cursor_from`, 'a body cursor needs path', 'add path: paging.next.after', true));
    if (p.cursor_from.in === 'header' && !p.cursor_from.header)
      errors.push(source.error(`${at}/cursor_from`, 'a header cursor needs header', 'add header: X-Next-Cursor', true));
  }
  const sendsBody =
    (p.type === 'cursor' && p.send.in === 'body') ||
    ('page_size' in p && p.page_size?.param.in === 'body') ||
    (p.type === 'offset' && p.offset.in === 'body') ||
    (p.type === 'page_number' && p.page.in === 'body');
  if (sendsBody && op.method === 'GET')
    errors.push(source.error(at, 'pagination sends a body parameter on a GET request', 'use in: query, or method: POST'));
}
