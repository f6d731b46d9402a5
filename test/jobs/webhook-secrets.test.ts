import { createHash } from 'node:crypto';
import path from 'node:path';
import { expect } from 'chai';
import { Webhook } from 'standardwebhooks';
import { PACKAGE_ROOT as REPO_ROOT } from '../../src/config/package-root.js';
import { generateId } from '../../src/crypto/secret-box.js';
import { COLLECTIONS } from '../../src/store/collections.js';
import { call, post } from '../support/http-client.js';
import { seedConnection, seedProject } from '../support/seed.js';
import { startTestGateway, type TestGateway } from '../support/start-gateway.js';
import { startWebhookReceiver, waitFor, type ReceivedWebhook } from '../support/webhook-receiver.js';

const stdHeaders = (w: ReceivedWebhook) => ({
  'webhook-id': String(w.headers['webhook-id']),
  'webhook-timestamp': String(w.headers['webhook-timestamp']),
  'webhook-signature': String(w.headers['webhook-signature']),
});

describe('jobs: per-webhook signing secrets (Standard Webhooks) and connection webhooks of the older interface', function () {
  this.timeout(120_000);
  let gw: TestGateway;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;

  before(async () => {
    receiver = await startWebhookReceiver();
    gw = await startTestGateway({
      PLUGBOARD_JOBS: 'true',
      PLUGBOARD_JOBS_POLL_MS: '100',
      PLUGBOARD_WEBHOOK_BACKOFF_MS: '100',
      PLUGBOARD_CONNECTORS_DIR: path.join(REPO_ROOT, 'test/fixtures/connect-connectors'),
    });
  });
  after(async () => {
    await gw?.close();
    await receiver?.close();
  });

  const connect = (env: Parameters<typeof seedConnection>[1]) =>
    seedConnection(gw.gateway.core, env, {
      integrationId: 'keydialer',
      authMethodId: 'basic',
      credentials: { type: 'basic', username: 'u', password: 'p' },
    });

  it('a receiver verifies a real delivery with the standardwebhooks library and its own secret; rotation replaces it', async () => {
    const { core } = gw.gateway;
    const project = await seedProject(core);
    const h = { 'x-svc-api-token': project.dev.apiToken };
    const created = await post(gw.url, '/webhooks/create', { url: `${receiver.url}?a` }, h);
    expect(created.status, created.text).to.equal(200);
    const { id, secret } = created.body.webhook;
    expect(secret).to.match(/^whsec_[A-Za-z0-9+/]+=*$/);
    // Shown once: find and list never carry it, and it is sealed at rest.
    expect((await post(gw.url, '/webhooks/find', { id }, h)).body.webhook).not.to.have.property('secret');
    expect((await post(gw.url, '/webhooks/list', {}, h)).body.webhooks[0]).not.to.have.property('secret');
    const stored = await core.database.db.collection(COLLECTIONS.webhooks).findOne({ id });
    expect(JSON.stringify(stored)).not.to.include(secret.slice(6));

    const conn = await connect(project.dev.env);
    const first = await waitFor('delivery', () => receiver.received.find((w) => w.body.connectionId === conn.connectionId));
    const payload = new Webhook(secret).verify(first.raw, stdHeaders(first)) as { eventType: string };
    expect(payload.eventType).to.equal('system.sync.initial.complete');
    // The API token is no longer the Standard Webhooks key...
    expect(() =>
      new Webhook(`whsec_${Buffer.from(project.dev.apiToken).toString('base64')}`).verify(first.raw, stdHeaders(first)),
    ).to.throw();
    // ...while the seed's header is exactly as the seed defines it (SHA-256 of token:timestamp:body).
    const ts = String(first.headers['x-svc-timestamp']);
    expect(first.headers['x-svc-webhook-signature']).to.equal(
      createHash('sha256').update(`${project.dev.apiToken}:${ts}:${first.raw}`).digest('hex'),
    );

    const rotated = await post(gw.url, '/webhooks/rotate-secret', { id }, h);
    expect(rotated.status, rotated.text).to.equal(200);
    expect(rotated.body.id).to.equal(id);
    expect(rotated.body.secret)
      .to.match(/^whsec_/)
      .and.not.equal(secret);
    const conn2 = await connect(project.dev.env);
    const second = await waitFor('second delivery', () => receiver.received.find((w) => w.body.connectionId === conn2.connectionId));
    expect(() => new Webhook(secret).verify(second.raw, stdHeaders(second))).to.throw();
    expect(new Webhook(rotated.body.secret).verify(second.raw, stdHeaders(second))).to.have.property('eventType');

    const foreign = await post(gw.url, '/webhooks/rotate-secret', { id }, { 'x-svc-api-token': project.prod.apiToken });
    expect(foreign.status).to.equal(404);
  });

  it('a webhook stored before per-webhook secrets gets one at its first delivery; its owner learns it by rotating', async () => {
    const { core } = gw.gateway;
    const project = await seedProject(core);
    const id = generateId('wh');
    await core.database.db.collection(COLLECTIONS.webhooks).insertOne({
      id,
      kind: 'project',
      projectId: project.projectId,
      environmentId: project.dev.env.id,
      connectionId: null,
      url: `${receiver.url}?old`,
      createdAt: new Date(),
    });
    const conn = await connect(project.dev.env);
    const w = await waitFor('delivery', () => receiver.received.find((r) => r.body.connectionId === conn.connectionId));
    expect(String(w.headers['webhook-signature'])).to.match(/^v1,/);
    const doc = await core.database.db.collection(COLLECTIONS.webhooks).findOne({ id });
    expect(doc?.secretSealed).to.be.a('string');
    const rotated = await post(gw.url, '/webhooks/rotate-secret', { id }, { 'x-svc-api-token': project.dev.apiToken });
    expect(rotated.status).to.equal(200);
  });

  it('older interface: connection webhooks are listed, deleted, capped per connection and never duplicated', async () => {
    const { core } = gw.gateway;
    const project = await seedProject(core);
    const conn = await seedConnection(core, project.prod.env, { integrationId: 'x', authMethodId: 'k', credentials: {} });
    const other = await seedConnection(core, project.prod.env, { integrationId: 'x', authMethodId: 'k', credentials: {} });
    const legacy = { 'svc-api-token': project.prod.apiToken };
    const create = (webhookUrl: string, accessToken = conn.accessToken) =>
      post(gw.url, '/connection/webhook', { accessToken, webhook: { webhookUrl } }, legacy);
    const list = (accessToken = conn.accessToken) =>
      call(gw.url, 'GET', `/connection/webhook?accessToken=${encodeURIComponent(accessToken)}`, { headers: legacy });

    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await create(`https://hooks.example.com/conn/${i}`);
      expect(res.status, res.text).to.equal(200);
      expect(res.body.webhook.secret).to.match(/^whsec_/);
      ids.push(res.body.webhook.id);
    }
    const dup = await create('https://hooks.example.com/conn/0');
    expect(dup.status).to.equal(409);
    expect(dup.body.error).to.deep.include({ code: 'CONFLICT' });
    expect(dup.body.error.details.id).to.equal(ids[0]);
    const sixth = await create('https://hooks.example.com/conn/5');
    expect(sixth.status).to.equal(403);
    expect(sixth.body.error.code).to.equal('QUOTA_EXCEEDED');
    expect(sixth.body.error.details).to.deep.equal({ limit: 5 });

    const listed = await list();
    expect(listed.status).to.equal(200);
    expect(listed.body.webhooks.map((w: { id: string }) => w.id)).to.deep.equal(ids);
    expect(listed.body.webhooks[0]).to.have.keys(['id', 'connectionId', 'webhookUrl', 'createdTime']);
    expect((await list(other.accessToken)).body.webhooks).to.deep.equal([]);

    // Another connection's token cannot delete it; the owner can, once.
    const del = (id: string, accessToken = conn.accessToken) =>
      call(gw.url, 'DELETE', `/connection/webhook?accessToken=${encodeURIComponent(accessToken)}&id=${id}`, { headers: legacy });
    expect((await del(ids[0]!, other.accessToken)).status).to.equal(404);
    const deleted = await del(ids[0]!);
    expect(deleted.status, deleted.text).to.equal(200);
    expect(deleted.body).to.deep.equal({ id: ids[0] });
    expect((await del(ids[0]!)).status).to.equal(404);
    expect((await list()).body.webhooks).to.have.length(4);
    expect((await create('https://hooks.example.com/conn/5')).status).to.equal(200);
    expect((await list('pb_conn_wrong')).status).to.equal(401);
  });

  it('project webhooks past the quota get 403 QUOTA_EXCEEDED', async () => {
    const project = await seedProject(gw.gateway.core);
    const h = { 'x-svc-api-token': project.dev.apiToken };
    for (let i = 0; i < 20; i++)
      expect((await post(gw.url, '/webhooks/create', { url: `https://hooks.example.com/${i}` }, h)).status).to.equal(200);
    const over = await post(gw.url, '/webhooks/create', { url: 'https://hooks.example.com/20' }, h);
    expect(over.status).to.equal(403);
    expect(over.body.error).to.deep.include({ code: 'QUOTA_EXCEEDED', details: { limit: 20 } });
    expect((await post(gw.url, '/webhooks/list', {}, h)).body.webhooks).to.have.length(20);
  });
});
