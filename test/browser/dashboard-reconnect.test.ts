import { readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect } from 'chai';
import { chromium, type Browser, type Page } from 'playwright-core';
import { PACKAGE_ROOT } from '../../src/config/package-root.js';
import { COLLECTIONS } from '../../src/store/collections.js';
import { buildWeb } from '../../scripts/build-web.js';
import { startConnectGateway } from '../support/connect-gateway.js';
import { consent, newSession, sessionHeaders, startOAuth } from '../support/connect-http.js';
import { startFakeOAuthProvider } from '../support/fake-tools/fake-oauth-provider.js';
import { post } from '../support/http-client.js';
import { seedProject, type SeededProject } from '../support/seed.js';
import type { TestGateway } from '../support/start-gateway.js';

const SHOTS = path.join(PACKAGE_ROOT, 'test-results', 'dashboard');
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * The dashboard's reconnect link in real Chromium: a connection whose grant was revoked shows "Needs reconnect";
 * its reconnect link opens the hosted connect page, the end user consents again at the (fake) OAuth provider,
 * and the same connection is healthy again with new credentials.
 */
describe('browser: dashboard reconnect link re-authorises the same connection', function () {
  this.timeout(300_000);
  let gw: TestGateway;
  let provider: Awaited<ReturnType<typeof startFakeOAuthProvider>>;
  let browser: Browser;
  let acme: SeededProject;
  const problems: string[] = [];

  before(async () => {
    await buildWeb();
    await mkdir(SHOTS, { recursive: true });
    provider = await startFakeOAuthProvider({ clients: { 'own-client': 'own-secret' } });
    gw = await startConnectGateway({
      providerOrigin: provider.origin,
      env: { PLUGBOARD_OAUTH_APPS: JSON.stringify({ oauthcrm: { clientId: 'own-client', clientSecret: 'own-secret' } }) },
    });
    acme = await seedProject(gw.gateway.core, 'Acme');
    browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
  });
  after(async () => {
    await browser?.close();
    await gw?.close();
    await provider?.close();
  });

  const watch = (page: Page) => {
    page.on('console', (m) => {
      if (m.type() === 'error' && !m.text().includes('status of 401')) problems.push(m.text());
    });
    page.on('pageerror', (e) => problems.push(String(e)));
  };
  async function axe(page: Page, what: string) {
    await page.evaluate(AXE); // through the debugger protocol: the page's CSP stays as served
    const found = await page.evaluate(async () => {
      const r = await (window as unknown as { axe: { run: () => Promise<{ violations: { id: string; impact: string }[] }> } }).axe.run();
      return r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
    });
    expect(found, `axe on ${what}`).to.deep.equal([]);
  }

  it('copies a reconnect link, the end user consents again in the hosted modal, the same connection recovers', async () => {
    // A connection made through the connect flow, whose grant the tool then revoked.
    const first = await newSession(gw.url, acme.dev.apiToken, { integrationId: 'oauthcrm' });
    await consent((await startOAuth(gw.url, first)).body.result.authorizeUrl, 'allow');
    const ex = await post(gw.url, '/api/auth/access-token', {}, { 'x-svc-api-token': acme.dev.apiToken, ...sessionHeaders(first) });
    const { connectionId, accessToken } = ex.body.result as { connectionId: string; accessToken: string };
    await gw.gateway.core.services.connections.markNeedsReauth(connectionId, 'OAuth CRM refused the refresh token (invalid_grant)');
    const before = await gw.gateway.core.database.db.collection(COLLECTIONS.connections).findOne({ id: connectionId });

    const context = await browser.newContext({ viewport: { width: 1360, height: 900 } });
    const page = await context.newPage();
    watch(page);
    await page.goto(`${gw.url}/dashboard`);
    await page.fill('#token', acme.dev.apiToken);
    await page.click('#token-form button[type=submit]');
    await page.waitForSelector('.stats');
    await page.goto(`${gw.url}/dashboard#/connections`);
    const row = page.locator(`tr[data-connection="${connectionId}"]`);
    await row.waitFor();
    expect(await row.textContent()).to.contain('Needs reconnect');
    await row.getByRole('button', { name: 'Reconnect link' }).click();
    await page.waitForSelector('[data-testid=reconnect-link]');
    const url = await page.inputValue('#reconnect-url');
    expect(url).to.match(new RegExp(`^${gw.url}/connect\\?sessionToken=pb_sess_[^&]+&integrationId=oauthcrm$`));
    expect(await page.textContent('[data-testid=reconnect-link]')).to.contain(connectionId);
    await axe(page, 'connections with a reconnect link');
    await page.screenshot({ path: path.join(SHOTS, '20-reconnect-link.png'), fullPage: true });

    // The end user opens the link: the hosted modal, OAuth in a popup at the fake provider.
    const endUser = await browser.newContext({ viewport: { width: 800, height: 760 } });
    const modal = await endUser.newPage(); // the connect page's own console is the connect-modal test's to check
    await modal.goto(url);
    await modal.waitForSelector('#primary-action');
    await modal.screenshot({ path: path.join(SHOTS, '21-reconnect-modal.png') });
    const [popup] = await Promise.all([endUser.waitForEvent('page'), modal.click('#primary-action')]);
    await popup.waitForURL(/\/oauth\/authorize/);
    await popup.click('#allow');
    await modal.waitForSelector('#state-success');
    await modal.screenshot({ path: path.join(SHOTS, '22-reconnect-success.png') });
    await endUser.close();

    // The same connection: healthy, new credentials, the back end's access token unchanged and still working.
    const after = await gw.gateway.core.database.db.collection(COLLECTIONS.connections).findOne({ id: connectionId });
    expect(after).to.include({ health: 'ok', healthReason: null, accessTokenHash: before!.accessTokenHash });
    expect(after!.credentialsSealed).to.not.equal(before!.credentialsSealed);
    expect(
      await gw.gateway.core.database.db.collection(COLLECTIONS.connections).countDocuments({ environmentId: acme.dev.env.id }),
    ).to.equal(1);
    const list = await post(
      gw.url,
      '/api/connections/list',
      {},
      { 'x-svc-api-token': acme.dev.apiToken, 'x-svc-access-token': accessToken },
    );
    expect(list.body.result.connections.map((c: { id: string }) => c.id)).to.deep.equal([connectionId]);

    await page.getByRole('button', { name: 'Close' }).click();
    await page.reload();
    await row.waitFor();
    await page.waitForFunction(
      (id) => document.querySelector(`tr[data-connection="${id}"]`)?.textContent?.includes('Healthy'),
      connectionId,
    );
    await page.screenshot({ path: path.join(SHOTS, '23-reconnected.png'), fullPage: true });
    await context.close();
    expect(problems).to.deep.equal([]);
  });
});
