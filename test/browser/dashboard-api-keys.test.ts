import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { expect } from 'chai';
import { chromium, type Browser, type Page } from 'playwright-core';
import { PACKAGE_ROOT } from '../../src/config/package-root.js';
import { buildWeb } from '../../scripts/build-web.js';
import { signIn as apiSignIn } from '../support/dashboard-client.js';
import { post } from '../support/http-client.js';
import { seedProject, type SeededProject } from '../support/seed.js';
import { startTestGateway, type TestGateway } from '../support/start-gateway.js';

const SHOTS = path.join(PACKAGE_ROOT, 'test-results', 'dashboard');
const PASSWORD = 'correct horse battery staple';

/**
 * The dashboard's API keys page in real Chromium: an owner creates a read-only key (the secret shown once, never in
 * the list), the key reads and is refused a write, then rotates and revokes it (refused at once through the API);
 * a viewer sees the keys but no control that changes them, and the server refuses the viewer's writes too.
 * Photographed at 1280 and 390 px wide (test-results/dashboard/).
 */
describe('browser: dashboard API keys page creates, rotates and revokes scoped keys; a viewer only reads', function () {
  this.timeout(300_000);
  let gw: TestGateway;
  let browser: Browser;
  let acme: SeededProject;
  const problems: string[] = [];

  before(async () => {
    await buildWeb();
    await mkdir(SHOTS, { recursive: true });
    gw = await startTestGateway();
    acme = await seedProject(gw.gateway.core, 'Acme');
    for (const role of ['viewer', 'owner'] as const)
      await gw.gateway.core.services.dashboardUsers.create({
        email: `${role}@acme.example`,
        password: PASSWORD,
        projectId: acme.projectId,
        role,
      });
    browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
  });
  after(async () => {
    await browser?.close();
    await gw?.close();
  });

  async function signInAs(role: string, width: number): Promise<Page> {
    const page = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
    page.on('console', (m) => {
      if (m.type() === 'error' && !/status of (401|403)/.test(m.text())) problems.push(m.text());
    });
    page.on('pageerror', (e) => problems.push(String(e)));
    await page.goto(`${gw.url}/dashboard`);
    await page.fill('#email', `${role}@acme.example`);
    await page.fill('#password', PASSWORD);
    await page.click('#password-form button[type=submit]');
    await page.waitForSelector('nav.sidebar');
    await page.click('nav.sidebar a:has-text("API keys")');
    await page.waitForSelector('[data-testid=api-keys] tr[data-api-key]');
    return page;
  }

  const read = (token: string) => post(gw.url, '/api/connect-settings/get', {}, { 'x-svc-api-token': token });

  it('an owner creates a read key (secret once), which reads and cannot write; rotates and revokes it', async () => {
    const page = await signInAs('owner', 1280);
    const primary = page.locator(`tr[data-api-key="key_${acme.dev.env.id}"]`);
    expect(await primary.textContent()).to.contain('Every scope');
    expect(await primary.locator('button:has-text("Revoke")').count(), 'the environment token is rotated on Settings').to.equal(0);
    await page.fill('#api-key-name', 'Reporting job');
    await page.click('button:has-text("Create key")');
    const secret = (await page.textContent('[data-testid=api-key-secret]'))!.trim();
    expect(secret).to.match(/^pb_key_/);
    await page.screenshot({ path: path.join(SHOTS, '70-api-keys-created-1280.png'), fullPage: true });
    expect((await read(secret)).status).to.equal(200);
    const write = await post(gw.url, '/webhooks/create', { url: 'http://127.0.0.1:9/hook' }, { 'x-svc-api-token': secret });
    expect(write.status).to.equal(403);
    expect(write.body.error).to.include({ code: 'API_KEY_SCOPE_MISSING' });
    await page.click('button:has-text("I have copied it")');
    const row = page.locator('tr[data-api-key]:has-text("Reporting job")');
    await row.waitFor();
    expect(await page.content(), 'the secret is never shown again').not.to.contain(secret);
    expect(await row.textContent()).to.contain(`pb_key_…${secret.slice(-4)}`);

    await row.locator('button:has-text("Rotate")').click();
    await row.locator('.confirm button.btn-danger').click();
    const rotated = (await page.locator('[data-testid=api-key-secret]').textContent())!.trim();
    expect(rotated)
      .to.match(/^pb_key_/)
      .and.not.equal(secret);
    expect((await read(secret)).body.error.code, 'the old secret stopped at once').to.equal('API_KEY_REVOKED');
    expect((await read(rotated)).status).to.equal(200);
    await page.click('button:has-text("I have copied it")');

    const active = page.locator('tr[data-api-key][data-status=active]:has-text("Reporting job")');
    await active.locator('button:has-text("Revoke")').click();
    await active.locator('.confirm button.btn-danger').click();
    await page.waitForSelector('tr[data-api-key][data-status=active]:has-text("Reporting job")', { state: 'detached' });
    expect((await read(rotated)).body.error.code).to.equal('API_KEY_REVOKED');
    await page.screenshot({ path: path.join(SHOTS, '71-api-keys-1280.png'), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: path.join(SHOTS, '72-api-keys-390.png'), fullPage: true });
    await page.context().close();
    expect(problems).to.deep.equal([]);
  });

  it('a viewer sees the keys but no control that changes them (and the server refuses the writes)', async () => {
    const owner = await apiSignIn(gw.url, { email: 'owner@acme.example', password: PASSWORD });
    const made = await owner.post(`/environments/${acme.dev.env.id}/api-keys`, { name: 'Owned key', scopes: ['read', 'write'] });
    expect(made.status, made.text).to.equal(201);
    for (const width of [1280, 390]) {
      const page = await signInAs('viewer', width);
      await page.waitForSelector('tr[data-api-key]:has-text("Owned key")');
      for (const control of ['button:has-text("Create key")', 'button:has-text("Rotate")', 'button:has-text("Revoke")', '#api-key-name'])
        expect(await page.isVisible(control), control).to.equal(false);
      expect(await page.textContent('section')).to.contain('Admins and owners of the project create, rotate and revoke keys');
      await page.screenshot({ path: path.join(SHOTS, `73-api-keys-viewer-${width}.png`), fullPage: true });
      await page.context().close();
    }
    const viewer = await apiSignIn(gw.url, { email: 'viewer@acme.example', password: PASSWORD });
    const keyId = made.body.apiKey.id as string;
    for (const res of [
      await viewer.post(`/environments/${acme.dev.env.id}/api-keys`, { name: 'nope', scopes: ['admin'] }),
      await viewer.post(`/environments/${acme.dev.env.id}/api-keys/${keyId}/rotate`, {}),
      await viewer.del(`/environments/${acme.dev.env.id}/api-keys/${keyId}`),
    ]) {
      expect(res.status, res.text).to.equal(403);
      expect(res.body.error.code).to.equal('DASHBOARD_ROLE_REQUIRED');
    }
    expect((await owner.post(`/environments/${acme.dev.env.id}/api-keys/key_${acme.dev.env.id}/rotate`, {})).status).to.equal(409);
    expect((await owner.del(`/environments/${acme.dev.env.id}/api-keys/key_${acme.dev.env.id}`)).status).to.equal(409);
    expect(problems).to.deep.equal([]);
  });
});
