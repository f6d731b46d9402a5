import { readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect } from 'chai';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { PACKAGE_ROOT } from '../../src/config/package-root.js';
import { buildWeb } from '../../scripts/build-web.js';
import { call } from '../support/http-client.js';
import { seedConnection, seedProject, type SeededProject } from '../support/seed.js';
import { startTestGateway, type TestGateway } from '../support/start-gateway.js';

const SHOTS = path.join(PACKAGE_ROOT, 'test-results', 'dashboard');
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * The dashboard's Agents page in real Chromium: an agent key created for one chosen connection, read-only, with a
 * budget; its secret and a ready client configuration shown once and copied; the key works against the API until
 * it is revoked from the page. Photographed at 1280 and 390 px wide into test-results/dashboard/.
 */
describe('browser: dashboard Agents page creates and revokes an agent key', function () {
  this.timeout(300_000);
  let gw: TestGateway;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let acme: SeededProject;
  let chosen: string;
  let secret = '';
  const problems: string[] = [];

  before(async () => {
    await buildWeb();
    await mkdir(SHOTS, { recursive: true });
    gw = await startTestGateway();
    acme = await seedProject(gw.gateway.core, 'Acme');
    const seed = (username: string) =>
      seedConnection(gw.gateway.core, acme.dev.env, {
        integrationId: 'aircall',
        authMethodId: 'basic',
        credentials: { type: 'basic', username, password: 'secret-token' },
      });
    chosen = (await seed('ana')).connectionId;
    await seed('ben');
    browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: gw.url });
    page = await context.newPage();
    page.on('console', (m) => {
      if (m.type() === 'error' && !m.text().includes('status of 401')) problems.push(m.text());
    });
    page.on('pageerror', (e) => problems.push(String(e)));
  });
  after(async () => {
    await browser?.close();
    await gw?.close();
  });

  async function checkA11y(name: string) {
    await page.evaluate(AXE); // through the debugger protocol: the page's CSP stays as served
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

  const me = (secret: string) => call(gw.url, 'GET', '/api/agent-keys/me', { headers: { authorization: `Bearer ${secret}` } });

  it('creates a read-only key for one chosen connection and shows its secret and client configuration once', async () => {
    await page.goto(`${gw.url}/dashboard`);
    await page.fill('#token', acme.dev.apiToken);
    await page.click('#token-form button[type=submit]');
    await page.waitForSelector('nav.sidebar');
    await page.click('nav.sidebar a:has-text("Agents")');
    await page.waitForSelector('#agent-key-name');
    await page.waitForSelector('text=No agent keys yet');
    await page.screenshot({ path: path.join(SHOTS, '20-agents-empty-1280.png'), fullPage: true });
    await checkA11y('agents (empty)');

    await page.fill('#agent-key-name', 'Support bot');
    await page.check('text=Only the connections I choose');
    await page.check(`[data-connection-choice="${chosen}"]`);
    await page.fill('input[name=tools]', 'aircall_* *_list');
    await page.fill('input[name=perMinute]', '30');
    await page.fill('input[name=perDay]', '2000');
    await page.screenshot({ path: path.join(SHOTS, '21-agents-form-1280.png'), fullPage: true });
    await page.click('button:has-text("Create key")');
    await page.waitForSelector('[data-testid=new-agent-key]');
    secret = (await page.textContent('[data-testid=agent-secret]'))!.trim();
    expect(secret).to.match(/^pb_agent_/);
    const config = JSON.parse((await page.textContent('[data-testid=client-config]'))!) as unknown;
    // The gateway's public address (PUBLIC_BASE_URL; here its default, the configured host and port) + /mcp.
    const { mcpUrl } = (await page.evaluate(
      (p) => fetch(p).then((r) => r.json()),
      `/dashboard/api/environments/${acme.dev.env.id}/agent-keys`,
    )) as { mcpUrl: string };
    expect(mcpUrl).to.match(/^http:\/\/127\.0\.0\.1:\d+\/mcp$/);
    expect(config).to.deep.equal({
      mcpServers: { plugboard: { url: mcpUrl, headers: { Authorization: `Bearer ${secret}` } } },
    });
    await page.click('button:has-text("Copy configuration")');
    await page.waitForSelector('button:has-text("Copied")');
    expect(JSON.parse(await page.evaluate(() => navigator.clipboard.readText()))).to.deep.equal(config);
    await page.screenshot({ path: path.join(SHOTS, '22-agents-created-1280.png'), fullPage: true });
    await checkA11y('agents (created)');

    // The key stands for exactly what the form chose.
    const policy = await me(secret);
    expect(policy.status, policy.text).to.equal(200);
    expect(policy.body.result).to.deep.include({
      environmentId: acme.dev.env.id,
      allConnections: false,
      connectionIds: [chosen],
      toolAllowList: ['aircall_*', '*_list'],
      readOnly: true,
      requireConfirmation: false,
      allowPassthrough: false,
      budget: { perMinute: 30, perDay: 2000 },
    });
    expect(Date.parse(policy.body.result.expiresTime) - Date.now()).to.be.within(89 * 86_400_000, 91 * 86_400_000);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForTimeout(150);
    await page.screenshot({ path: path.join(SHOTS, '23-agents-created-390.png'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.click('button:has-text("I have copied it")');
    await page.waitForSelector('[data-testid=new-agent-key]', { state: 'detached' });
    // The list never holds the secret.
    expect(await page.textContent('main')).to.not.contain(secret);
    const row = page.locator('tr[data-status=active]', { hasText: 'Support bot' });
    await row.waitFor();
    expect(await row.textContent()).to.contain('1 chosen connection');
  });

  it('revokes the key from the page; the API refuses it from then on', async () => {
    const listed = await page.evaluate((p) => fetch(p).then((r) => r.json()), `/dashboard/api/environments/${acme.dev.env.id}/agent-keys`);
    const keyId = (listed as { items: { id: string; name: string }[] }).items.find((k) => k.name === 'Support bot')!.id;
    const row = page.locator(`tr[data-agent-key="${keyId}"]`);
    await page.screenshot({ path: path.join(SHOTS, '24-agents-list-1280.png'), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForTimeout(150);
    await page.screenshot({ path: path.join(SHOTS, '25-agents-list-390.png'), fullPage: true });
    await checkA11y('agents (list, 390 px)');
    await page.setViewportSize({ width: 1280, height: 900 });
    await row.locator('button', { hasText: 'Revoke' }).click();
    await row.locator('button', { hasText: 'Yes' }).click();
    await page.waitForSelector(`tr[data-agent-key="${keyId}"][data-status=revoked]`);
    await page.waitForSelector('.toast:has-text("revoked")');
    expect(await row.locator('button', { hasText: 'Revoke' }).count()).to.equal(0);
    const refused = await me(secret);
    expect(refused.status).to.equal(401);
    expect(refused.body.error.code).to.equal('AGENT_KEY_REVOKED');
    expect(problems).to.deep.equal([]);
  });
});
