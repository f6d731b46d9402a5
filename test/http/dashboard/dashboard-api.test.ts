import { expect } from 'chai';
import { COLLECTIONS } from '../../../src/store/collections.js';
import { seedDashboard } from '../../support/dashboard-seed.js';
import { signIn } from '../../support/dashboard-client.js';
import { call, cookieAttributes, post } from '../../support/http-client.js';
import { seedProject, type SeededProject } from '../../support/seed.js';
import { startTestGateway, type TestGateway } from '../../support/start-gateway.js';

const OPERATOR = 'operator-token-for-tests-0123456789';

/** A page of a webhook's deliveries: the fields these tests read. */
interface DeliveryPage {
  items: { id: string; finishedTime: string }[];
  nextCursor: string | null;
}

describe('http: dashboard API (sign-in, sessions, CSRF, isolation, pages)', function () {
  this.timeout(180_000);
  let gw: TestGateway;
  let acme: SeededProject;
  let globex: SeededProject;
  let seeded: Awaited<ReturnType<typeof seedDashboard>>;

  before(async () => {
    gw = await startTestGateway({ PLUGBOARD_ADMIN_TOKEN: OPERATOR, PLUGBOARD_DASHBOARD_TOKEN_SIGN_IN: 'all' });
    acme = await seedProject(gw.gateway.core, 'Acme');
    globex = await seedProject(gw.gateway.core, 'Globex');
    seeded = await seedDashboard(gw.gateway.core, acme.prod.env, {
      connections: 60,
      deliveries: 400,
      days: 2,
      requests: 100,
      calls: 40,
      webhookUrls: ['http://127.0.0.1:9/a', 'http://127.0.0.1:9/b'],
    });
  });
  after(async () => gw?.close());

  it('serves the page and its assets with a strict CSP and nothing from another origin', async () => {
    const page = await call(gw.url, 'GET', '/dashboard');
    expect(page.status).to.equal(200);
    const csp = page.headers.get('content-security-policy')!;
    expect(csp).to.contain("default-src 'none'").and.contain("script-src 'self'").and.contain("frame-ancestors 'none'");
    expect(page.text).to.not.match(/https?:\/\//);
    const css = await call(gw.url, 'GET', '/dashboard/assets/main.css');
    expect(css.status).to.equal(200);
    expect(css.headers.get('content-type')).to.contain('text/css');
    expect((await call(gw.url, 'GET', '/dashboard/assets/other.js')).status).to.equal(400);
  });

  it('signs in with an API token: HttpOnly SameSite=Strict cookie naming a server-side session, never the token', async () => {
    const res = await post(gw.url, '/dashboard/api/session', { token: acme.prod.apiToken });
    expect(res.status).to.equal(200);
    const setCookie = res.headers.get('set-cookie')!;
    const cookie = cookieAttributes(setCookie);
    expect(cookie.pb_dash).to.match(/^pb_dash_[A-Za-z0-9_-]+$/);
    expect(cookie).to.deep.equal({ pb_dash: cookie.pb_dash, Path: '/dashboard', HttpOnly: '', SameSite: 'Strict', 'Max-Age': '43200' });
    expect(setCookie).to.not.contain(acme.prod.apiToken);
    expect(res.body.principal).to.deep.equal({ kind: 'environment', environmentId: acme.prod.env.id });
    expect(res.body.projects).to.deep.equal([
      { projectId: acme.projectId, name: 'Acme', role: 'owner', environments: [{ environmentId: acme.prod.env.id, name: 'production' }] },
    ]);
    const cookieValue = setCookie.split(';')[0]!.split('=')[1]!;
    const stored = await gw.gateway.core.database.db.collection(COLLECTIONS.dashboardSessions).find({}).toArray();
    const dump = JSON.stringify(stored);
    expect(dump).to.not.contain(cookieValue);
    expect(dump).to.not.contain(acme.prod.apiToken);
    expect(dump).to.not.contain(res.body.csrfToken);
  });

  it('refuses requests without a session (401) and writes without the CSRF token (403)', async () => {
    const anon = await call(gw.url, 'GET', `/dashboard/api/environments/${acme.prod.env.id}/overview`);
    expect(anon.status).to.equal(401);
    expect(anon.body.error.code).to.equal('UNAUTHORIZED');
    const c = await signIn(gw.url, acme.prod.apiToken);
    const noCsrf = await call(gw.url, 'POST', `/dashboard/api/environments/${acme.prod.env.id}/webhooks`, {
      headers: { cookie: c.cookie },
      body: { url: 'https://example.com/x' },
    });
    expect(noCsrf.status).to.equal(403);
    expect(noCsrf.body.error).to.include({ code: 'FORBIDDEN' });
    const wrongCsrf = await call(gw.url, 'DELETE', '/dashboard/api/session', {
      headers: { cookie: c.cookie, 'x-plugboard-csrf': 'pb_csrf_wrong' },
    });
    expect(wrongCsrf.status).to.equal(403);
    expect((await c.get('/session')).status).to.equal(200);
  });

  it('signs out: the session ends on the server and the cookie is cleared', async () => {
    const c = await signIn(gw.url, acme.dev.apiToken);
    const out = await c.del('/session');
    expect(out.status).to.equal(204);
    expect(out.headers.get('set-cookie')).to.contain('Max-Age=0');
    expect((await c.get('/session')).status).to.equal(401);
  });

  it('an environment token sees only its own environment; the operator sees every project', async () => {
    const c = await signIn(gw.url, globex.dev.apiToken);
    expect(c.session.projects.map((p: { name: string }) => p.name)).to.deep.equal(['Globex']);
    for (const path of ['overview', 'connections', 'webhooks', 'events', 'settings', 'logs/requests']) {
      const res = await c.get(`/environments/${acme.prod.env.id}/${path}`);
      expect(res.status, path).to.equal(404);
    }
    const op = await signIn(gw.url, OPERATOR);
    expect(op.session.principal).to.deep.equal({ kind: 'operator' });
    const names = op.session.projects.map((p: { name: string }) => p.name);
    expect(names).to.include.members(['Acme', 'Globex']);
    expect((await op.get(`/environments/${globex.dev.env.id}/settings`)).body.projectName).to.equal('Globex');
    expect((await op.get(`/environments/${acme.prod.env.id}/settings`)).body.projectName).to.equal('Acme');
  });

  it('pages read the seeded environment: overview counts, paged connections with sync state, webhooks and deliveries', async () => {
    const c = await signIn(gw.url, OPERATOR);
    const env = acme.prod.env.id;
    const overview = (await c.get(`/environments/${env}/overview`)).body;
    expect(overview.connections).to.deep.equal({ total: 60, NEW_CONNECTION: 3, INITIAL_SYNCED: 6, READY: 51, unhealthy: 2 });
    expect(overview.webhooks).to.equal(2);
    expect(overview.failedDeliveries24h).to.be.greaterThan(0);
    expect(overview.series.deliveriesByOutcome.length).to.be.greaterThan(0);
    expect(overview.series.callsByIntegration.reduce((n: number, x: { count: number }) => n + x.count, 0)).to.equal(40);

    const first = (await c.get(`/environments/${env}/connections?limit=25`)).body;
    expect(first.total).to.equal(60);
    expect(first.items).to.have.length(25);
    expect(first.nextCursor).to.equal('25');
    const third = (await c.get(`/environments/${env}/connections?limit=25&cursor=50`)).body;
    expect(third.items).to.have.length(10);
    expect(third.nextCursor).to.equal(null);
    const newOnes = (await c.get(`/environments/${env}/connections?status=NEW_CONNECTION`)).body;
    expect(newOnes.total).to.equal(3);
    expect(newOnes.items[0].models[0]).to.include({ phase: 'initial', running: true });

    const hooks = (await c.get(`/environments/${env}/webhooks`)).body.items;
    expect(hooks.map((h: { id: string }) => h.id)).to.deep.equal(seeded.webhooks.map((w) => w.id));
    const failing = hooks[1];
    expect(failing.failed24h).to.be.greaterThan(0);
    const failed = (await c.get(`/environments/${env}/webhooks/${failing.id}/deliveries?outcome=failed`)).body;
    expect(failed.items.length).to.be.greaterThan(0);
    for (const d of failed.items) {
      expect(d.status).to.equal('failed');
      expect(d.attempts).to.have.length(4);
      expect(d.attempts[3]).to.include({ statusCode: 500, error: 'receiver answered 500' });
    }
    const page1 = (await c.get(`/environments/${env}/webhooks/${hooks[0].id}/deliveries?limit=50`)).body as DeliveryPage;
    expect(page1.items).to.have.length(50);
    const page2 = (
      await c.get(`/environments/${env}/webhooks/${hooks[0].id}/deliveries?limit=50&cursor=${encodeURIComponent(page1.nextCursor!)}`)
    ).body as DeliveryPage;
    const ids = new Set([...page1.items, ...page2.items].map((d) => d.id));
    expect(ids.size).to.equal(page1.items.length + page2.items.length);
    expect(Date.parse(page2.items[0]!.finishedTime)).to.be.at.most(Date.parse(page1.items[49]!.finishedTime));

    // Redelivery goes back through the outbox: the new delivery shows as pending first.
    const re = await c.post(`/environments/${env}/webhooks/${failing.id}/deliveries/${failed.items[0].id}/redeliver`);
    expect(re.status).to.equal(202);
    const pending = (await c.get(`/environments/${env}/webhooks/${failing.id}/deliveries?outcome=pending`)).body.items;
    expect(pending.map((d: { id: string }) => d.id)).to.deep.equal([re.body.id]);
    expect(pending[0]).to.include({ eventId: failed.items[0].eventId, status: 'pending' });
    expect((await c.post(`/environments/${env}/webhooks/${failing.id}/deliveries/whd_unknown/redeliver`)).status).to.equal(404);
  });

  it('logs API requests of the environment (no body, token or query) and the events it stored', async () => {
    const conn = await gw.gateway.core.services.connections.create(globex.prod.env, {
      integrationId: 'aircall',
      authMethodId: 'basic',
      credentials: { type: 'basic', username: 'u', password: 'p' },
    });
    const listed = await post(gw.url, '/webhooks/list', {}, { 'x-svc-api-token': globex.prod.apiToken });
    expect(listed.status, listed.text).to.equal(200);
    const c = await signIn(gw.url, globex.prod.apiToken);
    const logs = (await c.get(`/environments/${globex.prod.env.id}/logs/requests`)).body.items;
    expect(logs[0]).to.include({
      operationId: 'listWebhooks',
      status: 200,
      method: 'POST',
      requestId: listed.headers.get('x-request-id'),
    });
    expect(JSON.stringify(logs)).to.not.contain(globex.prod.apiToken);
    const settings = (await c.get(`/environments/${globex.prod.env.id}/settings`)).body;
    expect(settings).to.include({ environment: 'production', connectionLimit: null, connections: 1 });
    expect(conn.connectionId).to.be.a('string');
  });

  it('rotates the API token (shown once, with the current token): the old token stops working, and its session ends', async () => {
    const old = await signIn(gw.url, globex.dev.apiToken);
    const res = await old.post(`/environments/${globex.dev.env.id}/settings/rotate-token`, { currentToken: globex.dev.apiToken });
    expect(res.status).to.equal(200);
    expect(res.body.apiToken).to.match(/^pb_dev_/);
    expect(res.body.signedOut).to.equal(true);
    expect((await post(gw.url, '/webhooks/list', {}, { 'x-svc-api-token': globex.dev.apiToken })).status).to.equal(401);
    expect((await post(gw.url, '/webhooks/list', {}, { 'x-svc-api-token': res.body.apiToken })).status).to.equal(200);
    expect((await old.get(`/environments/${globex.dev.env.id}/settings`)).status).to.equal(401);
    globex.dev.apiToken = res.body.apiToken as string;
    const c = await signIn(gw.url, globex.dev.apiToken);
    expect((await c.get(`/environments/${globex.dev.env.id}/settings`)).body.tokenRotatedTime).to.be.a('string');
    // The connect modal's settings (allowed origins, branding) are edited here too, checked as the CLI checks them.
    const set = await c.post(`/environments/${globex.dev.env.id}/settings/connect`, {
      allowedOrigins: ['https://app.globex.example'],
      branding: { displayName: 'Globex', accentColor: '#112233' },
    });
    expect(set.status, set.text).to.equal(200);
    expect(set.body).to.deep.include({
      allowedOrigins: ['https://app.globex.example'],
      branding: { displayName: 'Globex', accentColor: '#112233' },
    });
    const bad = await c.post(`/environments/${globex.dev.env.id}/settings/connect`, { branding: { accentColor: 'red' } });
    expect(bad.status).to.equal(400);
  });
});
