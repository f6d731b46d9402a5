import { readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect } from 'chai';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { PACKAGE_ROOT } from '../../src/config/package-root.js';
import { seedDashboard } from '../support/dashboard-seed.js';
import { post } from '../support/http-client.js';
import { seedProject, type SeededProject } from '../support/seed.js';
import { startTestGateway, type TestGateway } from '../support/start-gateway.js';
import { startWebhookReceiver, waitFor } from '../support/webhook-receiver.js';
import { buildWeb } from '../../scripts/build-web.js';

const OPERATOR = 'operator-token-for-browser-tests-0123';
const SHOTS = path.join(PACKAGE_ROOT, 'test-results', 'dashboard');
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * The dashboard in real Chromium against a real gateway (jobs on, so redeliveries are sent) with a seeded
 * environment. Every page is checked with axe-core and photographed into test-results/dashboard/.
 */
describe('browser: dashboard', function () {
  this.timeout(300_000);
  let gw: TestGateway;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let acme: SeededProject;
  let globex: SeededProject;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  const problems: string[] = [];

  before(async () => {
    await buildWeb();
    await mkdir(SHOTS, { recursive: true });
    console.log(`    screenshots: ${SHOTS}`);
    receiver = await startWebhookReceiver();
    gw = await startTestGateway({
      PLUGBOARD_ADMIN_TOKEN: OPERATOR,
      PLUGBOARD_JOBS: 'true',
      PLUGBOARD_JOBS_POLL_MS: '200',
      PLUGBOARD_DASHBOARD_TOKEN_SIGN_IN: 'all',
    });
    acme = await seedProject(gw.gateway.core, 'Acme');
    globex = await seedProject(gw.gateway.core, 'Globex');
    await seedDashboard(gw.gateway.core, acme.prod.env, {
      connections: 40,
      deliveries: 600,
      days: 2,
      requests: 300,
      calls: 120,
      webhookUrls: [`${receiver.url}/orders`, `${receiver.url}/crm`],
    });
    browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
    context = await browser.newContext({ viewport: { width: 1360, height: 900 } });
    page = await context.newPage();
    page.on('console', (m) => {
      if (m.type() === 'error' && !m.text().includes('status of 401')) problems.push(m.text());
    });
    page.on('pageerror', (e) => problems.push(String(e)));
  });
  after(async () => {
    await browser?.close();
    await gw?.close();
    await receiver?.close();
  });

  async function signIn(token: string) {
    await page.goto(`${gw.url}/dashboard`);
    await page.fill('#token', token);
    await page.click('#token-form button[type=submit]');
    await page.waitForSelector('nav.sidebar');
  }

  /** axe-core in the page (evaluated through the debugger protocol, so the page's CSP stays as served). */
  async function checkA11y(name: string) {
    await page.evaluate(AXE);
    const violations = await page.evaluate(async () => {
      const axe = (
        window as unknown as {
          axe: { run: (ctx: Document, opts: object) => Promise<{ violations: { id: string; impact: string; nodes: unknown[] }[] }> };
        }
      ).axe;
      const r = await axe.run(document, { resultTypes: ['violations'] });
      return r.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.length }));
    });
    const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious, `${name}: ${JSON.stringify(serious)}`).to.deep.equal([]);
  }

  async function visit(route: string, ready: string, shot: string) {
    await page.goto(`${gw.url}/dashboard#/${route}`);
    await page.waitForSelector(ready);
    await page.waitForTimeout(150);
    await page.screenshot({ path: path.join(SHOTS, `${shot}.png`), fullPage: false });
    await checkA11y(shot);
  }

  it('shows the sign-in page and refuses a wrong token', async () => {
    await page.goto(`${gw.url}/dashboard`);
    await page.waitForSelector('#token');
    await checkA11y('sign-in');
    await page.fill('#token', 'pb_prod_not_a_token');
    await page.click('#token-form button[type=submit]');
    await page.waitForSelector('.note-error');
    expect(await page.textContent('.note-error')).to.contain('not an API token');
    await page.screenshot({ path: path.join(SHOTS, '01-sign-in.png') });
  });

  it('signs in with an environment token and shows only that environment', async () => {
    await signIn(acme.prod.apiToken);
    await page.waitForSelector('.stats');
    const options = await page.$$eval('[data-testid=env-switch] option', (os) => os.map((o) => o.textContent));
    expect(options).to.deep.equal(['Acme · production']);
    expect(await page.textContent('[data-testid=failed-deliveries] .stat-value')).to.not.equal('0');
    await page.waitForSelector('.chart canvas');
    await page.screenshot({ path: path.join(SHOTS, '02-overview.png') });
    await checkA11y('overview');
  });

  it('shows every page with the seeded data', async () => {
    await visit('connections', 'tr[data-connection]', '03-connections');
    expect(await page.$$('tr[data-connection]')).to.have.length(25);
    expect(await page.textContent('main')).to.contain('NEW_CONNECTION');
    await visit('webhooks', 'tr[data-delivery]', '04-webhooks');
    await visit('events', 'tbody tr', '05-events');
    await visit('oauth-apps', 'form.form-grid', '06-oauth-apps');
    await visit('integrations', 'article.integration', '07-integrations');
    expect(await page.$$('article.integration')).to.have.length.at.least(6);
    await visit('logs', 'tbody tr', '08-logs');
    await visit('settings', '[data-testid=connection-limit]', '09-settings');
    expect(await page.textContent('[data-testid=connection-limit]')).to.contain('40 of unlimited');
  });

  it('puts the failed deliveries one click away, and a redelivery reaches the receiver', async () => {
    await page.goto(`${gw.url}/dashboard#/overview`);
    await page.click('[data-testid=failed-deliveries]');
    await page.waitForSelector('tr[data-status=failed]');
    const rows = await page.$$eval('tr[data-delivery]', (rs) => rs.map((r) => r.getAttribute('data-status')));
    expect(rows.length).to.be.greaterThan(0);
    expect(new Set(rows)).to.deep.equal(new Set(['failed']));
    await page.screenshot({ path: path.join(SHOTS, '10-failed-deliveries.png') });
    const before = receiver.received.length;
    const row = page.locator('tr[data-status=failed]').first();
    const deliveryId = await row.getAttribute('data-delivery');
    await row.locator('button', { hasText: 'Redeliver' }).click();
    await page.waitForSelector('.toast:has-text("Redelivery queued")');
    const got = await waitFor('the redelivery', () => receiver.received.slice(before).find((r) => r.raw.includes('"eventId"')), 30_000);
    expect(got.headers['x-svc-webhook-id']).to.be.a('string');
    expect(deliveryId).to.match(/^whd_/);
    // The redelivery is a delivery of its own, logged as delivered under the same event.
    const hookId = await page.getAttribute('tr.selected[data-webhook]', 'data-webhook');
    const logged = await waitFor(
      'the redelivery in the delivery log',
      async () => {
        const r = await page.evaluate(
          (p) => fetch(p).then((x) => x.json()),
          `/dashboard/api/environments/${acme.prod.env.id}/webhooks/${hookId}/deliveries?outcome=delivered&limit=10`,
        );
        return (r as { items: { id: string; eventId: string }[] }).items.find((d) => d.eventId === got.body.eventId && d.id !== deliveryId);
      },
      30_000,
    );
    await page.click('button.tab:has-text("Delivered")');
    await page.waitForSelector(`tr[data-delivery="${logged.id}"][data-status=delivered]`);
  });

  it('creates and deletes a webhook, and sends a test event', async () => {
    await page.goto(`${gw.url}/dashboard#/webhooks`);
    await page.waitForSelector('#new-webhook-url');
    await page.fill('#new-webhook-url', `${receiver.url}/new`);
    await page.click('button:has-text("Add webhook")');
    const created = page.locator('tr[data-webhook]', { hasText: `${receiver.url}/new` });
    await created.waitFor();
    const before = receiver.received.length;
    await created.locator('button', { hasText: 'Send test event' }).click();
    const test = await waitFor(
      'the test event',
      () => receiver.received.slice(before).find((r) => r.body.eventType === 'system.webhook.test'),
      30_000,
    );
    expect(test.body.connectionId).to.equal('test');
    await created.locator('button', { hasText: 'Delete' }).click();
    await created.locator('button', { hasText: 'Yes' }).click();
    await created.waitFor({ state: 'detached' });
    expect(await page.$$('tr[data-webhook]')).to.have.length(2);
  });

  it('resyncs a connection', async () => {
    await page.goto(`${gw.url}/dashboard#/connections`);
    await page.waitForSelector('tr[data-connection]');
    const answer = page.waitForResponse((r) => r.url().endsWith('/resync') && r.request().method() === 'POST');
    await page.locator('tr[data-connection]').first().locator('button', { hasText: 'Resync' }).click();
    expect((await answer).status()).to.equal(202);
    await page.waitForSelector('.toast:has-text("Resync queued")');
  });

  it('rotates the API token with the current token, shown once; the old token stops working and its session ends', async () => {
    await page.goto(`${gw.url}/dashboard#/settings`);
    await page.waitForSelector('#current-token');
    // Without the current token the action is not offered.
    expect(await page.isDisabled('button:has-text("Rotate API token")')).to.equal(true);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.fill('#current-token', acme.prod.apiToken);
    await page.screenshot({ path: path.join(SHOTS, '11a-rotate-asks-current-token.png'), fullPage: true });
    await page.click('button:has-text("Rotate API token")');
    await page.click('button:has-text("Yes")');
    const token = (await page.textContent('[data-testid=new-token]'))!.trim();
    expect(token).to.match(/^pb_prod_/);
    expect(await page.textContent('[data-testid=signed-out-note]')).to.contain('has ended');
    await page.screenshot({ path: path.join(SHOTS, '11-token-rotated.png'), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: path.join(SHOTS, '11b-token-rotated-390.png'), fullPage: true });
    await page.setViewportSize({ width: 1360, height: 900 });
    expect((await post(gw.url, '/webhooks/list', {}, { 'x-svc-api-token': acme.prod.apiToken })).status).to.equal(401);
    expect((await post(gw.url, '/webhooks/list', {}, { 'x-svc-api-token': token })).status).to.equal(200);
    acme.prod.apiToken = token;
    // The session signed in with the old token has ended: the page offers to sign in with the new one.
    expect(await page.evaluate(() => fetch('/dashboard/api/session').then((r) => r.status))).to.equal(401);
    await page.click('button:has-text("Sign in with the new token")');
    await page.waitForSelector('#token');
    await signIn(token);
  });

  it('signs out', async () => {
    await page.click('button:has-text("Sign out")');
    await page.waitForSelector('#token');
    const res = await page.evaluate(() => fetch('/dashboard/api/session').then((r) => r.status));
    expect(res).to.equal(401);
  });

  it('an operator sees both projects; another project token sees none of Acme', async () => {
    await signIn(OPERATOR);
    const options = await page.$$eval('[data-testid=env-switch] option', (os) => os.map((o) => o.textContent));
    expect(options).to.include.members(['Acme · development', 'Acme · production', 'Globex · development', 'Globex · production']);
    await page.screenshot({ path: path.join(SHOTS, '12-operator.png') });
    await page.click('button:has-text("Sign out")');
    await signIn(globex.dev.apiToken);
    const mine = await page.$$eval('[data-testid=env-switch] option', (os) => os.map((o) => o.textContent));
    expect(mine).to.deep.equal(['Globex · development']);
    await page.goto(`${gw.url}/dashboard#/connections`);
    await page.waitForSelector('.empty');
    expect(await page.textContent('main')).to.contain('No connections yet');
    const logged = problems.length;
    const peek = await page.evaluate(
      (id) => fetch(`/dashboard/api/environments/${id}/connections`).then((r) => r.status),
      acme.prod.env.id,
    );
    expect(peek).to.equal(404);
    problems.length = logged; // that 404 was asked for
  });

  it('logged no page error and no CSP violation', () => {
    expect(problems).to.deep.equal([]);
  });
});
