import { expect } from 'chai';
import { post } from '../../support/http-client.js';
import { seedConnection, seedProject, type SeededProject } from '../../support/seed.js';
import { startTestGateway, type TestGateway } from '../../support/start-gateway.js';

/**
 * Scoped API keys through HTTP: created (the secret once), listed (never again), used within their scopes only
 * (403 API_KEY_SCOPE_MISSING naming the scope), rotated (with or without grace), revoked (401 API_KEY_REVOKED at
 * once), expired (401 API_KEY_EXPIRED), their last use recorded without a write per request, and every change in
 * the audit trail without a secret. The environment token stays a key with every scope.
 */
describe('http: scoped API keys', function () {
  this.timeout(120_000);
  let gw: TestGateway;
  let acme: SeededProject;

  before(async () => {
    gw = await startTestGateway();
    acme = await seedProject(gw.gateway.core, 'Acme');
  });
  after(async () => gw?.close());

  const as = (token: string, path: string, body: unknown = {}, accessToken?: string) =>
    post(gw.url, path, body, { 'x-svc-api-token': token, ...(accessToken ? { 'x-svc-access-token': accessToken } : {}) });
  const admin = (path: string, body: unknown = {}) => as(acme.dev.apiToken, path, body);
  const create = async (body: Record<string, unknown>) => {
    const res = await admin('/api/api-keys/create', body);
    expect(res.status, res.text).to.equal(200);
    return res.body.result as { apiKey: { id: string; lastFour: string }; secret: string };
  };

  it('the environment token is listed as the primary key with every scope; the secret of a new key is shown once', async () => {
    const created = await create({ name: 'Reporting', scopes: ['read'] });
    expect(created.secret).to.match(/^pb_key_[A-Za-z0-9_-]{43}$/);
    expect(created.apiKey).to.include({
      name: 'Reporting',
      primary: false,
      prefix: 'pb_key_',
      status: 'active',
      lastFour: created.secret.slice(-4),
    });
    const list = await admin('/api/api-keys/list');
    expect(list.status, list.text).to.equal(200);
    const keys = list.body.result.apiKeys as { id: string; primary: boolean; scopes: string[]; prefix: string; lastFour: string }[];
    expect(keys[0]).to.include({ primary: true, prefix: 'pb_dev_', lastFour: acme.dev.apiToken.slice(-4), id: `key_${acme.dev.env.id}` });
    expect(keys[0]!.scopes).to.deep.equal(['read', 'write', 'connect', 'webhooks', 'agents', 'admin']);
    expect(keys.map((k) => k.id)).to.include(created.apiKey.id);
    expect(list.text).to.not.contain(created.secret);
    expect(list.text).to.not.contain(acme.dev.apiToken);
  });

  it('a read key reads but cannot write, create webhooks or manage keys: 403 API_KEY_SCOPE_MISSING naming the scope', async () => {
    const { secret } = await create({ name: 'Reader', scopes: ['read'] });
    const conn = await seedConnection(gw.gateway.core, acme.dev.env, {
      integrationId: 'hubspot',
      authMethodId: 'private_app',
      credentials: { type: 'bearer', method: 'private_app', token: 'pat-scoped-keys-0815' },
    });
    const read = await as(secret, '/api/connect-settings/get');
    expect(read.status, read.text).to.equal(200);
    const write = await as(secret, '/api/connections/delete', { id: conn.connectionId }, conn.accessToken);
    expect(write.status, write.text).to.equal(403);
    expect(write.body.error.code).to.equal('API_KEY_SCOPE_MISSING');
    expect(write.body.error.details).to.include({ requiredScope: 'write' });
    expect(write.body.error.message).to.contain('"write"');
    const unified = await as(secret, '/api/unifications/crm/contacts/create', { contact: { firstName: 'A' } }, conn.accessToken);
    expect(unified.status, unified.text).to.equal(403);
    expect(unified.body.error.details.requiredScope).to.equal('write');
    const webhook = await as(secret, '/webhooks/create', { url: 'http://127.0.0.1:9/hook' });
    expect(webhook.body.error.details.requiredScope, webhook.text).to.equal('webhooks');
    const keys = await as(secret, '/api/api-keys/create', { name: 'escalate', scopes: ['admin'] });
    expect(keys.status).to.equal(403);
    expect(keys.body.error.details.requiredScope).to.equal('admin');
    // The connection is still there: the refused delete did nothing.
    const still = await as(secret, '/api/connections/find', { id: conn.connectionId }, conn.accessToken);
    expect(still.status, still.text).to.equal(200);
    // The older interface's header takes the same keys and scopes.
    const legacy = await post(gw.url, '/connection/webhook', { url: 'http://127.0.0.1:9/legacy' }, { 'svc-api-token': secret });
    expect(legacy.status, legacy.text).to.equal(403);
  });

  it('a revoked key is refused at once with API_KEY_REVOKED; the environment token cannot be revoked', async () => {
    const { secret, apiKey } = await create({ name: 'Short-lived', scopes: ['read', 'write'] });
    expect((await as(secret, '/api/connect-settings/get')).status).to.equal(200);
    const revoked = await admin('/api/api-keys/revoke', { id: apiKey.id });
    expect(revoked.status, revoked.text).to.equal(200);
    expect(revoked.body.result.apiKey).to.include({ status: 'revoked' });
    const refused = await as(secret, '/api/connect-settings/get');
    expect(refused.status, refused.text).to.equal(401);
    expect(refused.body.error.code).to.equal('API_KEY_REVOKED');
    expect(refused.body.error.details).to.include({ keyId: apiKey.id });
    const primary = await admin('/api/api-keys/revoke', { id: `key_${acme.dev.env.id}` });
    expect(primary.status, primary.text).to.equal(409);
    const other = await as(acme.prod.apiToken, '/api/api-keys/revoke', { id: apiKey.id });
    expect(other.status, "another environment's key is not found").to.equal(404);
  });

  it('an expired key is refused with API_KEY_EXPIRED; an expiry in the past is refused at creation', async () => {
    const past = await admin('/api/api-keys/create', {
      name: 'late',
      scopes: ['read'],
      expiresTime: new Date(Date.now() - 1000).toISOString(),
    });
    expect(past.status).to.equal(400);
    const { secret } = await create({ name: 'Two seconds', scopes: ['read'], expiresTime: new Date(Date.now() + 2000).toISOString() });
    expect((await as(secret, '/api/connect-settings/get')).status).to.equal(200);
    await new Promise((r) => setTimeout(r, 2100));
    const refused = await as(secret, '/api/connect-settings/get');
    expect(refused.status, refused.text).to.equal(401);
    expect(refused.body.error.code).to.equal('API_KEY_EXPIRED');
  });

  it('rotation: the new secret works, the old stops at once, or after its grace period', async () => {
    const first = await create({ name: 'Rotating', scopes: ['read'] });
    const rotated = await admin('/api/api-keys/rotate', { id: first.apiKey.id });
    expect(rotated.status, rotated.text).to.equal(200);
    expect(rotated.headers.get('cache-control')).to.equal('no-store');
    const { secret, apiKey, previous } = rotated.body.result;
    expect(apiKey).to.include({ name: 'Rotating', status: 'active' });
    expect(previous).to.include({ id: first.apiKey.id, status: 'revoked', replacedBy: apiKey.id });
    expect((await as(secret as string, '/api/connect-settings/get')).status).to.equal(200);
    expect((await as(first.secret, '/api/connect-settings/get')).body.error.code).to.equal('API_KEY_REVOKED');
    const graced = await admin('/api/api-keys/rotate', { id: apiKey.id, gracePeriodSeconds: 2 });
    expect(graced.status, graced.text).to.equal(200);
    expect((await as(secret as string, '/api/connect-settings/get')).status, 'the old key works during the grace period').to.equal(200);
    await new Promise((r) => setTimeout(r, 2100));
    expect((await as(secret as string, '/api/connect-settings/get')).body.error.code).to.equal('API_KEY_EXPIRED');
    expect((await as(graced.body.result.secret as string, '/api/connect-settings/get')).status).to.equal(200);
  });

  it('the environment token rotates like a key: the new one has every scope, the old one stops', async () => {
    const env = await seedProject(gw.gateway.core, 'Rotated');
    const rotated = await as(env.dev.apiToken, '/api/api-keys/rotate', { id: `key_${env.dev.env.id}` });
    expect(rotated.status, rotated.text).to.equal(200);
    const token = rotated.body.result.secret as string;
    expect(token).to.match(/^pb_dev_/);
    expect((await as(env.dev.apiToken, '/api/connect-settings/get')).status).to.equal(401);
    expect((await as(token, '/api/api-keys/list')).status).to.equal(200);
    const withGrace = await as(token, '/api/api-keys/rotate', { id: `key_${env.dev.env.id}`, gracePeriodSeconds: 60 });
    expect(withGrace.status).to.equal(400);
  });

  it('records the last use, at most once a minute per key (no store write per request)', async () => {
    const { secret, apiKey } = await create({ name: 'Used', scopes: ['read'] });
    const listed = async () =>
      ((await admin('/api/api-keys/list')).body.result.apiKeys as { id: string; lastUsedTime: string | null }[]).find(
        (k) => k.id === apiKey.id,
      )!;
    expect((await listed()).lastUsedTime).to.equal(null);
    expect((await as(secret, '/api/connect-settings/get')).status).to.equal(200);
    let first: string | null = null;
    for (let i = 0; i < 50 && first === null; i++) {
      first = (await listed()).lastUsedTime;
      if (first === null) await new Promise((r) => setTimeout(r, 20));
    }
    expect(first, 'the first use is recorded').to.be.a('string');
    await new Promise((r) => setTimeout(r, 20));
    expect((await as(secret, '/api/connect-settings/get')).status).to.equal(200);
    await new Promise((r) => setTimeout(r, 100));
    expect((await listed()).lastUsedTime, 'a second use within the minute writes nothing').to.equal(first);
    const primary = ((await admin('/api/api-keys/list')).body.result.apiKeys as { primary: boolean; lastUsedTime: string | null }[])[0]!;
    expect(primary.lastUsedTime, "the environment token's use is recorded too").to.be.a('string');
  });

  it('every key change is in the audit trail with its actor, never a secret', async () => {
    const { secret, apiKey } = await create({ name: 'Audited', scopes: ['admin'] });
    // A change made with a scoped key names that key as the actor.
    const made = await as(secret, '/api/api-keys/create', { name: 'Made by a key', scopes: ['read'] });
    expect(made.status, made.text).to.equal(200);
    const revoke = await as(secret, '/api/api-keys/revoke', { id: made.body.result.apiKey.id });
    expect(revoke.status, revoke.text).to.equal(200);
    const trail = await admin('/api/audit/list', { action: 'apiKey' });
    expect(trail.status, trail.text).to.equal(200);
    const entries = trail.body.result.entries as { action: string; actor: { kind: string; keyId?: string }; target: { id: string } }[];
    const byKey = entries.filter((e) => e.actor.kind === 'apiKey' && e.actor.keyId === apiKey.id).map((e) => e.action);
    expect(byKey).to.include.members(['apiKey.create', 'apiKey.revoke']);
    const actions = new Set(entries.map((e) => e.action));
    for (const a of ['apiKey.create', 'apiKey.revoke', 'apiKey.rotate']) expect(actions, a).to.include(a);
    expect(trail.text).to.not.match(/pb_key_[A-Za-z0-9_-]{20,}/);
    expect(trail.text).to.not.contain(secret);
    expect(trail.text).to.not.contain(made.body.result.secret);
  });
});
