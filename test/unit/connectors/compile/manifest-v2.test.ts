import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';
import { PACKAGE_ROOT } from '../../../../src/config/package-root.js';
import { compileConnector } from '../../../../src/connectors/index.js';
import { migrateManifestV1 } from '../../../../src/connectors/migrate/migrate-v1.js';
import { manifest } from '../support.js';

const compile = (text: string) => compileConnector({ file: 'connectors/demo/manifest.yaml', text, folderName: 'demo' });

const MODELS = `models:
  crm.contact:
    resource: contacts
    fields:
      id: { path: id, write: false }
    unsupported: [firstName, lastName, email, phone, createdTime, modifiedTime]
    additional: { path: "$" }`;

describe('connectors/compile: manifest language v2', () => {
  it('refuses manifest_version 1 and says how to migrate', () => {
    const errs = compile(manifest({}).replace('manifest_version: 2', 'manifest_version: 1')).errors;
    expect(errs).to.have.length(1);
    expect(errs[0]!.format()).to.match(/^connectors\/demo\/manifest\.yaml:1:\d+ manifest_version 1 is no longer read/);
    expect(errs[0]!.hint).to.contain('npm run connectors:migrate');
    expect(errs[0]!.hint).to.contain("'$' names the whole body");
  });

  it("refuses '' as a path and sync.syncable, pointing at each with the v2 spelling", () => {
    const text = manifest({
      resources: "  contacts:\n    list: { method: GET, path: /contacts, records: '' }",
      models: MODELS.replace('additional: { path: "$" }', "additional: { path: '' }\n    sync: { syncable: true }"),
    });
    const errs = compile(text).errors.map((e) => `${e.pointer} ${e.message} | ${e.hint}`);
    expect(errs).to.deep.equal([
      "/resources/contacts/list/records '' is not a path in manifest_version 2 | write '$' for the whole body",
      "/models/crm.contact/additional/path '' is not a path in manifest_version 2 | write '$' for the whole body",
      '/models/crm.contact/sync/syncable sync.syncable is gone in manifest_version 2 | every model is synced; write sync: { enabled: false } to opt out',
    ]);
  });

  it("infers a model's operations from its resource and syncs it unless sync.enabled is false", () => {
    const text = manifest({
      resources:
        '  contacts:\n    list: { method: GET, path: /contacts, records: data }\n    get: { method: GET, path: "/contacts/{{ params.id }}", record: "$" }',
      models: MODELS,
    });
    const r = compile(text);
    expect(r.errors.map((e) => e.format())).to.deep.equal([]);
    expect(r.connector!.models['crm.contact']!.operations).to.deep.equal(['list', 'get']);
  });

  it('expands a resource template given with: parameters, and reports unknown or missing parameters', () => {
    const defs = `definitions:
  object:
    list: { method: GET, path: "/v3/{{ with.kind }}", records: results }
    get: { method: GET, path: "/v3/{{ with.kind }}/{{ params.id }}", record: "$" }`;
    const ok = compile(
      manifest({ resources: "  contacts: { $ref: '#/definitions/object', with: { kind: people } }", models: `${defs}\n${MODELS}` }),
    );
    expect(ok.errors.map((e) => e.format())).to.deep.equal([]);
    const get = ok.connector!.resources.contacts!.get!;
    expect(get.pathPattern.test('/v3/people/42')).to.equal(true);
    expect(ok.connector!.models['crm.contact']!.operations).to.deep.equal(['list', 'get']);

    const bad = compile(
      manifest({ resources: "  contacts: { $ref: '#/definitions/object', with: { knd: people } }", models: `${defs}\n${MODELS}` }),
    ).errors.map((e) => e.message);
    expect(bad).to.include("the template uses {{ with.kind }} but with: does not give 'kind'");
    expect(bad).to.include("the template has no parameter 'knd'");
  });

  it('takes a partial override of a template: a sibling changes one part of an operation, null drops an operation', () => {
    const defs = `definitions:
  object:
    list: { method: GET, path: "/v3/{{ with.kind }}", query: { archived: false, limit: 100 }, records: results }
    get: { method: GET, path: "/v3/{{ with.kind }}/{{ params.id }}", record: "$" }
    delete: { method: DELETE, path: "/v3/{{ with.kind }}/{{ params.id }}" }`;
    const text = manifest({
      resources: "  contacts: { $ref: '#/definitions/object', with: { kind: people }, list: { query: { archived: true } }, delete: null }",
      models: `${defs}\n${MODELS}`,
    });
    const ok = compile(text);
    expect(ok.errors.map((e) => e.format())).to.deep.equal([]);
    const contacts = ok.connector!.resources.contacts!;
    expect(Object.keys(contacts)).to.deep.equal(['list', 'get']);
    expect(contacts.list!.pathPattern.test('/v3/people')).to.equal(true);
    expect(contacts.list!.records).to.deep.equal(['results']);
    expect(ok.connector!.manifest.resources!.contacts!.list!.query).to.deep.equal({ archived: true, limit: 100 });
    expect(ok.connector!.models['crm.contact']!.operations).to.deep.equal(['list', 'get']);
    // null over a key the template does not have is not a removal: the schema says what it expected.
    const bad = compile(text.replace('delete: null', 'create: null')).errors.map((e) => e.pointer);
    expect(bad).to.include('/resources/contacts/create');
  });

  it("HubSpot's leads and notes are the CRM object template, less the operations they do not offer", () => {
    const file = path.join(PACKAGE_ROOT, 'connectors', 'hubspot', 'manifest.yaml');
    const text = readFileSync(file, 'utf8');
    expect(text).to.match(/^ {2}leads: \{ \$ref: '#\/definitions\/crm_object'/m);
    expect(text).to.match(/^ {2}notes: \{ \$ref: '#\/definitions\/crm_object'/m);
    const hs = compileConnector({ file, text, folderName: 'hubspot' }).connector!;
    expect(Object.keys(hs.resources.leads!)).to.deep.equal(['list', 'get']);
    expect(Object.keys(hs.resources.notes!)).to.deep.equal(['list', 'get', 'create']);
    expect(hs.manifest.resources!.notes!.list).to.deep.equal({
      ...hs.manifest.resources!.deals!.list,
      path: '/crm/v3/objects/notes',
    });
    expect(hs.models['crm.note']!.operations).to.deep.equal(['list', 'get', 'create']);
  });
});

describe("connectors/compile: an action's output may reference a model's schema", () => {
  const actions = (model: string) => `actions:
  people_list:
    path: people/list
    input: { type: object }
    output: { type: object, properties: { people: { type: array, items: { $model: ${model} } } } }
    request: { method: GET, path: /contacts }
    response: '{ "people": $unified(data, "crm.contact") }'`;
  const resources = '  contacts:\n    list: { method: GET, path: /contacts, records: data }';

  it("expands { $model } to the model's API record schema (every field of the common model, as $unified answers it)", () => {
    const r = compile(manifest({ resources, models: `${MODELS}\n${actions('crm.contact')}` }));
    expect(r.errors.map((e) => e.format())).to.deep.equal([]);
    const out = r.connector!.actions['people/list']!.outputSchema as { properties: { people: { items: Record<string, unknown> } } };
    const items = out.properties.people.items as { required: string[]; properties: Record<string, unknown>; additionalProperties: unknown };
    // Unmapped fields (jobTitle, accountId, ...) and nativeId are there too: the record is the unified endpoints' one.
    expect(items.required).to.deep.equal([
      'id',
      'nativeId',
      'firstName',
      'lastName',
      'email',
      'phone',
      'jobTitle',
      'accountId',
      'ownerId',
      'createdTime',
      'modifiedTime',
    ]);
    expect(items.additionalProperties).to.equal(false);
    expect(items.properties.id).to.deep.equal({ type: 'string', description: "Plugboard's id of the contact." });
    expect(items.properties.createdTime).to.deep.equal({
      description: 'When the contact was created in the CRM, or null when the CRM does not say.',
      anyOf: [{ type: 'string', format: 'date-time' }, { type: 'null' }],
    });
  });

  it('refuses a $model the manifest does not map', () => {
    const errs = compile(manifest({ resources, models: `${MODELS}\n${actions('crm.deal')}` })).errors;
    expect(errs.map((e) => e.message)).to.deep.equal(["'crm.deal' is not a model of this manifest"]);
  });
});

describe('connectors:migrate: v1 -> v2', () => {
  const V1 = `# a comment that stays
manifest_version: 1
resources:
  contacts:
    list: { method: GET, path: /contacts, records: data }
    get: { method: GET, path: "/contacts/{{ params.id }}", record: "" }
models:
  crm.contact:
    resource: contacts
    operations: [list, get]
    fields: { id: { path: id } }
    additional: { path: "" }
    sync: { syncable: true }
  crm.account:
    resource: contacts
    operations: [list]
    fields: { id: { path: id } }
`;

  it("rewrites the version, '' paths, sync.syncable and inferable operations, keeping comments and layout", () => {
    const { text, changes } = migrateManifestV1(V1);
    expect(text).to.equal(`# a comment that stays
manifest_version: 2
resources:
  contacts:
    list: { method: GET, path: /contacts, records: data }
    get: { method: GET, path: "/contacts/{{ params.id }}", record: "$" }
models:
  crm.contact:
    resource: contacts
    fields: { id: { path: id } }
    additional: { path: "$" }
  crm.account:
    resource: contacts
    operations: [list]
    fields: { id: { path: id } }
    sync: { enabled: false }
`);
    expect(changes).to.include("resources.contacts.get.record: '' -> '$'");
    expect(migrateManifestV1(text).changes).to.deep.equal([]);
  });

  it('every shipped manifest is version 2', () => {
    for (const id of ['aircall', 'attio', 'close', 'hubspot', 'outreach', 'pipedrive', 'salesforce', 'salesloft', 'zoho']) {
      const text = readFileSync(path.join(PACKAGE_ROOT, 'connectors', id, 'manifest.yaml'), 'utf8');
      expect(text, id).to.match(/^manifest_version: 2$/m);
    }
  });
});
