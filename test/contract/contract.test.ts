/**
 * Contract tests generated from openapi.yaml at load time: for every operation, credentials are enforced
 * (401 in the error shape), bodies and required parameters that violate the schema get 400 in the error shape,
 * and a valid request built from the spec's examples gets a status the spec lists with a body its schema
 * accepts. New endpoints are covered without writing tests.
 *
 * Against any running instance: npm run test:contract -- --base-url http://127.0.0.1:8080 --api-token ... [--access-token ...]
 * Inside `npm test` (no CONTRACT_BASE_URL): boots a gateway on the embedded store and seeds a project and a connection.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import addFormats from 'ajv-formats';
import { expect } from 'chai';
import { OpenAPIBackend } from 'openapi-backend';
import { parse } from 'yaml';
import { listOperations, resolve, sampleFromSchema, violatingBody, type SpecOperation } from './spec-requests.js';
import { CLI_OPERATOR } from '../../src/services/audit/audit-recorder.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const specPath = path.join(root, 'openapi.yaml');
const spec = parse(readFileSync(specPath, 'utf8'));
const operations = listOperations(spec);
const schemeHeaders: Record<string, string> = Object.fromEntries(
  Object.entries<any>(spec.components?.securitySchemes ?? {})
    .filter(([, s]) => s.type === 'apiKey' && s.in === 'header')
    .map(([name, s]) => [name, String(s.name)]),
);
/** http bearer schemes whose token stands for a record (the agent key): sent as `Authorization: Bearer`. */
const bearerSchemes = new Set(
  Object.entries<any>(spec.components?.securitySchemes ?? {})
    .filter(([, s]) => s.type === 'http' && String(s.scheme).toLowerCase() === 'bearer')
    .map(([name]) => name),
);
/** apiKey-in-cookie schemes (the dashboard session): credentials come from signing in, writes add the CSRF header. */
const schemeCookies: Record<string, string> = Object.fromEntries(
  Object.entries<any>(spec.components?.securitySchemes ?? {})
    .filter(([, s]) => s.type === 'apiKey' && s.in === 'cookie')
    .map(([name, s]) => [name, String(s.name)]),
);

interface Target {
  baseUrl: string;
  tokens: Record<string, string | undefined>;
  values: Record<string, string | undefined>;
  close?: () => Promise<void>;
}

let target: Target;
const validator = new OpenAPIBackend({
  definition: specPath,
  strict: false,
  validate: true,
  quick: false,
  ajvOpts: { strict: false },
  customizeAjv: (ajv) => {
    addFormats.default(ajv);
    return ajv;
  },
});

before(async function () {
  this.timeout(300_000); // compiling the spec's validators and booting a gateway take minutes on a loaded machine
  await validator.init();
  const external = process.env.CONTRACT_BASE_URL;
  if (external) {
    const apiToken = process.env.CONTRACT_API_TOKEN;
    target = {
      baseUrl: external.replace(/\/+$/, ''),
      tokens: {
        ApiToken: apiToken,
        LegacyApiToken: process.env.CONTRACT_LEGACY_API_TOKEN ?? apiToken,
        AccessToken: process.env.CONTRACT_ACCESS_TOKEN,
        SessionToken: process.env.CONTRACT_SESSION_TOKEN,
        AgentKey: process.env.CONTRACT_AGENT_KEY,
        // Signs in to the dashboard (an API token works too, for its own environment).
        DashboardSession: process.env.CONTRACT_ADMIN_TOKEN ?? apiToken,
      },
      values: {
        accessToken: process.env.CONTRACT_ACCESS_TOKEN,
        connectionId: process.env.CONTRACT_CONNECTION_ID,
        environmentId: process.env.CONTRACT_ENVIRONMENT_ID,
      },
    };
    return;
  }
  const { startTestGateway } = await import('../support/start-gateway.js');
  const { seedConnection, seedProject } = await import('../support/seed.js');
  const gw = await startTestGateway({ PLUGBOARD_ADMIN_TOKEN: 'contract-operator-token-0123456789' });
  const core = gw.gateway.core;
  const project = await seedProject(core, 'Contract tests');
  // The dashboard operations run as the operator on another project: rotating its token leaves this one's alone.
  const dashboardProject = await seedProject(core, 'Contract tests (dashboard)');
  const conn = await seedConnection(core, project.dev.env, {
    integrationId: 'aircall',
    authMethodId: 'basic',
    credentials: { type: 'basic', username: 'contract-id', password: 'contract-token' },
  });
  const agentKey = await core.services.agentKeys.create(project.dev.env, { name: 'Contract tests' }, core.services.audit.as(CLI_OPERATOR));
  target = {
    baseUrl: gw.url,
    tokens: {
      ApiToken: project.dev.apiToken,
      LegacyApiToken: project.dev.apiToken,
      AccessToken: conn.accessToken,
      SessionToken: undefined,
      AgentKey: agentKey.secret,
      DashboardSession: 'contract-operator-token-0123456789',
    },
    values: { accessToken: conn.accessToken, connectionId: conn.connectionId, environmentId: dashboardProject.dev.env.id },
    close: () => gw.close(),
  };
});

after(async function () {
  this.timeout(30_000);
  await target?.close?.();
});

/** Schemes a request must carry: none when the spec allows an anonymous call (`{}` among the requirements). */
function requiredSchemes(op: SpecOperation): string[] {
  if (!op.security.length || op.security.some((r) => Object.keys(r).length === 0)) return [];
  return Object.keys(op.security[0]!);
}

async function credentialHeaders(op: SpecOperation): Promise<Record<string, string> | undefined> {
  const headers: Record<string, string> = {};
  for (const scheme of requiredSchemes(op)) {
    if (schemeCookies[scheme]) {
      const signedIn = await dashboardSession(scheme);
      if (!signedIn) return undefined;
      Object.assign(headers, signedIn);
      continue;
    }
    let token = target.tokens[scheme];
    if (!token && scheme === 'SessionToken') token = await freshSessionToken();
    if (!token) return undefined;
    if (bearerSchemes.has(scheme)) headers.authorization = `Bearer ${token}`;
    else headers[schemeHeaders[scheme]!] = token;
  }
  return headers;
}

/** Headers that carry an unknown token for each scheme (a cookie for cookie schemes). */
function invalidCredentialHeaders(schemes: string[]): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const s of schemes) {
    if (schemeCookies[s]) headers.cookie = `${schemeCookies[s]}=pb_invalid_token_for_contract_test`;
    else if (bearerSchemes.has(s)) headers.authorization = 'Bearer pb_invalid_token_for_contract_test';
    else headers[schemeHeaders[s]!] = 'pb_invalid_token_for_contract_test';
  }
  return headers;
}

/** A fresh dashboard session for each request (one operation signs out): its cookie and CSRF header. */
async function dashboardSession(scheme: string): Promise<Record<string, string> | undefined> {
  const token = target.tokens[scheme];
  const signIn = operations.find((o) => o.operationId === 'createDashboardSession');
  if (!token || !signIn) return undefined;
  const res = await fetch(target.baseUrl + signIn.path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  if (res.status !== 200) return undefined;
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0]!;
  const body = (await res.json()) as { csrfToken: string };
  return { cookie, 'x-plugboard-csrf': body.csrfToken };
}

/** Session tokens are single-use: ask the API for a new one when an operation needs it. */
async function freshSessionToken(): Promise<string | undefined> {
  const create = operations.find((o) => o.operationId === 'createSessionToken');
  if (!create || !target.tokens.ApiToken) return undefined;
  const res = await send(create, { [schemeHeaders.ApiToken!]: target.tokens.ApiToken }, {});
  return res.status === 200 ? res.body?.result?.sessionToken : undefined;
}

function requestPath(op: SpecOperation, omitQuery?: string): string {
  let p = op.path;
  const query = new URLSearchParams();
  for (const param of op.parameters) {
    const value = param.name in target.values && target.values[param.name] ? target.values[param.name] : paramSample(param);
    if (param.in === 'path') p = p.replace(`{${param.name}}`, encodeURIComponent(String(value)));
    if (param.in === 'query' && param.required && param.name !== omitQuery && value !== undefined) query.set(param.name, String(value));
  }
  const qs = query.toString();
  return qs ? `${p}?${qs}` : p;
}

function paramSample(param: any): unknown {
  if (param.example !== undefined) return param.example;
  if (param.examples) return resolve(spec, Object.values<any>(param.examples)[0])?.value;
  return sampleFromSchema(spec, param.schema ?? { type: 'string' }, 0);
}

async function send(op: SpecOperation, headers: Record<string, string>, body: unknown, omitQuery?: string) {
  const init: RequestInit = { method: op.method.toUpperCase(), headers: { ...headers } };
  if (body !== undefined && op.method !== 'get' && op.method !== 'delete') {
    init.body = JSON.stringify(body);
    (init.headers as Record<string, string>)['content-type'] = 'application/json';
  }
  const res = await fetch(target.baseUrl + requestPath(op, omitQuery), init);
  const text = await res.text();
  const type = res.headers.get('content-type') ?? '';
  return { status: res.status, type, text, body: isJsonType(type) && text ? JSON.parse(text) : undefined };
}

/** One JSON document (application/json, application/problem+json), not JSON lines (application/x-ndjson). */
const isJsonType = (type: string) => /^application\/([\w.-]+\+)?json\b/.test(type);

function expectErrorShape(op: SpecOperation, res: { status: number; body: any }, status: number, codes?: string[]) {
  expect(res.status, JSON.stringify(res.body)).to.equal(status);
  const result = validator.validateResponse(res.body, op.operationId, res.status);
  expect(result.errors ?? [], `error body matches the spec: ${JSON.stringify(res.body)}`).to.deep.equal([]);
  expect(res.body?.error?.code).to.be.a('string');
  expect(res.body?.error?.message).to.be.a('string').and.not.equal('');
  if (codes) expect(codes).to.include(res.body.error.code);
}

for (const op of operations) {
  describe(`contract: ${op.method.toUpperCase()} ${op.path} (${op.operationId})`, () => {
    const schemes = requiredSchemes(op);
    const validBody = op.requestExample;

    if (schemes.length) {
      it('answers 401 in the error shape when credentials are missing', async () => {
        const res = await send(op, {}, validBody);
        expectErrorShape(op, res, 401, ['UNAUTHORIZED']);
      });
      it('answers 401 in the error shape when a token is not valid', async () => {
        const res = await send(op, invalidCredentialHeaders(schemes), validBody);
        expectErrorShape(op, res, 401, ['UNAUTHORIZED']);
      });
    }

    const violation = op.requestSchema ? violatingBody(spec, op.requestSchema, validBody) : undefined;
    if (violation) {
      it(`answers 400 VALIDATION_FAILED for a body with ${violation.why}`, async function () {
        const headers = await credentialHeaders(op);
        expect(headers, 'credentials for every scheme this operation requires').to.not.equal(undefined);
        const res = await send(op, headers!, violation.body);
        expectErrorShape(op, res, 400, ['VALIDATION_FAILED']);
      });
    }

    const requiredQuery = op.parameters.filter((p) => p.in === 'query' && p.required);
    for (const param of requiredQuery) {
      it(`answers 400 VALIDATION_FAILED without the required query parameter ${param.name}`, async () => {
        const headers = await credentialHeaders(op);
        expect(headers).to.not.equal(undefined);
        const res = await send(op, headers!, validBody, param.name);
        expectErrorShape(op, res, 400, ['VALIDATION_FAILED']);
      });
    }

    it('answers a valid request with a status and a body the spec allows', async () => {
      const headers = await credentialHeaders(op);
      expect(headers, 'credentials for every scheme this operation requires').to.not.equal(undefined);
      const res = await send(op, headers!, validBody);
      const listed = Object.keys(op.responses);
      const allowed = listed.includes(String(res.status)) || (listed.includes('default') && res.status < 500);
      expect(allowed, `status ${res.status} is not listed for ${op.operationId}: ${res.text.slice(0, 300)}`).to.equal(true);
      const declared = op.responses[String(res.status)] ?? op.responses.default;
      const contentTypes = Object.keys(resolve(spec, declared)?.content ?? {});
      if (isJsonType(res.type)) {
        const result = validator.validateResponse(res.body, op.operationId, res.status);
        expect(result.errors ?? [], `body matches the spec: ${res.text.slice(0, 300)}`).to.deep.equal([]);
      } else if (contentTypes.length) {
        expect(
          contentTypes.some((t) => res.type.startsWith(t.split(';')[0]!)),
          `content type ${res.type}`,
        ).to.equal(true);
        // JSON lines: every line one JSON document.
        if (res.type.startsWith('application/x-ndjson')) {
          for (const line of res.text.split('\n').filter(Boolean)) expect(() => JSON.parse(line) as unknown, line).to.not.throw();
        }
      }
    });
  });
}
