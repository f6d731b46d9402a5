import { expect } from 'chai';
import { applyBasic } from '../../../../src/connectors/auth/basic.js';
import { compileConnector, verifyInboundWebhook } from '../../../../src/connectors/index.js';
import { manifest } from '../support.js';

const MODELS = `models:
  crm.contact:
    resource: contacts
    operations: [list]
    fields:
      id: { path: id }
    unsupported: [firstName, lastName, email, phone, createdTime, modifiedTime]`;

const BASIC = '    - { type: basic, id: key, username: { name: user, label: User }, password: { name: pass, label: Pass } }';

const compile = (signature: string, auth = BASIC) =>
  compileConnector({
    file: 'connectors/demo/manifest.yaml',
    text: manifest({
      auth,
      models: MODELS,
      rest: `webhooks:
  signature: ${signature}
  events: { records: '$', type: type, id: data.id, map: { created: { model: crm.contact, change: created } } }`,
    }),
    folderName: 'demo',
  });

describe('connectors/runtime: signed parts of a webhook signature (secret, separator, JSON values, sorted form)', () => {
  it("JustCall's published vector: HMAC-SHA256 of secret|urlencoded webhook_url|type|timestamp, keyed by the API secret", () => {
    const r = compile(
      `{ header: x-justcall-signature, algorithm: hmac-sha256, secret: { from: basic_password }, separator: '|', signed: [secret, 'json_urlencoded:webhook_url', 'json:type', 'header:x-justcall-request-timestamp'] }`,
    );
    expect(r.errors.map((e) => e.format())).to.deep.equal([]);
    const body = JSON.stringify({
      request_id: '01HSGZRD0PHRCCHM46JRCRYMC4',
      webhook_url: 'https://webhook.site/3bcea770-370a-4b09-8b66-426f687e08a4',
      url_id: '65fc65d6d8b63be90aeee515',
      type: 'call.completed',
      data: {},
    });
    const req = {
      method: 'POST',
      url: 'https://gw.example/api/inbound-webhooks/justcall/c1',
      rawBody: Buffer.from(body),
      headers: {
        'x-justcall-signature': '56761bae5b27a784a3ddd2af828bc5def7176bc0a8650199b04c737bd39bbecf',
        'x-justcall-request-timestamp': '2024-03-21 17:08:22',
      },
    };
    const secrets = { inputs: {}, basicPassword: 'ea39089c40790e9dc7a080ec95e849b8fa0fa5fb' };
    expect(verifyInboundWebhook(r.connector!, req, secrets, Date.now())).to.deep.equal({ ok: true });
    // Another event type in the body, another timestamp, another secret, or a body that is not JSON: refused.
    const other = { ...req, rawBody: Buffer.from(body.replace('call.completed', 'call.updated')) };
    expect(verifyInboundWebhook(r.connector!, other, secrets, Date.now()).ok).to.equal(false);
    const later = { ...req, headers: { ...req.headers, 'x-justcall-request-timestamp': '2024-03-21 17:08:23' } };
    expect(verifyInboundWebhook(r.connector!, later, secrets, Date.now()).ok).to.equal(false);
    expect(verifyInboundWebhook(r.connector!, req, { inputs: {}, basicPassword: 'x' }, Date.now()).ok).to.equal(false);
    expect(verifyInboundWebhook(r.connector!, { ...req, rawBody: Buffer.from('type=call.completed') }, secrets, Date.now())).to.deep.equal({
      ok: false,
      reason: 'the body is not what the signature covers',
    });
    expect(verifyInboundWebhook(r.connector!, req, { inputs: {} }, Date.now())).to.deep.equal({
      ok: false,
      reason: 'the signing secret of this connection is not known',
    });
  });

  it("Twilio's published vector: HMAC-SHA1 (base64) of the URL and the form parameters sorted by name", () => {
    const r = compile(
      `{ header: X-Twilio-Signature, algorithm: hmac-sha1, encoding: base64, secret: { from: basic_password }, signed: [url, form_params] }`,
    );
    expect(r.errors.map((e) => e.format())).to.deep.equal([]);
    // Sent in another order than sorted: the signature covers the sorted parameters.
    const form = 'To=%2B18005551212&From=%2B14158675309&Digits=1234&Caller=%2B14158675309&CallSid=CA1234567890ABCDE';
    const req = {
      method: 'POST',
      url: 'https://mycompany.com/myapp.php?foo=1&bar=2',
      rawBody: Buffer.from(form),
      headers: { 'x-twilio-signature': 'RSOYDt4T1cUTdK1PDd93/VVr8B8=' },
    };
    expect(verifyInboundWebhook(r.connector!, req, { inputs: {}, basicPassword: '12345' }, Date.now())).to.deep.equal({ ok: true });
    const tampered = { ...req, rawBody: Buffer.from(form.replace('Digits=1234', 'Digits=1235')) };
    expect(verifyInboundWebhook(r.connector!, tampered, { inputs: {}, basicPassword: '12345' }, Date.now()).ok).to.equal(false);
    const otherUrl = { ...req, url: 'https://mycompany.com/myapp.php?foo=1&bar=3' };
    expect(verifyInboundWebhook(r.connector!, otherUrl, { inputs: {}, basicPassword: '12345' }, Date.now()).ok).to.equal(false);
  });

  it('from: basic_password needs a basic auth method; signed parts outside the language are refused', () => {
    const noBasic = compile(
      `{ header: X-Sig, algorithm: hmac-sha1, secret: { from: basic_password }, signed: [url] }`,
      '    - { type: bearer, id: token, field: { name: token, label: Token } }',
    );
    expect(noBasic.errors.map((e) => e.message)).to.include('from: basic_password needs a basic auth method');
    const badPart = compile(`{ header: X-Sig, algorithm: hmac-sha1, secret: { from: basic_password }, signed: ['json:'] }`);
    expect(badPart.errors.length).to.be.greaterThan(0);
  });

  it("basic header_format plain sends username:password as typed (JustCall's api_key:api_secret); basic stays RFC 7617", () => {
    const plain = { headers: {} as Record<string, string>, query: new URLSearchParams() };
    applyBasic('key-1', 'secret-2', plain, 'plain');
    expect(plain.headers.authorization).to.equal('key-1:secret-2');
    const basic = { headers: {} as Record<string, string>, query: new URLSearchParams() };
    applyBasic('key-1', 'secret-2', basic);
    expect(basic.headers.authorization).to.equal(`Basic ${Buffer.from('key-1:secret-2').toString('base64')}`);
  });
});
