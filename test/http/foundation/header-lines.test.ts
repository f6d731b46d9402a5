import net from 'node:net';
import { expect } from 'chai';
import { post } from '../../support/http-client.js';
import { seedProject, type SeededProject } from '../../support/seed.js';
import { startTestGateway, type TestGateway } from '../../support/start-gateway.js';

/** Writes a request by hand (so it can repeat a header thousands of times) and reads the status and body. */
async function rawGet(url: string, path: string, headerLines: string[]): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(url);
  const socket = net.connect(Number(port), hostname);
  const chunks: Buffer[] = [];
  socket.on('data', (c: Buffer) => chunks.push(c));
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  socket.write(`GET ${path} HTTP/1.1\r\nhost: ${hostname}\r\nconnection: close\r\n${headerLines.map((l) => `${l}\r\n`).join('')}\r\n`);
  await new Promise<void>((resolve) => {
    socket.once('close', () => resolve());
    socket.once('error', () => resolve());
  });
  const text = Buffer.concat(chunks).toString('latin1');
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
  return { status, body: text.slice(text.indexOf('\r\n\r\n') + 4) };
}

describe('http: the header-size limit counts every header line, repeated ones too', function () {
  this.timeout(60_000);
  let gw: TestGateway;

  before(async () => {
    gw = await startTestGateway();
  });
  after(async () => gw?.close());

  it('20,000 repeated tiny lines (120 KB, each within any per-line check) get 431 REQUEST_HEADER_TOO_LARGE', async () => {
    const res = await rawGet(gw.url, '/healthz', Array<string>(20_000).fill('x: y'));
    expect(res.status).to.equal(431);
    expect(JSON.parse(res.body).error.code).to.equal('REQUEST_HEADER_TOO_LARGE');
  });

  it('1,500 repeated lines under 16 KiB in all are still too many lines (lines past the server keeps are never dropped unseen)', async () => {
    const res = await rawGet(gw.url, '/healthz', Array<string>(1_500).fill('a:'));
    expect(res.status).to.equal(431);
  });

  it('900 repeated lines of 24 bytes (21 KB) are over the 16 KiB default', async () => {
    const res = await rawGet(gw.url, '/healthz', Array<string>(900).fill('x-repeat: 0123456789abcd'));
    expect(res.status).to.equal(431);
  });

  it('a request with 200 repeated short lines is served', async () => {
    const res = await rawGet(gw.url, '/healthz', Array<string>(200).fill('x-repeat: 1'));
    expect(res.status).to.equal(200);
  });
});

describe('http: the session-token answer is never cached', function () {
  this.timeout(60_000);
  let gw: TestGateway;
  let acme: SeededProject;

  before(async () => {
    gw = await startTestGateway();
    acme = await seedProject(gw.gateway.core, 'Acme');
  });
  after(async () => gw?.close());

  it('POST /api/auth/session-token answers Cache-Control: no-store', async () => {
    const res = await post(gw.url, '/api/auth/session-token', {}, { 'x-svc-api-token': acme.dev.apiToken });
    expect(res.status).to.equal(200);
    expect(res.headers.get('cache-control')).to.equal('no-store');
  });
});
