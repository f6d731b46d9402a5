import { expect } from 'chai';
import type { Express } from 'express';
import { startTestGateway, type TestGateway } from '../../support/start-gateway.js';

/**
 * The stages before routing (request start, JSON body, route) run as one express layer, the error answer as the
 * other: every layer costs the router time per request (docs/engineering.md, request-path CPU). An error in a
 * stage still skips the stages left and is answered in the one error shape, with the request's id.
 */
describe('http: the request stages as express layers', function () {
  this.timeout(60_000);
  let gw: TestGateway;

  before(async () => {
    gw = await startTestGateway();
  });
  after(async () => gw?.close());

  it('two layers: the stages before routing, then the error answer', () => {
    const app = gw.gateway.server.listeners('request')[0] as Express;
    expect(app.router.stack).to.have.length(2);
  });

  it('a body that is not JSON stops at the body stage: 400 MALFORMED_JSON with the request id, no route run', async () => {
    const res = await fetch(`${gw.url}/api/passthrough`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-svc-api-token': 'none' },
      body: '{"method":',
    });
    expect(res.status).to.equal(400);
    expect(res.headers.get('x-request-id')).to.match(/^[0-9a-f-]{36}$/);
    expect(((await res.json()) as { error: { code: string } }).error.code).to.equal('MALFORMED_JSON');
  });

  it('a header block over the limit stops at the start: 431 before the body is read', async () => {
    const res = await fetch(`${gw.url}/api/passthrough`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-filler': 'x'.repeat(17_000) },
      body: '{"method":',
    });
    expect(res.status).to.equal(431);
    expect(res.headers.get('x-request-id')).to.match(/^[0-9a-f-]{36}$/);
    expect(((await res.json()) as { error: { code: string } }).error.code).to.equal('REQUEST_HEADER_TOO_LARGE');
  });
});
