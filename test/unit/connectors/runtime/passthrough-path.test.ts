import { expect } from 'chai';
import { assertSafePassthroughPath } from '../../../../src/connectors/runtime/passthrough-path.js';
import { PlugboardError } from '../../../../src/errors/plugboard-error.js';

const NASTY = [
  'https://evil.example/steal',
  'http://127.0.0.1:22/',
  '//evil.example/x',
  '/\\evil.example',
  '\\\\evil.example\\share',
  '/v1/../../admin',
  '/v1/./users',
  '..',
  '/v1/%2e%2e/admin',
  '/v1/%2E%2E/admin',
  '/%2f%2fevil.example',
  '/%2F%2Fevil.example',
  '/v1%5c..%5cadmin',
  '/v1/%252e%252e/admin',
  '/v1/%25252e%25252e/admin',
  '/v1/%u002e%u002e/admin',
  '/v1/users?admin=true',
  '/v1/users#frag',
  '/v1/users\r\nHost: evil',
  '/v1/us ers',
  'javascript:alert(1)',
  '/v1//users',
  '',
  '/v1/%00',
  'evil.example/v1',
  '/%E0%A4%A',
];

describe('connectors/runtime: passthrough path safety', () => {
  for (const p of NASTY) {
    it(`refuses ${JSON.stringify(p)}`, () => {
      try {
        assertSafePassthroughPath(p);
        expect.fail(`accepted ${p}`);
      } catch (e) {
        expect(e).to.be.instanceOf(PlugboardError);
        expect((e as PlugboardError).code).to.equal('PASSTHROUGH_PATH_REJECTED');
        expect((e as PlugboardError).status).to.equal(400);
      }
    });
  }
  for (const p of ['/v1/users', '/crm/v3/objects/contacts/123', '/services/data/v59.0/query', '/v1/users/caf%C3%A9', '/a.b/c..d/.e']) {
    it(`accepts ${p}`, () => expect(assertSafePassthroughPath(p)).to.equal(p));
  }
  it('remembers only safe paths: a refused path is refused every time, also once the remembered ones were evicted', () => {
    const refusals = (p: string) => {
      try {
        assertSafePassthroughPath(p);
        return 0;
      } catch {
        return 1;
      }
    };
    for (let round = 0; round < 3; round++) {
      expect(NASTY.map(refusals)).to.deep.equal(NASTY.map(() => 1));
      // More safe paths than are remembered, each accepted twice (the second from memory).
      for (let i = 0; i < 1_200; i++) expect(refusals(`/v1/users/${round}-${i}`) + refusals(`/v1/users/${round}-${i}`)).to.equal(0);
    }
    // A long path is checked each time, never remembered: still accepted or refused by the checks.
    const long = `/v1/${'a'.repeat(300)}`;
    expect(refusals(long) + refusals(long)).to.equal(0);
    expect(refusals(`${long}/../x`) + refusals(`${long}/../x`)).to.equal(2);
  });
});
