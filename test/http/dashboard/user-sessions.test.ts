import { expect } from 'chai';
import { signIn } from '../../support/dashboard-client.js';
import { call } from '../../support/http-client.js';
import { seedProject, type SeededProject } from '../../support/seed.js';
import { startTestGateway, type TestGateway } from '../../support/start-gateway.js';

const PASSWORD = 'correct horse battery staple';

/** A user lists and ends their own sessions; a project admin or owner ends another user's, within their reach. */
describe('http: dashboard sessions listed and ended per user', function () {
  this.timeout(120_000);
  let gw: TestGateway;
  let acme: SeededProject;
  const as = (who: string, userAgent = 'test-browser/1.0') =>
    signIn(gw.url, { email: `${who}@acme.example`, password: PASSWORD }, { 'user-agent': userAgent });

  before(async () => {
    gw = await startTestGateway({ PLUGBOARD_AUTH_FAILURES_PER_ADDRESS: '100000' });
    acme = await seedProject(gw.gateway.core, 'Acme');
    for (const role of ['owner', 'admin', 'developer'] as const)
      await gw.gateway.core.services.dashboardUsers.create({
        email: `${role}@acme.example`,
        password: PASSWORD,
        projectId: acme.projectId,
        role,
      });
  });
  after(async () => gw?.close());

  it('lists my sessions (this one marked, with browser and address, never a cookie) and ends one at once', async () => {
    const laptop = await as('developer', 'Laptop Chrome');
    const phone = await as('developer', 'Phone Safari');
    const listed = await laptop.get('/account/sessions');
    expect(listed.status, listed.text).to.equal(200);
    const items = listed.body.items as { sessionId: string; current: boolean; userAgent: string; address: string }[];
    expect(items.map((i) => [i.userAgent, i.current])).to.deep.equal([
      ['Phone Safari', false],
      ['Laptop Chrome', true],
    ]);
    expect(items[0]!.address).to.match(/127\.0\.0\.1/);
    for (const c of [laptop, phone]) expect(listed.text).not.to.contain(c.cookie.split('=')[1]!);
    expect((await laptop.del(`/account/sessions/${items[0]!.sessionId}`)).status).to.equal(204);
    expect((await phone.get('/session')).status).to.equal(401);
    expect((await laptop.get('/session')).status).to.equal(200);
    // Another user's session is not mine to end.
    const adminSession = await as('admin');
    const adminId = ((await adminSession.get('/account/sessions')).body.items as { sessionId: string }[])[0]!.sessionId;
    expect((await laptop.del(`/account/sessions/${adminId}`)).status).to.equal(404);
    expect((await adminSession.get('/session')).status).to.equal(200);
  });

  it("an admin lists and ends a developer's sessions; not an owner's; a developer ends nobody's", async () => {
    const dev = await as('developer');
    const admin = await as('admin');
    const owner = await as('owner');
    const team = (await admin.get(`/projects/${acme.projectId}/users`)).body.items as { userId: string; email: string }[];
    const id = (email: string) => team.find((m) => m.email === email)!.userId;
    const sessions = await admin.get(`/projects/${acme.projectId}/users/${id('developer@acme.example')}/sessions`);
    expect(sessions.status, sessions.text).to.equal(200);
    expect(sessions.body.items.length).to.be.at.least(1);
    const ended = await call(gw.url, 'DELETE', `/dashboard/api/projects/${acme.projectId}/users/${id('developer@acme.example')}/sessions`, {
      headers: { cookie: admin.cookie, 'x-plugboard-csrf': admin.csrf },
    });
    expect(ended.status, ended.text).to.equal(200);
    expect(ended.body.ended).to.be.at.least(1);
    expect((await dev.get('/session')).status).to.equal(401);
    const touchOwner = await admin.del(`/projects/${acme.projectId}/users/${id('owner@acme.example')}/sessions`);
    expect(touchOwner.status, touchOwner.text).to.equal(403);
    expect((await owner.get('/session')).status).to.equal(200);
    const dev2 = await as('developer');
    const refused = await dev2.del(`/projects/${acme.projectId}/users/${id('admin@acme.example')}/sessions`);
    expect(refused.status).to.equal(403);
    expect(refused.body.error.code).to.equal('DASHBOARD_ROLE_REQUIRED');
    const entries = await gw.gateway.core.database.db.collection('auditLog').find({ action: 'dashboardUser.sessionsEnd' }).toArray();
    expect(entries.map((e) => [(e.actor as { email: string }).email, e.target.name])).to.deep.include.members([
      ['developer@acme.example', 'developer@acme.example'],
      ['admin@acme.example', 'developer@acme.example'],
    ]);
  });
});
