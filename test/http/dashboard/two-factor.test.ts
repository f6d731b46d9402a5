import { expect } from 'chai';
import { signIn, type DashboardClient } from '../../support/dashboard-client.js';
import { post } from '../../support/http-client.js';
import { seedProject, type SeededProject } from '../../support/seed.js';
import { startTestGateway, type TestGateway } from '../../support/start-gateway.js';
import { totpCodeAt } from '../../../src/services/dashboard/totp.js';

const PASSWORD = 'correct horse battery staple';
const EMAIL = 'ada@acme.example';

/**
 * Two-factor sign-in (TOTP) of dashboard users: enrolment confirmed by a first code, recovery codes shown once and
 * usable once, no sign-in without the code, a code used once, wrong codes throttled like wrong passwords; the
 * secret sealed at rest and the recovery codes hashed.
 */
describe('http: dashboard two-factor sign-in (TOTP) and recovery codes', function () {
  this.timeout(120_000);
  let gw: TestGateway;
  let acme: SeededProject;
  let ada: DashboardClient;
  let secret = '';
  let recoveryCodes: string[] = [];
  let confirmedAt = 0;
  const session = (extra: Record<string, string> = {}) =>
    post(gw.url, '/dashboard/api/session', { email: EMAIL, password: PASSWORD, ...extra });
  const userDoc = () => gw.gateway.core.database.db.collection('dashboardUsers').findOne({ email: EMAIL });

  before(async () => {
    gw = await startTestGateway({ PLUGBOARD_AUTH_FAILURES_PER_ADDRESS: '100000', PLUGBOARD_AUTH_FAILURES_PER_TOKEN_PREFIX: '100000' });
    acme = await seedProject(gw.gateway.core, 'Acme');
    await gw.gateway.core.services.dashboardUsers.create({ email: EMAIL, password: PASSWORD, projectId: acme.projectId, role: 'viewer' });
    ada = await signIn(gw.url, { email: EMAIL, password: PASSWORD });
  });
  after(async () => gw?.close());

  it('enrols: a secret as QR code, URI and text; a wrong first code is refused; the right one turns it on with 10 recovery codes', async () => {
    expect((await ada.get('/account')).body.twoFactor).to.deep.equal({ enabled: false, recoveryCodesLeft: 0 });
    const started = await ada.post('/account/totp');
    expect(started.status, started.text).to.equal(200);
    secret = started.body.secret as string;
    expect(started.body.otpauthUri).to.contain(`secret=${secret}`);
    expect(started.body.qrCode).to.match(/^data:image\/svg\+xml;base64,/);
    // Not in force before it is confirmed: signing in needs no code yet.
    expect((await session()).status).to.equal(200);
    const wrong = await ada.post('/account/totp/confirm', { code: '000000' === totpCodeAt(secret, Date.now()) ? '111111' : '000000' });
    expect(wrong.status, wrong.text).to.equal(400);
    confirmedAt = Date.now();
    const confirmed = await ada.post('/account/totp/confirm', { code: totpCodeAt(secret, confirmedAt) });
    expect(confirmed.status, confirmed.text).to.equal(200);
    recoveryCodes = confirmed.body.recoveryCodes as string[];
    expect(recoveryCodes).to.have.length(10);
    expect((await ada.get('/account')).body.twoFactor).to.deep.equal({ enabled: true, recoveryCodesLeft: 10 });
    expect((await ada.post('/account/totp')).status).to.equal(409);
    // At rest: the secret sealed, the recovery codes as keyed hashes.
    const stored = JSON.stringify(await userDoc());
    expect(stored).not.to.contain(secret);
    for (const c of recoveryCodes) expect(stored).not.to.contain(c).and.not.to.contain(c.replace(/-/g, ''));
    // The session that enrolled stays signed in.
    expect((await ada.get('/session')).status).to.equal(200);
  });

  it('no sign-in without the code: the right password alone answers 401 DASHBOARD_TOTP_REQUIRED, a wrong one says nothing of 2FA', async () => {
    const noCode = await session();
    expect(noCode.status, noCode.text).to.equal(401);
    expect(noCode.body.error.code).to.equal('DASHBOARD_TOTP_REQUIRED');
    expect(noCode.headers.get('set-cookie')).to.equal(null);
    const wrongPassword = await post(gw.url, '/dashboard/api/session', { email: EMAIL, password: 'not the password at all' });
    expect(wrongPassword.body.error).to.deep.include({ code: 'UNAUTHORIZED', message: 'Wrong email or password' });
    // The right code with a wrong password signs nobody in.
    const codeOnly = await post(gw.url, '/dashboard/api/session', {
      email: EMAIL,
      password: 'not the password at all',
      totpCode: totpCodeAt(secret, confirmedAt + 30_000),
    });
    expect(codeOnly.status).to.equal(401);
  });

  it('a wrong code is refused, a right one signs in once (the code of the enrolment and a used code are refused)', async () => {
    const wrong = await session({ totpCode: totpCodeAt(secret, confirmedAt - 10 * 30_000) });
    expect(wrong.status, wrong.text).to.equal(401);
    expect(wrong.body.error.code).to.equal('UNAUTHORIZED');
    expect((await session({ totpCode: totpCodeAt(secret, confirmedAt) })).status, 'the code used to confirm').to.equal(401);
    const next = totpCodeAt(secret, confirmedAt + 30_000);
    const ok = await session({ totpCode: next });
    expect(ok.status, ok.text).to.equal(200);
    expect(ok.headers.get('set-cookie')).to.match(/^pb_dash=/);
    expect((await session({ totpCode: next })).status, 'a code twice').to.equal(401);
  });

  it('a recovery code signs in once (any case, with or without dashes), then never again', async () => {
    const code = recoveryCodes[3]!;
    const ok = await session({ recoveryCode: code.toUpperCase().replace(/-/g, ' ') });
    expect(ok.status, ok.text).to.equal(200);
    const again = await session({ recoveryCode: code });
    expect(again.status, again.text).to.equal(401);
    expect((await ada.get('/account')).body.twoFactor.recoveryCodesLeft).to.equal(9);
  });

  it('turning it off needs the password; then the password alone signs in; the trail holds both changes and no secret', async () => {
    expect((await ada.post('/account/totp/disable', { password: 'not the password at all' })).status).to.equal(401);
    expect((await session()).status).to.equal(401);
    expect((await ada.post('/account/totp/disable', { password: PASSWORD })).status).to.equal(204);
    expect((await session()).status).to.equal(200);
    const entries = await gw.gateway.core.database.db
      .collection('auditLog')
      .find({ 'target.id': (await userDoc())!._id })
      .toArray();
    expect(entries.map((e) => [e.action, (e.actor as { email: string }).email])).to.deep.equal([
      ['dashboardUser.twoFactorEnable', EMAIL],
      ['dashboardUser.twoFactorDisable', EMAIL],
    ]);
    const text = JSON.stringify(entries);
    for (const s of [secret, PASSWORD, ...recoveryCodes]) expect(text).not.to.contain(s);
  });

  it('a session signed in with a token has no account', async () => {
    const tokenSession = await signIn(gw.url, acme.dev.apiToken);
    expect((await tokenSession.post('/account/totp')).status).to.equal(403);
    expect((await tokenSession.get('/account')).status).to.equal(403);
  });
});

describe('http: wrong two-factor codes are throttled like wrong passwords', function () {
  this.timeout(120_000);
  let gw: TestGateway;

  before(async () => {
    gw = await startTestGateway({ PLUGBOARD_AUTH_FAILURES_PER_ADDRESS: '3', PLUGBOARD_AUTH_FAILURES_PER_TOKEN_PREFIX: '100000' });
    const acme = await seedProject(gw.gateway.core, 'Acme');
    await gw.gateway.core.services.dashboardUsers.create({ email: EMAIL, password: PASSWORD, projectId: acme.projectId, role: 'owner' });
  });
  after(async () => gw?.close());

  it('after the limit even the right code answers 429', async () => {
    const ada = await signIn(gw.url, { email: EMAIL, password: PASSWORD });
    const secret = (await ada.post('/account/totp')).body.secret as string;
    const at = Date.now();
    expect((await ada.post('/account/totp/confirm', { code: totpCodeAt(secret, at) })).status).to.equal(200);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++)
      statuses.push(
        (await post(gw.url, '/dashboard/api/session', { email: EMAIL, password: PASSWORD, totpCode: String(100000 + i) })).status,
      );
    expect(statuses.slice(0, 3)).to.deep.equal([401, 401, 401]);
    expect(statuses.at(-1)).to.equal(429);
    const right = await post(gw.url, '/dashboard/api/session', {
      email: EMAIL,
      password: PASSWORD,
      totpCode: totpCodeAt(secret, at + 30_000),
    });
    expect(right.status, right.text).to.equal(429);
    expect(right.headers.get('set-cookie')).to.equal(null);
  });
});
