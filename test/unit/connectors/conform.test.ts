import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';
import { parse } from 'yaml';
import { PACKAGE_ROOT } from '../../../src/config/package-root.js';
import { conformManifest, formatMismatch } from '../../../src/connectors/conform/conform.js';

const vendor = parse(readFileSync(path.join(PACKAGE_ROOT, 'test/fixtures/conform/acme-openapi.yaml'), 'utf8')) as Record<string, unknown>;

const manifest = (people: string, extra = '') => `manifest_version: 2
connector: { id: acme, version: 0.1.0, display_name: Acme, icon_uri: "https://example.com/a.png", categories: [crm] }
connection:
  auth:
    - { type: bearer, id: token, field: { name: token, label: Token } }
  verify: { method: GET, path: /v2/me, query: { fields: id } }
http:
  base_url: https://api.acme.example
${extra}resources:
  people:
${people}
models:
  crm.contact:
    resource: people
    fields:
      id: { path: id, codec: string, write: false }
      firstName: { path: first_name }
      lastName: { path: last_name }
      email: { path: email }
      phone: { path: phones.0 }
      accountId: { path: company.id, codec: string }
      createdTime: { path: created_at, codec: datetime, write: false }
      modifiedTime: { path: updated_at, codec: datetime, write: false }
`;
const GOOD = `    list: { method: GET, path: /v2/people, query: { updated_since: "{{ params.since | default }}" }, records: data, paginate: { type: page_number, page: { in: query, name: page }, page_size: { param: { in: query, name: per_page }, default: 50, max: 100 } } }
    get: { method: GET, path: "/v2/people/{{ params.id }}", record: data }
    create: { method: POST, path: /v2/people, record: data }`;
const lineOf = (text: string, needle: string) => text.split('\n').findIndex((l) => l.includes(needle)) + 1;

describe('connectors:conform: manifest requests and reads against a vendor OpenAPI description', () => {
  it('finds no mismatch where the manifest follows the description, except fields the vendor does not have', () => {
    const text = manifest(GOOD);
    const found = conformManifest('connectors/acme/manifest.yaml', text, vendor);
    // The runtime's default Accept is refused by /v2/me (Outreach's 406); phones.0 exists neither in the record
    // (read) nor in the create body (write).
    expect(found.map((m) => [m.line, m.message, m.vendor])).to.deep.equal([
      [lineOf(text, 'verify:'), 'sends Accept application/json; the vendor answers application/vnd.acme+json', 'GET /v2/me whoAmI'],
      [
        lineOf(text, 'phone: { path'),
        "crm.contact.phone reads 'phones.0'; the vendor's get record has no 'phones'",
        'GET /v2/people/{id} getPerson',
      ],
      [
        lineOf(text, 'phone: { path'),
        "crm.contact.phone writes 'phones.0', not in the vendor's create body",
        'POST /v2/people createPerson',
      ],
    ]);
    expect(formatMismatch(found[1]!)).to.match(/^connectors\/acme\/manifest\.yaml:\d+:\d+ crm\.contact\.phone reads/);
  });

  it('reports wrong paths, unknown query parameters, wrong record paths, body fields and media types with positions', () => {
    const people = `    list: { method: GET, path: /v2/people, query: { modified_since: "{{ params.since | default }}" }, records: results }
    get: { method: GET, path: "/v2/persons/{{ params.id }}", record: data }
    create: { method: POST, path: /v2/people, body: { data: { first_name: x } }, record: data }`;
    const text = manifest(people, '  headers: { Accept: application/json }\n').replace('query: { fields: id }', 'query: {}');
    const found = conformManifest('connectors/acme/manifest.yaml', text, vendor).map((m) => `${m.line}:${m.column} ${m.message}`);
    const col = (needle: string) => `${lineOf(text, needle)}:${text.split('\n')[lineOf(text, needle) - 1]!.indexOf(needle) + 1}`;
    expect(found).to.include(
      `${col('modified_since')} query parameter 'modified_since' is not a parameter of the operation (it takes: page, per_page, updated_since)`,
    );
    expect(found).to.include(`${col('records: results')} reads 'results' from the response; the vendor's response has no 'results'`);
    expect(found.some((f) => f.startsWith(col('path: "/v2/persons/')) && f.includes('no GET /v2/persons/{{ params.id }}'))).to.equal(true);
    expect(found).to.include(`${col('data: { first_name')} body field 'data' is not in the vendor's request body`);
    expect(found.some((f) => f.includes("required query parameter 'fields' is never sent"))).to.equal(true);
    expect(found.some((f) => f.includes('sends Accept application/json; the vendor answers application/vnd.acme+json'))).to.equal(true);
  });
});

describe('connectors:conform: how a list query parameter is sent (query_explode) against the vendor parameter style', () => {
  const listVendor = {
    openapi: '3.0.3',
    servers: [{ url: 'https://api.acme.example' }],
    paths: {
      '/v2/history': {
        get: {
          operationId: 'listHistory',
          parameters: [
            // OpenAPI's default for a query parameter is style form, explode true: types=a&types=b.
            { name: 'types', in: 'query', schema: { type: 'array', items: { type: 'string' } } },
            { name: 'ids', in: 'query', style: 'form', explode: false, schema: { type: 'array', items: { type: 'string' } } },
            { name: 'label', in: 'query', schema: { type: 'string' } },
          ],
          responses: { '200': { description: 'ok', content: { 'application/json': { schema: { type: 'object' } } } } },
        },
      },
    },
  };
  const run = (request: string) => {
    const text = manifest(
      GOOD,
      `actions:\n  history:\n    path: history\n    input: { type: object }\n    output: { type: object }\n    request: ${request}\n`,
    );
    return conformManifest('connectors/acme/manifest.yaml', text, listVendor)
      .filter((m) => m.vendor === 'GET /v2/history listHistory')
      .map((m) => m.message);
  };

  it('asks for query_explode where the vendor repeats the parameter, and refuses it where the vendor takes commas', () => {
    expect(run('{ method: GET, path: /v2/history, query: { types: [a, b], ids: "{{ input.ids }}", label: x } }')).to.deep.equal([
      "a list in 'types' goes comma-separated; the vendor takes it repeated (list it in query_explode)",
    ]);
    expect(
      run('{ method: GET, path: /v2/history, query: { types: "{{ input.t }}", ids: "{{ input.ids }}" }, query_explode: [types, ids] }'),
    ).to.deep.equal(["'ids' goes once per item; the vendor takes one comma-separated value (explode: false)"]);
  });

  it('finds nothing when each list goes as the vendor takes it, or when the value cannot be a list', () => {
    expect(
      run('{ method: GET, path: /v2/history, query: { types: [a, b], ids: "{{ input.ids }}" }, query_explode: [types] }'),
    ).to.deep.equal([]);
    expect(run('{ method: GET, path: /v2/history, query: { types: a, ids: "{{ input.ids | join(\',\') }}" } }')).to.deep.equal([]);
  });
});

describe('connectors:conform: a field read by an expression and written at its path', () => {
  it('checks its path in the written body, never in the answer (Gmail reads headers with JSONata, writes subject)', () => {
    const text = manifest(GOOD).replace('lastName: { path: last_name }', 'lastName: { read: "last_name", path: surname }');
    const found = conformManifest('connectors/acme/manifest.yaml', text, vendor).map((m) => m.message);
    expect(found).to.include("crm.contact.lastName writes 'surname', not in the vendor's create body");
    expect(found.filter((f) => f.includes("reads 'surname'"))).to.deep.equal([]);
  });

  it('follows the record into the body through `default`, not through a filter that makes one value of it (join)', () => {
    const people = GOOD.replace(
      'create: { method: POST, path: /v2/people, record: data }',
      `create: { method: POST, path: /v2/people, record: data, body: { first_name: "{{ record.parts | default | join(' ') }}", company: "{{ record.company | default }}" } }`,
    );
    const text = manifest(people)
      .replace('firstName: { path: first_name }', 'firstName: { read: "first_name", path: parts.0 }')
      .replace('accountId: { path: company.id, codec: string }', 'accountId: { path: company.ident, codec: string }');
    const found = conformManifest('connectors/acme/manifest.yaml', text, vendor).map((m) => m.message);
    expect(found.filter((f) => f.includes('writes'))).to.deep.equal([
      "crm.contact.accountId writes 'company.ident', not in the vendor's create body",
    ]);
  });
});

describe('connectors:conform: a records_filter reads the listed records', () => {
  const filtered = (filter: string) =>
    conformManifest(
      'connectors/acme/manifest.yaml',
      manifest(GOOD.replace('records: data,', `records: data, records_filter: ${filter},`)),
      vendor,
    )
      .map((m) => m.message)
      .filter((m) => m.includes('records_filter'));

  it('finds nothing when the path is in the vendor record and the kept values are among its enum', () => {
    expect(filtered('{ path: kind, equals: person }')).to.deep.equal([]);
    expect(filtered('{ path: kind, in: [person, lead] }')).to.deep.equal([]);
  });

  it('names a path the vendor record does not have, and a kept value its enum does not allow', () => {
    expect(filtered('{ path: type, equals: person }')).to.deep.equal(["records_filter reads 'type'; the vendor's record has no 'type'"]);
    expect(filtered('{ path: kind, in: [person, organisation] }')).to.deep.equal([
      `records_filter keeps "organisation" at 'kind'; the vendor's values there are "person", "lead"`,
    ]);
  });
});

describe('connectors:conform: a form body (body_format: form)', () => {
  const formVendor = {
    openapi: '3.0.3',
    servers: [{ url: 'https://api.acme.example' }],
    paths: {
      '/v2/calls': {
        post: {
          operationId: 'createCall',
          requestBody: {
            content: { 'application/x-www-form-urlencoded': { schema: { type: 'object', properties: { To: { type: 'string' } } } } },
          },
          responses: { '201': { description: 'ok', content: { 'application/json': { schema: { type: 'object' } } } } },
        },
      },
    },
  };
  const run = (extra: string) =>
    conformManifest(
      'connectors/acme/manifest.yaml',
      manifest(
        GOOD,
        `actions:\n  call:\n    path: call\n    input: { type: object }\n    output: { type: object }\n    request: { method: POST, path: /v2/calls, body: { To: x }${extra} }\n`,
      ),
      formVendor,
    )
      .filter((m) => m.vendor === 'POST /v2/calls createCall')
      .map((m) => m.message);

  it('names a field the vendor requires that a body written key by key never sends', () => {
    const required = structuredClone(formVendor);
    (required.paths['/v2/calls'].post.requestBody.content['application/x-www-form-urlencoded'].schema as Record<string, unknown>).required =
      ['To', 'From'];
    const found = conformManifest(
      'connectors/acme/manifest.yaml',
      manifest(
        GOOD,
        `actions:\n  call:\n    path: call\n    input: { type: object }\n    output: { type: object }\n    request: { method: POST, path: /v2/calls, body: { To: x }, body_format: form }\n`,
      ),
      required,
    )
      .filter((m) => m.vendor === 'POST /v2/calls createCall')
      .map((m) => m.message);
    expect(found).to.deep.equal(["required body field 'From' is never sent"]);
  });

  it('is sent as application/x-www-form-urlencoded, which a form operation takes; a JSON body is not', () => {
    expect(run(', body_format: form')).to.deep.equal([]);
    expect(run('')).to.deep.equal(['sends Content-Type application/json; the vendor takes application/x-www-form-urlencoded']);
  });
});

describe('connectors:conform: webhook subscription requests', () => {
  it('checks create, renew and delete of each subscription like any request', () => {
    const hooks = `webhooks:
  subscriptions:
    - name: people
      create: { method: POST, path: /v2/hooks, body: { url: "{{ subscription.url }}" } }
      id: id
      renew: { request: { method: POST, path: "/v2/hooks/{{ subscription.id }}/renew" } }
      delete: { method: DELETE, path: "/v2/hooks/{{ subscription.id }}" }
`;
    const text = manifest(GOOD) + hooks;
    const found = conformManifest('connectors/acme/manifest.yaml', text, vendor).map((m) => `${m.line} ${m.message}`);
    expect(found).to.include(
      `${lineOf(text, 'create: { method: POST, path: /v2/hooks')} no POST /v2/hooks in the vendor's API description (it has: /v2/people)`,
    );
    expect(found.some((f) => f.startsWith(`${lineOf(text, 'renew: {')} no POST /v2/hooks/`))).to.equal(true);
    expect(found.some((f) => f.startsWith(`${lineOf(text, 'delete: { method: DELETE')} no DELETE /v2/hooks/`))).to.equal(true);
  });
});

describe('connectors:conform: a query parameter that is an object (form style, exploded)', () => {
  // Spring-generated descriptions (Keap's v1) declare a list's filters as one required object parameter whose
  // properties are what goes in the query: ?limit=2&offset=0&since=...
  const commandVendor = structuredClone(vendor) as { paths: Record<string, Record<string, Record<string, unknown>>> };
  commandVendor.paths['/people']!.get!.parameters = [
    { name: 'queryCommand', in: 'query', required: true, schema: { $ref: '#/components/schemas/PeopleQuery' } },
  ];
  (commandVendor as unknown as { components: { schemas: Record<string, unknown> } }).components.schemas.PeopleQuery = {
    type: 'object',
    properties: { page: { type: 'integer' }, per_page: { type: 'integer' }, updated_since: { type: 'string' } },
  };

  it('takes the properties as the query parameters: none reported when the manifest sends them, an unknown one named', () => {
    const ok = conformManifest('connectors/acme/manifest.yaml', manifest(GOOD), commandVendor).map((m) => m.message);
    expect(ok.filter((m) => m.includes('query parameter'))).to.deep.equal([]);
    const text = manifest(GOOD.replace('query: { updated_since:', 'query: { changed_after:'));
    const found = conformManifest('connectors/acme/manifest.yaml', text, commandVendor).map((m) => m.message);
    expect(found.filter((m) => m.includes('query parameter'))).to.deep.equal([
      "query parameter 'changed_after' is not a parameter of the operation (it takes: page, per_page, updated_since)",
    ]);
  });
});

describe('connectors:conform: shipped manifests against descriptions written from their vendors docs', () => {
  for (const id of ['copper', 'apollo']) {
    it(`${id} makes only the requests its description (test/fixtures/conform/${id}-openapi.yaml) documents`, () => {
      const file = `connectors/${id}/manifest.yaml`;
      const described = parse(readFileSync(path.join(PACKAGE_ROOT, `test/fixtures/conform/${id}-openapi.yaml`), 'utf8')) as Record<
        string,
        unknown
      >;
      const found = conformManifest(file, readFileSync(path.join(PACKAGE_ROOT, file), 'utf8'), described);
      expect(found.map(formatMismatch)).to.deep.equal([]);
    });
  }
});
