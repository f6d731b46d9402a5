import path from 'node:path';
import { expect } from 'chai';
import { PACKAGE_ROOT } from '../../../../src/config/package-root.js';
import { loadConnectorRegistry } from '../../../../src/connectors/compile/registry.js';
import { createConnectorRuntime } from '../../../../src/connectors/runtime/connector-runtime.js';
import type { ConnectionContext } from '../../../../src/connectors/connection/ports.js';

/**
 * The simulated tool finds the record a write names in its body when the path names none: JustCall updates a
 * contact with PUT /v2.1/contacts {id, ...}. Through the real runtime and the real manifest.
 */
describe('unit: sandbox connections of JustCall and Twilio (record named in a write body; input from the basic username)', () => {
  it('justcall dialer.contact: an update (id in the PUT body) changes the simulated record, then get reads it', async () => {
    const registry = await loadConnectorRegistry({ dir: path.join(PACKAGE_ROOT, 'connectors') });
    const runtime = createConnectorRuntime({
      registry,
      ports: { saveCredentials: async () => undefined, markNeedsReauth: async () => undefined },
    });
    const conn: ConnectionContext = {
      connectionId: 'conn_justcall',
      integrationId: 'justcall',
      inputs: await runtime.sandboxInputs('justcall'),
      credentials: { type: 'sandbox', accessToken: 'sandbox-access-1', refreshToken: 'sandbox-refresh-1' },
      sandbox: { changesPerMinute: 0 },
    };
    const listed = await runtime.unified(conn, 'dialer.contact', 'list', { pageSize: 1 });
    const id = (listed.records as { id: string }[])[0]!.id;
    await runtime.unified(conn, 'dialer.contact', 'update', { id, record: { companyName: 'Central Perk' } });
    const got = await runtime.unified(conn, 'dialer.contact', 'get', { id });
    expect((got.record as { companyName: string }).companyName).to.equal('Central Perk');
  });

  it("twilio dialer.call: the account SID a path needs comes from the fixtures' basic username (input from_credentials)", async () => {
    const registry = await loadConnectorRegistry({ dir: path.join(PACKAGE_ROOT, 'connectors') });
    const runtime = createConnectorRuntime({
      registry,
      ports: { saveCredentials: async () => undefined, markNeedsReauth: async () => undefined },
    });
    const inputs = await runtime.sandboxInputs('twilio');
    expect(inputs).to.deep.equal({ account_sid: 'AC00000000000000000000000000000000' });
    const conn: ConnectionContext = {
      connectionId: 'conn_twilio',
      integrationId: 'twilio',
      inputs,
      credentials: { type: 'sandbox', accessToken: 'sandbox-access-1', refreshToken: 'sandbox-refresh-1' },
      sandbox: { changesPerMinute: 0 },
    };
    const listed = await runtime.unified(conn, 'dialer.call', 'list', { pageSize: 5 });
    expect((listed.records as unknown[]).length).to.equal(5);
  });
});
