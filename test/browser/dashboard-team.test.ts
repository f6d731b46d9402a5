import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { expect } from 'chai';
import { chromium, type Browser, type Page } from 'playwright-core';
import { PACKAGE_ROOT } from '../../src/config/package-root.js';
import { totpCodeAt } from '../../src/services/dashboard/totp.js';
import { buildWeb } from '../../scripts/build-web.js';
import { seedProject, type SeededProject } from '../support/seed.js';
import { startTestGateway, type TestGateway } from '../support/start-gateway.js';

const SHOTS = path.join(PACKAGE_ROOT, 'test-results', 'dashboard-team');
const PASSWORD = 'correct horse battery staple';
const BO_PASSWORD = 'another long passphrase';

/**
 * In real Chromium: an owner invites from the Team page, the invitee opens the link, sets a password and is signed
 * in; they turn on two-factor sign-in, after which the password alone does not sign in, a code does, and a recovery
 * code does once. Screenshots of every new screen at 1280 and 390 px in test-results/dashboard-team/.
 */
describe('browser: invite -> accept -> sign in; two-factor sign-in with a code and a recovery code', function () {
  this.timeout(300_000);
  let gw: TestGateway;
  let browser: Browser;
  let acme: SeededProject;
  let inviteUrl = '';
  let secret = '';
  let confirmedAt = 0;
  let recoveryCodes: string[] = [];
  const errors: string[] = [];

  before(async () => {
    await buildWeb();
    await mkdir(SHOTS, { recursive: true });
    gw = await startTestGateway({ PLUGBOARD_AUTH_FAILURES_PER_ADDRESS: '100000' });
    acme = await seedProject(gw.gateway.core, 'Acme');
    await gw.gateway.core.services.dashboardUsers.create({
      email: 'ada@acme.example',
      password: PASSWORD,
      projectId: acme.projectId,
      role: 'owner',
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

  async function newPage(width = 1280): Promise<Page> {
    const page = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
    page.on('console', (m) => {
      // 401s of a sign-in (a code asked, a wrong code) are the page's expected answers.
      if (m.type() === 'error' && !/status of 40[14]/.test(m.text())) errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(String(e)));
    return page;
  }

  async function shoot(page: Page, name: string): Promise<void> {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.waitForTimeout(100);
      await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  }

  async function passwordStep(page: Page, email: string, password: string): Promise<void> {
    await page.goto(`${gw.url}/dashboard`);
    await page.fill('#email', email);
    await page.fill('#password', password);
    await page.click('#password-form button[type=submit]');
  }

  it('an owner invites from the Team page and gets a link shown once', async () => {
    const page = await newPage();
    await passwordStep(page, 'ada@acme.example', PASSWORD);
    await page.waitForSelector('nav.sidebar');
    await page.click('nav a[href="#/team"]');
    await page.waitForSelector('[data-testid=team]');
    await page.fill('#invite-form input[type=email]', 'bo@acme.example');
    await page.selectOption('#invite-form select', 'developer');
    await page.click('#invite-form button[type=submit]');
    inviteUrl = (await page.textContent('[data-testid=invite-url]'))!.trim();
    expect(inviteUrl).to.match(/\/dashboard#\/invite\/pb_inv_/);
    await page.waitForSelector('tr[data-invite="bo@acme.example"]');
    await shoot(page, 'team-invite-created');
    await page.context().close();
  });

  it('the invitee opens the link, sets a password and is signed in with their role', async () => {
    const page = await newPage();
    await page.goto(inviteUrl);
    await page.waitForSelector('#invite-accept');
    expect(await page.textContent('#invite-accept'))
      .to.contain('Join Acme')
      .and.to.contain('developer')
      .and.to.contain('bo@acme.example');
    await shoot(page, 'invite-accept');
    await page.fill('#invite-password', BO_PASSWORD);
    await page.fill('#invite-password-again', BO_PASSWORD);
    await page.click('#invite-accept button[type=submit]');
    await page.waitForSelector('nav.sidebar');
    expect(await page.textContent('[data-testid=signed-in-as]')).to.contain('bo@acme.example · developer');
    // A developer has no Team page; the link does not work twice.
    expect(await page.isVisible('nav a[href="#/team"]')).to.equal(false);
    const again = await newPage();
    await again.goto(inviteUrl);
    await again.waitForSelector('.note-error');
    expect(await again.textContent('main')).to.contain('does not work');
    await again.context().close();

    // Two-factor sign-in from the Account page: QR code, key, first code, recovery codes once.
    await page.click('nav a[href="#/account"]');
    await page.click('button:has-text("Turn on two-factor sign-in")');
    await page.waitForSelector('[data-testid=totp-qr]');
    secret = (await page.textContent('[data-testid=totp-secret]'))!.trim();
    await shoot(page, 'account-2fa-enrol');
    confirmedAt = Date.now();
    await page.fill('#totp-confirm', totpCodeAt(secret, confirmedAt));
    await page.click('button:has-text("Turn on")');
    await page.waitForSelector('[data-testid=recovery-codes]');
    recoveryCodes = await page.$$eval('.recovery-codes code', (els) => els.map((e) => e.textContent.trim()));
    expect(recoveryCodes).to.have.length(10);
    await shoot(page, 'account-2fa-recovery-codes');
    await page.click('button:has-text("I have saved them")');
    await page.waitForSelector('[data-testid=sessions]');
    await shoot(page, 'account');
    await page.context().close();
  });

  it('with two-factor on, the password alone does not sign in; a wrong code is refused; the right code does', async () => {
    const page = await newPage();
    await passwordStep(page, 'bo@acme.example', BO_PASSWORD);
    await page.waitForSelector('#totp-code');
    expect(await page.isVisible('nav.sidebar')).to.equal(false);
    await shoot(page, 'sign-in-code');
    await page.fill('#totp-code', totpCodeAt(secret, confirmedAt - 10 * 30_000));
    await page.click('#password-form button[type=submit]');
    await page.waitForSelector('#password-form .note-error');
    expect(await page.textContent('#password-form .note-error')).to.contain('two-factor code');
    expect(await page.evaluate(() => fetch('/dashboard/api/session').then((r) => r.status))).to.equal(401);
    await page.fill('#totp-code', totpCodeAt(secret, confirmedAt + 30_000));
    await page.click('#password-form button[type=submit]');
    await page.waitForSelector('nav.sidebar');
    await page.context().close();
  });

  it('a recovery code signs in once', async () => {
    for (const expected of ['signed in', 'refused']) {
      const page = await newPage(390);
      await passwordStep(page, 'bo@acme.example', BO_PASSWORD);
      await page.click('button:has-text("Use a recovery code instead")');
      await page.fill('#recovery-code', recoveryCodes[0]!);
      if (expected === 'signed in') await shoot(page, 'sign-in-recovery-code');
      await page.click('#password-form button[type=submit]');
      if (expected === 'signed in') await page.waitForSelector('nav.sidebar');
      else {
        await page.waitForSelector('#password-form .note-error');
        expect(await page.isVisible('nav.sidebar')).to.equal(false);
      }
      await page.context().close();
    }
  });

  it('the owner sees the new user on the Team page with 2FA on, and ends their sessions', async () => {
    const page = await newPage();
    await passwordStep(page, 'ada@acme.example', PASSWORD);
    await page.waitForSelector('nav.sidebar');
    await page.goto(`${gw.url}/dashboard#/team`);
    await page.waitForSelector('tr[data-user="bo@acme.example"]');
    expect(await page.textContent('tr[data-user="bo@acme.example"]')).to.contain('2FA on');
    await page.click('tr[data-user="bo@acme.example"] button:has-text("End sessions")');
    await page.click('tr[data-user="bo@acme.example"] button:has-text("Yes")');
    await page.waitForFunction(() => document.querySelector('tr[data-user="bo@acme.example"] td:nth-child(3)')?.textContent === '0');
    await shoot(page, 'team');
    expect(errors, errors.join('\n')).to.deep.equal([]);
  });
});
