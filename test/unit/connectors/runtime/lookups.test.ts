import { expect } from 'chai';
import { compileConnector, createConnectorRuntime, type ConnectionContext } from '../../../../src/connectors/index.js';
import { DryRunRecorder } from '../../../../src/connectors/connection/dry-run.js';
import { PlugboardError } from '../../../../src/errors/plugboard-error.js';
import { FakeToolServer, type RecordedRequest } from '../../../support/fake-tools/fake-tool-server.js';
import { manifest, recordingClock, recordingPorts, registryFrom } from '../support.js';

/** A tool that lists contacts only through a view whose id differs per account (Freshsales), newest change first. */
const RESOURCES = `  contacts:
    list:
      method: GET
      path: "/contacts/view/{{ lookups.contacts_view }}"
      records: contacts
      paginate: { type: page_number, page: { in: query, name: page }, start: 1, page_size: { param: { in: query, name: per_page }, default: 2, max: 2 }, total_pages_path: meta.total_pages }
    changed_since:
      method: GET
      path: "/contacts/view/{{ lookups.contacts_view }}"
      query: { sort: updated_at, sort_type: desc }
      records: contacts
      paginate: { type: page_number, page: { in: query, name: page }, start: 1, page_size: { param: { in: query, name: per_page }, default: 2, max: 2 }, total_pages_path: meta.total_pages }
    get: { method: GET, path: "/contacts/{{ params.id }}", record: contact }`;
const MODELS = `models:
  crm.contact:
    resource: contacts
    fields:
      id: { path: id, codec: string, write: false }
      firstName: { path: first_name }
      modifiedTime: { path: updated_at, codec: datetime, write: false }
    unsupported: [lastName, email, phone, createdTime]
    sync: { incremental: { cursor_field: modifiedTime, operation: changed_since, newest_first: true } }`;
const LOOKUPS = `lookups:
  contacts_view:
    description: the id of the All Contacts view
    request: { method: GET, path: /contacts/filters }
    value: "(filters[name = 'All Contacts'].id)[0]"
    ttl_seconds: 3600`;
const TEXT = manifest({ resources: RESOURCES, models: MODELS, rest: LOOKUPS });

/** Five contacts, changed one hour apart, newest first. */
const HOUR = 3_600_000;
const T0 = Date.parse('2026-11-20T12:00:00Z');
const CONTACTS = [5, 4, 3, 2, 1].map((n) => ({ id: n, first_name: `C${n}`, updated_at: new Date(T0 + n * HOUR).toISOString() }));

describe('connectors/runtime: lookups (a per-account value a request takes from another call) and newest-first incremental reads', () => {
  let api: FakeToolServer;
  let viewId: number;
  let runtime: ReturnType<typeof createConnectorRuntime>;
  const conn: ConnectionContext = {
    connectionId: 'c1',
    integrationId: 'demo',
    inputs: {},
    credentials: { type: 'bearer', token: 't-123456' },
  };
  const paths = () => api.requests.map((r) => `${r.path}${r.query.page ? `?page=${r.query.page}` : ''}`);

  const answer = (r: RecordedRequest) => {
    if (r.path === '/contacts/filters')
      return {
        json: {
          filters: [
            { id: viewId - 1, name: 'My Contacts' },
            { id: viewId, name: 'All Contacts' },
          ],
        },
      };
    const m = /^\/contacts\/view\/(\d+)$/.exec(r.path);
    if (m && Number(m[1]) !== viewId) return { status: 404, json: { errors: { code: 404, message: ['view not found'] } } };
    if (m) {
      const page = Number(r.query.page ?? 1);
      return { json: { contacts: CONTACTS.slice((page - 1) * 2, page * 2), meta: { total_pages: 3 } } };
    }
    return { status: 404, json: { errors: { code: 404, message: ['not found'] } } };
  };

  before(async () => {
    api = await new FakeToolServer(answer).start();
  });
  after(() => api.stop());
  beforeEach(async () => {
    api.requests.length = 0;
    viewId = 1002;
    const registry = await registryFrom({ demo: TEXT }, { demo: { api: api.origin } });
    runtime = createConnectorRuntime({ registry, ports: recordingPorts(), clock: recordingClock() });
  });

  it('resolves the value once per connection and puts it in the path; later calls reuse it', async () => {
    const first = await runtime.unified(conn, 'crm.contact', 'list', { pageSize: 2 });
    expect(first.records!.map((r) => r.id)).to.deep.equal(['5', '4']);
    await runtime.unified(conn, 'crm.contact', 'list', { cursor: first.nextPageCursor! });
    expect(paths()).to.deep.equal(['/contacts/filters', '/contacts/view/1002?page=1', '/contacts/view/1002?page=2']);
    // Another connection asks for its own.
    await runtime.unified({ ...conn, connectionId: 'c2' }, 'crm.contact', 'list', {});
    expect(paths().filter((p) => p === '/contacts/filters')).to.have.length(2);
  });

  it('a 404 to a request that used a lookup resolves it again and sends the request once more with the new value', async () => {
    await runtime.unified(conn, 'crm.contact', 'list', {});
    viewId = 2002; // the view was made again at the tool: a new id
    const again = await runtime.unified(conn, 'crm.contact', 'list', {});
    expect(again.records).to.have.length(2);
    expect(paths()).to.deep.equal([
      '/contacts/filters',
      '/contacts/view/1002?page=1',
      '/contacts/view/1002?page=1',
      '/contacts/filters',
      '/contacts/view/2002?page=1',
    ]);
  });

  it('a 404 stands when the value resolved again is the same (one more lookup, no second try)', async () => {
    const registry = await registryFrom(
      { demo: TEXT.replace('path: "/contacts/view/{{ lookups.contacts_view }}"', 'path: "/contacts/gone/{{ lookups.contacts_view }}"') },
      { demo: { api: api.origin } },
    );
    runtime = createConnectorRuntime({ registry, ports: recordingPorts(), clock: recordingClock() });
    const e = await runtime.unified(conn, 'crm.contact', 'list', {}).then(
      () => expect.fail('should fail'),
      (x: unknown) => x as PlugboardError,
    );
    expect(e.code).to.equal('DOWNSTREAM_NOT_FOUND');
    expect(paths()).to.deep.equal(['/contacts/filters', '/contacts/gone/1002?page=1', '/contacts/filters']);
  });

  it('an answer without the value fails the call clearly (502 DOWNSTREAM_INVALID_RESPONSE naming it) and is not cached', async () => {
    api.setHandler((r) => (r.path === '/contacts/filters' ? { json: { filters: [{ id: 1, name: 'My Contacts' }] } } : answer(r)));
    for (let i = 0; i < 2; i++) {
      const e = await runtime.unified(conn, 'crm.contact', 'list', {}).then(
        () => expect.fail('should fail'),
        (x: unknown) => x as PlugboardError,
      );
      expect(e.code).to.equal('DOWNSTREAM_INVALID_RESPONSE');
      expect(e.message).to.contain('the id of the All Contacts view');
    }
    expect(paths()).to.deep.equal(['/contacts/filters', '/contacts/filters']);
    api.setHandler(answer);
  });

  it('newest first: an incremental read drops records older than since and stops at the first page holding one', async () => {
    const since = new Date(T0 + 2.5 * HOUR).toISOString();
    const pages: string[][] = [];
    for await (const page of runtime.listAll(conn, 'crm.contact', { since })) pages.push(page.map((r) => String(r.id)));
    expect(pages).to.deep.equal([['5', '4'], ['3']]);
    expect(paths()).to.deep.equal(['/contacts/filters', '/contacts/view/1002?page=1', '/contacts/view/1002?page=2']);
    expect(api.requests[1]!.query).to.include({ sort: 'updated_at', sort_type: 'desc' });
    // A full read (no since) reads every page.
    api.requests.length = 0;
    let n = 0;
    for await (const page of runtime.listAll(conn, 'crm.contact', {})) n += page.length;
    expect(n).to.equal(5);
    expect(paths()).to.deep.equal(['/contacts/view/1002?page=1', '/contacts/view/1002?page=2', '/contacts/view/1002?page=3']);
  });

  it('a dry run plans the lookup request and names the value, sending nothing', async () => {
    const dryRun = new DryRunRecorder();
    await runtime.unified({ ...conn, dryRun }, 'crm.contact', 'list', {});
    expect(dryRun.requests.map((r) => new URL(r.url).pathname)).to.deep.equal(['/contacts/filters', '/contacts/view/%7Bcontacts_view%7D']);
    expect(dryRun.notes.join(' ')).to.contain('lookups.contacts_view');
    expect(api.requests).to.have.length(0);
  });

  it('the compiler refuses an unknown lookup, a lookup request that uses one, and JSONata that does not compile', () => {
    const compile = (text: string) =>
      compileConnector({ file: 'connectors/demo/manifest.yaml', text, folderName: 'demo' }).errors.map((e) => `${e.pointer} ${e.message}`);
    expect(compile(TEXT)).to.deep.equal([]);
    expect(
      compile(
        TEXT.replace(
          '{{ lookups.contacts_view }}"\n      records: contacts\n      paginate',
          '{{ lookups.contact_view }}"\n      records: contacts\n      paginate',
        ),
      ).join('\n'),
    ).to.contain("/resources/contacts/list/path unknown template variable 'lookups.contact_view'");
    expect(compile(TEXT.replace('path: /contacts/filters', 'path: "/contacts/{{ lookups.contacts_view }}"')).join('\n')).to.contain(
      "/lookups/contacts_view/request/path unknown template variable 'lookups'",
    );
    expect(compile(TEXT.replace("(filters[name = 'All Contacts'].id)[0]", 'filters[')).join('\n')).to.contain(
      '/lookups/contacts_view/value JSONata does not compile',
    );
  });
});
