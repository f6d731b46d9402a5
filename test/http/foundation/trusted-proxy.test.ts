import { randomBytes } from 'node:crypto';
import { expect } from 'chai';
import { newSession } from '../../support/connect-http.js';
import { startConnectGateway } from '../../support/connect-gateway.js';
import { startFakeOAuthProvider } from '../../support/fake-tools/fake-oauth-provider.js';
import { cookieAttributes, post } from '../../support/http-client.js';
import { seedProject, type SeededProject } from '../../support/seed.js';
import { startTestGateway, type TestGateway } from '../../support/start-gateway.js';

/*
 * The gateway behind a load balancer: every request arrives from the balancer's address (here 127.0.0.1, the
 * test's own socket) with the client's address in X-Forwarded-For and the original scheme in X-Forwarded-Proto.
 */

const junk = () => `pb_dev_${randomBytes(32).toString('base64url')}`;
const list = (url: string, token: string, headers: Record<string, string> = {}) =>
  post(url, '/webhooks/list', {}, { 'x-svc-api-token': token, ...headers });
const from = (client: string) => ({ 'x-forwarded-for': client });

describe('http: behind a trusted proxy (PLUGBOARD_TRUST_PROXY=loopback), failed tokens are counted per client', function () {
  this.timeout(120_000);
  let gw: TestGateway;
  let acme: SeededProject;

  before(async () => {
    gw = await startTestGateway({
      PLUGBOARD_TRUST_PROXY: 'loopback',
      PLUGBOARD_AUTH_FAILURES_PER_ADDRESS: '5',
      PLUGBOARD_AUTH_FAILURES_PER_TOKEN_PREFIX: '100000',
    });
    acme = await seedProject(gw.gateway.core, 'Acme');
  });
  after(async () => gw?.close());

  it("junk from one client does not lock out another client's valid token, nor its own valid token", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await list(gw.url, junk(), from('203.0.113.7'))).status);
    expect(statuses.slice(0, 5)).to.deep.equal([401, 401, 401, 401, 401]);
    expect(statuses.slice(-5)).to.deep.equal([429, 429, 429, 429, 429]);

    // Another client behind the same balancer: its valid token works, and its own wrong tokens are plain 401s.
    expect((await list(gw.url, acme.dev.apiToken, from('203.0.113.8'))).status).to.equal(200);
    expect((await list(gw.url, junk(), from('203.0.113.8'))).status).to.equal(401);
    // The blocked client still gets 429 for unknown tokens, but a valid token is never refused by the lockout.
    expect((await list(gw.url, junk(), from('203.0.113.7'))).status).to.equal(429);
    expect((await list(gw.url, acme.dev.apiToken, from('203.0.113.7'))).status).to.equal(200);
  });

  it('the client is the address the trusted hop appended: a spoofed left part of X-Forwarded-For changes nothing', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await list(gw.url, junk(), from(`198.51.100.${i + 1}, 203.0.113.9`))).status);
    expect(statuses.slice(-3)).to.deep.equal([429, 429, 429]);
    // The address itself, without the spoofed part, is the one blocked.
    expect((await list(gw.url, junk(), from('203.0.113.9'))).status).to.equal(429);
  });

  it('the dashboard sign-in counts per client too, and a right token signs in from a blocked client', async () => {
    for (let i = 0; i < 6; i++) await post(gw.url, '/dashboard/api/session', { token: junk() }, from('203.0.113.10'));
    const blocked = await post(gw.url, '/dashboard/api/session', { token: junk() }, from('203.0.113.10'));
    expect(blocked.status).to.equal(429);
    expect((await post(gw.url, '/dashboard/api/session', { token: junk() }, from('203.0.113.11'))).status).to.equal(401);
    const signedIn = await post(gw.url, '/dashboard/api/session', { token: acme.dev.apiToken }, from('203.0.113.10'));
    expect(signedIn.status, signedIn.text).to.equal(200);
  });

  it('the dashboard cookie is Secure when the trusted hop says the client used https, and only then', async () => {
    const https = await post(gw.url, '/dashboard/api/session', { token: acme.dev.apiToken }, { 'x-forwarded-proto': 'https' });
    expect(https.status).to.equal(200);
    expect(cookieAttributes(https.headers.get('set-cookie'))).to.have.property('Secure');
    const http = await post(gw.url, '/dashboard/api/session', { token: acme.dev.apiToken }, { 'x-forwarded-proto': 'http' });
    expect(cookieAttributes(http.headers.get('set-cookie'))).not.to.have.property('Secure');
  });
});

describe('http: X-Forwarded-For and X-Forwarded-Proto from an untrusted hop are ignored', function () {
  this.timeout(120_000);
  for (const trustProxy of ['', '10.0.0.0/8, 192.168.0.0/16']) {
    describe(`PLUGBOARD_TRUST_PROXY=${JSON.stringify(trustProxy)}`, () => {
      let gw: TestGateway;
      let acme: SeededProject;
      before(async () => {
        gw = await startTestGateway({
          PLUGBOARD_TRUST_PROXY: trustProxy,
          PLUGBOARD_AUTH_FAILURES_PER_ADDRESS: '5',
          PLUGBOARD_AUTH_FAILURES_PER_TOKEN_PREFIX: '100000',
        });
        acme = await seedProject(gw.gateway.core, 'Acme');
      });
      after(async () => gw?.close());

      it('a client that writes a new X-Forwarded-For on every guess is still counted by its own address', async () => {
        const statuses: number[] = [];
        for (let i = 0; i < 10; i++) statuses.push((await list(gw.url, junk(), from(`203.0.113.${i + 1}`))).status);
        expect(statuses.slice(-3)).to.deep.equal([429, 429, 429]);
        // ...while its valid token still works.
        expect((await list(gw.url, acme.dev.apiToken, from('203.0.113.50'))).status).to.equal(200);
      });

      it('the dashboard cookie is not Secure on a claimed https', async () => {
        const res = await post(gw.url, '/dashboard/api/session', { token: acme.dev.apiToken }, { 'x-forwarded-proto': 'https' });
        expect(res.status).to.equal(200);
        expect(cookieAttributes(res.headers.get('set-cookie'))).not.to.have.property('Secure');
      });
    });
  }
});

describe('http: the OAuth binding cookie is Secure behind a TLS-terminating trusted proxy', function () {
  this.timeout(120_000);
  let gw: TestGateway;
  let provider: Awaited<ReturnType<typeof startFakeOAuthProvider>>;
  let acme: SeededProject;

  before(async () => {
    provider = await startFakeOAuthProvider({ clients: { 'own-client': 'own-secret' } });
    gw = await startConnectGateway({
      providerOrigin: provider.origin,
      env: {
        PLUGBOARD_TRUST_PROXY: '1',
        PLUGBOARD_OAUTH_APPS: JSON.stringify({ oauthcrm: { clientId: 'own-client', clientSecret: 'own-secret' } }),
      },
    });
    acme = await seedProject(gw.gateway.core, 'Acme');
  });
  after(async () => {
    await gw?.close();
    await provider?.close();
  });

  it('sets Secure on pb_oauth_binding (start and callback) when the original scheme was https', async () => {
    const token = await newSession(gw.url, acme.dev.apiToken, { integrationId: 'oauthcrm' });
    const started = await post(
      gw.url,
      '/api/connect/oauth/start',
      { integrationId: 'oauthcrm' },
      { 'x-svc-session-token': token, 'x-forwarded-proto': 'https' },
    );
    expect(started.status, started.text).to.equal(200);
    const set = cookieAttributes(started.headers.get('set-cookie'));
    expect(set.pb_oauth_binding).to.match(/^ob_/);
    expect(set).to.have.property('Secure');
    const plain = await post(gw.url, '/api/connect/oauth/start', { integrationId: 'oauthcrm' }, { 'x-svc-session-token': token });
    expect(cookieAttributes(plain.headers.get('set-cookie'))).not.to.have.property('Secure');

    const state = new URL(started.body.result.authorizeUrl as string).searchParams.get('state')!;
    const cb = await fetch(`${gw.url}/api/auth/oauth-callback?state=${encodeURIComponent(state)}&error=access_denied`, {
      headers: { cookie: `pb_oauth_binding=${set.pb_oauth_binding}`, 'x-forwarded-proto': 'https' },
    });
    expect(cookieAttributes(cb.headers.get('set-cookie'))).to.have.property('Secure');
  });
});
