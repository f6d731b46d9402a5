import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { expect } from 'chai';
import { chromium, type Browser, type Page } from 'playwright-core';
import { PACKAGE_ROOT } from '../../src/config/package-root.js';
import { COLLECTIONS } from '../../src/store/collections.js';
import { buildWeb } from '../../scripts/build-web.js';
import { FakeRingCentral } from '../support/fake-tools/fake-ringcentral.js';
import { seedConnection, seedProject, type SeededProject } from '../support/seed.js';
import { startTestGateway, type TestGateway } from '../support/start-gateway.js';

const SHOTS = path.join(PACKAGE_ROOT, 'test-results', 'dashboard');
const CLIENT = { clientId: 'rc-client-id', clientSecret: 'rc-client-secret' };

/**
 * The dashboard's bulk revocation in real Chromium: the panel shows how many connections it ends, the button stays
 * off until that count is typed, a count that changed meanwhile ends nothing (the new count is shown), and the
 * report says how each revocation went; at 1280 and 390 px.
 */
describe('browser: dashboard bulk revocation (incident response)', function () {
  this.timeout(300_000);
  let gw: TestGateway;
  let rc: FakeRingCentral;
  let browser: Browser;
  let acme: SeededProject;
  const problems: string[] = [];

  before(async () => {
    await buildWeb();
    await mkdir(SHOTS, { recursive: true });
    rc = await new FakeRingCentral(CLIENT).start();
    gw = await startTestGateway({
      PLUGBOARD_CONNECTOR_HOSTS: JSON.stringify({ ringcentral: { api: rc.origin, authorize: rc.origin, token: rc.origin } }),
      PLUGBOARD_OAUTH_APPS: JSON.stringify({ ringcentral: CLIENT }),
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
    await rc?.server.stop();
  });

  const ringcentral = async () => {
    const g = rc.oauth.issue();
    await seedConnection(gw.gateway.core, acme.dev.env, {
      integrationId: 'ringcentral',
      authMethodId: 'oauth',
      credentials: { type: 'oauth2', method: 'oauth', accessToken: g.accessToken, refreshToken: g.refreshToken },
    });
  };
  const count = () => gw.gateway.core.database.db.collection(COLLECTIONS.connections).countDocuments({ environmentId: acme.dev.env.id });

  async function open(width: number): Promise<Page> {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    page.on('console', (m) => {
      if (m.type() === 'error' && !/status of (401|409)/.test(m.text())) problems.push(m.text());
    });
    page.on('pageerror', (e) => problems.push(String(e)));
    await page.goto(`${gw.url}/dashboard`);
    await page.fill('#token', acme.dev.apiToken);
    await page.click('#token-form button[type=submit]');
    await page.waitForSelector('.stats');
    await page.goto(`${gw.url}/dashboard#/connections`);
    await page.getByRole('button', { name: 'End all connections…' }).click();
    await page.waitForSelector('[data-testid=revoke-count]');
    return page;
  }

  it('confirms by the count, refuses a count that changed, ends one integration and reports', async () => {
    await ringcentral();
    await ringcentral();
    await seedConnection(gw.gateway.core, acme.dev.env, {
      integrationId: 'hubspot',
      authMethodId: 'private_app',
      credentials: { type: 'bearer', token: 'pat-hubspot' },
    });

    const narrow = await open(390);
    expect(await narrow.textContent('[data-testid=revoke-count]')).to.contain('This ends 3 connections of this environment');
    await narrow.screenshot({ path: path.join(SHOTS, '40-bulk-revoke-390.png'), fullPage: true });
    await narrow.context().close();

    const page = await open(1280);
    await page.selectOption('#revoke-scope', 'ringcentral');
    await page.waitForFunction(() => document.querySelector('[data-testid=revoke-count]')?.textContent?.includes('2 connections'));
    const submit = page.locator('[data-testid=bulk-revoke] button[type=submit]');
    expect(await submit.isDisabled()).to.equal(true);
    await page.fill('#revoke-confirm', '3');
    expect(await submit.isDisabled(), 'a count other than the plan').to.equal(true);
    await page.fill('#revoke-confirm', '2');
    expect(await submit.textContent()).to.equal('End 2 connections');
    await page.screenshot({ path: path.join(SHOTS, '41-bulk-revoke-confirm.png'), fullPage: true });

    // Another RingCentral connection arrives between the plan and the click: nothing is ended, the new count shows.
    await ringcentral();
    await submit.click();
    await page.waitForFunction(() => document.querySelector('[data-testid=revoke-count]')?.textContent?.includes('3 connections'));
    expect(await page.textContent('[data-testid=bulk-revoke]')).to.contain('nothing was ended');
    expect(await page.textContent('#revoke-scope option[value=ringcentral]')).to.equal('ringcentral (3 connections)');
    expect(await count()).to.equal(4);
    expect(rc.oauth.revokeRequests).to.have.length(0);
    await page.screenshot({ path: path.join(SHOTS, '42-bulk-revoke-count-changed.png'), fullPage: true });

    await page.fill('#revoke-confirm', '3');
    await submit.click();
    await page.waitForSelector('[data-testid=revoke-report]');
    const report = await page.textContent('[data-testid=revoke-report]');
    expect(report)
      .to.contain('Ended 3 connections')
      .and.contain('3 access revoked at the tool')
      .and.not.contain('credentials erased (the tool');
    expect(rc.oauth.revokeRequests).to.have.length(3);
    expect(await count()).to.equal(1);
    await page.screenshot({ path: path.join(SHOTS, '43-bulk-revoke-report.png'), fullPage: true });
    await page.setViewportSize({ width: 390, height: 900 });
    await page.screenshot({ path: path.join(SHOTS, '44-bulk-revoke-report-390.png'), fullPage: true });
    expect(problems).to.deep.equal([]);
  });
});
