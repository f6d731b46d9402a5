import { expect } from 'chai';
import { call, post } from '../../support/http-client.js';
import { seedProject, type SeededProject } from '../../support/seed.js';
import { startTestGateway, type TestGateway } from '../../support/start-gateway.js';

describe('http: the one error shape for bad input', () => {
  let gw: TestGateway;
  let project: SeededProject;

  before(async function () {
    this.timeout(60_000);
    gw = await startTestGateway();
    project = await seedProject(gw.gateway.core);
  });
  after(async () => gw?.close());

  const apiHeaders = () => ({ 'x-svc-api-token': project.dev.apiToken });

  it('answers malformed JSON with 400 MALFORMED_JSON in JSON, not HTML', async () => {
    const res = await call(gw.url, 'POST', '/api/auth/oauth-apps/create', {
      raw: '{"clientId": "abc",',
      headers: { ...apiHeaders(), 'content-type': 'application/json' },
    });
    expect(res.status).to.equal(400);
    expect(res.headers.get('content-type')).to.match(/^application\/json/);
    expect(res.body).to.deep.equal({ error: { code: 'MALFORMED_JSON', message: 'The request body is not valid JSON' } });
  });

  it('answers a wrong-typed field with 400 VALIDATION_FAILED naming the field', async () => {
    const res = await post(
      gw.url,
      '/api/auth/oauth-apps/create',
      { clientId: 42, clientSecret: 's', integrationId: 'hubspot' },
      apiHeaders(),
    );
    expect(res.status).to.equal(400);
    expect(res.body.error.code).to.equal('VALIDATION_FAILED');
    expect(res.body.error.message).to.contain('body.clientId');
    expect(res.body.error.details).to.deep.include({ field: 'body.clientId', rule: 'type', message: 'must be string' });
  });

  it('answers a missing required field with 400 naming it', async () => {
    const res = await post(gw.url, '/webhooks/create', {}, apiHeaders());
    expect(res.status).to.equal(400);
    expect(res.body.error.code).to.equal('VALIDATION_FAILED');
    expect(res.body.error.details).to.deep.include({ field: 'body.url', rule: 'required', message: 'is required' });
  });

  it('answers a non-JSON body with 415 UNSUPPORTED_MEDIA_TYPE', async () => {
    const res = await call(gw.url, 'POST', '/webhooks/create', {
      raw: 'url=http://x',
      headers: { ...apiHeaders(), 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).to.equal(415);
    expect(res.body.error.code).to.equal('UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers a missing API token with 401 naming the header', async () => {
    const res = await post(gw.url, '/api/auth/session-token', {});
    expect(res.status).to.equal(401);
    expect(res.body).to.deep.equal({
      error: { code: 'UNAUTHORIZED', message: 'Missing x-svc-api-token header', details: { header: 'x-svc-api-token' } },
    });
  });

  it('answers a wrong API token with 401', async () => {
    const res = await post(gw.url, '/api/auth/session-token', {}, { 'x-svc-api-token': 'pb_dev_not-a-real-token' });
    expect(res.status).to.equal(401);
    expect(res.body.error).to.deep.equal({
      code: 'UNAUTHORIZED',
      message: 'Invalid x-svc-api-token',
      details: { header: 'x-svc-api-token' },
    });
  });

  it('answers an unknown route with 404 NOT_FOUND', async () => {
    const res = await post(gw.url, '/api/nothing/here', {});
    expect(res.status).to.equal(404);
    expect(res.body.error.code).to.equal('NOT_FOUND');
    expect(res.body.error.message).to.equal('No route for POST /api/nothing/here');
  });

  it('answers a wrong method with 405 METHOD_NOT_ALLOWED and an Allow header', async () => {
    const res = await call(gw.url, 'GET', '/api/integrations/list');
    expect(res.status).to.equal(405);
    expect(res.body.error.code).to.equal('METHOD_NOT_ALLOWED');
    expect(res.headers.get('allow')).to.equal('POST');
  });

  it('answers an oversized body with 413 PAYLOAD_TOO_LARGE', async () => {
    const res = await call(gw.url, 'POST', '/webhooks/create', {
      raw: JSON.stringify({ url: 'http://127.0.0.1/' + 'a'.repeat(6 * 1024 * 1024) }),
      headers: { ...apiHeaders(), 'content-type': 'application/json' },
    });
    expect(res.status).to.equal(413);
    expect(res.body.error.code).to.equal('PAYLOAD_TOO_LARGE');
  });

  it('serves liveness and readiness', async () => {
    expect((await call(gw.url, 'GET', '/healthz')).body).to.deep.include({ status: 'ok', store: 'up' });
    expect((await call(gw.url, 'GET', '/readyz')).body).to.deep.equal({ status: 'ready', database: 'up' });
  });

  it('lists the integrations built from connectors/*/manifest.yaml under result.integrations', async () => {
    const res = await post(gw.url, '/api/integrations/list');
    expect(res.status).to.equal(200);
    const ids = (res.body.result.integrations as { integrationId: string }[]).map((i) => i.integrationId);
    expect(ids).to.include.members(['aircall', 'hubspot', 'outreach', 'pipedrive', 'salesforce', 'salesloft']);
    const hubspot = res.body.result.integrations.find((i: { integrationId: string }) => i.integrationId === 'hubspot');
    expect(hubspot.display.name).to.equal('HubSpot');
    expect(hubspot.display.iconURI).to.match(/^https?:\/\//);
  });

  it('never answers with an HTML page, even for a path the router cannot parse', async () => {
    const res = await call(gw.url, 'POST', '/%E0%A4%A', { body: {} });
    expect(res.status).to.be.within(400, 499);
    expect(res.headers.get('content-type')).to.match(/^application\/json/);
    expect(res.body.error.code).to.be.a('string');
  });
});
