import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { expect } from 'chai';
import { chromium, type Browser, type Page } from 'playwright-core';
import { PACKAGE_ROOT } from '../../src/config/package-root.js';
import { buildWeb } from '../../scripts/build-web.js';
import { freePort } from '../support/connect-gateway.js';
import { startOidcProvider, type LocalOidcProvider } from '../support/oidc-provider.js';
import { seedProject, type SeededProject } from '../support/seed.js';
import { startTestGateway, type TestGateway } from '../support/start-gateway.js';

const SHOTS = path.join(PACKAGE_ROOT, 'test-results', 'dashboard');
const PASSWORD = 'correct horse battery staple';

/**
 * Single sign-on in real Chromium against a real OpenID Connect provider (oidc-provider) on loopback: an owner sets
 * it up on the Settings page, then a person clicks "Sign in with …" on the sign-in page, goes through the provider's
 * own login and consent pages and lands on the dashboard signed in. Photographed at 1280 and 390 px.
 */
describe('browser: dashboard single sign-on through a local OpenID Connect provider', function () {
  this.timeout(300_000);
  let gw: TestGateway;
  let idp: LocalOidcProvider;
  let browser: Browser;
  let acme: SeededProject;
  const problems: string[] = [];

  before(async () => {
    await buildWeb();
    await mkdir(SHOTS, { recursive: true });
    const port = await freePort();
    gw = await startTestGateway({ PORT: String(port), PUBLIC_BASE_URL: `http://127.0.0.1:${port}` });
    acme = await seedProject(gw.gateway.core, 'Acme');
    idp = await startOidcProvider({
      redirectUri: `http://127.0.0.1:${port}/dashboard/sso/callback`,
      accounts: {
        ada: { email: 'ada@acme.example', email_verified: true },
        stranger: { email: 'stranger@acme.example', email_verified: true },
      },
    });
    const users = gw.gateway.core.services.dashboardUsers;
    await users.create({ email: 'owner@acme.example', password: PASSWORD, projectId: acme.projectId, role: 'owner' });
    await users.create({ email: 'ada@acme.example', password: PASSWORD, projectId: acme.projectId, role: 'developer' });
    browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
  });
  after(async () => {
    await browser?.close();
    await idp?.close();
    await gw?.close();
  });

  async function newPage(width: number): Promise<Page> {
    const page = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
    page.on('pageerror', (e) => problems.push(String(e)));
    return page;
  }

  it('an owner sets it up on the Settings page (the secret is not shown back)', async () => {
    const page = await newPage(1280);
    await page.goto(`${gw.url}/dashboard`);
    await page.fill('#email', 'owner@acme.example');
    await page.fill('#password', PASSWORD);
    await page.click('#password-form button[type=submit]');
    await page.waitForSelector('nav.sidebar');
    await page.goto(`${gw.url}/dashboard#/settings`);
    await page.waitForSelector('#sso-settings form');
    expect(await page.textContent('[data-testid=sso-redirect-uri]')).to.equal(`${gw.url}/dashboard/sso/callback`);
    await page.fill('#sso-name', 'Acme ID');
    await page.fill('#sso-issuer', idp.issuer);
    await page.fill('#sso-client-id', idp.clientId);
    await page.fill('#sso-client-secret', idp.clientSecret);
    await page.fill('#sso-domains', 'acme.example');
    await page.click('#sso-settings button[type=submit]');
    await page.waitForSelector('#sso-settings .ok-text');
    expect(await page.inputValue('#sso-client-secret')).to.equal('');
    expect(await page.content()).not.to.contain(idp.clientSecret);
    await page.locator('#sso-settings').scrollIntoViewIfNeeded();
    await page.locator('#sso-settings').screenshot({ path: path.join(SHOTS, 'sso-settings-1280.png') });
    await page.setViewportSize({ width: 390, height: 900 });
    await page.locator('#sso-settings').screenshot({ path: path.join(SHOTS, 'sso-settings-390.png') });
    await page.context().close();
  });

  it('clicking "Sign in with Acme ID" goes through the provider’s login and consent pages back to the dashboard, signed in', async () => {
    for (const width of [1280, 390]) {
      const page = await newPage(width);
      await page.goto(`${gw.url}/dashboard`);
      await page.waitForSelector('button.sso-button');
      expect(await page.textContent('button.sso-button')).to.equal('Sign in with Acme ID');
      await page.screenshot({ path: path.join(SHOTS, `sso-sign-in-${width}.png`), fullPage: true });
      // Nothing wider than the screen (the sign-in card once made a 390 px page scroll sideways).
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).to.equal(width);
      await page.click('button.sso-button');
      // The provider's own pages (oidc-provider's development login and consent).
      await page.waitForURL((u) => u.origin === idp.issuer);
      await page.fill('input[name=login]', 'ada');
      await page.fill('input[name=password]', 'anything');
      await page.click('button[type=submit]');
      await page.waitForSelector('button:has-text("Continue")');
      await page.click('button:has-text("Continue")');
      await page.waitForURL(`${gw.url}/dashboard`);
      await page.waitForSelector('nav.sidebar');
      expect(await page.textContent('[data-testid=signed-in-as]')).to.contain('ada@acme.example · developer');
      if (width === 1280) await page.screenshot({ path: path.join(SHOTS, 'sso-signed-in-1280.png') });
      await page.context().close();
    }
  });

  it('a person without a role in the project lands on a page that says so, with a way back', async () => {
    for (const width of [1280, 390]) {
      const page = await newPage(width);
      await page.goto(`${gw.url}/dashboard`);
      await page.click('button.sso-button');
      await page.waitForURL((u) => u.origin === idp.issuer);
      await page.fill('input[name=login]', 'stranger');
      await page.fill('input[name=password]', 'anything');
      await page.click('button[type=submit]');
      await page.click('button:has-text("Continue")');
      await page.waitForSelector('#sso-error-code');
      expect(await page.textContent('#sso-error-code')).to.equal('SSO_USER_UNKNOWN');
      expect(await page.textContent('h1')).to.equal('Sign-in with Acme ID failed');
      await page.screenshot({ path: path.join(SHOTS, `sso-refused-${width}.png`), fullPage: true });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).to.equal(width);
      await page.click('a:has-text("Back to sign-in")');
      await page.waitForSelector('button.sso-button');
      await page.context().close();
    }
    expect(problems).to.deep.equal([]);
  });
});
