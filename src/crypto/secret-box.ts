import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  createSecretKey,
  hash,
  hkdfSync,
  randomBytes,
  timingSafeEqual,
  type KeyObject,
} from 'node:crypto';
import { LRUCache } from 'lru-cache';

/**
 * A sealed value: "v2.<keyId>.<iv>.<tag>.<ciphertext>" (base64url parts; keyId names the master key that sealed
 * it), or "v1.<iv>.<tag>.<ciphertext>" written before key ids existed. Safe to store; useless without the key.
 */
export type Sealed = string;

interface SealingKey {
  id: string;
  encKey: Buffer;
}

/** Derives a master key's encryption key and its public id (which says nothing about the key). */
function sealingKey(masterKey: Buffer): SealingKey {
  if (masterKey.length !== 32) throw new Error('master key must be 32 bytes');
  return {
    id: Buffer.from(hkdfSync('sha256', masterKey, Buffer.alloc(0), 'plugboard:key-id:v1', 6)).toString('hex'),
    encKey: Buffer.from(hkdfSync('sha256', masterKey, Buffer.alloc(0), 'plugboard:seal:v1', 32)),
  };
}

/** The keyed-hash key a master key gives when no separate lookup key is stored (every deployment before rotation). */
export function lookupKeyOf(masterKey: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', masterKey, Buffer.alloc(0), 'plugboard:lookup:v1', 32));
}

/**
 * AES-256-GCM sealing and keyed hashing. Seals with the current master key; opens with it or with any previous
 * key (a keyring, so a rotation can re-seal values one at a time while every value stays readable). `context` is
 * bound as associated data: a value sealed for one purpose (say an API token) cannot be swapped into another
 * field (say a client secret) without failing to open. The lookup key is independent of the sealing keys when
 * given (it is stored sealed and survives rotations); otherwise it is derived from the current master key.
 */
export class SecretBox {
  private readonly current: SealingKey;
  private readonly byId: Map<string, SealingKey>;
  /** A KeyObject made once: a Buffer key is converted again on every createHmac (two lookups per request). */
  private readonly hashKey: KeyObject;
  /**
   * Lookup hashes already computed, by a SHA-256 of what was hashed (never the token itself): every request hashes
   * the same one or two tokens again, and a one-shot SHA-256 costs a fraction of an HMAC object. Bounded, so
   * guessed tokens only push older entries out.
   */
  private readonly lookupHashes = new LRUCache<string, string>({ max: 10_000 });

  constructor(masterKey: Buffer, opts: { previous?: Buffer[]; lookupKey?: Buffer } = {}) {
    this.current = sealingKey(masterKey);
    this.byId = new Map([this.current, ...(opts.previous ?? []).map(sealingKey)].map((k) => [k.id, k]));
    this.hashKey = createSecretKey(opts.lookupKey ?? lookupKeyOf(masterKey));
  }

  /** The id of the key new values are sealed with. */
  get currentKeyId(): string {
    return this.current.id;
  }

  /** The id of the key that sealed `sealed` (undefined for values written before key ids, "v1"). */
  static keyIdOf(sealed: Sealed): string | undefined {
    const parts = sealed.split('.');
    return parts[0] === 'v2' ? parts[1] : undefined;
  }

  seal(plaintext: string, context: string): Sealed {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.current.encKey, iv);
    cipher.setAAD(Buffer.from(context));
    const ct = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return ['v2', this.current.id, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), ct.toString('base64url')].join('.');
  }

  open(sealed: Sealed, context: string): string {
    const parts = sealed.split('.');
    if (parts[0] === 'v2') {
      const [, keyId, iv, tag, ct] = parts;
      const key = this.byId.get(keyId ?? '');
      if (!key) throw new Error(`sealed with master key ${keyId}, which is neither PLUGBOARD_MASTER_KEY nor a previous key`);
      return decrypt(key, iv, tag, ct, context);
    }
    const [version, iv, tag, ct] = parts;
    if (version !== 'v1') throw new Error('not a sealed value');
    // Written before key ids: try every key, current first.
    let failure: unknown;
    for (const key of this.byId.values()) {
      try {
        return decrypt(key, iv, tag, ct, context);
      } catch (e) {
        failure = e;
      }
    }
    throw failure instanceof Error ? failure : new Error('not a sealed value');
  }

  sealJson(value: unknown, context: string): Sealed {
    return this.seal(JSON.stringify(value), context);
  }

  openJson<T>(sealed: Sealed, context: string): T {
    return JSON.parse(this.open(sealed, context)) as T;
  }

  /** Keyed hash for looking tokens up without storing them: HMAC-SHA256, hex. */
  lookupHash(token: string, kind: string): string {
    const input = `${kind}\0${token}`;
    const digest = hash('sha256', input, 'base64');
    let mac = this.lookupHashes.get(digest);
    if (mac === undefined) {
      mac = createHmac('sha256', this.hashKey).update(input).digest('hex');
      this.lookupHashes.set(digest, mac);
    }
    return mac;
  }
}

function decrypt(key: SealingKey, iv: string | undefined, tag: string | undefined, ct: string | undefined, context: string): string {
  if (!iv || !tag || ct === undefined) throw new Error('not a sealed value');
  const decipher = createDecipheriv('aes-256-gcm', key.encKey, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(context));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ct, 'base64url')), decipher.final()]).toString('utf8');
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

const ID_ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';

/** Random bytes drawn 4 KiB at a time (as node does for randomUUID): one CSPRNG call per ~200 ids, not one per id. */
let pool = Buffer.alloc(0);
let poolOffset = 0;

/** A public identifier: prefix plus 20 random base32-ish characters. */
export function generateId(prefix: string): string {
  // Read from the pool in place: a view per id (subarray) cost more than the id (bench:passthrough, one per request).
  if (poolOffset + 20 > pool.length) {
    pool = randomBytes(4096);
    poolOffset = 0;
  }
  let id = `${prefix}_`;
  for (let i = poolOffset; i < poolOffset + 20; i++) id += ID_ALPHABET[pool[i]! % 32]!;
  poolOffset += 20;
  return id;
}

/**
 * An id of the same shape as generateId's, derived from `key` (SHA-256): the same key gives the same id, so a write
 * repeated after a crash is recognised as a duplicate by its id.
 */
export function deriveId(prefix: string, key: string): string {
  return `${prefix}_${toIdAlphabet(createHash('sha256').update(key).digest().subarray(0, 20))}`;
}

function toIdAlphabet(bytes: Uint8Array): string {
  let out = '';
  for (const b of bytes) out += ID_ALPHABET.charAt(b % 32);
  return out;
}
