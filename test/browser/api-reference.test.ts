import { mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import { chromium, type Browser } from 'playwright-core';
import { parse } from 'yaml';
import { call } from '../support/http-client.js';
import { startTestGateway, type TestGateway } from '../support/start-gateway.js';

describe('browser: API reference at /docs (Redoc, served by the gateway)', () => {
  let gw: TestGateway;
  let browser: Browser;

  before(async function () {
    this.timeout(60_000);
    gw = await startTestGateway();
    browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
    });
  });
  after(async () => {
    await browser?.close();
    await gw?.close();
  });

  it('serves /openapi.yaml and /openapi.json: the same contract, every operation in it', async () => {
    const yaml = await call(gw.url, 'GET', '/openapi.yaml');
    expect(yaml.status).to.equal(200);
    expect(yaml.headers.get('content-type')).to.match(/^application\/yaml/);
    const json = await call(gw.url, 'GET', '/openapi.json');
    expect(json.status).to.equal(200);
    expect(json.body).to.deep.equal(parse(yaml.text));
    const operationIds = Object.values<Record<string, { operationId?: string }>>(json.body.paths).flatMap((p) =>
      Object.values(p).map((op) => op.operationId),
    );
    expect(operationIds).to.include.members(['getApiReference', 'getApiReferenceScript', 'getOpenapiYaml', 'getOpenapiJson', 'getMetrics']);
    const script = await call(gw.url, 'GET', '/docs/redoc.standalone.js');
    expect(script.status).to.equal(200);
    expect(script.headers.get('content-type')).to.match(/^application\/javascript/);
    expect(script.text.length).to.be.above(100_000);
  });

  it('renders the operations in Chromium under a CSP that allows only the gateway, loading nothing from elsewhere', async function () {
    this.timeout(120_000);
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const origin = new URL(gw.url).origin;
    const requests: string[] = [];
    const problems: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(m.text());
    });
    page.on('pageerror', (e) => problems.push(e.message));
    const res = await page.goto(`${gw.url}/docs`);
    expect(res?.status()).to.equal(200);
    expect(res?.headers()['content-security-policy']).to.contain("script-src 'self'");
    // An operation's summary, rendered from the spec by Redoc.
    await page.getByRole('heading', { name: 'Prometheus metrics' }).first().waitFor({ timeout: 90_000 });
    await page.getByRole('heading', { name: 'Forward a raw request to the connected tool' }).first().waitFor({ timeout: 30_000 });
    const dir = path.join(os.tmpdir(), 'plugboard-screens');
    await mkdir(dir, { recursive: true });
    const shot = path.join(dir, 'api-reference.png');
    await page.screenshot({ path: shot });
    console.log(`      screenshot: ${shot}`);
    await page.close();
    const foreign = requests.filter((u) => !u.startsWith(origin) && !u.startsWith('data:') && !u.startsWith('blob:'));
    expect(foreign, 'requests to other origins').to.deep.equal([]);
    expect(requests).to.include(`${origin}/openapi.json`);
    expect(problems, 'console errors (a CSP violation shows here)').to.deep.equal([]);
  });
});
