import { expect } from 'chai';
import { compileConnector, decodeInboundWebhook, verifyInboundWebhook, webhookHandshake } from '../../../../src/connectors/index.js';
import { manifest } from '../support.js';

/**
 * The manifest language's handshake by query parameter, a token in every item of a batch, event types read from the
 * first path present, and notices about a subscription itself (Microsoft Graph's change and lifecycle notifications
 * are the case in point; nothing here is specific to Graph).
 */
const MODELS = `models:
  crm.contact:
    resource: contacts
    operations: [list]
    fields:
      id: { path: id }
    unsupported: [firstName, lastName, email, phone, createdTime, modifiedTime]`;

const WEBHOOKS = `webhooks:
  handshake: { echo_query: validationToken }
  subscriptions:
    - name: contacts
      query: { object: contacts }
      secrets: { client_state: { generate: 16 } }
      create: { method: POST, path: /subscriptions, body: { url: "{{ subscription.url }}", state: "{{ subscription.secrets.client_state }}" } }
      id: id
  signature: { algorithm: token, body_path: "value[].clientState", secret: { from: input, input: client_state } }
  events:
    records: value
    type: ["query:object", "lifecycleEvent|changeType"]
    id: resourceData.id
    subscription_id: subscriptionId
    map:
      contacts.created: { model: crm.contact, change: created }
      contacts.missed: { model: crm.contact, change: sync }
      contacts.reauthorizationRequired: { model: crm.contact, change: renew }
      contacts.subscriptionRemoved: { model: crm.contact, change: resubscribe }`;

const compiled = (webhooks = WEBHOOKS) => {
  const r = compileConnector({
    file: 'connectors/demo/manifest.yaml',
    text: manifest({ models: MODELS, rest: webhooks }),
    folderName: 'demo',
  });
  expect(r.errors.map((e) => e.format())).to.deep.equal([]);
  return r.connector!;
};

const request = (body: unknown, url = 'https://gw.example/api/inbound-webhooks/demo/c1?object=contacts') => ({
  method: 'POST',
  url,
  rawBody: Buffer.from(JSON.stringify(body)),
  headers: { 'content-type': 'application/json' },
});

describe('connectors/runtime: handshake by query, per-item tokens, subscription notices', () => {
  it('answers a validationToken handshake with the decoded token as text; other requests are not handshakes', () => {
    const c = compiled();
    const token = 'Validation: Testing client application reachability Request-Id: 0f8f';
    expect(webhookHandshake(c, { headers: {}, url: `https://gw.example/hook?validationToken=${encodeURIComponent(token)}` })).to.deep.equal(
      {
        text: token,
      },
    );
    expect(webhookHandshake(c, { headers: {}, url: 'https://gw.example/hook?object=contacts' })).to.equal(undefined);
    expect(webhookHandshake(c, { headers: {}, url: `https://gw.example/hook?validationToken=${'x'.repeat(5000)}` })).to.equal(undefined);
  });

  it('checks the token in every item of the batch (constant-time compare), refusing an empty batch or one stranger', () => {
    const c = compiled();
    const secrets = { inputs: { client_state: 's3cret' } };
    const item = (state: string) => ({ clientState: state, changeType: 'created', resourceData: { id: 'r1' }, subscriptionId: 'sub-1' });
    expect(verifyInboundWebhook(c, request({ value: [item('s3cret'), item('s3cret')] }), secrets, Date.now())).to.deep.equal({ ok: true });
    expect(verifyInboundWebhook(c, request({ value: [item('s3cret'), item('other')] }), secrets, Date.now()).ok).to.equal(false);
    expect(verifyInboundWebhook(c, request({ value: [] }), secrets, Date.now()).ok).to.equal(false);
    expect(verifyInboundWebhook(c, request({ value: [{ changeType: 'created' }] }), secrets, Date.now()).ok).to.equal(false);
    expect(verifyInboundWebhook(c, request({ other: 1 }), secrets, Date.now()).ok).to.equal(false);
  });

  it('reads the type from the first path present and maps lifecycle notices to renew / resubscribe of the named subscription', () => {
    const c = compiled();
    const q = new URLSearchParams('object=contacts');
    const payload = {
      value: [
        { subscriptionId: 'sub-1', changeType: 'created', resourceData: { id: 'r1' } },
        { subscriptionId: 'sub-1', lifecycleEvent: 'reauthorizationRequired' },
        { subscriptionId: 'sub-1', lifecycleEvent: 'reauthorizationRequired' },
        { subscriptionId: 'sub-2', lifecycleEvent: 'subscriptionRemoved' },
        { subscriptionId: 'sub-2', lifecycleEvent: 'missed' },
        { subscriptionId: 'sub-2', lifecycleEvent: 'somethingNew' },
      ],
    };
    expect(decodeInboundWebhook(c, payload, q)).to.deep.equal([
      { model: 'crm.contact', change: 'created', id: 'r1' },
      { model: 'crm.contact', change: 'renew', id: 'sub-1' },
      { model: 'crm.contact', change: 'resubscribe', id: 'sub-2' },
      { model: 'crm.contact', change: 'sync', id: '' },
    ]);
  });

  it('refuses the new forms where they cannot work', () => {
    const bad = compileConnector({
      file: 'connectors/demo/manifest.yaml',
      text: manifest({ models: MODELS, rest: WEBHOOKS.replace('    subscription_id: subscriptionId\n', '') }),
      folderName: 'demo',
    });
    expect(bad.errors.map((e) => e.format()).join('\n')).to.contain('subscription_id');
    const query = compileConnector({
      file: 'connectors/demo/manifest.yaml',
      text: manifest({ models: MODELS, rest: WEBHOOKS.replace('echo_query: validationToken', 'echo_query: token') }),
      folderName: 'demo',
    });
    expect(query.errors.length).to.be.greaterThan(0);
  });
});
