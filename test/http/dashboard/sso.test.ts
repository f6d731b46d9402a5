import net from 'node:net';
import { expect } from 'chai';
import { signIn, type DashboardClient } from '../../support/dashboard-client.js';
import { freePort } from '../../support/connect-gateway.js';
import { call, cookieAttributes, post } from '../../support/http-client.js';
import { signInAtProvider, startOidcProvider, type LocalOidcProvider } from '../../support/oidc-provider.js';
import { seedProject, type SeededProject } from '../../support/seed.js';
import { startTestGateway, type TestGateway } from '../../support/start-gateway.js';

const PASSWORD = 'correct horse battery staple';
const ACCOUNTS = {
  ada: { email: 'Ada@Acme.example', email_verified: true },
  eve: { email: 'eve@acme.example', email_verified: false },
  stranger: { email: 'stranger@acme.example', email_verified: true },
  mallory: { email: 'mallory@evil.example', email_verified: true },
  newbie: { email: 'newbie@acme.example', email_verified: true },
  // As Microsoft Entra ID sends it: no email_verified, its xms_edov optional claim instead.
  entra: { email: 'entra@acme.example', xms_edov: true },
  entraUnverified: { email: 'entra2@acme.example', xms_edov: false },
};

/**
 * Dashboard sign-in through OpenID Connect against a real provider (oidc-provider) on loopback, through HTTP: the
 * provider's own login and consent pages are walked as a browser would, and the gateway's callback is called with
 * what the provider redirects to.
 */
describe('http: dashboard single sign-on (OpenID Connect) against a local provider', function () {
  this.timeout(180_000);
  let gw: TestGateway;
  let acme: SeededProject;
  let globex: SeededProject;
  let idp: LocalOidcProvider;
  let owner: DashboardClient;
  let providerId: string;
  let redirectUri: string;
  const users = () => gw.gateway.core.services.dashboardUsers;
  const ssoPath = () => `/environments/${acme.dev.env.id}/settings/sso`;

  before(async () => {
    const port = await freePort();
    gw = await startTestGateway({ PORT: String(port), PUBLIC_BASE_URL: `http://127.0.0.1:${port}`, PLUGBOARD_SSO_TIMEOUT_MS: '1500' });
    redirectUri = `http://127.0.0.1:${port}/dashboard/sso/callback`;
    acme = await seedProject(gw.gateway.core, 'Acme');
    globex = await seedProject(gw.gateway.core, 'Globex');
    idp = await startOidcProvider({ redirectUri, accounts: ACCOUNTS });
    await users().create({ email: 'owner@acme.example', password: PASSWORD, projectId: acme.projectId, role: 'owner' });
    await users().create({ email: 'admin@acme.example', password: PASSWORD, projectId: acme.projectId, role: 'admin' });
    const ada = await users().create({ email: 'ada@acme.example', password: PASSWORD, projectId: acme.projectId, role: 'developer' });
    // Ada is an owner elsewhere: a session opened through Acme's provider must not reach Globex.
    await users().setRole(ada.userId, globex.projectId, 'owner');
    owner = await signIn(gw.url, { email: 'owner@acme.example', password: PASSWORD });
  });
  after(async () => {
    await idp?.close();
    await gw?.close();
  });

  /** One sign-in as a browser makes it: start (binding cookie), the provider's pages, then the callback. */
  async function attempt(login: string, tamper?: (callback: URL) => void) {
    const start = await post(gw.url, '/dashboard/api/sso/start', { providerId });
    expect(start.status, start.text).to.equal(200);
    const binding = (start.headers.get('set-cookie') ?? '').split(';')[0]!;
    const callback = await signInAtProvider(start.body.authorizeUrl as string, login);
    expect(callback.origin + callback.pathname).to.equal(redirectUri);
    tamper?.(callback);
    const finish = (cookie: string) =>
      fetch(`${gw.url}${callback.pathname}${callback.search}`, { redirect: 'manual', headers: cookie ? { cookie } : {} });
    const res = await finish(binding);
    return { res, text: await res.text(), again: finish, binding };
  }

  const codeOf = (html: string) => /id="sso-error-code">([A-Z_]+)</.exec(html)?.[1];

  it('an owner sets it up by API (secret sealed, never echoed); an admin reads it, cannot change it; the sign-in page lists it', async () => {
    const settings = {
      displayName: 'Acme SSO',
      issuer: idp.issuer,
      clientId: idp.clientId,
      clientSecret: idp.clientSecret,
      allowedDomains: ['acme.example'],
    };
    const admin = await signIn(gw.url, { email: 'admin@acme.example', password: PASSWORD });
    const refused = await admin.post(ssoPath(), settings);
    expect(refused.status, refused.text).to.equal(403);
    expect(refused.body.error.code).to.equal('DASHBOARD_ROLE_REQUIRED');
    const badIssuer = await owner.post(ssoPath(), { ...settings, issuer: 'http://idp.example.com' });
    expect(badIssuer.status, badIssuer.text).to.equal(400);
    const set = await owner.post(ssoPath(), settings);
    expect(set.status, set.text).to.equal(200);
    expect(set.text).not.to.contain(idp.clientSecret);
    expect(set.body.redirectUri).to.equal(redirectUri);
    expect(set.body.settings).to.deep.include({
      displayName: 'Acme SSO',
      clientSecretSet: true,
      unknownUsers: 'refuse',
      defaultRole: 'viewer',
    });
    providerId = set.body.settings.providerId as string;
    const read = await admin.get(ssoPath());
    expect(read.status, read.text).to.equal(200);
    expect(read.body.settings.issuer).to.equal(idp.issuer);
    expect(read.text).not.to.contain(idp.clientSecret);
    const stored = JSON.stringify(await gw.gateway.core.database.db.collection('ssoProviders').find().toArray());
    expect(stored).not.to.contain(idp.clientSecret);
    const listed = await call(gw.url, 'GET', '/dashboard/api/sso/providers');
    expect(listed.body).to.deep.equal({ providers: [{ providerId, displayName: 'Acme SSO' }] });
  });

  it('signs a known user in: a session like password sign-in, covering the provider’s project only; audited without secrets', async () => {
    const { res } = await attempt('ada');
    expect(res.status).to.equal(303);
    expect(res.headers.get('location')).to.equal('/dashboard');
    const cookie = cookieAttributes(res.headers.get('set-cookie'));
    expect(cookie).to.include.keys('pb_dash', 'HttpOnly');
    expect(cookie.SameSite).to.equal('Strict');
    const session = await call(gw.url, 'GET', '/dashboard/api/session', { headers: { cookie: `pb_dash=${cookie.pb_dash}` } });
    expect(session.status, session.text).to.equal(200);
    expect(session.body.principal).to.deep.include({ kind: 'user', email: 'ada@acme.example', ssoProjectId: acme.projectId });
    expect(session.body.projects.map((p: { projectId: string; role: string }) => [p.projectId, p.role])).to.deep.equal([
      [acme.projectId, 'developer'],
    ]);
    const other = await call(gw.url, 'GET', `/dashboard/api/environments/${globex.dev.env.id}/overview`, {
      headers: { cookie: `pb_dash=${cookie.pb_dash}` },
    });
    expect(other.status, other.text).to.equal(404);
    const audit = await owner.get(`/environments/${acme.dev.env.id}/audit`);
    const actions = (audit.body.items as { action: string; actor: { email?: string } }[]).map((e) => `${e.action} ${e.actor.email}`);
    expect(actions).to.include.members(['dashboardUser.ssoSignIn ada@acme.example', 'ssoProvider.update owner@acme.example']);
    expect(audit.text).not.to.contain(idp.clientSecret);
  });

  it('refuses an unknown person (invite-only), an unverified email and a domain not allowed, with a page and its code; no session', async () => {
    for (const [login, status, code] of [
      ['stranger', 403, 'SSO_USER_UNKNOWN'],
      ['eve', 403, 'SSO_EMAIL_UNVERIFIED'],
      ['mallory', 403, 'SSO_DOMAIN_NOT_ALLOWED'],
    ] as const) {
      const { res, text } = await attempt(login);
      expect(res.status, `${login}: ${text}`).to.equal(status);
      expect(codeOf(text), login).to.equal(code);
      expect(res.headers.get('content-type')).to.match(/^text\/html/);
      expect(res.headers.get('set-cookie') ?? '').not.to.contain('pb_dash=');
    }
    expect(await users().findByEmail('stranger@acme.example')).to.equal(null);
  });

  it('takes Microsoft Entra ID’s xms_edov claim where the provider sends no email_verified', async () => {
    await users().create({ email: 'entra@acme.example', password: PASSWORD, projectId: acme.projectId, role: 'viewer' });
    await users().create({ email: 'entra2@acme.example', password: PASSWORD, projectId: acme.projectId, role: 'viewer' });
    expect((await attempt('entra')).res.status).to.equal(303);
    const refused = await attempt('entraUnverified');
    expect(refused.res.status).to.equal(403);
    expect(codeOf(refused.text)).to.equal('SSO_EMAIL_UNVERIFIED');
  });

  it('refuses a tampered state, a replayed callback and a callback in another browser', async () => {
    const tampered = await attempt('ada', (u) => {
      u.searchParams.set('state', `${u.searchParams.get('state')}x`);
    });
    expect(tampered.res.status).to.equal(400);
    expect(codeOf(tampered.text)).to.equal('SSO_STATE_INVALID');
    const ok = await attempt('ada');
    expect(ok.res.status).to.equal(303);
    const replay = await ok.again(ok.binding);
    expect(replay.status).to.equal(400);
    expect(codeOf(await replay.text())).to.equal('SSO_STATE_INVALID');
    const elsewhere = await attempt('ada', () => undefined);
    // The same callback from a browser without the binding cookie (a fresh attempt, so the state is unspent).
    const start = await post(gw.url, '/dashboard/api/sso/start', { providerId });
    const callback = await signInAtProvider(start.body.authorizeUrl as string, 'ada');
    const foreign = await fetch(`${gw.url}${callback.pathname}${callback.search}`, {
      redirect: 'manual',
      headers: { cookie: elsewhere.binding },
    });
    expect(foreign.status).to.equal(400);
    expect(codeOf(await foreign.text())).to.equal('SSO_BROWSER_MISMATCH');
    const fuzz = await call(gw.url, 'GET', '/dashboard/sso/callback?state=nothing&code=x');
    expect(fuzz.status).to.equal(400);
  });

  it('with sign-up on first sign-in, a verified person of an allowed domain joins with the default role', async () => {
    const set = await owner.post(ssoPath(), {
      displayName: 'Acme SSO',
      issuer: idp.issuer,
      clientId: idp.clientId,
      unknownUsers: 'create',
      defaultRole: 'developer',
    });
    expect(set.status, set.text).to.equal(200);
    expect(set.body.settings.allowedDomains).to.deep.equal(['acme.example']);
    const { res, text } = await attempt('newbie');
    expect(res.status, text).to.equal(303);
    const created = await users().findByEmail('newbie@acme.example');
    expect(created?.roles).to.deep.equal({ [acme.projectId]: 'developer' });
    expect((await attempt('mallory')).res.status).to.equal(403);
  });

  it('reads the email from the userinfo answer when the ID token carries none (the specification’s default)', async () => {
    const initech = await seedProject(gw.gateway.core, 'Initech');
    const strict = await startOidcProvider({ redirectUri, accounts: ACCOUNTS, claimsInUserinfoOnly: true });
    try {
      const initechOwner = await signIn(gw.url, initech.dev.apiToken);
      const set = await initechOwner.post(`/environments/${initech.dev.env.id}/settings/sso`, {
        displayName: 'Strict IdP',
        issuer: strict.issuer,
        clientId: strict.clientId,
        clientSecret: strict.clientSecret,
        unknownUsers: 'create',
      });
      expect(set.status, set.text).to.equal(200);
      const start = await post(gw.url, '/dashboard/api/sso/start', { providerId: set.body.settings.providerId });
      const binding = (start.headers.get('set-cookie') ?? '').split(';')[0]!;
      const callback = await signInAtProvider(start.body.authorizeUrl as string, 'newbie');
      const res = await fetch(`${gw.url}${callback.pathname}${callback.search}`, { redirect: 'manual', headers: { cookie: binding } });
      expect(res.status, await res.text()).to.equal(303);
      expect((await users().findByEmail('newbie@acme.example'))?.roles[initech.projectId]).to.equal('viewer');
    } finally {
      await strict.close();
    }
  });

  it('a provider that cannot be reached: 502 SSO_PROVIDER_UNREACHABLE within the bound, at the start and at the callback', async () => {
    // A server that accepts connections and never answers: the start gives up after PLUGBOARD_SSO_TIMEOUT_MS.
    const silent = net.createServer(() => undefined);
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
    const silentIssuer = `http://127.0.0.1:${(silent.address() as net.AddressInfo).port}`;
    try {
      const globexOwner = await signIn(gw.url, globex.dev.apiToken);
      const set = await globexOwner.post(`/environments/${globex.dev.env.id}/settings/sso`, {
        displayName: 'Silent IdP',
        issuer: silentIssuer,
        clientId: 'x',
        clientSecret: 'y',
      });
      expect(set.status, set.text).to.equal(200);
      const t0 = Date.now();
      const start = await post(gw.url, '/dashboard/api/sso/start', { providerId: set.body.settings.providerId });
      expect(Date.now() - t0).to.be.below(8000);
      expect(start.status, start.text).to.equal(502);
      expect(start.body.error.code).to.equal('SSO_PROVIDER_UNREACHABLE');
    } finally {
      silent.close();
    }
    // Acme's provider goes down between the start and the callback: the code exchange cannot happen.
    const begun = await post(gw.url, '/dashboard/api/sso/start', { providerId });
    const binding = (begun.headers.get('set-cookie') ?? '').split(';')[0]!;
    const callback = await signInAtProvider(begun.body.authorizeUrl as string, 'ada');
    await idp.close();
    const res = await fetch(`${gw.url}${callback.pathname}${callback.search}`, { redirect: 'manual', headers: { cookie: binding } });
    const text = await res.text();
    expect(res.status, text).to.equal(502);
    expect(codeOf(text)).to.equal('SSO_PROVIDER_UNREACHABLE');
  });

  it('an owner turns it off: the button goes, the change is audited', async () => {
    const gone = await owner.del(ssoPath());
    expect(gone.status, gone.text).to.equal(204);
    const listed = await call(gw.url, 'GET', '/dashboard/api/sso/providers');
    expect(listed.body.providers.map((p: { displayName: string }) => p.displayName)).to.deep.equal(['Silent IdP', 'Strict IdP']);
    const start = await post(gw.url, '/dashboard/api/sso/start', { providerId });
    expect(start.status).to.equal(404);
    expect((await owner.get(ssoPath())).body.settings).to.equal(null);
    const audit = await owner.get(`/environments/${acme.dev.env.id}/audit?action=ssoProvider.delete`);
    expect(audit.body.items).to.have.length(1);
  });
});
