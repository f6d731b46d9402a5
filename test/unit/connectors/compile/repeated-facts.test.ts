import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import { stringify } from 'yaml';
import { PACKAGE_ROOT } from '../../../../src/config/package-root.js';
import { compileConnector } from '../../../../src/connectors/index.js';
import { stripRepeatedFacts } from '../../../../src/connectors/migrate/strip-repeated-facts.js';
import { checkConnectors } from '../../../../src/connectors/testing/check-connectors.js';
import { loadManifestSource } from '../../../../src/connectors/schema/load-manifest-source.js';
import { repeatedFacts, withImpliedFacts } from '../../../../src/connectors/schema/repeated-facts.js';
import { compiledSnapshot } from '../../../support/compiled-snapshot.js';
import { manifest } from '../support.js';

const CONNECTORS = path.join(PACKAGE_ROOT, 'connectors');
const ids = readdirSync(CONNECTORS, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

function compiled(id: string, text: string): unknown {
  const file = path.join(CONNECTORS, id, 'manifest.yaml');
  const { connector, errors } = compileConnector({ file, text, folderName: id });
  expect(errors.map((e) => e.format())).to.deep.equal([]);
  return compiledSnapshot(connector);
}

/** The manifest with every fact said elsewhere written out: each schema default, each common-model `write: false`. */
function explicit(text: string): string {
  const value = loadManifestSource('manifest.yaml', text).value;
  return stringify(withImpliedFacts(value), { lineWidth: 0 });
}

const repeats = (text: string) => repeatedFacts(loadManifestSource('manifest.yaml', text).value).map((f) => f.pointer);

describe('connectors: each fact said once (issue 29.4)', () => {
  // The shipped manifests were migrated (and a repeat is only a warning), so each is first written out with every
  // repeated fact, then stripped again by the migration: all three forms must compile to the very same connector.
  it('a manifest with every schema default and common-model write: false written out, and the same stripped by the migration, compile like the shipped one', function () {
    this.timeout(120_000);
    let facts = 0;
    for (const id of ids) {
      const shipped = readFileSync(path.join(CONNECTORS, id, 'manifest.yaml'), 'utf8');
      const full = explicit(shipped);
      facts += repeats(full).length;
      const stripped = stripRepeatedFacts(full).text;
      expect(repeats(stripped), id).to.deep.equal([]);
      const want = compiled(id, shipped);
      expect(compiled(id, full), `${id} written out`).to.deep.equal(want);
      expect(compiled(id, stripped), `${id} stripped`).to.deep.equal(want);
    }
    expect(facts).to.be.greaterThan(1000);
  });

  it('the migration deletes a repeated value from flow and block mappings, keeping comments and layout; a mapping left empty is written {}', () => {
    const text = manifest({
      http: `  base_url: https://api.example.com
  # 30 s is the schema's default
  timeout_ms: 30000 # said again
  retry:
    statuses: [429, 502, 503, 504]
    jitter: full
  rate_limit: { retry_after: [{ header: retry-after, format: seconds }] }`,
      resources: `  contacts:
    list:
      method: GET
      path: /contacts
      records: $
      paginate:
        type: page_number
        page: { in: query, name: page }
        start: 1`,
      models: `models:
  crm.contact:
    resource: contacts
    fields:
      id: { path: id, write: false }
      firstName: { path: first, write: false }
    unsupported: [lastName, email, phone, createdTime, modifiedTime]
    additional: { path: "$" }
    sync: { enabled: true }`,
    });
    const { text: out, changes } = stripRepeatedFacts(text);
    expect(out).to.contain(`http:
  base_url: https://api.example.com
  # 30 s is the schema's default
  retry: {}
  rate_limit:`);
    expect(out).to.contain(`        page: { in: query, name: page }
models:`);
    // id is read-only by the common model; firstName's write: false is the manifest's own decision.
    expect(out).to.contain('      id: { path: id }\n      firstName: { path: first, write: false }');
    expect(out).to.contain('    additional: { path: "$" }\n    sync: {}\n');
    expect(changes).to.have.length(6);
    expect(changes.join('\n')).to.contain("/http/timeout_ms: 'timeout_ms: 30000' is the schema's default");
  });

  it('a value reached through a $ref goes only when every use of it repeats a fact, and never when a with: parameter wrote it', () => {
    const withDefs = (defs: string, a: string, b: string) =>
      manifest({
        resources: `  a:
    list: { method: GET, path: /a, records: $, paginate: ${a} }
  b:
    list: { method: GET, path: /b, records: $, paginate: ${b} }`,
      }).replace('resources:', `definitions:\n  pages:\n    type: page_number\n    page: { in: query, name: page }\n${defs}resources:`);
    const ref = "{ $ref: '#/definitions/pages' }";
    expect(stripRepeatedFacts(withDefs('    start: 1\n', ref, ref)).text).not.to.contain('start:');
    // The parameter is 1 (the default) for a and 2 for b: the definition's line is not a repeated fact.
    const param = withDefs(
      '    start: "{{ with.start }}"\n',
      "{ $ref: '#/definitions/pages', with: { start: 1 } }",
      "{ $ref: '#/definitions/pages', with: { start: 2 } }",
    );
    expect(repeats(param)).to.deep.equal(['/resources/a/list/paginate/start']);
    expect(stripRepeatedFacts(param).text).to.equal(param);
    const onlyDefault = withDefs(
      '    start: "{{ with.start }}"\n',
      "{ $ref: '#/definitions/pages', with: { start: 1 } }",
      "{ $ref: '#/definitions/pages', with: { start: 1 } }",
    );
    expect(stripRepeatedFacts(onlyDefault).text).to.equal(onlyDefault);
  });

  it('connectors:check warns (file:line:column, never a problem, even --strict) on a default value and on a repeated common-model write: false', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'pb-repeats-'));
    mkdirSync(path.join(dir, 'demo'));
    const file = path.join(dir, 'demo', 'manifest.yaml');
    const text = manifest({
      http: '  base_url: https://api.example.com\n  timeout_ms: 30000',
      models: `models:
  crm.contact:
    resource: contacts
    fields:
      id: { path: id, write: false }
      firstName: { path: first, write: false }
    unsupported: [lastName, email, phone, createdTime, modifiedTime]
    additional: { path: "$" }`,
    });
    writeFileSync(file, text);
    const lines: string[] = [];
    const problems = await checkConnectors(dir, (l) => lines.push(l), { strict: true });
    expect(problems).to.equal(0);
    const rel = path.relative(process.cwd(), file);
    const lineOf = (needle: string) => text.split('\n').findIndex((l) => l.includes(needle)) + 1;
    const warnings = lines.filter((l) => l.startsWith('warn '));
    expect(warnings).to.deep.equal([
      `warn ${rel}:${lineOf('timeout_ms')}:3 'timeout_ms: 30000' is the schema's default (at /http/timeout_ms)\n    hint: leave it out (npm run connectors:migrate does)`,
      `warn ${rel}:${lineOf('id: { path: id')}:23 'write: false' repeats the common model: crm.contact id is read-only (at /models/crm.contact/fields/id/write)\n    hint: leave it out (src/connectors/schema/common-models.yaml says it; npm run connectors:migrate does)`,
    ]);
    expect(lines.at(-1)).to.equal('2 value(s) repeating a fact said elsewhere (warnings; npm run connectors:migrate deletes them)');
  });
});
