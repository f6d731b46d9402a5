import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

/** A sealed value: "v1.<iv>.<tag>.<ciphertext>", all base64url. Safe to store; useless without the key. */
export type Sealed = string;

/**
 * AES-256-GCM sealing and keyed hashing, both derived from the master key with HKDF so the encryption key and
 * the lookup key are independent. `context` is bound as associated data: a value sealed for one purpose (say an
 * API token) cannot be swapped into another field (say a client secret) without failing to open.
 */
export class SecretBox {
  private readonly encKey: Buffer;
  private readonly hashKey: Buffer;

  constructor(masterKey: Buffer) {
    if (masterKey.length !== 32) throw new Error('master key must be 32 bytes');
    this.encKey = Buffer.from(hkdfSync('sha256', masterKey, Buffer.alloc(0), 'plugboard:seal:v1', 32));
    this.hashKey = Buffer.from(hkdfSync('sha256', masterKey, Buffer.alloc(0), 'plugboard:lookup:v1', 32));
  }

  seal(plaintext: string, context: string): Sealed {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.encKey, iv);
    cipher.setAAD(Buffer.from(context));
    const ct = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), ct.toString('base64url')].join('.');
  }

  open(sealed: Sealed, context: string): string {
    const [version, iv, tag, ct] = sealed.split('.');
    if (version !== 'v1' || !iv || !tag || ct === undefined) throw new Error('not a sealed value');
    const decipher = createDecipheriv('aes-256-gcm', this.encKey, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(context));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(ct, 'base64url')), decipher.final()]).toString('utf8');
  }

  sealJson(value: unknown, context: string): Sealed {
    return this.seal(JSON.stringify(value), context);
  }

  openJson<T>(sealed: Sealed, context: string): T {
    return JSON.parse(this.open(sealed, context)) as T;
  }

  /** Keyed hash for looking tokens up without storing them: HMAC-SHA256, hex. */
  lookupHash(token: string, kind: string): string {
    return createHmac('sha256', this.hashKey).update(kind).update('\0').update(token).digest('hex');
  }
}

/** Constant-time string comparison (hashes of equal length; unequal lengths return false without early exit). */
export function safeEqual(a: string, b: string): boolean {
  const ab = Buffer.from(a);
  const bb = Buffer.from(b);
  if (ab.length !== bb.length) {
    timingSafeEqual(ab, ab);
    return false;
  }
  return timingSafeEqual(ab, bb);
}

/** A random secret token with a readable prefix saying what it is (e.g. `pb_dev_…`). 256 bits of entropy. */
export function generateToken(prefix: string): string {
  return `${prefix}_${randomBytes(32).toString('base64url')}`;
}

/** A public identifier: prefix plus 20 random base32-ish characters. */
export function generateId(prefix: string): string {
  const alphabet = '0123456789abcdefghjkmnpqrstvwxyz';
  const bytes = randomBytes(20);
  let out = '';
  for (const b of bytes) out += alphabet[b % 32];
  return `${prefix}_${out}`;
}
