import { expect } from 'chai';
import { newSession, sessionHeaders } from '../../support/connect-http.js';
import { call, post } from '../../support/http-client.js';
import { seedProject, type SeededProject } from '../../support/seed.js';
import { startTestGateway, type TestGateway } from '../../support/start-gateway.js';
import { CLI_OPERATOR } from '../../../src/services/audit/audit-recorder.js';

/** The real connectors on a fresh install: no customer OAuth app, no PLUGBOARD_OAUTH_APPS. */
describe('http: connect modal methods, field help and icons (real connectors, no OAuth app)', () => {
  let gw: TestGateway;
  let p: SeededProject;

  before(async function () {
    this.timeout(60_000);
    gw = await startTestGateway({ PUBLIC_BASE_URL: 'https://connect.example.test' });
    p = await seedProject(gw.gateway.core);
  });
  after(async () => gw?.close());

  const view = async (integrationId: string) =>
    post(gw.url, '/api/connect/session', {}, sessionHeaders(await newSession(gw.url, p.dev.apiToken, { integrationId })));

  it('offers the key form of a tool that also has OAuth when no OAuth app exists (Aircall, HubSpot, Pipedrive, Salesloft)', async () => {
    const expected: Record<string, string> = { aircall: 'api_token', hubspot: 'private_app', pipedrive: 'api_token', salesloft: 'api_key' };
    for (const [id, method] of Object.entries(expected)) {
      const r = await view(id);
      expect(r.status, `${id}: ${r.text}`).to.equal(200);
      expect(r.body.result.authMethods.map((m: { id: string }) => m.id)).to.deep.equal([method]);
      expect(r.body.result.integration.authMethods.map((m: { id: string }) => m.id)).to.deep.equal([method]);
    }
  });

  it('answers NO_AUTH_METHOD_AVAILABLE when every method is OAuth and no app can serve it; an app makes it available', async () => {
    const r = await view('outreach');
    expect(r.status).to.equal(409);
    expect(r.body.error.code).to.equal('NO_AUTH_METHOD_AVAILABLE');
    await post(
      gw.url,
      '/api/auth/oauth-apps/create',
      { integrationId: 'outreach', clientId: 'cid', clientSecret: 'outreach-client-secret' },
      { 'x-svc-api-token': p.dev.apiToken },
    );
    const after = await view('outreach');
    expect(after.status, after.text).to.equal(200);
    expect(after.body.result.authMethods.map((m: { type: string }) => m.type)).to.deep.equal(['oauth2_authorization_code']);
    expect(after.body.result.authMethods[0].access).to.include('See your sequences');
  });

  it("shows the manifest's labels, help, placeholder and access in plain words", async () => {
    const r = await view('hubspot');
    const m = r.body.result.authMethods[0];
    expect(m.label).to.equal('Private app access token');
    expect(m.access).to.have.length.greaterThan(0);
    expect(m.fields[0]).to.include({ name: 'access_token', label: 'Access token', placeholder: 'pat-na1-…' });
    expect(m.fields[0].helpUrl).to.match(/^https:\/\/developers\.hubspot\.com\//);
    expect(m.fields[0].help).to.contain('private app');
  });

  it("carries the manifest's translations of labels, help and access (the modal picks its language's)", async () => {
    const m = (await view('aircall')).body.result.authMethods[0];
    expect(m.translations.fr.label).to.equal('ID et jeton d’API');
    expect(m.translations.fr.access).to.include('Lire vos appels et leurs détails');
    expect(m.fields[0].translations.fr).to.include({ label: 'ID d’API', placeholder: 'ex. 1234ABCD5678EFGH' });
    expect(m.fields[0].label, 'the English stays the default').to.equal('API ID');
  });

  it('serves every icon from the gateway at an absolute address built from PUBLIC_BASE_URL', async () => {
    const list = await post(gw.url, '/api/integrations/list', {});
    for (const i of list.body.result.integrations as { integrationId: string; display: { iconURI: string } }[]) {
      expect(i.display.iconURI).to.equal(`https://connect.example.test/connectors/${i.integrationId}/icon.svg`);
      const icon = await call(gw.url, 'GET', `/connectors/${i.integrationId}/icon.svg`);
      expect(icon.status).to.equal(200);
      expect(icon.headers.get('content-type')).to.contain('image/svg+xml');
      expect(icon.text).to.match(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect(icon.headers.get('content-security-policy')).to.contain("default-src 'none'");
    }
    expect((await call(gw.url, 'GET', '/connectors/nosuchtool/icon.svg')).status).to.equal(404);
  });
  it('keeps per-environment branding and allowed origins (API), refusing what the modal could not show safely', async () => {
    const api = { 'x-svc-api-token': p.prod.apiToken };
    const empty = await post(gw.url, '/api/connect-settings/get', {}, api);
    expect(empty.body.result.connectSettings).to.deep.equal({ allowedOrigins: [], branding: {} });
    const bad = await post(
      gw.url,
      '/api/connect-settings/update',
      {
        allowedOrigins: ['https://App.example.com'],
        branding: { logoUrl: 'https://cdn.example.com/logo.png', privacyPolicyUrl: 'ftp://x' },
      },
      api,
    );
    expect(bad.status).to.equal(400);
    expect(bad.body.error.details.map((d: { field: string }) => d.field)).to.have.members([
      'allowedOrigins[0]',
      'branding.logoUrl',
      'branding.privacyPolicyUrl',
    ]);
    const logo = 'data:image/png;base64,iVBORw0KGgo=';
    const ok = await post(
      gw.url,
      '/api/connect-settings/update',
      { allowedOrigins: ['https://app.example.com'], branding: { displayName: 'Acme', logoUrl: logo, accentColor: '#112233' } },
      api,
    );
    expect(ok.status, ok.text).to.equal(200);
    expect(ok.body.result.connectSettings).to.deep.equal({
      allowedOrigins: ['https://app.example.com'],
      branding: { displayName: 'Acme', logoUrl: logo, accentColor: '#112233' },
    });
    const cleared = await post(gw.url, '/api/connect-settings/update', { branding: { accentColor: '' } }, api);
    expect(cleared.body.result.connectSettings.branding).to.deep.equal({ displayName: 'Acme', logoUrl: logo });

    // The modal page: frame-ancestors lists the allowed origins; a foreign `origin` gets no postMessage target.
    const token = (await post(gw.url, '/api/auth/session-token', {}, api)).body.result.sessionToken as string;
    const page = await call(gw.url, 'GET', `/connect?sessionToken=${token}&origin=${encodeURIComponent('https://evil.example')}`);
    expect(page.headers.get('content-security-policy')).to.contain('frame-ancestors https://app.example.com;');
    expect(page.headers.get('content-security-policy')).to.contain("script-src 'self';");
    expect(page.text).to.contain('"origin":null,"originRefused":true');
    const allowed = await call(gw.url, 'GET', `/connect?sessionToken=${token}&origin=${encodeURIComponent('https://app.example.com')}`);
    expect(allowed.text).to.contain('"origin":"https://app.example.com","originRefused":false');
    // Without `origin` (a link sent to the end user): a page of its own that posts nothing, framed only by allowed origins.
    const standalone = await call(gw.url, 'GET', `/connect?sessionToken=${token}`);
    expect(standalone.text).to.contain('"origin":null,"originRefused":false');
    expect(standalone.headers.get('content-security-policy')).to.contain('frame-ancestors https://app.example.com;');
    const unknown = await call(gw.url, 'GET', '/connect?sessionToken=pb_sess_unknown');
    expect(unknown.headers.get('content-security-policy')).to.contain("frame-ancestors 'none'");
  });

  it('accepts origins only: a CSP directive, wildcard, quote, comma or path in allowedOrigins is a 400 naming it', async () => {
    const api = { 'x-svc-api-token': p.dev.apiToken };
    const injections = [
      'https://app.example.com;script-src *',
      'https://app.example.com;',
      'https://*',
      'https://*.example.com',
      "https://'self'",
      'https://a"b.example.com',
      'https://app.example.com,https://evil.example',
      'https://app.example.com/path',
      '*',
      "'none'",
      'javascript:alert(1)',
    ];
    for (const origin of injections) {
      for (const path of ['/api/connect-settings/update']) {
        const res = await post(gw.url, path, { allowedOrigins: ['https://ok.example.com', origin] }, api);
        expect(res.status, `${origin}: ${res.text}`).to.equal(400);
        expect(res.body.error.code).to.equal('VALIDATION_FAILED');
        expect(JSON.stringify(res.body.error), origin).to.match(/allowedOrigins(\[1\]|\.1|\/1)/);
      }
    }
    expect((await post(gw.url, '/api/connect-settings/get', {}, api)).body.result.connectSettings.allowedOrigins).to.deep.equal([]);
    // The service refuses them too (the CLI and the dashboard reach it without the HTTP schema).
    const env = await gw.gateway.core.services.projects.getEnvironment(p.projectId, 'development');
    for (const origin of injections) {
      const err = await gw.gateway.core.services.connectSettings
        .update(env, { allowedOrigins: [origin] }, gw.gateway.core.services.audit.as(CLI_OPERATOR))
        .then(
          () => null,
          (e: unknown) => e as { code: string; message: string },
        );
      expect(err?.code, origin).to.equal('VALIDATION_FAILED');
      expect(err?.message, origin).to.contain(JSON.stringify(origin.slice(0, 100)));
    }
  });

  it('leaves stored values that are not origins out of frame-ancestors (saved before the check)', async () => {
    const api = { 'x-svc-api-token': p.dev.apiToken };
    const env = await gw.gateway.core.services.projects.getEnvironment(p.projectId, 'development');
    await gw.gateway.core.internals.repos.environments.setConnectSettings(env.id, {
      allowedOrigins: ['https://app.example.com', "https://x.example;script-src 'unsafe-inline'", 'https://*'],
      branding: {},
    });
    const token = (await post(gw.url, '/api/auth/session-token', {}, api)).body.result.sessionToken as string;
    const page = await call(gw.url, 'GET', `/connect?sessionToken=${token}`);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).to.contain('frame-ancestors https://app.example.com;');
    expect(csp).to.not.contain('unsafe-inline');
    expect(csp).to.not.contain('https://*');
    // Only stored junk: nothing may frame the modal (never the development loopback default, never `*`).
    await gw.gateway.core.internals.repos.environments.setConnectSettings(env.id, { allowedOrigins: ['https://*'], branding: {} });
    const none = await call(gw.url, 'GET', `/connect?sessionToken=${token}`);
    expect(none.headers.get('content-security-policy')).to.contain("frame-ancestors 'none'");
  });

  it('frames only with sources Chromium accepts: no IPv6 literal in the development default nor from the list', async () => {
    // CSP host-source has no IPv6 literal: Chromium ignores `http://[::1]:*` with a console error in the customer's page.
    const api = { 'x-svc-api-token': p.dev.apiToken };
    const env = await gw.gateway.core.services.projects.getEnvironment(p.projectId, 'development');
    const frameAncestors = async () => {
      const token = (await post(gw.url, '/api/auth/session-token', {}, api)).body.result.sessionToken as string;
      const csp = (await call(gw.url, 'GET', `/connect?sessionToken=${token}`)).headers.get('content-security-policy') ?? '';
      return /frame-ancestors ([^;]*)/.exec(csp)?.[1];
    };
    await gw.gateway.core.internals.repos.environments.setConnectSettings(env.id, { allowedOrigins: [], branding: {} });
    expect(await frameAncestors()).to.equal('http://localhost:* http://127.0.0.1:*');
    const set = await post(gw.url, '/api/connect-settings/update', { allowedOrigins: ['http://[::1]:3000', 'http://localhost:3000'] }, api);
    expect(set.status, set.text).to.equal(200);
    expect(await frameAncestors()).to.equal('http://localhost:3000');
  });
});
