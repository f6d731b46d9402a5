import { createHash, createHmac, generateKeyPairSync, sign } from 'node:crypto';
import path from 'node:path';
import { expect } from 'chai';
import {
  compileConnector,
  decodeInboundWebhook,
  loadConnectorRegistry,
  verifyInboundWebhook,
  type CompiledConnector,
} from '../../../../src/connectors/index.js';
import { PACKAGE_ROOT } from '../../../../src/config/package-root.js';
import { manifest } from '../support.js';

const MODELS = `models:
  crm.contact:
    resource: contacts
    operations: [list]
    fields:
      id: { path: id }
    unsupported: [firstName, lastName, email, phone, createdTime, modifiedTime]`;

const demo = (webhooks: string, extra: { inputs?: string } = {}) => {
  const r = compileConnector({
    file: 'connectors/demo/manifest.yaml',
    text: manifest({ models: MODELS, rest: webhooks, ...extra }),
    folderName: 'demo',
  });
  return r;
};

// HubSpot's published examples ("v1/v2 request validation"): SHA-256 of client secret + (method + URI +) body.
const SECRET = 'yyyyyyyy-yyyy-yyyy-yyyy-yyyyyyyyyyyy';
const V1_BODY =
  '[{"eventId":1,"subscriptionId":12345,"portalId":62515,"occurredAt":1564113600000,"subscriptionType":"contact.creation","attemptNumber":0,"objectId":123,"changeSource":"CRM","changeFlag":"NEW","appId":54321}]';

const sha256Connector = (signed: string) => {
  const r = demo(
    `webhooks:
  signature: { header: X-HubSpot-Signature, algorithm: sha256, secret: { from: input, input: secret }, signed: ${signed} }
  events: { records: '$', type: subscriptionType, id: objectId, map: { contact.creation: { model: crm.contact, change: created } } }`,
    { inputs: '  inputs:\n    secret: { label: Secret, secret: true }' },
  );
  expect(r.errors.map((e) => e.format())).to.deep.equal([]);
  return r.connector!;
};

describe('connectors/runtime: inbound tool webhooks', () => {
  it("verifies HubSpot's published v1 vector (sha256 of secret + body) and maps the event", () => {
    const c = sha256Connector('[body]');
    const req = {
      method: 'POST',
      url: 'https://example.com/hook',
      rawBody: Buffer.from(V1_BODY),
      headers: { 'x-hubspot-signature': '232db2615f3d666fe21a8ec971ac7b5402d33b9a925784df3ca654d05f4817de' },
    };
    expect(verifyInboundWebhook(c, req, { inputs: { secret: SECRET } }, Date.now())).to.deep.equal({ ok: true });
    expect(decodeInboundWebhook(c, JSON.parse(V1_BODY))).to.deep.equal([{ model: 'crm.contact', change: 'created', id: '123' }]);
    // One byte changed in the body, or another secret: refused.
    expect(
      verifyInboundWebhook(c, { ...req, rawBody: Buffer.from(V1_BODY.replace('123', '124')) }, { inputs: { secret: SECRET } }, Date.now()),
    ).to.deep.equal({ ok: false, reason: 'the signature does not match' });
    expect(verifyInboundWebhook(c, req, { inputs: { secret: 'other' } }, Date.now()).ok).to.equal(false);
    expect(verifyInboundWebhook(c, { ...req, headers: {} }, { inputs: { secret: SECRET } }, Date.now())).to.deep.equal({
      ok: false,
      reason: 'missing X-HubSpot-Signature header',
    });
  });

  it("verifies HubSpot's published v2 vector (secret + method + URI, no body)", () => {
    const c = sha256Connector('[method, url, body]');
    const req = {
      method: 'GET',
      url: 'https://www.example.com/webhook_uri',
      rawBody: Buffer.alloc(0),
      headers: { 'x-hubspot-signature': 'eee2dddcc73c94d699f5e395f4b9d454a069a6855fbfa152e91e88823087200e' },
    };
    expect(verifyInboundWebhook(c, req, { inputs: { secret: SECRET } }, Date.now())).to.deep.equal({ ok: true });
  });

  it("HubSpot's manifest: v3 HMAC over method + URL + body + timestamp with the app's client secret, 5 minutes at most", async () => {
    const registry = await loadConnectorRegistry({ dir: path.join(PACKAGE_ROOT, 'connectors') });
    const hubspot: CompiledConnector = registry.require('hubspot');
    const now = Date.UTC(2026, 10, 23, 12, 0, 0);
    const body = Buffer.from(
      '[{"objectId":51,"subscriptionType":"company.deletion"},{"objectId":7,"subscriptionType":"contact.privacyDeletion"}]',
    );
    const url = 'https://gw.example.com/api/inbound-webhooks/hubspot/conn_1';
    const sign = (ts: number, secret = 'client-secret') =>
      createHmac('sha256', secret).update(`POST${url}${body.toString()}${ts}`).digest('base64');
    const req = (ts: number, sig = sign(ts)) => ({
      method: 'POST',
      url,
      rawBody: body,
      headers: { 'x-hubspot-signature-v3': sig, 'x-hubspot-request-timestamp': String(ts) },
    });
    expect(verifyInboundWebhook(hubspot, req(now - 1000), { clientSecret: 'client-secret', inputs: {} }, now)).to.deep.equal({ ok: true });
    expect(verifyInboundWebhook(hubspot, req(now - 301_000), { clientSecret: 'client-secret', inputs: {} }, now)).to.deep.equal({
      ok: false,
      reason: 'the signature timestamp is too old',
    });
    expect(
      verifyInboundWebhook(hubspot, req(now, sign(now, 'another-app')), { clientSecret: 'client-secret', inputs: {} }, now).ok,
    ).to.equal(false);
    expect(verifyInboundWebhook(hubspot, req(now), { inputs: {} }, now)).to.deep.equal({
      ok: false,
      reason: 'the signing secret of this connection is not known',
    });
    // Only mapped event types become changes.
    expect(decodeInboundWebhook(hubspot, JSON.parse(body.toString()))).to.deep.equal([
      { model: 'crm.account', change: 'deleted', id: '51' },
    ]);
  });

  it('refuses a manifest whose webhook events name a model it does not map, or a secret input it does not declare', () => {
    const r = demo(`webhooks:
  signature: { header: X-Sig, algorithm: hmac-sha256, secret: { from: input, input: wh_secret }, signed: [body] }
  events: { records: events, type: type, id: data.id, map: { deal.created: { model: crm.deal, change: created } } }`);
    const messages = r.errors.map((e) => e.message);
    expect(messages).to.include("model 'crm.deal' is not mapped by this manifest");
    expect(messages).to.include('secret.input must name a connection input or a subscription secret (declared: none)');
    const text = manifest({ models: MODELS, rest: '' });
    const err = r.errors.find((e) => e.message.startsWith("model 'crm.deal'"))!;
    // Points at the webhooks block (after the models), with the models to choose from.
    expect(err.line).to.be.greaterThan(text.split('\n').findIndex((l) => l.startsWith('models:')) + 1);
    expect(err.hint).to.equal('use one of: crm.contact');
  });

  it('a hex secret is decoded into key bytes; event types join several parts, one of them from the query string', () => {
    const r = demo(
      `webhooks:
  signature:
    header: close-sig-hash
    algorithm: hmac-sha256
    secret: { from: input, input: key, encoding: hex }
    signed: ['header:close-sig-timestamp', body]
    timestamp: { header: close-sig-timestamp, unit: s, max_age_seconds: 300 }
  events:
    records: event
    type: ['query:kind', object_type, action]
    id: object_id
    map: { crm.contact.created: { model: crm.contact, change: created } }`,
      { inputs: '  inputs:\n    key: { label: Key, secret: true }' },
    );
    expect(r.errors.map((e) => e.format())).to.deep.equal([]);
    const c = r.connector!;
    const key = 'ab'.repeat(32);
    const now = 1_700_000_000_000;
    const body = Buffer.from('{"event":{"object_type":"contact","action":"created","object_id":"cont_1"}}');
    const sig = (k: Buffer) =>
      createHmac('sha256', k)
        .update(`${now / 1000}`)
        .update(body)
        .digest('hex');
    const req = (hash: string) => ({
      method: 'POST',
      url: 'https://example.com/hook?kind=crm',
      rawBody: body,
      headers: { 'close-sig-hash': hash, 'close-sig-timestamp': String(now / 1000) },
    });
    expect(verifyInboundWebhook(c, req(sig(Buffer.from(key, 'hex'))), { inputs: { key } }, now)).to.deep.equal({ ok: true });
    // The same text used as UTF-8 bytes is another key: refused.
    expect(verifyInboundWebhook(c, req(sig(Buffer.from(key))), { inputs: { key } }, now).ok).to.equal(false);
    expect(decodeInboundWebhook(c, JSON.parse(body.toString()), new URLSearchParams('kind=crm'))).to.deep.equal([
      { model: 'crm.contact', change: 'created', id: 'cont_1' },
    ]);
    expect(decodeInboundWebhook(c, JSON.parse(body.toString()), new URLSearchParams('kind=other'))).to.deep.equal([]);
  });

  it("'*' in events.map maps every event type the map does not name; named types win, prototype names are not types", () => {
    const r = demo(
      `webhooks:
  signature: { header: X-Sig, algorithm: hmac-sha256, secret: { from: input, input: k }, signed: [body] }
  events: { records: '$', type: isTest, id: callData.metaData.id, map: { 'true': { model: crm.contact, change: updated }, '*': { model: crm.contact, change: created } } }`,
      { inputs: '  inputs:\n    k: { label: K, secret: true }' },
    );
    expect(r.errors.map((e) => e.format())).to.deep.equal([]);
    const c = r.connector!;
    const call = (extra: Record<string, unknown>) => ({ callData: { metaData: { id: '77' } }, ...extra });
    // Gong's calls carry no event type: an absent isTest and false both fall to '*'.
    expect(decodeInboundWebhook(c, call({}))).to.deep.equal([{ model: 'crm.contact', change: 'created', id: '77' }]);
    expect(decodeInboundWebhook(c, call({ isTest: false }))).to.deep.equal([{ model: 'crm.contact', change: 'created', id: '77' }]);
    expect(decodeInboundWebhook(c, call({ isTest: true }))).to.deep.equal([{ model: 'crm.contact', change: 'updated', id: '77' }]);
    expect(decodeInboundWebhook(c, call({ isTest: 'constructor' }))).to.deep.equal([{ model: 'crm.contact', change: 'created', id: '77' }]);
  });

  it('algorithm basic compares the HTTP Basic credentials the tool sends with the connection inputs', () => {
    const r = demo(
      `webhooks:
  signature: { header: Authorization, algorithm: basic, username: { from: input, input: user }, secret: { from: input, input: password } }
  events: { records: '$', type: type, id: id, map: { created: { model: crm.contact, change: created } } }`,
      { inputs: '  inputs:\n    user: { label: User }\n    password: { label: Password, secret: true }' },
    );
    expect(r.errors.map((e) => e.format())).to.deep.equal([]);
    const c = r.connector!;
    const req = (user: string, password: string) => ({
      method: 'POST',
      url: 'https://example.com/hook',
      rawBody: Buffer.from('{}'),
      headers: { authorization: `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}` },
    });
    const inputs = { user: 'plugboard', password: 's3cret' };
    expect(verifyInboundWebhook(c, req('plugboard', 's3cret'), { inputs }, Date.now())).to.deep.equal({ ok: true });
    expect(verifyInboundWebhook(c, req('plugboard', 'guess'), { inputs }, Date.now())).to.deep.equal({
      ok: false,
      reason: 'the webhook credentials do not match',
    });
    expect(verifyInboundWebhook(c, req('plugboard', 's3cret'), { inputs: {} }, Date.now()).ok).to.equal(false);
  });

  it('an HMAC algorithm without signed parts is refused at load time', () => {
    const r = demo(
      `webhooks:
  signature: { header: X-Sig, algorithm: hmac-sha256, secret: { from: input, input: s } }
  events: { records: '$', type: type, id: id, map: { created: { model: crm.contact, change: created } } }`,
      { inputs: '  inputs:\n    s: { label: S, secret: true }' },
    );
    expect(r.errors.map((e) => e.message)).to.include('hmac-sha256 needs signed: the parts the tool signs');
  });

  it('algorithm token with body_path compares a token the tool echoes in the JSON body (Aircall); body_path needs algorithm token', () => {
    const r = demo(
      `webhooks:
  signature: { algorithm: token, body_path: token, secret: { from: input, input: t } }
  events: { records: '$', type: event, id: data.id, map: { created: { model: crm.contact, change: created } } }`,
      { inputs: '  inputs:\n    t: { label: T, secret: true }' },
    );
    expect(r.errors.map((e) => e.format())).to.deep.equal([]);
    const c = r.connector!;
    const req = (body: string) => ({ method: 'POST', url: 'https://example.com/hook', rawBody: Buffer.from(body), headers: {} });
    const inputs = { t: 'df76g76dpziygs567f0' };
    expect(verifyInboundWebhook(c, req('{"event":"created","token":"df76g76dpziygs567f0","data":{"id":1}}'), { inputs }, 0)).to.deep.equal({
      ok: true,
    });
    expect(verifyInboundWebhook(c, req('{"event":"created","token":"df76g76dpziygs567f1"}'), { inputs }, 0)).to.deep.equal({
      ok: false,
      reason: 'the verification token does not match',
    });
    expect(verifyInboundWebhook(c, req('{"event":"created"}'), { inputs }, 0)).to.deep.equal({
      ok: false,
      reason: 'the body has no token',
    });
    expect(verifyInboundWebhook(c, req('token=df76g76dpziygs567f0'), { inputs }, 0)).to.deep.equal({
      ok: false,
      reason: 'the body is not JSON',
    });
    expect(verifyInboundWebhook(c, req('{"token":""}'), { inputs: {} }, 0).ok).to.equal(false);

    const wrong = demo(
      `webhooks:
  signature: { header: X-Sig, body_path: token, algorithm: hmac-sha256, secret: { from: input, input: t }, signed: [body] }
  events: { records: '$', type: event, id: id, map: { created: { model: crm.contact, change: created } } }`,
      { inputs: '  inputs:\n    t: { label: T, secret: true }' },
    );
    expect(wrong.errors.map((e) => e.message)).to.include('body_path is read with algorithm: token, in place of header');
  });

  it('algorithm token with query compares a token in the URL the tool called (Reply.io); in_url_query goes with generate', () => {
    const r = demo(
      `webhooks:
  signature: { algorithm: token, query: token, secret: { from: input, input: url_token } }
  subscriptions:
    - name: hooks
      secrets: { url_token: { generate: 16, in_url_query: token } }
      create: { method: POST, path: /hooks, body: { url: "{{ subscription.url }}" } }
      id: id
  events: { records: '$', type: event, id: data.id, map: { created: { model: crm.contact, change: created } } }`,
    );
    expect(r.errors.map((e) => e.format())).to.deep.equal([]);
    const c = r.connector!;
    expect(c.subscriptions[0]!.secrets).to.deep.equal([{ name: 'url_token', generateBytes: 16, inUrlQuery: 'token' }]);
    const req = (url: string) => ({ method: 'POST', url, rawBody: Buffer.from('{"event":"created"}'), headers: {} });
    const inputs = { url_token: '0a1b2c3d4e5f60718293a4b5c6d7e8f9' };
    expect(
      verifyInboundWebhook(c, req(`https://gw.example/api/inbound-webhooks/demo/c1?token=${inputs.url_token}`), { inputs }, 0),
    ).to.deep.equal({
      ok: true,
    });
    expect(
      verifyInboundWebhook(c, req('https://gw.example/api/inbound-webhooks/demo/c1?token=0a1b2c3d4e5f60718293a4b5c6d7e8f0'), { inputs }, 0),
    ).to.deep.equal({
      ok: false,
      reason: 'the verification token does not match',
    });
    expect(verifyInboundWebhook(c, req('https://gw.example/api/inbound-webhooks/demo/c1'), { inputs }, 0)).to.deep.equal({
      ok: false,
      reason: 'the URL has no token parameter',
    });
    expect(verifyInboundWebhook(c, req(`https://gw.example/x?token=${inputs.url_token}`), { inputs: {} }, 0).ok).to.equal(false);

    const wrong = demo(
      `webhooks:
  signature: { header: X-Token, query: token, algorithm: token, secret: { from: input, input: t } }
  subscriptions:
    - name: hooks
      secrets: { t: { from_answer: secret, in_url_query: token } }
      create: { method: POST, path: /hooks }
      id: id
  events: { records: '$', type: event, id: id, map: { created: { model: crm.contact, change: created } } }`,
    );
    expect(wrong.errors.map((e) => e.message)).to.include.members([
      'query is read with algorithm: token, in place of header and body_path',
      'in_url_query goes with generate',
    ]);
  });

  it('subscription then: later steps compile with subscription.id in scope (Mixmax: the rule, then its action); an unknown variable is refused', () => {
    const r = demo(
      `webhooks:
  signature: { algorithm: token, query: token, secret: { from: input, input: url_token } }
  subscriptions:
    - name: rule
      secrets: { url_token: { generate: 16, in_url_query: token } }
      create: { method: POST, path: /rules, body: { trigger: { type: event } } }
      id: _id
      then:
        - { method: POST, path: "/rules/{{ subscription.id }}/actions", body: { type: webhook, url: "{{ subscription.url }}" } }
      delete: { method: DELETE, path: "/rules/{{ subscription.id }}" }
  events: { records: '$', type: eventName, id: id, map: { created: { model: crm.contact, change: created } } }`,
    );
    expect(r.errors.map((e) => e.format())).to.deep.equal([]);
    expect(r.connector!.subscriptions[0]!.then).to.have.length(1);

    const wrong = demo(
      `webhooks:
  signature: { algorithm: token, query: token, secret: { from: input, input: url_token } }
  subscriptions:
    - name: rule
      secrets: { url_token: { generate: 16, in_url_query: token } }
      create: { method: POST, path: /rules }
      id: _id
      then:
        - { method: POST, path: "/rules/{{ subscription.rule_id }}/actions" }
  events: { records: '$', type: eventName, id: id, map: { created: { model: crm.contact, change: created } } }`,
    );
    expect(wrong.errors.map((e) => e.pointer)).to.include('/webhooks/subscriptions/0/then/0/path');
  });

  it('jwt-rs256 verifies the token in a header with the public key of an input and requires the body hash and URL claims (Gong)', () => {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const r = demo(
      `webhooks:
  signature: { header: Authorization, prefix: "Bearer ", algorithm: jwt-rs256, secret: { from: input, input: public_key }, jwt: { body_sha256: body_sha256, url: webhook_url, payload: body } }
  events: { records: '$', type: eventType, id: callData.metaData.id, map: { created: { model: crm.contact, change: created } } }`,
      { inputs: '  inputs:\n    public_key: { label: Public key }' },
    );
    expect(r.errors.map((e) => e.format())).to.deep.equal([]);
    const c = r.connector!;
    const url = 'https://gw.example/api/inbound-webhooks/demo/c1';
    const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const jwt = (claims: Record<string, unknown>, key = privateKey, alg = 'RS256') => {
      const unsigned = `${b64({ alg, typ: 'JWT' })}.${b64(claims)}`;
      return `${unsigned}.${sign('RSA-SHA256', Buffer.from(unsigned), key).toString('base64url')}`;
    };
    const body = Buffer.from('{"eventType":"created","callData":{"metaData":{"id":"7782342274025937895"}}}');
    const hash = createHash('sha256').update(body).digest('hex');
    const good = { webhook_url: url, body_sha256: hash, exp: 2_000_000_000 };
    const inputs = { public_key: publicKey.export({ type: 'spki', format: 'pem' }).toString() };
    const req = (token: string, raw = body, at = url) => ({
      method: 'POST',
      url: at,
      rawBody: raw,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(verifyInboundWebhook(c, req(jwt(good)), { inputs }, 0)).to.deep.equal({ ok: true });
    // The base64 of the DER key, as tools show it, works as well.
    const der = { public_key: publicKey.export({ type: 'spki', format: 'der' }).toString('base64') };
    expect(verifyInboundWebhook(c, req(jwt(good)), { inputs: der }, 0)).to.deep.equal({ ok: true });
    const tampered = Buffer.from(body.toString().replace('7782342274025937895', '1'));
    expect(verifyInboundWebhook(c, req(jwt(good), tampered), { inputs }, 0)).to.deep.equal({
      ok: false,
      reason: 'the body does not match the JWT',
    });
    expect(verifyInboundWebhook(c, req(jwt(good), body, 'https://gw.example/api/inbound-webhooks/demo/c2'), { inputs }, 0)).to.deep.equal({
      ok: false,
      reason: 'the JWT was made for another address',
    });
    expect(verifyInboundWebhook(c, req(jwt(good, other.privateKey)), { inputs }, 0)).to.deep.equal({
      ok: false,
      reason: 'the signature does not match',
    });
    expect(verifyInboundWebhook(c, req(jwt({ ...good, exp: 1 })), { inputs }, 2_000)).to.deep.equal({
      ok: false,
      reason: 'the JWT has expired',
    });
    expect(verifyInboundWebhook(c, req(jwt(good, privateKey, 'HS256')), { inputs }, 0)).to.deep.equal({
      ok: false,
      reason: 'the JWT is not signed with RS256',
    });
    expect(verifyInboundWebhook(c, req(jwt(good)), { inputs: { public_key: 'not a key' } }, 0)).to.deep.equal({
      ok: false,
      reason: 'the public key of this connection is not an RSA key',
    });
    // The body, not the claims, is the event.
    const changes = decodeInboundWebhook(c, JSON.parse(body.toString()) as unknown);
    expect(changes).to.deep.equal([{ model: 'crm.contact', change: 'created', id: '7782342274025937895' }]);

    const wrong = demo(
      `webhooks:
  signature: { header: X-Sig, algorithm: hmac-sha256, secret: { from: input, input: k }, signed: [body], jwt: { url: u } }
  events: { records: '$', type: event, id: id, map: { created: { model: crm.contact, change: created } } }`,
      { inputs: '  inputs:\n    k: { label: K, secret: true }' },
    );
    expect(wrong.errors.map((e) => e.message)).to.include('jwt is read with algorithm jwt-hs256 or jwt-rs256');
  });
});
