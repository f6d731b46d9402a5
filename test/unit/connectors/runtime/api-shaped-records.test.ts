import { expect } from 'chai';
import { createConnectorRuntime, type ConnectionContext } from '../../../../src/connectors/index.js';
import { FakeToolServer, type FakeReply } from '../../../support/fake-tools/fake-tool-server.js';
import { manifest, recordingClock, recordingPorts, registryFrom } from '../support.js';

const RESOURCES = `  deals:
    list: { method: GET, path: /deals, records: data }
    get: { method: GET, path: "/deals/{{ params.id }}", record: "$" }
    create: { method: POST, path: /deals }`;
const MODELS = `models:
  crm.deal:
    resource: deals
    fields:
      id: { path: id }
      name: { path: title }
      closeDate: { path: close_on, codec: date }
      amount: { path: value, codec: number }
    unsupported: [stage, createdTime, modifiedTime]
    additional: { path: "$" }`;

// Issue 29.4: a record is shaped once. The compiled model's toApi turns the mapped record into the record the API
// documents, so the unified answer needs no presentation step after it.
describe('connectors/runtime: unified answers are the API-shaped records (the compiled model shapes them once)', () => {
  let api: FakeToolServer;
  let script: FakeReply[];
  const conn: ConnectionContext = { connectionId: 'c1', integrationId: 'demo', inputs: {}, credentials: { type: 'bearer', token: 't' } };
  before(async () => {
    api = await new FakeToolServer(() => script.shift() ?? { json: {} }).start();
  });
  after(() => api.stop());

  async function runtime() {
    const registry = await registryFrom({ demo: manifest({ resources: RESOURCES, models: MODELS }) }, { demo: { api: api.origin } });
    return createConnectorRuntime({ registry, ports: recordingPorts(), clock: recordingClock(), random: () => 0.5 });
  }

  it('list and get answer every field of the common model, nativeId, dates at midnight UTC, ids as strings', async () => {
    const rt = await runtime();
    script = [{ json: { data: [{ id: 7, title: 'Big', close_on: '2025-03-01', value: '12.5', owner: 'x' }] } }];
    const { records } = await rt.unified(conn, 'crm.deal', 'list', { includeAdditional: true });
    expect(records).to.deep.equal([
      {
        id: '7',
        nativeId: '7',
        name: 'Big',
        amount: 12.5,
        currency: null,
        stage: null,
        closeDate: '2025-03-01T00:00:00.000Z',
        isWon: null,
        isClosed: null,
        accountId: null,
        ownerId: null,
        createdTime: null,
        modifiedTime: null,
        additional: { owner: 'x' },
      },
    ]);
    expect(Object.keys(records![0]!)).to.deep.equal([
      'id',
      'nativeId',
      'name',
      'amount',
      'currency',
      'stage',
      'closeDate',
      'isWon',
      'isClosed',
      'accountId',
      'ownerId',
      'createdTime',
      'modifiedTime',
      'additional',
    ]);
    script = [{ json: { id: 8, title: 'Small' } }];
    const { record } = await rt.unified(conn, 'crm.deal', 'get', { id: '8' });
    expect(record).to.include({ id: '8', nativeId: '8', name: 'Small', amount: null, closeDate: null });
    expect(record).not.to.have.property('additional');
  });

  it('a write the tool answers with the id only shows that id and says to read the record back', async () => {
    const rt = await runtime();
    script = [{ status: 201, json: { id: 9, success: true } }];
    const res = await rt.unified(conn, 'crm.deal', 'create', { record: { name: 'New' } });
    expect(res.readBackId).to.equal('9');
    expect(res.record).to.include({ id: '9', nativeId: '9', name: null });
  });
});
