import { expect } from 'chai';
import { signIn } from '../../support/dashboard-client.js';
import { post } from '../../support/http-client.js';
import { seedConnection, seedProject, type SeededProject } from '../../support/seed.js';
import { startTestGateway, type TestGateway } from '../../support/start-gateway.js';

const OPERATOR = 'operator-token-for-audit-tests-0123456789abcdef';

/**
 * Every administrative change made through the API and the dashboard lands in the audit trail once, with its actor
 * and the client address, and no secret the test created appears anywhere in the trail (read by page and export).
 */
describe('http: the audit trail records every administrative change with its actor, never a secret', function () {
  this.timeout(120_000);
  let gw: TestGateway;
  let acme: SeededProject;
  const secrets: string[] = [];

  before(async () => {
    gw = await startTestGateway({ PLUGBOARD_ADMIN_TOKEN: OPERATOR, PLUGBOARD_AUTH_FAILURES_PER_ADDRESS: '100000' });
    acme = await seedProject(gw.gateway.core, 'Acme');
    secrets.push(OPERATOR, acme.dev.apiToken, acme.prod.apiToken);
  });
  after(async () => gw?.close());

  const api = (path: string, body: unknown = {}, accessToken?: string) =>
    post(gw.url, path, body, { 'x-svc-api-token': acme.dev.apiToken, ...(accessToken ? { 'x-svc-access-token': accessToken } : {}) });

  it('records webhooks, secrets, OAuth apps, connect settings, field mappings, agent keys, connection deletes and token rotation', async () => {
    const envId = acme.dev.env.id;
    // Through the API, as the environment's token.
    const wh = await api('/webhooks/create', { url: 'http://127.0.0.1:9/audit-hook' });
    expect(wh.status, wh.text).to.equal(200);
    const webhookId = wh.body.webhook.id as string;
    secrets.push(wh.body.webhook.secret as string);
    const rotated = await api('/webhooks/rotate-secret', { id: webhookId });
    expect(rotated.status, rotated.text).to.equal(200);
    secrets.push(rotated.body.secret as string);
    const clientSecret = 'oauth-client-secret-for-the-audit-test-4711';
    secrets.push(clientSecret);
    const app = await api('/api/auth/oauth-apps/create', { integrationId: 'hubspot', clientId: 'audit-client', clientSecret });
    expect(app.status, app.text).to.equal(200);
    const settings = await api('/api/connect-settings/update', { allowedOrigins: ['https://app.example.com'] });
    expect(settings.status, settings.text).to.equal(200);
    const conn = await seedConnection(gw.gateway.core, acme.dev.env, {
      integrationId: 'hubspot',
      authMethodId: 'private_app',
      credentials: { type: 'bearer', method: 'private_app', token: 'pat-audit-secret-0815' },
    });
    secrets.push('pat-audit-secret-0815', conn.accessToken);
    const mapping = await api(
      '/api/connections/field-mappings/set',
      {
        id: conn.connectionId,
        model: 'crm.contact',
        mapping: { fields: { jobTitle: { path: 'properties.custom_title' } } },
      },
      conn.accessToken,
    );
    expect(mapping.status, mapping.text).to.equal(200);
    const key = await api('/api/agent-keys/create', { name: 'Audit bot' });
    expect(key.status, key.text).to.equal(200);
    secrets.push(key.body.result.secret as string);
    const keyId = key.body.result.agentKey.id as string;
    expect((await api('/api/agent-keys/revoke', { id: keyId })).status).to.equal(200);
    expect((await api('/api/connections/delete', { id: conn.connectionId }, conn.accessToken)).status).to.equal(200);
    expect((await api('/webhooks/delete', { id: webhookId })).status).to.equal(200);

    // Through the dashboard, as the operator: a webhook, then the environment's token rotated.
    const operator = await signIn(gw.url, OPERATOR);
    const dwh = await operator.post(`/environments/${envId}/webhooks`, { url: 'http://127.0.0.1:9/dashboard-hook' });
    expect(dwh.status, dwh.text).to.equal(201);
    const rot = await operator.post(`/environments/${envId}/settings/rotate-token`, { currentToken: acme.dev.apiToken });
    expect(rot.status, rot.text).to.equal(200);
    const fresh = rot.body.apiToken as string;
    secrets.push(fresh);

    // The trail, newest first, read in pages of 3 by cursor with the new token.
    const entries: any[] = [];
    let cursor: string | undefined;
    do {
      const page = await post(gw.url, '/api/audit/list', { limit: 3, ...(cursor ? { cursor } : {}) }, { 'x-svc-api-token': fresh });
      expect(page.status, page.text).to.equal(200);
      entries.push(...page.body.result.entries);
      cursor = page.body.result.nextCursor ?? undefined;
    } while (cursor);
    const actions = entries.map((e) => e.action).reverse();
    expect(actions).to.deep.equal([
      'webhook.create',
      'webhook.rotateSecret',
      'oauthApp.create',
      'connectSettings.update',
      'fieldMapping.set',
      'agentKey.create',
      'agentKey.revoke',
      'connection.delete',
      'webhook.delete',
      'webhook.create',
      'apiToken.rotate',
    ]);
    const apiEntries = entries.filter((e) => e.actorId === `environmentToken:${envId}`);
    expect(apiEntries).to.have.length(9);
    const dashboardEntries = entries.filter((e) => e.actorId === 'operator:adminToken');
    expect(dashboardEntries.map((e) => e.action)).to.deep.equal(['apiToken.rotate', 'webhook.create']);
    for (const e of entries) {
      expect(e.sourceAddress).to.equal('127.0.0.1');
      expect(e.environmentId).to.equal(envId);
      expect(Date.parse(e.time)).to.be.greaterThan(Date.now() - 120_000);
    }
    expect(entries.find((e) => e.action === 'webhook.create' && e.actorId.startsWith('environmentToken')).target).to.deep.include({
      type: 'webhook',
      id: webhookId,
    });
    expect(entries.find((e) => e.action === 'agentKey.revoke').target).to.deep.include({ id: keyId, name: 'Audit bot' });
    // Summaries say what changed (a secret only as replaced), and nothing in them is a mere redaction mark.
    expect(entries.find((e) => e.action === 'webhook.rotateSecret').after).to.deep.equal({ rotated: true });
    expect(entries.find((e) => e.action === 'apiToken.rotate').after).to.deep.equal({ rotated: true });
    expect(entries.find((e) => e.action === 'oauthApp.create').after).to.deep.equal({
      integrationId: 'hubspot',
      clientId: 'audit-client',
      scopes: [],
    });

    // Filters: by actor kind and by target type.
    const byOperator = await post(gw.url, '/api/audit/list', { actor: 'operator' }, { 'x-svc-api-token': fresh });
    expect(byOperator.body.result.entries).to.have.length(2);
    const webhooks = await post(gw.url, '/api/audit/list', { action: 'webhook' }, { 'x-svc-api-token': fresh });
    expect(webhooks.body.result.entries.map((e: any) => e.action)).to.deep.equal([
      'webhook.create',
      'webhook.delete',
      'webhook.rotateSecret',
      'webhook.create',
    ]);

    // The dashboard reads the same trail; the export is JSON lines of the same entries.
    const dash = await operator.get(`/environments/${envId}/audit?actor=environmentToken&limit=200`);
    expect(dash.status, dash.text).to.equal(200);
    expect(dash.body.items).to.have.length(9);
    // fetch itself: the test client would parse the whole answer as one JSON document.
    const res = await fetch(`${gw.url}/api/audit/export`, { headers: { 'x-svc-api-token': fresh } });
    const exported = await res.text();
    expect(res.status, exported).to.equal(200);
    expect(res.headers.get('content-type')).to.match(/^application\/x-ndjson/);
    const lines = exported
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { id: string });
    expect(lines.map((l) => l.id)).to.deep.equal(entries.map((e) => e.id));

    // Another environment sees none of it.
    const other = await post(gw.url, '/api/audit/list', {}, { 'x-svc-api-token': acme.prod.apiToken });
    expect(other.body.result.entries).to.deep.equal([]);

    // No secret anywhere in the trail (nor in the store's documents).
    const stored = JSON.stringify(await gw.gateway.core.database.db.collection('auditLog').find({}).toArray());
    for (const s of secrets) {
      expect(exported, 'export').not.to.contain(s);
      expect(stored, 'store').not.to.contain(s);
    }
  });

  it('refuses an unknown cursor with 400', async () => {
    const res = await post(gw.url, '/api/audit/list', { cursor: 'bm9wZQ' }, { 'x-svc-api-token': acme.prod.apiToken });
    expect(res.status, res.text).to.equal(400);
    expect(res.body.error.code).to.equal('VALIDATION_FAILED');
  });
});
