import { expect } from 'chai';
import { COLLECTIONS } from '../../../src/store/collections.js';
import { freePort } from '../../support/connect-gateway.js';
import { FakeRingCentral } from '../../support/fake-tools/fake-ringcentral.js';
import { call, post } from '../../support/http-client.js';
import { seedProject, type SeededProject } from '../../support/seed.js';
import { startTestGateway, type TestGateway } from '../../support/start-gateway.js';
import { startWebhookReceiver, waitFor } from '../../support/webhook-receiver.js';
import { connectOAuth } from '../unified/support.js';

const CLIENT = { clientId: 'rc-client-id', clientSecret: 'rc-client-secret' };
const BASIC = `Basic ${Buffer.from(`${CLIENT.clientId}:${CLIENT.clientSecret}`).toString('base64')}`;

interface RevocationBody {
  state: string;
  attempts: number;
  error?: string;
  nextAttemptTime?: string;
}
interface EventBody {
  eventType: string;
  connectionId: string;
  data?: { id: string };
  revocation?: RevocationBody;
}

/**
 * Credential custody at the end of a connection, against a fake RingCentral (its /restapi/oauth/revoke ends the
 * whole OAuth session, as RingCentral documents): deleting a connection revokes the grant at the tool before the
 * sealed credentials are erased, `connection.deleted` says so; a revocation the tool fails is kept sealed (and only
 * that), retried by a job with a backoff, visible in metrics and events, and erased after the last attempt.
 */
describe('http: a deleted connection revokes its grant at the tool', () => {
  let rc: FakeRingCentral;
  let gw: TestGateway;
  let project: SeededProject;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;

  before(async function () {
    this.timeout(60_000);
    rc = await new FakeRingCentral(CLIENT).start();
    rc.addUser(0);
    receiver = await startWebhookReceiver();
    const port = await freePort();
    gw = await startTestGateway({
      PORT: String(port),
      PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
      PLUGBOARD_CONNECTOR_HOSTS: JSON.stringify({ ringcentral: { api: rc.origin, authorize: rc.origin, token: rc.origin } }),
      PLUGBOARD_OAUTH_APPS: JSON.stringify({ ringcentral: CLIENT }),
      PLUGBOARD_JOBS: 'true',
      PLUGBOARD_JOBS_POLL_MS: '100',
      PLUGBOARD_WEBHOOK_BACKOFF_MS: '100',
      PLUGBOARD_REVOKE_RETRY_MS: '300',
      PLUGBOARD_REVOKE_MAX_ATTEMPTS: '3',
    });
    project = await seedProject(gw.gateway.core);
    expect((await post(gw.url, '/webhooks/create', { url: receiver.url }, { 'x-svc-api-token': project.dev.apiToken })).status).to.equal(
      200,
    );
  });
  after(async () => {
    await gw?.close();
    await receiver?.close();
    await rc?.server.stop();
  });

  const db = () => gw.gateway.core.database.db;
  const pendingOf = (id: string) =>
    db()
      .collection(COLLECTIONS.pendingRevocations)
      .findOne({ _id: id as never });
  const received = (connectionId: string, eventType: string) =>
    receiver.received.map((r) => r.body as EventBody).filter((b) => b.connectionId === connectionId && b.eventType === eventType);

  /** The connection's access token (the delete operation takes it), by connection id. */
  const tokens = new Map<string, string>();

  async function connect(): Promise<{ connectionId: string; refreshToken: string; accessToken: string }> {
    const { h } = await connectOAuth(gw, project, { integrationId: 'ringcentral' });
    tokens.set(h.connectionId, h.accessToken);
    const doc = await db().collection(COLLECTIONS.connections).findOne({ id: h.connectionId });
    const creds = gw.gateway.core.services.connections.revealCredentials<{ refreshToken: string; accessToken: string }>(doc as never);
    expect(rc.oauth.isLive(creds.refreshToken)).to.equal(true);
    return { connectionId: h.connectionId, refreshToken: creds.refreshToken, accessToken: creds.accessToken };
  }

  const remove = (connectionId: string) =>
    post(
      gw.url,
      '/api/connections/delete',
      { id: connectionId },
      { 'x-svc-api-token': project.dev.apiToken, 'x-svc-access-token': tokens.get(connectionId)! },
    );

  it('revokes the refresh token at /restapi/oauth/revoke (client as HTTP Basic), then erases the credentials; connection.deleted says revoked', async function () {
    this.timeout(30_000);
    const { connectionId, refreshToken, accessToken } = await connect();
    const res = await remove(connectionId);
    expect(res.status, res.text).to.equal(200);

    expect(rc.oauth.revokeRequests).to.have.length(1);
    expect(rc.oauth.revokeRequests[0]).to.deep.equal({ form: { token: refreshToken }, authorization: BASIC });
    // RingCentral ends the whole session: the access token stops working too.
    expect(rc.oauth.isLive(refreshToken)).to.equal(false);
    expect(rc.oauth.isLive(accessToken)).to.equal(false);
    expect(await db().collection(COLLECTIONS.connections).countDocuments({ id: connectionId })).to.equal(0);
    expect(await pendingOf(connectionId), 'nothing kept once revoked').to.equal(null);

    const [deleted] = await waitFor('connection.deleted', () => {
      const list = received(connectionId, 'connection.deleted');
      return list.length ? list : undefined;
    });
    expect(deleted).to.deep.include({ connectionId, data: { id: connectionId }, revocation: { state: 'revoked', attempts: 1 } });
  });

  it('keeps only the sealed credentials of a failed revocation, retries it (job, backoff) until the tool revokes, visible in events and metrics', async function () {
    this.timeout(30_000);
    const { connectionId, refreshToken } = await connect();
    const before = rc.oauth.revokeRequests.length;
    rc.oauth.failRevocations = 1;
    const res = await remove(connectionId);
    expect(res.status, res.text).to.equal(200);
    expect(await db().collection(COLLECTIONS.connections).countDocuments({ id: connectionId })).to.equal(0);

    const pending = await pendingOf(connectionId);
    expect(pending, 'a pending revocation').to.not.equal(null);
    expect(pending).to.include({ attempts: 1, integrationId: 'ringcentral', lastError: 'the revocation endpoint answered 503' });
    expect(JSON.stringify(pending), 'sealed, never in clear').to.not.contain(refreshToken);
    expect(pending!.credentialsSealed).to.match(/^v2\./);

    const [deleted] = await waitFor('connection.deleted', () => {
      const list = received(connectionId, 'connection.deleted');
      return list.length ? list : undefined;
    });
    expect(deleted!.revocation).to.include({ state: 'retrying', attempts: 1, error: 'the revocation endpoint answered 503' });
    expect(Date.parse(deleted!.revocation!.nextAttemptTime!)).to.be.greaterThan(Date.now() - 5_000);

    const [updated] = await waitFor('connection.revocation.updated', () => {
      const list = received(connectionId, 'connection.revocation.updated');
      return list.length ? list : undefined;
    });
    expect(updated!.revocation).to.deep.equal({ state: 'revoked', attempts: 2 });
    expect(rc.oauth.revokeRequests.length - before).to.equal(2);
    expect(rc.oauth.isLive(refreshToken)).to.equal(false);
    expect(await pendingOf(connectionId), 'erased once revoked').to.equal(null);

    const metrics = await call(gw.url, 'GET', '/metrics');
    expect(metrics.text).to.match(/plugboard_connection_revocations_total\{integration="ringcentral",outcome="retrying"\} 1/);
    expect(metrics.text).to.match(/plugboard_connection_revocations_total\{integration="ringcentral",outcome="revoked"\} [23]/);
    expect(metrics.text).to.contain('plugboard_queue_depth{queue="revocations_pending"} 0');
  });

  it('gives up after the last attempt: the credentials are erased all the same, connection.revocation.updated says abandoned', async function () {
    this.timeout(30_000);
    const { connectionId, refreshToken } = await connect();
    rc.oauth.failRevocations = 100;
    expect((await remove(connectionId)).status).to.equal(200);
    const [updated] = await waitFor('connection.revocation.updated', () => {
      const list = received(connectionId, 'connection.revocation.updated');
      return list.length ? list : undefined;
    });
    expect(updated!.revocation).to.deep.equal({ state: 'abandoned', attempts: 3, error: 'the revocation endpoint answered 503' });
    expect(await pendingOf(connectionId), 'erased after the last attempt').to.equal(null);
    expect(rc.oauth.isLive(refreshToken), 'the fake never revoked it').to.equal(true);
    rc.oauth.failRevocations = 0;
  });
});
