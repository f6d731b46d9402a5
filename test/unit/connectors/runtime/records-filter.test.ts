import { expect } from 'chai';
import { createConnectorRuntime, type ConnectionContext } from '../../../../src/connectors/index.js';
import { DryRunRecorder } from '../../../../src/connectors/connection/dry-run.js';
import { keepsRecord } from '../../../../src/connectors/mapping/records-filter.js';
import { FakeToolServer, type RecordedRequest } from '../../../support/fake-tools/fake-tool-server.js';
import { manifest, recordingClock, recordingPorts, registryFrom } from '../support.js';

// One endpoint lists two kinds of record (people and organisations, told apart by `type`), two to a page; each model
// keeps its own kind. Page 2 holds organisations only: a person listing reads it as a page of none and goes on.
const PAGES: Record<string, unknown>[][] = [
  [
    { id: 1, type: 'person', name: 'Ada' },
    { id: 2, type: 'organisation', name: 'Engines' },
  ],
  [
    { id: 3, type: 'organisation', name: 'Looms' },
    { id: 4, type: 'organisation', name: 'Mills' },
  ],
  [{ id: 5, type: 'person', name: 'Charles' }],
];
const resources = (filter: string) => `  parties:
    list:
      method: GET
      path: /parties
      records: parties
      records_filter: ${filter}
      paginate: { type: page_number, page: { in: query, name: page }, page_size: { param: { in: query, name: perPage }, default: 2, max: 2 } }
    get: { method: GET, path: "/parties/{{ params.id }}", record: party }`;
const MODELS = `models:
  crm.contact:
    resource: parties
    fields:
      id: { path: id, codec: string }
      firstName: { path: name }
    unsupported: [lastName, email, phone, jobTitle, accountId, ownerId, createdTime, modifiedTime]`;

describe('connectors/runtime: records_filter keeps the records of one kind from a listing of several', () => {
  let api: FakeToolServer;
  let repeat = false;
  const conn: ConnectionContext = { connectionId: 'c1', integrationId: 'demo', inputs: {}, credentials: { type: 'bearer', token: 't' } };
  before(async () => {
    // A tool that repeats its last full page (`repeat`): page 2, all organisations, again and again.
    api = await new FakeToolServer((req: RecordedRequest) => {
      const n = Number(req.query.page ?? 1);
      return { json: { parties: repeat && n > 2 ? PAGES[1] : (PAGES[n - 1] ?? []) } };
    }).start();
  });
  after(() => api.stop());
  beforeEach(() => {
    api.requests.length = 0;
    repeat = false;
  });

  const runtime = async (filter = '{ path: type, equals: person }') => {
    const registry = await registryFrom(
      { demo: manifest({ resources: resources(filter), models: MODELS }) },
      { demo: { api: api.origin } },
    );
    return createConnectorRuntime({ registry, ports: recordingPorts(), clock: recordingClock(), random: () => 0.5 });
  };

  it('a full read (the sync) keeps the people, reads on past a page filtered down to none, and stops on the short page', async () => {
    const rt = await runtime();
    const pages: string[][] = [];
    for await (const page of rt.listAll(conn, 'crm.contact')) pages.push(page.map((r) => String(r.id)));
    expect(pages).to.deep.equal([['1'], [], ['5']]);
    expect(api.requests.map((r) => r.query.page)).to.deep.equal(['1', '2', '3']);
  });

  it('the unified list answers a page of none with a next page cursor, and the next page with the person on it', async () => {
    const rt = await runtime();
    const first = await rt.unified(conn, 'crm.contact', 'list', {});
    expect(first.records!.map((r) => r.firstName)).to.deep.equal(['Ada']);
    const second = await rt.unified(conn, 'crm.contact', 'list', { cursor: first.nextPageCursor! });
    expect(second.records).to.deep.equal([]);
    expect(second.nextPageCursor, 'a page filtered down to none is not the last page').to.be.a('string');
    const third = await rt.unified(conn, 'crm.contact', 'list', { cursor: second.nextPageCursor! });
    expect(third.records!.map((r) => r.firstName)).to.deep.equal(['Charles']);
    expect(third.nextPageCursor).to.equal(undefined);
  });

  it('a tool repeating a page its filter empties is a pagination loop (the whole page is compared, not the records kept)', async () => {
    const rt = await runtime();
    repeat = true;
    let err: unknown;
    const kept: number[] = [];
    try {
      for await (const page of rt.listAll(conn, 'crm.contact')) kept.push(page.length);
    } catch (e) {
      err = e;
    }
    expect(String(err)).to.match(/returned the same page of records again/);
    expect(api.requests.length).to.equal(3);
    expect(kept, 'the first two pages were read: one person, then none').to.deep.equal([1, 0]);
  });

  it('a dry run says which records the list keeps and that paging goes on', async () => {
    const rt = await runtime();
    const dryRun = new DryRunRecorder();
    await rt.unified({ ...conn, dryRun }, 'crm.contact', 'list', {});
    expect(dryRun.notes.join('\n')).to.match(/Only the listed records whose type is "person" are kept: .*the next page is still read/);
  });

  it('in: keeps every listed value; a value of another JSON type is not one of them', async () => {
    const rt = await runtime('{ path: type, in: [person, organisation] }');
    let n = 0;
    for await (const page of rt.listAll(conn, 'crm.contact')) n += page.length;
    expect(n).to.equal(5);
    const filter = { path: ['id'], values: ['1', true] };
    expect([keepsRecord(filter, { id: '1' }), keepsRecord(filter, { id: 1 }), keepsRecord(filter, { id: true })]).to.deep.equal([
      true,
      false,
      true,
    ]);
    expect(keepsRecord({ path: ['type'], values: [null] }, {}), 'a missing value is not null').to.equal(false);
    expect(keepsRecord({ path: ['type'], values: ['person'] }, { type: { name: 'person' } })).to.equal(false);
  });

  it('the manifest check refuses a records_filter on a get, and one without equals or in (or with both)', async () => {
    const refused = async (text: string) => {
      try {
        await registryFrom({ demo: manifest({ resources: text, models: MODELS }) });
      } catch (e) {
        return String(e);
      }
      return 'accepted';
    };
    const onGet = resources('{ path: type, equals: person }').replace(
      'record: party }',
      'record: party, records_filter: { path: type, equals: person } }',
    );
    expect(await refused(onGet)).to.match(/records_filter belongs on a list/);
    expect(await refused(resources('{ path: type }'))).to.match(/records_filter needs one of equals and in/);
    expect(await refused(resources('{ path: type, equals: person, in: [person] }'))).to.match(/records_filter needs one of equals and in/);
  });
});
