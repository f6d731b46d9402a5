import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from 'chai';
import { parse } from 'yaml';
import { PACKAGE_ROOT } from '../../../../src/config/package-root.js';
import { commonModelById, commonModels, compileConnector } from '../../../../src/connectors/index.js';
import { renameFixtureFields, renameManifestFields } from '../../../../src/connectors/migrate/rename-fields.js';
import { compileApiRecordShape } from '../../../../src/connectors/mapping/api-record.js';
import { acceptRecord } from '../../../../src/services/unified/present.js';
import { manifest } from '../support.js';

const compile = (text: string) => compileConnector({ file: 'connectors/demo/manifest.yaml', text, folderName: 'demo' });

const contactModel = (fields: string, extra = '') => `models:
  crm.contact:
    resource: contacts
    fields:
      id: { path: id }
${fields}
    unsupported: [firstName, lastName, email, phone, createdTime, modifiedTime]${extra}`;

const resources = `  contacts:
    list: { method: GET, path: /contacts, records: data }
    update: { method: PATCH, path: "/contacts/{{ params.id }}", record: "$" }`;

describe('common models as data (src/connectors/schema/common-models.yaml)', () => {
  it('openapi.yaml component schemas are the data file, field for field', async () => {
    const spec = parse(await readFile(path.join(PACKAGE_ROOT, 'openapi.yaml'), 'utf8'));
    for (const m of commonModels()) {
      const comp = spec.components.schemas[m.schema];
      const shown = Object.entries(m.fields).filter(([, f]) => !f.additional_only);
      expect(Object.keys(comp.properties), m.id).to.deep.equal([...shown.map(([n]) => n), 'additional', '$native']);
      expect(comp.required, m.id).to.deep.equal(shown.map(([n]) => n));
    }
  });

  it("a former field name fails connectors:check with the API's name as the hint", () => {
    const r = compile(manifest({ resources, models: contactModel('      title: { path: title }') }));
    const err = r.errors.find((e) => e.message === "'title' is not a field of crm.contact");
    expect(err, r.errors.map((e) => e.format()).join('\n')).to.exist;
    expect(err!.hint).to.match(/^did you mean 'jobTitle'\?/);
  });

  it('a field the data makes read-only is never written, whatever the manifest says', () => {
    const r = compile(manifest({ resources, models: contactModel('      jobTitle: { path: title }\n      ownerId: { path: owner }') }));
    expect(r.errors.map((e) => e.format())).to.deep.equal([]);
    const fields = r.connector!.models['crm.contact']!.fields;
    expect(fields.find((f) => f.name === 'id')!.writable).to.equal(false);
    expect(fields.find((f) => f.name === 'jobTitle')!.writable).to.equal(true);
  });

  it('write validation comes from the data: read-only and create-only fields are refused, naming them', () => {
    const contact = commonModelById('crm.contact')!;
    expect(acceptRecord(contact, { jobTitle: 'CTO' }, 'update')).to.deep.equal({ jobTitle: 'CTO' });
    expect(() => acceptRecord(contact, { nativeId: '1', createdTime: '2025-01-01T00:00:00.000Z', jobTitle: 'CTO' }, 'create'))
      .to.throw('read-only fields: nativeId, createdTime')
      .with.property('code', 'VALIDATION_FAILED');
    const call = commonModelById('dialer.call')!;
    expect(acceptRecord(call, { direction: 'inbound' }, 'create')).to.deep.equal({ direction: 'inbound' });
    expect(() => acceptRecord(call, { direction: 'inbound' }, 'update')).to.throw('read-only fields: direction');
  });

  it('presents every API field: copies, fixed values, additional-only fields moved, dates at midnight UTC', () => {
    const deal = compileApiRecordShape('crm.deal')({ id: 7, name: 'Big', closeDate: '2025-03-01' }, {});
    expect(deal).to.include({ id: '7', nativeId: '7', name: 'Big', closeDate: '2025-03-01T00:00:00.000Z', currency: null, isWon: null });
    const list = compileApiRecordShape('crm.list')(
      { id: 'l1', nativeId: 'l1', name: 'VIP', objectType: 'contact' },
      { includeAdditional: true },
    );
    expect(list.associations).to.deep.equal([]);
    expect(list).not.to.have.property('objectType');
    expect(list.additional).to.deep.equal({ objectType: 'contact' });
  });

  it('connectors:migrate renames former names in a manifest and its fixtures, keeping comments and layout', () => {
    const text = `models:
  crm.contact:
    fields:
      # the job title
      title:   { path: job_title }
    unsupported: [title]
  dialer.call:
    fields:
      startedAt: { path: started_at }
    sync:
      incremental: { cursor_field: startedAt, operation: list }
`;
    const r = renameManifestFields(text);
    expect(r.text).to.equal(
      text
        .replace('title:   {', 'jobTitle:   {')
        .replace('[title]', '[jobTitle]')
        .replace('startedAt: {', 'startedTime: {')
        .replace('cursor_field: startedAt', 'cursor_field: startedTime'),
    );
    expect(r.changes).to.have.length(4);
    const fixture = `call:
  unified: { model: crm.account, operation: update, params: { id: "1", record: { domain: acme.example } } }
expect:
  result: { record: { id: "1", domain: acme.example } }
`;
    expect(renameFixtureFields(fixture).text).to.equal(fixture.replaceAll('domain:', 'website:'));
  });
});
