import path from 'node:path';
import { expect } from 'chai';
import { PACKAGE_ROOT } from '../../../../src/config/package-root.js';
import { loadConnectorRegistry } from '../../../../src/connectors/compile/registry.js';
import { createConnectorRuntime } from '../../../../src/connectors/runtime/connector-runtime.js';
import type { ConnectionContext } from '../../../../src/connectors/connection/ports.js';

const DAY = 86_400_000;

/** The real runtime over the shipped manifests, and a sandbox connection of `integrationId` with no activity. */
async function sandboxConnection(integrationId: string) {
  const registry = await loadConnectorRegistry({ dir: path.join(PACKAGE_ROOT, 'connectors') });
  const runtime = createConnectorRuntime({
    registry,
    ports: { saveCredentials: async () => undefined, markNeedsReauth: async () => undefined },
  });
  const conn: ConnectionContext = {
    connectionId: `conn_${integrationId}`,
    integrationId,
    inputs: await runtime.sandboxInputs(integrationId),
    credentials: { type: 'sandbox', accessToken: 'sandbox-access-1', refreshToken: 'sandbox-refresh-1' },
    sandbox: { changesPerMinute: 0 },
  };
  return { runtime, conn };
}

/**
 * The simulated tool answers the sync's incremental reads with the records changed since the time the manifest's
 * request carries, wherever it carries it: HubSpot in a search body (epoch ms), Salesforce in a SOQL WHERE clause,
 * Dynamics 365 in an OData $filter, Salesloft in a query parameter. Through the real runtime (listAll).
 */
describe('unit: sandbox incremental reads filter by the time the request sends', () => {
  const cases = [
    ['hubspot', 'crm.contact'],
    ['salesforce', 'crm.contact'],
    ['dynamics365', 'crm.contact'],
    ['salesloft', 'engagement.contact'],
    // Capsule reads people and organisations changed since from one endpoint listing both (records_filter keeps each kind).
    ['capsule', 'crm.contact'],
    ['capsule', 'crm.account'],
  ] as const;
  for (const [integrationId, model] of cases)
    it(`${integrationId} ${model}: the last 30 days hold some of the records, all of them without a time`, async () => {
      const { runtime, conn } = await sandboxConnection(integrationId);
      const count = async (since?: string) => {
        let n = 0;
        for await (const page of runtime.listAll(conn, model, since ? { since } : {})) n += page.length;
        return n;
      };
      const all = await count();
      const recent = await count(new Date(Date.now() - 30 * DAY).toISOString());
      expect(all).to.equal(25);
      expect(recent).to.be.within(5, 12);
      expect(await count(new Date(Date.now() + DAY).toISOString())).to.equal(0);
    });
});

/**
 * Delta reads (manifest `sync.delta`): the simulated tool gives a token on the last page and answers the next read
 * with what changed since, also where the token is the next read's whole URL (Graph's @odata.deltaLink, sent as the
 * request's `url`): a token that is not a URL there was refused by the runtime ("URL refused: not a URL").
 */
describe('unit: sandbox delta reads give a token the next read accepts', () => {
  const cases = [
    ['microsoft-outlook', 'email.message'],
    ['microsoft-outlook', 'calendar.event'],
    ['google-calendar', 'calendar.event'],
  ] as const;
  for (const [integrationId, model] of cases)
    it(`${integrationId} ${model}: a full read, then a read with its token answers the changes since (none)`, async () => {
      const { runtime, conn } = await sandboxConnection(integrationId);
      const read = async (token?: string) => {
        let n = 0;
        let last: string | undefined;
        for await (const page of runtime.listDelta(conn, model, token ? { token } : {})) {
          n += page.records.length;
          last = page.token ?? last;
        }
        return { n, token: last };
      };
      const full = await read();
      expect(full.n).to.be.greaterThan(0);
      expect(full.token, 'a token on the last page').to.be.a('string');
      const changes = await read(full.token);
      expect(changes.n).to.equal(0);
      expect(changes.token).to.be.a('string');
    });
});
