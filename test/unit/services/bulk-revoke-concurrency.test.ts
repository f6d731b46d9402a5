import { expect } from 'chai';
import { loadConfig } from '../../../src/config/load-config.js';
import type { ConnectionRevocation } from '../../../src/events/connector-event.js';
import { UNRECORDED } from '../../../src/services/audit/audit-recorder.js';
import { BulkRevokeService } from '../../../src/services/connections/bulk-revoke-service.js';
import type { ConnectionDoc } from '../../../src/store/connections.repo.js';
import type { EnvironmentDoc } from '../../../src/store/environments.repo.js';

/**
 * A bulk revocation ends PLUGBOARD_BULK_REVOKE_CONCURRENCY connections at once, never more: each delete reaches the
 * tool's revocation endpoint, which a whole environment at once would flood.
 */
describe('unit: bulk revocation ends as many connections at once as configured', () => {
  const env = { id: 'env_1' } as EnvironmentDoc;

  /** Connections whose delete takes a few milliseconds, counting how many run at once. */
  function connections(n: number) {
    const docs = Array.from({ length: n }, (_, i) => ({ id: `conn_${i}`, integrationId: 'hubspot' }) as ConnectionDoc);
    const seen = { inFlight: 0, most: 0, deleted: 0 };
    return {
      seen,
      service: {
        list: () => Promise.resolve(docs),
        delete: async (): Promise<ConnectionRevocation> => {
          seen.inFlight++;
          seen.most = Math.max(seen.most, seen.inFlight);
          await new Promise((r) => setTimeout(r, 5));
          seen.inFlight--;
          seen.deleted++;
          return { state: 'revoked' } as ConnectionRevocation;
        },
      },
    };
  }

  for (const concurrency of [1, 2, loadConfig({}).limits.bulkRevokeConcurrency, 10]) {
    it(`${concurrency} at once`, async () => {
      const { seen, service } = connections(12);
      const report = await new BulkRevokeService(service, concurrency).revokeAll(env, { confirmCount: 12 }, UNRECORDED);
      expect(report.outcomes.revoked).to.equal(12);
      expect(seen.deleted).to.equal(12);
      expect(seen.most).to.equal(concurrency);
    });
  }

  it('defaults to 4 (PLUGBOARD_BULK_REVOKE_CONCURRENCY) and refuses 0 at start', () => {
    expect(loadConfig({}).limits.bulkRevokeConcurrency).to.equal(4);
    expect(() => loadConfig({ PLUGBOARD_BULK_REVOKE_CONCURRENCY: '0' })).to.throw(/PLUGBOARD_BULK_REVOKE_CONCURRENCY must be >= 1/);
  });
});
