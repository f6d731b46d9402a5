import { expect } from 'chai';
import { redactEcho, redactEchoInHeaders } from '../../../../src/connectors/transport/redact-echo.js';

describe('unit: redactEcho (a tool echoing the connection secrets in a passthrough answer)', () => {
  it('finds a secret as sent, JSON-escaped, and with / written \\/; leaves an answer without one as the same value', () => {
    const secret = 'ab/cd"ef';
    const text = `{"a":"ab\\/cd\\"ef","b":"ab/cd\\"ef","c":"x"}`;
    expect(redactEcho(text, JSON.parse(text), [secret])).to.deep.equal({ a: '[redacted]', b: '[redacted]', c: 'x' });
    const clean = { c: 'x' };
    expect(redactEcho('{"c":"x"}', clean, [secret])).to.equal(clean);
    expect(redactEcho('plain ab/cd"ef text', 'plain ab/cd"ef text', [secret])).to.equal('plain [redacted] text');
  });

  it('headers: the same object when nothing is echoed, a copy with the value scrubbed otherwise', () => {
    const headers = { 'content-type': 'application/json', 'set-thing': ['a', 'b'] };
    expect(redactEchoInHeaders(headers, ['secret-1'])).to.equal(headers);
    expect(redactEchoInHeaders({ ...headers, 'x-echo': 'k=secret-1' }, ['secret-1'])['x-echo']).to.equal('k=[redacted]');
  });
});
