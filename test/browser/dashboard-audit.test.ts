import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { expect } from 'chai';
import { chromium, type Browser, type Page } from 'playwright-core';
import { PACKAGE_ROOT } from '../../src/config/package-root.js';
import { buildWeb } from '../../scripts/build-web.js';
import { post } from '../support/http-client.js';
import { seedProject, type SeededProject } from '../support/seed.js';
import { startTestGateway, type TestGateway } from '../support/start-gateway.js';

const SHOTS = path.join(PACKAGE_ROOT, 'test-results', 'dashboard');

/**
 * The dashboard's Audit trail page in real Chromium: changes made through the API are listed with their actor,
 * filtered by actor and by action, and no secret shows on the page. Photographed at 1280 and 390 px wide.
 */
describe('browser: dashboard Audit trail page lists changes with their actor, filtered', function () {
  this.timeout(300_000);
  let gw: TestGateway;
  let browser: Browser;
  let page: Page;
  let acme: SeededProject;
  const secrets: string[] = [];
  const problems: string[] = [];

  before(async () => {
    await buildWeb();
    await mkdir(SHOTS, { recursive: true });
    gw = await startTestGateway();
    acme = await seedProject(gw.gateway.core, 'Acme');
    const api = (p: string, body: unknown) => post(gw.url, p, body, { 'x-svc-api-token': acme.dev.apiToken });
    const wh = await api('/webhooks/create', { url: 'http://127.0.0.1:9/audit-page-hook' });
    secrets.push(wh.body.webhook.secret as string, acme.dev.apiToken);
    secrets.push((await api('/webhooks/rotate-secret', { id: wh.body.webhook.id })).body.secret as string);
    const key = await api('/api/agent-keys/create', { name: 'Page bot' });
    secrets.push(key.body.result.secret as string);
    browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
    page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    page.on('console', (m) => {
      if (m.type() === 'error' && !m.text().includes('status of 401')) problems.push(m.text());
    });
    page.on('pageerror', (e) => problems.push(String(e)));
  });
  after(async () => {
    await browser?.close();
    await gw?.close();
  });

  it('shows every change with its actor, filters by action and actor, and never a secret', async () => {
    await page.goto(`${gw.url}/dashboard`);
    await page.fill('#token', acme.dev.apiToken);
    await page.click('#token-form button[type=submit]');
    await page.waitForSelector('nav.sidebar');
    await page.click('nav.sidebar a:has-text("Audit trail")');
    await page.waitForSelector('td:has-text("agentKey.create")');
    const actions = await page.locator('tbody tr td.strong').allTextContents();
    expect(actions).to.deep.equal(['agentKey.create', 'webhook.rotateSecret', 'webhook.create']);
    expect(await page.locator('tbody tr').first().textContent()).to.contain('API token');
    await page.screenshot({ path: path.join(SHOTS, '60-audit-1280.png'), fullPage: true });
    const html = await page.content();
    for (const s of secrets) expect(html).not.to.contain(s);

    await page.fill('input[placeholder="webhook or webhook.create"]', 'webhook');
    await page.waitForFunction(() => document.querySelectorAll('tbody tr').length === 2);
    expect(await page.locator('tbody tr td.strong').allTextContents()).to.deep.equal(['webhook.rotateSecret', 'webhook.create']);
    await page.fill('input[placeholder="webhook or webhook.create"]', '');
    await page.selectOption('section select', 'operator');
    await page.waitForSelector('text=No change matches these filters');
    await page.selectOption('section select', '');
    await page.waitForSelector('td:has-text("agentKey.create")');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: path.join(SHOTS, '61-audit-390.png'), fullPage: true });
    expect(problems).to.deep.equal([]);
  });
});
