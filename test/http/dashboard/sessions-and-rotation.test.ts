import { expect } from 'chai';
import { COLLECTIONS } from '../../../src/store/collections.js';
import { signIn, type DashboardClient } from '../../support/dashboard-client.js';
import { post } from '../../support/http-client.js';
import { seedProject, type SeededProject } from '../../support/seed.js';
import { startTestGateway, type TestGateway } from '../../support/start-gateway.js';
import { CLI_OPERATOR } from '../../../src/services/audit/audit-recorder.js';

const OPERATOR = 'operator-token-for-session-tests-0123456789';

/**
 * Dashboard sessions are bound to the token they were signed in with: rotating it ends them, whichever way it is
 * rotated, and rotating from the dashboard needs the current token (a session alone is not enough).
 */
describe('http: dashboard sessions end with their token; rotation needs the current token; an operator lists and ends sessions', function () {
  this.timeout(120_000);
  let gw: TestGateway;
  let acme: SeededProject;
  let globex: SeededProject;

  const alive = async (c: DashboardClient) => (await c.get('/session')).status === 200;
  const rotate = (c: DashboardClient, envId: string, body?: unknown) => c.post(`/environments/${envId}/settings/rotate-token`, body);

  before(async () => {
    gw = await startTestGateway({
      PLUGBOARD_ADMIN_TOKEN: OPERATOR,
      PLUGBOARD_AUTH_FAILURES_PER_ADDRESS: '100000',
      PLUGBOARD_DASHBOARD_TOKEN_SIGN_IN: 'all',
    });
    acme = await seedProject(gw.gateway.core, 'Acme');
    globex = await seedProject(gw.gateway.core, 'Globex');
  });
  after(async () => gw?.close());

  it('a leaked token: its session can neither rotate without the current token nor outlive the owner rotating it', async () => {
    const leaked = await signIn(gw.url, acme.dev.apiToken); // the attacker's browser
    const owner = await signIn(gw.url, acme.dev.apiToken);
    const operator = await signIn(gw.url, OPERATOR);
    const other = await signIn(gw.url, acme.prod.apiToken);

    // No current token: refused by the schema; a wrong one: 403, nothing rotated.
    const missing = await rotate(leaked, acme.dev.env.id);
    expect(missing.status, missing.text).to.equal(400);
    const wrong = await rotate(leaked, acme.dev.env.id, { currentToken: acme.prod.apiToken });
    expect(wrong.status, wrong.text).to.equal(403);
    expect(wrong.body.error).to.deep.include({ code: 'FORBIDDEN' });
    expect(wrong.text).not.to.contain(acme.prod.apiToken);
    expect((await post(gw.url, '/webhooks/list', {}, { 'x-svc-api-token': acme.dev.apiToken })).status).to.equal(200);

    // The owner rotates from the dashboard with the current token.
    const rotated = await rotate(owner, acme.dev.env.id, { currentToken: acme.dev.apiToken });
    expect(rotated.status, rotated.text).to.equal(200);
    expect(rotated.headers.get('cache-control')).to.equal('no-store');
    expect(rotated.body).to.deep.include({ environmentId: acme.dev.env.id, signedOut: true });
    const fresh = rotated.body.apiToken as string;

    // Every session signed in with the old token has ended: reads and writes answer 401.
    for (const c of [leaked, owner]) {
      expect((await c.get('/session')).status).to.equal(401);
      expect((await c.get(`/environments/${acme.dev.env.id}/settings`)).status).to.equal(401);
      expect((await rotate(c, acme.dev.env.id, { currentToken: fresh })).status).to.equal(401);
    }
    // The operator's session and another environment's session stay.
    expect(await alive(operator)).to.equal(true);
    expect(await alive(other)).to.equal(true);
    // The new token signs in.
    const again = await signIn(gw.url, fresh);
    expect(await alive(again)).to.equal(true);
    acme.dev.apiToken = fresh;
  });

  it('rotating outside the dashboard (the admin CLI: ProjectsService.rotateToken) ends the sessions too', async () => {
    const session = await signIn(gw.url, globex.dev.apiToken);
    expect(await alive(session)).to.equal(true);
    const r = await gw.gateway.core.services.projects.rotateToken(
      globex.dev.env.projectId,
      'development',
      gw.gateway.core.services.audit.as(CLI_OPERATOR),
    );
    expect(await alive(session)).to.equal(false);
    // The ended session is removed from the store on its next use.
    expect(
      await gw.gateway.core.database.db
        .collection(COLLECTIONS.dashboardSessions)
        .countDocuments({ 'principal.environmentId': globex.dev.env.id }),
    ).to.equal(0);
    globex.dev.apiToken = r.apiToken;
  });

  it('an operator session rotates with the operator token, and stays signed in', async () => {
    const operator = await signIn(gw.url, OPERATOR);
    const envSession = await signIn(gw.url, globex.prod.apiToken);
    const res = await rotate(operator, globex.prod.env.id, { currentToken: OPERATOR });
    expect(res.status, res.text).to.equal(200);
    expect(res.body.signedOut).to.equal(false);
    expect(await alive(operator)).to.equal(true);
    expect(await alive(envSession)).to.equal(false);
    globex.prod.apiToken = res.body.apiToken as string;
    // An environment session cannot use the operator token in place of its own.
    const mine = await signIn(gw.url, globex.prod.apiToken);
    expect((await rotate(mine, globex.prod.env.id, { currentToken: OPERATOR })).status).to.equal(403);
  });

  it('sessions from before the binding (no credential stored) are ended', async () => {
    const c = await signIn(gw.url, acme.prod.apiToken);
    await gw.gateway.core.database.db
      .collection(COLLECTIONS.dashboardSessions)
      .updateMany({ 'principal.environmentId': acme.prod.env.id }, { $unset: { credential: '' } });
    expect(await alive(c)).to.equal(false);
  });

  it('an operator lists live sessions (ids, who, when; no cookie, hash or token) and ends one, an environment’s, or all', async () => {
    const auth = gw.gateway.core.services.dashboardAuth;
    await auth.endSessions({ all: true });
    const a1 = await signIn(gw.url, acme.dev.apiToken);
    const a2 = await signIn(gw.url, acme.dev.apiToken);
    const g = await signIn(gw.url, globex.dev.apiToken);
    const op = await signIn(gw.url, OPERATOR);

    const all = await auth.listSessions({ all: true });
    expect(all).to.have.length(4);
    for (const s of all) {
      expect(s.sessionId).to.match(/^dsess_/);
      expect(Object.keys(s).sort()).to.deep.equal(['createdTime', 'expiresTime', 'principal', 'sessionId']);
    }
    const listed = JSON.stringify(all);
    for (const secret of [a1.cookie.split('=')[1]!, acme.dev.apiToken, OPERATOR]) expect(listed).not.to.contain(secret);
    const acmeSessions = await auth.listSessions({ environmentId: acme.dev.env.id });
    expect(acmeSessions).to.have.length(2);
    expect(all.filter((s) => s.principal.kind === 'operator')).to.have.length(1);

    // One session by its id: which one is which is told by a request of each.
    expect(await auth.endSessions({ sessionId: acmeSessions[0]!.sessionId })).to.equal(1);
    expect([await alive(a1), await alive(a2)].sort()).to.deep.equal([false, true]);
    // An environment's sessions.
    expect(await auth.endSessions({ environmentId: acme.dev.env.id })).to.equal(1);
    expect(await alive(a1)).to.equal(false);
    expect(await alive(a2)).to.equal(false);
    expect(await alive(g)).to.equal(true);
    // Every session.
    expect(await auth.endSessions({ all: true })).to.equal(2);
    expect(await alive(g)).to.equal(false);
    expect(await alive(op)).to.equal(false);
    expect(await auth.listSessions({ all: true })).to.deep.equal([]);
  });
});
