import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { expect } from 'chai';
import { chromium, type Browser, type Page } from 'playwright-core';
import { PACKAGE_ROOT } from '../../src/config/package-root.js';
import { buildWeb } from '../../scripts/build-web.js';
import { signIn as apiSignIn } from '../support/dashboard-client.js';
import { seedDashboard } from '../support/dashboard-seed.js';
import { seedProject, type SeededProject } from '../support/seed.js';
import { startTestGateway, type TestGateway } from '../support/start-gateway.js';
import { startWebhookReceiver } from '../support/webhook-receiver.js';

const SHOTS = path.join(PACKAGE_ROOT, 'test-results', 'dashboard-users');
const PASSWORD = 'correct horse battery staple';
const PAGES: [route: string, ready: string][] = [
  ['overview', '.stats'],
  ['connections', 'tr[data-connection]'],
  ['agents', 'tr[data-agent-key]'],
  ['webhooks', 'tr[data-delivery]'],
  ['oauth-apps', 'tbody tr'],
  ['settings', '[data-testid=connection-limit]'],
];
/** Every control that changes something, by its visible text (buttons) or its form. */
const CHANGE_CONTROLS = [
  'button:has-text("Resync")',
  'button:has-text("Reconnect link")',
  'button:has-text("Delete")',
  'button:has-text("End all connections")',
  'button:has-text("Add webhook")',
  'button:has-text("Send test event")',
  'button:has-text("Redeliver")',
  'button:has-text("Register app")',
  'button:has-text("Revoke")',
  'button:has-text("Create key")',
  'button:has-text("Save")',
  'button:has-text("Rotate API token")',
  'input#current-token',
];

/**
 * Dashboard users in real Chromium: the sign-in page takes an email and a password, and the pages show each user
 * only the controls their role allows (the server refuses the rest anyway: test/http/dashboard/users-and-roles).
 * Screenshots in test-results/dashboard-users/.
 */
describe('browser: dashboard users sign in with email and password; a viewer is offered no change anywhere', function () {
  this.timeout(300_000);
  let gw: TestGateway;
  let browser: Browser;
  let acme: SeededProject;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;

  before(async () => {
    await buildWeb();
    await mkdir(SHOTS, { recursive: true });
    receiver = await startWebhookReceiver();
    gw = await startTestGateway({});
    acme = await seedProject(gw.gateway.core, 'Acme');
    await seedDashboard(gw.gateway.core, acme.dev.env, {
      connections: 5,
      deliveries: 20,
      days: 1,
      requests: 10,
      calls: 5,
      webhookUrls: [`${receiver.url}/hook`, `${receiver.url}/crm`],
    });
    for (const role of ['viewer', 'owner'] as const)
      await gw.gateway.core.services.dashboardUsers.create({
        email: `${role}@acme.example`,
        password: PASSWORD,
        projectId: acme.projectId,
        role,
      });
    // Something to delete or revoke on every page, made by the owner.
    const owner = await apiSignIn(gw.url, { email: 'owner@acme.example', password: PASSWORD });
    const env = acme.dev.env.id;
    expect(
      (await owner.post(`/environments/${env}/oauth-apps`, { integrationId: 'hubspot', clientId: 'cid', clientSecret: 'csecret' })).status,
    ).to.equal(201);
    expect((await owner.post(`/environments/${env}/agent-keys`, { name: 'support bot' })).status).to.equal(201);
    browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
  });
  after(async () => {
    await browser?.close();
    await gw?.close();
    await receiver?.close();
  });

  async function signInAs(role: string, width = 1280): Promise<Page> {
    const page = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
    await page.goto(`${gw.url}/dashboard`);
    await page.fill('#email', `${role}@acme.example`);
    await page.fill('#password', PASSWORD);
    await page.click('#password-form button[type=submit]');
    await page.waitForSelector('nav.sidebar');
    return page;
  }

  /** The change controls visible on each page. */
  async function changeControls(page: Page): Promise<string[]> {
    const found: string[] = [];
    for (const [route, ready] of PAGES) {
      await page.goto(`${gw.url}/dashboard#/${route}`);
      await page.waitForSelector(ready);
      await page.waitForTimeout(100);
      for (const selector of CHANGE_CONTROLS) if (await page.isVisible(selector)) found.push(`${route}: ${selector}`);
    }
    // The sync settings of a connection: readable, not changeable.
    await page.goto(`${gw.url}/dashboard#/connections`);
    await page.click('tr[data-connection] button:has-text("Sync settings")');
    await page.waitForSelector('[data-testid=sync-controls]');
    if (await page.isVisible('[data-testid=sync-controls] button[type=submit]')) found.push('connections: sync settings Save');
    return found;
  }

  it('the sign-in page offers email and password, and a development API token below (1280 and 390 px)', async () => {
    for (const width of [1280, 390]) {
      const page = await (await browser.newContext({ viewport: { width, height: 800 } })).newPage();
      await page.goto(`${gw.url}/dashboard`);
      await page.waitForSelector('#token');
      expect(await page.isVisible('#email')).to.equal(true);
      expect(await page.textContent('#token-form')).to.contain('development API token');
      await page.screenshot({ path: path.join(SHOTS, `sign-in-${width}.png`), fullPage: true });
      await page.fill('#email', 'viewer@acme.example');
      await page.fill('#password', 'not the password at all');
      await page.click('#password-form button[type=submit]');
      await page.waitForSelector('#password-form .note-error');
      expect(await page.textContent('#password-form .note-error')).to.contain('Wrong email or password');
      await page.context().close();
    }
  });

  it('an owner is offered every change (the check below can fail)', async () => {
    const page = await signInAs('owner');
    expect(await page.textContent('[data-testid=signed-in-as]')).to.contain('owner@acme.example · owner');
    const found = await changeControls(page);
    expect(found.length).to.be.greaterThan(10);
    await page.context().close();
  });

  it('a viewer is offered no change on any page, and no audit trail page', async () => {
    for (const width of [1280, 390]) {
      const page = await signInAs('viewer', width);
      expect(await page.textContent('[data-testid=signed-in-as]')).to.contain('viewer@acme.example · viewer');
      expect(await page.isVisible('nav a[href="#/audit"]')).to.equal(false);
      expect(await page.isVisible('nav a[href="#/team"]')).to.equal(false);
      expect(await changeControls(page)).to.deep.equal([]);
      await page.goto(`${gw.url}/dashboard#/settings`);
      await page.waitForSelector('[data-testid=connection-limit]');
      await page.screenshot({ path: path.join(SHOTS, `viewer-settings-${width}.png`), fullPage: true });
      await page.goto(`${gw.url}/dashboard#/connections`);
      await page.waitForSelector('tr[data-connection]');
      await page.screenshot({ path: path.join(SHOTS, `viewer-connections-${width}.png`), fullPage: true });
      await page.context().close();
    }
  });
});
