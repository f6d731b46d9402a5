import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';
import { OpenAPIBackend } from 'openapi-backend';
import { parse } from 'yaml';
import { ERROR_STATUS } from '../../../src/errors/codes.js';

// ajv-formats is CommonJS; createRequire keeps its default export shape under NodeNext.
const require = createRequire(import.meta.url);
const addFormats = require('ajv-formats') as typeof import('ajv-formats').default;

/**
 * House rules of openapi.yaml that openapi-backend does not check itself. The gateway, the contract tests and the
 * generated clients all read this file, so a slip here (an open request body, an example that contradicts its
 * schema, a route without the shared error response) would reach every consumer at once.
 */
const specPath = fileURLToPath(new URL('../../../openapi.yaml', import.meta.url));
const raw = parse(readFileSync(specPath, 'utf8'));
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** Operations every build must keep; generated unified endpoints come on top of these. */
const CORE_OPERATIONS = [
  'getHealth',
  'getReadiness',
  'listIntegrations',
  'getIntegrationCapabilities',
  'createSessionToken',
  'exchangeSessionToken',
  'oauthCallback',
  'createOauthApp',
  'findOauthApp',
  'listOauthApps',
  'deleteOauthApp',
  'connectPage',
  'getSdkScript',
  'getSdkModule',
  'getConnectSession',
  'startConnectOauth',
  'submitConnectCredentials',
  'getConnectStatus',
  'listConnections',
  'findConnection',
  'deleteConnection',
  'passthrough',
  'listEngagementUsers',
  'aircallUsersList',
  'createWebhook',
  'findWebhook',
  'listWebhooks',
  'deleteWebhook',
  'listWebhookDeliveries',
  'createLinkToken',
  'exchangeLinkToken',
  'legacyListContacts',
  'legacyGetList',
  'legacyGetConnection',
  'legacyDeleteConnection',
  'legacyCreateConnectionWebhook',
  'receiveToolWebhook',
];

type Json = any;

function rawOperations(): { path: string; method: string; op: Json }[] {
  return Object.entries<Json>(raw.paths).flatMap(([path, item]) =>
    METHODS.filter((m) => item[m]).map((method) => ({ path, method, op: item[method] })),
  );
}

/** Every object schema with declared properties, below `schema`, must be closed (maps use additionalProperties). */
function openObjects(schema: Json, at: string, out: string[] = []): string[] {
  if (!schema || typeof schema !== 'object') return out;
  if (schema.properties && schema.additionalProperties !== false) out.push(at);
  for (const [name, sub] of Object.entries<Json>(schema.properties ?? {})) openObjects(sub, `${at}.${name}`, out);
  if (typeof schema.additionalProperties === 'object') openObjects(schema.additionalProperties, `${at}.*`, out);
  if (schema.items) openObjects(schema.items, `${at}[]`, out);
  for (const key of ['anyOf', 'oneOf', 'allOf']) for (const sub of schema[key] ?? []) openObjects(sub, at, out);
  return out;
}

/** Keywords that make the document fail openapi-backend's strict check or differ between 3.0 and 3.1 readers. */
function portabilityProblems(node: Json, at: string, out: string[] = []): string[] {
  if (!node || typeof node !== 'object') return out;
  if (Array.isArray(node)) {
    node.forEach((n, i) => portabilityProblems(n, `${at}/${i}`, out));
    return out;
  }
  if (typeof node.$ref === 'string' && Object.keys(node).length > 1) out.push(`${at}: $ref with siblings`);
  if (Array.isArray(node.type)) out.push(`${at}: type array (use anyOf with type 'null')`);
  if ('nullable' in node && typeof node.nullable === 'boolean') out.push(`${at}: nullable (3.0 only)`);
  for (const [k, v] of Object.entries<Json>(node)) {
    // Examples are data, not schema: do not look inside them.
    if ((k === 'example' || k === 'examples') && !at.includes('/schema')) continue;
    if ((k === 'example' || k === 'examples') && at.includes('/schema')) out.push(`${at}/${k}: example inside a schema`);
    else portabilityProblems(v, `${at}/${k}`, out);
  }
  return out;
}

describe('spec: openapi.yaml lint', () => {
  let api: OpenAPIBackend;
  const warnings: unknown[] = [];

  before(async function () {
    this.timeout(180_000);
    const warn = console.warn;
    console.warn = (...args: unknown[]) => void warnings.push(args);
    try {
      api = new OpenAPIBackend({
        definition: specPath,
        strict: true,
        quick: false,
        validate: true,
        coerceTypes: true,
        ajvOpts: { allErrors: true, strict: true },
        customizeAjv: (ajv) => {
          addFormats(ajv);
          return ajv;
        },
      });
      await api.init();
    } finally {
      console.warn = warn;
    }
  });

  it('is a valid document that openapi-backend loads in strict mode without warnings', () => {
    expect(raw.openapi).to.equal('3.1.0');
    expect(warnings).to.deep.equal([]);
  });

  it('has unique operationIds including every core operation', () => {
    const ids = rawOperations().map((o) => o.op.operationId);
    expect(
      ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z0-9]*$/.test(id)),
      String(ids),
    ).to.equal(true);
    expect(new Set(ids).size).to.equal(ids.length);
    expect(ids).to.include.members(CORE_OPERATIONS);
  });

  it('documents every operation: summary, description, known tags, explicit security, shared default error', () => {
    const tags = new Set((raw.tags ?? []).map((t: Json) => t.name));
    const schemes = new Set(Object.keys(raw.components.securitySchemes));
    for (const { op } of rawOperations()) {
      const id = op.operationId;
      expect(op.summary, id).to.be.a('string').and.not.equal('');
      expect(op.description, id).to.be.a('string').and.not.equal('');
      expect(op.tags, id).to.be.an('array').that.is.not.empty;
      for (const t of op.tags) expect(tags.has(t), `${id} tag ${t}`).to.equal(true);
      expect(op.security, `${id} declares its security`).to.be.an('array');
      for (const req of op.security) for (const s of Object.keys(req)) expect(schemes.has(s), `${id} scheme ${s}`).to.equal(true);
      expect(op.responses.default, id).to.deep.equal({ $ref: '#/components/responses/Error' });
      if (op.security.length && !op.security.some((r: Json) => Object.keys(r).length === 0)) {
        expect(op.responses['401'], `${id} lists 401`).to.deep.equal({ $ref: '#/components/responses/Unauthorized' });
      }
      // A 303 to a page is a browser callback's success (the single sign-on callback signs in, then shows the dashboard).
      const success = Object.keys(op.responses).filter((s) => s.startsWith('2') || s === '303');
      expect(success, `${id} has a success response`).to.not.be.empty;
      for (const s of success) {
        for (const [type, media] of Object.entries<Json>(op.responses[s].content ?? {})) {
          if (type === 'text/javascript') continue;
          expect(media.examples, `${id} ${s} ${type} has examples`).to.be.an('object').that.is.not.empty;
        }
      }
    }
  });

  it('names the API-key scope of every operation that takes an API token (x-plugboard-scope), and of no other', () => {
    const scopes: string[] = raw.components.schemas.ApiKeyScope.enum;
    const wrong: string[] = [];
    for (const { op } of rawOperations()) {
      const takesToken = op.security.some((r: Json) => 'ApiToken' in r || 'LegacyApiToken' in r);
      const scope: unknown = op['x-plugboard-scope'];
      if (takesToken ? typeof scope !== 'string' || !scopes.includes(scope) : scope !== undefined)
        wrong.push(`${op.operationId}: ${String(scope)}`);
    }
    expect(wrong).to.deep.equal([]);
    expect(scopes).to.deep.equal(['read', 'write', 'connect', 'webhooks', 'agents', 'admin']);
  });

  it('closes every request body object (additionalProperties: false)', () => {
    const open: string[] = [];
    for (const o of api.getOperations()) {
      const schema = (o.requestBody as Json)?.content?.['application/json']?.schema;
      if (schema) openObjects(schema, `${o.operationId}.body`, open);
    }
    expect(open).to.deep.equal([]);
  });

  it('uses the /api envelope on /api paths only', () => {
    for (const { path, op } of rawOperations()) {
      for (const [status, res] of Object.entries<Json>(op.responses)) {
        if (!status.startsWith('2')) continue;
        const schema = api.getOperation(op.operationId)!.responses?.[status] as Json;
        let json = schema?.content?.['application/json']?.schema;
        if (!json) continue;
        // Tool calls answer their result or, with Plugboard-Dry-Run, a DryRunAnswer: the result is enveloped.
        const isDryRun = (s: Json) => Array.isArray(s.required) && s.required.includes('dryRun');
        if (Array.isArray(json.anyOf) && json.anyOf.some(isDryRun)) json = json.anyOf.find((s: Json) => !isDryRun(s));
        const enveloped = Array.isArray(json.required) && json.required.includes('result');
        expect(enveloped, `${op.operationId} ${status}`).to.equal(path.startsWith('/api/'));
        expect(res).to.not.equal(undefined);
      }
    }
  });

  it('keeps to what both 3.0 and 3.1 readers accept (no type arrays, no schema examples, no $ref siblings)', () => {
    expect(portabilityProblems(raw, '#')).to.deep.equal([]);
  });

  it('has request and response examples that match their schemas', () => {
    const problems: string[] = [];
    for (const o of api.getOperations()) {
      const id = o.operationId!;
      for (const [status, res] of Object.entries<Json>(o.responses ?? {})) {
        for (const [name, ex] of Object.entries<Json>(res.content?.['application/json']?.examples ?? {})) {
          const code = status === 'default' ? 500 : Number(status);
          const r = api.validateResponse(ex.value, id, code);
          if (r.errors) problems.push(`${id} ${status} ${name}: ${JSON.stringify(r.errors)}`);
        }
      }
      const media = (o.requestBody as Json)?.content?.['application/json'];
      for (const [name, ex] of Object.entries<Json>(media?.examples ?? {})) {
        const r = api.validateRequest({ method: o.method, path: o.path, body: ex.value, headers: {}, query: {} }, id);
        const errs = (r.errors ?? []).filter((e) => e.instancePath.startsWith('/requestBody'));
        if (errs.length) problems.push(`${id} request ${name}: ${JSON.stringify(errs)}`);
      }
    }
    expect(problems).to.deep.equal([]);
  });

  it('accepts an absent body where the body is optional', () => {
    for (const o of api.getOperations()) {
      const body = o.requestBody as Json;
      if (!body || body.required) continue;
      const r = api.validateRequest({ method: o.method, path: o.path, headers: {}, query: {} }, o.operationId);
      const errs = (r.errors ?? []).filter((e) => !e.instancePath.startsWith('/query') && !e.instancePath.startsWith('/path'));
      expect(errs, o.operationId).to.deep.equal([]);
    }
  });

  it('documents every error code with its status (as src/errors/codes.ts) in info.description', () => {
    for (const [code, status] of Object.entries(ERROR_STATUS)) {
      expect(raw.info.description, code).to.contain(`| ${code} | ${status} |`);
    }
  });
});
