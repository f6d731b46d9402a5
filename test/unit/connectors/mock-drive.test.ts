import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import { parse } from 'yaml';
import { PACKAGE_ROOT } from '../../../src/config/package-root.js';
import { mockDrive, type DriveResult } from '../../../src/connectors/testing/mock-drive.js';
import { sampleForPattern } from '../../../src/connectors/testing/schema-sample.js';
import { markPage } from '../../../src/connectors/testing/vendor-mock-paging.js';
import { printDriveResults } from '../../../src/services/connectors/connector-authoring.js';

const vendor = parse(readFileSync(path.join(PACKAGE_ROOT, 'test/fixtures/mock-drive/widgetly-openapi.yaml'), 'utf8')) as Record<
  string,
  unknown
>;

/** A manifest for the Widgetly description; each test changes one request or field of it. */
const MANIFEST = `manifest_version: 2
connector: { id: widgetly, version: 0.1.0, display_name: Widgetly, categories: [crm] }
connection:
  auth:
    - { type: bearer, id: token, label: API token, field: { name: token, label: Token } }
  verify: { method: GET, path: /v1/me }
http:
  base_url: https://api.widgetly.example
resources:
  contacts:
    list:
      method: GET
      path: /v1/contacts
      query: { updated_since: "{{ params.since | default }}" }
      records: data
      paginate: { type: cursor, cursor_from: { in: body, path: meta.next_cursor }, send: { in: query, name: cursor }, page_size: { param: { in: query, name: limit }, default: 50, max: 100 } }
    get: { method: GET, path: "/v1/contacts/{{ params.id }}", record: data }
    create: { method: POST, path: /v1/contacts, record: data }
    update: { method: PATCH, path: "/v1/contacts/{{ params.id }}", record: data }
    delete: { method: DELETE, path: "/v1/contacts/{{ params.id }}" }
models:
  crm.contact:
    resource: contacts
    fields:
      id: { path: id, codec: string, write: false }
      firstName: { path: first_name }
      lastName: { path: last_name }
      email: { path: email }
      createdTime: { path: created_at, codec: datetime, write: false }
      modifiedTime: { path: updated_at, codec: datetime, write: false }
    unsupported: [phone]
    sync:
      deletions: { strategy: full_list }
      incremental: { cursor_field: modifiedTime, operation: list }
actions:
  create_note:
    path: notes/create
    input: { type: object, required: [contactId, text], properties: { contactId: { type: integer }, text: { type: string } } }
    output: { type: object }
    request: { method: POST, path: /v1/notes, body: { contact_id: "{{ input.contactId }}", text: "{{ input.text }}" } }
`;

async function drive(manifest: string): Promise<DriveResult[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'mock-drive-'));
  try {
    mkdirSync(path.join(dir, 'widgetly'));
    writeFileSync(path.join(dir, 'widgetly', 'manifest.yaml'), manifest);
    return await mockDrive({ dir, connectorId: 'widgetly', vendorDoc: vendor });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
const outcomes = (results: DriveResult[]) => Object.fromEntries(results.map((r) => [r.operation, r.outcome]));
const failures = (results: DriveResult[]) => results.filter((r) => r.outcome !== 'ok' && r.outcome !== 'skipped');

describe('connectors:mock-drive: a manifest driven through the runtime against a mock of the vendor description', () => {
  it('runs every operation ok when the manifest follows the description, listing two pages', async () => {
    const results = await drive(MANIFEST);
    expect(outcomes(results)).to.deep.equal({
      'connection.verify': 'ok',
      'crm.contact list': 'ok',
      'crm.contact get': 'ok',
      'crm.contact create': 'ok',
      'crm.contact update': 'ok',
      'crm.contact delete': 'ok',
      'crm.contact sync (incremental since 2024-01-01)': 'ok',
      'action notes/create': 'ok',
    });
    // The first page's answer names a next cursor, the second ends: two pages of generated records.
    expect(results.find((r) => r.operation === 'crm.contact list')!.detail).to.equal('2 + 2 record(s) on two pages');
  });

  it('reports the mock refusing a wrong path, an unknown query parameter and a body field, as the manifest failures', async () => {
    const wrong = MANIFEST.replace(
      'get: { method: GET, path: "/v1/contacts/{{ params.id }}"',
      'get: { method: GET, path: "/v1/contact/{{ params.id }}"',
    )
      .replace('query: { updated_since:', 'query: { modified_since:')
      .replace('text: "{{ input.text }}" }', 'note: "{{ input.text }}" }')
      .replace('update: { method: PATCH', 'update: { method: PUT');
    const results = await drive(wrong);
    const failed = Object.fromEntries(failures(results).map((r) => [r.operation, r.detail]));
    expect(Object.keys(failed).sort()).to.deep.equal([
      'action notes/create',
      'crm.contact get',
      'crm.contact sync (incremental since 2024-01-01)',
      'crm.contact update',
    ]);
    expect(failed['crm.contact get']).to.match(
      /^mock refused GET \/v1\/contact\/(\d+) with 404: no path \/v1\/contact\/\1 in the description/,
    );
    // The list sends updated_since only with a time: the sync's read is refused, the plain list is not.
    expect(failed['crm.contact sync (incremental since 2024-01-01)']).to.include(
      "query parameter 'modified_since' is not a parameter of the operation (it takes: cursor, limit, updated_since, ids)",
    );
    expect(failed['crm.contact update']).to.match(
      /with 405: PUT is not an operation of \/v1\/contacts\/\{id\} \(it has GET, PATCH, DELETE\)/,
    );
    expect(failed['action notes/create']).to.include("body must have required property 'text'");
    expect(failed['action notes/create']).to.include("body field 'note' is not in the operation's request body schema");
    expect(failed['action notes/create']).to.include('(vendor: POST /v1/notes createNote)');
  });

  it('refuses a value of the wrong type and a body the operation requires, and reports a record path the answer lacks', async () => {
    const wrong = MANIFEST.replace('record: data }\n    update', 'body: {}, record: data }\n    update')
      .replace(
        'get: { method: GET, path: "/v1/contacts/{{ params.id }}", record: data }',
        'get: { method: GET, path: "/v1/contacts/{{ params.id }}", record: contact }',
      )
      .replace('contactId: { type: integer }', 'contactId: { type: string }');
    const failed = Object.fromEntries(failures(await drive(wrong)).map((r) => [r.operation, r]));
    expect(failed['crm.contact create']!.outcome).to.equal('refused');
    expect(failed['crm.contact create']!.detail).to.include("body must have required property 'first_name'");
    expect(failed['action notes/create']!.detail).to.include('body/contact_id must be integer');
    // The mock answered the get; the runtime found no record where the manifest reads it.
    expect(failed['crm.contact get']!.outcome).to.equal('answer');
    expect(failed['crm.contact get']!.detail).to.match(/^DOWNSTREAM_INVALID_RESPONSE: .*\(mock answered GET \/v1\/contacts\/\d+ 200\)$/);
  });
});

describe('connectors:mock-drive: the report and its exit code', () => {
  it('counts refusals and unusable answers as the manifest failures (exit 1), not skipped operations', () => {
    const lines: string[] = [];
    const failed = printDriveResults(
      [
        { operation: 'crm.contact list', outcome: 'ok', detail: '2 + 2 record(s) on two pages' },
        { operation: 'crm.contact get', outcome: 'refused', detail: 'mock refused GET /v1/contact/1 with 404: no path\nsecond line' },
        { operation: 'crm.contact update', outcome: 'answer', detail: 'DOWNSTREAM_INVALID_RESPONSE: ...' },
        { operation: 'action x', outcome: 'skipped', detail: 'no input' },
      ],
      (l) => lines.push(l),
    );
    expect(failed).to.equal(2);
    expect(lines).to.deep.equal([
      'ok   crm.contact list: 2 + 2 record(s) on two pages',
      'FAIL crm.contact get: mock refused GET /v1/contact/1 with 404: no path',
      '     second line',
      'FAIL crm.contact update: DOWNSTREAM_INVALID_RESPONSE: ...',
      'skip action x: no input',
      '\n1 ok, 2 failure(s) of the manifest, 1 skipped (4 operation(s))',
    ]);
    expect(printDriveResults([{ operation: 'a', outcome: 'ok', detail: '' }], () => undefined)).to.equal(0);
  });
});

describe('connectors:mock-drive: generated values and page marks', () => {
  it('writes a value matching a simple pattern (a connection input, an id), and none for one it cannot follow', () => {
    expect(sampleForPattern('^AC[0-9a-f]{32}$')).to.match(/^AC[0-9a-f]{32}$/);
    expect(sampleForPattern('^\\d{3}-[A-Z]+$')).to.equal('000-A');
    expect(sampleForPattern('^(a|b)$')).to.equal(undefined);
  });

  it('names the next page on the first answer only, and ends the last with a sync token and a delta link', () => {
    const page = () => ({
      value: [],
      '@odata.nextLink': 'x',
      '@odata.deltaLink': 'x',
      meta: { next_page_uri: 'x', nextSyncToken: 'x', has_more: false },
    });
    const first = page();
    markPage(first, 1, 'http://127.0.0.1:1/v1/items?cursor=mock-page-2');
    expect(first).to.deep.equal({
      value: [],
      '@odata.nextLink': 'http://127.0.0.1:1/v1/items?cursor=mock-page-2',
      '@odata.deltaLink': null,
      meta: { next_page_uri: '/v1/items?cursor=mock-page-2', nextSyncToken: null, has_more: true },
    });
    const second = page();
    markPage(second, 2, 'http://127.0.0.1:1/v1/items?cursor=mock-page-2');
    expect(second).to.deep.equal({
      value: [],
      '@odata.nextLink': null,
      '@odata.deltaLink': 'http://127.0.0.1:1/v1/items?cursor=mock-page-2',
      meta: { next_page_uri: null, nextSyncToken: 'mock-sync-token', has_more: false },
    });
    // An answer that cannot name a next page is its own last page: it carries the token at once.
    const only = { items: [], syncToken: 'x' };
    markPage(only, 1, 'http://127.0.0.1:1/v1/items');
    expect(only.syncToken).to.equal('mock-sync-token');
  });
});
