import { mkdtemp, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import { parse } from 'yaml';
import { PACKAGE_ROOT } from '../../../src/config/package-root.js';
import { generateManifest, OpenApiInputError } from '../../../src/connectors/index.js';
import { checkConnectors } from '../../../src/connectors/testing/check-connectors.js';
import { conformConnector, newConnectorFromOpenApi } from '../../../src/services/connectors/connector-authoring.js';

const FIXTURES = path.join(PACKAGE_ROOT, 'test/fixtures/openapi');
const read = (f: string) => readFile(path.join(FIXTURES, f), 'utf8');
type Any = Record<string, any>;

/** Generates into a fresh connectors folder, then runs the same check as `connectors:check` and conform. */
async function generateAndCheck(file: string, id: string, pick: { operations?: string[]; tags?: string[] }) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'pb-gen-'));
  const r = await newConnectorFromOpenApi({ id, openapiFile: path.join(FIXTURES, file), dir, ...pick });
  const lines: string[] = [];
  const problems = await checkConnectors(dir, (l) => lines.push(l));
  const { mismatches } = await conformConnector({ id, openapiFile: path.join(FIXTURES, file), dir });
  return { r, manifest: parse(r.text) as Any, problems, lines, mismatches };
}

describe('connectors new --from-openapi: a manifest skeleton from a vendor description', function () {
  this.timeout(30_000);

  it('OpenAPI 3.0 YAML, OAuth 2.0 authorization code, cursor paging: valid, conforming, TODOs listed as warnings', async () => {
    const {
      manifest: m,
      problems,
      lines,
      mismatches,
    } = await generateAndCheck('tasklane-oauth-cursor.yaml', 'tasklane', { tags: ['Tasks'] });
    expect(problems, lines.join('\n')).to.equal(0);
    expect(mismatches).to.deep.equal([]);
    expect(lines.filter((l) => l.startsWith('warn ')).length).to.be.greaterThan(3);
    expect(m.connector).to.include({ id: 'tasklane', display_name: 'Tasklane', docs: 'https://developers.tasklane.example/docs' });
    expect(m.connection.auth).to.have.length(1);
    expect(m.connection.auth[0]).to.deep.include({
      type: 'oauth2_authorization_code',
      authorize_url: 'https://app.tasklane.example/oauth/authorize',
      token_url: 'https://api.tasklane.example/oauth/token',
      // the scopes the chosen operations require, not every scope the tool offers (admin)
      scopes: { default: ['tasks:read', 'tasks:write'] },
    });
    expect(m.connection.verify).to.deep.equal({ method: 'GET', path: '/v1/me' });
    expect(m.http.base_url).to.equal('https://api.tasklane.example');
    expect(m.resources.tasks.list).to.deep.include({ path: '/v1/tasks', records: 'data' });
    expect(m.resources.tasks.list.paginate).to.deep.equal({
      type: 'cursor',
      cursor_from: { in: 'body', path: 'response_metadata.next_cursor' },
      send: { in: 'query', name: 'cursor' },
      page_size: { param: { in: 'query', name: 'limit' }, default: 50, max: 200 },
    });
    expect(m.resources.tasks.get.path).to.equal('/v1/tasks/{{ params.id }}');
    const create = m.actions.create_task;
    expect(create.path).to.equal('tasks/create-task');
    expect(create.request).to.deep.equal({ method: 'POST', path: '/v1/tasks', body: '{{ input.body }}' });
    // $ref and allOf inlined; OpenAPI's nullable translated; int64/int32 formats ajv does not know dropped
    expect(create.input.required).to.deep.equal(['body']);
    expect(create.input.properties.body).to.deep.equal({
      type: 'object',
      required: ['title'],
      properties: {
        title: { type: 'string', maxLength: 500 },
        due: { type: ['string', 'null'], format: 'date' },
        assignee_id: { type: 'string' },
        priority: { type: 'integer', minimum: 1, maximum: 4 },
      },
    });
    expect(m.actions.get_task.request.path).to.equal('/v1/tasks/{{ input.task_id }}');
  });

  it('OpenAPI 3.1, API key header, page numbers with total pages, a header parameter, several servers', async () => {
    const {
      r,
      manifest: m,
      problems,
      lines,
      mismatches,
    } = await generateAndCheck('docketly-apikey-pages.yaml', 'docketly', {
      operations: ['listDocuments', 'requestSignature'],
    });
    expect(problems, lines.join('\n')).to.equal(0);
    expect(mismatches).to.deep.equal([]);
    expect(m.connector.display_name).to.equal('Docketly');
    expect(m.connection.auth[0]).to.deep.include({ type: 'api_key', in: 'header', name: 'X-Docketly-Key' });
    expect(m.connection.verify.path).to.equal('/api/v2/whoami');
    expect(m.resources.documents.list.records).to.equal('documents');
    expect(m.resources.documents.list.paginate).to.deep.equal({
      type: 'page_number',
      page: { in: 'query', name: 'page' },
      total_pages_path: 'meta.total_pages',
      page_size: { param: { in: 'query', name: 'per_page' }, default: 25, max: 100 },
    });
    const sign = m.actions.request_signature;
    expect(sign.request.headers).to.deep.equal({ 'Idempotency-Key': '{{ input.idempotency_key | default }}' });
    expect(sign.request.path).to.equal('/api/v2/documents/{{ input.id }}/sign');
    expect(sign.input.properties.body.properties.signers.items.properties.email).to.deep.equal({ type: 'string', format: 'email' });
    // the second server is left to the author
    expect(r.text).to.match(
      /# TODO: the description lists 2 servers; the first is used \(others: https:\/\/sandbox\.docketly\.example\/api\/v2\)/,
    );
  });

  it('OpenAPI 3.0 JSON, server variables as inputs, offset paging with a total, bearer and basic; a form body is left to conform', async () => {
    const {
      manifest: m,
      problems,
      lines,
      mismatches,
    } = await generateAndCheck('fieldhub-servervars-offset.json', 'fieldhub', { tags: ['jobs'] });
    expect(problems, lines.join('\n')).to.equal(0);
    expect(m.http.base_url).to.equal('https://{{ inputs.region }}.fieldhub.example');
    expect(m.connection.inputs.region).to.deep.include({ label: 'Region', default: 'eu', pattern: '^(?:eu|us)$' });
    expect(m.connection.verify.path).to.equal('/rest/1.0/users/me');
    expect(m.connection.auth.map((a: Any) => a.type)).to.deep.equal(['bearer', 'basic']);
    expect(m.resources.jobs.list.paginate).to.deep.equal({
      type: 'offset',
      offset: { in: 'query', name: 'offset' },
      total_path: 'total',
      page_size: { param: { in: 'query', name: 'limit' }, default: 100, max: 500 },
    });
    // The generator marks the form body TODO; conform names the same mismatch.
    expect(mismatches.map((x) => x.message)).to.deep.equal([
      'sends Content-Type application/json; the vendor takes application/x-www-form-urlencoded',
    ]);
  });

  it('with no operation chosen, the skeleton is still valid (sign-in, host, verify, one resource) and says how to add actions', async () => {
    const { r, problems, lines, mismatches } = await generateAndCheck('ledgerly-unseen.json', 'ledgerly', {});
    expect(problems, lines.join('\n')).to.equal(0);
    expect(mismatches).to.deep.equal([]);
    expect(r.actions).to.deep.equal([]);
    expect(r.text).to.contain('TODO: no operation was chosen: pass --operations');
  });

  it('refuses what it cannot read, with a message for the author: Swagger 2.0, no OpenAPI, unknown operations and tags, a bad id, an alias bomb', async () => {
    const errors = (text: string, opts: Any = {}) => {
      try {
        generateManifest(text, { id: 'demo', ...opts });
        return '';
      } catch (e) {
        expect(e).to.be.instanceOf(OpenApiInputError);
        return (e as Error).message;
      }
    };
    expect(errors('swagger: "2.0"\npaths: {}')).to.match(/Swagger 2\.0; convert it to OpenAPI 3 first/);
    expect(errors('hello: world')).to.match(/openapi: \(missing\)/);
    const tasklane = await read('tasklane-oauth-cursor.yaml');
    expect(errors(tasklane, { operations: ['nope'] })).to.match(
      /^no operation nope in the description \(it has: getCurrentUser, listTasks/,
    );
    expect(errors(tasklane, { tags: ['Nope'] })).to.equal('no operation is tagged nope');
    expect(errors(tasklane, { id: 'Bad_Id' })).to.match(/is not an integration id/);
    const bomb = ['openapi: 3.0.0', 'paths: {}', 'a: &a [x, x, x, x, x, x, x, x, x, x]'];
    for (const c of 'bcdefghij')
      bomb.push(
        `${c}: &${c} [${Array(10)
          .fill(`*${String.fromCharCode(c.charCodeAt(0) - 1)}`)
          .join(', ')}]`,
      );
    expect(errors(bomb.join('\n'))).to.match(/neither YAML nor JSON: .*alias/i);
    expect(errors(`openapi: 3.0.0\npaths: {}\nx: ${'['.repeat(200)}${']'.repeat(200)}`)).to.match(/nests deeper than 128 levels/);
  });

  it('a recursive schema and a reference outside the file are cut, not followed', async () => {
    const doc = {
      openapi: '3.1.0',
      info: { title: 'Loop', version: '1' },
      servers: [{ url: 'https://api.loop.example' }],
      paths: {
        '/nodes': {
          post: {
            operationId: 'createNode',
            requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Node' } } } },
            responses: { '200': { description: 'ok' } },
          },
        },
      },
      components: {
        schemas: {
          Node: {
            type: 'object',
            properties: { child: { $ref: '#/components/schemas/Node' }, remote: { $ref: 'https://evil.example/schema.json' } },
          },
        },
      },
    };
    const m = parse(generateManifest(JSON.stringify(doc), { id: 'loop', operations: ['createNode'] }).text) as Any;
    expect(m.actions.create_node.input.properties.body).to.deep.equal({
      type: 'object',
      properties: { child: { description: 'recursive: Node' }, remote: {} },
    });
  });
});
