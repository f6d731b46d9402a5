import { expect } from 'chai';
import { createConnectorRuntime, type ConnectionContext } from '../../../../src/connectors/index.js';
import { FakeToolServer } from '../../../support/fake-tools/fake-tool-server.js';
import { manifest, recordingClock, recordingPorts, registryFrom } from '../support.js';

// One action sends the same list twice: once under a name listed in query_explode (OpenAPI form style with explode:
// Gmail's historyTypes), once under another name (one comma-separated value).
const ACTION = `actions:
  history:
    path: history
    input: { type: object, properties: { types: { type: array, items: { type: string } } } }
    output: { type: object }
    request:
      method: GET
      path: /history
      query: { historyTypes: "{{ input.types }}", fields: "{{ input.types }}", labelId: INBOX }
      query_explode: [historyTypes]
`;

describe('connectors/runtime: query_explode sends a list query parameter once per item', () => {
  let api: FakeToolServer;
  before(async () => {
    api = await new FakeToolServer(() => ({ json: {} })).start();
  });
  after(() => api.stop());

  it('repeats the named parameter, joins the others with commas, and sends a scalar once', async () => {
    const registry = await registryFrom({ demo: manifest({ rest: ACTION }) }, { demo: { api: api.origin } });
    const runtime = createConnectorRuntime({ registry, ports: recordingPorts(), clock: recordingClock(), random: () => 0.5 });
    const conn: ConnectionContext = { connectionId: 'c1', integrationId: 'demo', inputs: {}, credentials: { type: 'bearer', token: 't' } };
    await runtime.action(conn, 'demo', 'history', { types: ['messageAdded', 'labelAdded'] });
    expect(api.requests).to.have.length(1);
    expect(api.requests[0]!.queryAll).to.deep.equal([
      ['historyTypes', 'messageAdded'],
      ['historyTypes', 'labelAdded'],
      ['fields', 'messageAdded,labelAdded'],
      ['labelId', 'INBOX'],
    ]);
  });

  it('refuses a query_explode that is not a list of names', async () => {
    const bad = ACTION.replace('query_explode: [historyTypes]', 'query_explode: historyTypes');
    let err: unknown;
    try {
      await registryFrom({ demo: manifest({ rest: bad }) });
    } catch (e) {
      err = e;
    }
    expect(String(err)).to.match(/query_explode/);
  });
});
