import { expect } from 'chai';
import { FakeCopper } from '../../support/fake-tools/fake-copper.js';
import { seedConnection, type SeededProject } from '../../support/seed.js';
import { type TestGateway } from '../../support/start-gateway.js';
import { formConnect, startToolGateway, type ToolHarness } from '../unified/support.js';

const API_KEY = 'c0ffee00c0ffee00c0ffee00c0ffee00';
const EMAIL = 'owner@acme.example';

/** Copper sends the `user_email` input as the X-PW-UserEmail header: a value a header cannot carry was a 500. */
describe('http: inputs sent as headers are checked where they are entered (Copper user email on a fake Copper)', function () {
  this.timeout(90_000);
  let copper: FakeCopper;
  let gw: TestGateway;
  let project: SeededProject;

  before(async () => {
    copper = await new FakeCopper(API_KEY, EMAIL).start();
    ({ gw, project } = await startToolGateway({ integrationId: 'copper', origin: copper.origin }));
  });
  after(async () => {
    await gw?.close();
    await copper?.server.stop();
  });

  it('the connect form refuses a control character in the email with 400 naming the field, calling nothing', async () => {
    for (const email of ['owner\u0001@acme.example', 'owner@acme.example\u007f', 'ow\u0000ner@acme.example', 'owner@acme.example\u0085']) {
      const before = copper.server.requests.length;
      const form = await formConnect(gw, project, { integrationId: 'copper', authMethodId: 'api_key', inputs: { user_email: email } });
      const res = await form.submit({ api_key: API_KEY });
      expect(res.status, `${JSON.stringify(email)}: ${res.text}`).to.equal(400);
      expect(res.body.error.code).to.equal('VALIDATION_FAILED');
      expect(res.body.error.details).to.deep.include({
        field: 'body.inputs.user_email',
        rule: 'controlCharacter',
        message: 'Copper user email contains a control character',
      });
      expect(copper.server.requests.length).to.equal(before);
    }
  });

  it('a control character inside a key is refused too (keys travel in headers); a stray line break around it is trimmed', async () => {
    const form = await formConnect(gw, project, { integrationId: 'copper', authMethodId: 'api_key', inputs: { user_email: EMAIL } });
    const bad = await form.submit({ api_key: `c0ffee00\u0007c0ffee00` });
    expect(bad.status, bad.text).to.equal(400);
    expect(bad.body.error.details[0]).to.include({ field: 'body.credentials.api_key', rule: 'controlCharacter' });
    expect(bad.text).to.not.contain('c0ffee00');
    const ok = await form.submit({ api_key: `${API_KEY}\n` });
    expect(ok.status, ok.text).to.equal(200);
  });

  it('a character no header can carry (beyond U+00FF) is a 400 at the verify call, not a 500', async () => {
    const form = await formConnect(gw, project, {
      integrationId: 'copper',
      authMethodId: 'api_key',
      inputs: { user_email: 'ownér\u4e2d@acme.example' },
    });
    const res = await form.submit({ api_key: API_KEY });
    expect(res.status, res.text).to.equal(400);
    expect(res.body.error.code).to.equal('VALIDATION_FAILED');
    expect(res.body.error.details[0]).to.include({ field: 'inputs.user_email', rule: 'header' });
  });

  it('the connection update API refuses it with 400 naming the field; a stored bad value (written before) is a 400 on calls', async () => {
    const conn = await seedConnection(gw.gateway.core, project.dev.env, {
      integrationId: 'copper',
      authMethodId: 'api_key',
      credentials: { type: 'api_key', apiKey: API_KEY },
      inputs: { user_email: 'owner\u0001@acme.example' },
    });
    const headers = { 'x-svc-api-token': project.dev.apiToken, 'x-svc-access-token': conn.accessToken };
    const { post } = await import('../../support/http-client.js');
    const h: Pick<ToolHarness, 'api'> = { api: (path, body) => post(gw.url, path, body ?? {}, headers) };
    const list = await h.api('/api/unifications/crm/contacts/list', {});
    expect(list.status, list.text).to.equal(400);
    expect(list.body.error.details[0]).to.include({ field: 'inputs.user_email', rule: 'header' });
    const update = await h.api('/api/connections/update', { id: conn.connectionId, inputs: { user_email: 'owner\n@acme.example' } });
    expect(update.status, update.text).to.equal(400);
    expect(update.body.error.details).to.deep.include({
      field: 'body.inputs.user_email',
      rule: 'controlCharacter',
      message: 'Copper user email contains a control character',
    });
    const fixed = await h.api('/api/connections/update', { id: conn.connectionId, inputs: { user_email: EMAIL } });
    expect(fixed.status, fixed.text).to.equal(200);
    expect((await h.api('/api/unifications/crm/contacts/list', {})).status).to.equal(200);
  });
});
