import { expect } from 'chai';
import { signIn, type DashboardClient } from '../../support/dashboard-client.js';
import { call, post } from '../../support/http-client.js';
import { seedProject, type SeededProject } from '../../support/seed.js';
import { startTestGateway, type TestGateway } from '../../support/start-gateway.js';

const PASSWORD = 'correct horse battery staple';

/**
 * Invites (a link that works once and for a limited time, no mail server) and a project's team (roles changed
 * within one's own reach, the last owner kept), all recorded in the audit trail without the link's token.
 */
describe('http: dashboard invites and the project team', function () {
  this.timeout(120_000);
  let gw: TestGateway;
  let acme: SeededProject;
  let globex: SeededProject;
  let owner: DashboardClient;
  let admin: DashboardClient;
  const users = () => gw.gateway.core.services.dashboardUsers;
  const tokenOf = (url: string) => url.split('#/invite/')[1]!;
  const auditEntries = () => gw.gateway.core.database.db.collection('auditLog').find({}).toArray();

  before(async () => {
    gw = await startTestGateway({ PLUGBOARD_AUTH_FAILURES_PER_ADDRESS: '100000', PUBLIC_BASE_URL: 'https://plugboard.example.com' });
    acme = await seedProject(gw.gateway.core, 'Acme');
    globex = await seedProject(gw.gateway.core, 'Globex');
    for (const role of ['owner', 'admin', 'viewer'] as const)
      await users().create({ email: `${role}@acme.example`, password: PASSWORD, projectId: acme.projectId, role });
    owner = await signIn(gw.url, { email: 'owner@acme.example', password: PASSWORD });
    admin = await signIn(gw.url, { email: 'admin@acme.example', password: PASSWORD });
  });
  after(async () => gw?.close());

  it('invite -> lookup -> accept sets the password once; the link then stops working; sign-in works', async () => {
    const created = await owner.post(`/projects/${acme.projectId}/invites`, { email: 'Bo@Acme.example', role: 'developer' });
    expect(created.status, created.text).to.equal(201);
    expect(created.body).to.include({ email: 'bo@acme.example', role: 'developer', expired: false });
    expect(created.body.inviteUrl).to.match(/^https:\/\/plugboard\.example\.com\/dashboard#\/invite\/pb_inv_/);
    const token = tokenOf(created.body.inviteUrl as string);
    const listed = await owner.get(`/projects/${acme.projectId}/invites`);
    expect(listed.body.items.map((i: { email: string }) => i.email)).to.deep.equal(['bo@acme.example']);
    expect(listed.text).not.to.contain(token);

    const info = await post(gw.url, '/dashboard/api/invites/lookup', { token });
    expect(info.status, info.text).to.equal(200);
    expect(info.body).to.include({ email: 'bo@acme.example', projectName: 'Acme', role: 'developer', existingUser: false });
    const short = await post(gw.url, '/dashboard/api/invites/accept', { token, password: 'short' });
    expect(short.status, short.text).to.equal(400);
    const accepted = await post(gw.url, '/dashboard/api/invites/accept', { token, password: PASSWORD });
    expect(accepted.status, accepted.text).to.equal(201);
    expect(accepted.body).to.include({ email: 'bo@acme.example', projectId: acme.projectId, role: 'developer' });
    for (const again of [
      await post(gw.url, '/dashboard/api/invites/accept', { token, password: PASSWORD }),
      await post(gw.url, '/dashboard/api/invites/lookup', { token }),
    ]) {
      expect(again.status, again.text).to.equal(404);
      expect(again.body.error.code).to.equal('DASHBOARD_INVITE_INVALID');
    }
    const bo = await signIn(gw.url, { email: 'bo@acme.example', password: PASSWORD });
    expect(bo.session.projects.map((p: { role: string }) => p.role)).to.deep.equal(['developer']);
    expect((await owner.get(`/projects/${acme.projectId}/invites`)).body.items).to.deep.equal([]);
    // The trail: created by the owner, accepted by the new user; never the link's token nor the password.
    const entries = await auditEntries();
    const invite = entries.filter((e) => e.action.startsWith('dashboardInvite.'));
    expect(invite.map((e) => [e.action, (e.actor as { email: string }).email])).to.deep.equal([
      ['dashboardInvite.create', 'owner@acme.example'],
      ['dashboardInvite.accept', 'bo@acme.example'],
    ]);
    expect(JSON.stringify(entries)).not.to.contain(token).and.not.to.contain(PASSWORD);
  });

  it('an invite past its time, a revoked one and an unknown token do not work', async () => {
    const expired = await owner.post(`/projects/${acme.projectId}/invites`, { email: 'late@acme.example', role: 'viewer' });
    await gw.gateway.core.database.db
      .collection('dashboardInvites')
      .updateOne({ _id: expired.body.inviteId }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    const listed = await owner.get(`/projects/${acme.projectId}/invites`);
    expect(listed.body.items.find((i: { inviteId: string }) => i.inviteId === expired.body.inviteId).expired).to.equal(true);
    const revoked = await owner.post(`/projects/${acme.projectId}/invites`, { email: 'gone@acme.example', role: 'viewer' });
    expect((await owner.del(`/projects/${acme.projectId}/invites/${revoked.body.inviteId}`)).status).to.equal(204);
    expect((await owner.del(`/projects/${acme.projectId}/invites/${revoked.body.inviteId}`)).status).to.equal(404);
    for (const token of [tokenOf(expired.body.inviteUrl), tokenOf(revoked.body.inviteUrl), 'pb_inv_not_a_real_invite_token']) {
      const r = await post(gw.url, '/dashboard/api/invites/accept', { token, password: PASSWORD });
      expect(r.status, r.text).to.equal(404);
      expect(r.body.error.code).to.equal('DASHBOARD_INVITE_INVALID');
    }
    expect(await users().findById('x')).to.equal(null);
    expect((await post(gw.url, '/dashboard/api/session', { email: 'late@acme.example', password: PASSWORD })).status).to.equal(401);
  });

  it('an existing user accepts with their own password and gains a role in one more project', async () => {
    await users().create({ email: 'gus@globex.example', password: PASSWORD, projectId: globex.projectId, role: 'owner' });
    const created = await owner.post(`/projects/${acme.projectId}/invites`, { email: 'gus@globex.example', role: 'viewer' });
    const token = tokenOf(created.body.inviteUrl as string);
    expect((await post(gw.url, '/dashboard/api/invites/lookup', { token })).body.existingUser).to.equal(true);
    const wrong = await post(gw.url, '/dashboard/api/invites/accept', { token, password: 'somebody else entirely' });
    expect(wrong.status, wrong.text).to.equal(401);
    // A wrong password left the invite usable, and the account's password as it was.
    expect((await post(gw.url, '/dashboard/api/invites/accept', { token, password: PASSWORD })).status).to.equal(201);
    const gus = await signIn(gw.url, { email: 'gus@globex.example', password: PASSWORD });
    expect(gus.session.projects.map((p: { name: string; role: string }) => `${p.name}:${p.role}`).sort()).to.deep.equal([
      'Acme:viewer',
      'Globex:owner',
    ]);
  });

  it('nobody acts above their role: an admin neither invites nor makes an owner, and a viewer or another project manages nothing', async () => {
    const high = await admin.post(`/projects/${acme.projectId}/invites`, { email: 'boss@acme.example', role: 'owner' });
    expect(high.status, high.text).to.equal(403);
    expect(high.body.error.code).to.equal('FORBIDDEN');
    expect((await admin.post(`/projects/${acme.projectId}/invites`, { email: 'dev2@acme.example', role: 'admin' })).status).to.equal(201);
    const viewer = await signIn(gw.url, { email: 'viewer@acme.example', password: PASSWORD });
    for (const r of [
      await viewer.get(`/projects/${acme.projectId}/users`),
      await viewer.post(`/projects/${acme.projectId}/invites`, { email: 'x@acme.example', role: 'viewer' }),
    ]) {
      expect(r.status, r.text).to.equal(403);
      expect(r.body.error.code).to.equal('DASHBOARD_ROLE_REQUIRED');
    }
    // Another project does not exist for Acme's owner.
    expect((await owner.get(`/projects/${globex.projectId}/users`)).status).to.equal(404);
    // A session signed in with an API token manages no team (a development token must not reach production through an invite).
    const tokenSession = await signIn(gw.url, acme.dev.apiToken);
    const refused = await tokenSession.post(`/projects/${acme.projectId}/invites`, { email: 'me@evil.example', role: 'owner' });
    expect(refused.status, refused.text).to.equal(403);
    expect(refused.body.error.code).to.equal('FORBIDDEN');
  });

  it('roles change within reach, at the next request; nobody changes their own; the last owner stays; all audited', async () => {
    const team = (await owner.get(`/projects/${acme.projectId}/users`)).body.items as { userId: string; email: string; role: string }[];
    const id = (email: string) => team.find((m) => m.email === email)!.userId;
    expect(team.map((m) => `${m.email}:${m.role}`)).to.include.members(['owner@acme.example:owner', 'viewer@acme.example:viewer']);
    const viewer = await signIn(gw.url, { email: 'viewer@acme.example', password: PASSWORD });
    const up = await admin.post(`/projects/${acme.projectId}/users/${id('viewer@acme.example')}/role`, { role: 'developer' });
    expect(up.status, up.text).to.equal(200);
    expect(up.body.role).to.equal('developer');
    // Two: this test's and the one of the test before.
    expect(up.body.sessions).to.equal(2);
    expect((await viewer.post(`/environments/${acme.dev.env.id}/webhooks`, { url: 'https://example.com/h' })).status).to.equal(201);
    const own = await admin.post(`/projects/${acme.projectId}/users/${id('admin@acme.example')}/role`, { role: 'owner' });
    expect(own.status, own.text).to.equal(403);
    const touchOwner = await admin.post(`/projects/${acme.projectId}/users/${id('owner@acme.example')}/role`, { role: 'viewer' });
    expect(touchOwner.status, touchOwner.text).to.equal(403);
    // The operator (owner of every project) cannot remove the last owner either.
    const operatorGw = await startTestGateway({
      MONGODB_DB: gw.gateway.core.database.db.databaseName,
      PLUGBOARD_ADMIN_TOKEN: 'operator-token-0123456789abcdef',
    });
    try {
      const op = await signIn(operatorGw.url, 'operator-token-0123456789abcdef');
      const last = await op.post(`/projects/${acme.projectId}/users/${id('owner@acme.example')}/role`, { role: null });
      expect(last.status, last.text).to.equal(409);
    } finally {
      await operatorGw.gateway.close();
    }
    const removed = await owner.post(`/projects/${acme.projectId}/users/${id('viewer@acme.example')}/role`, { role: null });
    expect(removed.status, removed.text).to.equal(204);
    expect((await viewer.get(`/environments/${acme.dev.env.id}/overview`)).status).to.equal(404);
    const roleSets = (await auditEntries()).filter((e) => e.action === 'dashboardUser.roleSet');
    expect(roleSets.map((e) => [e.before.role, e.after.role, (e.actor as { email: string }).email])).to.deep.equal([
      ['viewer', 'developer', 'admin@acme.example'],
      ['developer', null, 'owner@acme.example'],
    ]);
  });

  it("the team's changes show in every environment's audit trail of the project (dashboard and API), with their actor, and in no other project's", async () => {
    const actionsOf = (entries: { action: string; target: { type: string } }[]) =>
      entries.filter((e) => e.target.type === 'dashboardUser' || e.target.type === 'dashboardInvite').map((e) => e.action);
    for (const env of [acme.dev.env, acme.prod.env]) {
      const page = await owner.get(`/environments/${env.id}/audit?limit=200`);
      expect(page.status, page.text).to.equal(200);
      const team = actionsOf(page.body.items as { action: string; target: { type: string } }[]);
      expect(team, env.name).to.include.members(['dashboardInvite.create', 'dashboardInvite.accept', 'dashboardUser.roleSet']);
      const roleSet = (page.body.items as { action: string; actor: { email?: string } }[]).find(
        (e) => e.action === 'dashboardUser.roleSet',
      );
      expect(roleSet?.actor.email).to.match(/@acme\.example$/);
    }
    const api = await post(gw.url, '/api/audit/list', { limit: 200 }, { 'x-svc-api-token': acme.dev.apiToken });
    expect(api.status, api.text).to.equal(200);
    expect(actionsOf(api.body.result?.entries ?? api.body.entries)).to.include('dashboardUser.roleSet');
    const other = await post(gw.url, '/api/audit/list', { limit: 200 }, { 'x-svc-api-token': globex.dev.apiToken });
    expect(actionsOf(other.body.result?.entries ?? other.body.entries)).to.deep.equal([]);
  });

  it('validates input: a bad email or role is 400, never a 500', async () => {
    const bad = await owner.post(`/projects/${acme.projectId}/invites`, { email: 'not an email', role: 'viewer' });
    expect(bad.status, bad.text).to.equal(400);
    const role = await call(gw.url, 'POST', `/dashboard/api/projects/${acme.projectId}/invites`, {
      headers: { cookie: owner.cookie, 'x-plugboard-csrf': owner.csrf },
      body: { email: 'a@b.example', role: 'god' },
    });
    expect(role.status, role.text).to.equal(400);
  });
});
