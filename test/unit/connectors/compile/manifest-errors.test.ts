import { expect } from 'chai';
import { compileConnector, ManifestErrors } from '../../../../src/connectors/index.js';
import { manifest, registryFrom } from '../support.js';

const compile = (text: string) => compileConnector({ file: 'connectors/demo/manifest.yaml', text, folderName: 'demo' });
const formatted = (text: string) => compile(text).errors.map((e) => e.format());

describe('connectors/compile: manifest errors', () => {
  it('accepts a minimal manifest', () => {
    const r = compile(manifest({}));
    expect(r.errors.map((e) => e.format())).to.deep.equal([]);
    expect(r.connector?.id).to.equal('demo');
  });

  it('names file, line and column of an unknown key, with a did-you-mean hint', () => {
    const text = manifest({ http: '  base_url: https://api.demo.example\n  retry: { max_attempts: 3, jiter: full }' });
    const errs = compile(text).errors;
    expect(errs).to.have.length(1);
    const line = text.split('\n').findIndex((l) => l.includes('jiter')) + 1;
    expect(errs[0]!.line).to.equal(line);
    expect(errs[0]!.column).to.equal(text.split('\n')[line - 1]!.indexOf('jiter') + 1);
    expect(errs[0]!.format()).to.match(/^connectors\/demo\/manifest\.yaml:\d+:\d+ unknown key 'jiter'/);
    expect(errs[0]!.hint).to.contain("did you mean 'jitter'");
  });

  it('reports an unknown union tag with the allowed tags', () => {
    const text = manifest({ auth: '    - { type: magic, id: m }' });
    const errs = compile(text).errors;
    expect(errs).to.have.length(1);
    expect(errs[0]!.message).to.equal('unknown type "magic"');
    expect(errs[0]!.hint).to.equal(
      'write type: one of oauth2_authorization_code, oauth2_client_credentials, oauth2_password, api_key, basic, bearer',
    );
    expect(errs[0]!.line).to.equal(text.split('\n').findIndex((l) => l.includes('magic')) + 1);
    expect(errs[0]!.column).to.equal(
      text
        .split('\n')
        .find((l) => l.includes('magic'))!
        .indexOf('magic') + 1,
    );
  });

  it('collects all semantic errors together: template variables, refs, fields, operations, required fields', () => {
    const text = manifest({
      inputs: '  inputs:\n    subdomain: { label: Subdomain, pattern: "^[a-z0-9-]+$" }',
      http: '  base_url: "https://{{ inputs.subdomian }}.demo.example"',
      resources: `  contacts:
    list: { method: GET, path: /contacts, records: data }
    get: { method: GET, path: "/contacts/{{ params.idd }}" }`,
      models: `models:
  crm.contact:
    resource: contacts
    operations: [list, get, create]
    fields:
      id: { path: id }
      firstName: { path: first_name }
      emial: { path: email }
      createdTime: { path: created, codec: datetime }
      modifiedTime: { path: updated, codec: number }
    unsupported: [phone]`,
    });
    const out = formatted(text);
    const lineOf = (s: string) => text.split('\n').findIndex((l) => l.includes(s)) + 1;
    expect(out).to.have.length(6);
    expect(out[0]).to.match(
      new RegExp(`^connectors/demo/manifest.yaml:${lineOf('subdomian')}:\\d+ unknown template variable 'inputs.subdomian'`),
    );
    expect(out.join('\n')).to.contain('hint: known here: inputs.subdomain');
    expect(out.join('\n')).to.contain(`:${lineOf('params.idd')}:`);
    expect(out.join('\n')).to.contain("resource 'contacts' has no 'create' operation");
    expect(out.join('\n')).to.contain(`manifest.yaml:${lineOf('emial')}:7 'emial' is not a field of crm.contact`);
    expect(out.join('\n')).to.contain("did you mean 'email'?");
    expect(out.join('\n')).to.contain("codec 'number' cannot carry a unified datetime");
    expect(out.join('\n')).to.contain('required fields of crm.contact are neither mapped nor declared unsupported: lastName, email');
  });

  it('resolves $ref with sibling keys deep-merged, and reports unknown definitions', () => {
    const ok = compile(
      manifest({
        resources: `  contacts:
    list:
      method: GET
      path: /contacts
      records: data
      paginate: { $ref: '#/definitions/pg', page_size: { param: { in: query, name: limit }, default: 10, max: 50 } }`,
        rest: `definitions:
  pg: { type: cursor, cursor_from: { in: body, path: next }, send: { in: query, name: cursor }, page_size: { param: { in: query, name: per }, default: 5, max: 5 } }`,
      }),
    );
    expect(ok.errors.map((e) => e.format())).to.deep.equal([]);
    expect(ok.connector!.resources.contacts!.list!.paginate).to.deep.equal({
      type: 'cursor',
      cursor_from: { in: 'body', path: 'next' },
      send: { in: 'query', name: 'cursor' },
      page_size: { param: { in: 'query', name: 'limit' }, default: 10, max: 50 },
      // the schema's default, filled in by the compiler (issue 29.4: a default is said once, in the schema)
      max_pages: 1000,
    });
    const badText = manifest({
      resources: "  contacts:\n    list: { method: GET, path: /c, records: d, paginate: { $ref: '#/definitions/nope' } }",
    });
    const bad = compile(badText);
    expect(bad.errors[0]!.message).to.equal("$ref points to unknown definition 'nope'");
    expect(bad.errors[0]!.line).to.equal(badText.split('\n').findIndex((l) => l.includes('nope')) + 1);
  });

  it('rejects ambiguous enum inverses and JSONata that does not compile', () => {
    const out = formatted(
      manifest({
        models: `models:
  crm.deal:
    resource: contacts
    operations: [list]
    fields:
      id: { path: id }
      name: { read: "name &" }
      stage: { path: stage, codec: { type: enum, values: { open: [a, b], won: b } } }
    unsupported: [amount, closeDate, createdTime, modifiedTime]`,
      }),
    ).join('\n');
    expect(out).to.contain("downstream value 'b' maps to several unified values (open, won)");
    expect(out).to.contain('JSONata does not compile');
  });

  it('the registry throws all errors of all manifests at once', async () => {
    try {
      await registryFrom({ one: manifest({ id: 'one', http: '  base_url: "{{ inputs.x }}"' }), two: manifest({ id: 'wrong' }) });
      expect.fail('should throw');
    } catch (e) {
      expect(e).to.be.instanceOf(ManifestErrors);
      const errs = (e as ManifestErrors).errors;
      expect(errs.map((x) => x.message)).to.deep.equal([
        "unknown template variable 'inputs.x' in {{ inputs.x }}",
        "connector id 'wrong' differs from its folder 'two'",
      ]);
      expect(errs[0]!.file).to.match(/one\/manifest\.yaml$/);
    }
  });
});
