import { expect } from 'chai';
import { post } from '../../support/http-client.js';
import { newSession, sessionHeaders } from '../../support/connect-http.js';
import { seedProject, type SeededProject } from '../../support/seed.js';
import { startTestGateway, type TestGateway } from '../../support/start-gateway.js';

/** Connects `integrationId` with auth method `sandbox` through the connect API; returns the connection's headers. */
async function connectSandbox(gw: TestGateway, apiToken: string, integrationId: string) {
  const session = await newSession(gw.url, apiToken, { integrationId });
  const submit = await post(
    gw.url,
    '/api/connect/credentials',
    { integrationId, authMethodId: 'sandbox', credentials: {} },
    sessionHeaders(session),
  );
  if (submit.status !== 200) return { submit };
  const ex = await post(gw.url, '/api/auth/access-token', {}, { 'x-svc-api-token': apiToken, ...sessionHeaders(session) });
  expect(ex.status, ex.text).to.equal(200);
  return {
    submit,
    connectionId: ex.body.result.connectionId as string,
    headers: { 'x-svc-api-token': apiToken, 'x-svc-access-token': ex.body.result.accessToken as string },
  };
}

describe('http: sandbox connections (offline, a simulated tool, with fault injection)', () => {
  let gw: TestGateway;
  let project: SeededProject;
  let hubspot: { connectionId: string; headers: Record<string, string> };
  let contactId: string;
  const api = (path: string, body: unknown = {}) => post(gw.url, path, body, hubspot.headers);
  const setFaults = (faults: unknown) =>
    post(gw.url, '/api/connections/update', { id: hubspot.connectionId, sandbox: { faults } }, hubspot.headers);

  before(async function () {
    this.timeout(60_000);
    // No PLUGBOARD_CONNECTOR_HOSTS: nothing listens for the tools; the sandbox never uses the network.
    gw = await startTestGateway();
    project = await seedProject(gw.gateway.core);
    const c = await connectSandbox(gw, project.dev.apiToken, 'hubspot');
    expect(c.submit.status, c.submit.text).to.equal(200);
    hubspot = { connectionId: c.connectionId!, headers: c.headers! };
    const listed = await api('/api/unifications/crm/contacts/list', { pageSize: 1 });
    contactId = listed.body.result.contacts[0].id as string;
  });
  after(async () => {
    await gw?.close();
  });

  it('is refused in a production environment with 403 SANDBOX_NOT_ALLOWED', async () => {
    const c = await connectSandbox(gw, project.prod.apiToken, 'hubspot');
    expect(c.submit.status).to.equal(403);
    expect(c.submit.body.error.code).to.equal('SANDBOX_NOT_ALLOWED');
  });

  it('lists, reads and writes its own records: the same answer every time, every page, get by id, writes persist', async () => {
    const first = await api('/api/unifications/crm/contacts/list', { pageSize: 2 });
    expect(first.status, first.text).to.equal(200);
    const names = first.body.result.contacts.map((c: { firstName: string }) => c.firstName);
    expect(names).to.have.length(2);
    const again = await api('/api/unifications/crm/contacts/list', { pageSize: 2 });
    expect(again.body.result.contacts.map((c: { firstName: string }) => c.firstName)).to.deep.equal(names);
    const second = await api('/api/unifications/crm/contacts/list', { pageSize: 2, cursor: first.body.result.nextPageCursor });
    expect(second.status, second.text).to.equal(200);
    expect(second.body.result.contacts).to.have.length(2);
    expect(second.body.result.contacts[0].id).to.not.equal(first.body.result.contacts[0].id);

    const picked = first.body.result.contacts[1] as { id: string; firstName: string };
    const one = await api('/api/unifications/crm/contacts/get', { id: picked.id });
    expect(one.status, one.text).to.equal(200);
    expect(one.body.result.contact).to.include({ id: picked.id, firstName: picked.firstName });
    const updated = await api('/api/unifications/crm/contacts/update', { id: picked.id, contact: { jobTitle: 'Countess' } });
    expect(updated.status, updated.text).to.equal(200);
    expect(updated.body.result.contact).to.include({ id: picked.id, jobTitle: 'Countess' });
    const reread = await api('/api/unifications/crm/contacts/get', { id: picked.id });
    expect(reread.body.result.contact).to.include({ id: picked.id, jobTitle: 'Countess', firstName: picked.firstName });
    // Kept in the store, in a collection of its own, per environment and connection.
    const stored = await gw.gateway.core.database.db.collection('sandboxStates').findOne({ connectionId: hubspot.connectionId });
    expect(stored?.environmentId).to.equal(project.dev.env.id);
    expect(String(stored?.state)).to.include('Countess');
    // A search keeps the records holding the text (HubSpot sends it in the body of its search request).
    const found = await api('/api/unifications/crm/contacts/search', { filter: { query: picked.firstName } });
    expect(found.status, found.text).to.equal(200);
    const hits = found.body.result.contacts as { id: string }[];
    expect(hits.map((c) => c.id)).to.include(picked.id);
    expect(hits.length).to.be.lessThan(10);
    const missing = await api('/api/unifications/crm/contacts/get', { id: '999999' });
    expect(missing.status, missing.text).to.equal(404);
    expect(missing.body.error.code).to.equal('DOWNSTREAM_NOT_FOUND');
  });

  it('429 bursts are retried by the gateway; past its retries the caller gets 429 RATE_LIMITED with Retry-After (seconds or HTTP date)', async () => {
    expect((await setFaults({ rateLimit: { count: 1, retryAfterSeconds: 1 } })).status).to.equal(200);
    const retried = await api('/api/unifications/crm/contacts/get', { id: contactId });
    expect(retried.status, retried.text).to.equal(200);

    for (const format of ['seconds', 'http-date'] as const) {
      await setFaults({ rateLimit: { count: 50, retryAfterSeconds: 1, retryAfterFormat: format } });
      const limited = await api('/api/unifications/crm/contacts/get', { id: contactId });
      expect(limited.status, limited.text).to.equal(429);
      expect(limited.body.error.code).to.equal('RATE_LIMITED');
      expect(Number(limited.headers.get('retry-after'))).to.be.within(1, 60);
    }
    await setFaults(null);
  });

  it('an expired token: the call gets 401 from the sandbox, the refresh path runs, the call is retried and succeeds', async () => {
    await setFaults({ expiredToken: true });
    const res = await api('/api/unifications/crm/contacts/get', { id: contactId });
    expect(res.status, res.text).to.equal(200);
    const doc = await gw.gateway.core.internals.repos.connections.findById(hubspot.connectionId);
    const creds = gw.gateway.core.services.connections.revealCredentials<{ accessToken: string }>(doc!);
    expect(creds.accessToken).to.match(/^sandbox-access-/);
    // Refreshed once: the next call uses the new token without another 401.
    expect((await api('/api/unifications/crm/contacts/get', { id: contactId })).status).to.equal(200);
    await setFaults(null);
  });

  it('bursts of 5xx: retried within the manifest policy, then 503 DOWNSTREAM_UNAVAILABLE; a repeated cursor is stopped with 502 PAGINATION_LOOP', async () => {
    await setFaults({ serverErrors: { count: 50, status: 503 } });
    const down = await api('/api/unifications/crm/contacts/get', { id: contactId });
    expect(down.status, down.text).to.be.within(502, 503);
    expect(['DOWNSTREAM_UNAVAILABLE', 'DOWNSTREAM_ERROR']).to.include(down.body.error.code);

    await setFaults({ repeatCursor: true });
    const first = await api('/api/unifications/crm/contacts/list', { pageSize: 2 });
    expect(first.status, first.text).to.equal(200);
    const loop = await api('/api/unifications/crm/contacts/list', { pageSize: 2, cursor: first.body.result.nextPageCursor });
    expect(loop.status, loop.text).to.equal(502);
    expect(loop.body.error.code).to.equal('PAGINATION_LOOP');
    await setFaults(null);
  });

  it('slow answers (latencyMs) come late but answer within the integration timeout', async function () {
    this.timeout(120_000);
    await setFaults({ latencyMs: 300 });
    const slow = await api('/api/unifications/crm/contacts/get', { id: contactId });
    expect(slow.status, slow.text).to.equal(200);
    await setFaults(null);
  });

  it('faults can be set on sandbox connections only (400 otherwise)', async () => {
    const other = await gw.gateway.core.services.connections.create(project.dev.env, {
      integrationId: 'hubspot',
      authMethodId: 'private_app',
      credentials: { type: 'bearer', token: 'pat-real' },
    });
    const res = await post(
      gw.url,
      '/api/connections/update',
      { id: other.connectionId, sandbox: { faults: { expiredToken: true } } },
      {
        'x-svc-api-token': project.dev.apiToken,
        'x-svc-access-token': other.accessToken,
      },
    );
    expect(res.status, res.text).to.equal(400);
    expect(res.body.error.code).to.equal('VALIDATION_FAILED');
  });
});
