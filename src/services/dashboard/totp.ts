import { randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { renderSVG } from 'uqr';

/**
 * Time-based one-time passwords (RFC 6238) for dashboard sign-in, through `otpauth`: SHA-1, 6 digits, 30 s, what
 * every authenticator app reads from an otpauth:// URI. A code is accepted one step either side of now (clock drift)
 * and only once: the step it matched is returned so the caller can refuse any step not after the last one used.
 */
const PERIOD_S = 30;
const ISSUER = 'Plugboard';

/** A new random secret (160 bits, RFC 4226's recommendation), base32 as apps and people type it. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

const totpOf = (secretBase32: string, email = '') =>
  new TOTP({ issuer: ISSUER, label: email, secret: Secret.fromBase32(secretBase32), algorithm: 'SHA1', digits: 6, period: PERIOD_S });

/** What an authenticator app scans or is given: the otpauth:// URI, and the same as a QR code (an SVG data: URL). */
export function totpEnrolment(secretBase32: string, email: string): { otpauthUri: string; qrCode: string } {
  const otpauthUri = totpOf(secretBase32, email).toString();
  const svg = renderSVG(otpauthUri, { border: 2, pixelSize: 6 });
  return { otpauthUri, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/** The time step a 6-digit code matches (now, or one step either side), or null. */
export function totpStepOf(secretBase32: string, code: string, now = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpOf(secretBase32).validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD_S) + delta;
}

/** The code of a step (tests, and nothing else, need to make one). */
export const totpCodeAt = (secretBase32: string, at: number): string => totpOf(secretBase32).generate({ timestamp: at });

/** Recovery codes: 12 characters of a 31-letter alphabet without look-alikes (~59 bits), grouped for reading. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const RECOVERY_CODES = 10;

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODES }, () => {
    const chars = Array.from({ length: 12 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
    return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8)}`;
  });
}

/** A recovery code as typed (any case, spaces or dashes) in the one form it is hashed in. */
export const normalizeRecoveryCode = (code: string): string => code.toLowerCase().replace(/[^a-z0-9]/g, '');
