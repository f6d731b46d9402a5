import { expect } from 'chai';
import { signIn } from '../../support/dashboard-client.js';
import { call, post } from '../../support/http-client.js';
import { seedProject, type SeededProject } from '../../support/seed.js';
import { startTestGateway, type TestGateway } from '../../support/start-gateway.js';

/**
 * Signing in to the dashboard with an API token is for development: by default only a development environment's
 * token signs in (PLUGBOARD_DASHBOARD_TOKEN_SIGN_IN=development); `off` leaves users (and the operator token) only.
 * The sign-in page learns what to offer from getDashboardSignInOptions.
 */
const get = (base: string, path: string, headers: Record<string, string> = {}) => call(base, 'GET', path, { headers });

describe('http: dashboard sign-in with an API token is for development environments only, or off', function () {
  this.timeout(120_000);
  let byDefault: TestGateway;
  let off: TestGateway;
  let all: TestGateway;
  let acme: SeededProject;

  before(async () => {
    byDefault = await startTestGateway({});
    const db = byDefault.gateway.core.database.db.databaseName;
    off = await startTestGateway({
      MONGODB_DB: db,
      PLUGBOARD_DASHBOARD_TOKEN_SIGN_IN: 'off',
      PLUGBOARD_ADMIN_TOKEN: 'operator-token-0123456789abcdef',
    });
    all = await startTestGateway({ MONGODB_DB: db, PLUGBOARD_DASHBOARD_TOKEN_SIGN_IN: 'all' });
    acme = await seedProject(byDefault.gateway.core, 'Acme');
  });
  after(async () => {
    await all?.gateway.close();
    await off?.gateway.close();
    await byDefault?.close();
  });

  it('says what the sign-in page may offer, and nothing about accounts', async () => {
    expect((await get(byDefault.url, '/dashboard/api/sign-in-options')).body).to.deep.equal({
      password: true,
      apiToken: 'development',
      operatorToken: false,
    });
    expect((await get(off.url, '/dashboard/api/sign-in-options')).body).to.deep.equal({
      password: true,
      apiToken: 'off',
      operatorToken: true,
    });
  });

  it('by default a development token signs in and a production token is refused with 403 DASHBOARD_TOKEN_SIGN_IN_OFF', async () => {
    expect((await signIn(byDefault.url, acme.dev.apiToken)).session.principal.kind).to.equal('environment');
    const prod = await post(byDefault.url, '/dashboard/api/session', { token: acme.prod.apiToken });
    expect(prod.status, prod.text).to.equal(403);
    expect(prod.body.error.code).to.equal('DASHBOARD_TOKEN_SIGN_IN_OFF');
    expect(prod.body.error.details).to.deep.equal({ setting: 'PLUGBOARD_DASHBOARD_TOKEN_SIGN_IN', value: 'development' });
    expect(prod.text).not.to.contain(acme.prod.apiToken);
    expect(prod.headers.get('set-cookie')).to.equal(null);
  });

  it('off: no API token signs in, the operator token still does', async () => {
    const dev = await post(off.url, '/dashboard/api/session', { token: acme.dev.apiToken });
    expect(dev.status, dev.text).to.equal(403);
    expect(dev.body.error.code).to.equal('DASHBOARD_TOKEN_SIGN_IN_OFF');
    expect((await signIn(off.url, 'operator-token-0123456789abcdef')).session.principal.kind).to.equal('operator');
  });

  it('a session a production token opened where it was allowed ends where the setting keeps it out', async () => {
    const c = await signIn(all.url, acme.prod.apiToken);
    expect((await get(all.url, '/dashboard/api/session', { cookie: c.cookie })).status).to.equal(200);
    const there = await get(byDefault.url, '/dashboard/api/session', { cookie: c.cookie });
    expect(there.status, there.text).to.equal(401);
  });
});
