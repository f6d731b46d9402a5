import { expect } from 'chai';
import { contentSecurityPolicy } from '../../../src/http/present/csp.js';

describe('http: the one CSP builder', () => {
  it('is self-only by default: nothing from another origin, no base, no form posts, no framing', () => {
    expect(contentSecurityPolicy()).to.equal(
      "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    );
  });

  it("writes a page's own directives over the default, in one fixed order, and drops one set to undefined", () => {
    const csp = contentSecurityPolicy({ 'frame-ancestors': 'https://app.example.com', 'worker-src': "'self' blob:", 'img-src': undefined });
    expect(csp).to.contain("connect-src 'self'; worker-src 'self' blob:; frame-ancestors https://app.example.com; base-uri");
    expect(csp).to.not.contain('img-src');
  });
});
