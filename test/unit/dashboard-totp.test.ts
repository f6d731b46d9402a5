import { expect } from 'chai';
import {
  newRecoveryCodes,
  newTotpSecret,
  normalizeRecoveryCode,
  totpCodeAt,
  totpEnrolment,
  totpStepOf,
} from '../../src/services/dashboard/totp.js';

describe('unit: dashboard TOTP (otpauth) and recovery codes', () => {
  const secret = newTotpSecret();
  const now = Date.UTC(2026, 10, 27, 9, 0, 10);
  const step = Math.floor(now / 30_000);

  it('accepts the code of now and of one step either side, naming the step; refuses others and non-codes', () => {
    expect(totpStepOf(secret, totpCodeAt(secret, now), now)).to.equal(step);
    expect(totpStepOf(secret, totpCodeAt(secret, now - 30_000), now)).to.equal(step - 1);
    expect(totpStepOf(secret, totpCodeAt(secret, now + 30_000), now)).to.equal(step + 1);
    expect(totpStepOf(secret, totpCodeAt(secret, now - 120_000), now)).to.equal(null);
    expect(totpStepOf(newTotpSecret(), totpCodeAt(secret, now), now)).to.equal(null);
    for (const bad of ['', '12345', '1234567', 'abcdef', ' 123456']) expect(totpStepOf(secret, bad, now)).to.equal(null);
  });

  it('matches RFC 6238 test vector (SHA-1, 59 s: 94287082 -> 287082 in 6 digits)', () => {
    // RFC 6238 appendix B: the secret "12345678901234567890" (ASCII), base32 GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ.
    expect(totpCodeAt('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ', 59_000)).to.equal('287082');
  });

  it('enrols with an otpauth:// URI naming Plugboard and the user, and the same as an SVG QR code', () => {
    const { otpauthUri, qrCode } = totpEnrolment(secret, 'ada@example.com');
    expect(otpauthUri).to.match(/^otpauth:\/\/totp\/Plugboard:ada%40example\.com\?/);
    expect(otpauthUri).to.contain(`secret=${secret}`);
    expect(qrCode).to.match(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(qrCode.split(',')[1]!, 'base64').toString()).to.contain('<svg');
  });

  it('makes 10 distinct recovery codes, read in groups, typed in any form', () => {
    const codes = newRecoveryCodes();
    expect(new Set(codes).size).to.equal(10);
    for (const c of codes) expect(c).to.match(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
    expect(normalizeRecoveryCode(` ${codes[0]!.toUpperCase().replace(/-/g, ' ')} `)).to.equal(codes[0]!.replace(/-/g, ''));
  });
});
