import { expect } from 'chai';
import { PlugboardError } from '../../../src/errors/plugboard-error.js';
import { validateWebhookUrl } from '../../../src/services/webhooks/webhook-url.js';

describe('validateWebhookUrl', () => {
  it('a refused loopback receiver names the development setting that allows it', () => {
    let caught: unknown;
    try {
      validateWebhookUrl('http://127.0.0.1:9000/hook');
    } catch (e) {
      caught = e;
    }
    expect(caught).to.be.instanceOf(PlugboardError);
    const err = caught as PlugboardError;
    expect(err.code).to.equal('WEBHOOK_TARGET_REFUSED');
    expect(err.message).to.contain('PLUGBOARD_ALLOW_PRIVATE_WEBHOOK_TARGETS=true');
  });

  it('the same loopback receiver is accepted when private targets are allowed', () => {
    expect(validateWebhookUrl(' http://127.0.0.1:9000/hook ', 'url', true)).to.equal('http://127.0.0.1:9000/hook');
  });
});
