import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import { parse } from 'yaml';
import { PACKAGE_ROOT } from '../../../../src/config/package-root.js';
import { createConnectorRuntime, loadConnectorRegistry, type ConnectionContext } from '../../../../src/connectors/index.js';
import { FakeToolServer, type FakeReply } from '../../../support/fake-tools/fake-tool-server.js';
import { recordingClock, recordingPorts } from '../support.js';

type Json = Record<string, unknown>;

/** Attio's answer for one note, as POST /v2/notes and GET /v2/notes give it (docs.attio.com, "Notes"). */
const NOTE = {
  id: { workspace_id: '14beef7a-99f7-4534-a87e-70b564330a4c', note_id: 'ff3f3bd4-40f4-4f80-8187-cd02385af424' },
  parent_object: 'people',
  parent_record_id: '891dcbfc-9141-415d-9b2a-2238a6cc012d',
  title: 'Intro call',
  content_plaintext: 'Wants a demo next week',
  created_by_actor: { type: 'workspace-member', id: '50cf242c-7fa3-4cad-87d0-75b1af71c57b' },
  created_at: '2023-01-01T15:00:00.000000000Z',
};

// Issue s12: an action's `$unified(records, 'model')` answered the runtime's internal record (mapped fields only, no
// nativeId), while the unified endpoints answer the API's record: one tool record looked two ways. It uses the
// shipped attio manifest (notes/create answers `$unified(data, "crm.note")[0]`).
describe('connectors/runtime: an action $unified answers records in the API shape of the unified endpoints', () => {
  let api: FakeToolServer;
  let script: FakeReply[];
  const conn: ConnectionContext = { connectionId: 'c1', integrationId: 'attio', inputs: {}, credentials: { type: 'bearer', token: 't' } };
  before(async () => {
    api = await new FakeToolServer(() => script.shift() ?? { json: {} }).start();
  });
  after(() => api.stop());

  async function runtime() {
    // The shipped manifest alone (its fixtures folder must exist; the replays are not this test's).
    const dir = await mkdtemp(path.join(os.tmpdir(), 'pb-connectors-'));
    await mkdir(path.join(dir, 'attio/fixtures'), { recursive: true });
    await writeFile(path.join(dir, 'attio/manifest.yaml'), await readFile(path.join(PACKAGE_ROOT, 'connectors/attio/manifest.yaml')));
    const registry = await loadConnectorRegistry({ dir, hostOverrides: { attio: { api: api.origin } } });
    return { rt: createConnectorRuntime({ registry, ports: recordingPorts(), clock: recordingClock(), random: () => 0.5 }), registry };
  }

  it("the notes/create action's note equals the unified list's record of the same tool note", async () => {
    const { rt } = await runtime();
    script = [{ json: { data: [NOTE] } }];
    const { records } = await rt.unified(conn, 'crm.note', 'list', {});
    script = [{ json: { data: NOTE } }];
    const output = (await rt.action(conn, 'attio', 'notes/create', {
      parentObject: 'people',
      parentRecordId: NOTE.parent_record_id,
      title: NOTE.title,
      content: NOTE.content_plaintext,
    })) as { note: Json };
    expect(records).to.have.length(1);
    expect(output.note).to.deep.equal(records![0]);
    expect(output.note).to.include({ id: NOTE.id.note_id, nativeId: NOTE.id.note_id, modifiedTime: null });
  });

  it("a { $model } output schema is openapi.yaml's schema of the model (without the additional and $native asked for by include)", async () => {
    const { registry } = await runtime();
    const spec = parse(await readFile(path.join(PACKAGE_ROOT, 'openapi.yaml'), 'utf8')) as {
      components: { schemas: Record<string, Json> };
    };
    const { properties, ...component } = spec.components.schemas.CrmNote!;
    const { additional, $native, ...fields } = properties as Json;
    expect(additional).to.deep.equal({ $ref: '#/components/schemas/AdditionalFields' });
    expect($native).to.deep.equal({ $ref: '#/components/schemas/NativeRecord' });
    const output = registry.get('attio')!.actions['notes/create']!.outputSchema as { properties: { note: Json } };
    expect(output.properties.note).to.deep.equal({ ...component, properties: fields });
  });
});
