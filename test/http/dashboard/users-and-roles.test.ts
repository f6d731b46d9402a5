import { readFileSync } from 'node:fs';
import { expect } from 'chai';
import { parse } from 'yaml';
import { signIn, type DashboardClient } from '../../support/dashboard-client.js';
import { call, post } from '../../support/http-client.js';
import { seedProject, type SeededProject } from '../../support/seed.js';
import { startTestGateway, type TestGateway } from '../../support/start-gateway.js';

const PASSWORD = 'correct horse battery staple';

/**
 * Dashboard users sign in with email and password and act in each project within their role there: what each
 * operation needs is `x-dashboard-role` in openapi.yaml, checked by the session guard for every operation.
 */
describe('http: dashboard users sign in with a password; roles per project decide every operation on the server', function () {
  this.timeout(120_000);
  let gw: TestGateway;
  let acme: SeededProject;
  let globex: SeededProject;
  const users = () => gw.gateway.core.services.dashboardUsers;
  const env = () => acme.dev.env.id;

  before(async () => {
    gw = await startTestGateway({ PLUGBOARD_AUTH_FAILURES_PER_ADDRESS: '100000' });
    acme = await seedProject(gw.gateway.core, 'Acme');
    globex = await seedProject(gw.gateway.core, 'Globex');
    for (const role of ['viewer', 'developer', 'admin', 'owner'] as const)
      await users().create({ email: `${role}@acme.example`, password: PASSWORD, projectId: acme.projectId, role });
  });
  after(async () => gw?.close());

  const as = (role: string): Promise<DashboardClient> => signIn(gw.url, { email: `${role}@acme.example`, password: PASSWORD });

  it('signs in with email and password: the session names the user and shows only their projects, with their role', async () => {
    const c = await signIn(gw.url, { email: 'Viewer@Acme.example ', password: PASSWORD });
    expect(c.session.principal).to.deep.include({ kind: 'user', email: 'viewer@acme.example' });
    expect(c.session.projects.map((p: { projectId: string; role: string }) => [p.projectId, p.role])).to.deep.equal([
      [acme.projectId, 'viewer'],
    ]);
    expect(JSON.stringify(c.session)).not.to.contain(PASSWORD);
    // Another project's environment does not exist for this session.
    const other = await c.get(`/environments/${globex.dev.env.id}/overview`);
    expect(other.status, other.text).to.equal(404);
  });

  it('a wrong password and an unknown email get the same 401; nothing is echoed', async () => {
    const wrong = await post(gw.url, '/dashboard/api/session', { email: 'viewer@acme.example', password: 'not the password at all' });
    const unknown = await post(gw.url, '/dashboard/api/session', { email: 'nobody@acme.example', password: PASSWORD });
    for (const r of [wrong, unknown]) {
      expect(r.status, r.text).to.equal(401);
      expect(r.body.error).to.deep.include({ code: 'UNAUTHORIZED', message: 'Wrong email or password' });
      expect(r.text).not.to.contain(PASSWORD).and.not.to.contain('not the password');
    }
    const mixed = await post(gw.url, '/dashboard/api/session', {
      token: acme.dev.apiToken,
      email: 'viewer@acme.example',
      password: PASSWORD,
    });
    expect(mixed.status, mixed.text).to.equal(400);
    const none = await post(gw.url, '/dashboard/api/session', {});
    expect(none.status, none.text).to.equal(400);
  });

  it('a viewer reads everything and changes nothing: every write answers 403 DASHBOARD_ROLE_REQUIRED', async () => {
    const viewer = await as('viewer');
    for (const path of [
      'overview',
      'connections',
      'webhooks',
      'events',
      'oauth-apps',
      'agent-keys',
      'settings',
      'logs/requests',
      'revocations',
    ]) {
      const r = await viewer.get(`/environments/${env()}/${path}`);
      expect(r.status, `${path}: ${r.text}`).to.equal(200);
    }
    const writes: [string, string, unknown?][] = [
      ['POST', 'webhooks', { url: 'https://example.com/hook' }],
      ['DELETE', 'webhooks/wh_x'],
      ['DELETE', 'connections/conn_x'],
      ['POST', 'connections/conn_x/resync'],
      ['POST', 'connections/conn_x/sync', { frequencySeconds: 300 }],
      // the bulk revocation's plan too: it is the first step of ending every connection (admin)
      ['GET', 'connections/revoke-all'],
      ['POST', 'connections/revoke-all', { confirmCount: 0 }],
      ['POST', 'connections/conn_x/reconnect-link', {}],
      ['POST', 'oauth-apps', { integrationId: 'hubspot', clientId: 'x', clientSecret: 'y' }],
      ['POST', 'agent-keys', { name: 'k' }],
      ['POST', 'settings/connect', {}],
      ['POST', 'settings/rotate-token', { currentToken: acme.dev.apiToken }],
    ];
    for (const [method, path, body] of writes) {
      const r = await call(gw.url, method, `/dashboard/api/environments/${env()}/${path}`, {
        headers: { cookie: viewer.cookie, 'x-plugboard-csrf': viewer.csrf },
        ...(body !== undefined ? { body } : {}),
      });
      expect(r.status, `${method} ${path}: ${r.text}`).to.equal(403);
      expect(r.body.error.code).to.equal('DASHBOARD_ROLE_REQUIRED');
      expect(r.body.error.details).to.deep.include({ role: 'viewer' });
    }
    // Nothing changed; the viewer may still sign out.
    expect((await viewer.get(`/environments/${env()}/webhooks`)).body.items).to.deep.equal([]);
    expect((await viewer.del('/session')).status).to.equal(204);
  });

  it('a developer manages webhooks but deletes no connection; an owner rotates the token', async () => {
    const dev = await as('developer');
    const created = await dev.post(`/environments/${env()}/webhooks`, { url: 'https://example.com/dev-hook' });
    expect(created.status, created.text).to.be.oneOf([200, 201]);
    // The audit trail names the person who made the change.
    const entries = await gw.gateway.core.database.db.collection('auditLog').find({ 'actor.kind': 'user' }).toArray();
    expect(entries.map((e) => (e.actor as { email: string }).email)).to.include('developer@acme.example');
    expect(JSON.stringify(entries)).not.to.contain(PASSWORD);
    const del = await dev.del(`/environments/${env()}/connections/conn_missing`);
    expect(del.status, del.text).to.equal(403);
    expect(del.body.error.details).to.deep.include({ requiredRole: 'admin', role: 'developer' });
    const admin = await as('admin');
    const notFound = await admin.del(`/environments/${env()}/connections/conn_missing`);
    expect(notFound.status, notFound.text).to.equal(404);
    expect(
      (await admin.post(`/environments/${env()}/settings/rotate-token`, { currentToken: acme.dev.apiToken })).body.error.code,
    ).to.equal('DASHBOARD_ROLE_REQUIRED');
    const owner = await as('owner');
    const rotated = await owner.post(`/environments/${env()}/settings/rotate-token`, { currentToken: acme.dev.apiToken });
    expect(rotated.status, rotated.text).to.equal(200);
    acme.dev.apiToken = rotated.body.apiToken as string;
    // A user's session is bound to the user, not to the token: it outlives the rotation.
    expect((await owner.get('/session')).status).to.equal(200);
  });

  it('a role changed or removed applies to the next request of a live session', async () => {
    const c = await as('developer');
    const user = (await users().listForProject(acme.projectId)).find((u) => u.email === 'developer@acme.example')!;
    await users().setRole(user.userId, acme.projectId, 'viewer');
    const refused = await c.post(`/environments/${env()}/webhooks`, { url: 'https://example.com/late' });
    expect(refused.status, refused.text).to.equal(403);
    await users().setRole(user.userId, acme.projectId, null);
    expect((await c.get(`/environments/${env()}/overview`)).status).to.equal(404);
    expect((await c.get('/session')).body.projects).to.deep.equal([]);
  });

  it('openapi.yaml names the minimum role of every dashboard operation, and only reads are open to viewers', () => {
    const spec = parse(readFileSync('openapi.yaml', 'utf8')) as { paths: Record<string, Record<string, any>> };
    let checked = 0;
    for (const [path, ops] of Object.entries(spec.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        const guarded = (op?.security ?? []).some((r: Record<string, unknown>) => 'DashboardSession' in r);
        if (!guarded) continue;
        checked++;
        expect(op['x-dashboard-role'], op.operationId).to.be.oneOf(['viewer', 'developer', 'admin', 'owner']);
        // Signing out, and a user's own account (two-factor sign-in, their sessions), are every role's.
        const own = op.operationId === 'deleteDashboardSession' || path.startsWith('/dashboard/api/account');
        if (method !== 'get' && !own) expect(op['x-dashboard-role'], op.operationId).not.to.equal('viewer');
      }
    }
    expect(checked).to.be.greaterThan(20);
  });
});

describe('http: password sign-ins share the failed-check throttle, and a blocked address learns nothing from a right password', function () {
  this.timeout(120_000);
  let gw: TestGateway;

  before(async () => {
    gw = await startTestGateway({ PLUGBOARD_AUTH_FAILURES_PER_ADDRESS: '3', PLUGBOARD_AUTH_FAILURES_PER_TOKEN_PREFIX: '100000' });
    const acme = await seedProject(gw.gateway.core, 'Acme');
    await gw.gateway.core.services.dashboardUsers.create({
      email: 'ada@acme.example',
      password: PASSWORD,
      projectId: acme.projectId,
      role: 'owner',
    });
  });
  after(async () => gw?.close());

  it('after the limit even the right password answers 429 RATE_LIMITED', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++)
      statuses.push((await post(gw.url, '/dashboard/api/session', { email: 'ada@acme.example', password: `wrong password ${i}` })).status);
    expect(statuses.slice(0, 3)).to.deep.equal([401, 401, 401]);
    expect(statuses.at(-1)).to.equal(429);
    const right = await post(gw.url, '/dashboard/api/session', { email: 'ada@acme.example', password: PASSWORD });
    expect(right.status, right.text).to.equal(429);
    expect(right.body.error.code).to.equal('RATE_LIMITED');
    expect(right.headers.get('set-cookie')).to.equal(null);
  });
});
