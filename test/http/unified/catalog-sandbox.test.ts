import { expect } from 'chai';
import { RecordsRepo } from '../../../src/store/records.repo.js';
import { newSession, sessionHeaders } from '../../support/connect-http.js';
import { post } from '../../support/http-client.js';
import { seedProject, type SeededProject } from '../../support/seed.js';
import { startTestGateway, type TestGateway } from '../../support/start-gateway.js';

/** The unified models each tool of issue 26 maps, as [model, list path, list key, get path, one-record key]. */
const TOOLS: Record<string, [string, string, string, string][]> = {
  'reply-io': [
    ['engagement.contact', '/api/unifications/engagement/contacts', 'contacts', 'contact'],
    ['engagement.sequence', '/api/unifications/engagement/sequences', 'sequences', 'sequence'],
  ],
  gong: [
    ['dialer.call', '/api/unifications/dialer/calls', 'calls', 'call'],
    ['dialer.user', '/api/unifications/dialer/users', 'users', 'user'],
  ],
  lemlist: [
    ['engagement.contact', '/api/unifications/engagement/contacts', 'contacts', 'contact'],
    ['engagement.sequence', '/api/unifications/engagement/sequences', 'sequences', 'sequence'],
  ],
};

/**
 * The sandbox (a simulated tool built from the manifest alone) works for every new tool without code: it connects
 * through the connect API, lists two pages and reads a record of each model, and a sync run caches them.
 */
describe('http: the sandbox simulates the new engagement and conversation tools from their manifests', () => {
  let gw: TestGateway;
  let project: SeededProject;

  before(async function () {
    this.timeout(60_000);
    gw = await startTestGateway();
    project = await seedProject(gw.gateway.core);
  });
  after(async () => {
    await gw?.close();
  });

  for (const [integrationId, models] of Object.entries(TOOLS)) {
    it(`${integrationId}: connects with the sandbox method, lists two pages, gets a record and syncs every model`, async function () {
      this.timeout(60_000);
      const session = await newSession(gw.url, project.dev.apiToken, { integrationId });
      const submit = await post(
        gw.url,
        '/api/connect/credentials',
        { integrationId, authMethodId: 'sandbox', credentials: {} },
        sessionHeaders(session),
      );
      expect(submit.status, submit.text).to.equal(200);
      const ex = await post(gw.url, '/api/auth/access-token', {}, { 'x-svc-api-token': project.dev.apiToken, ...sessionHeaders(session) });
      expect(ex.status, ex.text).to.equal(200);
      const connectionId = ex.body.result.connectionId as string;
      const headers = { 'x-svc-api-token': project.dev.apiToken, 'x-svc-access-token': ex.body.result.accessToken as string };
      for (const [model, base, plural, singular] of models) {
        const first = await post(gw.url, `${base}/list`, { pageSize: 2 }, headers);
        expect(first.status, `${model}: ${first.text}`).to.equal(200);
        const records = first.body.result[plural] as { id: string }[];
        // At most the page size asked for; a tool without a page size parameter (Gong) answers its own page size.
        expect(records.length, model).to.be.within(1, integrationId === 'gong' ? 100 : 2);
        const second = await post(gw.url, `${base}/list`, { pageSize: 2, cursor: first.body.result.nextPageCursor }, headers);
        expect(second.status, `${model}: ${second.text}`).to.equal(200);
        expect((second.body.result[plural] as { id: string }[])[0]!.id).to.not.equal(records[0]!.id);
        const one = await post(gw.url, `${base}/get`, { id: records[0]!.id }, headers);
        expect(one.status, `${model}: ${one.text}`).to.equal(200);
        expect(one.body.result[singular].id).to.equal(records[0]!.id);
      }
      const { sync } = gw.gateway.core.services;
      for (let i = 0; i < 2; i++) await sync.run(connectionId);
      const conn = await gw.gateway.core.internals.repos.connections.findById(connectionId);
      expect(conn!.lastSyncError).to.equal(null);
      const cache = new RecordsRepo(gw.gateway.core.database.db);
      for (const [model] of models) expect(await cache.countByConnection(connectionId, model), model).to.be.greaterThan(2);
    });
  }
});
